// SQL normalisation for the duplicate check: two answers that differ only in aliases, identifier or keyword
// case, whitespace, comments, the order of AND-ed (or OR-ed) conditions or the side a comparison is written
// from come out as the same token list. Not a parser: it follows FROM lists, select lists, WITH lists and
// WHERE / ON / HAVING conditions well enough for homework queries, and does something harmless elsewhere.
import { type SqlToken, tokenizeSql } from './sql-tokens';

/** Parentheses nested deeper than this are plain tokens (keeps recursion bounded on hostile input). */
const MAX_NESTING = 64;

/** Words that end a FROM item or a select item, so they are never taken for an alias. */
const RESERVED = new Set(
  (
    'all and any as asc between by case cross desc distinct do else end except exists false fetch for from full group ' +
    'having ilike in inner intersect into is join lateral left like limit natural not null offset on only or order ' +
    'outer returning right select set similar some then true union using values when where window with'
  ).split(' '),
);
/** Words that start a clause of a SELECT (or of INSERT / UPDATE / DELETE) after its select list or FROM list. */
const CLAUSE_WORDS = new Set('where group having order limit offset window returning set values union intersect except into fetch for'.split(' '));
/** Words that end a WHERE / ON / HAVING condition. */
const CONDITION_END = new Set(
  'group order having limit offset union intersect except window returning fetch for join inner left right full cross natural where on using into do set'.split(
    ' ',
  ),
);
const COMPARISONS = new Set(['=', '<>', '<', '>', '<=', '>=']);

/** The normalised tokens, each still pointing at its text in the original string. */
export function normaliseSqlTokens(sql: string): SqlToken[] {
  const tokens = tokenizeSql(sql).filter((t, i, all) => !(isWord(t, 'inner') || isWord(t, 'outer')) || !isWord(all[i + 1], 'join'));
  return canonicalisePredicates(canonicaliseNames(tokens));
}

export function normaliseSql(sql: string): string[] {
  return normaliseSqlTokens(sql).map((t) => t.text);
}

const isWord = (t: SqlToken | undefined, w: string) => t !== undefined && t.kind === 'word' && t.text === w;
const isPunct = (t: SqlToken | undefined, p: string) => t !== undefined && t.kind === 'punct' && t.text === p;
/** A name that can be an alias: a quoted name or a word that is not a keyword ending the item. */
const isName = (t: SqlToken | undefined) => t !== undefined && (t.kind === 'ident' || (t.kind === 'word' && !RESERVED.has(t.text)));
const isAnyName = (t: SqlToken | undefined) => t !== undefined && (t.kind === 'ident' || t.kind === 'word');

// ---------------------------------------------------------------------------------------------------------
// Names: table aliases → the table's name (`student`, a second `student` in the same statement `student#2`),
// subquery aliases → sub1, sub2…, column aliases → col1, col2…, CTE names → cte1, cte2…

/** Token index range [start, end) where a name is visible: the parenthesised group or statement defining it. */
type Region = { start: number; end: number };
type Def = { canonical: string; region: Region };

type NameScan = {
  t: SqlToken[];
  /** index of the matching `)` for a `(` that opens a group, else -1 */
  match: Int32Array;
  drop: Uint8Array;
  tableAliases: Map<string, Def[]>;
  ctes: Map<string, Def[]>;
  tableCount: Map<string, number>;
  counters: { sub: number; col: number; cte: number };
};

function canonicaliseNames(t: SqlToken[]): SqlToken[] {
  const s: NameScan = {
    t,
    match: matchParens(t),
    drop: new Uint8Array(t.length),
    tableAliases: new Map(),
    ctes: new Map(),
    tableCount: new Map(),
    counters: { sub: 0, col: 0, cte: 0 },
  };
  let start = 0;
  for (let k = 0; k <= t.length; k++) {
    if (k < t.length && isPunct(t[k], '(') && s.match[k] > k) k = s.match[k];
    else if (k === t.length || isPunct(t[k], ';')) {
      s.tableCount.clear();
      s.counters = { sub: 0, col: 0, cte: 0 };
      scanLevel(s, start, k, { start, end: k });
      start = k + 1;
    }
  }
  renameUses(s);
  return t.filter((_, k) => !s.drop[k]);
}

function matchParens(t: SqlToken[]): Int32Array {
  const match = new Int32Array(t.length).fill(-1);
  const open: number[] = [];
  for (let k = 0; k < t.length; k++) {
    if (isPunct(t[k], '(')) open.push(open.length < MAX_NESTING ? k : -1);
    else if (isPunct(t[k], ')') && open.length) {
      const o = open.pop() as number;
      if (o >= 0) match[o] = k;
    }
  }
  return match;
}

const groupEnd = (s: NameScan, k: number, to: number) => (k < to && isPunct(s.t[k], '(') && s.match[k] > k && s.match[k] < to ? s.match[k] : -1);

/** One level of parentheses: tracks the clause, reads FROM items, select items and WITH lists. */
function scanLevel(s: NameScan, from: number, to: number, region: Region): void {
  const { t } = s;
  let clause = '';
  let expectTable = false;
  let itemStart = -1;
  const level: { k: number; clause: string }[] = [];
  const columns: { name: string; canonical: string; at: number }[] = [];
  const endItem = (end: number) => {
    const alias = selectItemAlias(s, itemStart, end);
    if (alias < 0) return;
    const canonical = `col${++s.counters.col}`;
    columns.push({ name: t[alias].text, canonical, at: alias });
    t[alias] = { ...t[alias], text: canonical };
  };
  let k = from;
  while (k < to) {
    if (expectTable) {
      expectTable = false;
      const next = readTable(s, k, to, region);
      if (next > k) {
        k = next;
        continue;
      }
    }
    const close = groupEnd(s, k, to);
    if (close >= 0) {
      scanLevel(s, k + 1, close, { start: k + 1, end: close });
      k = close + 1;
      continue;
    }
    const tok = t[k];
    level.push({ k, clause });
    if (tok.kind === 'word') {
      const w = tok.text;
      if (w === 'select') {
        clause = 'select';
        itemStart = k + 1;
      } else if (w === 'from' || w === 'join' || w === 'update') {
        if (clause === 'select') endItem(k);
        clause = 'from';
        expectTable = true;
      } else if (w === 'with') {
        k = readCtes(s, k, to, region);
        continue;
      } else if (CLAUSE_WORDS.has(w)) {
        if (clause === 'select') endItem(k);
        clause = w;
      }
    } else if (isPunct(tok, ',')) {
      if (clause === 'select') {
        endItem(k);
        itemStart = k + 1;
      } else if (clause === 'from') expectTable = true;
    }
    k++;
  }
  if (clause === 'select') endItem(to);
  // ORDER BY / GROUP BY may name an output column by its alias
  for (const col of columns) {
    for (const { k: u, clause: c } of level) {
      if (u <= col.at || (c !== 'order' && c !== 'group') || t[u].text !== col.name || !isAnyName(t[u])) continue;
      if (isPunct(t[u - 1], '.') || isPunct(t[u + 1], '.') || isPunct(t[u + 1], '(')) continue;
      t[u] = { ...t[u], text: col.canonical };
    }
  }
}

/** `expr AS alias` or `expr alias` at the end of a select item: the alias's index (its AS dropped), else -1. */
function selectItemAlias(s: NameScan, start: number, end: number): number {
  const { t } = s;
  if (start < 0 || end - start < 2) return -1;
  const last = t[end - 1];
  const prev = t[end - 2];
  if (!isName(last)) return -1;
  if (isWord(prev, 'as')) {
    s.drop[end - 2] = 1;
    return end - 1;
  }
  const endsExpression = isName(prev) || isPunct(prev, ')') || prev.kind === 'string' || prev.kind === 'number' || isWord(prev, 'end');
  return endsExpression ? end - 1 : -1;
}

/** A FROM item at k: `[ONLY|LATERAL] name[.name…][(args)] | (subquery)`, then `[AS] alias`. Returns the index after it. */
function readTable(s: NameScan, k: number, to: number, region: Region): number {
  const { t } = s;
  let j = k;
  if (isWord(t[j], 'only') || isWord(t[j], 'lateral')) j++;
  let table = '';
  const close = groupEnd(s, j, to);
  if (close >= 0) {
    scanLevel(s, j + 1, close, { start: j + 1, end: close });
    j = close + 1;
  } else if (j < to && isName(t[j])) {
    table = t[j].text;
    j++;
    while (j + 1 < to && isPunct(t[j], '.') && isAnyName(t[j + 1])) {
      table = t[j + 1].text;
      j += 2;
    }
    const args = groupEnd(s, j, to);
    if (args >= 0) {
      scanLevel(s, j + 1, args, { start: j + 1, end: args });
      j = args + 1;
    }
  } else return k;

  const asAt = isWord(t[j], 'as') && j < to ? j : -1;
  if (asAt >= 0) j++;
  const canonical = table ? tableName(s, table) : `sub${++s.counters.sub}`;
  if (!(j < to && isName(t[j]))) return j;
  addDef(s.tableAliases, t[j].text, { canonical, region });
  if (asAt >= 0) s.drop[asAt] = 1;
  if (table) s.drop[j] = 1;
  else t[j] = { ...t[j], text: canonical };
  return j + 1;
}

function tableName(s: NameScan, table: string): string {
  const n = (s.tableCount.get(table) ?? 0) + 1;
  s.tableCount.set(table, n);
  return n === 1 ? table : `${table}#${n}`;
}

/** `WITH [RECURSIVE] name [(cols)] AS [NOT] [MATERIALIZED] (query) [, …]`. Returns the index after the list. */
function readCtes(s: NameScan, k: number, to: number, region: Region): number {
  const { t } = s;
  let j = k + 1;
  if (isWord(t[j], 'recursive')) j++;
  while (j < to && isName(t[j])) {
    const name = t[j].text;
    j++;
    const cols = groupEnd(s, j, to);
    if (cols >= 0) j = cols + 1;
    if (!isWord(t[j], 'as') || j >= to) return j;
    j++;
    if (isWord(t[j], 'not')) j++;
    if (isWord(t[j], 'materialized')) j++;
    const body = groupEnd(s, j, to);
    if (body < 0) return j;
    addDef(s.ctes, name, { canonical: `cte${++s.counters.cte}`, region });
    scanLevel(s, j + 1, body, { start: j + 1, end: body });
    j = body + 1;
    if (!(j < to && isPunct(t[j], ','))) return j;
    j++;
  }
  return j;
}

function addDef(defs: Map<string, Def[]>, name: string, def: Def): void {
  const list = defs.get(name);
  if (list) list.push(def);
  else defs.set(name, [def]);
}

/** The innermost definition of `name` visible at token k. */
function visible(defs: Map<string, Def[]>, name: string, k: number): Def | undefined {
  let best: Def | undefined;
  for (const d of defs.get(name) ?? []) {
    if (d.region.start <= k && k < d.region.end && (!best || d.region.start >= best.region.start)) best = d;
  }
  return best;
}

/** Qualifiers (`s.` in `s.sname`) by their table alias, CTE names everywhere they are visible. */
function renameUses(s: NameScan): void {
  const { t } = s;
  for (let k = 0; k < t.length; k++) {
    if (s.drop[k] || !isAnyName(t[k]) || isPunct(t[k - 1], '.')) continue;
    const alias = isPunct(t[k + 1], '.') ? visible(s.tableAliases, t[k].text, k) : undefined;
    const def = alias ?? visible(s.ctes, t[k].text, k);
    if (def) t[k] = { ...t[k], text: def.canonical };
  }
}

// ---------------------------------------------------------------------------------------------------------
// Conditions: in WHERE / ON / HAVING, conjuncts and disjuncts are sorted, `a > b` becomes `b < a`, `a >= b`
// becomes `b <= a`, and the two sides of `=` / `<>` are put in a fixed order. Tokens keep their places.

type Group = { open: SqlToken | null; kids: Node[]; close: SqlToken | null };
type Node = SqlToken | Group;
const isGroup = (n: Node | undefined): n is Group => n !== undefined && 'kids' in n;
const leaf = (n: Node | undefined): SqlToken | undefined => (n === undefined || isGroup(n) ? undefined : n);

function canonicalisePredicates(tokens: SqlToken[]): SqlToken[] {
  const root: Group = { open: null, kids: [], close: null };
  const stack: Group[] = [root];
  for (const tok of tokens) {
    const top = stack[stack.length - 1];
    if (isPunct(tok, '(') && stack.length <= MAX_NESTING) {
      const g: Group = { open: tok, kids: [], close: null };
      top.kids.push(g);
      stack.push(g);
    } else if (isPunct(tok, ')') && stack.length > 1) {
      top.close = tok;
      stack.pop();
    } else top.kids.push(tok);
  }
  const out: SqlToken[] = [];
  flatten(sequence(root.kids), out);
  return out;
}

function flatten(nodes: Node[], out: SqlToken[]): SqlToken[] {
  for (const n of nodes) {
    if (!isGroup(n)) out.push(n);
    else {
      if (n.open) out.push(n.open);
      flatten(n.kids, out);
      if (n.close) out.push(n.close);
    }
  }
  return out;
}

const keyOf = (nodes: Node[]) =>
  flatten(nodes, [])
    .map((t) => t.text)
    .join('\u0001');
const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** A statement or group outside a condition: conditions inside it are canonicalised. */
function sequence(nodes: Node[]): Node[] {
  const out: Node[] = [];
  let k = 0;
  while (k < nodes.length) {
    const n = nodes[k];
    out.push(isGroup(n) ? { ...n, kids: sequence(n.kids) } : n);
    k++;
    if (isWord(leaf(n), 'where') || isWord(leaf(n), 'on') || isWord(leaf(n), 'having')) {
      const end = conditionEnd(nodes, k);
      out.push(...condition(nodes.slice(k, end)));
      k = end;
    }
  }
  return out;
}

function conditionEnd(nodes: Node[], k: number): number {
  let j = k;
  for (; j < nodes.length; j++) {
    const t = leaf(nodes[j]);
    if (t && ((t.kind === 'word' && CONDITION_END.has(t.text)) || isPunct(t, ';') || isPunct(t, ','))) break;
  }
  return j;
}

/** A boolean expression: OR of ANDs of atoms, each level sorted. */
function condition(nodes: Node[]): Node[] {
  const inner = nodes.map((n) => (isGroup(n) ? { ...n, kids: groupInCondition(n.kids) } : n));
  const ors = splitTop(inner, 'or');
  const disjuncts = ors.parts.map((part) => {
    const ands = splitTop(part, 'and');
    return join(ands.parts.map(atom).map(keyed).sort(byKey), ands.separators);
  });
  return join(disjuncts.map(keyed).sort(byKey), ors.separators);
}

const keyed = (nodes: Node[]) => ({ nodes, key: keyOf(nodes) });

/** A parenthesised subquery is a statement; anything else in a condition is a list of (boolean) expressions. */
function groupInCondition(kids: Node[]): Node[] {
  const first = leaf(kids[0]);
  if (isWord(first, 'select') || isWord(first, 'with') || isWord(first, 'values')) return sequence(kids);
  const args: Node[][] = [[]];
  const commas: Node[] = [];
  for (const n of kids) {
    if (isPunct(leaf(n), ',')) {
      commas.push(n);
      args.push([]);
    } else args[args.length - 1].push(n);
  }
  return join(
    args.map((arg) => ({ nodes: condition(arg) })),
    commas,
  );
}

/** Splits at top-level `and` / `or`, except the AND of BETWEEN … AND … and words inside CASE … END. */
function splitTop(nodes: Node[], word: 'and' | 'or'): { parts: Node[][]; separators: Node[] } {
  const parts: Node[][] = [[]];
  const separators: Node[] = [];
  let between = false;
  let cases = 0;
  for (const n of nodes) {
    const t = leaf(n);
    if (isWord(t, 'case')) cases++;
    else if (isWord(t, 'end') && cases > 0) cases--;
    else if (isWord(t, 'between')) between = true;
    else if (isWord(t, word) && cases === 0) {
      if (word === 'and' && between) between = false;
      else {
        separators.push(n);
        parts.push([]);
        continue;
      }
    }
    parts[parts.length - 1].push(n);
  }
  return { parts, separators };
}

function join(items: { nodes: Node[] }[], separators: Node[]): Node[] {
  const out: Node[] = [];
  items.forEach((item, i) => {
    if (i > 0) out.push(separators[i - 1]);
    out.push(...item.nodes);
  });
  return out;
}

/** One comparison: `>` / `>=` turned round into `<` / `<=`, the sides of `=` / `<>` in key order. */
function atom(nodes: Node[]): Node[] {
  const at: number[] = [];
  nodes.forEach((n, i) => {
    const t = leaf(n);
    if (t && t.kind === 'op' && COMPARISONS.has(t.text)) at.push(i);
  });
  if (at.length !== 1 || at[0] === 0 || at[0] === nodes.length - 1) return nodes;
  const op = nodes[at[0]] as SqlToken;
  const lhs = nodes.slice(0, at[0]);
  const rhs = nodes.slice(at[0] + 1);
  if (op.text === '>' || op.text === '>=') return [...rhs, { ...op, text: op.text === '>' ? '<' : '<=' }, ...lhs];
  if ((op.text === '=' || op.text === '<>') && keyOf(lhs) > keyOf(rhs)) return [...rhs, op, ...lhs];
  return nodes;
}
