// The task bank 作业库: a course's homework templates in folders, each an ordered list of questions with scores
// (contract/task.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { taskCalls } from '@contract/task';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient } from './client';
import { taskRoutes } from './routes/task';

type Calls = typeof taskCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(taskRoutes);

/** Every folder of a course's task bank (flat) and the count at its root. */
export async function queryTaskFolders(courseId: number) {
  return api.taskFolders({ params: { courseId } });
}

/** Creates (no folderId) or renames a folder. */
export async function saveTaskFolder(body: Body<'saveTaskFolder'>) {
  return api.saveTaskFolder({ body });
}

/** Moves a folder under another (or to the root); refused into itself or its own sub-folders. */
export async function moveTaskFolder(body: Body<'moveTaskFolder'>) {
  return api.moveTaskFolder({ body });
}

/** Only an empty folder (no tasks, no sub-folders) is deleted. */
export async function deleteTaskFolder(folderId: number) {
  return api.deleteTaskFolder({ params: { folderId } });
}

/** A page of tasks: parentId absent for the whole bank, 0 for the root only. */
export async function queryTasks(params: QueryOf<Calls['listTasks']>) {
  return api.listTasks({ query: params });
}

/** The task with its questions in order. */
export async function getTask(taskId: number) {
  return api.getTask({ params: { taskId } });
}

/** Creates (no taskId) or updates a task's name, description and folder. */
export async function saveTask(body: Body<'saveTask'>, options?: HtdzOptions) {
  return api.saveTask({ body }, options);
}

/** Replaces the task's whole question list (order and scores). */
export async function setTaskQuestions(body: Body<'setTaskQuestions'>, options?: HtdzOptions) {
  return api.setTaskQuestions({ body }, options);
}

/** Appends questions with their default scores; ones already in are skipped. */
export async function addTaskQuestions(body: Body<'addTaskQuestions'>, options?: HtdzOptions) {
  return api.addTaskQuestions({ body }, options);
}

/** Published homework keeps its snapshot. */
export async function deleteTasks(body: Body<'deleteTasks'>) {
  return api.deleteTasks({ body });
}

/** Into another folder of the same bank. */
export async function moveTasks(body: Body<'moveTasks'>) {
  return api.moveTasks({ body });
}

/** A copy in the same folder, named “… 副本”. */
export async function copyTask(taskId: number) {
  return api.copyTask({ params: { taskId } });
}
