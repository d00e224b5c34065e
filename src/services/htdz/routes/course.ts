// Generated from contract/course.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { courseCalls } from '@contract/course';

export const courseRoutes: RoutesOf<typeof courseCalls> = {
  listCourses: { method: 'GET', path: '/course/list' },
  getCourse: { method: 'GET', path: '/course/:courseId' },
  saveCourse: { method: 'POST', path: '/course/save', invalidates: ['outlines'] },
  createFromTemplate: { method: 'POST', path: '/course/createFromTemplate', invalidates: ['outlines'] },
  copyCourse: { method: 'POST', path: '/course/copy/:courseId', invalidates: ['outlines'] },
  archiveCourse: { method: 'POST', path: '/course/archive/:courseId', invalidates: ['outlines'] },
  deleteCourse: { method: 'POST', path: '/course/delete/:courseId', invalidates: ['outlines'] },
  submitCourse: { method: 'POST', path: '/course/submit/:courseId', invalidates: ['outlines'] },
  reviewCourse: { method: 'POST', path: '/course/review', invalidates: ['outlines'] },
  uploadCover: { method: 'POST', path: '/course/uploadCover', invalidates: ['outlines'] },
  courseTeam: { method: 'GET', path: '/course/:courseId/team' },
  addTeamMember: { method: 'POST', path: '/course/team/add' },
  setTeamRole: { method: 'POST', path: '/course/team/role' },
  removeTeamMember: { method: 'POST', path: '/course/team/remove' },
};
