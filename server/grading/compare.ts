// Compares a student's result set with the reference's (PRODUCT.md, Grading): same number of columns of
// compatible types, the same rows as a multiset (in the same order only when the reference orders them),
// column names only when the question asks; numbers equal within a small tolerance. Every verdict says
// what differs, with a few of the rows concerned.
import type { SqlColumn, SqlResultSet } from '../../contract/grading';

export type Verdict = { correct: boolean; message: string };
/**
 * ordered: the reference fixes the order. sortKeys: the columns it orders by, when each ORDER BY item names an output
 * column; rows equal in those may then come in any order, as PostgreSQL may return ties either way. hideRows: the
 * verdict shows no rows (hidden data, whose rows students never see).
 */
export type CompareOptions = { ordered: boolean; checkColumnNames: boolean; sortKeys?: number[] | null; hideRows?: boolean };

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

/** Types that compare as equal kinds: integer vs numeric vs double, varchar vs text. */
export function categoryOf(type: string): Category {
  const t = type.toLowerCase().replace(/\(.*\)/, '').trim();
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

/** A value in a form where equal answers look equal: numbers rounded to 1e-6, char(n) padding dropped. */
function canonical(value: string | null, category: Category, type: string): string {
  if (value === null) return '\u0000NULL';
  if (category === 'number') {
    const x = Number(value);
    if (!Number.isFinite(x)) return value;
    if (Math.abs(x) >= 1e12) return x.toPrecision(12);
    const rounded = Math.round(x * 1e6) / 1e6;
    return Object.is(rounded, -0) ? '0' : String(rounded);
  }
  if (category === 'text' && /^(character|bpchar)(\(|$)/.test(type)) return value.replace(/ +$/, '');
  return value;
}

const NAME = /^(?:(?:"(?:[^"]|"")+"|[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*)\.)*("(?:[^"]|"")+"|[A-Za-z_\u0080-\uffff][\w$\u0080-\uffff]*)$/;

/**
 * The result columns that ORDER BY items name: a position (`2`), or a name, maybe qualified (`s.sage`, `"Age"`),
 * that exactly one column has. null when an item is an expression or names no single column: the order is then
 * checked row by row.
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

const showValue = (v: string | null) => (v === null ? 'NULL' : v.length > 40 ? `${v.slice(0, 40)}…` : v);
export const showRow = (row: (string | null)[]) => `(${row.map(showValue).join(', ')})`;
const describeColumns = (cols: SqlColumn[]) => cols.map((c) => c.name).join(', ');

function rowKeys(set: SqlResultSet, categories: Category[]): string[] {
  return set.rows.map((row) => JSON.stringify(row.map((v, i) => canonical(v, categories[i], set.columns[i].type))));
}

/** Rows of `a` not matched in `b`, counting duplicates (multiset difference), with their indexes in `a`. */
function multisetMinus(aKeys: string[], bKeys: string[]): number[] {
  const left = new Map<string, number>();
  for (const k of bKeys) left.set(k, (left.get(k) ?? 0) + 1);
  const missing: number[] = [];
  aKeys.forEach((k, i) => {
    const n = left.get(k) ?? 0;
    if (n > 0) left.set(k, n - 1);
    else missing.push(i);
  });
  return missing;
}

export function compareResultSets(reference: SqlResultSet, student: SqlResultSet, opts: CompareOptions): Verdict {
  const rc = reference.columns;
  const sc = student.columns;
  if (rc.length !== sc.length) {
    return {
      correct: false,
      message: `列数不对：应为 ${rc.length} 列（${describeColumns(rc)}），你的结果有 ${sc.length} 列（${describeColumns(sc)}）`,
    };
  }
  const categories = rc.map((c) => categoryOf(c.type));
  for (let i = 0; i < rc.length; i++) {
    const sCat = categoryOf(sc[i].type);
    if (sCat !== categories[i]) {
      return {
        correct: false,
        message: `第 ${i + 1} 列（${sc[i].name}）的类型不对：应为${categoryName(categories[i])}（${rc[i].type}），你的结果是${categoryName(sCat)}（${sc[i].type}）`,
      };
    }
    if (opts.checkColumnNames && rc[i].name !== sc[i].name) {
      return { correct: false, message: `第 ${i + 1} 列的列名应为 ${rc[i].name}，你的结果是 ${sc[i].name}` };
    }
  }

  const refKeys = rowKeys(reference, categories);
  const stuKeys = rowKeys(student, categories);
  const missing = multisetMinus(refKeys, stuKeys);
  const extra = multisetMinus(stuKeys, refKeys);
  if (missing.length > 0 || extra.length > 0) {
    const lines = [`结果不一致：应有 ${reference.rowCount} 行，你的结果有 ${student.rowCount} 行`];
    const examples = (at: number[], set: SqlResultSet) => (opts.hideRows ? '' : `，例如：${at.slice(0, SHOWN_ROWS).map((i) => showRow(set.rows[i])).join('；')}`);
    if (missing.length > 0) lines.push(`缺少 ${missing.length} 行${examples(missing, reference)}`);
    if (extra.length > 0) lines.push(`多出 ${extra.length} 行${examples(extra, student)}`);
    if (missing.length === extra.length && missing.length > 0) lines.push('提示：行数相同但内容不同，请检查条件、连接方式和 NULL 的处理');
    return { correct: false, message: lines.join('\n') };
  }
  if (reference.truncated !== student.truncated) {
    return { correct: false, message: `结果行数不对：应有 ${reference.rowCount} 行，你的结果有 ${student.rowCount} 行` };
  }
  if (opts.ordered) {
    // with known sort columns, only their values must come in the reference's order: ties may be in any order
    const sorted = (set: SqlResultSet, keys: string[]) =>
      opts.sortKeys ? set.rows.map((row) => JSON.stringify(opts.sortKeys!.map((c) => canonical(row[c], categories[c], set.columns[c].type)))) : keys;
    const refOrder = sorted(reference, refKeys);
    const stuOrder = sorted(student, stuKeys);
    const at = refOrder.findIndex((k, i) => k !== stuOrder[i]);
    if (at >= 0) {
      const orderedBy = opts.sortKeys ? `参考答案按 ${opts.sortKeys.map((c) => rc[c].name).join(', ')} 排序` : '参考答案规定了顺序';
      const where = opts.hideRows ? `第 ${at + 1} 行起` : `第 ${at + 1} 行应为 ${showRow(reference.rows[at])}，你的结果是 ${showRow(student.rows[at])}`;
      return { correct: false, message: `行的顺序不对（${orderedBy}）：${where}` };
    }
  }
  return { correct: true, message: '结果正确' };
}
