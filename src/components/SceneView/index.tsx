// A scene as it is: name, description, its tables with their first rows, the init script (read-only), its hidden
// data (to those who may edit it), and the SQL console to try queries on it. 导出 saves it as a scene file.
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Descriptions, Result, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useT } from '@/components/Locale';
import SqlEditor from '@/components/SqlEditor';
import { getScene } from '@/services/htdz/scene';
import { SCENE_LINKS, type SceneArea } from '@/utils/scene-links';
import SceneConsole from '@/components/SceneConsole';
import { useSceneExport } from '@/components/SceneTransfer/use-scene-export';
import PageFrame from '@/components/PageFrame';
import SceneTables from '@/components/SceneTables';
import '@/locales/zh-CN/scene';

type Props = { area: SceneArea; sceneId: number };

export default function SceneView({ area, sceneId }: Props) {
  const t = useT();
  const links = SCENE_LINKS[area];
  const { data: scene, loading, error } = useRequest(async () => (await getScene(sceneId)).obj, { refreshDeps: [sceneId] });
  const exporting = useSceneExport();

  const page = (title: ReactNode, children: ReactNode, extra?: ReactNode) => (
    <PageFrame bare={false} title={title} backText={t('scene.back.list')} onBack={() => history.back()} extra={extra}>
      {children}
    </PageFrame>
  );

  if (error) return page(t('scene.view'), <Result status="404" title={t('scene.notFound')} subTitle={t('scene.notFound.desc')} />);
  if (loading || !scene) return page(t('scene.view'), <Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const actions = (
    <Space>
      <Button icon={<DownloadOutlined />} loading={exporting.loading} onClick={() => exporting.run({ sceneId })} data-testid="scene-export">
        {t('scene.export')}
      </Button>
      {scene.canEdit && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => history.push(links.update(scene))}>
          {t('scene.view.edit')}
        </Button>
      )}
    </Space>
  );
  return page(
    scene.name,
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('scene.view.info')}>
        <Descriptions column={{ xs: 1, md: 2, xl: 4 }}>
          <Descriptions.Item label={t('scene.course')}>
            {scene.courseId === null ? <Tag color="green">{t('scene.course.public')}</Tag> : (scene.courseName ?? scene.courseId)}
          </Descriptions.Item>
          <Descriptions.Item label={t('scene.creator')}>{scene.creatorName}</Descriptions.Item>
          <Descriptions.Item label={t('scene.updatedAt')}>{dayjs(scene.updatedAt).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
          <Descriptions.Item label={t('scene.usedBy')}>{t('scene.usedBy.count', { count: scene.usedBy })}</Descriptions.Item>
          <Descriptions.Item label={t('scene.view.hidden')}>
            {scene.hiddenDataCount > 0 ? t('scene.hidden.count', { count: scene.hiddenDataCount }) : t('scene.hidden.none')}
          </Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph type={scene.description ? undefined : 'secondary'} style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
          {scene.description || t('scene.view.noDescription')}
        </Typography.Paragraph>
      </Card>
      <Card title={t('scene.view.tables')}>
        <SceneTables tables={scene.tables} />
      </Card>
      <Card title={t('scene.view.initSql')}>
        <SqlEditor value={scene.initSql} readOnly minHeight={120} maxHeight={400} label={t('scene.view.initSql')} />
      </Card>
      {scene.hiddenData.length > 0 && (
        <Card title={t('scene.hidden.title')} data-testid="scene-view-hidden">
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            {scene.hiddenData.map((data, i) => (
              <SqlEditor key={i} value={data} readOnly minHeight={60} maxHeight={300} label={t('scene.hidden.label', { n: i + 1 })} />
            ))}
          </Space>
        </Card>
      )}
      <Card title={t('scene.console.title')}>
        <SceneConsole sceneId={scene.sceneId} firstTable={scene.tableNames[0]} />
      </Card>
    </Space>,
    actions,
  );
}
