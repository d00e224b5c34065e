// SQL runs and checks against a scene (contract/grading.ts): PostgreSQL's errors come back inside the answer.
import type { BodyOf } from '@contract/call';
import type { gradingCalls } from '@contract/grading';
import { htdzClient } from './client';
import { gradingRoutes } from './routes/grading';

type Calls = typeof gradingCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(gradingRoutes);

/** Runs SQL on a fresh copy of the scene: every run starts from the scene's data and changes nothing. */
export async function runSql(body: Body<'runSql'>) {
  return api.runSql({ body });
}

/** Compares a student's SQL with the reference answer on the scene: a verdict that explains itself. */
export async function checkSql(body: Body<'checkSql'>) {
  return api.checkSql({ body });
}
