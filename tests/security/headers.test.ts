// Security headers (issue 9) on API answers and on the web app's page: a Content-Security-Policy the app runs under
// (the browser tests load every page with it), no MIME sniffing, no framing by other sites, no referrer leaks, and
// no header saying what the server is.
import { startServer, type TestServer } from '../api/harness';

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('security headers', () => {
  it.each([
    ['an API answer', '/health'],
    ['a failure', '/no/such/call'],
  ])('%s', async (_label, path) => {
    const res = await s.raw('GET', path);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('scripts only from the site itself, never inline: no remote script or style host is allowed', async () => {
    const csp = String((await s.response('health', {})).headers['content-security-policy']);
    const scripts = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scripts.trim().split(/\s+/).slice(1)).toEqual(["'self'"]);
    expect(csp).not.toMatch(/https?:\/\//);
  });
});
