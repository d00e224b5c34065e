// What a process keeps for HTDZ_CACHE_MS (server/lib/process-cache.ts): sessions, course outlines and chapter texts.
// A call that changes them declares it in contract/ (`invalidates`); after it answers, this process forgets and tells
// the others through the database's notifications. Chapter texts go with the outlines (the calls that change a chapter
// invalidate those).
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
    /** chapters' texts by chapter id, as students read them; forgotten with the outlines */
    chapterTexts: ProcessCache<string | null>;
  }
}

/**
 * How many chapter texts a process keeps: a text may be 200,000 characters (RICH_TEXT_MAX), so at most ~80 MB; the
 * chapters a school is reading at one time are far fewer.
 */
const CHAPTER_TEXTS_MAX = 200;

const CACHE_CHANNEL = 'htdz_cache';

export default fp<{ database: Database }>(async function caches(app, { database }) {
  const sessions = new ProcessCache<Session | null>(app.config.cacheMs);
  const outlines = new ProcessCache<CourseOutline>(app.config.cacheMs);
  const chapterTexts = new ProcessCache<string | null>(app.config.cacheMs, CHAPTER_TEXTS_MAX);
  app.decorate('sessions', sessions);
  app.decorate('outlines', outlines);
  app.decorate('chapterTexts', chapterTexts);
  if (app.config.cacheMs <= 0) return;
  /** what each tag of contract/ (`invalidates`) empties */
  const caches: Record<CacheTag, { clear: () => void }[]> = { sessions: [sessions], outlines: [outlines, chapterTexts] };
  const clearTag = (tag: CacheTag) => caches[tag].forEach((cache) => cache.clear());
  const clear = (name: string) => {
    if (name === 'sessions' || name === 'outlines') clearTag(name);
    // after a reconnect nobody knows what was missed
    else for (const tag of Object.keys(caches) as CacheTag[]) clearTag(tag);
  };
  app.addHook('onClose', database.listen(CACHE_CHANNEL, clear));
  const forget = async (req: FastifyRequest, changed: readonly CacheTag[]) => {
    for (const cache of changed) {
      clearTag(cache);
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
