// Builds the real server on a real, fresh database for one test file: PGlite in memory by default,
// or a new database on the PostgreSQL of TEST_DATABASE_URL (scripts/with-postgres.sh sets it).
import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import type { Envelope } from '../../contract/envelope';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';

export const DEMO_PASSWORD = 'Demo1234';

export type TestServer = {
  app: FastifyInstance;
  database: Database;
  /** calls /htdz<path> and answers the parsed body with the HTTP status */
  call: <T = unknown>(method: InjectOptions['method'], path: string, opts?: { token?: string; body?: unknown; query?: Record<string, string> }) => Promise<Envelope<T> & { status: number }>;
  login: (username: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function startServer(overrides: Partial<Config> = {}, opts: { seed?: boolean } = {}): Promise<TestServer> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const fresh = pgUrl ? await freshPostgres(pgUrl) : undefined;
  const config = testConfig({ databaseUrl: fresh?.url ?? 'memory://', ...overrides });
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  if (opts.seed !== false) {
    await seedIfEmpty(database.db, { demo: config.demo, demoPassword: config.demoPassword, adminPassword: config.adminPassword });
  }
  const app = await buildApp(config, database);
  await app.ready();

  const call: TestServer['call'] = async (method, path, o = {}) => {
    const res = await app.inject({
      method,
      url: `/htdz${path}`,
      query: o.query,
      headers: {
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: o.body === undefined ? undefined : typeof o.body === 'string' ? o.body : JSON.stringify(o.body),
    });
    return { status: res.statusCode, ...res.json() };
  };

  const login = async (username: string, password = DEMO_PASSWORD) => {
    const res = await call('POST', '/login', { body: { username, password } });
    if (!res.success || !res.token) throw new Error(`login ${username} failed: ${res.message}`);
    return res.token;
  };

  return {
    app,
    database,
    call,
    login,
    close: async () => {
      await app.close();
      await database.close();
      await fresh?.drop();
    },
  };
}
