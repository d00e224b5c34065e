import type { FastifyInstance } from 'fastify';
import { containerCalls, labCalls } from '@contract/lab';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import {
  courseContainers,
  myContainer,
  resetContainer,
  restartContainer,
  startContainer,
  stopContainer,
  stopImageContainers,
  terminalAccess,
} from './containers';
import { checkManagesImage, deleteLabImage, listLabImages, myLabImages, saveLabImage } from './service';
import { issueTerminalTicket, serveTerminal } from './terminal';

/** Images are made by admins and teachers (server/policy.ts canManageLabImage decides per image). */
const MANAGERS = [RoleId.TEACHER, RoleId.ADMIN];
const STUDENTS = [RoleId.STUDENT];
/** Containers are started by students (through a class) and by teachers and admins trying a course's labs. */
const LAB_USERS = [RoleId.STUDENT, RoleId.TEACHER, RoleId.ADMIN];

export default async function labRoutes(app: FastifyInstance) {
  // made in app.ts (server/modules/lab/lifecycle.ts), where tests reach it
  const deps = app.lab;

  // Any role may ask: the images of a course only for its teachers (anyone else gets the answer of a missing course),
  // without a course the images the caller manages (none for students and experts).
  route(app, labCalls.listLabImages, 'user', async ({ auth, query }) => listLabImages(app.db, auth, query));
  route(app, labCalls.saveLabImage, MANAGERS, async ({ auth, body }) => saveLabImage(app.db, auth, body));
  route(app, labCalls.deleteLabImage, MANAGERS, async ({ auth, params }) => {
    await checkManagesImage(app.db, auth, params.imageId);
    await stopImageContainers(deps, params.imageId, new Date());
    return deleteLabImage(app.db, auth, params.imageId);
  });
  route(app, labCalls.myLabImages, STUDENTS, async ({ auth, params }) => myLabImages(app.db, auth, params.courseId, params.clazzId));

  route(app, containerCalls.startLabContainer, LAB_USERS, async ({ auth, body }) => startContainer(deps, auth, body, new Date()));
  route(app, containerCalls.myLabContainer, LAB_USERS, async ({ auth, params, query }) => myContainer(deps, auth, params.courseId, query, new Date()));
  route(app, containerCalls.stopLabContainer, LAB_USERS, async ({ auth, params }) => stopContainer(deps, auth, params.containerId, new Date()));
  route(app, containerCalls.restartLabContainer, LAB_USERS, async ({ auth, params }) => restartContainer(deps, auth, params.containerId, new Date()));
  route(app, containerCalls.resetLabContainer, LAB_USERS, async ({ auth, params }) => resetContainer(deps, auth, params.containerId, new Date()));
  route(app, containerCalls.courseLabContainers, MANAGERS, async ({ auth, params, query }) => courseContainers(deps, auth, params.courseId, query, new Date()));
  route(app, containerCalls.labTerminalTicket, LAB_USERS, async ({ auth, params }) =>
    issueTerminalTicket(app, auth.userId, params.containerId, await terminalAccess(app.db, auth, params.containerId)),
  );

  serveTerminal(app, deps);
}
