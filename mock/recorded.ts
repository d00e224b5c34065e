// The mocks of `npm run dev:mock`: every call of contract/ answers what the real server answered when the demo was
// replayed through it (mock/fixtures/, recorded and checked by tests/api/mock-fixtures.test.ts). They hold no rules
// of their own: a request gets the recorded exchange closest to it (mock/_fixtures.ts `pick`), so ids never recorded
// get the first recorded answer and nothing a page saves is kept. Calls never recorded are not mocked.
import { accountOfRequest, CALLS, loadFixtures, pick, shiftedToNow, type Call, type Exchange } from './_fixtures';

/** What Umi's mock middleware (express) hands a handler, as far as it is used here. */
export type MockRequest = {
  method: string;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
};
export type MockResponse = {
  status: (code: number) => MockResponse;
  setHeader: (name: string, value: string) => unknown;
  json: (body: unknown) => unknown;
  send: (body: unknown) => unknown;
};
export type MockHandler = (req: MockRequest, res: MockResponse) => void;

/** Where the server mounts every call (server/app.ts), as the web client calls them. */
const BASE = '/htdz';

const fixtures = loadFixtures();
const labels = new Set([...fixtures.values()].flatMap((f) => Object.values(f.calls).flatMap((list) => list.map((e) => e.as))));

/**
 * The role switch (updateUserDefRole) is the one thing remembered, while the dev server runs: the account's later
 * requests get what was recorded after the same switch (`teastu@4`), when there is such a recording.
 */
export const switched = new Map<string, string>();

function sessionOf(req: MockRequest): string | null {
  const account = accountOfRequest(req.headers);
  return account === null ? null : (switched.get(account) ?? account);
}

function answering(call: Call, exchanges: Exchange[], recordedAt: string): MockHandler {
  return (req, res) => {
    const as = sessionOf(req);
    const e = pick(exchanges, { as, params: req.params, query: req.query, body: req.method === 'GET' ? undefined : req.body })!;
    if (call.name === 'updateUserDefRole' && as !== null && e.answer?.success) {
      const account = accountOfRequest(req.headers)!;
      const label = `${account}@${(req.body as { roleType?: unknown } | undefined)?.roleType}`;
      if (labels.has(label)) switched.set(account, label);
      else switched.delete(account);
    }
    if (e.file) {
      res.setHeader('content-type', e.file.contentType);
      if (e.file.disposition) res.setHeader('content-disposition', e.file.disposition);
      res.status(e.status ?? 200).send(Buffer.from(e.file.base64, 'base64'));
      return;
    }
    res.status(e.status ?? 200).json(shiftedToNow(e.answer, recordedAt));
  };
}

/**
 * Umi tries mocks in order, the first match answers: a fixed segment goes before a parameter, as in the server's
 * router (/exercise/importTemplate is not /exercise/:exerciseId). Sorting by the path's segments as "fixed or not"
 * does that and is a total order.
 */
const shapeOf = (call: Call) =>
  call.def.path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '1' : '0'))
    .join('');
const specificFirst = (a: Call, b: Call) => (shapeOf(a) < shapeOf(b) ? -1 : shapeOf(a) > shapeOf(b) ? 1 : 0);

export const mocks: Record<string, MockHandler> = Object.fromEntries(
  [...CALLS].sort(specificFirst).flatMap((call) => {
    const file = fixtures.get(call.group);
    const exchanges = file?.calls[call.name];
    return file && exchanges?.length ? [[`${call.def.method} ${BASE}${call.def.path}`, answering(call, exchanges, file.recordedAt)]] : [];
  }),
);

export default mocks;
