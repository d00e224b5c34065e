// Common mistakes made on purpose in a reference answer (INNER vs LEFT JOIN, < vs <=, missing DISTINCT, = NULL):
// when the scene's data grades such a mutant correct, the data cannot tell the mistake apart (PRODUCT.md, Grading).
import { sqlSegments } from './sql-script';

export type Mutant = { kind: 'join' | 'comparison' | 'distinct' | 'null'; sql: string; description: string };

type Token = { kind: 'word' | 'op' | 'literal' | 'other'; text: string; start: number; end: number };
type Edit = { start: number; end: number; text: string };
type Change = { kind: Mutant['kind']; edits: Edit[]; description: string };

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;
const OP_CHAR = /[+\-*/<>=~!@#%^&|`?]/;
/** with one of these, an operator may end in + or - (PostgreSQL's lexer rule) */
const OP_SPECIAL = /[~!@#%^&|`?]/;

/** Code tokens and literals in order; comments dropped, as they only separate tokens. */
function tokensOf(sql: string): Token[] {
  const out: Token[] = [];
  for (const seg of sqlSegments(sql)) {
    if (seg.kind === 'literal') out.push({ kind: 'literal', text: sql.slice(seg.start, seg.end), start: seg.start, end: seg.end });
    if (seg.kind !== 'code') continue;
    let i = seg.start;
    while (i < seg.end) {
      const c = sql[i];
      let j = i + 1;
      if (/\s/.test(c)) {
        i = j;
        continue;
      }
      if (WORD_START.test(c) || /[0-9]/.test(c)) {
        while (j < seg.end && WORD_CHAR.test(sql[j])) j++;
        out.push({ kind: WORD_START.test(c) ? 'word' : 'other', text: sql.slice(i, j).toLowerCase(), start: i, end: j });
      } else if (OP_CHAR.test(c)) {
        while (j < seg.end && OP_CHAR.test(sql[j])) j++;
        // a<-1 is a < -1, not an operator <-: trailing signs belong to the next operand
        if (!OP_SPECIAL.test(sql.slice(i, j))) while (j > i + 1 && /[+-]/.test(sql[j - 1])) j--;
        out.push({ kind: 'op', text: sql.slice(i, j), start: i, end: j });
      } else {
        out.push({ kind: 'other', text: c, start: i, end: j });
      }
      i = j;
    }
  }
  return out;
}

const isWord = (t: Token | undefined, ...words: string[]): boolean => t !== undefined && t.kind === 'word' && words.includes(t.text);

/** Removes a word and the blanks after it, so `LEFT JOIN` becomes `JOIN` without a doubled space. */
function removal(sql: string, t: Token): Edit {
  let end = t.end;
  while (end < sql.length && /\s/.test(sql[end])) end++;
  return { start: t.start, end, text: '' };
}

/** LEFT or left, after the case the word next to it was typed in */
const left = (typed: string) => (typed === typed.toLowerCase() ? 'left' : 'LEFT');

function joinChanges(sql: string, tokens: Token[]): Change[] {
  const out: Change[] = [];
  let lefts = 0;
  let inners = 0;
  tokens.forEach((t, k) => {
    if (!isWord(t, 'join')) return;
    const prev = tokens[k - 1];
    if (isWord(prev, 'left') || (isWord(prev, 'outer') && isWord(tokens[k - 2], 'left'))) {
      const leftAt = isWord(prev, 'left') ? k - 1 : k - 2;
      if (isWord(tokens[leftAt - 1], 'natural')) return;
      const edits = [removal(sql, tokens[leftAt])];
      if (leftAt === k - 2) edits.push(removal(sql, prev));
      out.push({ kind: 'join', edits, description: `把第 ${++lefts} 个 LEFT JOIN 改成 JOIN` });
    } else if (isWord(prev, 'inner')) {
      if (isWord(tokens[k - 2], 'natural')) return;
      const typed = sql.slice(prev.start, prev.end);
      out.push({ kind: 'join', edits: [{ start: prev.start, end: prev.end, text: left(typed) }], description: `把第 ${++inners} 个 JOIN 改成 LEFT JOIN` });
    } else if (!isWord(prev, 'right', 'full', 'outer', 'cross', 'natural')) {
      const typed = sql.slice(t.start, t.end);
      out.push({ kind: 'join', edits: [{ start: t.start, end: t.start, text: `${left(typed)} ` }], description: `把第 ${++inners} 个 JOIN 改成 LEFT JOIN` });
    }
  });
  return out;
}

const FLIPPED: Record<string, string> = { '<': '<=', '<=': '<', '>': '>=', '>=': '>' };

function comparisonChanges(tokens: Token[]): Change[] {
  const seen = new Map<string, number>();
  return tokens
    .filter((t) => t.kind === 'op' && t.text in FLIPPED)
    .map((t): Change => {
      const nth = (seen.get(t.text) ?? 0) + 1;
      seen.set(t.text, nth);
      return {
        kind: 'comparison',
        edits: [{ start: t.start, end: t.end, text: FLIPPED[t.text] }],
        description: `把第 ${nth} 个 ${t.text} 改成 ${FLIPPED[t.text]}`,
      };
    });
}

function distinctChanges(sql: string, tokens: Token[]): Change[] {
  const found = tokens.filter((t, k) => {
    if (!isWord(t, 'distinct')) return false;
    const prev = tokens[k - 1];
    // IS [NOT] DISTINCT FROM and DISTINCT ON are other constructs; UNION DISTINCT without it means the same
    if (isWord(prev, 'is', 'union', 'intersect', 'except') || (isWord(prev, 'not') && isWord(tokens[k - 2], 'is'))) return false;
    return !isWord(tokens[k + 1], 'on');
  });
  return found.map(
    (t, k): Change => ({ kind: 'distinct', edits: [removal(sql, t)], description: found.length > 1 ? `去掉第 ${k + 1} 个 DISTINCT` : '去掉 DISTINCT' }),
  );
}

function nullChanges(sql: string, tokens: Token[]): Change[] {
  const out: { change: Change; negated: boolean }[] = [];
  tokens.forEach((t, k) => {
    if (!isWord(t, 'is')) return;
    if (isWord(tokens[k + 1], 'null')) {
      out.push({ negated: false, change: { kind: 'null', edits: [{ start: t.start, end: t.end, text: '=' }], description: '' } });
    } else if (isWord(tokens[k + 1], 'not') && isWord(tokens[k + 2], 'null')) {
      const edits = [{ start: t.start, end: t.end, text: '<>' }, removal(sql, tokens[k + 1])];
      out.push({ negated: true, change: { kind: 'null', edits, description: '' } });
    }
  });
  // numbered only when the answer has several of the same, like "去掉 DISTINCT"
  for (const negated of [false, true]) {
    const same = out.filter((o) => o.negated === negated);
    const [from, to] = negated ? ['IS NOT NULL', '<> NULL'] : ['IS NULL', '= NULL'];
    same.forEach((o, k) => (o.change.description = same.length > 1 ? `把第 ${k + 1} 个 ${from} 改成 ${to}` : `把 ${from} 改成 ${to}`));
  }
  return out.map((o) => o.change);
}

function applyEdits(sql: string, edits: Edit[]): string {
  let out = '';
  let at = 0;
  for (const e of [...edits].sort((a, b) => a.start - b.start)) {
    out += sql.slice(at, e.start) + e.text;
    at = e.end;
  }
  return out + sql.slice(at);
}

/**
 * The reference answer with one common mistake made in it, each occurrence on its own, only in code (never in
 * strings, quoted names, comments or dollar-quoted bodies): joins, then comparisons, DISTINCT and IS NULL; at most `max`.
 */
export function mutantsOf(referenceSql: string, max = 12): Mutant[] {
  const tokens = tokensOf(referenceSql);
  const changes = [
    ...joinChanges(referenceSql, tokens),
    ...comparisonChanges(tokens),
    ...distinctChanges(referenceSql, tokens),
    ...nullChanges(referenceSql, tokens),
  ];
  const out: Mutant[] = [];
  const seen = new Set([referenceSql]);
  for (const c of changes) {
    if (out.length >= max) break;
    const sql = applyEdits(referenceSql, c.edits);
    if (seen.has(sql)) continue;
    seen.add(sql);
    out.push({ kind: c.kind, sql, description: c.description });
  }
  return out;
}

/**
 * The mutants that `passes` (grading them as a student's answer on the scene and its hidden data) judges correct:
 * mistakes the data cannot tell apart. One at a time, as the grading pool is shared with students.
 */
export async function indistinguishableMutants(referenceSql: string, passes: (studentSql: string) => Promise<boolean>, max?: number): Promise<Mutant[]> {
  const found: Mutant[] = [];
  for (const m of mutantsOf(referenceSql, max)) if (await passes(m.sql)) found.push(m);
  return found;
}

/** The warning shown to the teacher who saves the question, or null when the data tells every mutant apart. */
export function weakDataWarning(found: Mutant[]): string | null {
  if (found.length === 0) return null;
  const mistakes = found.map((m) => m.description).join('；');
  return `场景数据无法区分以下常见错误，这样写的答案也会被判为正确：${mistakes}。可以在场景的隐藏数据中加入能区分它们的行。`;
}
