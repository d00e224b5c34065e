// After deadlines nobody may be looking: a timer hands in attempts left open past their deadline (and its grace)
// and grades what a crash left ungraded. Idempotent, so two server processes sweeping one database only repeat work.
import type { FastifyInstance } from 'fastify';
import { startSweeper } from '../../lib/sweeper';
import { closeExpired, examClassesToClose } from './attempt';

export async function sweepExams(app: FastifyInstance): Promise<void> {
  for (const ec of await examClassesToClose(app.db)) await closeExpired(app.db, app.grading, ec);
}

export const startExamSweeper = (app: FastifyInstance, everyMs: number) => startSweeper(app, 'exam', everyMs, sweepExams);
