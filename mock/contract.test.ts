/**
 * @jest-environment node
 */
// Every mock answers what the contract says: each key 'METHOD /htdz/path' of every file in mock/ must be a call of
// contract/ (`:param` segments matching), every call must have a mock, and replaying each recorded request of
// mock/fixtures/ through the mocks must answer the recorded answer, which parses with the call's envelope (or the
// failure envelope); calls without `answer` are file downloads and must send a body.
// Whether the fixtures are still what the server answers is tests/api/mock-fixtures.test.ts's to check.
import fs from 'node:fs';
import path from 'node:path';
import { envelope, FailureEnvelope } from '@contract/envelope';
import { accountOf, CALLS, loadFixtures, mapTimes, mockTokenOf, pick, shiftedToNow, type Call, type Exchange } from './_fixtures';
import { switched, type MockHandler, type MockRequest } from './recorded';

type Answer = { status: number; body: unknown; headers: Record<string, string> };

/** The contract call a mock key stands for, or null. */
function callOf(key: string): Call | null {
  const parts = key.trim().split(/\s+/);
  const [method, full] = parts.length === 1 ? ['GET', parts[0]] : [parts[0].toUpperCase(), parts[1]];
  if (!full.startsWith('/htdz/')) return null;
  const segs = full.slice('/htdz'.length).split('/');
  const matches = CALLS.filter(({ def }) => {
    if (def.method !== method) return false;
    const want = def.path.split('/');
    return want.length === segs.length && want.every((w, i) => w === segs[i] || (w.startsWith(':') && segs[i] !== ''));
  });
  // a fixed path wins over a parameter, as in the server's router: /exercise/importTemplate is not /exercise/:exerciseId
  return matches.find(({ def }) => def.path === segs.join('/')) ?? matches[0] ?? null;
}

/** Runs a mock handler with a fake req/res and captures what it sends. */
function answerOf(handler: MockHandler, req: MockRequest): Answer {
  const answer: Answer = { status: 200, body: undefined, headers: {} };
  let sent = false;
  const res = {
    status: (code: number) => {
      answer.status = code;
      return res;
    },
    setHeader: (name: string, value: string) => {
      answer.headers[name.toLowerCase()] = value;
    },
    json: (body: unknown) => {
      sent = true;
      answer.body = body;
    },
    send: (body: unknown) => {
      sent = true;
      answer.body = body;
    },
  };
  handler(req, res);
  if (!sent) throw new Error('the mock sent nothing');
  return answer;
}

/** The request a recorded exchange was, as Umi's middleware would hand it to a mock. */
const requestOf = (def: Call['def'], e: Exchange): MockRequest => ({
  method: def.method,
  params: e.params ?? {},
  query: e.query ?? {},
  body: e.body ?? {},
  headers: e.as === null ? {} : { authorization: `Bearer ${mockTokenOf(e.as)}` },
});

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');

/** What is wrong with one mock's answer to a request, as readable sentences; empty when it keeps the contract. */
function problemsOf(key: string, handler: MockHandler, req: Partial<MockRequest> = {}): string[] {
  const call = callOf(key);
  if (!call) return [`${key}: no call of contract/ has this method and path`];
  let answer: Answer;
  try {
    answer = answerOf(handler, { method: call.def.method, headers: {}, ...req });
  } catch (e) {
    return [`${key}: the handler failed: ${e instanceof Error ? e.message : String(e)}`];
  }
  if (!call.def.answer) {
    const size = Buffer.isBuffer(answer.body) ? answer.body.length : typeof answer.body === 'string' ? answer.body.length : 0;
    return answer.status !== 200 || size === 0 ? [`${key}: a file download must send a non-empty body with status 200`] : [];
  }
  const body = answer.body;
  const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  const parsed = success ? envelope(call.def.answer).safeParse(body) : FailureEnvelope.safeParse(body);
  return parsed.success ? [] : [`${key} (${call.group}.${call.name}): the ${success ? 'answer' : 'failure'} does not parse: ${issuesOf(parsed.error)}`];
}

function loadMockFiles(): { file: string; mocks: Record<string, MockHandler> }[] {
  return fs
    .readdirSync(__dirname)
    .filter((f) => /\.[jt]s$/.test(f) && !f.startsWith('_') && !/\.(test|spec|d)\.[jt]s$/.test(f))
    .sort()
    .map((file) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const m = require(path.join(__dirname, file)) as { default?: Record<string, MockHandler> };
      return { file, mocks: m.default ?? {} };
    });
}

/** Answers are moved to now (mock/_fixtures.ts `shiftedToNow`): compared without their times. */
const normalisedTimes = (v: unknown) => mapTimes(v, () => '<time>');

const files = loadMockFiles();
const entries = files.flatMap(({ file, mocks }) => Object.entries(mocks).map(([key, handler]) => ({ file, key, handler })));
const fixtures = loadFixtures();
const sameRequest = (a: Exchange, b: Exchange) => JSON.stringify([a.as, a.params, a.query, a.body]) === JSON.stringify([b.as, b.params, b.query, b.body]);

describe('mocks keep the contract', () => {
  it('there are mocks to check', () => {
    expect(entries.length).toBeGreaterThan(100);
  });

  it('every mock is a call of the contract', () => {
    expect(entries.filter((e) => !callOf(e.key)).map((e) => `${e.file} ${e.key}`)).toEqual([]);
  });

  it('every call of the contract has a mock (new calls: record them, tests/api/mock-fixtures.test.ts)', () => {
    const mocked = new Set(entries.map((e) => callOf(e.key)).map((c) => c && `${c.group}.${c.name}`));
    expect(CALLS.map((c) => `${c.group}.${c.name}`).filter((c) => !mocked.has(c))).toEqual([]);
  });

  const replays = entries.flatMap(({ file, key, handler }) => {
    const call = callOf(key);
    const recorded = call ? (fixtures.get(call.group)?.calls[call.name] ?? []) : [];
    return recorded.map((e, i) => [`${file} ${key} #${i + 1}`, { key, handler, call: call!, e, recorded }] as const);
  });

  it.each(replays)('%s answers what was recorded, within the contract', (_label, { key, handler, call, e, recorded }) => {
    const req = requestOf(call.def, e);
    // recorded after a role switch (`teastu@4`): asked after the same switch
    if (e.as?.includes('@')) switched.set(accountOf(e.as), e.as);
    const problems = problemsOf(key, handler, req);
    // the first of the recordings of the very same request
    const first = recorded.find((x) => sameRequest(x, e))!;
    const { body } = answerOf(handler, req);
    switched.clear();
    expect(problems).toEqual([]);
    if (first.file) expect(Buffer.from(body as Buffer).toString('base64')).toBe(first.file.base64);
    else expect(normalisedTimes(body)).toEqual(normalisedTimes(first.answer));
  });
});

describe('the mocks choose among the recordings', () => {
  const mock = (key: string) => entries.find((e) => e.key === key)!.handler;
  const ask = (key: string, req: Partial<MockRequest>) => answerOf(mock(key), { method: key.split(' ')[0], headers: {}, ...req });
  const as = (account: string) => ({ authorization: `Bearer mock-token-${account}` });

  it('a demo account signs in with the demo password, any other password gets the recorded refusal', () => {
    const ok = ask('POST /htdz/login', { body: { username: 'student', password: 'Demo1234' } });
    expect(ok.body).toMatchObject({ success: true, token: 'mock-token-student', obj: { code: 'student' } });
    const refused = ask('POST /htdz/login', { body: { username: 'student', password: 'nope' } });
    expect(refused.body).toMatchObject({ success: false });
  });

  it("the session's account answers for it: the student is the student, no session is no session", () => {
    expect(ask('GET /htdz/getCurrentUser', { headers: as('student') }).body).toMatchObject({ obj: { code: 'student' } });
    expect(ask('GET /htdz/getCurrentUser', { headers: as('teacher') }).body).toMatchObject({ obj: { code: 'teacher' } });
    expect(ask('GET /htdz/getCurrentUser', {}).body).toMatchObject({ success: false, code: 401 });
  });

  it('the role switch is remembered: teastu gets what was recorded after switching to student, and back', () => {
    const roleType = () => (ask('GET /htdz/getCurrentUser', { headers: as('teastu') }).body as { obj: { roleType: number } }).obj.roleType;
    expect(roleType()).toBe(3);
    ask('POST /htdz/sys/updateUserDefRole', { headers: as('teastu'), body: { roleType: 4 } });
    expect(roleType()).toBe(4);
    ask('POST /htdz/sys/updateUserDefRole', { headers: as('teastu'), body: { roleType: 3 } });
    expect(roleType()).toBe(3);
  });

  it('an id never recorded gets a recorded answer of the call', () => {
    expect(ask('GET /htdz/course/:courseId', { headers: as('teacher'), params: { courseId: '999' } }).body).toMatchObject({ success: true });
  });

  it('times are moved forward by the time since recording', () => {
    const recordedAt = '2025-03-01T00:00:00.000Z';
    const now = Date.parse('2025-03-11T00:00:00.000Z');
    expect(shiftedToNow({ endAt: '2025-03-08T00:00:00.000Z', startDate: '2025-02-24', n: 3 }, recordedAt, now)).toEqual({
      endAt: '2025-03-18T00:00:00.000Z',
      startDate: '2025-02-24',
      n: 3,
    });
  });

  it('a fixed path is tried before a parameter', () => {
    const keys = entries.map((e) => e.key);
    expect(keys.indexOf('GET /htdz/exercise/importTemplate')).toBeLessThan(keys.indexOf('GET /htdz/exercise/:exerciseId'));
    expect(keys.indexOf('GET /htdz/sclass/rosterTemplate')).toBeLessThan(keys.indexOf('GET /htdz/sclass/:sclassId'));
  });

  it('pick prefers the same body, then the same path parameters, then the same session', () => {
    const e = (as: string | null, extra: Partial<Exchange>): Exchange => ({ as, answer: { code: 200, success: true, message: '', obj: extra }, ...extra });
    const list = [e('teacher', { params: { courseId: '1' } }), e('student', { params: { courseId: '2' } }), e('student', { params: { courseId: '1' } })];
    expect(pick(list, { as: 'student', params: { courseId: '1' } })).toBe(list[2]);
    expect(pick(list, { as: 'teacher', params: { courseId: '2' } })).toBe(list[1]);
    expect(pick(list, { as: null, params: { courseId: '9' } })).toBe(list[0]);
  });
});

describe('the check can fail', () => {
  const send =
    (body: unknown): MockHandler =>
    (_req, res) =>
      res.json(body);

  it('a mock answering a field of the wrong type is caught', () => {
    const problems = problemsOf('GET /htdz/home/summary', send({ code: 200, success: true, message: '操作成功', obj: { roleType: '管理员' } }));
    expect(problems.join('\n')).toMatch(/roleType/);
  });

  it('a mock list with a string total is caught', () => {
    expect(problemsOf('POST /htdz/feedback/list', send({ code: 200, success: true, message: '操作成功', obj: { list: [], total: '0' } }))).toHaveLength(1);
  });

  it('a mock key that is no call of the contract is caught', () => {
    expect(problemsOf('POST /htdz/sys/getUsers', send({}))).toEqual(['POST /htdz/sys/getUsers: no call of contract/ has this method and path']);
    expect(problemsOf('GET /htdz/sys/getUser', send({}))).toHaveLength(1);
  });

  it('a failure without errorCode and showType is caught', () => {
    expect(problemsOf('GET /htdz/sys/getModules', send({ code: 500, success: false, message: '出错了', obj: null }))).toHaveLength(1);
  });

  it('a file download that sends nothing is caught', () => {
    const empty: MockHandler = (_req, res) => res.send(Buffer.alloc(0));
    expect(problemsOf('GET /htdz/sys/userImportTemplate', empty)).toHaveLength(1);
  });

  it('path parameters match any segment, and a fixed path wins over a parameter', () => {
    expect(callOf('GET /htdz/changeRead/:type/:noticeId')?.name).toBe('changeRead');
    expect(callOf('GET /htdz/exercise/importTemplate')?.name).toBe('exerciseImportTemplate');
    expect(callOf('GET /htdz/exercise/12')?.name).toBe('getExercise');
    expect(callOf('GET /htdz/changeRead/message')).toBeNull();
  });
});
