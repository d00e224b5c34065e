// No secret in any answer (issue 9): every GET call of the contract, made by each built-in role with the demo data's
// ids, and the sign-in and user-management answers, never carry a password hash, the token secret or a password
// field.
import * as contract from '../../contract';
import type { CallDef } from '@contract/call';
import { startServer, type TestServer } from '../api/harness';

const GETS = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object' && value !== null)
  .flatMap(([, value]) => Object.values(value as Record<string, CallDef>))
  .filter((def) => def.method === 'GET');

let s: TestServer;

beforeAll(async () => {
  s = await startServer();
}, 120_000);

afterAll(async () => {
  await s?.close();
});

function leaks(text: string): string[] {
  const found: string[] = [];
  if (text.includes('$argon2')) found.push('a password hash');
  if (text.includes(s.app.config.jwtSecret!)) found.push('the token secret');
  if (/"password(Hash)?"\s*:/i.test(text) || /password_hash/i.test(text)) found.push('a password field');
  return found;
}

describe('answers carry no secrets', () => {
  it.each(['admin', 'expert', 'teacher', 'student'])('every GET call as %s', async (code) => {
    const token = await s.login(code);
    const found: string[] = [];
    let answered = 0;
    for (const def of GETS) {
      for (const id of ['1', '2']) {
        const res = await s.raw('GET', def.path.replace(/:\w+/g, id), { token });
        answered += res.statusCode === 200 ? 1 : 0;
        for (const leak of leaks(res.body)) found.push(`${def.path} (${id}): ${leak}`);
      }
    }
    expect(found).toEqual([]);
    expect(answered).toBeGreaterThan(GETS.length);
  });

  it('sign-in, the user list and a new user’s answer', async () => {
    const admin = await s.login('admin');
    const answers = [
      JSON.stringify(await s.api.login({ body: { username: 'student', password: 'Demo1234' } })),
      JSON.stringify(await s.api.getUser({ body: { current: 1, pageSize: 50 } }, { token: admin })),
      JSON.stringify(await s.api.getCurrentUser({}, { token: admin })),
    ];
    for (const text of answers) expect(leaks(text)).toEqual([]);
    // the one password ever answered is a new user's generated one, shown once to the admin who made them
    const created = await s.api.updateUser({ body: { code: 'sec_new', userName: '新用户', roleIds: [4] } }, { token: admin });
    expect(created.obj.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(JSON.stringify(created)).not.toContain('$argon2');
  });
});
