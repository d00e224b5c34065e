// 历史版本 of a question, in a drawer beside its editor: every version newest first, who saved it last and when, and
// what it changed against the version before, in words (题干、参考 SQL …); 查看 opens a version read-only, as students
// see it with its answer and analysis below. A new version comes from editing a question someone has answered.
import { useRequest } from 'ahooks';
import { Button, Card, Drawer, List, Modal, Result, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { studentViewOf, type ExerciseVersion, type ExerciseVersionSummary } from '@contract/exercise';
import { useT } from '@/components/Locale';
import QuestionView from '@/components/QuestionView';
import ReferenceAnswer from '@/components/ReferenceAnswer';
import { getExerciseVersion, queryExerciseVersions } from '@/services/htdz/exercise';
import { changeWords } from './words';
import '@/locales/zh-CN/exercise-form';

type Props = {
  exerciseId: number;
  open: boolean;
  onClose: () => void;
};

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** One version, read-only: the question as students see it, then its reference answer and analysis. */
function VersionView({ version }: { version: ExerciseVersion }) {
  const t = useT();
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="exercise-version-view">
      <Typography.Text type="secondary">{t('exerciseForm.versions.by', { name: version.editedBy, time: when(version.editedAt) })}</Typography.Text>
      <QuestionView exercise={studentViewOf(version, { release: false, sceneName: version.sceneName })} />
      {version.knowledge.length > 0 && (
        <Card size="small" type="inner">
          {version.knowledge.map((k) => (
            <Tag key={k.knowId}>{k.name}</Tag>
          ))}
        </Card>
      )}
      <ReferenceAnswer spec={version.spec} analysis={version.analysis} sceneName={version.sceneName} />
    </Space>
  );
}

export default function VersionHistory({ exerciseId, open, onClose }: Props) {
  const t = useT();
  const list = useRequest(async () => (await queryExerciseVersions(exerciseId)).obj, { ready: open, refreshDeps: [exerciseId, open] });
  const [viewing, setViewing] = useState<number | null>(null);
  const view = useRequest(async () => (viewing === null ? null : (await getExerciseVersion(exerciseId, viewing)).obj), {
    ready: viewing !== null,
    refreshDeps: [exerciseId, viewing],
  });
  const versions = list.data?.versions ?? [];
  const oldest = versions[versions.length - 1]?.version;

  const changesText = (v: ExerciseVersionSummary) => {
    if (v.version === oldest) return t('exerciseForm.versions.created');
    return v.changes.length ? t('exerciseForm.versions.changed', { parts: changeWords(t, v.changes) }) : t('exerciseForm.versions.unchanged');
  };

  return (
    <Drawer open={open} width={560} title={t('exerciseForm.versions.title')} onClose={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('exerciseForm.versions.note')}</Typography.Paragraph>
      {list.error ? (
        <Result status="warning" title={t('exerciseForm.versions.failed')} />
      ) : list.loading && !list.data ? (
        <Skeleton active />
      ) : (
        <List<ExerciseVersionSummary>
          dataSource={versions}
          rowKey="version"
          data-testid="exercise-versions"
          renderItem={(v) => (
            <List.Item
              data-testid={`exercise-version-${v.version}`}
              actions={[
                <Button key="view" size="small" onClick={() => setViewing(v.version)} data-testid={`exercise-version-view-${v.version}`}>
                  {t('exerciseForm.versions.view')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={8}>
                    {t('exerciseForm.version', { version: v.version })}
                    {v.current && <Tag color="blue">{t('exerciseForm.versions.current')}</Tag>}
                  </Space>
                }
                description={
                  <Space direction="vertical" size={0}>
                    <span>{t('exerciseForm.versions.by', { name: v.editedBy, time: when(v.editedAt) })}</span>
                    <span data-testid="exercise-version-changes">{changesText(v)}</span>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Modal
        open={viewing !== null}
        width={760}
        title={viewing !== null && t('exerciseForm.versions.viewTitle', { version: viewing })}
        onCancel={() => setViewing(null)}
        footer={null}
        destroyOnHidden
      >
        {view.error ? (
          <Result status="warning" title={t('exerciseForm.versions.failed')} />
        ) : view.data && view.data.version === viewing ? (
          <VersionView version={view.data} />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} />
        )}
      </Modal>
    </Drawer>
  );
}
