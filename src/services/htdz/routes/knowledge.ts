// Generated from contract/knowledge.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { knowledgeCalls } from '@contract/knowledge';

export const knowledgeRoutes: RoutesOf<typeof knowledgeCalls> = {
  knowledgeGraph: { method: 'GET', path: '/knowledge/graph/:courseId' },
  saveKnowledge: { method: 'POST', path: '/knowledge/save' },
  deleteKnowledge: { method: 'POST', path: '/knowledge/delete/:knowId' },
  addKnowledgeEdge: { method: 'POST', path: '/knowledge/edge/add' },
  deleteKnowledgeEdge: { method: 'POST', path: '/knowledge/edge/delete' },
  saveKnowledgeLayout: { method: 'POST', path: '/knowledge/layout' },
};
