// Courses 课程: own courses, expert templates, review (审核), covers (contract/course.ts).
import type { AnswerOf, BodyOf, QueryOf } from '@contract/call';
import type { courseCalls } from '@contract/course';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz } from './client';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof courseCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

const id = (courseId: number) => encodeURIComponent(courseId);

/** A page of courses: the user's own (mine), expert templates (templates), or those waiting for review (review). */
export async function queryCourses(params: QueryOf<Calls['listCourses']>) {
  return htdz<Answer<'listCourses'>>('/course/list', { method: 'GET', params });
}

export async function getCourse(courseId: number) {
  return htdz<Answer<'getCourse'>>(`/course/${id(courseId)}`, { method: 'GET' });
}

/** Creates (courseId null) or updates a course's info; refused while it waits for review or once archived. */
export async function saveCourse(body: Body<'saveCourse'>, options?: HtdzOptions) {
  return htdz<Answer<'saveCourse'>>('/course/save', { method: 'POST', data: body, ...options });
}

/** A new course of one's own as a deep copy of a confirmed template. */
export async function createFromTemplate(body: Body<'createFromTemplate'>) {
  return htdz<Answer<'createFromTemplate'>>('/course/createFromTemplate', { method: 'POST', data: body });
}

export async function copyCourse(courseId: number) {
  return htdz<Answer<'copyCourse'>>(`/course/copy/${id(courseId)}`, { method: 'POST' });
}

export async function archiveCourse(courseId: number) {
  return htdz<Answer<'archiveCourse'>>(`/course/archive/${id(courseId)}`, { method: 'POST' });
}

/** The server may refuse (a course in use); the failure's message says why. */
export async function deleteCourse(courseId: number, options?: HtdzOptions) {
  return htdz<Answer<'deleteCourse'>>(`/course/delete/${id(courseId)}`, { method: 'POST', ...options });
}

/** A draft goes to the experts for review (待审核). */
export async function submitCourse(courseId: number) {
  return htdz<Answer<'submitCourse'>>(`/course/submit/${id(courseId)}`, { method: 'POST' });
}

/** An expert confirms a submitted course, or returns it to draft with a comment. */
export async function reviewCourse(body: Body<'reviewCourse'>) {
  return htdz<Answer<'reviewCourse'>>('/course/review', { method: 'POST', data: body });
}

/** Uploads an image (course cover, or an image in a course description); answers its /readResourse/{id}. */
export async function uploadCover(file: Blob, opts?: UploadOptions) {
  return htdz<Answer<'uploadCover'>>('/course/uploadCover', {
    method: 'POST',
    data: fileForm(file, file instanceof File ? file.name : 'cover.png'),
    ...progressOf(opts),
  });
}
