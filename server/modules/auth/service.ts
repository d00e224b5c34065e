import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser, LoginBody } from '@contract/auth';
import { ErrorCode } from '@contract/envelope';
import type { RoleRef } from '@contract/roles';
import type { DbOrTx } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, notFound } from '../../lib/errors';
import { getDummyHash, verifyPassword } from '../../lib/password';
import { beginAttempt, type LoginLimits } from './throttle';

type TokenClaims = { sub: number; tv: number; halfLifePassed: boolean };

export function signToken(app: FastifyInstance, auth: { userId: number; tokenVersion: number }): string {
  return app.jwt.sign({ sub: auth.userId, tv: auth.tokenVersion }, { expiresIn: `${app.config.tokenTtlMinutes}m` });
}

/** What a sign-in token carries: the user, their token version, and when it was signed and expires (seconds). */
export type SignedClaims = { sub: number; tv: number; iat: number; exp: number };

export function verifyToken(app: FastifyInstance, token: string): TokenClaims | null {
  try {
    const p = app.verifiedTokens.claimsOf(token);
    if (typeof p.sub !== 'number' || typeof p.tv !== 'number') return null;
    const now = Date.now() / 1000;
    return { sub: p.sub, tv: p.tv, halfLifePassed: now - p.iat > (p.exp - p.iat) / 2 };
  } catch {
    return null;
  }
}

type UserRow = typeof users.$inferSelect;

/** A signed-in user as every request needs them: the user (without the password hash), their roles, the active one. */
export type Session = { user: Omit<UserRow, 'passwordHash'>; roleList: RoleRef[]; active: RoleRef | undefined };

/**
 * The user and the roles they hold, in the order they were given (the first is the one logout restores), and the
 * active one: one query, since every signed-in request asks it.
 */
async function userWithRoles(db: DbOrTx, userId: number): Promise<Session | null> {
  const rows = await db
    .select({ user: users, roleId: roles.id, roleName: roles.name, baseRoleId: roles.baseRoleId })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.id, userId))
    .orderBy(asc(userRoles.sort), asc(roles.id));
  if (rows.length === 0) return null;
  const { passwordHash: _hash, ...user } = rows[0]!.user;
  const roleList = rows.flatMap((r) => (r.roleId === null ? [] : [{ roleId: r.roleId, roleName: r.roleName!, baseRoleId: r.baseRoleId! }]));
  return { user, roleList, active: roleList.find((r) => r.roleId === user.defRole) ?? roleList[0] };
}

/** The session of a user, from the process's short-lived cache (server/lib/process-cache.ts) or the database. */
export function sessionOf(app: FastifyInstance, userId: number): Promise<Session | null> {
  return app.sessions.get(userId, () => userWithRoles(app.db, userId));
}

export function authOf(session: Session | null): (AuthContext & { isStop: boolean }) | null {
  if (!session?.active) return null;
  const { user, roleList, active } = session;
  return {
    userId: user.id,
    code: user.code,
    userName: user.name,
    roleType: active.roleId,
    baseRole: active.baseRoleId,
    roleList,
    tokenVersion: user.tokenVersion,
    mustChangePassword: user.mustChangePassword,
    isStop: user.isStop,
  };
}

export function currentUserOf(session: Session | null): CurrentUser {
  if (!session) throw notFound('用户');
  const { user, roleList, active } = session;
  return {
    userId: user.id,
    code: user.code,
    userName: user.name,
    avatar: user.avatar,
    roleType: active?.roleId ?? user.defRole,
    baseRoleType: active?.baseRoleId ?? user.defRole,
    roleList,
    email: user.email,
    phone: user.phone,
    mustChangePassword: user.mustChangePassword,
  };
}

/** The user as they are now in the database (after a change: login, profile edits). */
export async function currentUser(db: DbOrTx, userId: number): Promise<CurrentUser> {
  return currentUserOf(await userWithRoles(db, userId));
}

/**
 * Checks the password. Failures are counted per account and address, per address and per account (./throttle.ts), so
 * guessing is slow, while nobody can keep the owner out by failing from elsewhere.
 */
export async function login(db: DbOrTx, limits: LoginLimits, body: LoginBody, ip: string): Promise<{ userId: number; tokenVersion: number }> {
  const account = body.username.normalize('NFC').toLowerCase();
  const attempt = await beginAttempt(db, limits, account, ip);
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.code})`, account));
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), body.password);
  if (!user || !passwordOk) throw new AppError(ErrorCode.BAD_CREDENTIALS, await attempt.failed(), 400);
  if (user.isStop) throw new AppError(ErrorCode.ACCOUNT_STOPPED, '账号已停用，请联系管理员', 403);
  await attempt.succeeded();
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  return { userId: user.id, tokenVersion: user.tokenVersion };
}

/** Ends every session of the user: tokens carry the version they were signed with. */
export async function revokeTokens(db: DbOrTx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(inArray(users.id, userIds));
}
