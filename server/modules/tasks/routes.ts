import type { FastifyInstance } from 'fastify';
import { RoleId } from '@contract/roles';
import { taskCalls } from '@contract/task';
import { route } from '../../lib/route';
import { deleteFolder, listFolders, moveFolder, saveFolder } from './folders';
import { addTaskQuestions, copyTask, deleteTasks, getTask, listTasks, moveTasks, saveTask, setTaskQuestions } from './service';

/** The task bank is for those who author a course (its owner, admins: server/policy.ts decides per course). */
const AUTHORS = [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN];

export default async function taskRoutes(app: FastifyInstance) {
  route(app, taskCalls.taskFolders, AUTHORS, async ({ auth, params }) => listFolders(app.db, auth, params.courseId));
  route(app, taskCalls.saveTaskFolder, AUTHORS, async ({ auth, body }) => saveFolder(app.db, auth, body));
  route(app, taskCalls.moveTaskFolder, AUTHORS, async ({ auth, body }) => moveFolder(app.db, auth, body));
  route(app, taskCalls.deleteTaskFolder, AUTHORS, async ({ auth, params }) => deleteFolder(app.db, auth, params.folderId));
  route(app, taskCalls.listTasks, AUTHORS, async ({ auth, query }) => listTasks(app.db, auth, query));
  route(app, taskCalls.getTask, AUTHORS, async ({ auth, params }) => getTask(app.db, auth, params.taskId));
  route(app, taskCalls.saveTask, AUTHORS, async ({ auth, body }) => saveTask(app.db, auth, body));
  route(app, taskCalls.setTaskQuestions, AUTHORS, async ({ auth, body }) => setTaskQuestions(app.db, auth, body));
  route(app, taskCalls.addTaskQuestions, AUTHORS, async ({ auth, body }) => addTaskQuestions(app.db, auth, body));
  route(app, taskCalls.deleteTasks, AUTHORS, async ({ auth, body }) => deleteTasks(app.db, auth, body.taskIds));
  route(app, taskCalls.moveTasks, AUTHORS, async ({ auth, body }) => moveTasks(app.db, auth, body));
  route(app, taskCalls.copyTask, AUTHORS, async ({ auth, params }) => copyTask(app.db, auth, params.taskId));
}
