// After deadlines nobody may be looking: a timer hands in attempts left open past their deadline (and its grace)
// and grades what a crash left ungraded or the engine could not grade then (待重新评分). Idempotent, so two server
// processes sweeping one database only repeat work.
import type { FastifyInstance } from 'fastify';
import { gradingPass } from '../../grading/paper';
import { startSweeper } from '../../lib/sweeper';
import { closeExpired, examClassesToClose } from './attempt';

export async function sweepExams(app: FastifyInstance): Promise<void> {
  // one pass for the whole sweep: an engine that fails is asked once, not once per exam-class
  const pass = gradingPass();
  for (const ec of await examClassesToClose(app.db)) await closeExpired(app.db, app.grading, ec, pass);
}

export const startExamSweeper = (app: FastifyInstance, everyMs: number) => startSweeper(app, 'exam', everyMs, sweepExams);
