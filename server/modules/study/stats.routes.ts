import type { FastifyInstance } from 'fastify';
import { chapterStatsCalls } from '@contract/chapter-stats';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { chapterStats, classChapterStats, courseStats, resourceStats, studentProcess } from './stats.service';

const TEACHERS = [RoleId.TEACHER, RoleId.ADMIN];

export default async function studyStatsRoutes(app: FastifyInstance) {
  route(app, chapterStatsCalls.classChapterStats, TEACHERS, async ({ auth, params }) => classChapterStats(app.db, auth, params.courseId, params.clazzId));
  route(app, chapterStatsCalls.chapterStats, TEACHERS, async ({ auth, params }) => chapterStats(app.db, auth, params.chapterId, params.clazzId));
  route(app, chapterStatsCalls.resourceStats, TEACHERS, async ({ auth, params }) => resourceStats(app.db, auth, params.resourceId, params.clazzId));
  route(app, chapterStatsCalls.studentProcess, TEACHERS, async ({ auth, params }) =>
    studentProcess(app.db, auth, params.chapterId, params.clazzId, params.userId),
  );
  route(app, chapterStatsCalls.courseStats, [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN], async ({ auth, params }) =>
    courseStats(app.db, auth, params.courseId),
  );
}
