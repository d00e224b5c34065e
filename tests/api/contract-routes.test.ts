import * as contract from '../../contract';
import type { CallDef } from '@contract/call';
import { startServer, type TestServer } from './harness';

/** Every `*Calls` group exported by contract/: the calls the web app and the mocks rely on. */
const calls = Object.entries(contract)
  .filter(([name]) => name.endsWith('Calls'))
  .flatMap(([group, defs]) => Object.entries(defs as Record<string, CallDef>).map(([name, def]) => [`${group}.${name}`, def] as const));

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

it('the contract defines calls', () => {
  expect(calls.length).toBeGreaterThan(30);
});

it.each(calls)('%s is served by the server', (_name, def) => {
  expect(s.app.hasRoute({ method: def.method, url: `/htdz${def.path}` })).toBe(true);
});

it('the OpenAPI document lists every call', async () => {
  const res = await s.app.inject({ method: 'GET', url: '/htdz/openapi.json' });
  const doc = res.json() as { paths: Record<string, Record<string, unknown>> };
  for (const [, def] of calls) {
    const p = `/htdz${def.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    expect(doc.paths[p]?.[def.method.toLowerCase()]).toBeDefined();
  }
});
