import type { FastifyInstance } from 'fastify';
import { homeworkCalls } from '@contract/homework';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { sendXlsx } from '../../lib/xlsx-sheet';
import { homeworkResult, homeworkSheet, myHomeworks, runHomeworkSql, saveHomeworkAnswers, submitHomework } from './answering';
import { compareDuplicate, decideDuplicate, duplicateReport, runDuplicateCheck } from './duplicates';
import { extendHomework, homeworkExtensionList, withdrawHomeworkExtension } from './extensions';
import { deleteHomework, listHomeworks, publishTask, updateHomework } from './publish';
import { listHomeworkRegrades, previewHomeworkRegrade, regradeHomeworkQuestion } from './regrade';
import { startResubmit } from './resubmit';
import { exportSubmissions, gradeSubmissionByTeacher, homeworkSubmissionList, returnSubmission, reviewSubmission } from './review';
import { startHomeworkSweeper } from './sweeper';

const TEACHERS = [RoleId.TEACHER, RoleId.ADMIN];
const STUDENTS = [RoleId.STUDENT];

export default async function homeworkRoutes(app: FastifyInstance) {
  route(app, homeworkCalls.publishTask, TEACHERS, async ({ auth, body }) => publishTask(app.db, auth, body));
  route(app, homeworkCalls.listHomeworks, TEACHERS, async ({ auth, query }) => listHomeworks(app.db, auth, query));
  route(app, homeworkCalls.updateHomework, TEACHERS, async ({ auth, body }) => updateHomework(app.db, auth, body));
  route(app, homeworkCalls.deleteHomework, TEACHERS, async ({ auth, params }) => deleteHomework(app.db, auth, params.homeworkId));
  route(app, homeworkCalls.homeworkSubmissions, TEACHERS, async ({ auth, params }) => homeworkSubmissionList(app.db, app.grading, auth, params.homeworkId));
  route(app, homeworkCalls.exportSubmissions, TEACHERS, async ({ auth, params, reply }) => {
    const file = await exportSubmissions(app.db, app.grading, auth, params.homeworkId);
    return sendXlsx(reply, 'homework-scores.xlsx', file.name, file.content);
  });
  route(app, homeworkCalls.reviewSubmission, TEACHERS, async ({ auth, params }) =>
    reviewSubmission(app.db, app.grading, auth, params.homeworkId, params.studentId),
  );
  route(app, homeworkCalls.gradeSubmission, TEACHERS, async ({ auth, body }) => gradeSubmissionByTeacher(app.db, auth, body));
  route(app, homeworkCalls.returnSubmission, TEACHERS, async ({ auth, body }) => returnSubmission(app.db, auth, body));
  route(app, homeworkCalls.duplicateReport, TEACHERS, async ({ auth, params }) => duplicateReport(app.db, auth, params.homeworkId));
  route(app, homeworkCalls.runDuplicateCheck, TEACHERS, async ({ auth, params }) => runDuplicateCheck(app.db, app.grading, auth, params.homeworkId));
  route(app, homeworkCalls.compareDuplicate, TEACHERS, async ({ auth, params }) =>
    compareDuplicate(app.db, auth, params.homeworkId, params.studentId, params.otherStudentId),
  );
  route(app, homeworkCalls.decideDuplicate, TEACHERS, async ({ auth, body }) => decideDuplicate(app.db, auth, body));
  route(app, homeworkCalls.homeworkRegrades, TEACHERS, async ({ auth, params }) => listHomeworkRegrades(app.db, auth, params.homeworkId));
  route(app, homeworkCalls.previewHomeworkRegrade, TEACHERS, async ({ auth, body }) => previewHomeworkRegrade(app.db, app.grading, auth, body));
  route(app, homeworkCalls.regradeHomeworkQuestion, TEACHERS, async ({ auth, body }) => regradeHomeworkQuestion(app.db, app.grading, auth, body));
  route(app, homeworkCalls.homeworkExtensions, TEACHERS, async ({ auth, params }) => homeworkExtensionList(app.db, auth, params.homeworkId));
  route(app, homeworkCalls.extendHomework, TEACHERS, async ({ auth, body }) => extendHomework(app.db, auth, body));
  route(app, homeworkCalls.withdrawHomeworkExtension, TEACHERS, async ({ auth, body }) => withdrawHomeworkExtension(app.db, auth, body));

  route(app, homeworkCalls.myHomeworks, STUDENTS, async ({ auth, params }) => myHomeworks(app.db, app.grading, auth, params.courseId, params.clazzId));
  route(app, homeworkCalls.homeworkSheet, STUDENTS, async ({ auth, params }) => homeworkSheet(app.db, app.grading, auth, params.studentId, params.homeworkId));
  route(app, homeworkCalls.saveHomeworkAnswers, STUDENTS, async ({ auth, body }) => saveHomeworkAnswers(app.db, auth, body));
  route(app, homeworkCalls.runHomeworkSql, STUDENTS, async ({ auth, body }) => runHomeworkSql(app.db, app.grading, auth, body));
  route(app, homeworkCalls.submitHomework, STUDENTS, async ({ auth, body }) => submitHomework(app.db, app.grading, auth, body));
  route(app, homeworkCalls.startResubmit, STUDENTS, async ({ auth, body }) => startResubmit(app.db, app.grading, auth, body));
  route(app, homeworkCalls.homeworkResult, STUDENTS, async ({ auth, params }) =>
    homeworkResult(app.db, app.grading, auth, params.studentId, params.homeworkId),
  );

  startHomeworkSweeper(app, app.config.sweepSeconds * 1000);
}
