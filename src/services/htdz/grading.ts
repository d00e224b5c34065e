// SQL runs and checks against a scene (contract/grading.ts): PostgreSQL's errors come back inside the answer.
import type { AnswerOf, BodyOf } from '@contract/call';
import type { gradingCalls } from '@contract/grading';
import { htdz } from './client';

type Calls = typeof gradingCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

/** Runs SQL on a fresh copy of the scene: every run starts from the scene's data and changes nothing. */
export async function runSql(body: Body<'runSql'>) {
  return htdz<Answer<'runSql'>>('/sql/run', { method: 'POST', data: body });
}

/** Compares a student's SQL with the reference answer on the scene: a verdict that explains itself. */
export async function checkSql(body: Body<'checkSql'>) {
  return htdz<Answer<'checkSql'>>('/sql/check', { method: 'POST', data: body });
}
