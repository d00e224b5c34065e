import type { FastifyInstance } from 'fastify';
import { labCalls } from '../../../contract/lab';
import { RoleId } from '../../../contract/roles';
import { route } from '../../lib/route';
import { deleteLabImage, listLabImages, myLabImages, saveLabImage } from './service';

/** Images are made by admins and teachers (server/policy.ts canManageLabImage decides per image). */
const MANAGERS = [RoleId.TEACHER, RoleId.ADMIN];
const STUDENTS = [RoleId.STUDENT];

export default async function labRoutes(app: FastifyInstance) {
  // Any role may ask: the images of a course only for its teachers (anyone else gets the answer of a missing course),
  // without a course the images the caller manages (none for students and experts).
  route(app, labCalls.listLabImages, 'user', async ({ auth, query }) => listLabImages(app.db, auth, query));
  route(app, labCalls.saveLabImage, MANAGERS, async ({ auth, body }) => saveLabImage(app.db, auth, body));
  route(app, labCalls.deleteLabImage, MANAGERS, async ({ auth, params }) => deleteLabImage(app.db, auth, params.imageId));
  route(app, labCalls.myLabImages, STUDENTS, async ({ auth, params }) => myLabImages(app.db, auth, params.courseId, params.clazzId));
}
