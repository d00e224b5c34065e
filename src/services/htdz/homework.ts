// Homework 作业: publications of tasks to classes, submissions, review, duplicate check, and the student's side
// (contract/homework.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { homeworkCalls } from '@contract/homework';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzBlob, htdzClient } from './client';
import { homeworkRoutes } from './routes/homework';

type Calls = typeof homeworkCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(homeworkRoutes);

// Teachers

/** Publishes a task to classes (one homework per class, each a snapshot of the task). */
export async function publishTask(body: Body<'publishTask'>, options?: HtdzOptions) {
  return api.publishTask({ body }, options);
}

/** Published homework with progress, by course, class or task. */
export async function queryHomeworks(params: QueryOf<Calls['listHomeworks']>) {
  return api.listHomeworks({ query: params });
}

/** Changes a homework's times and release settings. */
export async function updateHomework(body: Body<'updateHomework'>, options?: HtdzOptions) {
  return api.updateHomework({ body }, options);
}

/** Withdraws a homework with every submission. */
export async function deleteHomework(homeworkId: number) {
  return api.deleteHomework({ params: { homeworkId } });
}

/** The class roster with each student's submission. */
export async function queryHomeworkSubmissions(homeworkId: number) {
  return api.homeworkSubmissions({ params: { homeworkId } });
}

/** The submissions as an .xlsx blob. */
export async function exportHomeworkSubmissions(homeworkId: number): Promise<Blob> {
  return htdzBlob(homeworkRoutes.exportSubmissions, { params: { homeworkId } });
}

/** One student's submission with the reference answers, for review. */
export async function getSubmissionReview(homeworkId: number, studentId: number) {
  return api.reviewSubmission({ params: { homeworkId, studentId } });
}

export async function gradeSubmission(body: Body<'gradeSubmission'>, options?: HtdzOptions) {
  return api.gradeSubmission({ body }, options);
}

/** Returns a submission so the student may change and resubmit it until a deadline. */
export async function returnSubmission(body: Body<'returnSubmission'>, options?: HtdzOptions) {
  return api.returnSubmission({ body }, options);
}

export async function queryDuplicateReport(homeworkId: number) {
  return api.duplicateReport({ params: { homeworkId } });
}

/** Runs the duplicate check now. */
export async function runDuplicateCheck(homeworkId: number) {
  return api.runDuplicateCheck({ params: { homeworkId } });
}

/** Two students' answers side by side. */
export async function compareDuplicate(homeworkId: number, studentId: number, otherStudentId: number) {
  return api.compareDuplicate({ params: { homeworkId, studentId, otherStudentId } });
}

export async function decideDuplicate(body: Body<'decideDuplicate'>) {
  return api.decideDuplicate({ body });
}

/** What a regrade would touch (handed-in answers, each question's state in the bank) and the regrades done. */
export async function queryHomeworkRegrades(homeworkId: number) {
  return api.homeworkRegrades({ params: { homeworkId } });
}

/** The dry run of a regrade: whose automatic score the bank's current version would change; writes nothing. */
export async function previewHomeworkRegrade(body: Body<'previewHomeworkRegrade'>, options?: HtdzOptions) {
  return api.previewHomeworkRegrade({ body }, options);
}

/** Grades every handed-in answer to a question again with the bank's version the preview showed (refused if it changed since). */
export async function regradeHomeworkQuestion(body: Body<'regradeHomeworkQuestion'>, options?: HtdzOptions) {
  return api.regradeHomeworkQuestion({ body }, options);
}

/** The students granted a later end (加时), with who granted it. */
export async function queryHomeworkExtensions(homeworkId: number) {
  return api.homeworkExtensions({ params: { homeworkId } });
}

/** Grants students of the class a later end; answers the homework's extensions. */
export async function extendHomework(body: Body<'extendHomework'>, options?: HtdzOptions) {
  return api.extendHomework({ body }, options);
}

/** Takes one student's extension back (撤销). */
export async function withdrawHomeworkExtension(body: Body<'withdrawHomeworkExtension'>, options?: HtdzOptions) {
  return api.withdrawHomeworkExtension({ body }, options);
}

// Students

/** A student's homework in one class of a course. */
export async function queryMyHomeworks(courseId: number, clazzId: number) {
  return api.myHomeworks({ params: { courseId, clazzId } });
}

/** Opens (and on first open starts) the student's own answer sheet. */
export async function getHomeworkSheet(studentId: number, homeworkId: number) {
  return api.homeworkSheet({ params: { studentId, homeworkId } });
}

/** Autosaves answers; each applies only when its seq is newer than the stored one. */
export async function saveHomeworkAnswers(body: Body<'saveHomeworkAnswers'>, options?: HtdzOptions) {
  return api.saveHomeworkAnswers({ body }, options);
}

/** Runs the student's SQL of a question in the sandbox. */
export async function runHomeworkSql(body: Body<'runHomeworkSql'>, options?: HtdzOptions) {
  return api.runHomeworkSql({ body }, options);
}

/** Grades and hands in. */
export async function submitHomework(body: Body<'submitHomework'>, options?: HtdzOptions) {
  return api.submitHomework({ body }, options);
}

/** Takes the handed-in homework back to change and hand in again (重新提交); answers the reopened sheet. */
export async function startResubmit(body: Body<'startResubmit'>, options?: HtdzOptions) {
  return api.startResubmit({ body }, options);
}

/** What the release settings let the student see after submission. */
export async function getHomeworkResult(studentId: number, homeworkId: number) {
  return api.homeworkResult({ params: { studentId, homeworkId } });
}
