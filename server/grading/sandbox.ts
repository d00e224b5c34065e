// One PGlite instance that runs untrusted SQL against scenes, always from the scene's pristine state.
//
// Each scene's init script runs once, into its own schema (named after the script's hash). A run renames
// that schema to `public` inside a transaction, restores the scene's sequence values (rollback does not),
// switches to the scene's own unprivileged role (so information_schema shows this scene and nothing of the
// others), runs the statements one by one and rolls everything back: rows, functions, triggers and the
// catalogue return exactly as they were.
import { PGlite } from '@electric-sql/pglite';
import type { SqlColumn, SqlError, SqlResultSet, SqlRunResult } from '../../contract/grading';
import type { SceneTable } from '../../contract/scene';
import { refusalOf } from './guard';
import { isCursorable, lineAt, splitSql, type Statement } from './sql-script';

export type SceneSpec = { key: string; initSql: string };
export type RunLimits = { maxRows: number; maxOutputBytes: number; maxStatements: number };
export type RunRequest = { scene: SceneSpec; sql: string; verifySql?: string | null; limits: RunLimits };
export type InstallAnswer = { tables: SceneTable[]; error?: SqlError };

/** Thrown when the instance itself failed (not the student's SQL): the worker must be replaced. */
export class SandboxBroken extends Error {}

type Installed = { schema: string; role: string; restoreSql: string; tables: SceneTable[] };
type PgError = Error & { position?: string; code?: string; detail?: string; hint?: string; severity?: string };

const MAX_SCENES = 48;
/** settings of the engine's session, put back after an init script's own SETs are reset */
const SESSION_SETTINGS = "SET max_stack_depth = '200kB';";
const INIT_MAX_STATEMENTS = 5000;
const SAMPLE_ROWS = 5;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const isDatabaseError = (e: unknown): e is PgError =>
  e instanceof Error && typeof (e as PgError).severity === 'string' && (e as PgError).severity === 'ERROR';

export class Sandbox {
  private readonly scenes = new Map<string, Installed>();
  /** every type's output as PostgreSQL prints it: no JavaScript conversion of numbers, dates or arrays */
  private rawParsers: Record<number, (v: string) => string> = {};
  private typeNames = new Map<number, string>();
  private cursors = 0;

  private constructor(private readonly pg: PGlite) {}

  static async create(): Promise<Sandbox> {
    const pg = await PGlite.create();
    // PGlite's WebAssembly stack is far smaller than PostgreSQL assumes: with the default 2MB, deep recursion
    // overflows it and corrupts the instance; at 200kB PostgreSQL stops it with "stack depth limit exceeded".
    // Only a superuser may change it, so the scene roles cannot raise it again.
    await pg.exec(`
      ${SESSION_SETTINGS}
      REVOKE EXECUTE ON FUNCTION set_config(text, text, boolean) FROM PUBLIC;
      REVOKE CREATE ON DATABASE postgres FROM PUBLIC;
    `);
    const sandbox = new Sandbox(pg);
    await sandbox.loadTypes();
    return sandbox;
  }

  private async loadTypes() {
    const { rows } = await this.pg.query<{ oid: number; name: string }>('SELECT oid::int AS oid, format_type(oid, NULL) AS name FROM pg_type');
    for (const { oid, name } of rows) {
      this.typeNames.set(oid, name);
      this.rawParsers[oid] = (v) => v;
    }
  }

  async close() {
    await this.pg.close();
  }

  /** Installs (or finds) a scene and describes its tables; a bad init script answers its error. */
  async install(scene: SceneSpec): Promise<InstallAnswer> {
    const found = await this.ensure(scene);
    return 'error' in found ? { tables: [], error: found.error } : { tables: found.tables };
  }

  /** `onStart` is told when the student's statements begin (the time limit starts there). */
  async run(req: RunRequest, onStart?: () => void): Promise<SqlRunResult> {
    let started = performance.now();
    const done = (results: SqlResultSet[], error?: SqlError): SqlRunResult => ({
      results,
      ...(error ? { error } : {}),
      elapsedMs: Math.round((performance.now() - started) * 10) / 10,
    });

    const statements = splitSql(req.sql).filter((s) => s.words.length > 0 || s.text.startsWith('('));
    const verify = req.verifySql ? splitSql(req.verifySql).filter((s) => s.words.length > 0) : [];
    if (statements.length === 0) return done([], scriptError(req.sql, '没有可执行的 SQL 语句', 0));
    if (statements.length > req.limits.maxStatements) {
      return done([], scriptError(req.sql, `一次最多执行 ${req.limits.maxStatements} 条语句，这里有 ${statements.length} 条`, statements[req.limits.maxStatements].start));
    }
    const refused = refusalOf(statements) ?? refusalOf(verify);
    if (refused) {
      const inVerify = verify.includes(refused.statement);
      return done([], scriptError(inVerify ? req.verifySql! : req.sql, inVerify ? `验证 SQL：${refused.reason}` : refused.reason, refused.statement.start));
    }

    const scene = await this.ensure(req.scene);
    if ('error' in scene) return done([], { ...scene.error, message: `场景初始化失败：${scene.error.message}` });

    await this.exec(
      `BEGIN;
       ALTER SCHEMA public RENAME TO htdz_idle;
       ALTER SCHEMA ${quoteIdent(scene.schema)} RENAME TO public;
       SET LOCAL search_path = public;
       ${scene.restoreSql}
       SET LOCAL ROLE ${quoteIdent(scene.role)};`,
    );
    started = performance.now();
    onStart?.();
    const results: SqlResultSet[] = [];
    const budget = { bytes: req.limits.maxOutputBytes };
    try {
      for (const [script, list, phase] of [
        [req.sql, statements, 'answer'],
        [req.verifySql ?? '', verify, 'verify'],
      ] as const) {
        for (const s of list) {
          const outcome = await this.statement(script, s, req.limits.maxRows, budget);
          if ('error' in outcome) {
            const error = phase === 'verify' ? { ...outcome.error, message: `验证 SQL 出错：${outcome.error.message}` } : outcome.error;
            return done(results, error);
          }
          results.push(req.verifySql ? { ...outcome.result, phase } : outcome.result);
        }
      }
      return done(results);
    } finally {
      // The probe after the rollback finds an instance the run has damaged, so it is replaced now.
      await this.exec('ROLLBACK; SELECT 1;');
    }
  }

  /** Runs one statement; an error of PostgreSQL comes back as data, anything else breaks the sandbox. */
  private async statement(
    script: string,
    s: Statement,
    maxRows: number,
    budget: { bytes: number },
  ): Promise<{ result: SqlResultSet } | { error: SqlError }> {
    const cursor = isCursorable(s);
    // Cursors end with the transaction: each gets its own name instead of a CLOSE round trip.
    const cursorName = `htdz_cursor_${++this.cursors}`;
    let sent = s.text;
    try {
      let res;
      if (cursor) {
        sent = `DECLARE ${cursorName} NO SCROLL CURSOR FOR ${s.text}`;
        await this.pg.query(sent);
        res = await this.pg.query<unknown[]>(`FETCH FORWARD ${maxRows + 1} FROM ${cursorName}`, [], { rowMode: 'array', parsers: this.rawParsers });
      } else {
        res = await this.pg.query<unknown[]>(s.text, [], { rowMode: 'array', parsers: this.rawParsers });
      }
      const rows = res.rows.slice(0, maxRows).map((r) => r.map((v) => (v === null || v === undefined ? null : String(v))));
      for (const row of rows) for (const v of row) budget.bytes -= v === null ? 4 : Buffer.byteLength(v) + 4;
      if (budget.bytes < 0) {
        return { error: scriptError(script, '输出过大：结果超过 2 MB，请只查询需要的列和行（例如加上 WHERE 或 LIMIT）', s.start) };
      }
      const columns: SqlColumn[] = await Promise.all(res.fields.map(async (f) => ({ name: f.name, type: await this.typeName(f.dataTypeID) })));
      const truncated = res.rows.length > maxRows;
      return {
        result: {
          command: commandOf(s, cursor ? 'SELECT' : res.command ?? ''),
          columns,
          rows,
          rowCount: columns.length > 0 ? rows.length : res.affectedRows ?? 0,
          truncated,
        },
      };
    } catch (e) {
      if (!isDatabaseError(e)) throw new SandboxBroken(e instanceof Error ? e.message : String(e));
      const offsetInSent = e.position ? Number(e.position) - 1 : null;
      const offsetInText = offsetInSent === null ? null : Math.max(0, offsetInSent - (sent.length - s.text.length));
      return { error: errorAt(script, e, offsetInText === null ? null : s.start + offsetInText, s.start) };
    }
  }

  private async typeName(oid: number): Promise<string> {
    const known = this.typeNames.get(oid);
    if (known) return known;
    // a type the script created a moment ago
    const { rows } = await this.pg.query<{ name: string }>('SELECT format_type($1, NULL) AS name', [oid]);
    return rows[0]?.name ?? String(oid);
  }

  private async ensure(scene: SceneSpec): Promise<Installed | { error: SqlError }> {
    const hit = this.scenes.get(scene.key);
    if (hit) {
      this.scenes.delete(scene.key);
      this.scenes.set(scene.key, hit);
      return hit;
    }
    const statements = splitSql(scene.initSql).filter((s) => s.words.length > 0);
    if (statements.length > INIT_MAX_STATEMENTS) {
      return { error: scriptError(scene.initSql, `初始化脚本最多 ${INIT_MAX_STATEMENTS} 条语句`, statements[INIT_MAX_STATEMENTS].start) };
    }
    const refused = refusalOf(statements);
    if (refused) return { error: scriptError(scene.initSql, refused.reason, refused.statement.start) };
    const temp = statements.find((s) => s.words[0] === 'create' && (s.words.includes('temp') || s.words.includes('temporary')));
    if (temp) return { error: scriptError(scene.initSql, '初始化脚本不能创建临时表', temp.start) };

    const schema = `s_${scene.key}`;
    const role = `r_${scene.key}`;
    await this.exec(
      `BEGIN;
       CREATE ROLE ${quoteIdent(role)} NOLOGIN;
       ALTER SCHEMA public RENAME TO htdz_idle;
       CREATE SCHEMA public AUTHORIZATION ${quoteIdent(role)};
       SET LOCAL search_path = public;
       SET LOCAL ROLE ${quoteIdent(role)};`,
    );
    let committed = false;
    try {
      for (const s of statements) {
        try {
          await this.pg.query(s.text);
        } catch (e) {
          if (!isDatabaseError(e)) throw new SandboxBroken(e instanceof Error ? e.message : String(e));
          return { error: errorAt(scene.initSql, e, e.position ? s.start + Number(e.position) - 1 : null, s.start) };
        }
      }
      await this.exec('RESET ROLE');
      const tables = await this.describeTables();
      const restoreSql = await this.sequenceRestore();
      await this.exec(`ALTER SCHEMA public RENAME TO ${quoteIdent(schema)}; ALTER SCHEMA htdz_idle RENAME TO public; COMMIT; RESET ALL; ${SESSION_SETTINGS}`);
      committed = true;
      const installed = { schema, role, restoreSql, tables };
      this.scenes.set(scene.key, installed);
      await this.evict();
      return installed;
    } finally {
      if (!committed) await this.exec(`ROLLBACK; RESET ALL; ${SESSION_SETTINGS}`);
    }
  }

  private async describeTables(): Promise<SceneTable[]> {
    const { rows } = await this.pg.query<{ oid: number; table: string; column: string | null; type: string | null }>(
      `SELECT c.oid::int AS oid, c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
        ORDER BY c.oid, a.attnum`,
    );
    const tables = new Map<string, SceneTable>();
    for (const r of rows) {
      const t = tables.get(r.table) ?? { name: r.table, columns: [], rowCount: 0, sampleRows: [] };
      if (r.column) t.columns.push({ name: r.column, type: r.type ?? '' });
      tables.set(r.table, t);
    }
    for (const t of tables.values()) {
      const name = `public.${quoteIdent(t.name)}`;
      const [{ rows: count }, { rows: sample }] = [
        await this.pg.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`),
        await this.pg.query<unknown[]>(`SELECT * FROM ${name} LIMIT ${SAMPLE_ROWS}`, [], { rowMode: 'array', parsers: this.rawParsers }),
      ];
      t.rowCount = count[0].n;
      t.sampleRows = sample.map((row) => row.map((v) => (v === null ? null : String(v))));
    }
    return [...tables.values()];
  }

  /** One statement that puts every sequence of the scene back to its value after the init script. */
  private async sequenceRestore(): Promise<string> {
    const { rows } = await this.pg.query<{ oid: number; name: string }>(
      `SELECT c.oid::int AS oid, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'S'`,
    );
    const calls: string[] = [];
    for (const { oid, name } of rows) {
      const { rows: state } = await this.pg.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM public.${quoteIdent(name)}`,
      );
      calls.push(`setval(${oid}::regclass, ${state[0].last_value}, ${state[0].is_called})`);
    }
    return calls.length ? `SELECT ${calls.join(', ')};` : '';
  }

  private async evict() {
    while (this.scenes.size > MAX_SCENES) {
      const [key, oldest] = this.scenes.entries().next().value as [string, Installed];
      this.scenes.delete(key);
      await this.exec(`DROP SCHEMA ${quoteIdent(oldest.schema)} CASCADE; DROP ROLE ${quoteIdent(oldest.role)}`);
    }
  }

  /** The engine's own statements: if one of them fails, the instance is no longer trustworthy. */
  private async exec(sql: string) {
    try {
      await this.pg.exec(sql);
    } catch (e) {
      throw new SandboxBroken(`${e instanceof Error ? e.message : String(e)} (in: ${sql.slice(0, 80)})`);
    }
  }
}

/** The command tag a person expects: SELECT, INSERT, CREATE TABLE, DROP VIEW ... */
function commandOf(s: Statement, tag: string): string {
  const [first, ...rest] = s.words;
  if (first !== 'create' && first !== 'alter' && first !== 'drop') return (tag || first || '').toUpperCase();
  const skip = new Set(['or', 'replace', 'unique', 'temp', 'temporary', 'materialized', 'constraint', 'if', 'not', 'exists', 'recursive']);
  const object = rest.find((w) => !skip.has(w)) ?? '';
  const materialized = rest.includes('materialized') ? 'MATERIALIZED ' : '';
  return `${first} ${materialized}${object}`.toUpperCase();
}

function scriptError(script: string, message: string, offset: number): SqlError {
  return { message, line: lineAt(script, offset), position: offset + 1, code: null, detail: null, hint: null };
}

function errorAt(script: string, e: PgError, offset: number | null, statementStart: number): SqlError {
  return {
    message: e.message,
    line: lineAt(script, offset ?? statementStart),
    position: offset === null ? null : offset + 1,
    code: e.code ?? null,
    detail: e.detail ?? null,
    hint: e.hint ?? null,
  };
}
