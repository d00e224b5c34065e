// After deadlines nobody may be looking: a timer hands in what was left open, grades what a crash left ungraded
// and runs the duplicate check of homework that has just closed. Every step is idempotent, so two server
// processes sweeping the same database only repeat work, never double it.
import type { FastifyInstance } from 'fastify';
import { checkDuplicates, homeworkToCheck } from './duplicates';
import { closeExpired, homeworkToClose } from './submission';

export async function sweepHomework(app: FastifyInstance): Promise<void> {
  for (const hw of await homeworkToClose(app.db)) await closeExpired(app.db, app.grading, hw);
  for (const hw of await homeworkToCheck(app.db)) await checkDuplicates(app.db, app.grading, hw);
}

export function startHomeworkSweeper(app: FastifyInstance, everyMs: number): void {
  if (everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepHomework(app)
      .catch((err) => app.log.error({ err }, 'homework sweep failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
