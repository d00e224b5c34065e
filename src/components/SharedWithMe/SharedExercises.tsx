// Questions shared with the teacher: filters (type, difficulty, keyword), who shared each, 预览 with the answers, and
// 复制到本课程 (one or the chosen ones) into a folder of the course's bank.
import { CopyOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, Button, Empty, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { DIFFICULTY_NAMES, EXERCISE_TYPE_NAMES, folderTree } from '@contract/exercise';
import type { SharedExercise } from '@contract/share';
import ExerciseFilters, { type Filters } from '@/components/ExerciseTable/ExerciseFilters';
import { DIFFICULTY_COLORS } from '@/components/ExerciseTable';
import FolderPickModal from '@/components/FolderPickModal';
import { useT } from '@/components/Locale';
import { queryExerciseFolders } from '@/services/htdz/exercise';
import { copySharedExercises, querySharedExercises } from '@/services/htdz/share';
import { sharedColumns } from './columns';
import SharedExercisePreview from './SharedExercisePreview';
import '@/locales/zh-CN/exercise';
import '@/locales/zh-CN/share';

type Props = { courseId: number; onCopied?: () => void };

export default function SharedExercises({ courseId, onCopied }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const tableRef = useRef<ActionType>();
  const [filters, setFilters] = useState<Filters>({});
  const [chosen, setChosen] = useState<number[]>([]);
  // the questions 复制到本课程 asks a folder for
  const [copying, setCopying] = useState<number[]>([]);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const folders = useRequest(async () => folderTree((await queryExerciseFolders(courseId)).obj.folders), {
    ready: copying.length > 0,
    refreshDeps: [courseId, copying.length > 0],
  });
  const copy = useRequest(copySharedExercises, { manual: true });
  const filtered = Object.values(filters).some((v) => v !== undefined);

  const onPick = async (parentId: number) => {
    const answer = await copy.runAsync({ exerciseIds: copying, courseId, parentId }).catch(() => null);
    if (!answer) return;
    message.success(t('share.copy.exercise.done', { count: answer.obj.exerciseIds.length }));
    setCopying([]);
    setChosen([]);
    onCopied?.();
  };

  const columns: ProColumns<SharedExercise>[] = [
    {
      title: t('share.col.stem'),
      dataIndex: 'stemText',
      ellipsis: true,
      render: (_, row) => <a onClick={() => setPreviewing(row.exerciseId)}>{row.stemText || t('exercise.stem.noText')}</a>,
    },
    { title: t('exercise.col.type'), dataIndex: 'type', width: 100, render: (_, row) => EXERCISE_TYPE_NAMES[row.type] },
    {
      title: t('exercise.col.difficulty'),
      dataIndex: 'difficulty',
      width: 80,
      render: (_, row) => <Tag color={DIFFICULTY_COLORS[row.difficulty]}>{DIFFICULTY_NAMES[row.difficulty]}</Tag>,
    },
    { title: t('share.col.scene'), dataIndex: 'sceneName', width: 120, ellipsis: true, render: (_, row) => row.sceneName ?? '—' },
    ...sharedColumns<SharedExercise>(t, (row) => [
      <a key="preview" onClick={() => setPreviewing(row.exerciseId)}>
        {t('share.preview')}
      </a>,
      <a key="copy" onClick={() => setCopying([row.exerciseId])}>
        {t('share.copy')}
      </a>,
    ]),
  ];

  return (
    <>
      <ProTable<SharedExercise, Filters>
        rowKey="exerciseId"
        actionRef={tableRef}
        columns={columns}
        params={filters}
        ghost
        search={false}
        scroll={{ x: 1200 }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, setting: false, reload: true }}
        headerTitle={<ExerciseFilters value={filters} onChange={setFilters} />}
        rowSelection={{ preserveSelectedRowKeys: true, selectedRowKeys: chosen, onChange: (keys) => setChosen(keys.map(Number)) }}
        tableAlertRender={({ selectedRowKeys }) => t('exercise.batch.chosen', { count: selectedRowKeys.length })}
        tableAlertOptionRender={() => (
          <Space size={8}>
            <Button size="small" icon={<CopyOutlined />} onClick={() => setCopying(chosen)} data-testid="shared-copy">
              {t('share.copy')}
            </Button>
            <Button type="link" size="small" onClick={() => setChosen([])}>
              {t('exercise.batch.clear')}
            </Button>
          </Space>
        )}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? t('share.empty.filtered') : t('share.empty.received.exercise')} />,
        }}
        request={async ({ current, pageSize, type, difficulty, keyword }) => {
          const answer = await querySharedExercises({ current, pageSize, type, difficulty, keyword });
          return { data: answer.obj.list, total: answer.obj.total, success: answer.success };
        }}
      />
      <FolderPickModal
        open={copying.length > 0}
        title={t('share.copy.exercise.title', { count: copying.length })}
        description={t('share.copy.exercise.desc')}
        tree={folders.data ?? []}
        okText={t('exercise.action.copy')}
        loading={copy.loading}
        onCancel={() => setCopying([])}
        onOk={(parentId) => void onPick(parentId)}
      />
      <SharedExercisePreview exerciseId={previewing} onClose={() => setPreviewing(null)} />
    </>
  );
}
