// Generated from contract/scene.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { sceneCalls } from '@contract/scene';

export const sceneRoutes: RoutesOf<typeof sceneCalls> = {
  saveScene: { method: 'POST', path: '/scene/save' },
  previewScene: { method: 'POST', path: '/scene/preview' },
  listScenes: { method: 'GET', path: '/scene/list' },
  getScene: { method: 'GET', path: '/scene/:sceneId' },
  deleteScene: { method: 'POST', path: '/scene/delete/:sceneId' },
  copyScene: { method: 'POST', path: '/scene/copy' },
  exportScene: { method: 'GET', path: '/scene/export/:sceneId' },
  exportScenes: { method: 'GET', path: '/scene/export' },
  importScenesPreview: { method: 'POST', path: '/scene/import/preview' },
  importScenes: { method: 'POST', path: '/scene/import' },
};
