// The lab runtime's life with the server: made from the settings when the app is built, rows of sandboxes that died
// with a previous process marked stopped, containers ending by themselves recorded, the reaper on a timer, every
// container stopped when the app closes.
import type { FastifyInstance } from 'fastify';
import { createLabRuntime } from '../../lab';
import { startSweeper } from '../../lib/sweeper';
import { forgetDeadSandboxes, type LabDeps, markStopped, reapContainers } from './containers';

export type Lab = LabDeps & {
  /** runs the reaper once as of `now` (tests move the clock) */
  reap: (now: Date) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    lab: Lab;
  }
}

export async function openLab(app: FastifyInstance): Promise<void> {
  // the runtime says once, in the server's log, when lab homes fall back to measuring their size (no loop mounts)
  const deps: LabDeps = { db: app.db, runtime: createLabRuntime(app.config.lab, (message) => app.log.warn(message)), settings: app.config.lab };
  app.decorate('lab', { ...deps, reap: (now: Date) => reapContainers(deps, now) });
  deps.runtime?.onExit((containerId) => {
    markStopped(app.db, [containerId], 'exited', new Date()).catch((err: unknown) => app.log.error({ err }, 'lab exit not recorded'));
  });
  app.addHook('onClose', async () => deps.runtime?.close());
  await forgetDeadSandboxes(deps, new Date());
  startSweeper(app, 'lab', app.config.lab.reapSeconds * 1000, () => reapContainers(deps, new Date()));
}
