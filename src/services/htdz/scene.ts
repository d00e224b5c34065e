// Scenes 场景: the databases of SQL questions, per course or in the public library (contract/scene.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { sceneCalls } from '@contract/scene';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient } from './client';
import { sceneRoutes } from './routes/scene';
import { fileForm } from './sys';

type Calls = typeof sceneCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(sceneRoutes);

/** Creates (no sceneId) or updates a scene; a script PostgreSQL refuses answers a failure naming the line. */
export async function saveScene(body: Body<'saveScene'>, options?: HtdzOptions) {
  return api.saveScene({ body }, options);
}

/** Runs an init script on an empty database and answers the tables it makes, without saving anything. */
export async function previewScene(body: Body<'previewScene'>, options?: HtdzOptions) {
  return api.previewScene({ body }, options);
}

/** A page of a course's scenes, or of the public library when courseId is absent. */
export async function queryScenes(params: QueryOf<Calls['listScenes']>) {
  return api.listScenes({ query: params });
}

/** A scene; a student reads the public library's and those of the questions they answer (tables, never hidden data). */
export async function getScene(sceneId: number, options?: HtdzOptions) {
  return api.getScene({ params: { sceneId } }, options);
}

/** Refused while questions use the scene. */
export async function deleteScene(sceneId: number) {
  return api.deleteScene({ params: { sceneId } });
}

/** Copies a scene (usually from the public library) into a course; answers the copy. */
export async function copyScene(body: Body<'copyScene'>) {
  return api.copyScene({ body });
}

/** One scene as a scene file (docs/scene-file.md): the file and the name to save it under. */
export async function exportScene(sceneId: number) {
  return api.exportScene({ params: { sceneId } });
}

/** Every scene of a course (null: the public library) as one scene file. */
export async function exportScenes(courseId: number | null) {
  return api.exportScenes({ query: courseId === null ? {} : { courseId } });
}

/** What importing a scene file into a course (null: the public library) would write, and what is wrong; writes nothing. */
export async function previewSceneImport(file: Blob, courseId: number | null, options?: HtdzOptions) {
  return api.importScenesPreview({ query: courseId === null ? {} : { courseId } }, { data: fileForm(file), ...options });
}

/** Imports every scene of a scene file, or none when one is wrong (the refusal names it). */
export async function importScenes(file: Blob, courseId: number | null, options?: HtdzOptions) {
  return api.importScenes({ query: courseId === null ? {} : { courseId } }, { data: fileForm(file), ...options });
}
