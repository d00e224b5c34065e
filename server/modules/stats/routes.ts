import type { FastifyInstance } from 'fastify';
import { analysisCalls } from '@contract/analysis';
import { RoleId } from '@contract/roles';
import { statsCalls } from '@contract/stats';
import { route } from '../../lib/route';
import { sendXlsx } from '../../lib/xlsx-sheet';
import { classMastery, examAnalysis, homeworkAnalysis } from './analysis';
import { exportClassStat, exportStudentStat } from './export';
import { classStat, myStudentStat, studentStat } from './service';

/** The class's teachers and admins (the service checks the class); a student sees only their own (myStat). */
const TEACHERS = [RoleId.TEACHER, RoleId.ADMIN];

export default async function statsRoutes(app: FastifyInstance) {
  route(app, statsCalls.classStat, TEACHERS, async ({ auth, params }) => classStat(app.db, auth, params.sclassId));
  route(app, statsCalls.studentStat, TEACHERS, async ({ auth, params }) => studentStat(app.db, auth, params.sclassId, params.userId));
  route(app, statsCalls.myStat, [RoleId.STUDENT], async ({ auth, params }) => myStudentStat(app.db, auth, params.courseId, params.clazzId));
  route(app, statsCalls.exportClassStat, TEACHERS, async ({ auth, params, reply }) => {
    const sheet = await exportClassStat(app.db, auth, params.sclassId);
    return sendXlsx(reply, `class-${params.sclassId}-statistics.xlsx`, sheet.name, sheet.content);
  });
  route(app, statsCalls.exportStudentStat, TEACHERS, async ({ auth, params, reply }) => {
    const sheet = await exportStudentStat(app.db, auth, params.sclassId, params.userId);
    return sendXlsx(reply, `student-${params.userId}-statistics.xlsx`, sheet.name, sheet.content);
  });
  // item analysis and mastery: the class's teachers (assistants too, as the reports), checked by the service
  route(app, analysisCalls.examAnalysis, TEACHERS, async ({ auth, params }) => examAnalysis(app.db, app.grading, auth, params.examClassId));
  route(app, analysisCalls.homeworkAnalysis, TEACHERS, async ({ auth, params }) => homeworkAnalysis(app.db, app.grading, auth, params.homeworkId));
  route(app, analysisCalls.classMastery, TEACHERS, async ({ auth, params }) => classMastery(app.db, auth, params.sclassId));
}
