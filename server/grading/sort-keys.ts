// What a reference query orders by, row by row (PRODUCT.md, Grading): the keys of its top-level ORDER BY, so that a
// student's rows can be checked against the order the reference asks for rather than against the one order
// PostgreSQL happened to return (ties may come either way, and a student may add a tiebreaker).
//
// Keys that are result columns (ORDER BY 2, ORDER BY an output name, ORDER BY an expression the select list has) are
// read from the result. Any other key (lower(sname), a column not selected, s.sno) is computed by running a rewritten
// reference that also outputs it: the same statement with the key expression appended to its select list as
// htdz_sort_key_1, htdz_sort_key_2, ... PostgreSQL matches an ORDER BY expression to an equal select-list item, so
// the appended column is the very value it sorts by, and appending cannot change the rows:
// - SELECT DISTINCT: PostgreSQL requires ORDER BY expressions to be in the select list already, so an appended key
//   repeats a selected value and does not change which rows are distinct; DISTINCT ON looks at its ON list only;
// - GROUP BY / aggregates: an ORDER BY expression must already be grouped or an aggregate, as a select-list item must;
// - window functions, LIMIT / OFFSET / FETCH, locking: unaffected by the select list's length; positions in GROUP BY
//   and ORDER BY still name the same items since the keys come last.
// The rewritten text comes from pgsql-deparser and is parsed again: unless that gives the same tree (locations
// aside) the plan is dropped, so a deparser mistake can never change what the reference means. Set operations
// (UNION / INTERSECT / EXCEPT) and VALUES take only names and positions in ORDER BY; nothing needs rewriting there.
import { loadModule, parseSync, type Node, type ResTarget, type SelectStmt, type SortBy } from 'libpg-query';
import { deparseSync } from 'pgsql-deparser';
import type { SqlColumn, SqlResultSet } from '@contract/grading';
import type { ReferenceSortKeys } from './compare';

/** Name of the n-th (1-based) appended key column. */
export const SORT_KEY_COLUMN = (n: number) => `htdz_sort_key_${n}`;

/** Where one ORDER BY key's values are in the (rewritten) reference's result. */
export type SortKeySource =
  /** a result column, 0-based: ORDER BY 2, an output name, or an expression equal to a select-list item */
  | { column: number }
  /** the first result column of this exact name: an output name after a `*`, which only the result places */
  | { name: string }
  /** the n-th appended key column, 0-based (htdz_sort_key_{n + 1}) */
  | { appended: number };

/**
 * How to learn a statement's sort keys. 'columns': every key is a result column; run the statement as written.
 * 'rewrite': run `sql` in its place; its result has `keyCount` more columns at the end, which splitSortKeys removes.
 * `keys` has one source per ORDER BY item, in order; `items` says each item as SQL (`lower(sname) DESC`), for messages.
 */
export type SortKeyPlan =
  | { kind: 'columns'; keys: SortKeySource[]; items: string[] }
  | { kind: 'rewrite'; sql: string; keyCount: number; keys: SortKeySource[]; items: string[] };

let loaded: Promise<void> | null = null;
/** The parser is WebAssembly, loaded once per process. */
const parser = () => (loaded ??= loadModule());

/**
 * The plan for one statement (the reference's last query, as sql-script's splitSql gives it). null when nothing is
 * known: not a single SELECT / VALUES / set operation, no top-level ORDER BY, SELECT ... INTO, a key that cannot be
 * appended (an expression over a set operation or VALUES), or a rewrite the deparser does not give back exactly.
 * The order is then checked row by row.
 */
export async function sortKeyPlan(statementSql: string): Promise<SortKeyPlan | null> {
  await parser();
  let stmts: ReturnType<typeof parseSync>['stmts'];
  try {
    stmts = parseSync(statementSql).stmts ?? [];
  } catch {
    return null;
  }
  const node = stmts.length === 1 ? stmts[0].stmt : undefined;
  if (!node || !('SelectStmt' in node)) return null;
  const select = node.SelectStmt;
  const sortBys = (select.sortClause ?? []).flatMap((n) => ('SortBy' in n ? [n.SortBy] : []));
  if (sortBys.length === 0 || sortBys.length !== select.sortClause?.length || select.intoClause) return null;

  const targets = selectList(select);
  const appended: Node[] = [];
  const keys: SortKeySource[] = [];
  for (const sortBy of sortBys) {
    const source = sourceOf(sortBy.node, targets);
    if (source === null) return null;
    if ('expression' in source) {
      keys.push({ appended: appended.length });
      appended.push(source.expression);
    } else keys.push(source);
  }
  const items = sortBys.map(describeItem);
  if (appended.length === 0) return { kind: 'columns', keys, items };
  const sql = rewritten(select, appended);
  return sql === null ? null : { kind: 'rewrite', sql, keyCount: appended.length, keys, items };
}

/**
 * Splits a run of the plan's statement into the result set as the reference wrote it (appended key columns removed)
 * and each row's key values. keys is null when a key cannot be found in this result (a name after a `*` that turned
 * out to be no output column, or a result that is not the rewritten statement's): check the order row by row then.
 */
export function splitSortKeys(result: SqlResultSet, plan: SortKeyPlan): { visible: SqlResultSet; keys: ReferenceSortKeys | null } {
  const extra = plan.kind === 'rewrite' ? plan.keyCount : 0;
  const width = result.columns.length - extra;
  const isRewritten = width >= 0 && result.columns.slice(width).every((c, i) => c.name === SORT_KEY_COLUMN(i + 1));
  if (!isRewritten) return { visible: result, keys: null };
  const visible: SqlResultSet =
    extra === 0 ? result : { ...result, columns: result.columns.slice(0, width), rows: result.rows.map((row) => row.slice(0, width)) };
  const at = plan.keys.map((key) => columnOf(key, visible.columns, width));
  if (at.some((i) => i === null)) return { visible, keys: null };
  const indices = at as number[];
  return {
    visible,
    keys: {
      items: plan.items,
      types: indices.map((i) => result.columns[i].type),
      rows: result.rows.map((row) => indices.map((i) => row[i])),
    },
  };
}

/** The index in the full result of a key's column, or null. */
function columnOf(key: SortKeySource, visible: SqlColumn[], width: number): number | null {
  if ('appended' in key) return width + key.appended;
  if ('column' in key) return key.column >= 0 && key.column < visible.length ? key.column : null;
  // PostgreSQL accepts ORDER BY name over several columns of that name only when they are the same expression
  const i = visible.findIndex((c) => c.name === key.name);
  return i >= 0 ? i : null;
}

/**
 * A select-list item as ORDER BY sees it. name: its output name (the alias, or the name PostgreSQL makes up for it);
 * undefined when this module cannot tell. column: its place in the result, null after a `*` (whose width only the
 * result knows).
 */
type Target = { star: boolean; name: string | undefined; val: Node | undefined; column: number | null };

/** The select list, or null for a set operation or VALUES, whose ORDER BY takes only names and positions. */
function selectList(select: SelectStmt): Target[] | null {
  if ((select.op && select.op !== 'SETOP_NONE') || select.valuesLists) return null;
  let afterStar = false;
  return (select.targetList ?? []).flatMap((n, i) => {
    if (!('ResTarget' in n)) return [];
    const t: ResTarget = n.ResTarget;
    const star = isStar(t.val);
    const target = { star, name: star ? undefined : (t.name ?? figureName(t.val)), val: t.val, column: afterStar ? null : i };
    afterStar ||= star;
    return [target];
  });
}

/** `*`, `t.*`, `(row).*`: items that expand into columns only the result knows. */
function isStar(val: Node | undefined): boolean {
  if (!val) return false;
  const fields = 'ColumnRef' in val ? val.ColumnRef.fields : 'A_Indirection' in val ? val.A_Indirection.indirection : undefined;
  return (fields ?? []).some((f) => 'A_Star' in f);
}

type Source = SortKeySource | { expression: Node };

/**
 * Where an ORDER BY item's values are, following PostgreSQL (parse_clause.c, findTargetlistEntrySQL92/99): an integer
 * constant is a position; a bare name is an output column when some output column has it, else an input column; any
 * other expression is computed from the input, matched to a select-list item equal to it. null: not possible here.
 */
function sourceOf(item: Node | undefined, targets: Target[] | null): Source | null {
  if (!item) return null;
  const position = integerConstant(item);
  if (position !== null) return { column: position - 1 };
  const name = bareName(item);
  if (name !== null) {
    if (!targets) return { name };
    const named = targets.find((t) => t.name === name);
    if (named) return named.column === null ? { name } : { column: named.column };
    // an output column may have this name without this module knowing: let the result tell
    if (targets.some((t) => t.star || t.name === undefined)) return { name };
    return { expression: item };
  }
  if (!targets) return null;
  const shape = treeKey(item);
  const same = targets.find((t) => !t.star && t.column !== null && t.val !== undefined && treeKey(t.val) === shape);
  return same ? { column: same.column as number } : { expression: item };
}

function integerConstant(node: Node): number | null {
  if (!('A_Const' in node)) return null;
  const c = node.A_Const;
  // protobuf leaves out zero: `ival: {}` is 0
  return c.ival !== undefined ? (c.ival.ival ?? 0) : null;
}

function bareName(node: Node): string | null {
  if (!('ColumnRef' in node)) return null;
  const fields = node.ColumnRef.fields ?? [];
  return fields.length === 1 && 'String' in fields[0] ? (fields[0].String.sval ?? '') : null;
}

/**
 * The name PostgreSQL gives an unnamed select-list item (parse_target.c, FigureColname): a column's or function's
 * name, a cast's type when its argument has none, "case", "?column?" ... undefined for the few forms not copied here.
 */
function figureName(val: Node | undefined): string | undefined {
  const [name] = figure(val);
  return name === undefined ? undefined : (name ?? '?column?');
}

/** [name, strength] as FigureColnameInternal: strength 2 a real name, 1 a fallback; name null: none; undefined: unknown. */
function figure(node: Node | undefined): [string | null | undefined, number] {
  if (!node) return [null, 0];
  const lastString = (list: Node[] | undefined) => (list ?? []).reduce<string | null>((found, n) => ('String' in n ? (n.String.sval ?? '') : found), null);
  if ('ColumnRef' in node) {
    const name = lastString(node.ColumnRef.fields);
    return name === null ? [null, 0] : [name, 2];
  }
  if ('A_Indirection' in node) {
    const name = lastString(node.A_Indirection.indirection);
    return name === null ? figure(node.A_Indirection.arg) : [name, 2];
  }
  if ('FuncCall' in node) return [lastString(node.FuncCall.funcname), 2];
  if ('A_Expr' in node) return node.A_Expr.kind === 'AEXPR_NULLIF' ? ['nullif', 2] : [null, 0];
  if ('TypeCast' in node) {
    const inner = figure(node.TypeCast.arg);
    if (inner[1] > 1 || inner[0] === undefined) return inner;
    const typeName = lastString(node.TypeCast.typeName?.names);
    return typeName === null ? inner : [typeName, 1];
  }
  if ('CollateClause' in node) return figure(node.CollateClause.arg);
  if ('GroupingFunc' in node) return ['grouping', 2];
  if ('SubLink' in node) return figureSubLink(node);
  if ('CaseExpr' in node) {
    const inner = figure(node.CaseExpr.defresult);
    return inner[1] > 1 || inner[0] === undefined ? inner : ['case', 1];
  }
  if ('A_ArrayExpr' in node) return ['array', 2];
  if ('RowExpr' in node) return ['row', 2];
  if ('CoalesceExpr' in node) return ['coalesce', 2];
  if ('MinMaxExpr' in node) return [node.MinMaxExpr.op === 'IS_LEAST' ? 'least' : 'greatest', 2];
  if ('SQLValueFunction' in node) {
    const op = node.SQLValueFunction.op;
    return op
      ? [
          op
            .replace(/^SVFOP_/, '')
            .replace(/_N$/, '')
            .toLowerCase(),
          2,
        ]
      : [undefined, 0];
  }
  const kind = Object.keys(node)[0];
  // XML and SQL/JSON constructors have names of their own, not copied here
  if (/^(Xml|Json|MergeSupportFunc)/.test(kind)) return [undefined, 0];
  return [null, 0];
}

function figureSubLink(node: Extract<Node, { SubLink: unknown }>): [string | null | undefined, number] {
  const link = node.SubLink;
  if (link.subLinkType === 'EXISTS_SUBLINK') return ['exists', 2];
  if (link.subLinkType === 'ARRAY_SUBLINK') return ['array', 2];
  if (link.subLinkType !== 'EXPR_SUBLINK') return [null, 0];
  // a scalar subquery is named after its single column
  let sub = link.subselect && 'SelectStmt' in link.subselect ? link.subselect.SelectStmt : undefined;
  while (sub?.op && sub.op !== 'SETOP_NONE') sub = sub.larg;
  const first = sub?.targetList?.[0];
  if (!first || !('ResTarget' in first)) return [undefined, 0];
  if (first.ResTarget.name) return [first.ResTarget.name, 2];
  if (isStar(first.ResTarget.val)) return [undefined, 0];
  const name = figureName(first.ResTarget.val);
  return name === undefined ? [undefined, 0] : name === '?column?' ? [null, 0] : [name, 2];
}

/** Fields that say where in the text a node was, not what it is. */
const PLACE_FIELDS = new Set(['location', 'stmt_location', 'stmt_len', 'list_start', 'list_end']);

/** A node's tree without places, as text: equal for the same expression however it was spaced or written. */
function treeKey(node: unknown): string {
  return JSON.stringify(node, (k, v: unknown) => (PLACE_FIELDS.has(k) ? undefined : v));
}

/** The statement with the keys appended to its select list, deparsed; null unless it parses back to the same tree. */
function rewritten(select: SelectStmt, keys: Node[]): string | null {
  const keyTargets: Node[] = keys.map((val, i) => ({ ResTarget: { name: SORT_KEY_COLUMN(i + 1), val: structuredClone(val) } }));
  const stmt: Node = { SelectStmt: { ...structuredClone(select), targetList: [...structuredClone(select.targetList ?? []), ...keyTargets] } };
  try {
    const sql = deparseSync(stmt, { pretty: false });
    const again = parseSync(sql).stmts ?? [];
    return again.length === 1 && treeKey(again[0].stmt) === treeKey(stmt) ? sql : null;
  } catch {
    return null;
  }
}

/** An ORDER BY item as SQL for messages; its place in the list when the deparser cannot say it. */
function describeItem(sortBy: SortBy, i: number): string {
  try {
    return deparseSync({ SortBy: sortBy }, { pretty: false });
  } catch {
    return `第 ${i + 1} 个排序键`;
  }
}
