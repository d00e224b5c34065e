// Studying through a class: the student's courses, chapters and the progress their reading and watching records
// (contract/study.ts).
import type { AnswerOf, BodyOf } from '@contract/call';
import type { studyCalls } from '@contract/study';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz } from './client';

type Calls = typeof studyCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

const id = (n: number) => encodeURIComponent(n);

/** The courses of the classes the student is in, with their progress. */
export async function queryMyCourses() {
  return htdz<Answer<'myCourses'>>('/stu/course/list', { method: 'GET' });
}

export async function getStudyCourseInfo(courseId: number, clazzId: number) {
  return htdz<Answer<'studyCourseInfo'>>(`/stu/course/info/${id(courseId)}/${id(clazzId)}`, { method: 'GET' });
}

/** The chapters the class sees, each with the student's progress. */
export async function queryStudyChapters(courseId: number, clazzId: number) {
  return htdz<Answer<'studyChapters'>>(`/stu/course/chapters/${id(courseId)}/${id(clazzId)}`, { method: 'GET' });
}

/** A chapter with its resources, the student's progress on each (and video positions), and its neighbours. */
export async function getStudyChapter(clazzId: number, chapterId: number, options?: HtdzOptions) {
  return htdz<Answer<'studyChapter'>>(`/stu/course/chapter/${id(clazzId)}/${id(chapterId)}`, { method: 'GET', ...options });
}

export async function queryMyProgress(courseId: number, clazzId: number) {
  return htdz<Answer<'myProgress'>>(`/stu/course/process/${id(courseId)}/${id(clazzId)}`, { method: 'GET' });
}

/**
 * Seconds of a video actually played, and where playback is. Safe to repeat: the server keeps the union of what
 * was played, so a retried or duplicated report changes nothing.
 */
export async function reportWatch(body: Body<'reportWatch'>, options?: HtdzOptions) {
  return htdz<Answer<'reportWatch'>>('/stu/progress/watch', { method: 'POST', data: body, ...options });
}

/** The chapter's text (resourceId null), a document or a link was opened. */
export async function markOpened(body: Body<'markOpened'>, options?: HtdzOptions) {
  return htdz<Answer<'markOpened'>>('/stu/progress/open', { method: 'POST', data: body, ...options });
}
