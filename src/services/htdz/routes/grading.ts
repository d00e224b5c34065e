// Generated from contract/grading.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { gradingCalls } from '@contract/grading';

export const gradingRoutes: RoutesOf<typeof gradingCalls> = {
  runSql: { method: 'POST', path: '/sql/run' },
  checkSql: { method: 'POST', path: '/sql/check' },
};
