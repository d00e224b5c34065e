// Draining: once the process is shutting down, /ready says so and every answer ends its keep-alive connection, since
// the close waits for connections and a browser's or a proxy's idle one would otherwise hold it open until the
// shutdown deadline cuts everything.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** draining: the process is shutting down; /ready says so and new work is refused by Fastify */
    lifecycle: { draining: boolean };
  }
}

export default fp(async function lifecycle(app) {
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
});
