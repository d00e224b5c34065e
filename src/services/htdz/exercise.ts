// The question bank 题库: folders and questions of a course, or the public library (contract/exercise.ts).
import { request } from '@umijs/max';
import type { AnswerOf, BodyOf, QueryOf } from '@contract/call';
import type { exerciseCalls } from '@contract/exercise';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz, htdzHost } from './client';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof exerciseCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;
const seg = (v: number) => encodeURIComponent(v);

/** Every folder of a course's bank (flat; contract's folderTree makes the tree) and the count at its root. */
export async function queryExerciseFolders(courseId: number) {
  return htdz<Answer<'exerciseFolders'>>(`/exercise/folders/${seg(courseId)}`, { method: 'GET' });
}

/** Creates (no folderId) or renames a folder. */
export async function saveExerciseFolder(body: Body<'saveExerciseFolder'>) {
  return htdz<Answer<'saveExerciseFolder'>>('/exercise/folder/save', { method: 'POST', data: body });
}

/** Moves a folder under another (or to the root); refused into itself or its own sub-folders. */
export async function moveExerciseFolder(body: Body<'moveExerciseFolder'>) {
  return htdz<Answer<'moveExerciseFolder'>>('/exercise/folder/move', { method: 'POST', data: body });
}

/** Only an empty folder (no questions, no sub-folders) is deleted. */
export async function deleteExerciseFolder(folderId: number) {
  return htdz<Answer<'deleteExerciseFolder'>>(`/exercise/folder/delete/${seg(folderId)}`, { method: 'POST' });
}

/** A page of questions: courseId absent for the public library; parentId absent for the whole bank. */
export async function queryExercises(params: QueryOf<Calls['listExercises']>) {
  return htdz<Answer<'listExercises'>>('/exercise/list', { method: 'GET', params });
}

/** The whole question with its answers (authors and reviewers only). */
export async function getExercise(exerciseId: number) {
  return htdz<Answer<'getExercise'>>(`/exercise/${seg(exerciseId)}`, { method: 'GET' });
}

/** Creates (no exerciseId) or updates a question. */
export async function saveExercise(body: Body<'saveExercise'>, options?: HtdzOptions) {
  return htdz<Answer<'saveExercise'>>('/exercise/save', { method: 'POST', data: body, ...options });
}

export async function deleteExercises(body: Body<'deleteExercises'>) {
  return htdz<Answer<'deleteExercises'>>('/exercise/delete', { method: 'POST', data: body });
}

/** Into another folder of the same bank. */
export async function moveExercises(body: Body<'moveExercises'>) {
  return htdz<Answer<'moveExercises'>>('/exercise/move', { method: 'POST', data: body });
}

/** Copies into a course's folder (from it, another course one edits, or the public library, scenes included). */
export async function copyExercises(body: Body<'copyExercises'>) {
  return htdz<Answer<'copyExercises'>>('/exercise/copy', { method: 'POST', data: body });
}

/** Where an import writes or an export reads: courseId absent for the public library. */
export type ExerciseTransferQuery = { courseId?: number; parentId?: number };

/** An .xlsx of the template's columns into a folder (parentId 0 or absent: the root); every row or none. */
export async function importExercises(file: Blob, query: ExerciseTransferQuery, opts?: UploadOptions) {
  return htdz<Answer<'importExercises'>>('/exercise/import', { method: 'POST', params: query, data: fileForm(file), ...progressOf(opts) });
}

/** The xlsx template of the question import, as a blob. */
export async function downloadExerciseImportTemplate(): Promise<Blob> {
  return request<Blob>(`${htdzHost()}/exercise/importTemplate`, { method: 'GET', responseType: 'blob' });
}

/** The questions of a bank as an xlsx the import reads back: parentId absent the whole bank, 0 the root only. */
export async function exportExercises(query: ExerciseTransferQuery): Promise<Blob> {
  return request<Blob>(`${htdzHost()}/exercise/export`, { method: 'GET', params: query, responseType: 'blob' });
}
