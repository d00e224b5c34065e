// Studying through a class: the student's courses, chapters and the progress their reading and watching records
// (contract/study.ts).
import type { BodyOf } from '@contract/call';
import type { studyCalls } from '@contract/study';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient } from './client';
import { studyRoutes } from './routes/study';

type Calls = typeof studyCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(studyRoutes);

/** The courses of the classes the student is in, with their progress. */
export async function queryMyCourses() {
  return api.myCourses();
}

export async function getStudyCourseInfo(courseId: number, clazzId: number) {
  return api.studyCourseInfo({ params: { courseId, clazzId } });
}

/** The chapters the class sees, each with the student's progress. */
export async function queryStudyChapters(courseId: number, clazzId: number) {
  return api.studyChapters({ params: { courseId, clazzId } });
}

/** A chapter with its resources, the student's progress on each (and video positions), and its neighbours. */
export async function getStudyChapter(clazzId: number, chapterId: number, options?: HtdzOptions) {
  return api.studyChapter({ params: { clazzId, chapterId } }, options);
}

export async function queryMyProgress(courseId: number, clazzId: number) {
  return api.myProgress({ params: { courseId, clazzId } });
}

/**
 * Seconds of a video actually played, and where playback is. Safe to repeat: the server keeps the union of what
 * was played, so a retried or duplicated report changes nothing.
 */
export async function reportWatch(body: Body<'reportWatch'>, options?: HtdzOptions) {
  return api.reportWatch({ body }, options);
}

/** The chapter's text (resourceId null), a document or a link was opened. */
export async function markOpened(body: Body<'markOpened'>, options?: HtdzOptions) {
  return api.markOpened({ body }, options);
}
