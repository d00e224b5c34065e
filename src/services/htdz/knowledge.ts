// Knowledge points 知识点: a course's graph of points with 包含 (parent) and 先修 (prerequisite) edges (contract/knowledge.ts).
import type { BodyOf } from '@contract/call';
import type { knowledgeCalls } from '@contract/knowledge';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient } from './client';
import { knowledgeRoutes } from './routes/knowledge';

type Calls = typeof knowledgeCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(knowledgeRoutes);

/** The course's points (with saved positions, null until placed) and edges. */
export async function getKnowledgeGraph(courseId: number) {
  return api.knowledgeGraph({ params: { courseId } });
}

/** Creates (no knowId) or renames / re-describes a point; names are unique in a course. */
export async function saveKnowledge(body: Body<'saveKnowledge'>, options?: HtdzOptions) {
  return api.saveKnowledge({ body }, options);
}

/** Deletes a point with its edges; answers the graph left. */
export async function deleteKnowledge(knowId: number) {
  return api.deleteKnowledge({ params: { knowId } });
}

/** The server refuses a cycle, a second parent and an edge to the point itself; its message says which. */
export async function addKnowledgeEdge(body: Body<'addKnowledgeEdge'>, options?: HtdzOptions) {
  return api.addKnowledgeEdge({ body }, options);
}

export async function deleteKnowledgeEdge(body: Body<'deleteKnowledgeEdge'>) {
  return api.deleteKnowledgeEdge({ body });
}

/** Saves where points sit in the graph. */
export async function saveKnowledgeLayout(body: Body<'saveKnowledgeLayout'>, options?: HtdzOptions) {
  return api.saveKnowledgeLayout({ body }, options);
}
