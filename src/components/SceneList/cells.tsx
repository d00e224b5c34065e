// What a scene's row shows in any list of scenes (the scene bank, a course under review): its tables and its use.
import { Space, Tag, Typography } from 'antd';
import type { SceneSummary } from '@contract/scene';
import type { Translate } from '@/components/Locale';
import '@/locales/zh-CN/scene';

export const SceneTableTags = ({ scene }: { scene: Pick<SceneSummary, 'tableNames'> }) => (
  <Space size={[0, 4]} wrap>
    {scene.tableNames.map((name) => (
      <Tag key={name}>{name}</Tag>
    ))}
  </Space>
);

/** 3 道题, or a grey 0 */
export const sceneUsedBy = (t: Translate, scene: SceneSummary) =>
  scene.usedBy > 0 ? t('scene.usedBy.count', { count: scene.usedBy }) : <Typography.Text type="secondary">0</Typography.Text>;
