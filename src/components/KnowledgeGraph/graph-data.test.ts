import type { KnowledgeEdge, KnowledgeGraph, KnowledgePoint } from '@contract/knowledge';
import { edgeProblem, knowIdOf, layersOf, nodeId, placeUnplaced, positionsOf, toG6Data, wouldCycle } from './graph-data';

const point = (knowId: number, name: string, at: [number, number] | null = null): KnowledgePoint => ({
  knowId,
  courseId: 2,
  name,
  description: null,
  x: at?.[0] ?? null,
  y: at?.[1] ?? null,
});
const parent = (fromId: number, toId: number): KnowledgeEdge => ({ fromId, toId, kind: 'parent' });
const needs = (fromId: number, toId: number): KnowledgeEdge => ({ fromId, toId, kind: 'prerequisite' });

// SQL 包含 单表查询 and 连接查询; 单表查询 先修 连接查询 先修 嵌套查询
const SQL: KnowledgeGraph = {
  points: [point(1, 'SQL'), point(2, '单表查询'), point(3, '连接查询'), point(4, '嵌套查询')],
  edges: [parent(1, 2), parent(1, 3), needs(2, 3), needs(3, 4)],
};

describe('the graph as G6 draws it', () => {
  it('has a node per point, labelled with its name, and an edge per relation with its kind', () => {
    const data = toG6Data(SQL);
    expect(data.nodes.map((n) => [n.id, n.style.labelText])).toEqual([
      ['k1', 'SQL'],
      ['k2', '单表查询'],
      ['k3', '连接查询'],
      ['k4', '嵌套查询'],
    ]);
    expect(data.edges).toEqual([
      { id: 'parent:1-2', source: 'k1', target: 'k2', data: { kind: 'parent' } },
      { id: 'parent:1-3', source: 'k1', target: 'k3', data: { kind: 'parent' } },
      { id: 'prerequisite:2-3', source: 'k2', target: 'k3', data: { kind: 'prerequisite' } },
      { id: 'prerequisite:3-4', source: 'k3', target: 'k4', data: { kind: 'prerequisite' } },
    ]);
    expect(knowIdOf(nodeId(42))).toBe(42);
    expect(knowIdOf('canvas')).toBeNull();
  });

  it('keeps saved positions and marks those points placed', () => {
    const data = toG6Data({ points: [point(1, 'SQL', [120, -40]), point(2, '视图', [0, 0])], edges: [] });
    expect(data.nodes.map((n) => [n.style.x, n.style.y, n.data.placed])).toEqual([
      [120, -40, true],
      [0, 0, true],
    ]);
  });

  it('lays unplaced points out in layers: parents and prerequisites above what they lead to', () => {
    const at = new Map(placeUnplaced(SQL.points, SQL.edges).map((p) => [p.knowId, p]));
    expect(layersOf(SQL.points, SQL.edges)).toEqual(
      new Map([
        [1, 0],
        [2, 1],
        [3, 2],
        [4, 3],
      ]),
    );
    expect(at.get(1)!.y).toBeLessThan(at.get(2)!.y);
    expect(at.get(2)!.y).toBeLessThan(at.get(3)!.y);
    expect(at.get(3)!.y).toBeLessThan(at.get(4)!.y);
    expect(toG6Data(SQL).nodes.every((n) => !n.data.placed)).toBe(true);
  });

  it('puts new points below the placed ones, side by side without overlap, and the placed ones stay put', () => {
    const graph = { points: [point(1, '关系模型', [0, 300]), point(2, '视图'), point(3, '触发器')], edges: [] };
    const data = toG6Data(graph);
    const [placed, a, b] = data.nodes;
    expect([placed.style.x, placed.style.y]).toEqual([0, 300]);
    expect(a.style.y).toBeGreaterThan(300);
    expect(a.style.y).toBe(b.style.y);
    expect(b.style.x - a.style.x).toBeGreaterThanOrEqual((a.style.size[0] + b.style.size[0]) / 2);
    expect(positionsOf(graph)).toEqual(data.nodes.map((n) => ({ knowId: n.data.knowId, x: n.style.x, y: n.style.y })));
  });

  it('ends on a loop of mixed kinds that the server allows (A 包含 B, B 先修 A)', () => {
    const points = [point(1, 'A'), point(2, 'B')];
    expect(placeUnplaced(points, [parent(1, 2), needs(2, 1)])).toHaveLength(2);
  });

  it('leaves out edges to points it does not have', () => {
    expect(toG6Data({ points: [point(1, 'SQL')], edges: [parent(1, 9)] }).edges).toEqual([]);
  });
});

describe('checking an edge before asking the server', () => {
  it('finds a loop of the same kind, not one across kinds', () => {
    expect(wouldCycle(SQL.edges, 4, 2, 'prerequisite')).toBe(true);
    expect(wouldCycle(SQL.edges, 4, 2, 'parent')).toBe(false);
    expect(wouldCycle(SQL.edges, 2, 4, 'prerequisite')).toBe(false);
  });

  it('names the reason: itself, an existing edge, a second parent, a cycle', () => {
    expect(edgeProblem(SQL.edges, parent(2, 2))).toBe('knowledge.edge.self');
    expect(edgeProblem(SQL.edges, needs(2, 3))).toBe('knowledge.edge.exists');
    expect(edgeProblem(SQL.edges, parent(4, 3))).toBe('knowledge.edge.secondParent');
    expect(edgeProblem(SQL.edges, needs(4, 2))).toBe('knowledge.edge.cycle');
    expect(edgeProblem(SQL.edges, parent(1, 4))).toBeNull();
  });
});
