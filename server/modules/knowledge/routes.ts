import type { FastifyInstance } from 'fastify';
import { knowledgeCalls } from '@contract/knowledge';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { addKnowledgeEdge, deleteKnowledge, deleteKnowledgeEdge, knowledgeGraph, saveKnowledge, saveKnowledgeLayout } from './service';

const AUTHORS = [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN];

export default async function knowledgeRoutes(app: FastifyInstance) {
  route(app, knowledgeCalls.knowledgeGraph, 'user', async ({ auth, params }) => knowledgeGraph(app.db, auth, params.courseId));
  route(app, knowledgeCalls.saveKnowledge, AUTHORS, async ({ auth, body }) => saveKnowledge(app.db, auth, body));
  route(app, knowledgeCalls.deleteKnowledge, AUTHORS, async ({ auth, params }) => deleteKnowledge(app.db, auth, params.knowId));
  route(app, knowledgeCalls.addKnowledgeEdge, AUTHORS, async ({ auth, body }) => addKnowledgeEdge(app.db, auth, body));
  route(app, knowledgeCalls.deleteKnowledgeEdge, AUTHORS, async ({ auth, body }) => deleteKnowledgeEdge(app.db, auth, body));
  route(app, knowledgeCalls.saveKnowledgeLayout, AUTHORS, async ({ auth, body }) => saveKnowledgeLayout(app.db, auth, body));
}
