// Generated from contract/practice.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { practiceCalls } from '@contract/practice';

export const practiceRoutes: RoutesOf<typeof practiceCalls> = {
  practiceKnowledge: { method: 'GET', path: '/stu/practice/knowledge/:courseId/:clazzId' },
  practiceExercises: { method: 'GET', path: '/stu/practice/exercises/:clazzId/:knowId' },
  practiceQuestion: { method: 'GET', path: '/stu/practice/exercise/:clazzId/:knowId/:exerciseId' },
  runPractice: { method: 'POST', path: '/stu/practice/run' },
  submitPractice: { method: 'POST', path: '/stu/practice/submit' },
  resetPractice: { method: 'POST', path: '/stu/practice/reset' },
  practiceStats: { method: 'GET', path: '/practice/stats/:clazzId' },
  practiceLog: { method: 'GET', path: '/practice/log/:clazzId/:studentId' },
  practiceAttempt: { method: 'GET', path: '/practice/attempt/:attemptId' },
  practiceCompare: { method: 'GET', path: '/stu/practice/compare/:clazzId' },
};
