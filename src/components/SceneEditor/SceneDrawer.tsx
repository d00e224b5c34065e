// The scene form in a drawer, over a page that needs a scene without leaving it (the question editor's scene picker):
// 新建场景 or 编辑场景, saved as on the scene pages (the same form, draft, checks and data warning). Closing with unsaved
// changes asks first; they stay as a draft either way.
import { useRequest } from 'ahooks';
import { App, Drawer, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import type { SavedScene } from '@contract/scene';
import { useT } from '@/components/Locale';
import { getScene } from '@/services/htdz/scene';
import SceneForm from './SceneForm';
import '@/locales/zh-CN/scene';

type Props = {
  open: boolean;
  /** the course of a new scene; null for the public library */
  courseId: number | null;
  /** null: a new scene */
  sceneId: number | null;
  /** saved; the drawer is closed by its owner */
  onSaved: (saved: SavedScene) => void;
  onClose: () => void;
};

export default function SceneDrawer({ open, courseId, sceneId, onSaved, onClose }: Props) {
  const t = useT();
  const { modal } = App.useApp();
  const [dirty, setDirty] = useState(false);
  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({ title: t('scene.leave.title'), content: t('scene.leave.content'), okText: t('scene.drawer.close'), onOk: onClose });
  };
  return (
    <Drawer
      open={open}
      onClose={close}
      title={t(sceneId === null ? 'scene.create.title' : 'scene.update.title')}
      width="min(960px, 100vw)"
      destroyOnHidden
      data-testid="scene-drawer"
    >
      {/* mounted while open only: each opening starts from the saved scene and its draft */}
      {open && <DrawerBody courseId={courseId} sceneId={sceneId} onSaved={onSaved} onDirtyChange={setDirty} />}
    </Drawer>
  );
}

type BodyProps = Pick<Props, 'courseId' | 'sceneId' | 'onSaved'> & { onDirtyChange: (dirty: boolean) => void };

function DrawerBody({ courseId, sceneId, onSaved, onDirtyChange }: BodyProps) {
  const t = useT();
  const load = useRequest(async () => (sceneId === null ? null : (await getScene(sceneId)).obj), { refreshDeps: [sceneId] });
  // a closed drawer leaves nothing unsaved behind
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  if (load.error) return <Result status="404" title={t('scene.notFound')} subTitle={t('scene.notFound.desc')} />;
  if (load.loading || (sceneId !== null && !load.data)) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
  const scene = load.data ?? null;
  if (scene && !scene.canEdit) return <Result status="403" title={t('scene.cannotEdit')} subTitle={t('scene.cannotEdit.desc')} />;
  return <SceneForm key={sceneId ?? 'new'} scene={scene} courseId={courseId} onDirtyChange={onDirtyChange} onSaved={(saved) => onSaved(saved)} />;
}
