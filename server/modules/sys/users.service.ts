import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { CurrentUser } from '@contract/auth';
import { ErrorCode, type Page } from '@contract/envelope';
import { RoleId, type RoleRef } from '@contract/roles';
import type {
  GetUserQuery,
  ResetUserPasswordBody,
  TeacherRef,
  UpdateAccountInfoBody,
  UpdateUserBody,
  UpdateUserCenterBody,
  UpdateUserDefRoleBody,
  UpdateUserIsStopBody,
  UserRow,
  UserUpdatePasswordBody,
} from '@contract/sys';
import type { z } from '@contract/zod';
import type { Db, DbOrTx } from '../../db/client';
import { loginFailures, roles, userRoles, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { generatePassword, hashPassword, verifyPassword } from '../../lib/password';
import { conflictOnConstraint, containsPattern, offsetOf } from '../../lib/sql-helpers';
import type { Upload } from '../../lib/upload';
import { canAssignRoles, canSetDefaultRole, canStopUser } from '../../policy';
import type { FileStorage } from '../../storage';
import { currentUser } from '../auth/service';
import { requireOwnFile, resourceUrl, saveImage } from '../files/service';

type UserEntity = typeof users.$inferSelect;

const ACCOUNT_TAKEN = '账号已存在';
export const ROLE_GONE = '所选角色刚被删除，请刷新后重试';

// Reading

/** The roles of many users at once, each list in the order the roles were given. */
async function roleListsOf(db: DbOrTx, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const lists = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return lists;
  const rows = await db
    .select({ userId: userRoles.userId, roleId: roles.id, roleName: roles.name, baseRoleId: roles.baseRoleId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(userRoles.userId), asc(userRoles.sort), asc(roles.id));
  for (const { userId, ...role } of rows) lists.get(userId)?.push(role);
  return lists;
}

const toUserRow = (u: UserEntity, roleList: RoleRef[]): UserRow => ({
  userId: u.id,
  code: u.code,
  userName: u.name,
  avatar: u.avatar,
  email: u.email,
  phone: u.phone,
  roleList,
  defRole: u.defRole,
  isStop: u.isStop,
  createdAt: u.createdAt.toISOString(),
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
});

export async function listUsers(db: DbOrTx, q: z.output<typeof GetUserQuery>): Promise<Page<UserRow>> {
  const where = and(
    q.code ? ilike(users.code, containsPattern(q.code)) : undefined,
    q.userName ? ilike(users.name, containsPattern(q.userName)) : undefined,
    q.roleId ? inArray(users.id, db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, q.roleId))) : undefined,
    q.isStop === undefined ? undefined : eq(users.isStop, q.isStop),
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db.select().from(users).where(where).orderBy(asc(users.id)).limit(q.pageSize).offset(offsetOf(q));
  const lists = await roleListsOf(
    db,
    rows.map((u) => u.id),
  );
  return { list: rows.map((u) => toUserRow(u, lists.get(u.id) ?? [])), total };
}

/** Active users who can teach (any role acting as teacher): the choices of "teacher" pickers. */
export async function listTeachers(db: DbOrTx): Promise<z.output<typeof TeacherRef>[]> {
  return db
    .selectDistinct({ userId: users.id, code: users.code, userName: users.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.baseRoleId, RoleId.TEACHER), eq(users.isStop, false)))
    .orderBy(asc(users.id));
}

/** An account as a picker of people checks it: who it is, whether stopped, and the base roles its roles act as. */
export type AccountOfId = { id: number; code: string; name: string; isStop: boolean; baseRoles: Set<number> };

/** The accounts among `userIds`, by id. */
export async function accountsById(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, AccountOfId>> {
  const found = new Map<number, AccountOfId>();
  if (userIds.length === 0) return found;
  const rows = await db
    .select({ id: users.id, code: users.code, name: users.name, isStop: users.isStop, baseRoleId: roles.baseRoleId })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(users.id, [...userIds]));
  for (const r of rows) {
    const account = found.get(r.id) ?? { id: r.id, code: r.code, name: r.name, isStop: r.isStop, baseRoles: new Set<number>() };
    if (r.baseRoleId !== null) account.baseRoles.add(r.baseRoleId);
    found.set(r.id, account);
  }
  return found;
}

/** How many users hold each role, and how many there are and are stopped (admin home page). */
export async function userCounts(db: DbOrTx) {
  const byRole = await db
    .select({ roleId: roles.id, roleName: roles.name, count: sql<number>`count(${userRoles.userId})::int` })
    .from(roles)
    .leftJoin(userRoles, eq(userRoles.roleId, roles.id))
    .groupBy(roles.id, roles.name)
    .orderBy(asc(roles.id));
  const [totals] = await db.select({ total: count(), stopped: sql<number>`count(*) filter (where ${users.isStop})::int` }).from(users);
  return { usersByRole: byRole, totalUsers: totals.total, stoppedUsers: totals.stopped };
}

// Checks shared by the editor and the import

/** The roles with these ids, in the given order; refuses ids that do not exist. */
export async function requireRoles(db: DbOrTx, roleIds: number[]): Promise<RoleRef[]> {
  const rows = await db.select({ roleId: roles.id, roleName: roles.name, baseRoleId: roles.baseRoleId }).from(roles).where(inArray(roles.id, roleIds));
  const missing = roleIds.filter((id) => !rows.some((r) => r.roleId === id));
  if (missing.length > 0) throw invalid(`角色不存在：${missing.join('、')}`);
  return roleIds.map((id) => rows.find((r) => r.roleId === id)!);
}

/** The accounts among `codes` that are taken (compared without regard to case), lower-cased. */
export async function takenAccounts(db: DbOrTx, codes: string[], exceptUserId?: number): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const lower = codes.map((c) => c.toLowerCase());
  const rows = await db
    .select({ code: users.code })
    .from(users)
    .where(and(inArray(sql`lower(${users.code})`, lower), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return new Set(rows.map((r) => r.code.toLowerCase()));
}

export type NewUser = {
  code: string;
  userName: string;
  email: string | null;
  phone: string | null;
  roleIds: number[];
  defRole: number;
  passwordHash: string;
};

/** Inserts users and their roles; the caller holds the transaction and has checked the rules. */
export async function insertUsers(tx: DbOrTx, list: NewUser[]): Promise<number[]> {
  if (list.length === 0) return [];
  const inserted = await tx
    .insert(users)
    .values(list.map((u) => ({ code: u.code, name: u.userName, email: u.email, phone: u.phone, defRole: u.defRole, passwordHash: u.passwordHash })))
    .returning({ id: users.id });
  const links = list.flatMap((u, i) => u.roleIds.map((roleId, sort) => ({ userId: inserted[i].id, roleId, sort })));
  await tx.insert(userRoles).values(links);
  return inserted.map((r) => r.id);
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

// Writing (admin)

/**
 * Creates (no userId) or edits a user with their roles, in one transaction. A new user without a password
 * gets a generated one, answered once. When the edit takes away the role the user is acting in, they act
 * in their first role from now on and their sessions end.
 */
export async function saveUser(db: Db, actor: AuthContext, body: z.output<typeof UpdateUserBody>): Promise<{ userId: number; password?: string }> {
  const roleIds = unique(body.roleIds);
  const defRole = body.defRole && roleIds.includes(body.defRole) ? body.defRole : undefined;
  const generated = body.userId || body.password ? undefined : generatePassword();
  const passwordHash = body.userId ? undefined : await hashPassword(body.password ?? generated!);

  return conflictOnConstraint(
    () =>
      db.transaction(async (tx) => {
        const roleList = await requireRoles(tx, roleIds);
        if ((await takenAccounts(tx, [body.code], body.userId)).size > 0) throw conflict(ACCOUNT_TAKEN);
        const fields = { code: body.code, userName: body.userName, email: body.email, phone: body.phone };

        if (!body.userId) {
          const [userId] = await insertUsers(tx, [{ ...fields, roleIds, defRole: defRole ?? roleIds[0], passwordHash: passwordHash! }]);
          return generated ? { userId, password: generated } : { userId };
        }

        const userId = body.userId;
        if (
          !canAssignRoles(
            actor,
            userId,
            roleList.map((r) => r.baseRoleId),
          )
        )
          throw forbidden('不能移除自己的系统管理员角色');
        const [existing] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
        if (!existing) throw notFound('用户');
        const activeKept = roleIds.includes(existing.defRole);
        await tx
          .update(users)
          .set({
            code: fields.code,
            name: fields.userName,
            email: fields.email,
            phone: fields.phone,
            defRole: defRole ?? (activeKept ? existing.defRole : roleIds[0]),
            tokenVersion: activeKept ? existing.tokenVersion : existing.tokenVersion + 1,
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId));
        await tx.delete(userRoles).where(eq(userRoles.userId, userId));
        await tx.insert(userRoles).values(roleIds.map((roleId, sort) => ({ userId, roleId, sort })));
        return { userId };
      }),
    { unique: ACCOUNT_TAKEN, foreignKey: ROLE_GONE },
  );
}

/** A new password (given or generated) for a user; their sessions end and a lock from failed logins is lifted. */
export async function resetPassword(db: Db, body: z.output<typeof ResetUserPasswordBody>): Promise<{ password: string }> {
  const password = body.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, body.userId))
      .returning({ code: users.code });
    if (!row) throw notFound('用户');
    await tx.delete(loginFailures).where(eq(loginFailures.account, row.code.toLowerCase()));
  });
  return { password };
}

/** Stops or resumes an account; stopping ends its open sessions at once. */
export async function setStopped(db: DbOrTx, actor: AuthContext, body: z.output<typeof UpdateUserIsStopBody>): Promise<null> {
  if (body.isStop && !canStopUser(actor, body.userId)) throw forbidden('不能停用自己的账号');
  const [row] = await db
    .update(users)
    .set({
      isStop: body.isStop,
      ...(body.isStop ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, body.userId))
    .returning({ id: users.id });
  if (!row) throw notFound('用户');
  return null;
}

// Writing (oneself)

export async function updateProfile(db: DbOrTx, userId: number, body: z.output<typeof UpdateUserCenterBody>): Promise<CurrentUser> {
  await db.update(users).set({ name: body.userName, email: body.email, phone: body.phone, updatedAt: new Date() }).where(eq(users.id, userId));
  return currentUser(db, userId);
}

/**
 * Switches the role a user acts in. Only one's own, except for an admin; only a role the user holds.
 * Tokens stay valid: the active role is read from the database on every request.
 */
export async function setDefaultRole(db: DbOrTx, actor: AuthContext, body: z.output<typeof UpdateUserDefRoleBody>): Promise<CurrentUser> {
  if (!canSetDefaultRole(actor, body.userId)) throw forbidden('只能切换自己的角色');
  const held = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, body.userId));
  if (held.length === 0) throw notFound('用户');
  if (!held.some((r) => r.roleId === body.roleType)) throw forbidden(body.userId === actor.userId ? '你没有该角色' : '该用户没有该角色');
  await db.update(users).set({ defRole: body.roleType, updatedAt: new Date() }).where(eq(users.id, body.userId));
  return currentUser(db, body.userId);
}

/** Sets the avatar to an image the user uploaded as avatar, or clears it (''). */
export async function setAvatar(db: DbOrTx, actor: AuthContext, body: z.output<typeof UpdateAccountInfoBody>): Promise<CurrentUser> {
  if (body.avatar) await requireOwnFile(db, actor, body.avatar, 'avatar');
  await db.update(users).set({ avatar: body.avatar, updatedAt: new Date() }).where(eq(users.id, actor.userId));
  return currentUser(db, actor.userId);
}

export async function uploadAvatar(db: Db, storage: FileStorage, actor: AuthContext, upload: Upload): Promise<{ avatar: string }> {
  return db.transaction(async (tx) => {
    const file = await saveImage(tx, storage, upload, { purpose: 'avatar', ownerId: actor.userId });
    const avatar = resourceUrl(file.id);
    await tx.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    return { avatar };
  });
}

/**
 * Changes one's own password after checking the old one; every older token dies.
 * Answers the new token version so the caller's tab gets a fresh token and stays signed in.
 */
export async function changeOwnPassword(
  db: DbOrTx,
  userId: number,
  body: z.output<typeof UserUpdatePasswordBody>,
): Promise<{ userId: number; tokenVersion: number }> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('用户');
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) throw new AppError(ErrorCode.BAD_CREDENTIALS, '原密码不正确', 400);
  if (body.oldPassword === body.newPassword) throw invalid('新密码不能与原密码相同');
  const passwordHash = await hashPassword(body.newPassword);
  const [row] = await db
    .update(users)
    // one's own password replaces a first one a teacher handed out: the account may do everything again
    .set({ passwordHash, mustChangePassword: false, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return { userId, tokenVersion: row.tokenVersion };
}
