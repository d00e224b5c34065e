// Generated from contract/exercise.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { exerciseCalls } from '@contract/exercise';

export const exerciseRoutes: RoutesOf<typeof exerciseCalls> = {
  exerciseFolders: { method: 'GET', path: '/exercise/folders/:courseId' },
  saveExerciseFolder: { method: 'POST', path: '/exercise/folder/save' },
  moveExerciseFolder: { method: 'POST', path: '/exercise/folder/move' },
  deleteExerciseFolder: { method: 'POST', path: '/exercise/folder/delete/:folderId' },
  listExercises: { method: 'GET', path: '/exercise/list' },
  getExercise: { method: 'GET', path: '/exercise/:exerciseId' },
  saveExercise: { method: 'POST', path: '/exercise/save' },
  exerciseVersions: { method: 'GET', path: '/exercise/versions/:exerciseId' },
  exerciseVersion: { method: 'GET', path: '/exercise/version/:exerciseId' },
  deleteExercises: { method: 'POST', path: '/exercise/delete' },
  moveExercises: { method: 'POST', path: '/exercise/move' },
  copyExercises: { method: 'POST', path: '/exercise/copy' },
  exerciseImportTemplate: { method: 'GET', path: '/exercise/importTemplate' },
  importExercises: { method: 'POST', path: '/exercise/import' },
  exportExercises: { method: 'GET', path: '/exercise/export' },
};
