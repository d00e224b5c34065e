// A shared scene in a drawer: its description, its tables with their first rows and its init script (read-only).
import { useRequest } from 'ahooks';
import { Card, Drawer, Result, Skeleton, Space, Typography } from 'antd';
import { useT } from '@/components/Locale';
import SceneTables from '@/components/SceneTables';
import SqlEditor from '@/components/SqlEditor';
import { getSharedScene } from '@/services/htdz/share';
import '@/locales/zh-CN/scene';
import '@/locales/zh-CN/share';

type Props = { sceneId: number | null; onClose: () => void };

export default function SharedScenePreview({ sceneId, onClose }: Props) {
  const t = useT();
  const load = useRequest(async () => (sceneId === null ? null : (await getSharedScene(sceneId)).obj), { refreshDeps: [sceneId] });
  const scene = load.data && load.data.sceneId === sceneId ? load.data : null;
  const body = () => {
    if (load.error) return <Result status="warning" title={t('share.preview.scene.failed')} />;
    if (!scene) return <Skeleton active paragraph={{ rows: 6 }} />;
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Typography.Paragraph type={scene.description ? undefined : 'secondary'} style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
          {scene.description || t('scene.view.noDescription')}
        </Typography.Paragraph>
        <SceneTables tables={scene.tables} />
        <Card size="small" title={t('share.preview.initSql')}>
          <SqlEditor value={scene.initSql} readOnly minHeight={120} maxHeight={360} label={t('share.preview.initSql')} />
        </Card>
      </Space>
    );
  };
  return (
    <Drawer open={sceneId !== null} width={760} title={scene?.name ?? t('share.preview.sceneTitle')} onClose={onClose} destroyOnHidden>
      {sceneId !== null && body()}
    </Drawer>
  );
}
