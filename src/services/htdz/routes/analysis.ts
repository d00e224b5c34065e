// Generated from contract/analysis.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { analysisCalls } from '@contract/analysis';

export const analysisRoutes: RoutesOf<typeof analysisCalls> = {
  examAnalysis: { method: 'GET', path: '/exam/analysis/:examClassId' },
  homeworkAnalysis: { method: 'GET', path: '/homework/analysis/:homeworkId' },
  classMastery: { method: 'GET', path: '/statis/mastery/:sclassId' },
};
