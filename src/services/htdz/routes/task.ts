// Generated from contract/task.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { taskCalls } from '@contract/task';

export const taskRoutes: RoutesOf<typeof taskCalls> = {
  taskFolders: { method: 'GET', path: '/task/folders/:courseId' },
  saveTaskFolder: { method: 'POST', path: '/task/folder/save' },
  moveTaskFolder: { method: 'POST', path: '/task/folder/move' },
  deleteTaskFolder: { method: 'POST', path: '/task/folder/delete/:folderId' },
  listTasks: { method: 'GET', path: '/task/list' },
  getTask: { method: 'GET', path: '/task/:taskId' },
  saveTask: { method: 'POST', path: '/task/save' },
  setTaskQuestions: { method: 'POST', path: '/task/questions' },
  addTaskQuestions: { method: 'POST', path: '/task/addQuestions' },
  deleteTasks: { method: 'POST', path: '/task/delete' },
  moveTasks: { method: 'POST', path: '/task/move' },
  copyTask: { method: 'POST', path: '/task/copy/:taskId' },
};
