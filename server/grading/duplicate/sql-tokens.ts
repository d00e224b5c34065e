// A forgiving SQL tokenizer for the duplicate check: it never throws, reads at most MAX_INPUT_CHARS, and keeps
// every token's place in the original text so matches can be highlighted. Comments and whitespace are dropped,
// words are lower-cased, quoted identifiers become plain names, string and number literals stay tokens,
// dollar-quoted bodies ($$ ... $$, $tag$ ... $tag$) are tokenized as SQL in place.

export const MAX_INPUT_CHARS = 20_000;

export type SqlTokenKind = 'word' | 'ident' | 'string' | 'number' | 'param' | 'op' | 'punct';

export type SqlToken = {
  kind: SqlTokenKind;
  /** normalised text: lower-case words and names, `'content'` for strings, canonical numbers, `<>` for `!=` */
  text: string;
  /** [start, end) in the original string */
  start: number;
  end: number;
};

/** Longest first, so that `->>` wins over `->`. */
const MULTI_OPS = ['->>', '#>>', '<=', '>=', '<>', '!=', '::', '||', '->', '#>', ':=', '=>', '@>', '<@', '&&', '!~', '~*'];
const MULTI_START = '-#<>!:|=@&~';
const PUNCT = '(),;.[]';
/** Dollar-quoted bodies inside dollar-quoted bodies are tokenized this deep, then kept as one string. */
const MAX_BODY_DEPTH = 2;

export function tokenizeSql(sql: string): SqlToken[] {
  const src = typeof sql === 'string' ? sql.slice(0, MAX_INPUT_CHARS) : '';
  const out: SqlToken[] = [];
  scan(src, 0, src.length, out, 0);
  return out;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isSpace = (c: number) =>
  c <= 32 || c === 0x7f || c === 0xa0 || c === 0x3000 || c === 0xfeff || (c >= 0x2000 && c <= 0x200b) || c === 0x2028 || c === 0x2029;
const isWordStart = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || (c >= 0x80 && !isSpace(c));
const isWordChar = (c: number) => isWordStart(c) || isDigit(c) || c === 36;
/** Characters of a dollar-quote tag: like a word, without `$`. */
const isTagChar = (c: number) => isWordStart(c) || isDigit(c);

function scan(src: string, from: number, to: number, out: SqlToken[], bodyDepth: number): void {
  const at = (j: number) => (j < to ? src.charCodeAt(j) : -1);
  let i = from;
  while (i < to) {
    const c = at(i);
    if (isSpace(c)) i++;
    else if (c === 45 && at(i + 1) === 45) i = lineEnd(src, i, to);
    else if (c === 47 && at(i + 1) === 42) i = blockCommentEnd(src, i, to);
    else if (c === 39) i = readString(src, i, i, to, false, out);
    else if (c === 34 || c === 96) i = readQuotedName(src, i, to, out);
    else if (c === 36) i = readDollar(src, i, to, out, bodyDepth);
    else if (isDigit(c) || (c === 46 && isDigit(at(i + 1)))) i = readNumber(src, i, to, out);
    else if (isWordStart(c)) i = readWord(src, i, to, out);
    else i = readOperator(src, i, to, out);
  }
}

function lineEnd(src: string, i: number, to: number): number {
  const nl = src.indexOf('\n', i);
  return nl < 0 || nl >= to ? to : nl + 1;
}

/** PostgreSQL block comments nest. An unterminated comment runs to the end. */
function blockCommentEnd(src: string, i: number, to: number): number {
  let depth = 0;
  let j = i;
  while (j < to) {
    if (src.charCodeAt(j) === 47 && src.charCodeAt(j + 1) === 42 && j + 1 < to) {
      depth++;
      j += 2;
    } else if (src.charCodeAt(j) === 42 && src.charCodeAt(j + 1) === 47 && j + 1 < to) {
      depth--;
      j += 2;
      if (depth === 0) return j;
    } else j++;
  }
  return to;
}

/** A '...' literal starting at `quote` ('' is a quote; with backslashes, \x escapes x). Unterminated: to the end. */
function readString(src: string, start: number, quote: number, to: number, backslashes: boolean, out: SqlToken[]): number {
  let j = quote + 1;
  let content = '';
  let from = j;
  while (j < to) {
    const c = src.charCodeAt(j);
    if (backslashes && c === 92 && j + 1 < to) {
      j += 2;
    } else if (c === 39) {
      if (j + 1 < to && src.charCodeAt(j + 1) === 39) {
        content += src.slice(from, j + 1);
        j += 2;
        from = j;
      } else break;
    } else j++;
  }
  content += src.slice(from, Math.min(j, to));
  const end = Math.min(j + 1, to);
  out.push({ kind: 'string', text: `'${content}'`, start, end });
  return end;
}

/** "Name" or `name` (doubled quote escapes it): a name, compared without case like any other. */
function readQuotedName(src: string, i: number, to: number, out: SqlToken[]): number {
  const q = src.charCodeAt(i);
  let j = i + 1;
  let name = '';
  let from = j;
  while (j < to) {
    if (src.charCodeAt(j) !== q) {
      j++;
      continue;
    }
    if (j + 1 < to && src.charCodeAt(j + 1) === q) {
      name += src.slice(from, j + 1);
      j += 2;
      from = j;
    } else break;
  }
  name += src.slice(from, Math.min(j, to));
  const end = Math.min(j + 1, to);
  out.push({ kind: 'ident', text: name.toLowerCase() || '""', start: i, end });
  return end;
}

/** `$1` (a parameter), `$tag$ body $tag$` / `$$ body $$` (the body tokenized in place) or a lone `$`. */
function readDollar(src: string, i: number, to: number, out: SqlToken[], bodyDepth: number): number {
  let j = i + 1;
  if (j < to && isDigit(src.charCodeAt(j))) {
    while (j < to && isDigit(src.charCodeAt(j))) j++;
    out.push({ kind: 'param', text: src.slice(i, j), start: i, end: j });
    return j;
  }
  while (j < to && isTagChar(src.charCodeAt(j))) j++;
  if (j >= to || src.charCodeAt(j) !== 36) {
    out.push({ kind: 'op', text: '$', start: i, end: i + 1 });
    return i + 1;
  }
  const tag = src.slice(i, j + 1);
  const bodyStart = j + 1;
  const close = src.indexOf(tag, bodyStart);
  const bodyEnd = close < 0 || close + tag.length > to ? to : close;
  out.push({ kind: 'punct', text: '$$', start: i, end: bodyStart });
  if (bodyDepth < MAX_BODY_DEPTH) scan(src, bodyStart, bodyEnd, out, bodyDepth + 1);
  else if (bodyEnd > bodyStart) out.push({ kind: 'string', text: `'${src.slice(bodyStart, bodyEnd)}'`, start: bodyStart, end: bodyEnd });
  if (bodyEnd === to) return to;
  out.push({ kind: 'punct', text: '$$', start: bodyEnd, end: bodyEnd + tag.length });
  return bodyEnd + tag.length;
}

function readNumber(src: string, i: number, to: number, out: SqlToken[]): number {
  let j = i;
  while (j < to && isDigit(src.charCodeAt(j))) j++;
  if (j < to && src.charCodeAt(j) === 46 && !(j + 1 < to && src.charCodeAt(j + 1) === 46)) {
    j++;
    while (j < to && isDigit(src.charCodeAt(j))) j++;
  }
  const e = src.charCodeAt(j);
  if (j < to && (e === 101 || e === 69)) {
    let k = j + 1;
    if (k < to && (src.charCodeAt(k) === 43 || src.charCodeAt(k) === 45)) k++;
    if (k < to && isDigit(src.charCodeAt(k))) {
      while (k < to && isDigit(src.charCodeAt(k))) k++;
      j = k;
    }
  }
  out.push({ kind: 'number', text: canonicalNumber(src.slice(i, j)), start: i, end: j });
  return j;
}

/** `85.0` and `85`, `.5` and `0.5` are one number; long ones stay as typed (no rounding). */
function canonicalNumber(raw: string): string {
  if (raw.replace(/\D/g, '').length > 15) return raw.toLowerCase();
  const value = Number(raw);
  return Number.isFinite(value) ? String(value) : raw.toLowerCase();
}

/** A word, or a prefixed string literal: E'..' (backslash escapes), N'..', B'..', X'..', U&'..'. */
function readWord(src: string, i: number, to: number, out: SqlToken[]): number {
  let j = i + 1;
  while (j < to && isWordChar(src.charCodeAt(j))) j++;
  const word = src.slice(i, j).toLowerCase();
  if (j < to && src.charCodeAt(j) === 39 && (word === 'e' || word === 'n' || word === 'b' || word === 'x')) {
    return readString(src, i, j, to, word === 'e', out);
  }
  if (word === 'u' && src.charCodeAt(j) === 38 && j + 1 < to && src.charCodeAt(j + 1) === 39) {
    return readString(src, i, j + 1, to, false, out);
  }
  out.push({ kind: 'word', text: word, start: i, end: j });
  return j;
}

function readOperator(src: string, i: number, to: number, out: SqlToken[]): number {
  const ch = src[i];
  const op = MULTI_START.includes(ch) ? MULTI_OPS.find((o) => i + o.length <= to && src.startsWith(o, i)) : undefined;
  if (op) {
    out.push({ kind: 'op', text: op === '!=' ? '<>' : op, start: i, end: i + op.length });
    return i + op.length;
  }
  out.push({ kind: PUNCT.includes(ch) ? 'punct' : 'op', text: ch, start: i, end: i + 1 });
  return i + 1;
}
