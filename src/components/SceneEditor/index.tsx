// The scene pages (新建场景, 编辑场景): the scene form (SceneForm.tsx, shared with the question editor's drawer) in the
// page frame, and once the scene is saved a console below it that runs SQL on the scene. A new scene, once saved,
// goes on to its edit page; leaving with unsaved changes asks first (they stay as a draft either way).
import { history } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Card, Result, Space, Spin } from 'antd';
import { useState, type ReactNode } from 'react';
import type { Scene } from '@contract/scene';
import { useT } from '@/components/Locale';
import PageFrame from '@/components/PageFrame';
import SceneConsole from '@/components/SceneConsole';
import { getScene } from '@/services/htdz/scene';
import { SCENE_LINKS, type SceneArea } from '@/utils/scene-links';
import SceneForm from './SceneForm';
import '@/locales/zh-CN/scene';

type Props = {
  area: SceneArea;
  /** the course of a new scene; null for the public library */
  courseId: number | null;
  /** null: a new scene */
  sceneId: number | null;
  /** the route has no layout */
  bare: boolean;
};

export default function SceneEditor({ area, courseId, sceneId, bare }: Props) {
  const t = useT();
  const { modal } = App.useApp();
  const links = SCENE_LINKS[area];
  const [scene, setScene] = useState<Scene | null>(null);
  const [dirty, setDirty] = useState(false);

  const load = useRequest(async () => (sceneId === null ? null : (await getScene(sceneId)).obj), {
    refreshDeps: [sceneId],
    onSuccess: setScene,
  });

  // The page title follows the saved name.
  const title = sceneId === null ? t('scene.create.title') : `${t('scene.update.title')}${scene ? `：${scene.name}` : ''}`;
  const listOf = scene ? scene.courseId : courseId;
  const where = listOf === null ? t('scene.course.public') : (scene?.courseName ?? undefined);
  const back = () => {
    const go = () => history.push(links.list(listOf));
    if (!dirty) return go();
    modal.confirm({ title: t('scene.leave.title'), content: t('scene.leave.content'), okText: t('scene.leave.ok'), onOk: go });
  };

  const page = (children: ReactNode) => (
    <PageFrame bare={bare} title={title} subTitle={where} backText={t('scene.back.list')} onBack={back}>
      {children}
    </PageFrame>
  );

  if (load.error) return page(<Result status="404" title={t('scene.notFound')} subTitle={t('scene.notFound.desc')} />);
  if (load.loading || (sceneId !== null && scene?.sceneId !== sceneId)) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  if (scene && !scene.canEdit) {
    return page(
      <Result
        status="403"
        title={t('scene.cannotEdit')}
        subTitle={t('scene.cannotEdit.desc')}
        extra={
          <Button type="primary" onClick={() => history.push(links.view(scene.sceneId))}>
            {t('scene.view')}
          </Button>
        }
      />,
    );
  }

  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <SceneForm
        key={sceneId ?? 'new'}
        scene={sceneId === null ? null : scene}
        courseId={courseId}
        onDirtyChange={setDirty}
        onSaved={(saved, created) => {
          if (created) history.replace(links.update(saved));
          else setScene(saved);
        }}
      />
      {scene && (
        <Card title={t('scene.console.title')}>
          <SceneConsole sceneId={scene.sceneId} firstTable={scene.tableNames[0]} unsaved={dirty} />
        </Card>
      )}
    </Space>,
  );
}
