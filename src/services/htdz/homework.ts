// Homework 作业: publications of tasks to classes, submissions, review, duplicate check, and the student's side
// (contract/homework.ts).
import { request } from '@umijs/max';
import type { AnswerOf, BodyOf, QueryOf } from '@contract/call';
import type { homeworkCalls } from '@contract/homework';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz, htdzHost } from './client';

type Calls = typeof homeworkCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;
const seg = (v: number) => encodeURIComponent(v);

// Teachers

/** Publishes a task to classes (one homework per class, each a snapshot of the task). */
export async function publishTask(body: Body<'publishTask'>, options?: HtdzOptions) {
  return htdz<Answer<'publishTask'>>('/homework/publish', { method: 'POST', data: body, ...options });
}

/** Published homework with progress, by course, class or task. */
export async function queryHomeworks(params: QueryOf<Calls['listHomeworks']>) {
  return htdz<Answer<'listHomeworks'>>('/homework/list', { method: 'GET', params });
}

/** Changes a homework's times and release settings. */
export async function updateHomework(body: Body<'updateHomework'>, options?: HtdzOptions) {
  return htdz<Answer<'updateHomework'>>('/homework/update', { method: 'POST', data: body, ...options });
}

/** Withdraws a homework with every submission. */
export async function deleteHomework(homeworkId: number) {
  return htdz<Answer<'deleteHomework'>>(`/homework/delete/${seg(homeworkId)}`, { method: 'POST' });
}

/** The class roster with each student's submission. */
export async function queryHomeworkSubmissions(homeworkId: number) {
  return htdz<Answer<'homeworkSubmissions'>>(`/homework/submissions/${seg(homeworkId)}`, { method: 'GET' });
}

/** The submissions as an .xlsx blob. */
export async function exportHomeworkSubmissions(homeworkId: number): Promise<Blob> {
  return request<Blob>(`${htdzHost()}/homework/export/${seg(homeworkId)}`, { method: 'GET', responseType: 'blob' });
}

/** One student's submission with the reference answers, for review. */
export async function getSubmissionReview(homeworkId: number, studentId: number) {
  return htdz<Answer<'reviewSubmission'>>(`/homework/review/${seg(homeworkId)}/${seg(studentId)}`, { method: 'GET' });
}

export async function gradeSubmission(body: Body<'gradeSubmission'>, options?: HtdzOptions) {
  return htdz<Answer<'gradeSubmission'>>('/homework/grade', { method: 'POST', data: body, ...options });
}

/** Returns a submission so the student may change and resubmit it until a deadline. */
export async function returnSubmission(body: Body<'returnSubmission'>, options?: HtdzOptions) {
  return htdz<Answer<'returnSubmission'>>('/homework/return', { method: 'POST', data: body, ...options });
}

export async function queryDuplicateReport(homeworkId: number) {
  return htdz<Answer<'duplicateReport'>>(`/homework/duplicates/${seg(homeworkId)}`, { method: 'GET' });
}

/** Runs the duplicate check now. */
export async function runDuplicateCheck(homeworkId: number) {
  return htdz<Answer<'runDuplicateCheck'>>(`/homework/duplicates/run/${seg(homeworkId)}`, { method: 'POST' });
}

/** Two students' answers side by side. */
export async function compareDuplicate(homeworkId: number, studentId: number, otherStudentId: number) {
  return htdz<Answer<'compareDuplicate'>>(`/homework/duplicates/compare/${seg(homeworkId)}/${seg(studentId)}/${seg(otherStudentId)}`, { method: 'GET' });
}

export async function decideDuplicate(body: Body<'decideDuplicate'>) {
  return htdz<Answer<'decideDuplicate'>>('/homework/duplicates/decide', { method: 'POST', data: body });
}

/** What a regrade would touch (handed-in answers, each question's state in the bank) and the regrades done. */
export async function queryHomeworkRegrades(homeworkId: number) {
  return htdz<Answer<'homeworkRegrades'>>(`/homework/regrades/${seg(homeworkId)}`, { method: 'GET' });
}

/** Grades every handed-in answer to a question again with the bank's current version of it. */
export async function regradeHomeworkQuestion(body: Body<'regradeHomeworkQuestion'>, options?: HtdzOptions) {
  return htdz<Answer<'regradeHomeworkQuestion'>>('/homework/regrade', { method: 'POST', data: body, ...options });
}

// Students

/** A student's homework in one class of a course. */
export async function queryMyHomeworks(courseId: number, clazzId: number) {
  return htdz<Answer<'myHomeworks'>>(`/stu/homework/list/${seg(courseId)}/${seg(clazzId)}`, { method: 'GET' });
}

/** Opens (and on first open starts) the student's own answer sheet. */
export async function getHomeworkSheet(studentId: number, homeworkId: number) {
  return htdz<Answer<'homeworkSheet'>>(`/stu/homework/sheet/${seg(studentId)}/${seg(homeworkId)}`, { method: 'GET' });
}

/** Autosaves answers; each applies only when its seq is newer than the stored one. */
export async function saveHomeworkAnswers(body: Body<'saveHomeworkAnswers'>, options?: HtdzOptions) {
  return htdz<Answer<'saveHomeworkAnswers'>>('/stu/homework/save', { method: 'POST', data: body, ...options });
}

/** Runs the student's SQL of a question in the sandbox. */
export async function runHomeworkSql(body: Body<'runHomeworkSql'>, options?: HtdzOptions) {
  return htdz<Answer<'runHomeworkSql'>>('/stu/homework/run', { method: 'POST', data: body, ...options });
}

/** Grades and hands in. */
export async function submitHomework(body: Body<'submitHomework'>, options?: HtdzOptions) {
  return htdz<Answer<'submitHomework'>>('/stu/homework/submit', { method: 'POST', data: body, ...options });
}

/** What the release settings let the student see after submission. */
export async function getHomeworkResult(studentId: number, homeworkId: number) {
  return htdz<Answer<'homeworkResult'>>(`/stu/homework/detail/${seg(studentId)}/${seg(homeworkId)}`, { method: 'GET' });
}
