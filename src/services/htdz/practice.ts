// Practice by knowledge point for students (contract/practice.ts).
import type { BodyOf } from '@contract/call';
import type { practiceCalls } from '@contract/practice';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient } from './client';
import { practiceRoutes } from './routes/practice';

type Calls = typeof practiceCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(practiceRoutes);

/** The knowledge points of a class's course with my mastery of each. */
export async function queryPracticeKnowledge(courseId: number, clazzId: number) {
  return api.practiceKnowledge({ params: { courseId, clazzId } });
}

/** The questions of one point with my status on each. */
export async function queryPracticeExercises(clazzId: number, knowId: number) {
  return api.practiceExercises({ params: { clazzId, knowId } });
}

/** One question as a student sees it, my attempts, and the point's other questions for previous/next. */
export async function getPracticeQuestion(clazzId: number, knowId: number, exerciseId: number) {
  return api.practiceQuestion({ params: { clazzId, knowId, exerciseId } });
}

/** Runs my SQL on the question's scene: results or PostgreSQL's error, no score. */
export async function runPractice(body: Body<'runPractice'>, options?: HtdzOptions) {
  return api.runPractice({ body }, options);
}

/** Submits an answer; the same attemptKey sent twice is graded and recorded once. */
export async function submitPractice(body: Body<'submitPractice'>, options?: HtdzOptions) {
  return api.submitPractice({ body }, options);
}

/** 重新练习: starts a knowledge point afresh; answers its questions as they stand then. */
export async function resetPractice(body: Body<'resetPractice'>, options?: HtdzOptions) {
  return api.resetPractice({ body }, options);
}

/** 练习情况 of a class for its teachers: per question and per student, in one point if given. */
export async function getPracticeStats(clazzId: number, knowId?: number) {
  return api.practiceStats({ params: { clazzId }, query: knowId === undefined ? {} : { knowId } });
}

/** One student's practice attempts in the class, newest first. */
export async function getPracticeLog(clazzId: number, studentId: number, current: number, pageSize: number) {
  return api.practiceLog({ params: { clazzId, studentId }, query: { current, pageSize } });
}

/** One attempt's answer and verdict, for the class's teachers. */
export async function getPracticeAttempt(attemptId: number) {
  return api.practiceAttempt({ params: { attemptId } });
}

/** My practice in the class beside the class's means, in one point if given. */
export async function getPracticeCompare(clazzId: number, knowId?: number) {
  return api.practiceCompare({ params: { clazzId }, query: knowId === undefined ? {} : { knowId } });
}
