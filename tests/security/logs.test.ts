// No secret in any log line (issue 9): the platform as its own process logging everything (LOG_LEVEL=trace), through
// sign-ins right and wrong, a password reset and change, signed-in calls, an error, and a lab terminal address with
// its ticket; then its whole output is searched for the passwords, the tokens, the token secret, password hashes and
// the ticket. Then writes that fail in the database itself (issue 10): their log line names the SQL and the SQLSTATE,
// never the values the query was sent with (a new user's password hash, their account, e-mail and phone).
import { sql } from 'drizzle-orm';
import { TERMINAL_PATH } from '@contract/lab';
import { RoleId } from '@contract/roles';
import { openDatabase } from '../../server/db/client';
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
  const admin = (await p.api.login({ body: { username: 'admin', password: DEMO_PASSWORD } })).token!;
  secrets.push(admin);
  expect((await p.api.login({ body: { username: 'student', password: 'WrongPass987' } })).success).toBe(false);
  const student = await p.api.login({ body: { username: 'student', password: DEMO_PASSWORD } });
  secrets.push(student.token!);
  const reset = await p.api.resetUserPassword({ body: { userId: student.obj.userId } }, { token: admin });
  expect(reset.success).toBe(true);
  secrets.push(reset.obj.password);
  const again = (await p.api.login({ body: { username: 'student', password: reset.obj.password } })).token!;
  secrets.push(again);
  expect((await p.api.userUpdatePassword({ body: { oldPassword: reset.obj.password, newPassword: 'NewSecret4321' } }, { token: again })).success).toBe(true);
  secrets.push('NewSecret4321');
  expect((await p.api.myCourses({}, { token: admin })).success).toBe(false);
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

/**
 * Makes some writes fail in PostgreSQL itself, as a broken row or a constraint does: a trigger empties the name of a
 * new user whose account starts with `logfail`, or of the demo teacher when their password changes, and users.name's
 * NOT NULL refuses the row, its error's detail quoting the whole row (the password hash with it).
 */
async function breakWritesOfUsers(demo: DemoProcess) {
  // the embedded database has one process at a time: the server stops while its database is changed
  await demo.server.stop();
  const database = await openDatabase(demo.databaseUrl, demo.dataDir);
  try {
    await database.db.execute(
      sql.raw(`create function log_test_break_row() returns trigger language plpgsql as $$ begin new.name := null; return new; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger log_test_new before insert on users for each row when (new.code like 'logfail%') execute function log_test_break_row()`),
    );
    await database.db.execute(
      sql.raw(
        `create trigger log_test_reset before update of password_hash on users for each row when (old.code = 'teacher') execute function log_test_break_row()`,
      ),
    );
  } finally {
    await database.close();
  }
  await demo.restart();
}

it('a write the database refuses is logged without its values', async () => {
  await breakWritesOfUsers(p);
  const values = { code: 'logfail01', email: 'logfail01@example.com', phone: '13900001111', password: 'LogFailPass0123', reset: 'LogResetPass0456' };
  const admin = (await p.api.login({ body: { username: 'admin', password: DEMO_PASSWORD } })).token!;
  const startedAt = p.server.output().length;
  const created = await p.api.updateUser(
    {
      body: {
        code: values.code,
        userName: '日志测试',
        email: values.email,
        phone: values.phone,
        roleIds: [RoleId.STUDENT],
        password: values.password,
      },
    },
    { token: admin },
  );
  expect(created).toMatchObject({ success: false, code: 500 });
  const teacher = (await p.api.getUser({ body: { current: 1, pageSize: 50, code: 'teacher' } }, { token: admin })).obj;
  const teacherId = teacher.list.find((u) => u.code === 'teacher')!.userId;
  expect(await p.api.resetUserPassword({ body: { userId: teacherId, password: values.reset } }, { token: admin })).toMatchObject({ success: false, code: 500 });
  await new Promise((r) => setTimeout(r, 300));

  const log = p.server.output().slice(startedAt);
  // nothing the queries were sent with: no hash, no "params: …" (drizzle), no "Failing row contains (…)" (PostgreSQL)
  expect(log.includes('$argon2') ? 'found: $argon2…' : 'absent').toBe('absent');
  for (const value of Object.values(values)) expect(log.includes(value) ? `found: ${value}` : 'absent').toBe('absent');
  expect(log).not.toMatch(/params:|"params"|Failing row/);
  // yet both failures are logged, by their SQL and their SQLSTATE (23502: not_null_violation)
  expect(log).toMatch(/Failed query: insert into \\?"users\\?"/);
  expect(log).toMatch(/Failed query: update \\?"users\\?"/);
  expect(log).toContain('23502');
}, 120_000);
