// Labs 实验: images 镜像 (the environments a course offers: what they provide, their start command and limits), managed
// by admins and their authors, and the enabled ones a student sees in a class of the course; containers 容器 (a user's
// running copy of an image for a course) and the ticket of their terminal WebSocket (contract/lab.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { containerCalls, labCalls } from '@contract/lab';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient } from './client';
import { containerRoutes, labRoutes } from './routes/lab';

type Calls = typeof labCalls & typeof containerCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient({ ...labRoutes, ...containerRoutes });

/** The images offered to a course (courseId) or the ones the caller manages, a page at a time. */
export async function queryLabImages(params: QueryOf<Calls['listLabImages']>) {
  return api.listLabImages({ query: params });
}

/** Creates (imageId null) or changes an image, with the courses it is offered to. */
export async function saveLabImage(body: Body<'saveLabImage'>, options?: HtdzOptions) {
  return api.saveLabImage({ body }, options);
}

/** Deletes an image (its running containers stop first). */
export async function deleteLabImage(imageId: number) {
  return api.deleteLabImage({ params: { imageId } });
}

/** The enabled images of a course, for a student of one of its classes. */
export async function queryMyLabImages(courseId: number, clazzId: number) {
  return api.myLabImages({ params: { courseId, clazzId } });
}

/** Starts (or resumes) the caller's container of the course with an image; the path's identity goes along for the server to compare. */
export async function startLabContainer(body: Body<'startLabContainer'>, options?: HtdzOptions) {
  return api.startLabContainer({ body }, options);
}

/** The caller's container of the course, running or last stopped; null when never started. */
export async function queryMyLabContainer(courseId: number, query: QueryOf<Calls['myLabContainer']>, options?: HtdzOptions) {
  return api.myLabContainer({ params: { courseId }, query }, options);
}

/** Stops a container (its owner, the course's teachers, admins). */
export async function stopLabContainer(containerId: number) {
  return api.stopLabContainer({ params: { containerId } });
}

/** Stops and starts a container again with the same image; the home folder stays. */
export async function restartLabContainer(containerId: number) {
  return api.restartLabContainer({ params: { containerId } });
}

/** Stops a container and empties its home folder (owner only). */
export async function resetLabContainer(containerId: number) {
  return api.resetLabContainer({ params: { containerId } });
}

/** The course's running containers, a page at a time, for its teachers. */
export async function queryCourseLabContainers(courseId: number, params: QueryOf<Calls['courseLabContainers']>) {
  return api.courseLabContainers({ params: { courseId }, query: params });
}

/** A one-use ticket for the terminal WebSocket of a container, and whether the caller types or only watches. */
export async function labTerminalTicket(containerId: number, options?: HtdzOptions) {
  return api.labTerminalTicket({ params: { containerId } }, options);
}
