// The scene of a SQL question as the answer view needs it: its tables (columns, keys, first rows) for the schema panel
// and for completion in the editor. Kept by the GET cache for a minute (a paper shows several questions on one scene);
// a failure is the panel's to show, never a message over the page the student is answering on.
import { useRequest } from 'ahooks';
import type { Scene } from '@contract/scene';
import { getScene } from '@/services/htdz/scene';

export type SceneSchemaState = {
  scene: Scene | null;
  loading: boolean;
  error: unknown;
  retry: () => void;
};

export function useSceneSchema(sceneId: number | undefined): SceneSchemaState {
  const request = useRequest(async () => (sceneId === undefined ? null : (await getScene(sceneId, { skipErrorHandler: true, cache: true })).obj), {
    refreshDeps: [sceneId],
    ready: sceneId !== undefined,
    // shown by the panel (SceneSchema), not logged
    onError: () => undefined,
  });
  // an answer for the scene asked, never the last one's while another loads
  const scene = request.data && request.data.sceneId === sceneId ? request.data : null;
  return {
    scene,
    loading: request.loading || (scene === null && !request.error && sceneId !== undefined),
    error: request.error ?? null,
    retry: request.refresh,
  };
}
