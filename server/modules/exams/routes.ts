import type { FastifyInstance } from 'fastify';
import { examCalls } from '@contract/exam';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { sendXlsx } from '../../lib/xlsx-sheet';
import { examPaper, runExamSql, saveExamAnswers, startExam, submitExam } from './answering';
import { examExtensionList, extendExam, withdrawExamExtension } from './extensions';
import { myExamDetail, myExams } from './my-exams';
import { addExamQuestions, deleteExam, getExam, listExams, pickExamQuestions, saveExam, setExamQuestions } from './papers';
import { deleteExamClass, listExamClasses, publishExam, updateExamClass } from './publish';
import { listExamRegrades, previewExamRegrade, regradeExamQuestion } from './regrade';
import { examReport, exportExamReport } from './report';
import { examAnswerView, gradeExam } from './review';
import { startExamSweeper } from './sweeper';

/** Papers are for those who author the course (server/policy.ts canUseExamPapers decides per course). */
const AUTHORS = [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN];
const TEACHERS = [RoleId.TEACHER, RoleId.ADMIN];
const STUDENTS = [RoleId.STUDENT];

export default async function examRoutes(app: FastifyInstance) {
  route(app, examCalls.listExams, AUTHORS, async ({ auth, query }) => listExams(app.db, auth, query));
  route(app, examCalls.getExam, AUTHORS, async ({ auth, params }) => getExam(app.db, auth, params.examId));
  route(app, examCalls.saveExam, AUTHORS, async ({ auth, body }) => saveExam(app.db, auth, body));
  route(app, examCalls.setExamQuestions, AUTHORS, async ({ auth, body }) => setExamQuestions(app.db, auth, body));
  route(app, examCalls.addExamQuestions, AUTHORS, async ({ auth, body }) => addExamQuestions(app.db, auth, body));
  route(app, examCalls.pickExamQuestions, AUTHORS, async ({ auth, body }) => pickExamQuestions(app.db, auth, body));
  route(app, examCalls.deleteExam, AUTHORS, async ({ auth, params }) => deleteExam(app.db, auth, params.examId));

  route(app, examCalls.publishExam, TEACHERS, async ({ auth, body }) => publishExam(app.db, auth, body));
  route(app, examCalls.listExamClasses, TEACHERS, async ({ auth, query }) => listExamClasses(app.db, auth, query));
  route(app, examCalls.updateExamClass, TEACHERS, async ({ auth, body }) => updateExamClass(app.db, auth, body));
  route(app, examCalls.deleteExamClass, TEACHERS, async ({ auth, params }) => deleteExamClass(app.db, auth, params.examClassId));
  route(app, examCalls.examReport, TEACHERS, async ({ auth, params }) => examReport(app.db, app.grading, auth, params.examClassId));
  route(app, examCalls.exportExamReport, TEACHERS, async ({ auth, params, reply }) => {
    const file = await exportExamReport(app.db, app.grading, auth, params.examClassId);
    return sendXlsx(reply, 'exam-scores.xlsx', file.name, file.content);
  });
  route(app, examCalls.examAnswerView, TEACHERS, async ({ auth, params }) => examAnswerView(app.db, app.grading, auth, params.scoreId));
  route(app, examCalls.gradeExam, TEACHERS, async ({ auth, body }) => gradeExam(app.db, auth, body));
  route(app, examCalls.examRegrades, TEACHERS, async ({ auth, params }) => listExamRegrades(app.db, auth, params.examClassId));
  route(app, examCalls.previewExamRegrade, TEACHERS, async ({ auth, body }) => previewExamRegrade(app.db, app.grading, auth, body));
  route(app, examCalls.regradeExamQuestion, TEACHERS, async ({ auth, body }) => regradeExamQuestion(app.db, app.grading, auth, body));
  route(app, examCalls.examExtensions, TEACHERS, async ({ auth, params }) => examExtensionList(app.db, auth, params.examClassId));
  route(app, examCalls.extendExam, TEACHERS, async ({ auth, body }) => extendExam(app.db, auth, body));
  route(app, examCalls.withdrawExamExtension, TEACHERS, async ({ auth, body }) => withdrawExamExtension(app.db, auth, body));

  route(app, examCalls.myExams, STUDENTS, async ({ auth, params }) => myExams(app.db, app.grading, auth, params.courseId, params.clazzId));
  route(app, examCalls.myExamDetail, STUDENTS, async ({ auth, params }) => myExamDetail(app.db, app.grading, auth, params.examClassId));
  route(app, examCalls.startExam, STUDENTS, async ({ auth, body }) => startExam(app.db, app.grading, auth, body.examClassId));
  route(app, examCalls.examPaper, STUDENTS, async ({ auth, params }) => examPaper(app.db, app.grading, auth, params.examClassId));
  route(app, examCalls.saveExamAnswers, STUDENTS, async ({ auth, body }) => saveExamAnswers(app.db, app.grading, auth, body));
  route(app, examCalls.runExamSql, STUDENTS, async ({ auth, body }) => runExamSql(app.db, app.grading, auth, body));
  route(app, examCalls.submitExam, STUDENTS, async ({ auth, body }) => submitExam(app.db, app.grading, auth, body.examClassId));

  startExamSweeper(app, app.config.sweepSeconds * 1000);
}
