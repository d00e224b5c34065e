// Generated from contract/clazz.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { classCalls } from '@contract/clazz';

export const classRoutes: RoutesOf<typeof classCalls> = {
  listClasses: { method: 'GET', path: '/sclass/list' },
  getClass: { method: 'GET', path: '/sclass/:sclassId' },
  saveClass: { method: 'POST', path: '/sclass/save', invalidates: ['outlines'] },
  classDeletion: { method: 'GET', path: '/sclass/:sclassId/deletion' },
  deleteClass: { method: 'POST', path: '/sclass/delete', invalidates: ['outlines'] },
  classStudents: { method: 'GET', path: '/sclass/:sclassId/students' },
  addStudents: { method: 'POST', path: '/sclass/addStudents', invalidates: ['outlines'] },
  removeStudent: { method: 'POST', path: '/sclass/removeStudent', invalidates: ['outlines'] },
  removeStudents: { method: 'POST', path: '/sclass/removeStudents', invalidates: ['outlines'] },
  addStudentAccounts: { method: 'POST', path: '/sclass/addStudentAccounts', invalidates: ['outlines'] },
  renameStudent: { method: 'POST', path: '/sclass/renameStudent', invalidates: ['sessions'] },
  resetStudentPassword: { method: 'POST', path: '/sclass/resetStudentPassword', invalidates: ['sessions'] },
  rosterTemplate: { method: 'GET', path: '/sclass/rosterTemplate' },
  importRoster: { method: 'POST', path: '/sclass/importRoster', invalidates: ['outlines'] },
  classTeachers: { method: 'GET', path: '/sclass/:sclassId/teachers' },
  addClassTeacher: { method: 'POST', path: '/sclass/addTeacher', invalidates: ['outlines'] },
  removeClassTeacher: { method: 'POST', path: '/sclass/removeTeacher', invalidates: ['outlines'] },
  studentsByCode: { method: 'POST', path: '/sys/getStuBySclassAndCode' },
  hiddenChapters: { method: 'GET', path: '/sclass/:sclassId/hiddenChapters', reads: ['outlines'] },
  setChapterVisibility: { method: 'POST', path: '/sclass/chapterVisibility', invalidates: ['outlines'] },
};
