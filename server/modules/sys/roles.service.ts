import { asc, count, eq } from 'drizzle-orm';
import type { RoleRow, SaveRoleBody, SaveRoleModulesBody } from '@contract/sys';
import type { z } from '@contract/zod';
import type { Db, DbOrTx } from '../../db/client';
import { modules, roleModules, roles, userRoles } from '../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { conflictOnConstraint } from '../../lib/sql-helpers';

type RoleEntity = typeof roles.$inferSelect;

async function toRoleRows(db: DbOrTx, list: RoleEntity[]): Promise<RoleRow[]> {
  const grants = await db.select().from(roleModules).orderBy(asc(roleModules.moduleId));
  const holders = await db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).groupBy(userRoles.roleId);
  return list.map((r) => ({
    roleId: r.id,
    roleName: r.name,
    baseRoleId: r.baseRoleId,
    remark: r.remark,
    builtin: r.builtin,
    moduleIds: grants.filter((g) => g.roleId === r.id).map((g) => g.moduleId),
    userCount: holders.find((h) => h.roleId === r.id)?.n ?? 0,
  }));
}

export async function listRoles(db: DbOrTx): Promise<RoleRow[]> {
  return toRoleRows(db, await db.select().from(roles).orderBy(asc(roles.id)));
}

async function getRole(db: DbOrTx, roleId: number): Promise<RoleRow> {
  const [row] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!row) throw notFound('角色');
  return (await toRoleRows(db, [row]))[0];
}

const NAME_TAKEN = '角色名称已存在';

/** Creates a custom role acting as one of the built-in ones, or edits a role; built-in roles keep their base role. */
export async function saveRole(db: Db, body: z.output<typeof SaveRoleBody>): Promise<RoleRow> {
  return conflictOnConstraint(
    () =>
      db.transaction(async (tx) => {
        const [sameName] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, body.roleName));
        if (sameName && sameName.id !== body.roleId) throw conflict(NAME_TAKEN);
        const fields = { name: body.roleName, baseRoleId: body.baseRoleId, remark: body.remark };
        if (!body.roleId) {
          const [row] = await tx.insert(roles).values(fields).returning({ id: roles.id });
          return getRole(tx, row.id);
        }
        const [existing] = await tx.select().from(roles).where(eq(roles.id, body.roleId));
        if (!existing) throw notFound('角色');
        if (existing.builtin && existing.baseRoleId !== body.baseRoleId) throw invalid('内置角色的基础角色不能修改');
        await tx.update(roles).set(fields).where(eq(roles.id, body.roleId));
        return getRole(tx, body.roleId);
      }),
    { unique: NAME_TAKEN },
  );
}

/** Deletes a custom role nobody holds (its grants go with it). */
export async function deleteRole(db: Db, roleId: number): Promise<null> {
  return conflictOnConstraint(
    () =>
      db.transaction(async (tx) => {
        const [existing] = await tx.select().from(roles).where(eq(roles.id, roleId));
        if (!existing) throw notFound('角色');
        if (existing.builtin) throw forbidden('内置角色不能删除');
        const [{ n }] = await tx.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, roleId));
        if (n > 0) throw conflict(`该角色已分配给 ${n} 个用户，请先取消分配再删除`);
        await tx.delete(roles).where(eq(roles.id, roleId));
        return null;
      }),
    { foreignKey: '该角色刚被分配给用户，不能删除' },
  );
}

/** The given modules plus every ancestor of them, so a granted child never hangs without its parent in the menu. */
export function withAncestors(ids: number[], parentOf: Map<number, number | null>): number[] {
  const all = new Set<number>();
  for (const id of ids) {
    for (let cur: number | null | undefined = id; cur != null && !all.has(cur); cur = parentOf.get(cur)) all.add(cur);
  }
  return [...all].sort((a, b) => a - b);
}

/** Replaces the modules a role sees, in one transaction; the menu of that role changes with the next request. */
export async function saveRoleModules(db: Db, body: z.output<typeof SaveRoleModulesBody>): Promise<RoleRow> {
  return conflictOnConstraint(
    () =>
      db.transaction(async (tx) => {
        const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, body.roleId));
        if (!role) throw notFound('角色');
        const all = await tx.select({ id: modules.id, parentId: modules.parentId }).from(modules);
        const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
        const missing = [...new Set(body.moduleIds)].filter((id) => !parentOf.has(id));
        if (missing.length > 0) throw invalid(`模块不存在：${missing.join('、')}`);
        const granted = withAncestors(body.moduleIds, parentOf);
        await tx.delete(roleModules).where(eq(roleModules.roleId, body.roleId));
        if (granted.length > 0) await tx.insert(roleModules).values(granted.map((moduleId) => ({ roleId: body.roleId, moduleId })));
        return getRole(tx, body.roleId);
      }),
    { foreignKey: '角色或模块刚被删除，请刷新后重试' },
  );
}

/** Every role as a reference (id, name, base role), by id. */
export const listRoleRefs = async (db: DbOrTx) =>
  db.select({ roleId: roles.id, roleName: roles.name, baseRoleId: roles.baseRoleId }).from(roles).orderBy(asc(roles.id));
