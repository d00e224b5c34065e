import { asc, eq } from 'drizzle-orm';
import type { MenuItem } from '../../../contract/auth';
import type { ModuleNode } from '../../../contract/sys';
import type { DbOrTx } from '../../db/client';
import { modules, roleModules } from '../../db/schema';

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
export function buildTree<T extends { id: number; parentId: number | null }, N extends { children?: N[] }>(
  rows: T[],
  map: (row: T) => N,
): N[] {
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
