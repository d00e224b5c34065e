// Students managed by the teachers of their class: adding them by 学号 + 姓名 (an existing student account joins the
// roster, an unknown 学号 becomes a new student account with a first password answered once), the same row by row
// for the roster import (roster-import.ts), and a student's name and first password. A first password must be
// replaced at the next sign-in (users.must_change_password, the gate in server/lib/route.ts).
import crypto from 'node:crypto';
import { and, asc, eq, inArray, not, sql } from 'drizzle-orm';
import { StudentAccountRow, type ClassStudent, type RosterAnswer } from '@contract/clazz';
import { RoleId } from '@contract/roles';
import { AccountCode } from '@contract/sys';
import type { Db, DbOrTx } from '../../db/client';
import { classes, classStudents, loginFailures, roles, userRoles, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, forbidden } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { conflictOnConstraint } from '../../lib/sql-helpers';
import { canManageStudentAccount } from '../../policy';
import { insertUsers } from '../sys/users.service';
import { accountsByCode, taughtClass, taughtScope, type Account } from './access';
import { enrollStudents } from './service';

/** One student to add: its row (the file's, or the request's counted from 1), 学号, and 姓名 ('' when not given). */
export type RosterRow = { row: number; code: string; name: string };

/** Where the rows come from, as a refusal names it: 学号 s01 在文件中重复. */
export type RowsSource = '文件' | '名单';

/** Lower-case letters and digits without look-alikes (no l, o, i, 0, 1): read off a printed sheet and typed by a student. */
const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const PASSWORD_DIGITS = '23456789';
const FIRST_PASSWORD_LENGTH = 8;

/** A first password: 8 easy-to-read characters, always with a letter and a digit (what a chosen password needs too). */
export function firstPassword(): string {
  const all = PASSWORD_LETTERS + PASSWORD_DIGITS;
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  const chars = [pick(PASSWORD_LETTERS), pick(PASSWORD_DIGITS), ...Array.from({ length: FIRST_PASSWORD_LENGTH - 2 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** Names compare as written, apart from surrounding and repeated spaces. */
const tidyName = (name: string) => name.replace(/\s+/g, ' ').trim();

type Plan = {
  errors: RosterAnswer['errors'];
  join: { row: number; account: Account }[];
  create: { row: number; code: string; name: string }[];
};

/** Every problem of every row, in row order; what the rows without one would do (join an account, make one). */
function planRows(rows: readonly RosterRow[], accounts: Map<string, Account>, source: RowsSource): Plan {
  const rowsOf = new Map<string, number[]>();
  for (const { row, code } of rows) {
    const key = code.toLowerCase();
    if (key) rowsOf.set(key, [...(rowsOf.get(key) ?? []), row]);
  }
  const plan: Plan = { errors: [], join: [], create: [] };
  for (const { row, code, name } of rows) {
    if (!code) {
      plan.errors.push({ row, message: '请填写学号' });
      continue;
    }
    const problems: string[] = [];
    const same = rowsOf.get(code.toLowerCase())!;
    if (same.length > 1) problems.push(`学号 ${code} 在${source}中重复（第 ${same.join('、')} 行）`);
    const account = accounts.get(code.toLowerCase());
    if (account) {
      // never the account's stored name: any teacher may type any 学号, and a refusal must not tell whose it is
      if (!account.baseRoles.has(RoleId.STUDENT)) problems.push(`账号 ${account.code} 不是学生账号`);
      else if (name && tidyName(name) !== tidyName(account.name)) problems.push(`姓名“${name}”与学号 ${account.code} 的账号姓名不一致`);
      if (problems.length === 0) plan.join.push({ row, account });
    } else if (!name) {
      problems.push(`学号 ${code} 不存在；填写姓名即可为其新建学生账号`);
    } else {
      const codeOk = AccountCode.safeParse(code);
      if (!codeOk.success) problems.push(`学号 ${code} 不能用作新账号：${codeOk.error.issues[0]?.message ?? '格式不正确'}`);
      const nameOk = StudentAccountRow.shape.name.safeParse(name);
      if (!nameOk.success) problems.push(nameOk.error.issues[0]?.message ?? '姓名格式不正确');
      if (problems.length === 0) plan.create.push({ row, code, name: tidyName(name) });
    }
    if (problems.length > 0) plan.errors.push({ row, message: problems.join('；') });
  }
  return plan;
}

async function planOf(db: DbOrTx, rows: readonly RosterRow[], source: RowsSource): Promise<Plan> {
  const accounts = await accountsByCode(db, rows.map((r) => r.code).filter(Boolean));
  return planRows(rows, accounts, source);
}

const refused = (errors: RosterAnswer['errors']): RosterAnswer => ({ added: 0, already: [], errors, created: [], joined: [] });

/** Maps with at most `limit` promises running (argon2 hashes are CPU-bound; the thread pool is small). */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

const sameCreations = (a: Plan, b: Plan) =>
  a.create.length === b.create.length && a.create.every((c, i) => c.code.toLowerCase() === b.create[i]?.code.toLowerCase());

/**
 * Puts students on the roster of a class the caller teaches, row by row: an existing student account joins (姓名, when
 * given, must be its name), an unknown 学号 with a 姓名 becomes a student account with a first password, answered this
 * once. Every row is checked first; while one is refused nothing is written and every refused row is answered with
 * its reason. Accounts already on the roster are answered, not refused.
 */
export async function addRosterRows(db: Db, actor: AuthContext, sclassId: number, rows: readonly RosterRow[], source: RowsSource): Promise<RosterAnswer> {
  await taughtClass(db, actor, sclassId);
  const plan = await planOf(db, rows, source);
  if (plan.errors.length > 0) return refused(plan.errors);
  // hashed before the transaction: argon2 takes a moment per password, and PGlite serves one transaction at a time
  const passwords = plan.create.map(() => firstPassword());
  const hashes = await mapLimited(passwords, 4, hashPassword);
  return conflictOnConstraint(
    () =>
      db.transaction(async (tx) => {
        await taughtClass(tx, actor, sclassId, { lock: true });
        // checked again under the class's lock: an account made or changed meanwhile is seen
        const again = await planOf(tx, rows, source);
        if (again.errors.length > 0) return refused(again.errors);
        if (!sameCreations(plan, again)) throw conflict('名单中的账号刚有变化，没有添加任何学生，请重新提交');
        const ids = await insertUsers(
          tx,
          plan.create.map((c, i) => ({
            code: c.code,
            userName: c.name,
            email: null,
            phone: null,
            roleIds: [RoleId.STUDENT],
            defRole: RoleId.STUDENT,
            passwordHash: hashes[i]!,
          })),
        );
        if (ids.length > 0) await tx.update(users).set({ mustChangePassword: true, createdInClass: sclassId }).where(inArray(users.id, ids));
        const created = plan.create.map((c, i) => ({ row: c.row, userId: ids[i]!, code: c.code, name: c.name, password: passwords[i]! }));
        const { added, already } = await enrollStudents(tx, sclassId, [
          ...again.join.map((j) => j.account),
          ...created.map((c) => ({ id: c.userId, code: c.code })),
        ]);
        const wasThere = new Set(already);
        const joined = again.join
          .filter((j) => !wasThere.has(j.account.code))
          .map((j) => ({ row: j.row, userId: j.account.id, code: j.account.code, name: j.account.name }));
        return { added, already, errors: [], created, joined };
      }),
    { unique: '添加期间有学号被他人注册，没有添加任何学生，请重新提交' },
  );
}

type RosterAccount = Account & { joinedAt: Date; createdInClass: number | null };

/** A student on the roster of the class, with the base roles of their account and the class whose roster made it. */
async function rosterAccount(db: DbOrTx, sclassId: number, userId: number): Promise<RosterAccount> {
  const rows = await db
    .select({
      id: users.id,
      code: users.code,
      name: users.name,
      createdInClass: users.createdInClass,
      joinedAt: classStudents.joinedAt,
      baseRoleId: roles.baseRoleId,
    })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(classStudents.classId, sclassId), eq(classStudents.userId, userId)))
    .orderBy(asc(roles.id));
  const [first] = rows;
  if (!first) throw forbidden('该学生不在这个班级中，只能管理本班学生的账号');
  const baseRoles = new Set(rows.flatMap((r) => (r.baseRoleId === null ? [] : [r.baseRoleId])));
  const account = { id: first.id, code: first.code, name: first.name, joinedAt: first.joinedAt, createdInClass: first.createdInClass, baseRoles };
  if (!canManageStudentAccount(account)) throw forbidden(`账号 ${account.code}（${account.name}）不只是学生账号，只能由管理员修改`);
  return account;
}

/**
 * The account is the caller's to change only when the roster of a class the caller teaches made it, and every class
 * the student attends is one the caller teaches: anyone may put an existing student on a roster (by 学号 and name), so
 * a roster alone must never let a teacher reset the password of, and sign in as, a student of other teachers' classes
 * or one in no class at all. Accounts made by an admin are an admin's to change. Admins keep their powers.
 */
async function checkAccountIsOurs(db: DbOrTx, actor: AuthContext, student: RosterAccount): Promise<void> {
  const taught = taughtScope(actor);
  if (taught === undefined) return;
  const [other] = await db
    .select({ id: classes.id })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(and(eq(classStudents.userId, student.id), not(taught)))
    .limit(1);
  if (other) throw forbidden(`学生 ${student.code}（${student.name}）也在其他教师的班级中，请联系管理员修改其账号`);
  // made by the roster of a class the caller teaches: a student in no class, put on the caller's roster by 学号,
  // would otherwise be theirs to sign in as
  const [origin] =
    student.createdInClass === null
      ? []
      : await db
          .select({ id: classes.id })
          .from(classes)
          .where(and(eq(classes.id, student.createdInClass), taught));
  if (!origin) throw forbidden(`学生 ${student.code}（${student.name}）的账号不是由您任教班级的名单建立的，请联系管理员修改其账号`);
}

/** A teacher of the class corrects the name of a student on its roster (a student-only account). */
export async function renameStudent(db: Db, actor: AuthContext, body: { sclassId: number; userId: number; name: string }): Promise<ClassStudent> {
  return db.transaction(async (tx) => {
    await taughtClass(tx, actor, body.sclassId, { lock: true });
    const student = await rosterAccount(tx, body.sclassId, body.userId);
    await checkAccountIsOurs(tx, actor, student);
    await tx.update(users).set({ name: body.name, updatedAt: new Date() }).where(eq(users.id, student.id));
    return { userId: student.id, code: student.code, name: body.name, joinedAt: student.joinedAt.toISOString() };
  });
}

/**
 * A new first password for a student on the roster (a student-only account): their sessions end, a lock from failed
 * sign-ins is lifted, and they must choose their own password at the next sign-in. Answered this once.
 */
export async function resetStudentPassword(
  db: Db,
  actor: AuthContext,
  body: { sclassId: number; userId: number },
): Promise<{ userId: number; code: string; name: string; password: string }> {
  const password = firstPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await taughtClass(tx, actor, body.sclassId, { lock: true });
    const student = await rosterAccount(tx, body.sclassId, body.userId);
    await checkAccountIsOurs(tx, actor, student);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, student.id));
    await tx.delete(loginFailures).where(eq(loginFailures.account, student.code.toLowerCase()));
    return { userId: student.id, code: student.code, name: student.name, password };
  });
}
