// Generated from contract/home.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { homeCalls } from '@contract/home';

export const homeRoutes: RoutesOf<typeof homeCalls> = {
  getHomeSummary: { method: 'GET', path: '/home/summary' },
};
