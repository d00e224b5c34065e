// Generated from contract/rule.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { ruleCalls } from '@contract/rule';

export const ruleRoutes: RoutesOf<typeof ruleCalls> = {
  listRules: { method: 'GET', path: '/api/rule' },
  createRule: { method: 'POST', path: '/api/rule' },
  updateRule: { method: 'PUT', path: '/api/rule' },
  deleteRules: { method: 'DELETE', path: '/api/rule' },
};
