// Downloads a scene file (docs/scene-file.md): one scene, or every scene of a course or of the public library, saved
// under the name the server gives it. Hidden data comes only to those who may edit the scenes; when some was left
// out, the user is told so.
import { useRequest } from 'ahooks';
import { App } from 'antd';
import type { SceneExport } from '@contract/scene';
import { useT } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import { exportScene, exportScenes } from '@/services/htdz/scene';
import '@/locales/zh-CN/scene';

/** What to export: a scene, or the scenes of a course (null: the public library). */
export type SceneExportTarget = { sceneId: number } | { courseId: number | null };

export function useSceneExport() {
  const t = useT();
  const { message } = App.useApp();
  return useRequest(
    async (target: SceneExportTarget): Promise<SceneExport> =>
      ('sceneId' in target ? exportScene(target.sceneId) : exportScenes(target.courseId)).then((a) => a.obj),
    {
      manual: true,
      onSuccess: (exported) => {
        saveBlob(new Blob([JSON.stringify(exported.file, null, 2)], { type: 'application/json' }), exported.fileName);
        const count = exported.file.scenes.length;
        if (exported.hiddenDataLeftOut > 0) message.info(t('scene.export.hiddenLeftOut', { count, left: exported.hiddenDataLeftOut }));
        else message.success(t('scene.export.done', { count }));
      },
    },
  );
}
