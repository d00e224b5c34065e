// Generated from contract/exam.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { examCalls } from '@contract/exam';

export const examRoutes: RoutesOf<typeof examCalls> = {
  listExams: { method: 'GET', path: '/exam/list' },
  getExam: { method: 'GET', path: '/exam/paper/:examId' },
  saveExam: { method: 'POST', path: '/exam/save' },
  setExamQuestions: { method: 'POST', path: '/exam/questions' },
  addExamQuestions: { method: 'POST', path: '/exam/addQuestions' },
  pickExamQuestions: { method: 'POST', path: '/exam/pick' },
  deleteExam: { method: 'POST', path: '/exam/delete/:examId' },
  publishExam: { method: 'POST', path: '/exam/publish' },
  listExamClasses: { method: 'GET', path: '/exam/classes' },
  updateExamClass: { method: 'POST', path: '/exam/class/update' },
  deleteExamClass: { method: 'POST', path: '/exam/class/delete/:examClassId' },
  examReport: { method: 'GET', path: '/exam/report/:examClassId' },
  exportExamReport: { method: 'GET', path: '/exam/report/:examClassId/export' },
  examAnswerView: { method: 'GET', path: '/exam/score/:scoreId' },
  gradeExam: { method: 'POST', path: '/exam/score/grade' },
  examRegrades: { method: 'GET', path: '/exam/class/regrades/:examClassId' },
  previewExamRegrade: { method: 'POST', path: '/exam/class/regrade/preview' },
  regradeExamQuestion: { method: 'POST', path: '/exam/class/regrade' },
  examExtensions: { method: 'GET', path: '/exam/extensions/:examClassId' },
  extendExam: { method: 'POST', path: '/exam/extend' },
  withdrawExamExtension: { method: 'POST', path: '/exam/extend/withdraw' },
  myExams: { method: 'GET', path: '/stu/exam/list/:courseId/:clazzId' },
  myExamDetail: { method: 'GET', path: '/stu/exam/detail/:examClassId' },
  startExam: { method: 'POST', path: '/stu/exam/start' },
  examPaper: { method: 'GET', path: '/stu/exam/paper/:examClassId' },
  saveExamAnswers: { method: 'POST', path: '/stu/exam/save' },
  runExamSql: { method: 'POST', path: '/stu/exam/run' },
  submitExam: { method: 'POST', path: '/stu/exam/submit' },
};
