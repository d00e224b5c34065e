// Generated from contract/share.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { shareCalls } from '@contract/share';

export const shareRoutes: RoutesOf<typeof shareCalls> = {
  shareExercises: { method: 'POST', path: '/share/exercises' },
  shareScenes: { method: 'POST', path: '/share/scenes' },
  myShares: { method: 'GET', path: '/share/mine' },
  withdrawShares: { method: 'POST', path: '/share/withdraw' },
  sharedExercises: { method: 'GET', path: '/share/received/exercises' },
  sharedExercise: { method: 'GET', path: '/share/received/exercise/:exerciseId' },
  copySharedExercises: { method: 'POST', path: '/share/received/exercises/copy' },
  sharedScenes: { method: 'GET', path: '/share/received/scenes' },
  sharedScene: { method: 'GET', path: '/share/received/scene/:sceneId' },
  copySharedScenes: { method: 'POST', path: '/share/received/scenes/copy' },
};
