// Where untrusted SQL runs (docs/decisions.md, "The SQL sandbox"). Every scene — and every hidden-data variant, which
// is a scene of its own — is a database of the grading server, built once from its script by an author role and then
// frozen (no connections). A run takes a copy of it that no other run is using, connects to that copy only, as its
// slot's role, and ends pristine: the transaction rolled back, the scene's sequences put back, DISCARD ALL. A
// connection that may be unclean is closed, never reused; a copy whose transaction ended early is dropped.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { SqlError, SqlResultSet, SqlRunResult } from '@contract/grading';
import { SCENE_SAMPLE_ROWS, type SceneTable } from '@contract/scene';
import { type GradingServer, quote, roleName, SCENE_OWNER } from './cluster';
import { type GuardMode, type Refusal, refusalIn } from './guard';
import { isDatabaseError, loadBuiltinTypeNames, type RunBounds, ScriptRunner, scriptError } from './run-script';
import { splitSql, type Statement } from './sql-script';

export type SceneSpec = { key: string; initSql: string };
export type InstallAnswer = { tables: SceneTable[]; error?: SqlError };
export type RunKind = 'run' | 'ref';
export type RunRequest = {
  scene: SceneSpec;
  sql: string;
  verifySql?: string | null;
  bounds: RunBounds;
  maxStatements: number;
  /** query questions: the answer may not change anything */
  readOnly: boolean;
  timeMs: number;
  /** the kinds of the scene's relations after the answer, for verification (a view in place of a table) */
  relations?: boolean;
};
/** A run's answer; relations: name → kind ('r' table, 'v' view, …, 't:' prefix for a temporary one). */
export type RunOutput = SqlRunResult & { relations?: Record<string, string>; timedOut?: boolean };

/** The engine's own failure: the run is retried, never charged to the student. */
export class InfrastructureError extends Error {}

/**
 * What the scene's database holds, kept beside it on the grading server. version: how it was described
 * (DESCRIPTION_VERSION); one of an older version (or none: before keys were described) is described again.
 */
type Description = { tables: SceneTable[]; restoreSql: string; version?: number };
/** 2: columns' NOT NULL, primary and foreign keys */
const DESCRIPTION_VERSION = 2;
/**
 * dirty: its sequences may have moved; statistics: its tables' statistics as built (null: not read yet); bytes: its
 * size as built (null: not read yet); retire: it is dropped after the run that holds it.
 */
type Copy = {
  name: string;
  key: string;
  busy: boolean;
  dirty: boolean;
  usedAt: number;
  statistics: string | null;
  bytes: number | null;
  retire?: boolean;
};

/**
 * How much a copy may grow over its runs before it is dropped: a write rolled back leaves its rows' space in the
 * tables until a vacuum, and a run that inserted millions of rows would leave the next runs a copy hundreds of
 * megabytes large (slower, and not the scene's plans).
 */
const COPY_GROWTH_LIMIT = 16 * 1024 * 1024;

const INIT_MAX_STATEMENTS = 5000;
/** an init script's limit: teachers' scripts may generate much data */
export const BUILD_TIME_MS = 30_000;
/** How an error of the verification script (after the answer ran) starts: the engine tells it from the answer's own. */
export const VERIFY_FAILED = '验证 SQL 出错：';
/** copies of scene databases this process keeps; the least recently used idle one goes first */
const MAX_COPIES = 96;
/** built scene databases kept on a grading server (each ~8 MB); the least recently used go first */
export const MAX_SCENES = 300;
/** a build older than this was left by a process that died during it */
const STALE_BUILD_MS = 10 * 60_000;
const CONNECTIONS_PER_SLOT = 4;
/** what ROLLBACK, the sequences and DISCARD ALL may take before the connection is given up */
const CLEANUP_MS = 3000;
/**
 * SQLSTATEs of the engine's trouble rather than the script's: connection, disk full, out of (shared) memory, too many
 * connections, operator intervention, system and internal errors. temp_file_limit (53400) is the script's own.
 */
const INFRASTRUCTURE = /^(08|5310|5320|5330|57P|58|XX)/;

const masterName = (key: string) => `s_${key}`;

export class Sandbox {
  private readonly built = new Map<string, Promise<Description | { error: SqlError }>>();
  private readonly copies = new Map<string, Copy[]>();
  private readonly connections = new Map<number, Map<string, pg.Client>>();
  private copyCount = 0;

  constructor(
    private readonly server: GradingServer,
    private readonly set: number,
    private readonly maxScenes = MAX_SCENES,
    /** the second line (guard.ts); the tests of the first line run without it */
    private readonly guard: (script: string, mode: GuardMode) => Refusal | null = refusalIn,
  ) {}

  /** Builds (or finds) a scene's database and describes its tables; a bad init script answers its error. */
  async install(scene: SceneSpec, slot: number): Promise<InstallAnswer> {
    const found = await this.ensure(scene, slot);
    return 'error' in found ? { tables: [], error: found.error } : { tables: found.tables };
  }

  private ensure(scene: SceneSpec, slot: number): Promise<Description | { error: SqlError }> {
    let pending = this.built.get(scene.key);
    if (!pending) {
      pending = this.build(scene, slot);
      this.built.set(scene.key, pending);
      // a failure of the engine is not remembered: the next run tries again
      pending.catch(() => this.built.delete(scene.key));
      if (this.built.size > 2000) this.built.delete(this.built.keys().next().value as string);
    }
    return pending;
  }

  private async build(scene: SceneSpec, slot: number): Promise<Description | { error: SqlError }> {
    const known = await this.server.admin.query<{ description: Description }>(
      `UPDATE htdz_grading.scenes SET used_at = now() WHERE key = $1 AND EXISTS (SELECT FROM pg_database WHERE datname = $2) RETURNING description`,
      [scene.key, masterName(scene.key)],
    );
    // one of an older version is made again: the script is built once more to describe it (freeze then keeps the
    // scene's database as it is and completes its description)
    const previous = known.rows[0]?.description ?? null;
    if (previous && previous.version === DESCRIPTION_VERSION) return previous;

    const statements = splitSql(scene.initSql).filter((s) => s.words.length > 0);
    if (statements.length > INIT_MAX_STATEMENTS) {
      return { error: scriptError(scene.initSql, `初始化脚本最多 ${INIT_MAX_STATEMENTS} 条语句`, statements[INIT_MAX_STATEMENTS].start) };
    }
    const refused = this.guard(scene.initSql, 'author');
    if (refused) return { error: scriptError(scene.initSql, refused.reason, refused.offset) };

    const building = `b_${scene.key}_${Math.floor(Date.now() / 1000)}_${crypto.randomBytes(4).toString('hex')}`;
    await this.server.createDatabase(building);
    let client: pg.Client | null = null;
    try {
      client = await this.server.connect(roleName(this.set, slot, 'author'), building);
      await loadBuiltinTypeNames(client);
      const outcome = await this.withTimeout(client, BUILD_TIME_MS, async (c) => {
        await c.query(`BEGIN; SET LOCAL ROLE ${SCENE_OWNER}; SET LOCAL search_path = public`);
        const runner = new ScriptRunner(c);
        for (const s of statements) {
          const r = await runner.statement(scene.initSql, s, { maxRows: 0, maxOutputBytes: Infinity, fullRows: false }, { bytes: Infinity });
          if ('error' in r) return { error: r.error };
        }
        await c.query(`SET LOCAL ROLE ${SCENE_OWNER}; SET LOCAL search_path = pg_catalog, public`);
        const description = { tables: await describeTables(c), restoreSql: await sequenceRestore(c), version: DESCRIPTION_VERSION };
        await c.query('COMMIT');
        return description;
      });
      if ('timedOut' in outcome) {
        return {
          error: { message: `初始化脚本执行超时（超过 ${BUILD_TIME_MS / 1000} 秒）`, line: null, position: null, code: null, detail: null, hint: null },
        };
      }
      if ('error' in outcome) return outcome;
      await client.end();
      client = null;
      return await this.freeze(scene.key, building, outcome, previous);
    } catch (e) {
      if (isDatabaseError(e) && !INFRASTRUCTURE.test(e.code ?? '')) {
        return { error: { message: e.message, line: null, position: null, code: e.code ?? null, detail: null, hint: null } };
      }
      throw new InfrastructureError(`building scene ${scene.key}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      if (client) await client.end().catch(() => undefined);
      await this.server.dropDatabase(building).catch(() => undefined);
      // the script committed: what a role may change of itself (settings, password) is put back
      await this.server.reassert(roleName(this.set, slot, 'author'), 'author').catch(() => undefined);
      await this.server.reassert(SCENE_OWNER, 'scene').catch(() => undefined);
    }
  }

  /**
   * The built database becomes the scene's, closed to connections, with its description kept beside it; answers that
   * description. `previous`: the description kept of the scene's database from an older version of the engine; when
   * that database is still there it stays (its copies are in use, its sequences are its own), and its description
   * takes the keys and NOT NULL of this build (describedAgain).
   */
  private async freeze(key: string, building: string, description: Description, previous: Description | null): Promise<Description> {
    const admin = this.server.admin;
    await admin.query(`ALTER DATABASE ${quote(building)} WITH ALLOW_CONNECTIONS false`);
    let kept = description;
    try {
      await admin.query(`ALTER DATABASE ${quote(building)} RENAME TO ${quote(masterName(key))}`);
    } catch (e) {
      // another process built the same scene a moment ago: theirs is the same script's
      if (!(isDatabaseError(e) && e.code === '42P04')) throw e;
      if (previous) kept = describedAgain(previous, description);
    }
    await admin.query(
      `INSERT INTO htdz_grading.scenes (key, description) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET description = EXCLUDED.description, used_at = now()`,
      [key, JSON.stringify(kept)],
    );
    await this.evictScenes();
    return kept;
  }

  /**
   * Every edited script is a new scene database: beyond MAX_SCENES the least recently used are dropped (a copy made
   * from one lives on by itself; a later run of a dropped scene builds it again).
   */
  private async evictScenes() {
    const { rows } = await this.server.admin.query<{ key: string }>(
      `DELETE FROM htdz_grading.scenes WHERE key IN (SELECT key FROM htdz_grading.scenes ORDER BY used_at DESC OFFSET $1) RETURNING key`,
      [this.maxScenes],
    );
    for (const { key } of rows) {
      this.built.delete(key);
      await this.server.dropDatabase(masterName(key)).catch(() => undefined);
    }
  }

  /** Runs a script (and its verification script) on a pristine copy of the scene. */
  async run(slot: number, kind: RunKind, req: RunRequest): Promise<RunOutput> {
    let started = performance.now();
    const done = (results: SqlResultSet[], error?: SqlError, extra: Partial<RunOutput> = {}): RunOutput => ({
      results,
      ...(error ? { error } : {}),
      elapsedMs: Math.round((performance.now() - started) * 10) / 10,
      ...extra,
    });
    const statements = splitSql(req.sql).filter((s) => s.words.length > 0 || s.text.startsWith('('));
    const verify = req.verifySql ? splitSql(req.verifySql).filter((s) => s.words.length > 0) : [];
    if (statements.length === 0) return done([], scriptError(req.sql, '没有可执行的 SQL 语句', 0));
    if (statements.length > req.maxStatements) {
      return done([], scriptError(req.sql, `一次最多执行 ${req.maxStatements} 条语句，这里有 ${statements.length} 条`, statements[req.maxStatements].start));
    }
    const refused = this.guard(req.sql, 'answer');
    if (refused) return done([], scriptError(req.sql, refused.reason, refused.offset));
    const refusedVerify = req.verifySql ? this.guard(req.verifySql, 'answer') : null;
    if (refusedVerify) return done([], scriptError(req.verifySql!, `验证 SQL：${refusedVerify.reason}`, refusedVerify.offset));

    const scene = await this.ensure(req.scene, slot);
    if ('error' in scene) return done([], { ...scene.error, message: `场景初始化失败：${scene.error.message}` });

    const copy = await this.lease(req.scene.key);
    let client: pg.Client | null = null;
    let clean = false;
    try {
      client = await this.connection(slot, kind, copy.name);
      if (copy.dirty) await this.restore(client, scene.restoreSql);
      if (copy.statistics === null) copy.statistics = await statisticsOf(client);
      if (copy.bytes === null && !req.readOnly) copy.bytes = await bytesOf(client);
      copy.dirty = !req.readOnly && scene.restoreSql !== '';
      const status = transactionStatus(client);
      const begun = await client.query<{ t: string }>(
        `BEGIN${req.readOnly ? ' READ ONLY' : ''}; SET LOCAL ROLE ${SCENE_OWNER}; SET LOCAL search_path = public; SELECT ${TRANSACTION_START} AS t`,
      );
      const startedAt = lastRows(begun)[0]?.t;
      /**
       * The run's transaction is the one begun above: not ended, nor ended and chained to another. It also leaves the
       * engine's own path set (ENGINE_PATH) for what the engine reads next.
       */
      const sameTransaction = async (c: pg.Client) =>
        status() === 'E' ||
        (status() === 'T' && lastRows(await c.query<{ t: string }>(`${ENGINE_PATH}; SELECT ${TRANSACTION_START} AS t`))[0]?.t === startedAt);
      started = performance.now();
      const outcome = await this.withTimeout(client, req.timeMs, async (c) => {
        const runner = new ScriptRunner(c);
        const results: SqlResultSet[] = [];
        const budget = { bytes: req.bounds.maxOutputBytes };
        for (const s of statements) {
          const r = await runner.statement(req.sql, s, req.bounds, budget);
          if (runner.endedTransaction || (status() !== 'T' && status() !== 'E')) return { ended: true as const };
          if ('error' in r) return { results, error: r.error };
          results.push(req.verifySql ? { ...r.result, phase: 'answer' } : r.result);
        }
        if (!(await sameTransaction(c))) return { ended: true as const };
        // what the answer left in place, read on the engine's path (public out of it: set by sameTransaction)
        const relations = req.relations ? await relationKinds(c) : undefined;
        // the engine's own settings again: the answer may have changed them with dynamic SQL. pg_catalog, unnamed, is
        // searched first (no function of the answer's shadows a built-in), pg_temp last (no temporary table shadows
        // the scene's), and what the verification creates goes to public.
        await c.query(`SET LOCAL ROLE ${SCENE_OWNER}; SET LOCAL search_path = public, pg_temp`);
        for (const s of verify) {
          const r = await runner.statement(req.verifySql!, s, req.bounds, budget);
          if (runner.endedTransaction) return { ended: true as const };
          if ('error' in r) return { results, error: { ...r.error, message: `${VERIFY_FAILED}${r.error.message}` }, relations };
          results.push({ ...r.result, phase: 'verify' });
        }
        if (!(await sameTransaction(c))) return { ended: true as const };
        return { results, relations };
      });
      if ('timedOut' in outcome) {
        // what a write stopped at the limit had written is rolled back, its space is not: a fresh copy next time
        if (!req.readOnly) copy.retire = true;
        return done([], undefined, { timedOut: true });
      }
      if ('ended' in outcome) {
        // the transaction ended inside the run and may have committed: this copy is no longer the scene, and what a
        // role may change of itself (settings, password) is put back before the slot's next run
        await this.forget(slot, kind, copy.name, client);
        client = null;
        await this.discard(copy);
        await this.server.reassert(roleName(this.set, slot, kind), kind);
        return done([], scriptError(req.sql, '不能结束事务：每次运行都在独立的事务中进行', 0));
      }
      if (outcome.error && INFRASTRUCTURE.test(outcome.error.code ?? '')) throw new InfrastructureError(outcome.error.message);
      // a cleanup that fails (the driver may hand a statement's late error to the next query) costs the connection,
      // never the run's answer
      const cleaned = await this.withTimeout(client, CLEANUP_MS, async (c) => {
        await c.query('ROLLBACK');
        if (copy.dirty) await this.restore(c, scene.restoreSql);
        copy.dirty = false;
        await c.query('DISCARD ALL');
        // statistics are written in place (an index built, rows counted): a run that changed them leaves its copy
        return { statistics: req.readOnly ? copy.statistics : await statisticsOf(c), bytes: req.readOnly ? null : await bytesOf(c) };
      }).catch((e: unknown) => {
        if (isDatabaseError(e) && !INFRASTRUCTURE.test(e.code ?? '')) return { timedOut: true as const };
        throw e;
      });
      if ('timedOut' in cleaned) {
        copy.dirty = true;
      } else {
        clean = status() === 'I';
        if (cleaned.statistics !== copy.statistics) copy.retire = true;
        if (cleaned.bytes !== null && copy.bytes !== null && cleaned.bytes > copy.bytes + COPY_GROWTH_LIMIT) copy.retire = true;
      }
      return done(outcome.results, outcome.error, outcome.relations ? { relations: outcome.relations } : {});
    } catch (e) {
      // a copy the engine failed on may be broken: the retry gets another
      if (client) await this.forget(slot, kind, copy.name, client);
      client = null;
      await this.discard(copy);
      if (e instanceof InfrastructureError) throw e;
      throw new InfrastructureError(`run on ${copy.name}: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      if (client && !clean) {
        copy.dirty = copy.dirty || !req.readOnly;
        await this.forget(slot, kind, copy.name, client);
      }
      copy.busy = false;
      if (copy.retire) await this.discard(copy);
    }
  }

  private async restore(client: pg.Client, restoreSql: string) {
    if (!restoreSql) return;
    await client.query(`SET ROLE ${SCENE_OWNER}; ${restoreSql} RESET ROLE`);
  }

  /**
   * Runs `work` with a time limit: when it passes, the statement is cancelled (PostgreSQL stops it and the
   * transaction fails), and a backend that does not answer the cancel within a second is terminated.
   */
  private async withTimeout<T extends object>(client: pg.Client, timeMs: number, work: (c: pg.Client) => Promise<T>): Promise<T | { timedOut: true }> {
    let fired = false;
    let killer: NodeJS.Timeout | undefined;
    const pid = backendPid(client);
    const timer = setTimeout(() => {
      fired = true;
      void this.server.cancel(pid).catch(() => undefined);
      killer = setTimeout(() => void this.server.terminate(pid), 1500);
    }, timeMs);
    try {
      const result = await work(client);
      return fired ? { timedOut: true } : result;
    } catch (e) {
      // the transaction is aborted; the caller closes the connection (its backend may still be unwinding)
      if (fired || (isDatabaseError(e) && e.code === '57014')) return { timedOut: true };
      throw e;
    } finally {
      clearTimeout(timer);
      clearTimeout(killer);
    }
  }

  private async lease(key: string): Promise<Copy> {
    const list = this.copies.get(key) ?? [];
    this.copies.set(key, list);
    const free = list.find((c) => !c.busy);
    if (free) {
      free.busy = true;
      free.usedAt = Date.now();
      return free;
    }
    await this.evict();
    const copy: Copy = {
      name: `c_${key}_${this.set}_${crypto.randomBytes(3).toString('hex')}`,
      key,
      busy: true,
      dirty: false,
      usedAt: Date.now(),
      statistics: null,
      bytes: null,
    };
    list.push(copy);
    this.copyCount++;
    try {
      await this.server.createDatabase(copy.name, masterName(key));
    } catch (e) {
      list.splice(list.indexOf(copy), 1);
      this.copyCount--;
      // the scene's database may be gone: the next attempt builds it again
      this.built.delete(key);
      throw new InfrastructureError(`copying scene ${key}: ${e instanceof Error ? e.message : String(e)}`);
    }
    return copy;
  }

  private async evict() {
    while (this.copyCount >= MAX_COPIES) {
      const idle = [...this.copies.values()].flat().filter((c) => !c.busy);
      if (idle.length === 0) return;
      const oldest = idle.reduce((a, b) => (a.usedAt <= b.usedAt ? a : b));
      await this.discard(oldest);
    }
  }

  private async discard(copy: Copy) {
    copy.retire = false;
    const list = this.copies.get(copy.key) ?? [];
    const at = list.indexOf(copy);
    if (at < 0) return;
    list.splice(at, 1);
    this.copyCount--;
    for (const [, byDb] of this.connections) {
      const c = byDb.get(copy.name);
      if (c) {
        byDb.delete(copy.name);
        await c.end().catch(() => undefined);
      }
    }
    await this.server.dropDatabase(copy.name).catch(() => undefined);
  }

  /** A slot's connection of the given role to a copy, reused while clean. */
  private async connection(slot: number, kind: RunKind, database: string): Promise<pg.Client> {
    const id = slot * 2 + (kind === 'ref' ? 1 : 0);
    const byDb = this.connections.get(id) ?? new Map<string, pg.Client>();
    this.connections.set(id, byDb);
    const hit = byDb.get(database);
    if (hit) {
      byDb.delete(database);
      byDb.set(database, hit);
      return hit;
    }
    while (byDb.size >= CONNECTIONS_PER_SLOT) {
      const [oldest, c] = byDb.entries().next().value as [string, pg.Client];
      byDb.delete(oldest);
      await c.end().catch(() => undefined);
    }
    const client = await this.server.connect(roleName(this.set, slot, kind), database);
    trackStatus(client);
    await loadBuiltinTypeNames(client);
    byDb.set(database, client);
    return client;
  }

  private async forget(slot: number, kind: RunKind, database: string, client: pg.Client) {
    const id = slot * 2 + (kind === 'ref' ? 1 : 0);
    const byDb = this.connections.get(id);
    if (byDb?.get(database) === client) byDb.delete(database);
    // end() waits for the server; a terminated or stuck backend must not hold the slot
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([client.end().catch(() => undefined), new Promise((r) => (timer = setTimeout(r, 2000)))]);
    clearTimeout(timer);
  }

  /** Copies of an earlier life of this process's set (their state is unknown), and builds a dead process left. */
  async dropStaleCopies() {
    for (const name of await this.server.databasesLike(`c\\_%\\_${this.set}\\_%`)) await this.server.dropDatabase(name).catch(() => undefined);
    for (const name of await this.server.databasesLike('b\\_%')) {
      const startedAt = Number(name.split('_')[2]) * 1000;
      if (Date.now() - startedAt > STALE_BUILD_MS) await this.server.dropDatabase(name).catch(() => undefined);
    }
  }

  async close() {
    for (const byDb of this.connections.values()) for (const c of byDb.values()) await c.end().catch(() => undefined);
    this.connections.clear();
  }
}

/** The transaction status the server reported last ('I' idle, 'T' in a transaction, 'E' failed transaction). */
function trackStatus(client: pg.Client) {
  const state = client as unknown as { htdzStatus?: string; connection: { on: (e: string, f: (m: { status: string }) => void) => void } };
  state.htdzStatus = 'I';
  state.connection.on('readyForQuery', (m) => (state.htdzStatus = m.status));
}

function transactionStatus(client: pg.Client): () => string {
  return () => (client as unknown as { htdzStatus?: string }).htdzStatus ?? '?';
}

/**
 * The tables of the scene's database as the init script left them (never after hidden data: that is a scene of its
 * own, described only to compare its shape): columns with their types and NOT NULL, the primary key, the foreign keys,
 * from the catalog; then how many rows each has and its first ones.
 */
async function describeTables(c: pg.Client): Promise<SceneTable[]> {
  // values come back as PostgreSQL's text (cluster.ts RAW_TYPES): a boolean is 't' or 'f'
  const { rows } = await c.query<{ oid: string; table: string; column: string | null; type: string | null; notNull: string | null }>(
    `SELECT c.oid::int AS oid, c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS "notNull"
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.oid, a.attnum`,
  );
  const tables = new Map<string, SceneTable>();
  for (const r of rows) {
    const t = tables.get(r.table) ?? { name: r.table, columns: [], primaryKey: [], foreignKeys: [], rowCount: 0, sampleRows: [] };
    if (r.column) t.columns.push({ name: r.column, type: r.type ?? '', notNull: r.notNull === 't' });
    tables.set(r.table, t);
  }
  for (const k of await describeKeys(c)) {
    const t = tables.get(k.table);
    if (!t) continue;
    const columns = JSON.parse(k.columns) as string[];
    if (k.kind === 'p') t.primaryKey = columns;
    else if (k.refTable) {
      const refTable = k.refSchema === 'public' ? k.refTable : `${k.refSchema}.${k.refTable}`;
      t.foreignKeys.push({ columns, refTable, refColumns: JSON.parse(k.refColumns) as string[] });
    }
  }
  for (const t of tables.values()) {
    const name = `public.${quote(t.name)}`;
    const count = await c.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`);
    const sample = await c.query<(string | null)[]>({ text: `SELECT * FROM ${name} LIMIT ${SCENE_SAMPLE_ROWS}`, rowMode: 'array' });
    t.rowCount = Number(count.rows[0].n);
    t.sampleRows = sample.rows;
  }
  return [...tables.values()];
}

/**
 * The primary and foreign keys of the public tables, their columns in key order (as JSON text: values come back as
 * text). A foreign key to a partitioned table is one constraint to the reader: the copies PostgreSQL keeps of it for
 * each partition are left out.
 */
async function describeKeys(c: pg.Client) {
  const { rows } = await c.query<{
    table: string;
    kind: 'p' | 'f';
    columns: string;
    refSchema: string | null;
    refTable: string | null;
    refColumns: string;
  }>(
    `SELECT c.relname::text AS table, k.contype::text AS kind,
            array_to_json(ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY AS u(n, i)
                    JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i))::text AS columns,
            rn.nspname::text AS "refSchema", r.relname::text AS "refTable",
            array_to_json(ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY AS u(n, i)
                    JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i))::text AS "refColumns"
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_class r ON r.oid = k.confrelid
       LEFT JOIN pg_namespace rn ON rn.oid = r.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND k.contype IN ('p', 'f')
        AND NOT EXISTS (SELECT FROM pg_constraint parent WHERE parent.oid = k.conparentid AND parent.conrelid = k.conrelid)
      ORDER BY c.oid, k.contype DESC, k.conkey[1], k.conname`,
  );
  return rows;
}

/**
 * An older description of a scene's database completed from a new build of the same script: the keys and NOT NULL
 * of its tables (the script's DDL); the rows, the sample and the sequences' restore stay those of the database itself.
 */
function describedAgain(previous: Description, fresh: Description): Description {
  const freshOf = new Map(fresh.tables.map((t) => [t.name, t]));
  return {
    ...previous,
    version: DESCRIPTION_VERSION,
    tables: previous.tables.map((t) => {
      const f = freshOf.get(t.name);
      const notNull = new Map(f?.columns.map((c) => [c.name, c.notNull]));
      return {
        ...t,
        columns: t.columns.map((c) => ({ ...c, notNull: notNull.get(c.name) ?? false })),
        primaryKey: f?.primaryKey ?? [],
        foreignKeys: f?.foreignKeys ?? [],
      };
    }),
  };
}

/** One statement that puts every sequence of the scene back to its value after the init script. */
async function sequenceRestore(c: pg.Client): Promise<string> {
  const { rows } = await c.query<{ oid: string; name: string }>(
    `SELECT c.oid::int AS oid, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S'`,
  );
  const calls: string[] = [];
  for (const { oid, name } of rows) {
    const { rows: state } = await c.query<{ last_value: string; is_called: string }>(`SELECT last_value::text, is_called FROM public.${quote(name)}`);
    calls.push(`pg_catalog.setval(${Number(oid)}::regclass, ${BigInt(state[0].last_value)}, ${state[0].is_called === 't'})`);
  }
  return calls.length ? `SELECT ${calls.join(', ')};` : '';
}

/** The process id of a connection's backend (node-pg keeps it from the start-up answer). */
const backendPid = (client: pg.Client) => (client as unknown as { processID: number }).processID;

/**
 * The path of the engine's own reads in the answer's transaction (its start, what the answer planted): pg_catalog
 * alone, pg_temp last. An operator or function the answer made in public is then not seen at all: with public on the
 * path, one for exactly the argument types of an expression (`name || name`, `float8 * int4`, which pg_catalog only
 * has for others) is a better match than the built-in, whatever the path's order, and the engine would call it.
 */
const ENGINE_PATH = 'SET LOCAL search_path = pg_catalog, pg_temp';

/** When the transaction began, in microseconds: text no session setting (DateStyle, TimeZone, …) can change. */
const TRANSACTION_START = "(pg_catalog.date_part('epoch', pg_catalog.now()) * 1000000)::bigint::text";

/** The last result of a multi-statement query's answers. */
function lastRows<T extends pg.QueryResultRow>(res: pg.QueryResult<T> | pg.QueryResult<T>[]): T[] {
  return Array.isArray(res) ? (res[res.length - 1]?.rows ?? []) : res.rows;
}

/** The copy's size on disk, in bytes. */
async function bytesOf(c: pg.Client): Promise<number> {
  const { rows } = await c.query<{ b: string }>('SELECT pg_catalog.pg_database_size(pg_catalog.current_database()) AS b');
  return Number(rows[0]?.b ?? 0);
}

/** The planner's statistics of the scene's relations, which PostgreSQL writes in place (a rollback keeps them). */
async function statisticsOf(c: pg.Client): Promise<string> {
  const { rows } = await c.query<{ s: string }>(
    `SELECT coalesce(string_agg(c.oid || ':' || c.reltuples || ':' || c.relpages || ':' || c.relallvisible, ',' ORDER BY c.oid), '') AS s
       FROM pg_catalog.pg_class c WHERE c.relnamespace = 'public'::regnamespace`,
  );
  return rows[0]?.s ?? '';
}

/**
 * What stands between the verification and the scene's data after an answer, by name: each relation's kind (a view or
 * a temporary table standing in for a table shows here, 'temp:' before a temporary one's name), and what could make a
 * verification read something else than the data: row security and policies per table ('rls:'), rules ('rule:'),
 * triggers ('trigger:'), operators ('operator:'), functions named like a built-in ('function:') and casts ('cast:').
 */
async function relationKinds(c: pg.Client): Promise<Record<string, string>> {
  const { rows } = await c.query<{ key: string; value: string }>(
    `SELECT CASE WHEN n.oid = pg_my_temp_schema() THEN 'temp:' ELSE '' END || c.relname AS key, c.relkind::text AS value
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE (n.nspname = 'public' OR n.oid = pg_my_temp_schema()) AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
     UNION ALL
     SELECT 'rls:' || c.relname, c.relrowsecurity || '/' || c.relforcerowsecurity || '/' || (SELECT count(*) FROM pg_policy p WHERE p.polrelid = c.oid)
       FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND (c.relrowsecurity OR c.relforcerowsecurity)
     UNION ALL
     SELECT 'rule:' || c.relname, count(*)::text FROM pg_rewrite r JOIN pg_class c ON c.oid = r.ev_class
      WHERE c.relnamespace = 'public'::regnamespace AND r.rulename <> '_RETURN' GROUP BY c.relname
     UNION ALL
     SELECT 'trigger:' || c.relname, count(*)::text FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE c.relnamespace = 'public'::regnamespace AND NOT t.tgisinternal GROUP BY c.relname
     UNION ALL
     SELECT 'operator:' || o.oprname || '(' || o.oprleft::regtype || ',' || o.oprright::regtype || ')', 'x'
       FROM pg_operator o WHERE o.oprnamespace = 'public'::regnamespace OR o.oprnamespace = pg_my_temp_schema()
     UNION ALL
     SELECT 'function:' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')', 'x'
       FROM pg_proc p WHERE (p.pronamespace = 'public'::regnamespace OR p.pronamespace = pg_my_temp_schema())
        AND EXISTS (SELECT FROM pg_proc b WHERE b.pronamespace = 'pg_catalog'::regnamespace AND b.proname = p.proname)
     UNION ALL
     SELECT 'cast:' || castsource::regtype || '->' || casttarget::regtype, 'x' FROM pg_cast WHERE oid >= 16384`,
  );
  const out: Record<string, string> = {};
  for (const r of rows) out[r.key] = r.value;
  return out;
}

export type { Statement };
