// The platform's database on the app (`app.db`, `app.dbKind`), closed with the app when the app opened it.
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** which database answers (readiness reports it) */
    dbKind: Database['kind'];
  }
}

export default fp<{ database: Database; owned: boolean }>(async function databasePlugin(app, { database, owned }) {
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  if (owned) app.addHook('onClose', async () => database.close());
});
