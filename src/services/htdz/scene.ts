// Scenes 场景: the databases of SQL questions, per course or in the public library (contract/scene.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { sceneCalls } from '@contract/scene';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient } from './client';
import { sceneRoutes } from './routes/scene';

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
