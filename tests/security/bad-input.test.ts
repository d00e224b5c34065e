// Bad input on every JSON call of the contract (issue 9), as a caller allowed to make it: bodies of the wrong kind,
// every field of the body's schema given a wrong type, an extreme number, a huge string or a huge array, SQL and HTML
// payloads in place of every field, missing fields, nulls, and a body over
// the size limit. Never a crash (500): always the envelope with a clear Chinese message, and nothing written (every
// table has as many rows after the storm as before it, but for the log of failed sign-ins).
import * as contract from '../../contract';
import type { CallDef } from '../../contract/call';
import { RoleId } from '../../contract/roles';
import { routeAccess } from '../../server/lib/route';
import { CHINESE, demoTokens, rowsInEveryTable } from '../api/fixtures';
import { startServer, type TestServer } from '../api/harness';

type Call = { name: string; def: CallDef; key: string };

const BODY_CALLS: Call[] = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
  .flatMap(([, value]) => Object.entries(value as Record<string, CallDef>))
  .map(([name, def]) => ({ name, def, key: `${def.method} /htdz${def.path}` }))
  .filter((c) => c.def.body !== undefined);

const filled = (path: string) => path.replace(/:\w+/g, '1');

/** The keys of a body schema (objects, and objects behind a transform). */
function keysOf(body: unknown): string[] {
  const s = body as { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } };
  return Object.keys(s.shape ?? s.def?.in?.shape ?? {});
}

const HOSTILE = ["'; DROP TABLE users; --", '<img src=x onerror=alert(1)>', '\u0000\u202e', '𠜎'.repeat(3)];

let s: TestServer;
let tokens: Map<number, string>;

beforeAll(async () => {
  s = await startServer();
  tokens = await demoTokens(s, [RoleId.ADMIN, RoleId.EXPERT, RoleId.TEACHER, RoleId.STUDENT]);
}, 120_000);

afterAll(async () => {
  await s?.close();
});

/** A token of a role the call lets in (admins for calls open to any signed-in user). */
function tokenFor(c: Call): string | undefined {
  const access = routeAccess.get(c.key);
  if (access === 'public') return undefined;
  if (access === 'user' || access === undefined) return tokens.get(RoleId.ADMIN);
  return tokens.get(access.includes(RoleId.ADMIN) ? RoleId.ADMIN : access[0]!);
}

describe('bad bodies on every JSON call', () => {
  let before: Record<string, number>;
  beforeAll(async () => {
    before = await rowsInEveryTable(s);
  });

  it('there are many to try', () => {
    expect(BODY_CALLS.length).toBeGreaterThanOrEqual(75);
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(40);
  });

  it('wrong kinds of body, wrong field types and hostile text are refused in Chinese, never a crash', async () => {
    const wrong: string[] = [];
    for (const c of BODY_CALLS) {
      const token = tokenFor(c);
      const keys = keysOf(c.def.body);
      const invalid: unknown[] = [
        'null',
        [],
        '"text"',
        '12345',
        '{"unterminated": ',
        Object.fromEntries(keys.map((k) => [k, { wrong: [1] }])),
        Object.fromEntries(keys.map((k) => [k, -1e308])),
        Object.fromEntries(keys.map((k) => [k, 2 ** 53 + 1])),
        // every field a 100,000-character string, or an array of 50,000 items
        Object.fromEntries(keys.map((k) => [k, '長'.repeat(100_000)])),
        Object.fromEntries(keys.map((k) => [k, Array.from({ length: 50_000 }, (_, i) => i)])),
      ];
      for (const body of invalid) {
        const r = await s.call(c.def.method, filled(c.def.path), { token, body });
        const clear = r.success === false && typeof r.message === 'string' && CHINESE.test(r.message);
        if (r.status >= 500 || !clear) wrong.push(`${c.key} ${JSON.stringify(body).slice(0, 60)} → ${r.status} ${r.success} ${r.message}`);
      }
      // hostile text may be valid text (a scene's SQL is run in the sandbox and its error shown): no crash, the envelope
      const hostile = Object.fromEntries(keys.map((k, i) => [k, HOSTILE[i % HOSTILE.length]]));
      // so may a body without its fields, or with every field null (where all are optional): no crash, the envelope
      for (const [label, body] of [
        ['hostile', hostile],
        ['missing fields', {}],
        ['nulls', Object.fromEntries(keys.map((k) => [k, null]))],
      ] as const) {
        const r = await s.call(c.def.method, filled(c.def.path), { token, body });
        if (r.status >= 500 || typeof r.success !== 'boolean' || typeof r.message !== 'string') wrong.push(`${c.key} ${label} → ${r.status} ${r.message}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a body over the limit is refused with 413 and the envelope', async () => {
    const c = BODY_CALLS.find((x) => x.name === 'saveChapter')!;
    const r = await s.call(c.def.method, c.def.path, { token: tokenFor(c), body: { courseId: 1, title: 'x', content: 'x'.repeat(5 * 1024 * 1024) } });
    expect(r).toMatchObject({ status: 413, success: false, message: '提交的内容过大' });
  });

  it('and nothing was written anywhere', async () => {
    expect(await rowsInEveryTable(s)).toEqual(before);
  });
});
