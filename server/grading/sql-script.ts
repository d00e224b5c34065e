// Splits a SQL script into statements the way psql does (strings, quoted names, dollar quotes, nested
// comments, BEGIN ATOMIC bodies), keeping each statement's offset so errors point at the line as typed.

export type Statement = {
  /** the statement's text without the terminating semicolon */
  text: string;
  /** offset of the first character of `text` in the script */
  start: number;
  /** 1-based line of `start` */
  line: number;
  /** lower-cased words outside strings and comments, in order; words of dollar-quoted bodies come separately */
  words: string[];
  /** words at parenthesis depth 0 */
  topWords: string[];
  /** where each of `topWords` starts in `text` */
  topWordOffsets: number[];
  /** where the commas at parenthesis depth 0 are in `text` */
  topCommaOffsets: number[];
  /** lower-cased words inside dollar-quoted bodies (function bodies, DO blocks) and string literals */
  bodyWords: string[];
};

const WORD_START = /[A-Za-z_\u0080-\uffff]/;
const WORD_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;

/** 1-based line of an offset. */
export function lineAt(script: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < script.length; i++) if (script.charCodeAt(i) === 10) line++;
  return line;
}

/** The words of a piece of SQL, ignoring strings and comments (used for dollar-quoted bodies). */
export function wordsOf(sql: string): string[] {
  return splitSql(sql).flatMap((s) => [...s.words, ...s.bodyWords]);
}

export function splitSql(script: string): Statement[] {
  const out: Statement[] = [];
  let start = 0;
  let words: string[] = [];
  let topWords: string[] = [];
  /** offsets in the script, made relative to the statement's text when it is finished */
  let topWordAt: number[] = [];
  let topCommaAt: number[] = [];
  let bodies: string[] = [];
  let depth = 0;
  /** inside CREATE FUNCTION ... BEGIN ATOMIC: BEGIN/CASE open, END closes */
  let atomicDepth = 0;
  let i = 0;
  const n = script.length;

  const finish = (end: number) => {
    const raw = script.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim();
    if (text) {
      out.push({
        text,
        start: start + lead,
        line: lineAt(script, start + lead),
        words,
        topWords,
        topWordOffsets: topWordAt.map((at) => at - start - lead),
        topCommaOffsets: topCommaAt.map((at) => at - start - lead),
        bodyWords: bodies.flatMap(wordsOf),
      });
    }
    words = [];
    topWords = [];
    topWordAt = [];
    topCommaAt = [];
    bodies = [];
    depth = 0;
    atomicDepth = 0;
  };

  while (i < n) {
    const c = script[i];
    const skipped = skipNonCode(script, i);
    if (skipped) {
      // Strings may hold dynamic SQL (EXECUTE '...'): the guard reads their words too.
      if (skipped.body !== undefined) bodies.push(skipped.body);
      i = skipped.end;
    } else if (WORD_START.test(c)) {
      let j = i + 1;
      while (j < n && WORD_CHAR.test(script[j])) j++;
      const word = script.slice(i, j).toLowerCase();
      words.push(word);
      if (depth === 0) {
        topWords.push(word);
        topWordAt.push(i);
      }
      const prev = words[words.length - 2];
      if (atomicDepth > 0) {
        if (word === 'begin' || word === 'case') atomicDepth++;
        else if (word === 'end') atomicDepth--;
      } else if (word === 'atomic' && prev === 'begin' && isRoutineDefinition(words)) {
        atomicDepth = 1;
      }
      i = j;
    } else if (c === '(') {
      depth++;
      i++;
    } else if (c === ')') {
      depth = Math.max(0, depth - 1);
      i++;
    } else if (c === ',' && depth === 0) {
      topCommaAt.push(i);
      i++;
    } else if (c === ';' && atomicDepth === 0) {
      finish(i);
      start = i + 1;
      i++;
    } else {
      i++;
    }
  }
  finish(n);
  return out;
}

type Skipped = { kind: 'comment' | 'literal'; end: number; body?: string };

/**
 * The comment, string, quoted name or dollar-quoted body starting at `i`, if one does: where it ends (just after
 * it) and, for strings and dollar bodies, their text. `i` must not be inside a word.
 */
function skipNonCode(script: string, i: number): Skipped | null {
  const n = script.length;
  const c = script[i];
  const next = script[i + 1];
  if (c === '-' && next === '-') {
    while (i < n && script[i] !== '\n') i++;
    return { kind: 'comment', end: i };
  }
  if (c === '/' && next === '*') {
    let level = 1;
    i += 2;
    while (i < n && level > 0) {
      if (script[i] === '/' && script[i + 1] === '*') level++, (i += 2);
      else if (script[i] === '*' && script[i + 1] === '/') level--, (i += 2);
      else i++;
    }
    return { kind: 'comment', end: i };
  }
  if (c === "'") {
    // E'...' strings take backslash escapes; standard strings only doubled quotes.
    const escaped = i > 0 && /[eE]/.test(script[i - 1]) && (i < 2 || !WORD_CHAR.test(script[i - 2]));
    const opened = i;
    i++;
    while (i < n) {
      if (escaped && script[i] === '\\') i += 2;
      else if (script[i] === "'" && script[i + 1] === "'") i += 2;
      else if (script[i] === "'") break;
      else i++;
    }
    return { kind: 'literal', end: i + 1, body: script.slice(opened + 1, i) };
  }
  if (c === '"') {
    i++;
    while (i < n) {
      if (script[i] === '"' && script[i + 1] === '"') i += 2;
      else if (script[i] === '"') break;
      else i++;
    }
    return { kind: 'literal', end: i + 1 };
  }
  if (c === '$' && (i === 0 || !WORD_CHAR.test(script[i - 1]))) {
    const tag = /^\$([A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*)?\$/.exec(script.slice(i, i + 64));
    if (!tag) return null; // a positional parameter such as $1
    const close = script.indexOf(tag[0], i + tag[0].length);
    const bodyEnd = close < 0 ? n : close;
    return { kind: 'literal', end: close < 0 ? n : close + tag[0].length, body: script.slice(i + tag[0].length, bodyEnd) };
  }
  return null;
}

export type Segment = { kind: 'code' | 'comment' | 'literal'; start: number; end: number };

/**
 * The script cut into code, comments and literals (strings, quoted names, dollar-quoted bodies), in order and
 * covering it all, read as splitSql reads it; for edits that must only touch code.
 */
export function sqlSegments(script: string): Segment[] {
  const out: Segment[] = [];
  const n = script.length;
  let codeStart = 0;
  let i = 0;
  while (i < n) {
    const skipped = skipNonCode(script, i);
    if (skipped) {
      if (i > codeStart) out.push({ kind: 'code', start: codeStart, end: i });
      const end = Math.min(skipped.end, n);
      out.push({ kind: skipped.kind, start: i, end });
      i = codeStart = end;
    } else if (WORD_START.test(script[i])) {
      // whole words, so a $ inside one never opens a dollar quote
      i++;
      while (i < n && WORD_CHAR.test(script[i])) i++;
    } else {
      i++;
    }
  }
  if (n > codeStart) out.push({ kind: 'code', start: codeStart, end: n });
  return out;
}

function isRoutineDefinition(words: string[]): boolean {
  if (words[0] !== 'create') return false;
  const kind = words[1] === 'or' ? words[3] : words[1];
  return kind === 'function' || kind === 'procedure';
}

/** `-- 检查：外键 sc(sno) 引用 student(sno)`: what a verification statement checks, named by its author (ddl-generate.ts). */
const CHECK_NAME = /^--\s*检查[：:]\s*(.*\S)\s*$/;

/**
 * What the comment line right before a statement says it checks (`-- 检查：…`), or null: the last of the comment lines
 * the statement's text starts with, when it is such a line.
 */
export function checkNameOf(s: Statement): string | null {
  let name: string | null = null;
  for (const line of s.text.split('\n')) {
    const t = line.trim();
    if (!t) continue;
    if (!t.startsWith('--')) break;
    name = CHECK_NAME.exec(t)?.[1] ?? null;
  }
  return name;
}

/** Statements whose rows can be read through a cursor (so a row limit stops them early). */
export function isCursorable(s: Statement): boolean {
  const first = s.words[0];
  if (first === 'select') return !hasTopLevelInto(s);
  if (first === 'values' || first === 'table') return true;
  if (first === 'with') {
    // Data-modifying WITH cannot be declared as a cursor.
    return !s.words.some((w) => w === 'insert' || w === 'update' || w === 'delete' || w === 'merge') && !hasTopLevelInto(s);
  }
  return s.text.startsWith('(');
}

/** SELECT ... INTO new_table creates a table. */
const hasTopLevelInto = (s: Statement) => s.topWords.includes('into');

/** Whether the statement's result order is fixed by a top-level ORDER BY. */
export function hasTopLevelOrderBy(s: Statement): boolean {
  const w = s.topWords;
  for (let k = 0; k + 1 < w.length; k++) if (w[k] === 'order' && w[k + 1] === 'by') return true;
  return false;
}

/** words that end a top-level ORDER BY clause */
const AFTER_ORDER_BY = new Set(['limit', 'offset', 'fetch', 'for']);

/**
 * The items of the statement's top-level ORDER BY (the last one, which orders the whole result), as typed, with
 * any ASC / DESC / NULLS / USING dropped; null when the statement has none.
 */
export function topLevelOrderItems(s: Statement): string[] | null {
  const w = s.topWords;
  let by = -1;
  for (let k = 0; k + 1 < w.length; k++) if (w[k] === 'order' && w[k + 1] === 'by') by = k + 1;
  if (by < 0) return null;
  const from = s.topWordOffsets[by] + 'by'.length;
  const endWord = w.findIndex((word, k) => k > by && AFTER_ORDER_BY.has(word));
  const to = endWord < 0 ? s.text.length : s.topWordOffsets[endWord];
  const cuts = [from, ...s.topCommaOffsets.filter((at) => at > from && at < to).map((at) => at + 1), to + 1];
  return cuts.slice(0, -1).map((at, k) => withoutDirection(s.text.slice(at, cuts[k + 1] - 1)));
}

const DIRECTION = /\s+(asc|desc|nulls\s+(first|last)|using\s+\S+)\s*$/i;

function withoutDirection(item: string): string {
  let text = item.trim();
  for (let m = DIRECTION.exec(text); m; m = DIRECTION.exec(text)) text = text.slice(0, m.index).trimEnd();
  return text;
}
