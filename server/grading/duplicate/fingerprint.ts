// Fingerprints of one answer: hashes of short runs of units. A unit is a normalised SQL token, a character
// of text (whitespace and punctuation removed), or the whole set of picked options. Runs found in the
// question's given text (stem, options, reference answer) are dropped: they are not evidence.
import { normaliseSqlTokens } from './sql-normalise';
import { MAX_INPUT_CHARS } from './sql-tokens';
import type { DuplicateKind } from './types';

/** Units per fingerprint: SQL token 4-grams, character 3-grams, one pick set. */
export const GRAM_SIZE: Record<DuplicateKind, number> = { sql: 4, text: 3, choice: 1 };

/** Units side by side: two independent 32-bit hashes of each, and its [start, end) in the original text. */
export type Units = { h1: number[]; h2: number[]; start: number[]; end: number[] };

const noUnits = (): Units => ({ h1: [], h2: [], start: [], end: [] });

/** Anything that is not 'sql' or 'choice' (a caller outside TypeScript) is compared as text. */
export const kindOf = (kind: unknown): DuplicateKind => (kind === 'sql' || kind === 'choice' ? kind : 'text');
const asText = (text: unknown): string => (typeof text === 'string' ? text : text == null ? '' : String(text));

export function unitsOf(kind: DuplicateKind, text: unknown): Units {
  const src = asText(text).slice(0, MAX_INPUT_CHARS);
  const out = noUnits();
  if (kind === 'sql') for (const t of normaliseSqlTokens(src)) addString(out, t.text, t.start, t.end);
  else if (kind === 'choice') choiceUnits(src, out);
  else textUnits(src, out);
  return out;
}

/** Picked options as one canonical string: "C, a" and "AC" are "A,C"; anything else is kept as words. */
export function canonicalPicks(text: string): string {
  const parts = text
    .normalize('NFKC')
    .toUpperCase()
    .split(/[\s,，、;；|/]+/)
    .filter(Boolean);
  const picks = parts.length === 1 && /^[A-Z]{1,26}$/.test(parts[0]) ? [...parts[0]] : parts;
  return [...new Set(picks)].sort().join(',');
}

function choiceUnits(src: string, out: Units): void {
  const picks = canonicalPicks(src);
  if (picks) addString(out, picks, src.length - src.trimStart().length, src.trimEnd().length);
}

/** ASCII letters (lower-cased), digits and symbols are kept, punctuation and spaces dropped. */
const ASCII_KEEP = Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  if (/[a-z0-9$+<=>^`|~]/.test(ch)) return c;
  return /[A-Z]/.test(ch) ? c + 32 : -1;
});
const DROPPED = /^[\p{P}\p{Z}\p{C}\s]$/u;

/** Characters after NFKC and lower case, without whitespace and punctuation, each pointing at its original. */
function textUnits(src: string, out: Units): void {
  for (let i = 0; i < src.length; ) {
    const cp = src.codePointAt(i) as number;
    const end = i + (cp > 0xffff ? 2 : 1);
    if (cp < 128) {
      if (ASCII_KEEP[cp] >= 0) addChar(out, ASCII_KEEP[cp], i, end);
    } else if (cp >= 0x4e00 && cp <= 0x9fff) {
      addChar(out, cp, i, end);
    } else {
      const ch = String.fromCodePoint(cp);
      if (!DROPPED.test(ch)) {
        for (const c of ch.normalize('NFKC').toLowerCase()) if (!DROPPED.test(c)) addChar(out, c.codePointAt(0) as number, i, end);
      }
    }
    i = end;
  }
}

function add(out: Units, h1: number, h2: number, start: number, end: number): void {
  out.h1.push(h1);
  out.h2.push(h2);
  out.start.push(start);
  out.end.push(end);
}

const addChar = (out: Units, cp: number, start: number, end: number) => add(out, cp, Math.imul(cp, 0x9e3779b1) >>> 0, start, end);

function addString(out: Units, text: string, start: number, end: number): void {
  let a = 0x811c9dc5;
  let b = 0x9747b28c ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  add(out, a >>> 0, b >>> 0, start, end);
}

function fmix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Hash of units[from .. from+size): 52 bits from two 32-bit hashes, exact in a double. */
function gramHash(units: Units, from: number, size: number): number {
  let a = 0x811c9dc5 ^ size;
  let b = 0x1b873593 ^ size;
  for (let j = from; j < from + size; j++) {
    a = Math.imul(a ^ units.h1[j], 0x01000193);
    a ^= a >>> 13;
    b = Math.imul(b ^ units.h2[j], 0xcc9e2d51);
    b = Math.imul((b << 15) | (b >>> 17), 0x1b873593);
  }
  return fmix(a) * 0x100000 + (fmix(b) >>> 12);
}

/** Units per fingerprint for an answer of n units: answers shorter than the gram size are one fingerprint. */
export const gramSizeFor = (kind: DuplicateKind, n: number) => Math.min(GRAM_SIZE[kind], n);

/** The fingerprint starting at each unit (units.length - size + 1 of them). */
export function gramHashes(units: Units, size: number): number[] {
  const out: number[] = [];
  if (size <= 0) return out;
  for (let i = 0; i + size <= units.h1.length; i++) out.push(gramHash(units, i, size));
  return out;
}

/**
 * SQL in a stem often follows prose with a stray quote; reading again from each statement that starts a line
 * or follows prose (not from every subquery) keeps the reference answer SQL.
 */
const STATEMENT_START = /(?:^|[\n\r:：\u0080-\uffff])[ \t]*(select|with|insert|update|delete|create|alter)\b/gi;
const MAX_SQL_RESTARTS = 20;

/** The given text of one question, fingerprinted lazily at each gram size that answers need. */
export class GivenText {
  private readonly sequences: Units[];
  private readonly bySize = new Map<number, Set<number>>();

  constructor(kind: DuplicateKind, text: unknown) {
    const src = asText(text).slice(0, MAX_INPUT_CHARS);
    this.sequences = kind === 'choice' || !src ? [] : [unitsOf(kind, src)];
    if (kind !== 'sql') return;
    let restarts = 0;
    for (const m of src.matchAll(STATEMENT_START)) {
      const at = (m.index ?? 0) + m[0].length - m[1].length;
      if (at === 0) continue;
      if (++restarts > MAX_SQL_RESTARTS) break;
      this.sequences.push(unitsOf(kind, src.slice(at)));
    }
  }

  grams(size: number): Set<number> {
    let set = this.bySize.get(size);
    if (!set) {
      set = new Set(this.sequences.flatMap((units) => gramHashes(units, size)));
      this.bySize.set(size, set);
    }
    return set;
  }
}

/** An answer's fingerprints, in order (repeats and given text included), and how many units each covers. */
export function answerGrams(kind: DuplicateKind, text: unknown): { size: number; hashes: number[] } {
  const units = unitsOf(kind, text);
  const size = gramSizeFor(kind, units.h1.length);
  return { size, hashes: gramHashes(units, size) };
}
