// buildApp(config) creates the whole server without listening; index.ts listens, tests inject.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyJwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ErrorCode } from '@contract/envelope';
import type { Config } from './config';
import { type Database, type Db, openDatabase } from './db/client';
import { ProcessCache } from './lib/process-cache';
import { securityHeaders } from './lib/security-headers';
import { VerifiedTokens } from './lib/verified-tokens';
import { apiNotFound, failure, installErrorHandling } from './lib/error-handler';
import { BAD_URL_MESSAGE, installBadInputGuards } from './lib/bad-input';
import { serializeError } from './lib/error-log';
import { normalizeStrings } from './lib/normalize';
import { GradingEngine } from './grading/engine';
import { registerModules } from './modules';
import { openLab } from './modules/lab/lifecycle';
import type { Session, SignedClaims } from './modules/auth/service';
import type { CourseOutline } from './modules/study/progress';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** the SQL grading engine; it connects to (or starts) its PostgreSQL on first use */
    grading: GradingEngine;
    /** which database answers (readiness reports it) */
    dbKind: Database['kind'];
    /** draining: the process is shutting down; /ready says so and new work is refused by Fastify */
    lifecycle: { draining: boolean };
    /** signed-in users and their roles by user id, reused for HTDZ_CACHE_MS (server/lib/process-cache.ts) */
    sessions: ProcessCache<Session | null>;
    /** course outlines as a class sees them, by class id, reused for HTDZ_CACHE_MS */
    outlines: ProcessCache<CourseOutline>;
    /** sign-in tokens already verified, until they expire (server/lib/verified-tokens.ts) */
    verifiedTokens: VerifiedTokens<SignedClaims>;
  }
}

/**
 * Which caches the calls of an address change (any method but GET): after such a call every process forgets what
 * it keeps there. Users, roles and sessions change through /sys and logout; outlines through chapters, classes
 * (hidden chapters) and courses.
 */
const CHANGES: { cache: 'sessions' | 'outlines'; route: RegExp }[] = [
  { cache: 'sessions', route: /^\/htdz\/(sys\/|logout$)/ },
  { cache: 'outlines', route: /^\/htdz\/(chapter|sclass|course)\// },
];
const CACHE_CHANNEL = 'htdz_cache';

/** Query parameters that carry credentials (the lab terminal's ticket; a token someone put in an address). */
const SECRET_PARAMS = /([?&](?:ticket|token|access_token|password|sig)=)[^&#]*/gi;
/** What a log line says of a request: no credentials in the address, and no headers (Authorization) at all. */
function loggedRequest(req: { method: string; url: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: req.url.replace(SECRET_PARAMS, '$1***'), host: req.host ?? req.hostname, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** A request id from the caller (a proxy's X-Request-Id) when it is short and plain, else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

const SECURITY_HEADERS = securityHeaders({
  // The built index.html loads its scripts from files (no inline script: the browser tests fail on any CSP
  // report); antd and the editors set styles at run time, so styles may be inline.
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      // chapter PDFs are fetched with the token and shown from a blob: URL in a frame
      frameSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * What the router refuses before any route or hook (a path escape that is not UTF-8, %FF or the overlong %C0%80; a
 * path parameter too long): the envelope with the security headers, as every other answer, not Fastify's bare JSON.
 */
function routerRefusal(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS).header('x-request-id', req.id).type('application/json; charset=utf-8');
  if (err.code === 'FST_ERR_BAD_URL') return reply.code(400).send(failure(400, ErrorCode.BAD_REQUEST, BAD_URL_MESSAGE));
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(failure(414, ErrorCode.BAD_REQUEST, '请求地址过长'));
  req.log.error({ err }, 'router error');
  return reply.code(500).send(failure(500, ErrorCode.INTERNAL, '服务器内部错误，请稍后重试'));
}

export const API_PREFIX = '/htdz';
/** JSON bodies up to 4 MB reach validation, so an over-long field gets a field message, not a bare 413. */
const BODY_LIMIT = 4 * 1024 * 1024;

export async function buildApp(config: Config, database?: Database): Promise<FastifyInstance> {
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (server/index.ts resolves it)');
  const app = Fastify({
    // errors are logged without the values of a failed query (server/lib/error-log.ts)
    logger: { level: config.logLevel, serializers: { req: loggedRequest, err: serializeError } },
    frameworkErrors: routerRefusal,
    bodyLimit: BODY_LIMIT,
    // X-Forwarded-For only from the configured proxies (HTDZ_TRUST_PROXY): the login limits count req.ip
    trustProxy: config.trustProxy,
    // every log line of a request carries its id; the answer carries it back (X-Request-Id)
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
  });
  // every answer, the web app's files and failures included, carries the security headers and the request id
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(SECURITY_HEADERS).header('x-request-id', req.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database ?? (await openDatabase(config.databaseUrl, config.dataDir, { poolMax: config.dbPoolMax, preparedPerConnection: config.dbPrepared }));
  app.decorate('db', db.db);
  app.decorate('dbKind', db.kind);
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
  });
  // While draining, an answer ends its keep-alive connection: the close waits for connections, and a browser's or a
  // proxy's idle one would otherwise hold it open until the shutdown deadline cuts everything.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.decorate('config', config);
  app.decorateRequest('auth', null);
  const caches = { sessions: new ProcessCache<Session | null>(config.cacheMs), outlines: new ProcessCache<CourseOutline>(config.cacheMs) };
  app.decorate('sessions', caches.sessions);
  app.decorate('outlines', caches.outlines);
  if (config.cacheMs > 0) {
    const clear = (name: string) => {
      if (name === 'sessions' || name === 'outlines') caches[name].clear();
      // after a reconnect nobody knows what was missed
      else for (const cache of Object.values(caches)) cache.clear();
    };
    const stopListening = db.listen(CACHE_CHANNEL, clear);
    app.addHook('onClose', stopListening);
    const forget = async (req: FastifyRequest, changed: (typeof CHANGES)[number]['cache'][]) => {
      for (const cache of changed) {
        caches[cache].clear();
        // the other processes' caches still expire by themselves if the database cannot pass the word on
        await db.broadcast(CACHE_CHANNEL, cache).catch((err: unknown) => req.log.warn({ err }, 'cache broadcast failed'));
      }
    };
    // onSend: after the handler's writes, before the caller can send its next request. Not async: reads (most calls)
    // pass through without a promise.
    app.addHook('onSend', (req, _reply, payload, done) => {
      const url = req.method === 'GET' ? '' : (req.routeOptions.url ?? '');
      const changed = CHANGES.filter(({ route }) => url && route.test(url)).map(({ cache }) => cache);
      if (changed.length === 0) return done(null, payload);
      forget(req, changed).then(() => done(null, payload), done);
    });
  }
  let grading: GradingEngine | undefined;
  app.decorate('grading', {
    getter: () =>
      (grading ??= new GradingEngine({
        workers: config.gradingWorkers,
        perUser: config.gradingPerUser,
        timeMs: config.gradingTimeMs,
        databaseUrls: config.gradingDatabaseUrls,
        dataDir: config.dataDir,
      })),
  });
  app.addHook('onClose', async () => grading?.close());
  if (!database) app.addHook('onClose', async () => db.close());

  installErrorHandling(app);
  // control characters, broken Unicode, JSON nested too deep: refused here, once, for every route (server/lib/bad-input.ts)
  installBadInputGuards(app);
  app.addHook('preValidation', async (req) => {
    if (req.body && typeof req.body === 'object') req.body = normalizeStrings(req.body);
  });

  await app.register(fastifyJwt, { secret: config.jwtSecret });
  // verified sign-in tokens are remembered until they expire, sparing the signature check on every request;
  // revocation is the token version, checked with the session (server/lib/require-auth.ts)
  app.decorate('verifiedTokens', new VerifiedTokens<SignedClaims>((token) => app.jwt.verify<SignedClaims>(token)));
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: '教学平台 API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  // the lab terminal's WebSocket (server/modules/lab/terminal.ts); keystrokes and pastes are small. A socket the
  // server closes (a stop, a shutdown) waits 3 s, not ws's 30, for a browser that no longer answers (ws 8.23 takes
  // closeTimeout; its types do not list it yet)
  const socketOptions = { maxPayload: 128 * 1024, closeTimeout: 3000 };
  await app.register(websocket, { options: socketOptions });
  await openLab(app);
  await app.register(registerModules, { prefix: API_PREFIX });
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await serveWebApp(app, config.webDir);
  return app;
}

/** The built web app when there is one: hashed assets cached for a year, every other GET outside /htdz answers index.html. */
async function serveWebApp(app: FastifyInstance, webDir: string | undefined) {
  const indexFile = webDir && path.join(webDir, 'index.html');
  const indexHtml = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : undefined;
  app.setNotFoundHandler((req, reply) => {
    if (indexHtml && req.method === 'GET' && !req.url.startsWith(API_PREFIX)) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).send(apiNotFound());
  });
  if (!indexHtml) return;
  // Loaded only when there is a bundle to serve: API tests never need it.
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    // .br / .gz made by scripts/precompress.mjs, sent when the browser accepts them
    preCompressed: true,
    setHeaders: (res, file) => {
      // the name of the file sent: umi.1a2b3c4d.js, or umi.1a2b3c4d.js.br when precompressed
      if (/\.[0-9a-f]{8,}\.(js|css)(\.br|\.gz)?$/.test(file) || /\.async\.js(\.br|\.gz)?$/.test(file)) {
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
      }
    },
  });
}
