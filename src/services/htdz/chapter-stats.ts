// Study statistics for teachers and experts: a class's progress per chapter, resource and student, and a course's
// (or template's) reach (contract/chapter-stats.ts).
import type { AnswerOf } from '@contract/call';
import type { chapterStatsCalls } from '@contract/chapter-stats';
import { htdz } from './client';

type Calls = typeof chapterStatsCalls;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

const id = (n: number) => encodeURIComponent(n);

/** Every chapter of the course with the class's figures (hidden chapters included, marked). */
export async function queryClassChapterStats(courseId: number, clazzId: number) {
  return htdz<Answer<'classChapterStats'>>(`/statis/chapters/${id(courseId)}/${id(clazzId)}`, { method: 'GET' });
}

/** One chapter in one class: its resources' figures and every student's progress in it. */
export async function getChapterStats(chapterId: number, clazzId: number) {
  return htdz<Answer<'chapterStats'>>(`/statis/chapter/${id(chapterId)}/${id(clazzId)}`, { method: 'GET' });
}

/** One resource in one class: each student's progress on it. */
export async function getResourceStats(resourceId: number, clazzId: number) {
  return htdz<Answer<'resourceStats'>>(`/statis/resource/${id(resourceId)}/${id(clazzId)}`, { method: 'GET' });
}

/** One student of the class: each item of the chapter and their progress over the course. */
export async function getStudentProcess(chapterId: number, clazzId: number, userId: number) {
  return htdz<Answer<'studentProcess'>>(`/statis/student/${id(chapterId)}/${id(clazzId)}/${id(userId)}`, { method: 'GET' });
}

/** A course's (or an expert template's) content counts and reach: the courses made from it, classes, students. */
export async function getCourseStats(courseId: number) {
  return htdz<Answer<'courseStats'>>(`/statis/course/${id(courseId)}`, { method: 'GET' });
}
