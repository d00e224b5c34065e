import type { FastifyInstance } from 'fastify';
import { courseCalls } from '@contract/course';
import { RoleId } from '@contract/roles';
import { templateCalls } from '@contract/template';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import {
  archiveCourse,
  copyCourse,
  createFromTemplate,
  deleteCourse,
  getCourse,
  listCourses,
  reviewCourse,
  saveCourse,
  submitCourse,
  uploadCover,
} from './service';
import { addTeamMember, courseTeam, removeTeamMember, setTeamRole } from './team';
import { listTemplates } from './templates';

const AUTHORS = [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN];
const COVER_MAX_BYTES = 5 * 1024 * 1024;

export default async function courseRoutes(app: FastifyInstance) {
  route(app, courseCalls.listCourses, 'user', async ({ auth, query }) => listCourses(app.db, auth, query));
  route(app, courseCalls.getCourse, 'user', async ({ auth, params }) => getCourse(app.db, auth, params.courseId));
  route(app, courseCalls.saveCourse, AUTHORS, async ({ auth, body }) => saveCourse(app.db, auth, body));
  route(app, courseCalls.createFromTemplate, AUTHORS, async ({ auth, body }) => createFromTemplate(app.db, auth, body));
  route(app, templateCalls.listTemplates, AUTHORS, async ({ auth, query }) => listTemplates(app.db, auth, query));
  route(app, courseCalls.copyCourse, AUTHORS, async ({ auth, params }) => copyCourse(app.db, auth, params.courseId));
  route(app, courseCalls.archiveCourse, AUTHORS, async ({ auth, params }) => archiveCourse(app.db, auth, params.courseId));
  route(app, courseCalls.deleteCourse, AUTHORS, async ({ auth, params }) => deleteCourse(app.db, auth, params.courseId));
  route(app, courseCalls.submitCourse, AUTHORS, async ({ auth, params }) => submitCourse(app.db, auth, params.courseId));
  route(app, courseCalls.reviewCourse, [RoleId.EXPERT, RoleId.ADMIN], async ({ auth, body }) => reviewCourse(app.db, auth, body));
  route(app, courseCalls.uploadCover, AUTHORS, async ({ auth, req }) =>
    uploadCover(app.db, app.storage, auth, await readUpload(req, { field: 'file', maxBytes: COVER_MAX_BYTES, what: '封面图片' })),
  );
  route(app, courseCalls.courseTeam, AUTHORS, async ({ auth, params }) => courseTeam(app.db, auth, params.courseId));
  route(app, courseCalls.addTeamMember, AUTHORS, async ({ auth, body }) => addTeamMember(app.db, auth, body));
  route(app, courseCalls.setTeamRole, AUTHORS, async ({ auth, body }) => setTeamRole(app.db, auth, body));
  route(app, courseCalls.removeTeamMember, AUTHORS, async ({ auth, body }) => removeTeamMember(app.db, auth, body));
}
