// The only file that knows PGlite from node-postgres: everything else sees one drizzle database.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services take either, so callers can compose them in one transaction. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Tells every server process on this database (PostgreSQL NOTIFY; the embedded database has one process, so
   * nothing to tell) and listens for it: `listen` keeps its own connection, reconnecting when it drops.
   */
  broadcast: (channel: string, message: string) => Promise<void>;
  /** onMessage gets each message, and '' after (re)connecting: what was said meanwhile is unknown */
  listen: (channel: string, onMessage: (message: string) => void) => () => Promise<void>;
  /** how many statements drizzle has sent on this database so far (tests count a call's round trips with it) */
  statements: () => number;
};

/** Counts the statements drizzle sends (its logger sees every one, prepared or not, in a transaction or not). */
function statementCounter() {
  let count = 0;
  return { logger: { logQuery: () => void count++ }, statements: () => count };
}

const MIGRATIONS = path.join(__dirname, 'migrations');

/** The rows of a raw `db.execute(sql…)`: both drivers answer with `{ rows }`, typed differently. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Opens the database and applies the committed migrations.
 * url undefined: embedded PGlite under dataDir/pgdata; 'memory://': PGlite in memory (tests);
 * postgres://…: a real PostgreSQL.
 */
export async function openDatabase(
  url: string | undefined,
  dataDir: string,
  /** fromDump: an in-memory database starts from PGlite's dump of another (tests start from a seeded one) */
  opts: { poolMax?: number; preparedPerConnection?: number; fromDump?: Blob } = {},
): Promise<Database> {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // connections per process (HTDZ_DB_POOL_MAX); several processes each hold their own pool
    // JIT off: it compiles a statement whose estimated cost is high (a recursive CTE's estimates are), 300 ms for reads
    // that then run in under one (docs/decisions.md)
    const pool = new pg.Pool({ connectionString: url, max: opts.poolMax ?? 10, options: '-c jit=off' });
    // An idle connection the server ends (restart, admin termination, a test dropping its database) is an
    // 'error' event on the pool; unhandled it would stop the process. The pool drops that client and opens a
    // fresh one for the next query, so there is nothing else to do.
    pool.on('error', () => undefined);
    const prepared = opts.preparedPerConnection ?? PREPARED_PER_CONNECTION;
    pool.on('connect', (client) => (prepared > 0 ? prepareRepeatedStatements(client, prepared) : sendUnnamed(client)));
    const counter = statementCounter();
    const db = drizzlePg(pool, { schema, logger: counter.logger });
    await migratePg(db, { migrationsFolder: MIGRATIONS });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      statements: counter.statements,
      close: () => pool.end(),
      broadcast: async (channel, message) => {
        await pool.query('select pg_notify($1, $2)', [channel, message]);
      },
      listen: (channel, onMessage) => listenPg(url, channel, onMessage),
    };
  }
  let client: PGlite;
  if (url === 'memory://') {
    client = await PGlite.create(opts.fromDump ? { loadDataDir: opts.fromDump } : {});
  } else {
    const dir = path.join(dataDir, 'pgdata');
    fs.mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dir);
  }
  const counter = statementCounter();
  const db = drizzlePglite(client, { schema, logger: counter.logger });
  await migratePglite(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    broadcast: async () => undefined,
    listen: () => async () => undefined,
    statements: counter.statements,
  };
}

/** How many statements one connection keeps prepared by default (HTDZ_DB_PREPARED); later new ones run unnamed. */
const PREPARED_PER_CONNECTION = 200;

/**
 * Every statement with parameters is sent as a named (prepared) statement, named after its text: a connection parses
 * and plans it once and then only binds and runs it. On a small machine that halves a typical read's time in
 * PostgreSQL (a join of four tables: 420 µs a round trip unnamed, 190 µs prepared; bench/). Statements without
 * parameters stay on the simple protocol, which allows several in one text (migrations, BEGIN/COMMIT). Each
 * connection keeps at most `limit`, so texts that vary (lists of ids) cannot grow it without end; the pool closes
 * idle connections after 10 s, which starts their set afresh.
 */
function prepareRepeatedStatements(client: pg.PoolClient, limit: number) {
  const prepared = new Set<string>();
  rewriteQueries(client, (config, values) => {
    const params = isPlainQuery(config) ? (values ?? config.values) : undefined;
    if (isPlainQuery(config) && Array.isArray(params) && params.length > 0) {
      const name = `h${crypto.createHash('sha1').update(config.text).digest('base64url')}`;
      if (prepared.has(name) || prepared.size < limit) {
        prepared.add(name);
        return { ...config, name };
      }
    }
    return config;
  });
}

/**
 * With prepared statements off (HTDZ_DB_PREPARED=0, a pooler that cannot keep them): the reads drizzle prepares by name
 * (server/db/prepared.ts) are sent unnamed as well.
 */
function sendUnnamed(client: pg.PoolClient) {
  rewriteQueries(client, (config) => {
    if (!isQueryConfig(config) || !config.name) return config;
    const { name: _name, ...unnamed } = config;
    return unnamed;
  });
}

/** Every query of the connection goes out as `rewrite` makes its config (its values and callback unchanged). */
function rewriteQueries(client: pg.PoolClient, rewrite: (config: unknown, values: unknown) => unknown) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, values?: unknown, ...rest: unknown[]) => query(rewrite(config, values), values, ...rest)) as typeof client.query;
}

/** A query given as a config object (not a text, not a Submittable such as a cursor). */
const isQueryConfig = (config: unknown): config is { text?: unknown; values?: unknown; name?: string } =>
  typeof config === 'object' && config !== null && typeof (config as { submit?: unknown }).submit !== 'function';

const isPlainQuery = (config: unknown): config is { text: string; values?: unknown; name?: string } =>
  isQueryConfig(config) && typeof config.text === 'string' && !config.name;

/** LISTEN on a connection of its own; after a drop it reconnects and calls onMessage (what it missed is unknown). */
function listenPg(url: string, channel: string, onMessage: (message: string) => void): () => Promise<void> {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const again = () => {
      c.removeAllListeners();
      c.on('error', () => undefined);
      c.end().catch(() => undefined);
      if (!closed && client === c) retry = setTimeout(connect, 1000);
    };
    c.on('error', again);
    c.on('end', again);
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    c.connect()
      .then(() => c.query(`LISTEN "${channel.replace(/"/g, '')}"`))
      .then(() => onMessage(''), again);
  };
  connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    c?.removeAllListeners();
    c?.on('error', () => undefined);
    await c?.end().catch(() => undefined);
  };
}
