// Health and readiness for load balancers, and request ids: /health answers while the process lives; /ready answers
// 200 with the database's round trip, and 503 (with the envelope) while the process shuts down; every answer carries
// an X-Request-Id, the caller's when it is a plain short id, a new one otherwise.
import { startServer, type TestServer } from './harness';

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
}, 120_000);

afterAll(async () => {
  await s?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health and readiness', () => {
  it('/health needs no login and says how long the process has run', async () => {
    const r = await s.api.health();
    expect(r).toMatchObject({ status: 200, success: true, obj: { status: 'ok', version: '0.1.0' } });
    expect(r.obj.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('/ready asks the database', async () => {
    const r = await s.api.ready();
    expect(r).toMatchObject({ status: 200, success: true, obj: { status: 'ready', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' } });
    expect(r.obj.databaseMs).toBeGreaterThan(0);
  });

  it('/ready is 503 with the envelope while the process is draining', async () => {
    s.app.lifecycle.draining = true;
    try {
      const r = await s.api.ready();
      expect(r).toMatchObject({ status: 503, success: false, code: 503, errorCode: 'UNAVAILABLE', message: '服务暂不可用：正在关闭' });
      // everything else still works until the server has closed
      expect((await s.api.health()).status).toBe(200);
    } finally {
      s.app.lifecycle.draining = false;
    }
  });
});

describe('request ids', () => {
  it('a new id for each request without one', async () => {
    const a = await s.response('health', {});
    const b = await s.response('health', {});
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('the caller’s id when it is plain and short; a new one for anything else', async () => {
    expect((await s.response('health', {}, { headers: { 'x-request-id': 'lb-7f3a9c21.trace_01' } })).headers['x-request-id']).toBe('lb-7f3a9c21.trace_01');
    for (const given of ['short', 'x'.repeat(65), 'has space in it', 'line\\nbreak-injected', '<script>alert(1)</script>']) {
      expect((await s.response('health', {}, { headers: { 'x-request-id': given } })).headers['x-request-id']).toMatch(UUID);
    }
  });

  it('failures carry it too', async () => {
    const r = await s.raw('GET', '/no/such/call');
    expect(r.statusCode).toBe(404);
    expect(r.headers['x-request-id']).toMatch(UUID);
  });
});
