// Compares a student's result set with the reference's (PRODUCT.md, Grading): same number of columns of
// compatible types, the same rows as a multiset (in an order the reference allows only when the reference orders
// them), column names only when the question asks. Values compare by what they mean: integers and numeric exactly
// at any size, floating point within a tolerance, JSON as values. Every verdict says what differs, with a few of
// the rows concerned. The engine passes every row of both results (not only the rows shown to the student).
import type { SqlColumn, SqlResultSet } from '@contract/grading';

export type Verdict = { correct: boolean; message: string };

/**
 * What the reference orders by, row by row (sort-keys.ts splitSortKeys makes it from a run of the reference).
 * items: the ORDER BY items as SQL, for messages. types: the keys' PostgreSQL types, so that keys compare as values
 * do (1.0 ties with 1.00). rows: each reference row's key values, in the reference's row order.
 */
export type ReferenceSortKeys = { items: string[]; types: string[]; rows: (string | null)[][] };

/**
 * ordered: the reference fixes the order. referenceKeys: its sort keys' values for each reference row; rows with equal
 * keys (ties) may then come in any order, as PostgreSQL may return them either way, and a student may add a
 * tiebreaker. sortKeys: the same for keys that are all result columns, as column indexes (ignored when referenceKeys
 * is given). With neither, every row must be in the reference's place. hideRows: the verdict shows no rows (hidden
 * data, whose rows students never see).
 */
export type CompareOptions = {
  ordered: boolean;
  checkColumnNames: boolean;
  sortKeys?: number[] | null;
  referenceKeys?: ReferenceSortKeys | null;
  hideRows?: boolean;
};

const SHOWN_ROWS = 3;

type Category = 'number' | 'text' | 'boolean' | 'date' | 'time' | 'timestamp' | 'interval' | 'json' | string;
const CATEGORY_NAMES: Record<string, string> = {
  number: '数值',
  text: '文本',
  boolean: '布尔',
  date: '日期',
  time: '时间',
  timestamp: '时间戳',
  interval: '时间间隔',
  json: 'JSON',
};

/** A type's name without its modifiers: numeric(5,1) -> numeric. */
const baseType = (type: string) =>
  type
    .toLowerCase()
    .replace(/\(.*\)/, '')
    .trim();

/** Types that compare as equal kinds: integer vs numeric vs double, varchar vs text. */
export function categoryOf(type: string): Category {
  const t = baseType(type);
  if (/^(smallint|integer|bigint|numeric|real|double precision|decimal|money|oid)$/.test(t)) return 'number';
  if (/^(text|character varying|character|"char"|name|bpchar|varchar|citext)$/.test(t)) return 'text';
  if (t === 'boolean') return 'boolean';
  if (t === 'date') return 'date';
  if (t.startsWith('timestamp')) return 'timestamp';
  if (t.startsWith('time')) return 'time';
  if (t === 'interval') return 'interval';
  if (t === 'json' || t === 'jsonb') return 'json';
  return t;
}

const categoryName = (c: Category) => CATEGORY_NAMES[c] ?? c;

// ---- Floating point tolerance --------------------------------------------------------------------------------------
// Only floating point values are approximate: integers, numeric and money are exact in PostgreSQL, and a difference
// in their 17th digit is a different answer. A float carries about 16 significant digits (real: about 7), and
// rounding in sums and divisions costs a few of the last ones, so two answers agree when they agree to a relative
// 1e-9 (real: 1e-6). A relative tolerance, not an absolute 1e-6: that would call 0.0000001 and 0.0000009 equal and
// would still tell apart two sums of 1e12 that differ in float rounding. Values that should be 0 come out as a
// rounding residue like 1e-17, so |a - b| <= 1e-12 counts as equal too.
const DOUBLE_TOLERANCE = 1e-9;
const REAL_TOLERANCE = 1e-6;
const ZERO_TOLERANCE = 1e-12;

/** The relative tolerance of a column, from both sides' types; null: exact. */
function toleranceOf(a: string, b: string): number | null {
  const types = [baseType(a), baseType(b)];
  if (types.some((t) => t === 'real' || t === 'float4')) return REAL_TOLERANCE;
  if (types.some((t) => t === 'double precision' || t === 'float8')) return DOUBLE_TOLERANCE;
  return null;
}

const close = (a: number, b: number, tolerance: number) => Math.abs(a - b) <= Math.max(tolerance * Math.max(Math.abs(a), Math.abs(b)), ZERO_TOLERANCE);

// ---- Canonical values: equal answers look equal ------------------------------------------------------------------

const NULL_VALUE = '\u0000NULL';

type Canonical = (value: string | null) => string;

/**
 * How a column's values are made canonical, so that equal values are equal strings: numbers as exact decimals, JSON
 * as its value, char(n) padding dropped. Everything else as PostgreSQL printed it. (Worked out once per column.)
 */
function canonicalFor(category: Category, type: string): Canonical {
  const asIs = (v: string) => v;
  const text =
    category === 'number'
      ? baseType(type) === 'money'
        ? (v: string) => moneyDecimal(v) ?? v
        : (v: string) => decimalOf(v) ?? v
      : category === 'json'
        ? jsonValue
        : category === 'text' && /^(character|bpchar)(\(|$)/.test(type)
          ? (v: string) => v.replace(/ +$/, '')
          : asIs;
  return (value) => (value === null ? NULL_VALUE : text(value));
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * A number's exact value as `<digits>e<exponent>` with no leading or trailing zeros in the digits ("1.50" and
 * "15e-1" both give 15e-1, "-0" gives 0), computed on the text so that no digit of a bigint or numeric is lost.
 * NaN and ±Infinity as themselves; null when the text is no number.
 */
function decimalOf(text: string): string | null {
  const t = text.trim();
  if (/^[+-]?nan$/i.test(t)) return 'NaN';
  if (/^\+?inf(inity)?$/i.test(t)) return 'Infinity';
  if (/^-inf(inity)?$/i.test(t)) return '-Infinity';
  const m = DECIMAL.exec(t);
  if (!m || m[2] + (m[3] ?? '') === '') return null;
  const fraction = m[3] ?? '';
  const digits = (m[2] + fraction).replace(/^0+/, '');
  if (digits === '') return '0';
  const significant = digits.replace(/0+$/, '');
  const exponent = Number(m[4] ?? 0) - fraction.length + (digits.length - significant.length);
  return `${m[1] === '-' ? '-' : ''}${significant}e${exponent}`;
}

/** money as PostgreSQL prints it ($1,234.50, -$3.00): its exact decimal. */
function moneyDecimal(text: string): string | null {
  const negative = /[-(]/.test(text);
  return decimalOf(`${negative ? '-' : ''}${text.replace(/[^\d.]/g, '')}`);
}

/** A canonical decimal (or NaN, ±Infinity) as a float, for the tolerance. */
const floatOf = (decimal: string) => Number(decimal);

/**
 * JSON text as its value: object keys sorted (of repeated keys the last, as jsonb keeps), arrays in order, numbers as
 * exact decimals, strings decoded and encoded again, no spaces. So json and jsonb of the same value are equal.
 * The text itself when it does not parse (or nests too deep).
 */
function jsonValue(text: string): string {
  const reader = { text, at: 0 };
  try {
    const value = readJson(reader);
    skipSpace(reader);
    return reader.at === text.length ? value : text;
  } catch {
    return text;
  }
}

type Reader = { text: string; at: number };

const skipSpace = (r: Reader) => {
  while (r.at < r.text.length && ' \t\n\r'.includes(r.text[r.at])) r.at++;
};

function consume(r: Reader, char: string) {
  skipSpace(r);
  if (r.text[r.at] !== char) throw new SyntaxError(`expected ${char}`);
  r.at++;
}

function match(r: Reader, pattern: RegExp): string {
  pattern.lastIndex = r.at;
  const m = pattern.exec(r.text);
  if (!m) throw new SyntaxError('bad JSON');
  r.at += m[0].length;
  return m[0];
}

const JSON_STRING = /"(?:[^"\\]|\\.)*"/y;
const JSON_NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const JSON_WORD = /true|false|null/y;

function readJson(r: Reader): string {
  skipSpace(r);
  const c = r.text[r.at];
  if (c === '{') return readObject(r);
  if (c === '[') return readArray(r);
  if (c === '"') return JSON.stringify(JSON.parse(match(r, JSON_STRING)) as string);
  if (c === 't' || c === 'f' || c === 'n') return match(r, JSON_WORD);
  const number = match(r, JSON_NUMBER);
  return decimalOf(number) ?? number;
}

function readObject(r: Reader): string {
  consume(r, '{');
  const members = new Map<string, string>();
  skipSpace(r);
  if (r.text[r.at] === '}') r.at++;
  else {
    for (;;) {
      skipSpace(r);
      const key = JSON.parse(match(r, JSON_STRING)) as string;
      consume(r, ':');
      members.set(key, readJson(r));
      skipSpace(r);
      if (r.text[r.at++] === '}') break;
      if (r.text[r.at - 1] !== ',') throw new SyntaxError('bad JSON object');
    }
  }
  const keys = [...members.keys()].sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${members.get(k)}`).join(',')}}`;
}

function readArray(r: Reader): string {
  consume(r, '[');
  const elements: string[] = [];
  skipSpace(r);
  if (r.text[r.at] === ']') r.at++;
  else {
    for (;;) {
      elements.push(readJson(r));
      skipSpace(r);
      if (r.text[r.at++] === ']') break;
      if (r.text[r.at - 1] !== ',') throw new SyntaxError('bad JSON array');
    }
  }
  return `[${elements.join(',')}]`;
}

// ---- Rows as multisets -------------------------------------------------------------------------------------------

/** One result's rows, canonical: values[i][c] the canonical value, keys[i] the whole row's. */
type Side = { set: SqlResultSet; values: string[][]; keys: string[] };

function sideOf(set: SqlResultSet, categories: Category[]): Side {
  const canonical = set.columns.map((c, i) => canonicalFor(categories[i], c.type));
  const values = set.rows.map((row) => row.map((v, c) => canonical[c](v)));
  return { set, values, keys: values.map((v) => JSON.stringify(v)) };
}

/** tolerances[c]: column c's relative tolerance, null where values compare exactly. */
type Tolerances = (number | null)[];

/** Whether two canonical values are equal, a float within its tolerance. */
function sameValue(a: string, b: string, tolerance: number | null): boolean {
  if (a === b) return true;
  if (tolerance === null) return false;
  const x = floatOf(a);
  const y = floatOf(b);
  return Number.isFinite(x) && Number.isFinite(y) && close(x, y, tolerance);
}

const sameRow = (ref: Side, i: number, stu: Side, j: number, tolerances: Tolerances) =>
  ref.keys[i] === stu.keys[j] || ref.values[i].every((v, c) => sameValue(v, stu.values[j][c], tolerances[c]));

/** Rows [from, to) of one side. */
type Span = { from: number; to: number };
const all = (side: Side): Span => ({ from: 0, to: side.keys.length });

/** The rows of `a` in `span` that `b` does not have in its span, counting duplicates (multiset difference). */
function minus(a: Side, aSpan: Span, b: Side, bSpan: Span): number[] {
  const left = new Map<string, number>();
  for (let j = bSpan.from; j < bSpan.to; j++) left.set(b.keys[j], (left.get(b.keys[j]) ?? 0) + 1);
  const out: number[] = [];
  for (let i = aSpan.from; i < aSpan.to; i++) {
    const n = left.get(a.keys[i]) ?? 0;
    if (n > 0) left.set(a.keys[i], n - 1);
    else out.push(i);
  }
  return out;
}

/**
 * The reference rows not matched in the student's (missing) and the other way round (extra), counting duplicates,
 * as indexes in each side. Equal rows pair first; with float columns, the rest then pair within the tolerance.
 */
function unmatched(ref: Side, refSpan: Span, stu: Side, stuSpan: Span, tolerances: Tolerances): { missing: number[]; extra: number[] } {
  const missing = minus(ref, refSpan, stu, stuSpan);
  const extra = minus(stu, stuSpan, ref, refSpan);
  if (missing.length === 0 || extra.length === 0 || tolerances.every((t) => t === null)) return { missing, extra };
  return pairWithinTolerance(ref, missing, stu, extra, tolerances);
}

/**
 * Pairs left-over rows that differ only by float rounding. Rows are grouped by their exact columns, each group sorted
 * by its float values and merged: a pair is taken when every float is within its tolerance.
 */
function pairWithinTolerance(ref: Side, missing: number[], stu: Side, extra: number[], tolerances: Tolerances): { missing: number[]; extra: number[] } {
  const floatColumns = tolerances.flatMap((t, c) => (t === null ? [] : [c]));
  // exact columns, and floats that are NULL, NaN or infinite, must be equal; finite floats are compared apart
  const exactPart = (values: string[]) => JSON.stringify(values.map((v, c) => (tolerances[c] !== null && Number.isFinite(floatOf(v)) ? '~' : v)));
  // the others are equal within a group already: 0 keeps them out of the sorting and merging
  const floats = (values: string[]) => floatColumns.map((c) => (Number.isFinite(floatOf(values[c])) ? floatOf(values[c]) : 0));
  type Entry = { index: number; floats: number[] };
  const groups = new Map<string, { ref: Entry[]; stu: Entry[] }>();
  const add = (side: 'ref' | 'stu', values: string[], index: number) => {
    const key = exactPart(values);
    const group = groups.get(key) ?? { ref: [], stu: [] };
    group[side].push({ index, floats: floats(values) });
    groups.set(key, group);
  };
  missing.forEach((i) => add('ref', ref.values[i], i));
  extra.forEach((j) => add('stu', stu.values[j], j));

  const paired = { ref: new Set<number>(), stu: new Set<number>() };
  const order = (a: Entry, b: Entry) => {
    for (let k = 0; k < a.floats.length; k++) if (a.floats[k] !== b.floats[k]) return a.floats[k] - b.floats[k];
    return 0;
  };
  /** <0: a is below b beyond the tolerance in its first differing float, 0: within tolerance everywhere */
  const compare = (a: Entry, b: Entry) => {
    for (let k = 0; k < a.floats.length; k++) {
      if (!close(a.floats[k], b.floats[k], tolerances[floatColumns[k]] as number)) return a.floats[k] - b.floats[k];
    }
    return 0;
  };
  for (const group of groups.values()) {
    group.ref.sort(order);
    group.stu.sort(order);
    let i = 0;
    let j = 0;
    while (i < group.ref.length && j < group.stu.length) {
      const d = compare(group.ref[i], group.stu[j]);
      if (d === 0) {
        paired.ref.add(group.ref[i++].index);
        paired.stu.add(group.stu[j++].index);
      } else if (d < 0) i++;
      else j++;
    }
  }
  return { missing: missing.filter((i) => !paired.ref.has(i)), extra: extra.filter((j) => !paired.stu.has(j)) };
}

// ---- Order ---------------------------------------------------------------------------------------------------------

/** Consecutive reference rows with equal sort keys (ties, which may come in any order). */
function tieGroups(keys: ReferenceSortKeys): Span[] {
  const canonical = keys.types.map((type) => canonicalFor(categoryOf(type), type));
  const tuple = (row: (string | null)[]) => JSON.stringify(row.map((v, k) => canonical[k](v)));
  const groups: Span[] = [];
  let previous: string | null = null;
  keys.rows.forEach((row, i) => {
    const t = tuple(row);
    if (t === previous) groups[groups.length - 1].to = i + 1;
    else groups.push({ from: i, to: i + 1 });
    previous = t;
  });
  return groups;
}

/** The sort keys to check the order by: the engine's, or the sort columns' values; null: every row in its place. */
function sortKeysFor(reference: SqlResultSet, opts: CompareOptions): ReferenceSortKeys | null {
  // keys for other rows than these (a reference run of its own) cannot place these rows
  if (opts.referenceKeys) return opts.referenceKeys.rows.length === reference.rows.length ? opts.referenceKeys : null;
  const columns = opts.sortKeys;
  if (!columns || columns.some((c) => c < 0 || c >= reference.columns.length)) return null;
  return {
    items: columns.map((c) => reference.columns[c].name),
    types: columns.map((c) => reference.columns[c].type),
    rows: reference.rows.map((row) => columns.map((c) => row[c])),
  };
}

/**
 * Checks that the student's rows, cut into consecutive pieces as long as the reference's tie groups, have each the
 * group's rows (as a multiset): any order the reference's ORDER BY allows. Without keys each row is a group of its
 * own. The rows as a whole are already known to be the same.
 */
function orderVerdict(ref: Side, stu: Side, tolerances: Tolerances, keys: ReferenceSortKeys | null, hideRows: boolean): Verdict | null {
  const groups = keys ? tieGroups(keys) : null;
  const count = groups ? groups.length : ref.keys.length;
  for (let k = 0; k < count; k++) {
    const g = groups ? groups[k] : { from: k, to: k + 1 };
    if (g.to - g.from === 1 && sameRow(ref, g.from, stu, g.from, tolerances)) continue;
    const { missing, extra } = unmatched(ref, g, stu, g, tolerances);
    if (extra.length === 0) continue;
    const orderedBy = keys ? `参考答案按 ${keys.items.join(', ')} 排序` : '参考答案规定了顺序';
    return { correct: false, message: `行的顺序不对（${orderedBy}）：${wrongPlace(ref, stu, g, missing[0], extra[0], hideRows)}` };
  }
  return null;
}

/** Where the order goes wrong: the first student row out of place, and a row the reference has there. */
function wrongPlace(ref: Side, stu: Side, g: Span, expected: number, at: number, hideRows: boolean): string {
  // on hidden data not even where: the place of the first wrong row tells how many rows sort before it
  if (hideRows) return '顺序与参考答案不同（隐藏数据的行不公开）';
  const ties = g.to - g.from > 1 ? `（第 ${g.from + 1}–${g.to} 行排序键相同，彼此顺序不限）` : '';
  return `第 ${at + 1} 行应为 ${showRow(ref.set.rows[expected])}${ties}，你的结果是 ${showRow(stu.set.rows[at])}`;
}

// ---- Messages ------------------------------------------------------------------------------------------------------

const showValue = (v: string | null) => (v === null ? 'NULL' : v.length > 40 ? `${v.slice(0, 40)}…` : v);
export const showRow = (row: (string | null)[]) => `(${row.map(showValue).join(', ')})`;
const describeColumns = (cols: SqlColumn[]) => cols.map((c) => c.name).join(', ');

/** The first difference in the columns: their number, kinds, or names when the question asks. */
function columnsVerdict(rc: SqlColumn[], sc: SqlColumn[], checkColumnNames: boolean): Verdict | null {
  if (rc.length !== sc.length) {
    return {
      correct: false,
      message: `列数不对：应为 ${rc.length} 列（${describeColumns(rc)}），你的结果有 ${sc.length} 列（${describeColumns(sc)}）`,
    };
  }
  for (let i = 0; i < rc.length; i++) {
    const rCat = categoryOf(rc[i].type);
    const sCat = categoryOf(sc[i].type);
    if (sCat !== rCat) {
      return {
        correct: false,
        message: `第 ${i + 1} 列（${sc[i].name}）的类型不对：应为${categoryName(rCat)}（${rc[i].type}），你的结果是${categoryName(sCat)}（${sc[i].type}）`,
      };
    }
    if (checkColumnNames && rc[i].name !== sc[i].name) {
      return { correct: false, message: `第 ${i + 1} 列的列名应为 ${rc[i].name}，你的结果是 ${sc[i].name}` };
    }
  }
  return null;
}

/**
 * On hidden data the verdict says only that the rows differ: counts would tell a student, one submission at a time,
 * how many hidden rows a condition of their choosing matches, enough to rebuild the data (and hard-code an answer).
 */
const HIDDEN_ROWS_DIFFER = '结果与参考答案的行不同（行数和内容都不公开）';

/** Rows missing and extra, counted, with a few examples unless hidden. */
function rowsVerdict(ref: Side, stu: Side, missing: number[], extra: number[], hideRows: boolean): Verdict {
  if (hideRows) return { correct: false, message: HIDDEN_ROWS_DIFFER };
  const lines = [`结果不一致：应有 ${ref.set.rowCount} 行，你的结果有 ${stu.set.rowCount} 行`];
  const examples = (at: number[], set: SqlResultSet) =>
    `，例如：${at
      .slice(0, SHOWN_ROWS)
      .map((i) => showRow(set.rows[i]))
      .join('；')}`;
  if (missing.length > 0) lines.push(`缺少 ${missing.length} 行${examples(missing, ref.set)}`);
  if (extra.length > 0) lines.push(`多出 ${extra.length} 行${examples(extra, stu.set)}`);
  if (missing.length === extra.length) lines.push('提示：行数相同但内容不同，请检查条件、连接方式和 NULL 的处理');
  return { correct: false, message: lines.join('\n') };
}

// ---- The comparison ----------------------------------------------------------------------------------------------

export function compareResultSets(reference: SqlResultSet, student: SqlResultSet, opts: CompareOptions): Verdict {
  const columns = columnsVerdict(reference.columns, student.columns, opts.checkColumnNames);
  if (columns) return columns;

  const categories = reference.columns.map((c) => categoryOf(c.type));
  const tolerances = reference.columns.map((c, i) => (categories[i] === 'number' ? toleranceOf(c.type, student.columns[i].type) : null));
  const ref = sideOf(reference, categories);
  const stu = sideOf(student, categories);
  const { missing, extra } = unmatched(ref, all(ref), stu, all(stu), tolerances);
  if (missing.length > 0 || extra.length > 0) return rowsVerdict(ref, stu, missing, extra, opts.hideRows ?? false);
  // the same rows, unless a caller passed only part of them: then the counts still tell
  if (reference.rowCount !== student.rowCount) {
    if (opts.hideRows) return { correct: false, message: HIDDEN_ROWS_DIFFER };
    return { correct: false, message: `结果行数不对：应有 ${reference.rowCount} 行，你的结果有 ${student.rowCount} 行` };
  }
  if (opts.ordered) {
    const wrongOrder = orderVerdict(ref, stu, tolerances, sortKeysFor(reference, opts), opts.hideRows ?? false);
    if (wrongOrder) return wrongOrder;
  }
  return { correct: true, message: '结果正确' };
}

const NAME = /^(?:(?:"(?:[^"]|"")+"|[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*)\.)*("(?:[^"]|"")+"|[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*)$/;

/**
 * The result columns that ORDER BY items name: a position (`2`), or a name, maybe qualified (`s.sage`, `"Age"`),
 * that exactly one column has. null when an item is an expression or names no single column: the order is then
 * checked row by row. (Text-based; sort-keys.ts reads the ORDER BY with PostgreSQL's parser and knows more.)
 */
export function sortKeyColumns(items: string[], columns: SqlColumn[]): number[] | null {
  const keys: number[] = [];
  for (const item of items) {
    if (/^\d+$/.test(item)) {
      const position = Number(item);
      if (position < 1 || position > columns.length) return null;
      keys.push(position - 1);
      continue;
    }
    const name = NAME.exec(item)?.[1];
    if (!name) return null;
    const wanted = name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name.toLowerCase();
    const found = columns.flatMap((c, i) => (c.name === wanted ? [i] : []));
    if (found.length !== 1) return null;
    keys.push(found[0]);
  }
  return keys;
}

/**
 * What a named check (a verification statement with `-- 检查：…`) found different, briefly, beside its name: the
 * values that differ when each side has one row ("类型应为 numeric(5,1)，你的是 integer"), that nothing was found, or
 * null when the name says it all (a yes/no answer) or rows must stay hidden; the caller then uses the comparison's
 * own message where it helps.
 */
export function checkDifference(reference: SqlResultSet, student: SqlResultSet, hideRows: boolean): string | null {
  if (hideRows) return null;
  const yesNo = reference.columns.length === 1 && reference.columns[0].type === 'boolean';
  if (yesNo) return null;
  if (student.rowCount === 0 && reference.rowCount > 0) return '执行你的 SQL 后没有找到它';
  if (reference.rows.length !== 1 || student.rows.length !== 1 || reference.columns.length !== student.columns.length) return null;
  const [ref] = reference.rows;
  const [stu] = student.rows;
  const shown = (v: string | null) => (v === null ? 'NULL' : v.length > 200 ? `${v.slice(0, 200)}…` : v);
  const differences = reference.columns.flatMap((c, i) => (ref[i] === stu[i] ? [] : [`${c.name}应为 ${shown(ref[i])}，你的是 ${shown(stu[i])}`]));
  return differences.length > 0 ? differences.join('；') : null;
}
