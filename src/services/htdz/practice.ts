// Practice by knowledge point for students (contract/practice.ts).
import type { AnswerOf, BodyOf } from '@contract/call';
import type { practiceCalls } from '@contract/practice';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz } from './client';

type Calls = typeof practiceCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;
const seg = (v: number) => encodeURIComponent(v);

/** The knowledge points of a class's course with my mastery of each. */
export async function queryPracticeKnowledge(courseId: number, clazzId: number) {
  return htdz<Answer<'practiceKnowledge'>>(`/stu/practice/knowledge/${seg(courseId)}/${seg(clazzId)}`, { method: 'GET' });
}

/** The questions of one point with my status on each. */
export async function queryPracticeExercises(clazzId: number, knowId: number) {
  return htdz<Answer<'practiceExercises'>>(`/stu/practice/exercises/${seg(clazzId)}/${seg(knowId)}`, { method: 'GET' });
}

/** One question as a student sees it, my attempts, and the point's other questions for previous/next. */
export async function getPracticeQuestion(clazzId: number, knowId: number, exerciseId: number) {
  return htdz<Answer<'practiceQuestion'>>(`/stu/practice/exercise/${seg(clazzId)}/${seg(knowId)}/${seg(exerciseId)}`, { method: 'GET' });
}

/** Runs my SQL on the question's scene: results or PostgreSQL's error, no score. */
export async function runPractice(body: Body<'runPractice'>, options?: HtdzOptions) {
  return htdz<Answer<'runPractice'>>('/stu/practice/run', { method: 'POST', data: body, ...options });
}

/** Submits an answer; the same attemptKey sent twice is graded and recorded once. */
export async function submitPractice(body: Body<'submitPractice'>, options?: HtdzOptions) {
  return htdz<Answer<'submitPractice'>>('/stu/practice/submit', { method: 'POST', data: body, ...options });
}
