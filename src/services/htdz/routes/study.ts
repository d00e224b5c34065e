// Generated from contract/study.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { studyCalls } from '@contract/study';

export const studyRoutes: RoutesOf<typeof studyCalls> = {
  myCourses: { method: 'GET', path: '/stu/course/list' },
  studyCourseInfo: { method: 'GET', path: '/stu/course/info/:courseId/:clazzId' },
  studyChapters: { method: 'GET', path: '/stu/course/chapters/:courseId/:clazzId', reads: ['outlines'] },
  studyChapter: { method: 'GET', path: '/stu/course/chapter/:clazzId/:chapterId' },
  myProgress: { method: 'GET', path: '/stu/course/process/:courseId/:clazzId' },
  reportWatch: { method: 'POST', path: '/stu/progress/watch' },
  markOpened: { method: 'POST', path: '/stu/progress/open' },
};
