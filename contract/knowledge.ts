// Knowledge points 知识点 (PRODUCT.md): a course's graph of points with parent and prerequisite edges.
import { defineCalls } from './call';
import { id, name, optionalText, z } from './zod';

export const EDGE_KINDS = ['parent', 'prerequisite'] as const;
export const EDGE_KIND_NAMES: Record<(typeof EDGE_KINDS)[number], string> = { parent: '包含', prerequisite: '先修' };
export const EdgeKind = z.enum(EDGE_KINDS, { error: '关系类型无效' });

export const KnowledgePoint = z.object({
  knowId: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** saved layout position; null until placed */
  x: z.number().nullable(),
  y: z.number().nullable(),
});
export type KnowledgePoint = z.infer<typeof KnowledgePoint>;

export const KnowledgeEdge = z.object({ fromId: z.number().int(), toId: z.number().int(), kind: EdgeKind });
export type KnowledgeEdge = z.infer<typeof KnowledgeEdge>;

/**
 * Whether adding from -> to would close a loop among the edges of that kind (parent edges form a forest,
 * prerequisites an acyclic graph). One rule for the server, the editor's early warning and the mocks.
 */
export function closesCycle(edges: readonly KnowledgeEdge[], fromId: number, toId: number, kind: KnowledgeEdge['kind']): boolean {
  const next = new Map<number, number[]>();
  for (const e of edges) if (e.kind === kind) next.set(e.fromId, [...(next.get(e.fromId) ?? []), e.toId]);
  const seen = new Set<number>();
  const stack = [toId];
  while (stack.length) {
    const n = stack.pop()!;
    if (n === fromId) return true;
    if (seen.has(n)) continue;
    seen.add(n);
    stack.push(...(next.get(n) ?? []));
  }
  return false;
}

export const KnowledgeGraph = z.object({ points: z.array(KnowledgePoint), edges: z.array(KnowledgeEdge) });
export type KnowledgeGraph = z.infer<typeof KnowledgeGraph>;

export const SaveKnowledgeBody = z.object({
  knowId: id('知识点')
    .nullish()
    .transform((v) => v ?? null),
  courseId: id('课程'),
  name: name('知识点名称', 50),
  description: optionalText('知识点说明', 500),
});
export const EdgeBody = z.object({ courseId: id('课程'), fromId: id('知识点'), toId: id('知识点'), kind: EdgeKind });
const coordinate = z.number({ error: '坐标必须是数字' }).finite({ error: '坐标无效' }).min(-1e6).max(1e6);
export const LayoutBody = z.object({
  courseId: id('课程'),
  positions: z.array(z.object({ knowId: id('知识点'), x: coordinate, y: coordinate })).max(2000, { error: '一次最多保存 2000 个位置' }),
});

const CourseParams = z.object({ courseId: id('课程') });
const KnowParams = z.object({ knowId: id('知识点') });

export const knowledgeCalls = defineCalls({
  knowledgeGraph: { method: 'GET', path: '/knowledge/graph/:courseId', params: CourseParams, answer: KnowledgeGraph },
  saveKnowledge: { method: 'POST', path: '/knowledge/save', body: SaveKnowledgeBody, answer: KnowledgePoint },
  deleteKnowledge: { method: 'POST', path: '/knowledge/delete/:knowId', params: KnowParams, answer: KnowledgeGraph },
  addKnowledgeEdge: { method: 'POST', path: '/knowledge/edge/add', body: EdgeBody, answer: KnowledgeGraph },
  deleteKnowledgeEdge: { method: 'POST', path: '/knowledge/edge/delete', body: EdgeBody, answer: KnowledgeGraph },
  saveKnowledgeLayout: { method: 'POST', path: '/knowledge/layout', body: LayoutBody, answer: KnowledgeGraph },
});
