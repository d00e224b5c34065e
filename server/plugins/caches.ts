// What a process keeps for HTDZ_CACHE_MS (server/lib/process-cache.ts): sessions and course outlines. A call that
// changes them declares it in contract/ (`invalidates`); after it answers, this process forgets and tells the others
// through the database's notifications.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { ProcessCache } from '../lib/process-cache';
import type { CacheTag } from '@contract/call';
import type { Session } from '../modules/auth/service';
import type { CourseOutline } from '../modules/study/progress';

declare module 'fastify' {
  interface FastifyInstance {
    /** signed-in users and their roles by user id, reused for HTDZ_CACHE_MS */
    sessions: ProcessCache<Session | null>;
    /** course outlines as a class sees them, by class id, reused for HTDZ_CACHE_MS */
    outlines: ProcessCache<CourseOutline>;
  }
}

const CACHE_CHANNEL = 'htdz_cache';

export default fp<{ database: Database }>(async function caches(app, { database }) {
  const caches = { sessions: new ProcessCache<Session | null>(app.config.cacheMs), outlines: new ProcessCache<CourseOutline>(app.config.cacheMs) };
  app.decorate('sessions', caches.sessions);
  app.decorate('outlines', caches.outlines);
  if (app.config.cacheMs <= 0) return;
  const clear = (name: string) => {
    if (name === 'sessions' || name === 'outlines') caches[name].clear();
    // after a reconnect nobody knows what was missed
    else for (const cache of Object.values(caches)) cache.clear();
  };
  app.addHook('onClose', database.listen(CACHE_CHANNEL, clear));
  const forget = async (req: FastifyRequest, changed: readonly CacheTag[]) => {
    for (const cache of changed) {
      caches[cache].clear();
      // the other processes' caches still expire by themselves if the database cannot pass the word on
      await database.broadcast(CACHE_CHANNEL, cache).catch((err: unknown) => req.log.warn({ err }, 'cache broadcast failed'));
    }
  };
  // onSend: after the handler's writes, before the caller can send its next request. Not async: reads (most calls)
  // pass through without a promise.
  app.addHook('onSend', (req, _reply, payload, done) => {
    const changed = req.routeOptions.config?.forgets ?? [];
    if (changed.length === 0) return done(null, payload);
    forget(req, changed).then(() => done(null, payload), done);
  });
});
