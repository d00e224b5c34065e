// Generated from contract/lab.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { containerCalls, labCalls } from '@contract/lab';

export const containerRoutes: RoutesOf<typeof containerCalls> = {
  startLabContainer: { method: 'POST', path: '/lab/container/start' },
  myLabContainer: { method: 'GET', path: '/lab/container/mine/:courseId' },
  stopLabContainer: { method: 'POST', path: '/lab/container/stop/:containerId' },
  restartLabContainer: { method: 'POST', path: '/lab/container/restart/:containerId' },
  resetLabContainer: { method: 'POST', path: '/lab/container/reset/:containerId' },
  courseLabContainers: { method: 'GET', path: '/lab/containers/:courseId' },
  labTerminalTicket: { method: 'POST', path: '/lab/container/ticket/:containerId' },
};

export const labRoutes: RoutesOf<typeof labCalls> = {
  listLabImages: { method: 'GET', path: '/lab/images' },
  saveLabImage: { method: 'POST', path: '/lab/image/save' },
  deleteLabImage: { method: 'POST', path: '/lab/image/delete/:imageId' },
  myLabImages: { method: 'GET', path: '/stu/lab/images/:courseId/:clazzId' },
};
