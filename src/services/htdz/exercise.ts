// The question bank 题库: folders and questions of a course, or the public library (contract/exercise.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { exerciseCalls } from '@contract/exercise';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzBlob, htdzClient } from './client';
import { exerciseRoutes } from './routes/exercise';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof exerciseCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(exerciseRoutes);

/** Every folder of a course's bank (flat; contract's folderTree makes the tree) and the count at its root. */
export async function queryExerciseFolders(courseId: number) {
  return api.exerciseFolders({ params: { courseId } });
}

/** Creates (no folderId) or renames a folder. */
export async function saveExerciseFolder(body: Body<'saveExerciseFolder'>) {
  return api.saveExerciseFolder({ body });
}

/** Moves a folder under another (or to the root); refused into itself or its own sub-folders. */
export async function moveExerciseFolder(body: Body<'moveExerciseFolder'>) {
  return api.moveExerciseFolder({ body });
}

/** Only an empty folder (no questions, no sub-folders) is deleted. */
export async function deleteExerciseFolder(folderId: number) {
  return api.deleteExerciseFolder({ params: { folderId } });
}

/** A page of questions: courseId absent for the public library; parentId absent for the whole bank. */
export async function queryExercises(params: QueryOf<Calls['listExercises']>) {
  return api.listExercises({ query: params });
}

/** The whole question with its answers (authors and reviewers only). */
export async function getExercise(exerciseId: number) {
  return api.getExercise({ params: { exerciseId } });
}

/** Creates (no exerciseId) or updates a question; an update sends the version it opened and is refused over another's edit. */
export async function saveExercise(body: Body<'saveExercise'>, options?: HtdzOptions) {
  return api.saveExercise({ body }, options);
}

/** A question's versions, newest first, with who saved each and what it changed. */
export async function queryExerciseVersions(exerciseId: number) {
  return api.exerciseVersions({ params: { exerciseId } });
}

/** One version of a question, read-only. */
export async function getExerciseVersion(exerciseId: number, version: number) {
  return api.exerciseVersion({ params: { exerciseId }, query: { version } });
}

export async function deleteExercises(body: Body<'deleteExercises'>) {
  return api.deleteExercises({ body });
}

/** Into another folder of the same bank. */
export async function moveExercises(body: Body<'moveExercises'>) {
  return api.moveExercises({ body });
}

/** Copies into a course's folder (from it, another course one edits, or the public library, scenes included). */
export async function copyExercises(body: Body<'copyExercises'>) {
  return api.copyExercises({ body });
}

/** Where an import writes or an export reads: courseId absent for the public library. */
export type ExerciseTransferQuery = { courseId?: number; parentId?: number };

/** An .xlsx of the template's columns into a folder (parentId 0 or absent: the root); every row or none. */
export async function importExercises(file: Blob, query: ExerciseTransferQuery, opts?: UploadOptions) {
  return api.importExercises({ query }, { data: fileForm(file), ...progressOf(opts) });
}

/** The xlsx template of the question import, as a blob. */
export async function downloadExerciseImportTemplate(): Promise<Blob> {
  return htdzBlob(exerciseRoutes.exerciseImportTemplate);
}

/** The questions of a bank as an xlsx the import reads back: parentId absent the whole bank, 0 the root only. */
export async function exportExercises(query: ExerciseTransferQuery): Promise<Blob> {
  return htdzBlob(exerciseRoutes.exportExercises, { query });
}
