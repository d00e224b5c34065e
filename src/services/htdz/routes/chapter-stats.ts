// Generated from contract/chapter-stats.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { chapterStatsCalls } from '@contract/chapter-stats';

export const chapterStatsRoutes: RoutesOf<typeof chapterStatsCalls> = {
  classChapterStats: { method: 'GET', path: '/statis/chapters/:courseId/:clazzId' },
  chapterStats: { method: 'GET', path: '/statis/chapter/:chapterId/:clazzId' },
  resourceStats: { method: 'GET', path: '/statis/resource/:resourceId/:clazzId' },
  studentProcess: { method: 'GET', path: '/statis/student/:chapterId/:clazzId/:userId' },
  courseStats: { method: 'GET', path: '/statis/course/:courseId' },
};
