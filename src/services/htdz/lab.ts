// Labs 实验: images 镜像 (the environments a course offers: what they provide, their start command and limits), managed
// by admins and their authors, and the enabled ones a student sees in a class of the course (contract/lab.ts).
import type { AnswerOf, BodyOf, QueryOf } from '../../../contract/call';
import type { labCalls } from '../../../contract/lab';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz } from './client';

type Calls = typeof labCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;
const seg = (v: number) => encodeURIComponent(v);

/** The images offered to a course (courseId) or the ones the caller manages, a page at a time. */
export async function queryLabImages(params: QueryOf<Calls['listLabImages']>) {
  return htdz<Answer<'listLabImages'>>('/lab/images', { method: 'GET', params });
}

/** Creates (imageId null) or changes an image, with the courses it is offered to. */
export async function saveLabImage(body: Body<'saveLabImage'>, options?: HtdzOptions) {
  return htdz<Answer<'saveLabImage'>>('/lab/image/save', { method: 'POST', data: body, ...options });
}

/** Deletes an image (its running containers stop first). */
export async function deleteLabImage(imageId: number) {
  return htdz<Answer<'deleteLabImage'>>(`/lab/image/delete/${seg(imageId)}`, { method: 'POST' });
}

/** The enabled images of a course, for a student of one of its classes. */
export async function queryMyLabImages(courseId: number, clazzId: number) {
  return htdz<Answer<'myLabImages'>>(`/stu/lab/images/${seg(courseId)}/${seg(clazzId)}`, { method: 'GET' });
}
