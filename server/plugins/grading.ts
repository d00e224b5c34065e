// The SQL grading engine (`app.grading`): made on first use, so a process that grades nothing never connects to (or
// starts) its PostgreSQL; closed with the app.
import fp from 'fastify-plugin';
import { GradingEngine } from '../grading/engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** the SQL grading engine; it connects to (or starts) its PostgreSQL on first use */
    grading: GradingEngine;
  }
}

export default fp(async function grading(app) {
  const { config } = app;
  let engine: GradingEngine | undefined;
  app.decorate('grading', {
    getter: () =>
      (engine ??= new GradingEngine({
        workers: config.gradingWorkers,
        perUser: config.gradingPerUser,
        timeMs: config.gradingTimeMs,
        databaseUrls: config.gradingDatabaseUrls,
        dataDir: config.dataDir,
      })),
  });
  app.addHook('onClose', async () => engine?.close());
});
