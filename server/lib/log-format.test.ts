import { prettyLine, prettyLogStream, usesPrettyLog } from './log-format';

const at = new Date(2026, 10, 27, 10, 32, 5).getTime();
const json = (o: object) => JSON.stringify({ level: 30, time: at, ...o });

describe('the log in a terminal', () => {
  it('writes a request once, when it completes: method, address, status, milliseconds', () => {
    const pending = new Map<string, string>();
    expect(prettyLine(json({ reqId: 'r1', req: { method: 'GET', url: '/htdz/getCurrentUser' }, msg: 'incoming request' }), pending)).toBeNull();
    expect(prettyLine(json({ reqId: 'r1', res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' }), pending)).toBe(
      '10:32:05 GET /htdz/getCurrentUser 200 3 ms',
    );
    expect(pending.size).toBe(0);
  });

  it('other lines carry their level, the request they belong to, and an error its stack', () => {
    const pending = new Map([['r2', 'POST /htdz/sql/run']]);
    expect(prettyLine(json({ level: 50, reqId: 'r2', msg: '评测失败', err: { message: 'boom', stack: 'Error: boom\n    at x' } }), pending)).toBe(
      '10:32:05 ERROR [POST /htdz/sql/run] 评测失败\nError: boom\n    at x',
    );
    expect(prettyLine(json({ level: 40, msg: 'shutting down' }), new Map())).toBe('10:32:05 WARN shutting down');
  });

  it("leaves out Fastify's listening lines: the start's own line says the address, and the accounts stay last", () => {
    expect(prettyLine(json({ msg: 'Server listening at http://192.0.2.2:8000' }), new Map())).toBeNull();
  });

  it('a line that is not JSON passes as it is', () => {
    expect(prettyLine('plain text', new Map())).toBe('plain text');
  });

  it('the stream splits pino chunks into lines', async () => {
    const written: string[] = [];
    const stream = prettyLogStream({ write: (t) => written.push(t) });
    await new Promise<void>((r) => stream.write(`${json({ msg: 'a' })}\n${json({ msg: 'b' })}\n`, () => r()));
    expect(written).toEqual(['10:32:05 INFO a\n', '10:32:05 INFO b\n']);
  });

  it('is chosen in a terminal unless JSON is asked for, and when pretty is asked for anywhere', () => {
    expect(usesPrettyLog('auto', true)).toBe(true);
    expect(usesPrettyLog('auto', false)).toBe(false);
    expect(usesPrettyLog('json', true)).toBe(false);
    expect(usesPrettyLog('pretty', false)).toBe(true);
  });
});
