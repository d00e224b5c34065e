// Knowledge points 知识点: a course's graph of points with 包含 (parent) and 先修 (prerequisite) edges (contract/knowledge.ts).
import type { AnswerOf, BodyOf } from '@contract/call';
import type { knowledgeCalls } from '@contract/knowledge';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz } from './client';

type Calls = typeof knowledgeCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

/** The course's points (with saved positions, null until placed) and edges. */
export async function getKnowledgeGraph(courseId: number) {
  return htdz<Answer<'knowledgeGraph'>>(`/knowledge/graph/${encodeURIComponent(courseId)}`, { method: 'GET' });
}

/** Creates (no knowId) or renames / re-describes a point; names are unique in a course. */
export async function saveKnowledge(body: Body<'saveKnowledge'>, options?: HtdzOptions) {
  return htdz<Answer<'saveKnowledge'>>('/knowledge/save', { method: 'POST', data: body, ...options });
}

/** Deletes a point with its edges; answers the graph left. */
export async function deleteKnowledge(knowId: number) {
  return htdz<Answer<'deleteKnowledge'>>(`/knowledge/delete/${encodeURIComponent(knowId)}`, { method: 'POST' });
}

/** The server refuses a cycle, a second parent and an edge to the point itself; its message says which. */
export async function addKnowledgeEdge(body: Body<'addKnowledgeEdge'>, options?: HtdzOptions) {
  return htdz<Answer<'addKnowledgeEdge'>>('/knowledge/edge/add', { method: 'POST', data: body, ...options });
}

export async function deleteKnowledgeEdge(body: Body<'deleteKnowledgeEdge'>) {
  return htdz<Answer<'deleteKnowledgeEdge'>>('/knowledge/edge/delete', { method: 'POST', data: body });
}

/** Saves where points sit in the graph. */
export async function saveKnowledgeLayout(body: Body<'saveKnowledgeLayout'>, options?: HtdzOptions) {
  return htdz<Answer<'saveKnowledgeLayout'>>('/knowledge/layout', { method: 'POST', data: body, ...options });
}
