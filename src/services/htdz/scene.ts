// Scenes 场景: the databases of SQL questions, per course or in the public library (contract/scene.ts).
import type { AnswerOf, BodyOf, QueryOf } from '@contract/call';
import type { sceneCalls } from '@contract/scene';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz } from './client';

type Calls = typeof sceneCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

/** Creates (no sceneId) or updates a scene; a script PostgreSQL refuses answers a failure naming the line. */
export async function saveScene(body: Body<'saveScene'>, options?: HtdzOptions) {
  return htdz<Answer<'saveScene'>>('/scene/save', { method: 'POST', data: body, ...options });
}

/** Runs an init script on an empty database and answers the tables it makes, without saving anything. */
export async function previewScene(body: Body<'previewScene'>, options?: HtdzOptions) {
  return htdz<Answer<'previewScene'>>('/scene/preview', { method: 'POST', data: body, ...options });
}

/** A page of a course's scenes, or of the public library when courseId is absent. */
export async function queryScenes(params: QueryOf<Calls['listScenes']>) {
  return htdz<Answer<'listScenes'>>('/scene/list', { method: 'GET', params });
}

export async function getScene(sceneId: number) {
  return htdz<Answer<'getScene'>>(`/scene/${encodeURIComponent(sceneId)}`, { method: 'GET' });
}

/** Refused while questions use the scene. */
export async function deleteScene(sceneId: number) {
  return htdz<Answer<'deleteScene'>>(`/scene/delete/${encodeURIComponent(sceneId)}`, { method: 'POST' });
}

/** Copies a scene (usually from the public library) into a course; answers the copy. */
export async function copyScene(body: Body<'copyScene'>) {
  return htdz<Answer<'copyScene'>>('/scene/copy', { method: 'POST', data: body });
}
