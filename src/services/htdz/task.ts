// The task bank 作业库: a course's homework templates in folders, each an ordered list of questions with scores
// (contract/task.ts).
import type { AnswerOf, BodyOf, QueryOf } from '@contract/call';
import type { taskCalls } from '@contract/task';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz } from './client';

type Calls = typeof taskCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;
const seg = (v: number) => encodeURIComponent(v);

/** Every folder of a course's task bank (flat) and the count at its root. */
export async function queryTaskFolders(courseId: number) {
  return htdz<Answer<'taskFolders'>>(`/task/folders/${seg(courseId)}`, { method: 'GET' });
}

/** Creates (no folderId) or renames a folder. */
export async function saveTaskFolder(body: Body<'saveTaskFolder'>) {
  return htdz<Answer<'saveTaskFolder'>>('/task/folder/save', { method: 'POST', data: body });
}

/** Moves a folder under another (or to the root); refused into itself or its own sub-folders. */
export async function moveTaskFolder(body: Body<'moveTaskFolder'>) {
  return htdz<Answer<'moveTaskFolder'>>('/task/folder/move', { method: 'POST', data: body });
}

/** Only an empty folder (no tasks, no sub-folders) is deleted. */
export async function deleteTaskFolder(folderId: number) {
  return htdz<Answer<'deleteTaskFolder'>>(`/task/folder/delete/${seg(folderId)}`, { method: 'POST' });
}

/** A page of tasks: parentId absent for the whole bank, 0 for the root only. */
export async function queryTasks(params: QueryOf<Calls['listTasks']>) {
  return htdz<Answer<'listTasks'>>('/task/list', { method: 'GET', params });
}

/** The task with its questions in order. */
export async function getTask(taskId: number) {
  return htdz<Answer<'getTask'>>(`/task/${seg(taskId)}`, { method: 'GET' });
}

/** Creates (no taskId) or updates a task's name, description and folder. */
export async function saveTask(body: Body<'saveTask'>, options?: HtdzOptions) {
  return htdz<Answer<'saveTask'>>('/task/save', { method: 'POST', data: body, ...options });
}

/** Replaces the task's whole question list (order and scores). */
export async function setTaskQuestions(body: Body<'setTaskQuestions'>, options?: HtdzOptions) {
  return htdz<Answer<'setTaskQuestions'>>('/task/questions', { method: 'POST', data: body, ...options });
}

/** Appends questions with their default scores; ones already in are skipped. */
export async function addTaskQuestions(body: Body<'addTaskQuestions'>, options?: HtdzOptions) {
  return htdz<Answer<'addTaskQuestions'>>('/task/addQuestions', { method: 'POST', data: body, ...options });
}

/** Published homework keeps its snapshot. */
export async function deleteTasks(body: Body<'deleteTasks'>) {
  return htdz<Answer<'deleteTasks'>>('/task/delete', { method: 'POST', data: body });
}

/** Into another folder of the same bank. */
export async function moveTasks(body: Body<'moveTasks'>) {
  return htdz<Answer<'moveTasks'>>('/task/move', { method: 'POST', data: body });
}

/** A copy in the same folder, named “… 副本”. */
export async function copyTask(taskId: number) {
  return htdz<Answer<'copyTask'>>(`/task/copy/${seg(taskId)}`, { method: 'POST' });
}
