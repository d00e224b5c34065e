import { asc, count, eq } from 'drizzle-orm';
import type { MenuItem } from '@contract/auth';
import type { ModuleNode, SaveModuleBody } from '@contract/sys';
import type { z } from '@contract/zod';
import type { Db, DbOrTx } from '../../db/client';
import { modules, roleModules } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { conflictOnConstraint } from '../../lib/sql-helpers';

type ModuleRow = typeof modules.$inferSelect;

const toNode = (m: ModuleRow): ModuleNode => ({
  moduleId: m.id,
  parentId: m.parentId,
  name: m.name,
  path: m.path,
  icon: m.icon,
  sort: m.sort,
  visible: m.visible,
});

/** Builds the tree from flat rows already in display order; orphans (parent not in the set) become roots. */
export function buildTree<T extends { id: number; parentId: number | null }, N extends { children?: N[] }>(rows: T[], map: (row: T) => N): N[] {
  const nodes = new Map(rows.map((r) => [r.id, map(r)]));
  const roots: N[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

export async function listModuleTree(db: DbOrTx): Promise<ModuleNode[]> {
  const rows = await db.select().from(modules).orderBy(asc(modules.sort), asc(modules.id));
  return buildTree(rows, toNode);
}

/** The menu of a role: its granted, visible modules as a tree. */
export async function menuFor(db: DbOrTx, roleId: number): Promise<MenuItem[]> {
  const rows = await db
    .select({ m: modules })
    .from(roleModules)
    .innerJoin(modules, eq(modules.id, roleModules.moduleId))
    .where(eq(roleModules.roleId, roleId))
    .orderBy(asc(modules.sort), asc(modules.id));
  const visible = rows.map((r) => r.m).filter((m) => m.visible);
  return buildTree(visible, (m): MenuItem => ({ path: m.path, name: m.name, ...(m.icon ? { icon: m.icon } : {}) }));
}

/** Creates or edits a module; its parent must exist and must not be the module itself or one of its descendants. */
export async function saveModule(db: Db, body: z.output<typeof SaveModuleBody>): Promise<ModuleNode> {
  return db.transaction(async (tx) => {
    const all = await tx.select({ id: modules.id, parentId: modules.parentId }).from(modules);
    const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
    if (body.moduleId && !parentOf.has(body.moduleId)) throw notFound('模块');
    if (body.parentId !== null) {
      if (!parentOf.has(body.parentId)) throw notFound('上级模块');
      for (let cur: number | null | undefined = body.parentId; cur != null; cur = parentOf.get(cur)) {
        if (cur === body.moduleId) throw invalid('上级模块不能是模块自己或它的下级模块');
      }
    }
    const fields = { parentId: body.parentId, name: body.name, path: body.path, icon: body.icon, sort: body.sort, visible: body.visible };
    const [row] = body.moduleId
      ? await tx.update(modules).set(fields).where(eq(modules.id, body.moduleId)).returning()
      : await tx.insert(modules).values(fields).returning();
    return toNode(row);
  });
}

/** Deletes a module without children; the grants of it go with it. */
export async function deleteModule(db: Db, moduleId: number): Promise<null> {
  return conflictOnConstraint(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.select({ id: modules.id }).from(modules).where(eq(modules.id, moduleId));
        if (!row) throw notFound('模块');
        const [{ n }] = await tx.select({ n: count() }).from(modules).where(eq(modules.parentId, moduleId));
        if (n > 0) throw conflict(`该模块下还有 ${n} 个子模块，请先删除或移走子模块`);
        await tx.delete(roleModules).where(eq(roleModules.moduleId, moduleId));
        await tx.delete(modules).where(eq(modules.id, moduleId));
        return null;
      }),
    // modules.parent_id references modules.id: a child added meanwhile keeps its parent alive.
    { foreignKey: '该模块刚被添加了子模块，请刷新后重试' },
  );
}
