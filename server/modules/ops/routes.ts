// /health: the process is alive. /ready: it may take traffic (the database answers, it is not shutting down); a load
// balancer reads the HTTP status, so not ready is 503 with the envelope rather than the usual 200.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@contract/envelope';
import { opsCalls } from '@contract/ops';
import { failure } from '../../lib/error-handler';
import { route } from '../../lib/route';

/** the project's package.json: the nearest one above this file, run as server/modules/ops/routes.ts (tsx) or compiled
 * as build/server/modules/ops/routes.js (`npm start`, one folder deeper) */
function packageVersion(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${__dirname}`);
  }
}
const VERSION = packageVersion();
/** a database slower than this to answer `select 1` is as good as down for a load balancer */
const READY_TIMEOUT_MS = 2000;

async function databaseAnswers(app: FastifyInstance): Promise<number> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([app.db.execute(sql`select 1`), late]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round((performance.now() - started) * 10) / 10;
}

export default async function opsRoutes(app: FastifyInstance) {
  route(app, opsCalls.health, 'public', async () => ({
    status: 'ok' as const,
    uptimeSeconds: Math.round(process.uptime()),
    version: VERSION,
    pid: process.pid,
  }));
  route(app, opsCalls.ready, 'public', async ({ reply }) => {
    const notReady = (why: string) => reply.code(503).send(failure(503, ErrorCode.UNAVAILABLE, `服务暂不可用：${why}`));
    if (app.lifecycle.draining) return notReady('正在关闭');
    try {
      return { status: 'ready' as const, database: app.dbKind, databaseMs: await databaseAnswers(app) };
    } catch (err) {
      app.log.warn({ err }, 'not ready: the database does not answer');
      return notReady('数据库没有响应');
    }
  });
}
