// Generated from contract/sys.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { sysCalls } from '@contract/sys';

export const sysRoutes: RoutesOf<typeof sysCalls> = {
  getUser: { method: 'POST', path: '/sys/getUser' },
  updateUser: { method: 'POST', path: '/sys/updateUser', invalidates: ['sessions'] },
  resetUserPassword: { method: 'POST', path: '/sys/resetUserPassword', invalidates: ['sessions'] },
  updateUserIsStop: { method: 'POST', path: '/sys/updateUserIsStop', invalidates: ['sessions'] },
  updateUserCenter: { method: 'POST', path: '/sys/updateUserCenter', invalidates: ['sessions'] },
  updateUserDefRole: { method: 'POST', path: '/sys/updateUserDefRole', invalidates: ['sessions'] },
  updateAccountInfo: { method: 'POST', path: '/sys/updateAccountInfo', invalidates: ['sessions'] },
  userUpdatePassword: { method: 'POST', path: '/sys/userUpdatePassword', invalidates: ['sessions'] },
  getTeachers: { method: 'GET', path: '/sys/getTeachers', reads: ['sessions'] },
  uploadAvatar: { method: 'POST', path: '/sys/uploadAvatar', invalidates: ['sessions'] },
  importUsers: { method: 'POST', path: '/sys/importUsers', invalidates: ['sessions'] },
  userImportTemplate: { method: 'GET', path: '/sys/userImportTemplate' },
  getModules: { method: 'GET', path: '/sys/getModules', reads: ['sessions'] },
  saveModule: { method: 'POST', path: '/sys/saveModule', invalidates: ['sessions'] },
  deleteModule: { method: 'POST', path: '/sys/deleteModule', invalidates: ['sessions'] },
  getRoles: { method: 'GET', path: '/sys/getRoles', reads: ['sessions'] },
  saveRole: { method: 'POST', path: '/sys/saveRole', invalidates: ['sessions'] },
  deleteRole: { method: 'POST', path: '/sys/deleteRole', invalidates: ['sessions'] },
  saveRoleModules: { method: 'POST', path: '/sys/saveRoleModules', invalidates: ['sessions'] },
};
