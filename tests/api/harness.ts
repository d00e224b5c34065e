// Builds the real server on a real, fresh database for one test file: PGlite in memory by default,
// or a new database on the PostgreSQL of TEST_DATABASE_URL (scripts/with-postgres.sh sets it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AnswerOf } from '@contract/call';
import { requestOf, type AnyCallInput, type CallInput, type Transport } from '@contract/client';
import type { Envelope } from '@contract/envelope';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { type AllCalls, type Api, type CallName, type CallOptions, contractClient, queryText, ROUTES } from '../contract-api';
import { fitsTemplate, freshPostgres, restoreSequences, templateDump } from './template-db';

export const DEMO_PASSWORD = 'Demo1234';
export { type Api, type CallBody, type CallName, type CallOptions, type CallQuery, contractClient, queryText, ROUTES } from '../contract-api';

export type TestServer = {
  app: FastifyInstance;
  database: Database;
  /** every contract call, typed by its definition: `s.api.publishTask({ body }, { token })` */
  api: Api;
  /**
   * a contract call whose input is not type-checked: a mistyped or missing field the server must turn away, or a
   * helper's body assembled from loose parts; the answer is typed as the call's
   */
  unchecked: <N extends CallName>(name: N, input?: AnyCallInput, options?: CallOptions) => Promise<Envelope<AnswerOf<AllCalls[N]>> & { status: number }>;
  /**
   * calls /htdz<path> and answers the parsed body with the HTTP status: for what the contract does not describe
   * (a malformed body, a wrong method, a path no call has)
   */
  call: <T = unknown>(
    method: InjectOptions['method'],
    path: string,
    opts?: { token?: string; body?: unknown; query?: Record<string, string | string[]> },
  ) => Promise<Envelope<T> & { status: number }>;
  login: (username: string, password?: string) => Promise<string>;
  /** posts one file as multipart/form-data (field `file` unless told) and answers the parsed envelope */
  upload: <T = unknown>(path: string, file: UploadFile, opts?: { token?: string }) => Promise<Envelope<T> & { status: number }>;
  /** posts one file to a contract call (multipart calls take no body) and answers its envelope */
  uploadTo: <N extends CallName>(
    name: N,
    input: CallInput<AllCalls[N]>,
    file: UploadFile,
    opts?: CallOptions,
  ) => Promise<Envelope<AnswerOf<AllCalls[N]>> & { status: number }>;
  /** a contract call's raw HTTP response: a file (a refusal is still the envelope, as JSON), or headers to look at */
  response: <N extends CallName>(
    name: N,
    input: CallInput<AllCalls[N]>,
    opts?: { token?: string; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
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

/** A new database on the PostgreSQL of `adminUrl` (a copy of the run's seeded template when told). */
export { freshPostgres } from './template-db';

export async function startServer(overrides: Partial<Config> = {}, opts: { seed?: boolean } = {}): Promise<TestServer> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const seeded = opts.seed !== false;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-test-'));
  // lab sandboxes bind their home folders as nobody when the tests run as root: others may pass through, not list
  fs.chmodSync(dataDir, 0o711);
  // a server seeded as the run's template was starts from a copy of it (tests/api/template-db.ts)
  const fits = fitsTemplate(testConfig({ dataDir, ...overrides }), seeded);
  const fresh = pgUrl ? await freshPostgres(pgUrl, fits) : undefined;
  const config = testConfig({ databaseUrl: fresh?.url ?? 'memory://', dataDir, ...overrides });
  const fromDump = !fresh && fits ? templateDump() : undefined;
  let database = await openDatabase(config.databaseUrl, config.dataDir, { fromDump });
  if (fromDump) await restoreSequences(database);
  if (seeded) await seedIfEmpty(database.db, { demo: config.demo, demoPassword: config.demoPassword, adminPassword: config.adminPassword });
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

  const send: Transport<CallOptions> = (req, o) => call(req.method, req.path, { token: o?.token, body: req.body, query: queryText(req.query) });
  const api: Api = contractClient<{ status: number }>(send);
  const unchecked: TestServer['unchecked'] = <N extends CallName>(name: N, input?: AnyCallInput, options?: CallOptions) =>
    send(requestOf(ROUTES[name], input), options) as Promise<Envelope<AnswerOf<AllCalls[N]>> & { status: number }>;

  const login = async (username: string, password = DEMO_PASSWORD) => {
    const res = await api.login({ body: { username, password } });
    if (!res.success || !res.token) throw new Error(`login ${username} failed: ${res.message}`);
    return res.token;
  };

  const postFile = async (p: string, query: Record<string, string | string[]> | undefined, file: UploadFile, token?: string) => {
    const { body, contentType } = multipart(file);
    const res = await app.inject({
      method: 'POST',
      url: `/htdz${p}`,
      query,
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });
    return { status: res.statusCode, ...res.json() };
  };
  const upload: TestServer['upload'] = (p, file, o = {}) => postFile(p, undefined, file, o.token);
  const uploadTo: TestServer['uploadTo'] = (name, input, file, o = {}) => {
    const req = requestOf(ROUTES[name], input as AnyCallInput);
    return postFile(req.path, queryText(req.query), file, o.token);
  };

  const rawRequest = (
    method: InjectOptions['method'],
    p: string,
    query: Record<string, string | string[]> | undefined,
    o: { token?: string; headers?: Record<string, string> },
  ) => app.inject({ method, url: `/htdz${p}`, query, headers: { ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers } });
  const raw: TestServer['raw'] = (method, p, o = {}) => rawRequest(method, p, undefined, o);
  const response: TestServer['response'] = (name, input, o = {}) => {
    const req = requestOf(ROUTES[name], input as AnyCallInput);
    return rawRequest(req.method, req.path, queryText(req.query), o);
  };

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
    api,
    unchecked,
    call,
    login,
    upload,
    uploadTo,
    raw,
    response,
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
