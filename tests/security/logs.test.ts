// No secret in any log line (issue 9): the platform as its own process logging everything (LOG_LEVEL=trace), through
// sign-ins right and wrong, a password reset and change, signed-in calls, an error, and a lab terminal address with
// its ticket; then its whole output is searched for the passwords, the tokens, the token secret, password hashes and
// the ticket.
import { TERMINAL_PATH } from '../../contract/lab';
import { type DemoProcess, DEMO_PASSWORD, startDemoProcess } from '../api/demo-process';

const JWT_SECRET = 'log-test-secret-log-test-secret-0123456789';
const TICKET = 'TICKETSECRET0123456789abcdef';

let p: DemoProcess;

beforeAll(async () => {
  p = await startDemoProcess({ LOG_LEVEL: 'trace', HTDZ_JWT_SECRET: JWT_SECRET });
}, 120_000);

afterAll(async () => {
  await p?.dispose();
});

it('holds no password, token, secret, hash or ticket', async () => {
  // the first start prints the demo accounts and their password on purpose (README); the log is what follows it
  const startedAt = p.server.output().length;
  const secrets: string[] = [DEMO_PASSWORD, JWT_SECRET, TICKET, 'WrongPass987'];
  const admin = (await p.call<unknown>('/login', null, { username: 'admin', password: DEMO_PASSWORD })).token!;
  secrets.push(admin);
  expect((await p.call('/login', null, { username: 'student', password: 'WrongPass987' })).success).toBe(false);
  const student = (await p.call<{ userId: number }>('/login', null, { username: 'student', password: DEMO_PASSWORD }));
  secrets.push(student.token!);
  const reset = await p.call<{ password: string }>('/sys/resetUserPassword', admin, { userId: student.obj.userId });
  expect(reset.success).toBe(true);
  secrets.push(reset.obj.password);
  const again = (await p.call<unknown>('/login', null, { username: 'student', password: reset.obj.password })).token!;
  secrets.push(again);
  expect((await p.call('/sys/userUpdatePassword', again, { oldPassword: reset.obj.password, newPassword: 'NewSecret4321' })).success).toBe(true);
  secrets.push('NewSecret4321');
  expect((await p.call('/stu/course/list', admin)).success).toBe(false);
  const port = new URL(p.server.url).port;
  await fetch(`http://127.0.0.1:${port}/htdz${TERMINAL_PATH}?ticket=${TICKET}`, { headers: { authorization: `Bearer ${admin}` } });
  await new Promise((r) => setTimeout(r, 300));

  const log = p.server.output().slice(startedAt);
  // the log is there, with the calls in it
  expect(log).toContain('/htdz/sys/resetUserPassword');
  expect(log).toContain(`/htdz${TERMINAL_PATH}`);
  for (const secret of secrets) expect(log.includes(secret) ? `found: ${secret.slice(0, 12)}…` : 'absent').toBe('absent');
  expect(log).not.toContain('$argon2');
  expect(log).not.toMatch(/authorization/i);
});
