// The scene of a SQL question: one of the course's scenes, or of the public library for a public question. A scene
// the list does not hold (beyond the first page) still shows by the name the question carries. Beside the picker,
// 新建场景 and 编辑场景 (for those who may edit the chosen scene) open the scene form in a drawer: once saved, the scene
// is chosen and the list and the tables panel read again, while the question's form stays as it was typed.
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import type { SavedScene } from '@contract/scene';
import { useT } from '@/components/Locale';
import SceneDrawer from '@/components/SceneEditor/SceneDrawer';
import { queryScenes } from '@/services/htdz/scene';
import '@/locales/zh-CN/exercise-form';

/** The most scenes one page of the list answers (the contract's page size limit). */
const MAX_SCENES = 200;

type Props = {
  /** null: the public library */
  courseId: number | null;
  /** the scene the saved question uses, with its name */
  known?: { sceneId: number; name: string } | null;
  value?: number | null;
  onChange?: (value: number | null) => void;
  disabled?: boolean;
  id?: string;
};

export default function SceneSelect({ courseId, known, value, onChange, disabled, id }: Props) {
  const t = useT();
  const scenes = useRequest(async () => (await queryScenes({ pageSize: MAX_SCENES, ...(courseId ? { courseId } : {}) })).obj.list, {
    refreshDeps: [courseId],
  });
  const [drawerOpen, setDrawerOpen] = useState(false);
  /** the scene the drawer edits; null: a new one */
  const [drawerScene, setDrawerScene] = useState<number | null>(null);
  /** the scene saved last, shown by its name while the list is read again */
  const [saved, setSaved] = useState<{ sceneId: number; name: string } | null>(null);

  const options = (scenes.data ?? []).map((s) => ({ value: s.sceneId, label: s.name, tables: s.tableNames.join('、') }));
  for (const extra of [saved, known]) {
    if (extra && !options.some((o) => o.value === extra.sceneId)) options.unshift({ value: extra.sceneId, label: extra.name, tables: '' });
  }
  const chosen = scenes.data?.find((s) => s.sceneId === value);

  const openDrawer = (sceneId: number | null) => {
    setDrawerScene(sceneId);
    setDrawerOpen(true);
  };
  const onSaved = (scene: SavedScene) => {
    setDrawerOpen(false);
    setSaved({ sceneId: scene.sceneId, name: scene.name });
    onChange?.(scene.sceneId);
    scenes.refresh();
  };

  return (
    <Flex gap={8} wrap align="center">
      <Select<number | null>
        id={id}
        showSearch
        allowClear
        loading={scenes.loading}
        value={value ?? null}
        onChange={(v) => onChange?.(v ?? null)}
        disabled={disabled}
        aria-label={t('exerciseForm.scene')}
        placeholder={t(courseId === null ? 'exerciseForm.scene.placeholder.public' : 'exerciseForm.scene.placeholder')}
        optionFilterProp="label"
        options={options}
        optionRender={(o) => (
          <span>
            {o.data.label}
            {o.data.tables && <span style={{ marginLeft: 8, opacity: 0.55 }}>{o.data.tables}</span>}
          </span>
        )}
        notFoundContent={scenes.loading ? undefined : t(courseId === null ? 'exerciseForm.scene.none.public' : 'exerciseForm.scene.none')}
        style={{ flex: '1 1 240px', maxWidth: 480 }}
      />
      {!disabled && (
        <Button icon={<PlusOutlined />} onClick={() => openDrawer(null)} data-testid="exercise-scene-create">
          {t('exerciseForm.scene.create')}
        </Button>
      )}
      {!disabled && chosen?.canEdit && (
        <Button icon={<EditOutlined />} onClick={() => openDrawer(chosen.sceneId)} data-testid="exercise-scene-edit">
          {t('exerciseForm.scene.edit')}
        </Button>
      )}
      <SceneDrawer open={drawerOpen} courseId={courseId} sceneId={drawerScene} onSaved={onSaved} onClose={() => setDrawerOpen(false)} />
    </Flex>
  );
}
