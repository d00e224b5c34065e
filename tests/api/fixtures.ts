// Small things several API test files need: a real image, row counts read straight from the database.
import crypto from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { RoleId } from '@contract/roles';
import * as schema from '../../server/db/schema';
import { clock } from '../../server/lib/clock';
import type { TestServer } from './harness';

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** How many rows a table holds now: "nothing was written" is checked against the database itself. */
export async function rowCount(s: TestServer, table: PgTable): Promise<number> {
  const [{ n }] = await s.database.db.select({ n: count() }).from(table);
  return n;
}

const TABLES = Object.entries(schema).filter(([name, t]) => typeof t === 'object' && t !== null && 'getSQL' in (t as object) && name !== 'loginFailures') as [
  string,
  PgTable,
][];

/** The rows of every table (but the log of failed sign-ins): "nothing was written anywhere" compares two of these. */
export async function rowsInEveryTable(s: TestServer): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of TABLES) counts[name] = await rowCount(s, table);
  return counts;
}

/** Every table's rows, hashed (but the log of failed sign-ins): unlike counts, two of these also tell an update. */
export async function digestOfEveryTable(s: TestServer): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, table] of TABLES) {
    const rows = await s.database.db.select().from(table);
    out[name] = crypto
      .createHash('sha256')
      .update(
        rows
          .map((r) => JSON.stringify(r))
          .sort()
          .join('\n'),
      )
      .digest('hex');
  }
  return out;
}

/** The demo account of each built-in role. */
const DEMO_ACCOUNTS: Record<number, string> = { [RoleId.ADMIN]: 'admin', [RoleId.EXPERT]: 'expert', [RoleId.TEACHER]: 'teacher', [RoleId.STUDENT]: 'student' };

/** A token of the demo account of each of these built-in roles, by role id. */
export async function demoTokens(s: TestServer, roleIds: readonly number[]): Promise<Map<number, string>> {
  const tokens = new Map<number, string>();
  for (const roleId of roleIds) tokens.set(roleId, await s.login(DEMO_ACCOUNTS[roleId]!));
  return tokens;
}

/** Every bad-input answer: HTTP 200, a failure envelope with a Chinese message. */
export const CHINESE = /[\u4e00-\u9fa5]/;

/** A new user with one role, made by an admin through /sys/updateUser: their token and id. */
export async function newUser(
  s: TestServer,
  adminToken: string,
  code: string,
  roleId: number,
  userName = `用户${code}`,
): Promise<{ token: string; userId: number }> {
  const created = await s.api.updateUser({ body: { code, userName, roleIds: [roleId] } }, { token: adminToken });
  if (!created.success) throw new Error(`newUser ${code}: ${created.message}`);
  return { token: await s.login(code, created.obj.password), userId: created.obj.userId };
}

/**
 * For a file whose tests move the platform's clock: each test starts at `realNow` again, and after the file the clock
 * is put back and the server closed.
 */
export function restoreClockAfterEach(realNow: typeof clock.now, server: () => TestServer) {
  afterAll(async () => {
    clock.now = realNow;
    await server().close();
  });
  afterEach(() => {
    clock.now = realNow;
  });
}
