// Generated from contract/auth.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { authCalls } from '@contract/auth';

export const authRoutes: RoutesOf<typeof authCalls> = {
  login: { method: 'POST', path: '/login' },
  logout: { method: 'POST', path: '/logout', invalidates: ['sessions'] },
  getCurrentUser: { method: 'GET', path: '/getCurrentUser', reads: ['sessions'] },
  getMenu: { method: 'GET', path: '/getMenu', reads: ['sessions'] },
  getNotices: { method: 'GET', path: '/getNotices' },
  getNoticesNotRead: { method: 'GET', path: '/getNoticesNotRead' },
  changeRead: { method: 'GET', path: '/changeRead/:type/:noticeId' },
  clearNotRead: { method: 'GET', path: '/clearNotRead/:type' },
};
