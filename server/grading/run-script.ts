// Runs a script's statements one by one on a connection that is inside the run's transaction, and answers each
// statement's result set (values as PostgreSQL prints them) or PostgreSQL's error at its place in the script.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { SqlColumn, SqlError, SqlResultSet } from '@contract/grading';
import { isCursorable, lineAt, type Statement } from './sql-script';

/** rows: shown per result set; outputBytes: of the rows shown; fullRows: every row is fetched (grading compares all). */
export type RunBounds = { maxRows: number; maxOutputBytes: number; fullRows: boolean };

/** What grading may hold of one result: beyond it the run fails rather than the server's memory. */
export const FULL_RESULT_ROWS = 200_000;
const FULL_RESULT_BYTES = 48 * 1024 * 1024;
const FETCH_BATCH = 5_000;

/** Command tags of the statements that end or split a transaction. */
const TRANSACTION_TAGS = new Set([
  'BEGIN',
  'START TRANSACTION',
  'COMMIT',
  'ROLLBACK',
  'SAVEPOINT',
  'RELEASE',
  'PREPARE TRANSACTION',
  'COMMIT PREPARED',
  'ROLLBACK PREPARED',
]);

type PgError = Error & { position?: string; code?: string; detail?: string; hint?: string; severity?: string };
export const isDatabaseError = (e: unknown): e is PgError =>
  e instanceof Error && typeof (e as PgError).severity === 'string' && typeof (e as PgError).code === 'string';

export type StatementOutcome = { result: SqlResultSet } | { error: SqlError };

/** The grading output of a script: result sets with all rows fetched (when asked), or the first error. */
export class ScriptRunner {
  private cursors = 0;
  /** the engine's cursors: named so that a student's own cursor cannot take the name first */
  private readonly cursorPrefix = `htdz_${crypto.randomBytes(6).toString('hex')}_`;
  private readonly typeNames = new Map<number, string>();
  /** a statement ended the run's transaction (COMMIT, ROLLBACK, … AND CHAIN included), whatever the guard said */
  endedTransaction = false;

  constructor(private readonly client: pg.Client) {}

  async statement(script: string, s: Statement, bounds: RunBounds, budget: { bytes: number }): Promise<StatementOutcome> {
    const cursor = isCursorable(s);
    const name = `${this.cursorPrefix}${++this.cursors}`;
    let sent = s.text;
    try {
      let fields: pg.FieldDef[];
      let rows: (string | null)[][];
      let rowCount: number;
      let command: string;
      if (cursor) {
        sent = `DECLARE ${name} NO SCROLL CURSOR FOR ${s.text}`;
        await this.client.query(oneStatement({ text: sent }));
        const first = await this.fetch(name, bounds.fullRows ? FETCH_BATCH : bounds.maxRows + 1);
        fields = first.fields;
        rows = first.rows;
        if (bounds.fullRows) {
          const all = await this.fetchRest(name, rows, first.rows.length === FETCH_BATCH);
          if ('error' in all) return { error: scriptError(script, all.error, s.start) };
          rowCount = rows.length;
        } else {
          // counting what is not shown costs no transfer
          const moved = rows.length > bounds.maxRows ? await this.client.query(`MOVE FORWARD ALL IN ${name}`) : null;
          rowCount = rows.length + (moved?.rowCount ?? 0);
        }
        command = 'SELECT';
      } else {
        // the extended protocol takes exactly one statement: text the splitter saw as one cannot carry a second
        const res = await this.client.query<(string | null)[]>(oneStatement({ text: s.text, rowMode: 'array' }));
        const last = Array.isArray(res) ? (res[res.length - 1] as pg.QueryResult<(string | null)[]>) : res;
        fields = last.fields ?? [];
        rows = last.rows ?? [];
        rowCount = fields.length > 0 ? rows.length : (last.rowCount ?? 0);
        command = last.command ?? '';
        if (TRANSACTION_TAGS.has(command.toUpperCase())) this.endedTransaction = true;
      }
      const shown = rows.slice(0, bounds.maxRows);
      for (const row of shown) for (const v of row) budget.bytes -= v === null ? 4 : Buffer.byteLength(v) + 4;
      if (budget.bytes < 0) {
        return { error: scriptError(script, '输出过大：结果超过 2 MB，请只查询需要的列和行（例如加上 WHERE 或 LIMIT）', s.start) };
      }
      const columns: SqlColumn[] = [];
      for (const f of fields) columns.push({ name: f.name, type: await this.typeName(f.dataTypeID) });
      return {
        result: {
          command: commandOf(s, command),
          columns,
          rows: bounds.fullRows ? rows : shown,
          rowCount,
          truncated: rowCount > bounds.maxRows,
        },
      };
    } catch (e) {
      if (!isDatabaseError(e)) throw e;
      const offsetInSent = e.position ? Number(e.position) - 1 : null;
      const offsetInText = offsetInSent === null ? null : Math.max(0, offsetInSent - (sent.length - s.text.length));
      return { error: errorAt(script, e, offsetInText === null ? null : s.start + offsetInText, s.start) };
    }
  }

  private async fetch(cursor: string, count: number) {
    return this.client.query<(string | null)[]>({ text: `FETCH FORWARD ${count} FROM ${cursor}`, rowMode: 'array' });
  }

  private async fetchRest(cursor: string, rows: (string | null)[][], more: boolean): Promise<{ ok: true } | { error: string }> {
    let bytes = 0;
    const count = (batch: (string | null)[][]) => {
      for (const row of batch) for (const v of row) bytes += v === null ? 4 : v.length + 4;
    };
    count(rows);
    while (more) {
      if (rows.length > FULL_RESULT_ROWS || bytes > FULL_RESULT_BYTES) {
        return { error: `结果过大：超过 ${FULL_RESULT_ROWS} 行或 ${FULL_RESULT_BYTES / 1024 / 1024} MB，无法评测，请只查询需要的列和行` };
      }
      const batch = await this.fetch(cursor, FETCH_BATCH);
      count(batch.rows);
      for (const row of batch.rows) rows.push(row);
      more = batch.rows.length === FETCH_BATCH;
    }
    return { ok: true };
  }

  private async typeName(oid: number): Promise<string> {
    const known = this.typeNames.get(oid) ?? BUILTIN_TYPE_NAMES.get(oid);
    if (known) return known;
    const { rows } = await this.client.query<{ name: string }>('SELECT pg_catalog.format_type($1, NULL) AS name', [oid]);
    const name = rows[0]?.name ?? String(oid);
    this.typeNames.set(oid, name);
    return name;
  }
}

/**
 * A query sent with the extended protocol, which takes exactly one statement (pg supports `queryMode`; its types do
 * not list it).
 */
function oneStatement<T extends pg.QueryConfig | pg.QueryArrayConfig>(config: T): T {
  return { ...config, queryMode: 'extended' } as T;
}

/** Names of the built-in types (their oids are the same in every database), read once per server. */
export const BUILTIN_TYPE_NAMES = new Map<number, string>();

export async function loadBuiltinTypeNames(client: pg.Client) {
  if (BUILTIN_TYPE_NAMES.size > 0) return;
  const { rows } = await client.query<{ oid: string; name: string }>(
    'SELECT oid::int AS oid, pg_catalog.format_type(oid, NULL) AS name FROM pg_catalog.pg_type WHERE oid < 16384',
  );
  for (const { oid, name } of rows) BUILTIN_TYPE_NAMES.set(Number(oid), name);
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

export function scriptError(script: string, message: string, offset: number): SqlError {
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
