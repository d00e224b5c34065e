// The knowledge graph as G6 draws it, without G6 itself (so the page can compute it and tests can check it):
// points with saved positions keep them; unplaced points are laid out once in layers (parents and
// prerequisites above what they lead to), below whatever is already placed.
import { closesCycle, type KnowledgeEdge, type KnowledgeGraph, type KnowledgePoint } from '@contract/knowledge';
import '@/locales/zh-CN/knowledge';

export type EdgeKind = KnowledgeEdge['kind'];
export type Position = { knowId: number; x: number; y: number };

export type GraphNode = {
  id: string;
  data: { knowId: number; name: string; placed: boolean };
  style: { x: number; y: number; size: [number, number]; labelText: string };
};
export type GraphEdge = { id: string; source: string; target: string; data: { kind: EdgeKind } };
export type G6Data = { nodes: GraphNode[]; edges: GraphEdge[] };

export const NODE_HEIGHT = 36;
const GAP_X = 40;
const GAP_Y = 90;

export const nodeId = (knowId: number) => `k${knowId}`;
export const knowIdOf = (id: string | number): number | null => {
  const m = /^k(\d+)$/.exec(String(id));
  return m ? Number(m[1]) : null;
};
export const edgeId = (e: KnowledgeEdge) => `${e.kind}:${e.fromId}-${e.toId}`;

/** A node wide enough for its name: CJK characters count double. */
export function nodeWidth(name: string): number {
  const units = Array.from(name).reduce((n, c) => n + (c.charCodeAt(0) > 0x2e80 ? 2 : 1.1), 0);
  return Math.max(80, Math.round(units * 7 + 28));
}

/**
 * Layers of the points: each point sits one layer below its deepest parent or prerequisite. A mix of the two
 * kinds may form a loop the server allows (A 包含 B, B 先修 A): the depth is capped, so it still ends.
 */
export function layersOf(points: KnowledgePoint[], edges: KnowledgeEdge[]): Map<number, number> {
  const ids = new Set(points.map((p) => p.knowId));
  const inner = edges.filter((e) => ids.has(e.fromId) && ids.has(e.toId) && e.fromId !== e.toId);
  const layer = new Map(points.map((p) => [p.knowId, 0]));
  for (let round = 0; round < points.length; round++) {
    let changed = false;
    for (const e of inner) {
      const want = layer.get(e.fromId)! + 1;
      if (want > layer.get(e.toId)! && want < points.length) {
        layer.set(e.toId, want);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return layer;
}

/** Positions for the points that have none, in layers under the placed ones. */
export function placeUnplaced(points: KnowledgePoint[], edges: KnowledgeEdge[]): Position[] {
  const unplaced = points.filter((p) => p.x === null || p.y === null);
  if (unplaced.length === 0) return [];
  const placed = points.filter((p) => p.x !== null && p.y !== null);
  const top = placed.length ? Math.max(...placed.map((p) => p.y!)) + GAP_Y * 1.5 : 0;
  const layers = layersOf(unplaced, edges);
  const rows = new Map<number, KnowledgePoint[]>();
  for (const p of unplaced) rows.set(layers.get(p.knowId)!, [...(rows.get(layers.get(p.knowId)!) ?? []), p]);
  const out: Position[] = [];
  const xOf = new Map<number, number>(placed.map((p) => [p.knowId, p.x!]));
  // within a layer, points go under the mean x of what leads to them (fewer crossing edges)
  const under = (knowId: number, fallback: number) => {
    const xs = edges.filter((e) => e.toId === knowId && xOf.has(e.fromId)).map((e) => xOf.get(e.fromId)!);
    return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : fallback;
  };
  for (const [layer, unsorted] of [...rows.entries()].sort((a, b) => a[0] - b[0])) {
    const row = unsorted
      .map((p, i) => ({ p, at: under(p.knowId, i * 1e-3) }))
      .sort((a, b) => a.at - b.at)
      .map((r) => r.p);
    const widths = row.map((p) => nodeWidth(p.name));
    const total = widths.reduce((a, b) => a + b, 0) + GAP_X * (row.length - 1);
    let left = -total / 2;
    row.forEach((p, i) => {
      const x = Math.round(left + widths[i] / 2);
      xOf.set(p.knowId, x);
      out.push({ knowId: p.knowId, x, y: top + layer * GAP_Y });
      left += widths[i] + GAP_X;
    });
  }
  return out;
}

/** Points and edges as G6 data; unplaced points get the positions of placeUnplaced. */
export function toG6Data(graph: KnowledgeGraph): G6Data {
  const auto = new Map(placeUnplaced(graph.points, graph.edges).map((p) => [p.knowId, p]));
  const ids = new Set(graph.points.map((p) => p.knowId));
  return {
    nodes: graph.points.map((p) => {
      const placed = p.x !== null && p.y !== null;
      const at = placed ? { x: p.x!, y: p.y! } : auto.get(p.knowId)!;
      return {
        id: nodeId(p.knowId),
        data: { knowId: p.knowId, name: p.name, placed },
        style: { x: at.x, y: at.y, size: [nodeWidth(p.name), NODE_HEIGHT], labelText: p.name },
      };
    }),
    edges: graph.edges
      .filter((e) => ids.has(e.fromId) && ids.has(e.toId))
      .map((e) => ({ id: edgeId(e), source: nodeId(e.fromId), target: nodeId(e.toId), data: { kind: e.kind } })),
  };
}

/** Every point's position as drawn: saved, or computed for the unplaced (what 保存布局 sends). */
export function positionsOf(graph: KnowledgeGraph): Position[] {
  return toG6Data(graph).nodes.map((n) => ({ knowId: n.data.knowId, x: n.style.x, y: n.style.y }));
}

/** Whether adding from -> to of a kind would close a loop of that kind (the server checks too). */
export const wouldCycle = (edges: KnowledgeEdge[], fromId: number, toId: number, kind: EdgeKind): boolean =>
  fromId === toId || closesCycle(edges, fromId, toId, kind);

/** Why an edge cannot be added, as a message id, or null when the server is likely to take it. */
export type EdgeProblem = 'knowledge.edge.self' | 'knowledge.edge.cycle' | 'knowledge.edge.secondParent' | 'knowledge.edge.exists';
export function edgeProblem(edges: KnowledgeEdge[], e: KnowledgeEdge): EdgeProblem | null {
  if (e.fromId === e.toId) return 'knowledge.edge.self';
  if (edges.some((x) => x.fromId === e.fromId && x.toId === e.toId && x.kind === e.kind)) return 'knowledge.edge.exists';
  if (e.kind === 'parent' && edges.some((x) => x.kind === 'parent' && x.toId === e.toId)) return 'knowledge.edge.secondParent';
  if (wouldCycle(edges, e.fromId, e.toId, e.kind)) return 'knowledge.edge.cycle';
  return null;
}
