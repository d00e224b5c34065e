// The knowledge points of the practice list: in the order of the graph's parent tree (a point, then its children,
// siblings in the server's order) with their depth for indenting, and the search by name.
import type { KnowledgeMastery } from '@contract/practice';

export type PointRow = KnowledgeMastery & { depth: number };

/** Each point once, after its parent; a point whose parent is not in the list is a root. */
export function pointRows(points: readonly KnowledgeMastery[]): PointRow[] {
  const ids = new Set(points.map((p) => p.knowId));
  const children = new Map<number | null, KnowledgeMastery[]>();
  for (const p of points) {
    const parent = p.parentId !== null && ids.has(p.parentId) && p.parentId !== p.knowId ? p.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), p]);
  }
  const rows: PointRow[] = [];
  const seen = new Set<number>();
  const visit = (p: KnowledgeMastery, depth: number) => {
    if (seen.has(p.knowId)) return;
    seen.add(p.knowId);
    rows.push({ ...p, depth });
    for (const c of children.get(p.knowId) ?? []) visit(c, depth + 1);
  };
  for (const root of children.get(null) ?? []) visit(root, 0);
  // a parent cycle has no root to start from: its points still show, at the top level
  for (const p of points) visit(p, 0);
  return rows;
}

/** The rows whose name contains the keyword (any case), with their ancestors so the indentation still reads. */
export function searchPoints(rows: readonly PointRow[], keyword: string): PointRow[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...rows];
  const byId = new Map(rows.map((r) => [r.knowId, r]));
  const keep = new Set<number>();
  for (const r of rows) {
    if (!r.name.toLowerCase().includes(k)) continue;
    for (let at: PointRow | undefined = r; at && !keep.has(at.knowId); at = at.parentId === null ? undefined : byId.get(at.parentId)) keep.add(at.knowId);
  }
  return rows.filter((r) => keep.has(r.knowId));
}
