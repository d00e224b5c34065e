// Login limits (P10): the address is the connection's unless it comes through a configured proxy (HTDZ_TRUST_PROXY);
// an account is held per address with a growing wait, so nobody can keep its owner out from elsewhere; one address
// over many accounts, and one account over many addresses, still have their ceilings.
import { eq, sql } from 'drizzle-orm';
import { authCalls } from '@contract/auth';
import type { Envelope } from '@contract/envelope';
import { loadConfig } from '../../server/config';
import { loginFailures } from '../../server/db/schema';
import { DEMO_PASSWORD, startServer, type TestServer } from '../api/harness';

type Attempt = Envelope<unknown> & { status: number };

/** A login from `from` (the connection's address), with an X-Forwarded-For when given. */
async function attempt(s: TestServer, username: string, password: string, from: string, forwardedFor?: string): Promise<Attempt> {
  const res = await s.app.inject({
    method: authCalls.login.method,
    url: `/htdz${authCalls.login.path}`,
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: JSON.stringify({ username, password }),
  });
  return { status: res.statusCode, ...res.json() };
}

/** Lets time pass for the recorded failures: moves them into the past. */
async function elapse(s: TestServer, seconds: number): Promise<void> {
  await s.database.db.update(loginFailures).set({ failedAt: sql`${loginFailures.failedAt} - make_interval(secs => ${seconds})` });
}

async function failuresOf(s: TestServer, account: string) {
  return s.database.db.select({ ip: loginFailures.ip }).from(loginFailures).where(eq(loginFailures.account, account));
}

const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.10';

describe('without HTDZ_TRUST_PROXY the connection address counts', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(async () => {
    await s.close();
  });
  beforeEach(async () => {
    await s.database.db.delete(loginFailures);
  });

  it('the default is to trust no proxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(s.app.config.trustProxy).toBe(false);
  });

  it('rotating X-Forwarded-For does not reset the limit of an account from one address', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await attempt(s, 'teastu', `bad${i}`, ATTACKER, `10.9.8.${i}`);
      expect(res).toMatchObject({ success: false, errorCode: 'BAD_CREDENTIALS' });
    }
    expect((await failuresOf(s, 'teastu')).map((r) => r.ip)).toEqual(Array(5).fill(ATTACKER));
    const res = await attempt(s, 'teastu', DEMO_PASSWORD, ATTACKER, '10.9.8.200');
    expect(res).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(res.message).toMatch(/请 \d+ 秒后再试/);
  });

  it('rotating X-Forwarded-For does not get around the per-address guard over many accounts', async () => {
    // 50 failures (ten times the limit) spread over accounts, four each, every one "forwarded for" a new address
    for (let i = 0; i < 50; i++) {
      const res = await attempt(s, `nobody${Math.floor(i / 4)}`, 'guess', ATTACKER, `10.1.${i}.1`);
      expect(res.errorCode).toBe('BAD_CREDENTIALS');
    }
    const res = await attempt(s, 'student', DEMO_PASSWORD, ATTACKER, '10.1.200.1');
    expect(res).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(res.message).toMatch(/此网络登录失败次数过多，请 \d+ 分钟后再试/);
    // another address is not held by it
    expect(await attempt(s, 'student', DEMO_PASSWORD, OWNER)).toMatchObject({ success: true });
  });

  it('an attacker locking an account from their address does not keep the owner out from another', async () => {
    for (let i = 0; i < 8; i++) await attempt(s, 'teacher', `bad${i}`, ATTACKER);
    expect(await attempt(s, 'teacher', DEMO_PASSWORD, ATTACKER)).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    const owner = await attempt(s, 'teacher', DEMO_PASSWORD, OWNER);
    expect(owner).toMatchObject({ success: true });
    expect(owner.token).toMatch(/^ey/);
    // the owner's sign-in clears only the owner's address: the attacker is still held
    expect(await attempt(s, 'teacher', DEMO_PASSWORD, ATTACKER)).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect((await failuresOf(s, 'teacher')).length).toBeGreaterThanOrEqual(5);
  });

  it('the owner mistyping from their own address is not charged for the attacker, and a success clears their count', async () => {
    for (let i = 0; i < 5; i++) await attempt(s, 'expert', `bad${i}`, ATTACKER);
    const first = await attempt(s, 'expert', 'typo', OWNER);
    expect(first.message).toBe('账号或密码错误，还可尝试 4 次');
    expect(await attempt(s, 'expert', DEMO_PASSWORD, OWNER)).toMatchObject({ success: true });
    expect((await failuresOf(s, 'expert')).filter((r) => r.ip === OWNER)).toHaveLength(0);
    expect((await failuresOf(s, 'expert')).filter((r) => r.ip === ATTACKER)).toHaveLength(5);
    expect((await attempt(s, 'expert', 'typo', OWNER)).message).toBe('账号或密码错误，还可尝试 4 次');
  });

  it('the wait grows with every failure after the limit: 30 s, 1 min, 2 min, 4 min … at most the window', async () => {
    const messages: string[] = [];
    for (let i = 0; i < 4; i++) messages.push((await attempt(s, 'admin', `bad${i}`, ATTACKER)).message);
    expect(messages).toEqual([
      '账号或密码错误，还可尝试 4 次',
      '账号或密码错误，还可尝试 3 次',
      '账号或密码错误，还可尝试 2 次',
      '账号或密码错误，还可尝试 1 次',
    ]);
    expect((await attempt(s, 'admin', 'bad4', ATTACKER)).message).toBe('账号或密码错误，请 30 秒后再试');
    expect((await attempt(s, 'admin', DEMO_PASSWORD, ATTACKER)).message).toBe('该账号在此网络上登录失败次数过多，请 30 秒后再试');

    const waits: string[] = [];
    for (const [passed, then] of [
      [30, '1 分钟'],
      [60, '2 分钟'],
      [120, '4 分钟'],
      [240, '8 分钟'],
      [480, '15 分钟'],
      [900, '15 分钟'],
      [900, '15 分钟'],
    ] as const) {
      // still held just before the wait is over
      await elapse(s, passed - 2);
      expect(await attempt(s, 'admin', DEMO_PASSWORD, ATTACKER)).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
      await elapse(s, 3);
      const res = await attempt(s, 'admin', `again${waits.length}`, ATTACKER);
      expect(res.errorCode).toBe('BAD_CREDENTIALS');
      waits.push(res.message);
      expect((await attempt(s, 'admin', DEMO_PASSWORD, ATTACKER)).message).toBe(`该账号在此网络上登录失败次数过多，请 ${then}后再试`);
    }
    // the early failures left the window long ago; the row goes on, so a persistent guesser gets one guess per window
    expect(waits).toEqual(['1 分钟', '2 分钟', '4 分钟', '8 分钟', '15 分钟', '15 分钟', '15 分钟'].map((w) => `账号或密码错误，请 ${w}后再试`));
    // the owner was never held
    expect(await attempt(s, 'admin', DEMO_PASSWORD, OWNER)).toMatchObject({ success: true });
    // leaving the account alone for twice the window forgives the address
    await elapse(s, 30 * 60 + 1);
    expect((await attempt(s, 'admin', 'fresh', ATTACKER)).message).toBe('账号或密码错误，还可尝试 4 次');
    // and the right password from there clears its failures
    expect(await attempt(s, 'admin', DEMO_PASSWORD, ATTACKER)).toMatchObject({ success: true });
    expect(await failuresOf(s, 'admin')).toHaveLength(0);
  });

  it('a wait once earned does not shrink as older failures leave the window', async () => {
    for (let i = 0; i < 5; i++) await attempt(s, 'teastu', `bad${i}`, ATTACKER);
    await elapse(s, 31);
    await attempt(s, 'teastu', 'bad5', ATTACKER); // held 1 minute
    await elapse(s, 61);
    await attempt(s, 'teastu', 'bad6', ATTACKER); // held 2 minutes
    await elapse(s, 121);
    await attempt(s, 'teastu', 'bad7', ATTACKER); // held 4 minutes
    await elapse(s, 241);
    await attempt(s, 'teastu', 'bad8', ATTACKER); // held 8 minutes
    // 7.5 minutes on the first five failures are out of the window, the 8-minute wait still holds
    await elapse(s, 450);
    expect((await attempt(s, 'teastu', DEMO_PASSWORD, ATTACKER)).message).toBe('该账号在此网络上登录失败次数过多，请 30 秒后再试');
  });

  it('an IPv6 host cannot change address inside its /64 to escape the limit', async () => {
    for (let i = 1; i <= 5; i++) await attempt(s, 'student', `bad${i}`, `2001:db8:7:7::${i.toString(16)}`);
    expect(await attempt(s, 'student', DEMO_PASSWORD, '2001:db8:7:7:ffff::9')).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(await attempt(s, 'student', DEMO_PASSWORD, '2001:db8:7:8::1')).toMatchObject({ success: true });
  });
});

describe('with HTDZ_TRUST_PROXY the forwarded address counts, and only from those proxies', () => {
  const PROXY = '10.0.0.5';
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ trustProxy: loadConfig({ HTDZ_TRUST_PROXY: `${PROXY}, 10.1.0.0/16` }).trustProxy });
  });
  afterAll(async () => {
    await s.close();
  });
  beforeEach(async () => {
    await s.database.db.delete(loginFailures);
  });

  it('a client behind the proxy is counted under its own address: a classmate behind the same proxy is not held', async () => {
    for (let i = 0; i < 5; i++) await attempt(s, 'teacher', `bad${i}`, PROXY, ATTACKER);
    expect((await failuresOf(s, 'teacher')).map((r) => r.ip)).toEqual(Array(5).fill(ATTACKER));
    expect(await attempt(s, 'teacher', DEMO_PASSWORD, PROXY, ATTACKER)).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(await attempt(s, 'teacher', DEMO_PASSWORD, PROXY, OWNER)).toMatchObject({ success: true });
  });

  it('what the client itself puts in X-Forwarded-For is not believed: the proxy appends the real address', async () => {
    for (let i = 0; i < 5; i++) await attempt(s, 'student', `bad${i}`, PROXY, `10.9.9.${i}, ${ATTACKER}`);
    expect((await failuresOf(s, 'student')).map((r) => r.ip)).toEqual(Array(5).fill(ATTACKER));
    expect(await attempt(s, 'student', DEMO_PASSWORD, PROXY, `172.16.0.1, ${ATTACKER}`)).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });

  it('a chain of trusted proxies is followed to the first address that is not one of them', async () => {
    await attempt(s, 'expert', 'bad', PROXY, `${ATTACKER}, 10.1.2.3`);
    expect((await failuresOf(s, 'expert')).map((r) => r.ip)).toEqual([ATTACKER]);
  });

  it('X-Forwarded-For from a peer that is not a configured proxy is ignored', async () => {
    for (let i = 0; i < 5; i++) await attempt(s, 'teastu', `bad${i}`, ATTACKER, `10.9.8.${i}`);
    expect((await failuresOf(s, 'teastu')).map((r) => r.ip)).toEqual(Array(5).fill(ATTACKER));
    expect(await attempt(s, 'teastu', DEMO_PASSWORD, ATTACKER, OWNER)).toMatchObject({ errorCode: 'RATE_LIMITED' });
  });
});

describe('the ceilings over many accounts and over many addresses', () => {
  // a limit of 2: an address is held after 20 failures over all accounts, an account after 40 over all addresses
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ loginMaxFailures: 2 });
  });
  afterAll(async () => {
    await s.close();
  });
  beforeEach(async () => {
    await s.database.db.delete(loginFailures);
  });

  it('one address failing over many accounts is held for every account, and told how long to wait', async () => {
    for (let i = 0; i < 20; i++) await attempt(s, `someone${i}`, 'guess', ATTACKER);
    const res = await attempt(s, 'student', DEMO_PASSWORD, ATTACKER);
    expect(res).toMatchObject({ success: false, errorCode: 'RATE_LIMITED', status: 200, code: 429 });
    expect(res.message).toBe('此网络登录失败次数过多，请 15 分钟后再试');
    await elapse(s, 10 * 60);
    expect((await attempt(s, 'student', DEMO_PASSWORD, ATTACKER)).message).toBe('此网络登录失败次数过多，请 5 分钟后再试');
    expect(await attempt(s, 'student', DEMO_PASSWORD, OWNER)).toMatchObject({ success: true });
    await elapse(s, 5 * 60 + 1);
    expect(await attempt(s, 'student', DEMO_PASSWORD, ATTACKER)).toMatchObject({ success: true });
  });

  it('guessing one account from many addresses stops at twenty times the limit, for every address', async () => {
    for (let i = 0; i < 40; i++) {
      const res = await attempt(s, 'teacher', `guess${i}`, `192.0.2.${Math.floor(i / 2)}`);
      expect(res.errorCode).toBe('BAD_CREDENTIALS');
    }
    const res = await attempt(s, 'teacher', DEMO_PASSWORD, OWNER);
    expect(res).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(res.message).toBe('该账号登录失败次数过多，请 15 分钟后再试');
    // other accounts are not touched
    expect(await attempt(s, 'expert', DEMO_PASSWORD, OWNER)).toMatchObject({ success: true });
  });
});
