// Courses 课程: own courses, expert templates, review (审核), covers, the teaching team 教学团队 (contract/course.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { courseCalls } from '@contract/course';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient } from './client';
import { courseRoutes } from './routes/course';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof courseCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(courseRoutes);

/** A page of courses: the user's own (mine), expert templates (templates), or those waiting for review (review). */
export async function queryCourses(params: QueryOf<Calls['listCourses']>) {
  return api.listCourses({ query: params });
}

export async function getCourse(courseId: number) {
  return api.getCourse({ params: { courseId } });
}

/** Creates (courseId null) or updates a course's info; refused while it waits for review or once archived. */
export async function saveCourse(body: Body<'saveCourse'>, options?: HtdzOptions) {
  return api.saveCourse({ body }, options);
}

/** A new course of one's own as a deep copy of a confirmed template. */
export async function createFromTemplate(body: Body<'createFromTemplate'>) {
  return api.createFromTemplate({ body });
}

export async function copyCourse(courseId: number) {
  return api.copyCourse({ params: { courseId } });
}

export async function archiveCourse(courseId: number) {
  return api.archiveCourse({ params: { courseId } });
}

/** The server may refuse (a course in use); the failure's message says why. */
export async function deleteCourse(courseId: number, options?: HtdzOptions) {
  return api.deleteCourse({ params: { courseId } }, options);
}

/** A draft goes to the experts for review (待审核). */
export async function submitCourse(courseId: number) {
  return api.submitCourse({ params: { courseId } });
}

/** An expert confirms a submitted course, or returns it to draft with a comment. */
export async function reviewCourse(body: Body<'reviewCourse'>) {
  return api.reviewCourse({ body });
}

/** Uploads an image (course cover, or an image in a course description); answers its /readResourse/{id}. */
export async function uploadCover(file: Blob, opts?: UploadOptions) {
  return api.uploadCover({}, { data: fileForm(file, file instanceof File ? file.name : 'cover.png'), ...progressOf(opts) });
}

/** The course's teaching team: the owner first, then co-teachers and assistants. */
export async function courseTeam(courseId: number) {
  return api.courseTeam({ params: { courseId } });
}

/** The owner adds a teacher by account as 协作教师 or 助教; answers the team after the change. */
export async function addTeamMember(body: Body<'addTeamMember'>) {
  return api.addTeamMember({ body });
}

export async function setTeamRole(body: Body<'setTeamRole'>) {
  return api.setTeamRole({ body });
}

export async function removeTeamMember(body: Body<'removeTeamMember'>) {
  return api.removeTeamMember({ body });
}
