// A timer for the work deadlines leave behind (homework, exams): runs `sweep` every `everyMs`, never two at once,
// stops with the app. Sweeps are idempotent, so several server processes on one database only repeat work.
import type { FastifyInstance } from 'fastify';

export function startSweeper(app: FastifyInstance, name: string, everyMs: number, sweep: (app: FastifyInstance) => Promise<void>): void {
  if (everyMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweep(app)
      .catch((err) => app.log.error({ err }, `${name} sweep failed`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
