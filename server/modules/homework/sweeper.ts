// After deadlines nobody may be looking: a timer hands in what was left open, grades what a crash left ungraded or
// the engine could not grade then (待重新评分), and runs the duplicate check of homework that has just closed. Every step is idempotent, so two server
// processes sweeping the same database only repeat work, never double it.
import type { FastifyInstance } from 'fastify';
import { gradingPass } from '../../grading/paper';
import { startSweeper } from '../../lib/sweeper';
import { checkDuplicates, homeworkToCheck } from './duplicates';
import { closeExpired, homeworkToClose } from './submission';

export async function sweepHomework(app: FastifyInstance): Promise<void> {
  // one pass for the whole sweep: an engine that fails is asked once, not once per homework
  const pass = gradingPass();
  for (const hw of await homeworkToClose(app.db)) await closeExpired(app.db, app.grading, hw, pass);
  for (const hw of await homeworkToCheck(app.db)) await checkDuplicates(app.db, app.grading, hw);
}

export const startHomeworkSweeper = (app: FastifyInstance, everyMs: number) => startSweeper(app, 'homework', everyMs, sweepHomework);
