// Generated from contract/template.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { templateCalls } from '@contract/template';

export const templateRoutes: RoutesOf<typeof templateCalls> = {
  listTemplates: { method: 'GET', path: '/course/template/list' },
};
