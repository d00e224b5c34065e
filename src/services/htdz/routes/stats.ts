// Generated from contract/stats.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { statsCalls } from '@contract/stats';

export const statsRoutes: RoutesOf<typeof statsCalls> = {
  classStat: { method: 'GET', path: '/statis/class/:sclassId' },
  studentStat: { method: 'GET', path: '/statis/student/:sclassId/:userId' },
  myStat: { method: 'GET', path: '/stu/statis/:courseId/:clazzId' },
  exportClassStat: { method: 'GET', path: '/statis/class/:sclassId/export' },
  exportStudentStat: { method: 'GET', path: '/statis/student/:sclassId/:userId/export' },
};
