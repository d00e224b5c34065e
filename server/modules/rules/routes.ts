import type { FastifyInstance } from 'fastify';
import { RoleId } from '@contract/roles';
import { ruleCalls } from '@contract/rule';
import { route } from '../../lib/route';
import { createRule, deleteRules, listRules, updateRule } from './service';

/** /api/rule: everyone reads (enabled rules), admins write. */
export default async function ruleRoutes(app: FastifyInstance) {
  route(app, ruleCalls.listRules, 'user', async ({ auth, query }) => listRules(app.db, auth, query));
  route(app, ruleCalls.createRule, [RoleId.ADMIN], async ({ body }) => createRule(app.db, body));
  route(app, ruleCalls.updateRule, [RoleId.ADMIN], async ({ body }) => updateRule(app.db, body));
  route(app, ruleCalls.deleteRules, [RoleId.ADMIN], async ({ body }) => deleteRules(app.db, body));
}
