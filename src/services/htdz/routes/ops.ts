// Generated from contract/ops.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { opsCalls } from '@contract/ops';

export const opsRoutes: RoutesOf<typeof opsCalls> = {
  health: { method: 'GET', path: '/health' },
  ready: { method: 'GET', path: '/ready' },
};
