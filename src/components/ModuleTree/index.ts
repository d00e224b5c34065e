// Pure helpers over the module tree (contract ModuleNode), shared by module management and role grants.
import type { ModuleNode } from '@contract/sys';

/** Every node, depth first, parents before children. */
export function flatten(nodes: readonly ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

/** Ids of the nodes that have children (the rows a tree table can expand). */
export function parentIds(nodes: readonly ModuleNode[]): number[] {
  return flatten(nodes)
    .filter((n) => (n.children?.length ?? 0) > 0)
    .map((n) => n.moduleId);
}

/** The node with that id and all below it. */
export function subtreeIds(nodes: readonly ModuleNode[], id: number): number[] {
  const node = flatten(nodes).find((n) => n.moduleId === id);
  return node ? flatten([node]).map((n) => n.moduleId) : [];
}

/** The ids above that node, nearest first. */
export function ancestorIds(nodes: readonly ModuleNode[], id: number): number[] {
  const byId = new Map(flatten(nodes).map((n) => [n.moduleId, n]));
  const out: number[] = [];
  for (let p = byId.get(id)?.parentId ?? null; p !== null && byId.has(p) && !out.includes(p); p = byId.get(p)?.parentId ?? null) {
    out.push(p);
  }
  return out;
}

/** The tree without the subtree of `id` (a module cannot move under itself or its descendants). */
export function withoutSubtree(nodes: readonly ModuleNode[], id: number): ModuleNode[] {
  return nodes.filter((n) => n.moduleId !== id).map((n) => (n.children ? { ...n, children: withoutSubtree(n.children, id) } : n));
}

/**
 * The nodes whose name or path contains the keyword (case-insensitive), with their ancestors so the tree stays
 * readable, and with all the children of a matching node. An empty keyword keeps the whole tree.
 */
export function filterTree(nodes: readonly ModuleNode[], keyword: string): ModuleNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  const out: ModuleNode[] = [];
  for (const n of nodes) {
    if (n.name.toLowerCase().includes(k) || n.path.toLowerCase().includes(k)) {
      out.push(n);
      continue;
    }
    const children = filterTree(n.children ?? [], k);
    if (children.length > 0) out.push({ ...n, children });
  }
  return out;
}

/**
 * Grants after a click on one node of a checkbox tree whose boxes are independent (a parent may be granted
 * without all its children): checking grants the node, everything below it and everything above it (a menu entry
 * needs its parents to show); unchecking takes away the node and everything below it.
 */
export function toggleGrant(nodes: readonly ModuleNode[], granted: readonly number[], id: number, checked: boolean): number[] {
  const set = new Set(granted);
  const below = subtreeIds(nodes, id);
  if (checked) {
    for (const x of [...below, ...ancestorIds(nodes, id)]) set.add(x);
  } else {
    for (const x of below) set.delete(x);
  }
  // Keep tree order, so saved lists read the way the tree does.
  return flatten(nodes)
    .map((n) => n.moduleId)
    .filter((x) => set.has(x));
}
