// A rough SQL reader for the scene and grading mocks (not a mock itself: .umirc.ts excludes mock/_*.ts).
// It understands just enough of a scene script (CREATE TABLE, INSERT ... VALUES) and of simple queries to answer
// believable results in `max dev`; the real answers come from PostgreSQL on the server.
import type { SqlError, SqlResultSet, SqlRunResult } from '@contract/grading';
import type { SceneTable } from '@contract/scene';

export type MockTable = { name: string; columns: { name: string; type: string }[]; rows: (string | null)[][] };
type Statement = { text: string; start: number };

const MAX_ROWS = 1000;
const SAMPLE_ROWS = 5;

/** Statements split at semicolons outside quotes, with their offset in the script. */
export function statementsOf(script: string): Statement[] {
  const out: Statement[] = [];
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < script.length; i++) {
    const c = script[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') {
      quote = c;
    } else if (c === '-' && script[i + 1] === '-') {
      const end = script.indexOf('\n', i);
      i = end < 0 ? script.length : end;
    } else if (c === ';') {
      out.push({ text: script.slice(start, i), start });
      start = i + 1;
    }
  }
  out.push({ text: script.slice(start), start });
  return out
    .map((s) => {
      const body = s.text.replace(/--[^\n]*/g, (m) => ' '.repeat(m.length));
      const lead = body.length - body.trimStart().length;
      return { text: body.trim(), start: s.start + lead };
    })
    .filter((s) => s.text.length > 0);
}

/** 1-based line of an offset. */
export const lineAt = (script: string, offset: number) => script.slice(0, offset).split('\n').length;

/** Parts of a list split at top-level commas. */
function splitTop(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = false;
  let cur = '';
  for (const c of list) {
    if (c === "'") quote = !quote;
    if (!quote && c === '(') depth++;
    if (!quote && c === ')') depth--;
    if (!quote && depth === 0 && c === ',') {
      parts.push(cur.trim());
      cur = '';
    } else cur += c;
  }
  if (cur.trim()) parts.push(cur.trim());
  return parts;
}

/** The text inside the parentheses that open at `open`. */
function inside(text: string, open: number): { body: string; end: number } {
  let depth = 0;
  let quote = false;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quote = !quote;
    if (quote) continue;
    if (c === '(') depth++;
    if (c === ')' && --depth === 0) return { body: text.slice(open + 1, i), end: i + 1 };
  }
  return { body: text.slice(open + 1), end: text.length };
}

const unquote = (name: string) => name.replace(/^"|"$/g, '').toLowerCase();

// Type names as the server answers them: PostgreSQL's name without modifier ('character varying', not varchar(20)).
const TYPE_NAMES: Record<string, string> = {
  int: 'integer',
  int4: 'integer',
  serial: 'integer',
  int8: 'bigint',
  bigserial: 'bigint',
  int2: 'smallint',
  bool: 'boolean',
  float8: 'double precision',
  decimal: 'numeric',
  varchar: 'character varying',
  char: 'character',
  timestamp: 'timestamp without time zone',
  timestamptz: 'timestamp with time zone',
};
const typeOf = (raw: string) => {
  const t = raw.toLowerCase().replace(/\(.*\)/, '').replace(/\s+/g, ' ').trim();
  return TYPE_NAMES[t] ?? t;
};

function valueOf(raw: string): string | null {
  const v = raw.trim();
  if (/^null$/i.test(v)) return null;
  if (/^true$/i.test(v)) return 't';
  if (/^false$/i.test(v)) return 'f';
  const quoted = /^(?:[a-z]+\s+)?'((?:[^']|'')*)'(?:::\w+)?$/i.exec(v);
  return quoted ? quoted[1].replace(/''/g, "'") : v;
}

/** The tables a scene script creates, with every row its INSERTs add. */
export function tablesOf(script: string): MockTable[] {
  const tables: MockTable[] = [];
  for (const { text } of statementsOf(script)) {
    const create = /^create\s+table\s+(?:if\s+not\s+exists\s+)?("?[\w.]+"?)\s*\(/i.exec(text);
    if (create) {
      const { body } = inside(text, create[0].length - 1);
      const columns = splitTop(body)
        .filter((part) => !/^(primary|foreign|unique|check|constraint)\b/i.test(part))
        .map((part) => {
          const m = /^("?\w+"?)\s+(.+?)(?:\s+(?:primary|not|null|default|references|unique|check|constraint)\b.*)?$/i.exec(part);
          return m ? { name: unquote(m[1]), type: typeOf(m[2]) } : { name: unquote(part.split(/\s+/)[0]), type: 'text' };
        });
      tables.push({ name: unquote(create[1]), columns, rows: [] });
      continue;
    }
    const insert = /^insert\s+into\s+("?[\w.]+"?)\s*(\(([^)]*)\))?\s*values\s*/i.exec(text);
    if (!insert) continue;
    const table = tables.find((t) => t.name === unquote(insert[1]));
    if (!table) continue;
    const names = insert[3] ? splitTop(insert[3]).map(unquote) : table.columns.map((c) => c.name);
    let rest = text.slice(insert[0].length);
    while (rest.startsWith('(')) {
      const { body, end } = inside(rest, 0);
      const values = splitTop(body).map(valueOf);
      table.rows.push(table.columns.map((c) => (names.includes(c.name) ? values[names.indexOf(c.name)] ?? null : null)));
      rest = rest.slice(end).replace(/^\s*,\s*/, '');
    }
  }
  return tables;
}

/** What the scene editor shows of each table. */
export const sceneTablesOf = (tables: MockTable[]): SceneTable[] =>
  tables.map((t) => ({ name: t.name, columns: t.columns, rowCount: t.rows.length, sampleRows: t.rows.slice(0, SAMPLE_ROWS) }));

const KEYWORDS = /^(select|insert|update|delete|create|alter|drop|with|begin|commit|rollback|set|show|explain|truncate|grant|revoke|comment|values|table|analyze|do)\b/i;

/** PostgreSQL's syntax error for a statement that starts with an unknown word ("selec") or misspells one, or null. */
export function syntaxErrorOf(script: string): SqlError | null {
  for (const s of statementsOf(script)) {
    if (!KEYWORDS.test(s.text)) {
      const word = /^[^\s(]+/.exec(s.text)?.[0] ?? s.text;
      return errorAt(script, s.start, `syntax error at or near "${word}"`, '42601');
    }
    // string literals blanked out, so data that says "form" is no typo
    const code = s.text.replace(/'(?:[^']|'')*'/g, (m) => ' '.repeat(m.length));
    const misspelt = /\b(form|frm|wher|gruop|oder)\b/i.exec(code);
    if (misspelt) return errorAt(script, s.start + misspelt.index, `syntax error at or near "${misspelt[0]}"`, '42601');
  }
  return null;
}

function errorAt(script: string, offset: number, message: string, code: string, hint: string | null = null): SqlError {
  return { message, line: lineAt(script, offset), position: offset + 1, code, detail: null, hint };
}

const tag = (command: string, rowCount = 0): SqlResultSet => ({ command, columns: [], rows: [], rowCount, truncated: false });

function select(text: string, tables: MockTable[]): SqlResultSet | string {
  const series = /generate_series\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)/i.exec(text);
  if (series) {
    const [from, to] = [Number(series[1]), Number(series[2])];
    const count = Math.max(0, to - from + 1);
    const rows = Array.from({ length: Math.min(count, MAX_ROWS) }, (_, i) => [String(from + i)]);
    // like the server: a cut result counts the rows it shows
    return { command: 'SELECT', columns: [{ name: 'generate_series', type: 'integer' }], rows, rowCount: rows.length, truncated: count > MAX_ROWS };
  }
  const m = /^select\s+(distinct\s+)?([\s\S]+?)(?:\s+from\s+("?\w+"?)([\s\S]*))?$/i.exec(text);
  if (!m) return { command: 'SELECT', columns: [{ name: '?column?', type: 'text' }], rows: [[text]], rowCount: 1, truncated: false };
  const [, , list, from, tail = ''] = m;
  if (!from) {
    const exprs = splitTop(list);
    return { command: 'SELECT', columns: exprs.map(() => ({ name: '?column?', type: 'text' })), rows: [exprs.map(valueOf)], rowCount: 1, truncated: false };
  }
  const table = tables.find((t) => t.name === unquote(from));
  if (!table) return unquote(from);
  const limit = /\blimit\s+(\d+)/i.exec(tail);
  const rows = table.rows.slice(0, limit ? Number(limit[1]) : undefined);
  if (/^count\s*\(\s*\*\s*\)/i.test(list.trim())) {
    return { command: 'SELECT', columns: [{ name: 'count', type: 'bigint' }], rows: [[String(table.rows.length)]], rowCount: 1, truncated: false };
  }
  const picked =
    list.trim() === '*'
      ? table.columns.map((_, i) => i)
      : splitTop(list)
          .map((e) => table.columns.findIndex((c) => c.name === unquote(e.split(/\s+/)[0].split('.').pop() ?? '')))
          .filter((i) => i >= 0);
  const indexes = picked.length > 0 ? picked : table.columns.map((_, i) => i);
  return {
    command: 'SELECT',
    columns: indexes.map((i) => table.columns[i]),
    rows: rows.map((r) => indexes.map((i) => r[i])),
    rowCount: rows.length,
    truncated: false,
  };
}

/** Runs a script on a fresh copy of the scene, roughly as PostgreSQL would answer. */
export function runScript(script: string, initSql: string): SqlRunResult {
  const tables = tablesOf(initSql);
  const elapsedMs = 4 + (script.length % 37);
  // PostgreSQL parses the whole script before it runs any of it
  const syntax = syntaxErrorOf(script);
  if (syntax) return { results: [], error: syntax, elapsedMs };
  const results: SqlResultSet[] = [];
  for (const s of statementsOf(script)) {
    const word = s.text.split(/\s+/)[0].toUpperCase();
    if (word === 'SELECT' || word === 'WITH' || word === 'TABLE') {
      const answer = select(s.text, tables);
      if (typeof answer === 'string') {
        const at = s.start + s.text.toLowerCase().indexOf(answer);
        const near = tables.find((t) => t.name.slice(0, 3) === answer.slice(0, 3));
        const hint = near ? `Perhaps you meant to reference the table "${near.name}".` : null;
        return { results, error: errorAt(script, at, `relation "${answer}" does not exist`, '42P01', hint), elapsedMs };
      }
      results.push(answer);
    } else if (word === 'INSERT') {
      results.push(tag('INSERT', Math.max(1, (s.text.match(/\)\s*,\s*\(/g) ?? []).length + 1)));
    } else if (word === 'UPDATE' || word === 'DELETE') {
      const name = /^(?:update|delete\s+from)\s+("?\w+"?)/i.exec(s.text)?.[1];
      const table = tables.find((t) => t.name === unquote(name ?? ''));
      results.push(tag(word, table ? (/\bwhere\b/i.test(s.text) ? Math.min(1, table.rows.length) : table.rows.length) : 0));
    } else {
      const command = /^(create|alter|drop)\s+(or\s+replace\s+)?(unique\s+)?(\w+)/i.exec(s.text);
      results.push(tag(command ? `${command[1]} ${command[4]}`.toUpperCase() : word));
    }
  }
  return { results, elapsedMs };
}
