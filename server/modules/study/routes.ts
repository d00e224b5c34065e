import type { FastifyInstance } from 'fastify';
import { RoleId } from '@contract/roles';
import { studyCalls } from '@contract/study';
import { route } from '../../lib/route';
import { markOpened, myCourses, myProgress, reportWatch, studyChapter, studyChapters, studyCourseInfo } from './service';

const STUDENTS = [RoleId.STUDENT];

export default async function studyRoutes(app: FastifyInstance) {
  route(app, studyCalls.myCourses, STUDENTS, async ({ auth }) => myCourses(app.db, auth, app.outlines));
  route(app, studyCalls.studyCourseInfo, STUDENTS, async ({ auth, params }) => studyCourseInfo(app.db, auth, params.courseId, params.clazzId, app.outlines));
  route(app, studyCalls.studyChapters, STUDENTS, async ({ auth, params }) => studyChapters(app.db, auth, params.courseId, params.clazzId, app.outlines));
  route(app, studyCalls.studyChapter, STUDENTS, async ({ auth, params }) => studyChapter(app.db, auth, params.clazzId, params.chapterId, app));
  route(app, studyCalls.myProgress, STUDENTS, async ({ auth, params }) => myProgress(app.db, auth, params.courseId, params.clazzId, app.outlines));
  route(app, studyCalls.reportWatch, STUDENTS, async ({ auth, body }) => reportWatch(app.db, app.storage, auth, body));
  route(app, studyCalls.markOpened, STUDENTS, async ({ auth, body }) => markOpened(app.db, auth, body));
}
