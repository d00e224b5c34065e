// What to highlight on the comparison page: the places in each original answer covered by a fingerprint the
// two answers share and the given text does not contain. SQL fingerprints mark their tokens one by one (a
// reordered condition is highlighted where it was typed); text fingerprints mark the characters they span.
import { GivenText, type Units, gramHashes, gramSizeFor, kindOf, unitsOf } from './fingerprint';
import { MAX_INPUT_CHARS } from './sql-tokens';
import type { DuplicateKind, Ranges } from './types';

export function sharedSpans(kind: DuplicateKind, a: string, b: string, givenText = ''): { a: Ranges; b: Ranges } {
  const k = kindOf(kind);
  const unitsA = unitsOf(k, a);
  const unitsB = unitsOf(k, b);
  const size = gramSizeFor(k, unitsA.h1.length);
  if (size === 0 || size !== gramSizeFor(k, unitsB.h1.length)) return { a: [], b: [] };
  const excluded = new GivenText(k, givenText).grams(size);
  const gramsA = gramHashes(unitsA, size);
  const gramsB = gramHashes(unitsB, size);
  const inB = new Set(gramsB);
  const shared = new Set(gramsA.filter((h) => inB.has(h) && !excluded.has(h)));
  const perToken = k === 'sql';
  return {
    a: merge(cover(unitsA, gramsA, shared, size, perToken), text(a)),
    b: merge(cover(unitsB, gramsB, shared, size, perToken), text(b)),
  };
}

const text = (s: unknown) => (typeof s === 'string' ? s : s == null ? '' : String(s)).slice(0, MAX_INPUT_CHARS);

function cover(units: Units, grams: number[], shared: Set<number>, size: number, perToken: boolean): Ranges {
  const out: Ranges = [];
  grams.forEach((h, i) => {
    if (!shared.has(h)) return;
    if (!perToken) out.push([units.start[i], units.end[i + size - 1]]);
    else for (let u = i; u < i + size; u++) out.push([units.start[u], units.end[u]]);
  });
  return out;
}

/** Sorted, overlapping or touching ranges joined, and so are ranges with only whitespace between them. */
function merge(ranges: Ranges, src: string): Ranges {
  const sorted = ranges.filter(([s, e]) => e > s).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out: Ranges = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && (s <= last[1] || src.slice(last[1], s).trim() === '')) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}
