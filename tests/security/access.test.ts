// The access matrix (issue 9), for every call of the contract: it is served, with its access recorded; without a
// token, with a garbage, tampered, other-secret or expired token every non-public call answers the 401 envelope; and
// for each built-in role a call limited to other roles answers the 403 envelope, before its input is even read.
// (Which resource a permitted role reaches is the policy's, tested per module in tests/api.)
import crypto from 'node:crypto';
import * as contract from '../../contract';
import type { CallDef } from '@contract/call';
import { RoleId } from '@contract/roles';
import { routeAccess } from '../../server/lib/route';
import { demoTokens } from '../api/fixtures';
import { startServer, type TestServer } from '../api/harness';

type Call = { name: string; def: CallDef; key: string };

const CALLS: Call[] = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
  .flatMap(([, value]) => Object.entries(value as Record<string, CallDef>))
  .map(([name, def]) => ({ name, def, key: `${def.method} /htdz${def.path}` }));

/** A path with every `:param` filled with an id that exists in the demo data or not; the gate answers first either way. */
const filled = (path: string) => path.replace(/:\w+/g, '1');

const ROLES = [
  { code: 'admin', roleId: RoleId.ADMIN },
  { code: 'expert', roleId: RoleId.EXPERT },
  { code: 'teacher', roleId: RoleId.TEACHER },
  { code: 'student', roleId: RoleId.STUDENT },
] as const;

let s: TestServer;
let tokens: Map<number, string>;

beforeAll(async () => {
  s = await startServer();
  tokens = await demoTokens(
    s,
    ROLES.map((r) => r.roleId),
  );
}, 120_000);

afterAll(async () => {
  await s?.close();
});

const gated = () => CALLS.filter((c) => routeAccess.get(c.key) !== 'public');

describe('every call', () => {
  it('is served with its access recorded', () => {
    expect(CALLS.length).toBeGreaterThan(150);
    expect(CALLS.filter((c) => !routeAccess.has(c.key)).map((c) => c.key)).toEqual([]);
  });

  it('only sign-in and the health checks are public', () => {
    expect(
      CALLS.filter((c) => routeAccess.get(c.key) === 'public')
        .map((c) => c.name)
        .sort(),
    ).toEqual(['health', 'login', 'ready']);
  });
});

describe('without a usable session every non-public call answers 401', () => {
  const garbage = 'not.a.jwt';
  const forged = () => {
    // a valid token of the student with one character of the signature changed
    const token = tokens.get(RoleId.STUDENT)!;
    return token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
  };
  const otherSecret = async () => {
    // a well-formed HS256 token for the admin, signed with a secret that is not the platform's
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 1, tv: 0, iat: now, exp: now + 600 })}`;
    return `${unsigned}.${crypto.createHmac('sha256', 'another-secret-another-secret-another-1').update(unsigned).digest('base64url')}`;
  };
  const expired = () => s.app.jwt.sign({ sub: 1, tv: 0 }, { expiresIn: -60 });

  it.each([
    ['no token', async () => undefined],
    ['a garbage token', async () => garbage],
    ['a tampered token', async () => forged()],
    ['a token signed with another secret', otherSecret],
    ['an expired token', async () => expired()],
  ])('%s', async (_label, tokenOf) => {
    const token = await tokenOf();
    const wrong: string[] = [];
    for (const c of gated()) {
      const r = await s.call(c.def.method, filled(c.def.path), { token });
      if (r.status !== 200 || r.code !== 401 || r.success !== false) wrong.push(`${c.key} → ${r.status} ${r.code}`);
    }
    expect(wrong).toEqual([]);
  });

  it('a token used while valid is refused from its expiry on (a verified token is not remembered past it)', async () => {
    const token = s.app.jwt.sign({ sub: 1, tv: 0 }, { expiresIn: 2 });
    expect(await s.api.getCurrentUser({}, { token })).toMatchObject({ code: 200, success: true });
    await new Promise((r) => setTimeout(r, 2100));
    expect(await s.api.getCurrentUser({}, { token })).toMatchObject({ code: 401, success: false });
  });
});

describe('a call limited to some roles answers 403 to the others', () => {
  it.each(ROLES.map((r) => [r.code, r.roleId] as const))('as %s', async (_code, roleId) => {
    const token = tokens.get(roleId)!;
    const refused = gated().filter((c) => {
      const access = routeAccess.get(c.key);
      return Array.isArray(access) && !access.includes(roleId);
    });
    const wrong: string[] = [];
    for (const c of refused) {
      const r = await s.call(c.def.method, filled(c.def.path), { token });
      if (r.status !== 200 || r.code !== 403 || r.errorCode !== 'FORBIDDEN') wrong.push(`${c.key} → ${r.status} ${r.code} ${r.message}`);
    }
    expect(wrong).toEqual([]);
    // the matrix is not empty for anyone but admins, who reach every area
    if (roleId !== RoleId.ADMIN) expect(refused.length).toBeGreaterThan(10);
  });
});
