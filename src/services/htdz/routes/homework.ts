// Generated from contract/homework.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { homeworkCalls } from '@contract/homework';

export const homeworkRoutes: RoutesOf<typeof homeworkCalls> = {
  publishTask: { method: 'POST', path: '/homework/publish' },
  listHomeworks: { method: 'GET', path: '/homework/list' },
  updateHomework: { method: 'POST', path: '/homework/update' },
  deleteHomework: { method: 'POST', path: '/homework/delete/:homeworkId' },
  homeworkSubmissions: { method: 'GET', path: '/homework/submissions/:homeworkId' },
  exportSubmissions: { method: 'GET', path: '/homework/export/:homeworkId' },
  reviewSubmission: { method: 'GET', path: '/homework/review/:homeworkId/:studentId' },
  gradeSubmission: { method: 'POST', path: '/homework/grade' },
  returnSubmission: { method: 'POST', path: '/homework/return' },
  duplicateReport: { method: 'GET', path: '/homework/duplicates/:homeworkId' },
  runDuplicateCheck: { method: 'POST', path: '/homework/duplicates/run/:homeworkId' },
  compareDuplicate: { method: 'GET', path: '/homework/duplicates/compare/:homeworkId/:studentId/:otherStudentId' },
  decideDuplicate: { method: 'POST', path: '/homework/duplicates/decide' },
  homeworkRegrades: { method: 'GET', path: '/homework/regrades/:homeworkId' },
  previewHomeworkRegrade: { method: 'POST', path: '/homework/regrade/preview' },
  regradeHomeworkQuestion: { method: 'POST', path: '/homework/regrade' },
  homeworkExtensions: { method: 'GET', path: '/homework/extensions/:homeworkId' },
  extendHomework: { method: 'POST', path: '/homework/extend' },
  withdrawHomeworkExtension: { method: 'POST', path: '/homework/extend/withdraw' },
  myHomeworks: { method: 'GET', path: '/stu/homework/list/:courseId/:clazzId' },
  homeworkSheet: { method: 'GET', path: '/stu/homework/sheet/:studentId/:homeworkId' },
  saveHomeworkAnswers: { method: 'POST', path: '/stu/homework/save' },
  runHomeworkSql: { method: 'POST', path: '/stu/homework/run' },
  submitHomework: { method: 'POST', path: '/stu/homework/submit' },
  startResubmit: { method: 'POST', path: '/stu/homework/resubmit/start' },
  homeworkResult: { method: 'GET', path: '/stu/homework/detail/:studentId/:homeworkId' },
};
