// Builds the real server on a real, fresh database for one test file: PGlite in memory by default,
// or a new database on the PostgreSQL of TEST_DATABASE_URL (scripts/with-postgres.sh sets it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Envelope } from '@contract/envelope';
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
  /** posts one file as multipart/form-data (field `file` unless told) and answers the parsed envelope */
  upload: <T = unknown>(path: string, file: UploadFile, opts?: { token?: string }) => Promise<Envelope<T> & { status: number }>;
  /** a request whose answer is not an envelope (files, downloads): the raw response */
  raw: (method: InjectOptions['method'], path: string, opts?: { token?: string; headers?: Record<string, string> }) => Promise<LightMyRequestResponse>;
  /** the data folder of this server (uploaded files live under files/); removed on close */
  dataDir: string;
  /**
   * Stops the server and builds a new one on the same database, as a restart or a second server process would:
   * PGlite keeps the same database object (it lives in this process), PostgreSQL is reopened at the same url.
   * `app` and `database` are the new ones afterwards.
   */
  restart: () => Promise<void>;
  close: () => Promise<void>;
};

export type UploadFile = { content: Buffer; filename: string; contentType?: string; field?: string };

function multipart(file: UploadFile): { body: Buffer; contentType: string } {
  const boundary = `----htdz${crypto.randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head, 'utf8'), file.content, Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8')]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-test-'));
  // lab sandboxes bind their home folders as nobody when the tests run as root: others may pass through, not list
  fs.chmodSync(dataDir, 0o711);
  const config = testConfig({ databaseUrl: fresh?.url ?? 'memory://', dataDir, ...overrides });
  let database = await openDatabase(config.databaseUrl, config.dataDir);
  if (opts.seed !== false) {
    await seedIfEmpty(database.db, { demo: config.demo, demoPassword: config.demoPassword, adminPassword: config.adminPassword });
  }
  let app = await buildApp(config, database);
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

  const upload: TestServer['upload'] = async (p, file, o = {}) => {
    const { body, contentType } = multipart(file);
    const res = await app.inject({
      method: 'POST',
      url: `/htdz${p}`,
      headers: { 'content-type': contentType, ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
      payload: body,
    });
    return { status: res.statusCode, ...res.json() };
  };

  const raw: TestServer['raw'] = (method, p, o = {}) =>
    app.inject({ method, url: `/htdz${p}`, headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers } });

  const restart = async () => {
    await app.close();
    if (database.kind === 'postgres') {
      await database.close();
      database = await openDatabase(config.databaseUrl, config.dataDir);
    }
    app = await buildApp(config, database);
    await app.ready();
  };

  return {
    get app() {
      return app;
    },
    get database() {
      return database;
    },
    call,
    login,
    upload,
    raw,
    dataDir,
    restart,
    close: async () => {
      await app.close();
      await database.close();
      await fresh?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
