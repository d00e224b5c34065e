// Bad input on every JSON call of the contract (issue 9), as a caller allowed to make it: bodies of the wrong kind,
// every field of the body's schema given a wrong type, an extreme number, a huge string or a huge array, SQL and HTML
// payloads in place of every field, missing fields, nulls, and a body over
// the size limit. Never a crash (500): always the envelope with a clear Chinese message, and nothing written (every
// table has as many rows after the storm as before it, but for the log of failed sign-ins).
// Then what the request's edge refuses for every call (issue 10, server/lib/bad-input.ts): NUL and the other C0
// control characters and lone surrogates in any string of a body, a query or a path; JSON nested 20,000 levels deep;
// bodies and addresses whose bytes are not UTF-8 (an overlong NUL, %FF, an encoded surrogate). Each is refused with
// its own Chinese words before a route sees it, never a 500, and no table changes.
import * as contract from '../../contract';
import type { CallDef } from '@contract/call';
import { ErrorCode } from '@contract/envelope';
import { RoleId } from '@contract/roles';
import {
  BAD_URL_MESSAGE,
  CONTROL_CHARACTER_MESSAGE,
  LONE_SURROGATE_MESSAGE,
  MAX_JSON_DEPTH,
  NOT_UTF8_MESSAGE,
  TOO_DEEP_MESSAGE,
} from '../../server/lib/bad-input';
import { routeAccess } from '../../server/lib/route';
import { CHINESE, demoTokens, digestOfEveryTable, rowsInEveryTable } from '../api/fixtures';
import { startServer, type TestServer } from '../api/harness';

type Call = { name: string; def: CallDef; key: string };

const BODY_CALLS: Call[] = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
  .flatMap(([, value]) => Object.entries(value as Record<string, CallDef>))
  .map(([name, def]) => ({ name, def, key: `${def.method} /htdz${def.path}` }))
  .filter((c) => c.def.body !== undefined);

/** Every call of the contract, with a body or not (for queries and paths). */
const ALL_CALLS: Call[] = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
  .flatMap(([, value]) => Object.entries(value as Record<string, CallDef>))
  .map(([name, def]) => ({ name, def, key: `${def.method} /htdz${def.path}` }));

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

// ---------------------------------------------------------------------------------------------------------------
// The edge (issue 10)

type Answer = { status: number; code?: number; success?: boolean; message?: string; errorCode?: string };

/** A request as bytes on the wire: the address as given (escapes and all), the body a string or raw bytes. */
async function send(c: Call, o: { path?: string; query?: string; payload?: string | Buffer } = {}): Promise<Answer> {
  const token = tokenFor(c);
  const res = await s.app.inject({
    method: c.def.method,
    url: `/htdz${o.path ?? filled(c.def.path)}${o.query ? `?${o.query}` : ''}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(o.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
    payload: o.payload,
  });
  let body: Omit<Answer, 'status'> = {};
  try {
    body = res.json();
  } catch {
    // not an envelope: reported as such below
  }
  return { status: res.statusCode, ...body };
}

const refusedAsText = (message: string) => ({ status: 200, code: 400, success: false, errorCode: ErrorCode.VALIDATION_FAILED, message });
const refusedAsRequest = (message: string) => ({ status: 400, code: 400, success: false, errorCode: ErrorCode.BAD_REQUEST, message });

/** Collects what did not answer as expected: `label → status errorCode message`. */
function checker() {
  const wrong: string[] = [];
  let tried = 0;
  return {
    wrong,
    tried: () => tried,
    expect(label: string, r: Answer, want: Answer) {
      tried++;
      const same =
        r.status === want.status && r.code === want.code && r.success === want.success && r.errorCode === want.errorCode && r.message === want.message;
      if (!same) wrong.push(`${label} → ${r.status} ${r.errorCode} ${r.message}`);
    },
  };
}

/** Nested arrays (`[[[…]]]`) or objects (`{"a":{"a":…}}`) `levels` deep, as JSON text. */
const nested = (levels: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(levels)}${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** A JSON body whose `key` holds `raw` (JSON text as it is put on the wire). */
const bodyWith = (key: string, raw: string) => `{${JSON.stringify(key)}:${raw}}`;

/** Percent-escapes of the same bad things for addresses. */
const BAD_ESCAPES = ['%C0%80', '%FF', '%ED%A0%80', 'a%E4%B8'];

/** Path parameters of a call. */
const paramsOf = (c: Call) => [...c.def.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

describe('the edge refuses bad text everywhere, once, before any route', () => {
  let before: Record<string, string>;
  beforeAll(async () => {
    before = await digestOfEveryTable(s);
  });

  // first, while every session is fresh: without the edge these reached the database and answered 500
  it('valid requests with a NUL in one text field or search, /login before sign-in included, are refused', async () => {
    const byName = new Map(ALL_CALLS.map((c) => [c.name, c]));
    const fields: [string, Record<string, unknown>][] = [
      ['login', { username: 'admin\u0000', password: 'Demo1234' }],
      ['login', { username: 'admin', password: 'Demo1234\u0000' }],
      ['saveFeedback', { content: '这是一条反馈\u0000', pageUrl: '/home', screenshot: null }],
      ['createRule', { title: '规则', category: 'platform', content: '内容\u0000', enabled: true, sort: 0 }],
      // rich text
      ['saveCourse', { courseId: null, name: '课程', description: '<p>介绍\u0000</p>', cover: null, isTemplate: false }],
      ['saveChapter', { chapterId: null, courseId: 1, parentId: null, title: '小节', content: '<p>内容\u0000</p>' }],
      ['reviewCourse', { courseId: 1, approve: true, comment: '同意\u0000' }],
      ['saveKnowledge', { courseId: 1, name: '知识点', description: '说明\u0000' }],
      ['saveTask', { taskId: null, courseId: 1, parentId: null, name: '作业', description: '说明\u0000' }],
      ['saveExam', { examId: null, courseId: 1, name: '考试', description: '说明\u0000', durationMinutes: 60 }],
      // SQL
      ['saveScene', { sceneId: null, courseId: 1, name: '场景', description: '说明\u0000', initSql: 'CREATE TABLE t (id integer);' }],
      ['saveScene', { sceneId: null, courseId: 1, name: '场景', description: null, initSql: 'CREATE TABLE t (id integer); -- \u0000' }],
    ];
    const searches: [string, string][] = [
      ['listCourses', 'keyword=a%00'],
      ['listRules', 'keyword=a%00'],
      ['listScenes', 'courseId=1&keyword=a%00'],
      ['listClasses', 'courseId=1&keyword=a%00'],
      ['listExercises', 'courseId=1&keyword=a%00'],
      ['listTasks', 'courseId=1&keyword=a%00'],
      ['listExams', 'courseId=1&keyword=a%00'],
      ['listLabImages', 'keyword=a%00'],
      ['courseLabContainers', 'keyword=a%00'],
    ];
    const check = checker();
    for (const [name, body] of fields) {
      const c = byName.get(name);
      if (!c) throw new Error(`no call ${name}`);
      check.expect(`${c.key} ${JSON.stringify(body)}`, await send(c, { payload: JSON.stringify(body) }), refusedAsText(CONTROL_CHARACTER_MESSAGE));
    }
    for (const [name, query] of searches) {
      const c = byName.get(name);
      if (!c) throw new Error(`no call ${name}`);
      check.expect(`${c.key}?${query}`, await send(c, { query }), refusedAsText(CONTROL_CHARACTER_MESSAGE));
    }
    expect(check.wrong).toEqual([]);
  });

  it('a NUL or another control character in any field of any JSON call (its key, an array, an object within)', async () => {
    const check = checker();
    for (const c of BODY_CALLS) {
      const keys = keysOf(c.def.body);
      for (const [i, k] of keys.entries()) {
        const text = ['a\u0000b', '\u0000', '\u0007', '\u001b[31m', '\u000b', '\u007f\u0000'][i % 6]!;
        check.expect(`${c.key} ${k}`, await send(c, { payload: JSON.stringify({ [k]: text }) }), refusedAsText(CONTROL_CHARACTER_MESSAGE));
      }
      const k = keys[0] ?? 'x';
      for (const body of [{ [k]: ['ok', { deeper: 'x\u0000' }] }, { [k]: 1, 'key\u0000': 1 }, 'text\u0000']) {
        check.expect(
          `${c.key} ${JSON.stringify(body).slice(0, 40)}`,
          await send(c, { payload: JSON.stringify(body) }),
          refusedAsText(CONTROL_CHARACTER_MESSAGE),
        );
      }
    }
    expect(check.tried()).toBeGreaterThanOrEqual(400);
    expect(check.wrong).toEqual([]);
  }, 300_000);

  it('a lone surrogate in any field of any JSON call', async () => {
    const check = checker();
    for (const c of BODY_CALLS) {
      for (const [i, k] of keysOf(c.def.body).entries()) {
        const raw = ['"a\\ud800"', '"\\udc00b"', '["\\ud83d"]', '"\\ude00\\ud83d"'][i % 4]!;
        check.expect(`${c.key} ${k} ${raw}`, await send(c, { payload: bodyWith(k, raw) }), refusedAsText(LONE_SURROGATE_MESSAGE));
      }
    }
    expect(check.tried()).toBeGreaterThanOrEqual(250);
    expect(check.wrong).toEqual([]);
  }, 300_000);

  it('a body whose bytes are not UTF-8 (an overlong NUL, 0xFF, a surrogate in bytes, a cut character) is refused with 400', async () => {
    const check = checker();
    const BAD_BYTES = [[0xc0, 0x80], [0xe0, 0x80, 0x80], [0xff], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xe4, 0xb8]];
    for (const c of BODY_CALLS) {
      const k = keysOf(c.def.body)[0] ?? 'x';
      for (const bytes of BAD_BYTES) {
        const payload = Buffer.concat([Buffer.from(`{${JSON.stringify(k)}:"a`), Buffer.from(bytes), Buffer.from('b"}')]);
        check.expect(`${c.key} ${Buffer.from(bytes).toString('hex')}`, await send(c, { payload }), refusedAsRequest(NOT_UTF8_MESSAGE));
      }
    }
    expect(check.wrong).toEqual([]);
  }, 300_000);

  it('JSON nested 20,000 levels deep (or just past the cap, in a field) is refused with 400 on every JSON call', async () => {
    const check = checker();
    for (const c of BODY_CALLS) {
      const k = keysOf(c.def.body)[0] ?? 'x';
      for (const payload of [
        nested(20_000, 'array'),
        nested(20_000, 'object'),
        bodyWith(k, nested(MAX_JSON_DEPTH, 'array')),
        bodyWith(k, nested(MAX_JSON_DEPTH, 'object')),
      ]) {
        check.expect(`${c.key} ${payload.slice(0, 30)}`, await send(c, { payload }), refusedAsRequest(TOO_DEEP_MESSAGE));
      }
    }
    // at the cap a body still reaches validation (brackets inside strings do not count)
    const login = BODY_CALLS.find((c) => c.name === 'login')!;
    const atCap = await send(login, { payload: bodyWith('username', nested(MAX_JSON_DEPTH - 1, 'array')) });
    expect(atCap).toMatchObject({ status: 200, success: false, errorCode: ErrorCode.VALIDATION_FAILED });
    const inStrings = await send(login, { payload: JSON.stringify({ username: '['.repeat(30_000), password: '{"a":'.repeat(10_000) }) });
    expect(inStrings).toMatchObject({ status: 200, success: false, errorCode: ErrorCode.VALIDATION_FAILED });
    expect(check.wrong).toEqual([]);
  }, 300_000);

  it('a control character or a bad escape in every query parameter and every path parameter of every call', async () => {
    const check = checker();
    let queries = 0;
    for (const c of ALL_CALLS) {
      const queryKeys = c.def.query ? keysOf(c.def.query) : [];
      queries += queryKeys.length;
      for (const k of queryKeys) {
        for (const value of ['%00', `a%01b`, '%1B', 'x%00%E4%B8%AD'])
          check.expect(`${c.key} ?${k}=${value}`, await send(c, { query: `${k}=${value}` }), refusedAsText(CONTROL_CHARACTER_MESSAGE));
        for (const value of BAD_ESCAPES) check.expect(`${c.key} ?${k}=${value}`, await send(c, { query: `${k}=${value}` }), refusedAsRequest(BAD_URL_MESSAGE));
      }
      // any parameter, known or not, and its name
      check.expect(`${c.key} ?q%00=1`, await send(c, { query: 'q%00=1' }), refusedAsText(CONTROL_CHARACTER_MESSAGE));
      check.expect(`${c.key} ?q=%00`, await send(c, { query: 'q=%00' }), refusedAsText(CONTROL_CHARACTER_MESSAGE));
      for (const p of paramsOf(c)) {
        const at = (value: string) => c.def.path.replace(/:(\w+)/g, (_, name: string) => (name === p ? value : '1'));
        check.expect(`${c.key} :${p}=%00`, await send(c, { path: at('1%00') }), refusedAsText(CONTROL_CHARACTER_MESSAGE));
        for (const value of BAD_ESCAPES) check.expect(`${c.key} :${p}=${value}`, await send(c, { path: at(value) }), refusedAsRequest(BAD_URL_MESSAGE));
      }
    }
    expect(queries).toBeGreaterThanOrEqual(30);
    expect(check.tried()).toBeGreaterThanOrEqual(1000);
    expect(check.wrong).toEqual([]);
  }, 300_000);

  it('and nothing was written anywhere', async () => {
    expect(await digestOfEveryTable(s)).toEqual(before);
  });
});
