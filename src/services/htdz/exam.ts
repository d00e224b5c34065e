// Exams 考试: papers of a course, their publications to classes (exam-classes), reports and answer views, manual
// grading, and the student's side: list, detail, start, paper, autosave, run, submit (contract/exam.ts).
import { request } from '@umijs/max';
import type { AnswerOf, BodyOf, QueryOf } from '@contract/call';
import type { examCalls } from '@contract/exam';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz, htdzHost } from './client';

type Calls = typeof examCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;
const seg = (v: number) => encodeURIComponent(v);

// Papers

/** A course's exam papers, a page at a time. */
export async function queryExams(params: QueryOf<Calls['listExams']>) {
  return htdz<Answer<'listExams'>>('/exam/list', { method: 'GET', params });
}

/** One paper with its questions. */
export async function getExam(examId: number) {
  return htdz<Answer<'getExam'>>(`/exam/paper/${seg(examId)}`, { method: 'GET' });
}

/** Creates (examId null) or changes a paper's name, rules and duration. */
export async function saveExam(body: Body<'saveExam'>, options?: HtdzOptions) {
  return htdz<Answer<'saveExam'>>('/exam/save', { method: 'POST', data: body, ...options });
}

/** The paper's whole question list in its new order with scores. */
export async function setExamQuestions(body: Body<'setExamQuestions'>, options?: HtdzOptions) {
  return htdz<Answer<'setExamQuestions'>>('/exam/questions', { method: 'POST', data: body, ...options });
}

/** Appends questions picked from the bank. */
export async function addExamQuestions(body: Body<'addExamQuestions'>, options?: HtdzOptions) {
  return htdz<Answer<'addExamQuestions'>>('/exam/addQuestions', { method: 'POST', data: body, ...options });
}

/** Appends questions drawn at random by type, difficulty and knowledge point. */
export async function pickExamQuestions(body: Body<'pickExamQuestions'>, options?: HtdzOptions) {
  return htdz<Answer<'pickExamQuestions'>>('/exam/pick', { method: 'POST', data: body, ...options });
}

/** Deletes a paper (its publications stay). */
export async function deleteExam(examId: number) {
  return htdz<Answer<'deleteExam'>>(`/exam/delete/${seg(examId)}`, { method: 'POST' });
}

// Publications

/** Publishes a paper to classes (one exam-class each, a snapshot of the paper). */
export async function publishExam(body: Body<'publishExam'>, options?: HtdzOptions) {
  return htdz<Answer<'publishExam'>>('/exam/publish', { method: 'POST', data: body, ...options });
}

/** Exam-classes with progress, by course, class or paper. */
export async function queryExamClasses(params: QueryOf<Calls['listExamClasses']>) {
  return htdz<Answer<'listExamClasses'>>('/exam/classes', { method: 'GET', params });
}

/** Changes an exam-class's window, duration, shuffling and release settings. */
export async function updateExamClass(body: Body<'updateExamClass'>, options?: HtdzOptions) {
  return htdz<Answer<'updateExamClass'>>('/exam/class/update', { method: 'POST', data: body, ...options });
}

/** Withdraws an exam-class with every attempt. */
export async function deleteExamClass(examClassId: number) {
  return htdz<Answer<'deleteExamClass'>>(`/exam/class/delete/${seg(examClassId)}`, { method: 'POST' });
}

/** Figures, distribution, per-question correctness and the students of an exam-class. */
export async function getExamReport(examClassId: number) {
  return htdz<Answer<'examReport'>>(`/exam/report/${seg(examClassId)}`, { method: 'GET' });
}

/** The report's student list as .xlsx, as a blob. */
export async function exportExamReport(examClassId: number): Promise<Blob> {
  return request<Blob>(`${htdzHost()}/exam/report/${seg(examClassId)}/export`, { method: 'GET', responseType: 'blob' });
}

/** One attempt with every answer, verdict and reference, for the teacher. */
export async function getExamAnswerView(scoreId: number) {
  return htdz<Answer<'examAnswerView'>>(`/exam/score/${seg(scoreId)}`, { method: 'GET' });
}

/** Saves the teacher's scores and comments of an attempt. */
export async function gradeExam(body: Body<'gradeExam'>, options?: HtdzOptions) {
  return htdz<Answer<'gradeExam'>>('/exam/score/grade', { method: 'POST', data: body, ...options });
}

/** What a regrade would touch (handed-in answers, each question's state in the bank) and the regrades done. */
export async function queryExamRegrades(examClassId: number) {
  return htdz<Answer<'examRegrades'>>(`/exam/class/regrades/${seg(examClassId)}`, { method: 'GET' });
}

/** Grades every handed-in answer to a question again with the bank's current version of it. */
export async function regradeExamQuestion(body: Body<'regradeExamQuestion'>, options?: HtdzOptions) {
  return htdz<Answer<'regradeExamQuestion'>>('/exam/class/regrade', { method: 'POST', data: body, ...options });
}

// Students

/** My exams in a class of a course, with their state. */
export async function queryMyExams(courseId: number, clazzId: number) {
  return htdz<Answer<'myExams'>>(`/stu/exam/list/${seg(courseId)}/${seg(clazzId)}`, { method: 'GET' });
}

/** An exam's rules, my attempt and, once released, my result. */
export async function getMyExamDetail(examClassId: number) {
  return htdz<Answer<'myExamDetail'>>(`/stu/exam/detail/${seg(examClassId)}`, { method: 'GET' });
}

/** Starts my one attempt (again: the same attempt) and answers the paper. */
export async function startExam(body: Body<'startExam'>, options?: HtdzOptions) {
  return htdz<Answer<'startExam'>>('/stu/exam/start', { method: 'POST', data: body, ...options });
}

/** My started attempt's paper with the saved answers. */
export async function getExamPaper(examClassId: number, options?: HtdzOptions) {
  return htdz<Answer<'examPaper'>>(`/stu/exam/paper/${seg(examClassId)}`, { method: 'GET', ...options });
}

/** Autosaves answers (each applies only when newer than the stored one). */
export async function saveExamAnswers(body: Body<'saveExamAnswers'>, options?: HtdzOptions) {
  return htdz<Answer<'saveExamAnswers'>>('/stu/exam/save', { method: 'POST', data: body, ...options });
}

/** Runs SQL on the question's scene (no score). */
export async function runExamSql(body: Body<'runExamSql'>, options?: HtdzOptions) {
  return htdz<Answer<'runExamSql'>>('/stu/exam/run', { method: 'POST', data: body, ...options });
}

/** Hands my attempt in (a second time changes nothing). */
export async function submitExam(body: Body<'submitExam'>, options?: HtdzOptions) {
  return htdz<Answer<'submitExam'>>('/stu/exam/submit', { method: 'POST', data: body, ...options });
}
