// The chosen scene's tables (columns with types, sample rows), folded away once the author knows them; read again
// when the scene is saved (from the scene drawer of SceneSelect).
import { useRequest } from 'ahooks';
import { Collapse, Spin } from 'antd';
import { useT } from '@/components/Locale';
import SceneTables from '@/components/SceneTables';
import { useSceneSaves } from '@/hooks/use-scene-saved';
import { getScene } from '@/services/htdz/scene';
import '@/locales/zh-CN/exercise-form';

export default function SceneTablesPanel({ sceneId }: { sceneId: number }) {
  const t = useT();
  const saves = useSceneSaves(sceneId);
  const scene = useRequest(async () => (await getScene(sceneId)).obj, { refreshDeps: [sceneId, saves] });
  const tables = scene.data?.sceneId === sceneId ? scene.data.tables : null;
  return (
    <Collapse
      size="small"
      defaultActiveKey={['tables']}
      style={{ marginBottom: 24 }}
      data-testid="exercise-scene-tables"
      items={[
        {
          key: 'tables',
          label: tables ? t('exerciseForm.scene.tables', { count: tables.length }) : t('exerciseForm.scene.tables.loading'),
          children: tables ? <SceneTables tables={tables} /> : <Spin style={{ display: 'block', padding: 24 }} spinning={scene.loading} />,
        },
      ]}
    />
  );
}
