// Recorded answers of the real server, and how a mock picks one for a request. mock/fixtures/<group>.json are written
// by tests/api/mock-fixtures.test.ts (RECORD_MOCKS=1), which replays the demo through the server; the same test,
// without the variable, checks that they still are what the server answers. Not a mock itself (.umirc.ts excludes
// mock/_*.ts).
import fs from 'node:fs';
import path from 'node:path';
// Relative imports, not @contract/: Umi loads mock files through a bare esbuild require hook that knows no aliases.
import * as contract from '../contract/index';
import type { CallDef } from '../contract/call';
import type { Envelope } from '../contract/envelope';

export type Call = { group: string; name: string; def: CallDef };

/** Every call of contract/ (the `*Calls` exports). */
export const CALLS: Call[] = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
  .flatMap(([group, value]) => Object.entries(value as Record<string, CallDef>).map(([name, def]) => ({ group, name, def })));

/** A downloaded file, as recorded. */
export type RecordedFile = { contentType: string; disposition: string | null; base64: string };

/** One request of the replay and what the server answered. */
export type Exchange = {
  /**
   * whose session made it: a demo account (`teacher`), an account after a role switch (`teastu@4`: the role id),
   * or null without a session
   */
  as: string | null;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** the name of the file sent (uploads) */
  upload?: string;
  /** the HTTP status, when not 200 (a missing session: 401) */
  status?: number;
  /** the envelope, for calls with an `answer` */
  answer?: Envelope<unknown>;
  /** the file, for downloads (calls without `answer`) */
  file?: RecordedFile;
};

/** One group of calls (authCalls → auth.json): when it was recorded, and the exchanges of each call by name. */
export type FixtureFile = { recordedAt: string; calls: Record<string, Exchange[]> };

export const FIXTURE_DIR = path.join(__dirname, 'fixtures');
export const fixturePathOf = (group: string) => path.join(FIXTURE_DIR, `${group.replace(/Calls$/, '')}.json`);

/** The token a recorded sign-in answers for an account (recorded tokens are replaced by these). */
export const mockTokenOf = (label: string) => `mock-token-${accountOf(label)}`;
/** `teastu@4` → `teastu` */
export const accountOf = (label: string) => label.split('@')[0];

/** The account a request's `Authorization: Bearer mock-token-<account>` speaks for, or null. */
export function accountOfRequest(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Bearer mock-token-(.+)$/.exec(value ?? '');
  return match ? match[1] : null;
}

/** The fixtures of every group on disk, by group; a group never recorded has none. */
export function loadFixtures(dir = FIXTURE_DIR): Map<string, FixtureFile> {
  const groups = new Map<string, FixtureFile>();
  for (const group of new Set(CALLS.map((c) => c.group))) {
    const file = path.join(dir, path.basename(fixturePathOf(group)));
    if (fs.existsSync(file)) groups.set(group, JSON.parse(fs.readFileSync(file, 'utf8')) as FixtureFile);
  }
  return groups;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Every date-time string in a value, through `map`; the rest as it is. */
export function mapTimes(value: unknown, map: (iso: string) => string): unknown {
  if (typeof value === 'string') return ISO_TIME.test(value) ? map(value) : value;
  if (Array.isArray(value)) return value.map((v) => mapTimes(v, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapTimes(v, map)]));
  return value;
}

/**
 * The recorded answer moved forward by the time since it was recorded: the demo's homework and exam were open
 * "from yesterday for two weeks" then, and stay so in the mocks.
 */
export const shiftedToNow = <T>(value: T, recordedAt: string, now = Date.now()): T => {
  const delta = now - Date.parse(recordedAt);
  return mapTimes(value, (iso) => new Date(Date.parse(iso) + delta).toISOString()) as T;
};

/** Whether `have` holds every field of `want` (deeply, as JSON): a form may send more than was recorded. */
const holds = (have: unknown, want: unknown): boolean =>
  want && typeof want === 'object' && !Array.isArray(want) && have && typeof have === 'object'
    ? Object.entries(want).every(([k, v]) => holds((have as Record<string, unknown>)[k], v))
    : JSON.stringify(have) === JSON.stringify(want);
const sameStrings = (a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) =>
  Object.keys({ ...a, ...b }).every((k) => String(a[k] ?? '') === String(b[k] ?? ''));

export type Request = { as: string | null; params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown };

/**
 * The recorded exchange closest to a request: the same body first (a sign-in with the demo password), then the same
 * path parameters (the same course), then the same session (exactly, then the same account), then the most query
 * values alike; the earliest of equals. Every call answers something recorded, even for ids never recorded.
 */
export function pick(exchanges: readonly Exchange[], req: Request): Exchange | undefined {
  const score = (e: Exchange): number[] => [
    req.body !== undefined && e.body !== undefined && holds(req.body, e.body) ? 1 : 0,
    sameStrings(e.params, req.params) ? 1 : 0,
    e.as === req.as ? 2 : e.as !== null && req.as !== null && accountOf(e.as) === accountOf(req.as) ? 1 : 0,
    Object.entries(e.query ?? {}).filter(([k, v]) => String(req.query?.[k] ?? '') === v).length,
  ];
  const ahead = (a: number[], b: number[]) => {
    const i = a.findIndex((v, k) => v !== b[k]);
    return i !== -1 && a[i] > b[i];
  };
  let best: { e: Exchange; s: number[] } | undefined;
  for (const e of exchanges) {
    const s = score(e);
    if (!best || ahead(s, best.s)) best = { e, s };
  }
  return best?.e;
}
