// Exams 考试: papers of a course, their publications to classes (exam-classes), reports and answer views, manual
// grading, and the student's side: list, detail, start, paper, autosave, run, submit (contract/exam.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { examCalls } from '@contract/exam';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzBlob, htdzClient } from './client';
import { examRoutes } from './routes/exam';

type Calls = typeof examCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(examRoutes);

// Papers

/** A course's exam papers, a page at a time. */
export async function queryExams(params: QueryOf<Calls['listExams']>) {
  return api.listExams({ query: params });
}

/** One paper with its questions. */
export async function getExam(examId: number) {
  return api.getExam({ params: { examId } });
}

/** Creates (examId null) or changes a paper's name, rules and duration. */
export async function saveExam(body: Body<'saveExam'>, options?: HtdzOptions) {
  return api.saveExam({ body }, options);
}

/** The paper's whole question list in its new order with scores. */
export async function setExamQuestions(body: Body<'setExamQuestions'>, options?: HtdzOptions) {
  return api.setExamQuestions({ body }, options);
}

/** Appends questions picked from the bank. */
export async function addExamQuestions(body: Body<'addExamQuestions'>, options?: HtdzOptions) {
  return api.addExamQuestions({ body }, options);
}

/** Appends questions drawn at random by type, difficulty and knowledge point. */
export async function pickExamQuestions(body: Body<'pickExamQuestions'>, options?: HtdzOptions) {
  return api.pickExamQuestions({ body }, options);
}

/** Deletes a paper (its publications stay). */
export async function deleteExam(examId: number) {
  return api.deleteExam({ params: { examId } });
}

// Publications

/** Publishes a paper to classes (one exam-class each, a snapshot of the paper). */
export async function publishExam(body: Body<'publishExam'>, options?: HtdzOptions) {
  return api.publishExam({ body }, options);
}

/** Exam-classes with progress, by course, class or paper. */
export async function queryExamClasses(params: QueryOf<Calls['listExamClasses']>) {
  return api.listExamClasses({ query: params });
}

/** Changes an exam-class's window, duration, shuffling and release settings. */
export async function updateExamClass(body: Body<'updateExamClass'>, options?: HtdzOptions) {
  return api.updateExamClass({ body }, options);
}

/** Withdraws an exam-class with every attempt. */
export async function deleteExamClass(examClassId: number) {
  return api.deleteExamClass({ params: { examClassId } });
}

/** Figures, distribution, per-question correctness and the students of an exam-class. */
export async function getExamReport(examClassId: number) {
  return api.examReport({ params: { examClassId } });
}

/** The report's student list as .xlsx, as a blob. */
export async function exportExamReport(examClassId: number): Promise<Blob> {
  return htdzBlob(examRoutes.exportExamReport, { params: { examClassId } });
}

/** One attempt with every answer, verdict and reference, for the teacher. */
export async function getExamAnswerView(scoreId: number) {
  return api.examAnswerView({ params: { scoreId } });
}

/** Saves the teacher's scores and comments of an attempt. */
export async function gradeExam(body: Body<'gradeExam'>, options?: HtdzOptions) {
  return api.gradeExam({ body }, options);
}

/** What a regrade would touch (handed-in answers, each question's state in the bank) and the regrades done. */
export async function queryExamRegrades(examClassId: number) {
  return api.examRegrades({ params: { examClassId } });
}

/** The dry run of a regrade: whose automatic score the bank's current version would change; writes nothing. */
export async function previewExamRegrade(body: Body<'previewExamRegrade'>, options?: HtdzOptions) {
  return api.previewExamRegrade({ body }, options);
}

/** Grades every handed-in answer to a question again with the bank's version the preview showed (refused if it changed since). */
export async function regradeExamQuestion(body: Body<'regradeExamQuestion'>, options?: HtdzOptions) {
  return api.regradeExamQuestion({ body }, options);
}

/** The students granted extra minutes (加时), with who granted them. */
export async function queryExamExtensions(examClassId: number) {
  return api.examExtensions({ params: { examClassId } });
}

/** Grants students of the class extra minutes; answers the exam-class's extensions. */
export async function extendExam(body: Body<'extendExam'>, options?: HtdzOptions) {
  return api.extendExam({ body }, options);
}

/** Takes one student's extra minutes back (撤销). */
export async function withdrawExamExtension(body: Body<'withdrawExamExtension'>, options?: HtdzOptions) {
  return api.withdrawExamExtension({ body }, options);
}

// Students

/** My exams in a class of a course, with their state. */
export async function queryMyExams(courseId: number, clazzId: number) {
  return api.myExams({ params: { courseId, clazzId } });
}

/** An exam's rules, my attempt and, once released, my result. */
export async function getMyExamDetail(examClassId: number) {
  return api.myExamDetail({ params: { examClassId } });
}

/** Starts my one attempt (again: the same attempt) and answers the paper. */
export async function startExam(body: Body<'startExam'>, options?: HtdzOptions) {
  return api.startExam({ body }, options);
}

/** My started attempt's paper with the saved answers. */
export async function getExamPaper(examClassId: number, options?: HtdzOptions) {
  return api.examPaper({ params: { examClassId } }, options);
}

/** Autosaves answers (each applies only when newer than the stored one). */
export async function saveExamAnswers(body: Body<'saveExamAnswers'>, options?: HtdzOptions) {
  return api.saveExamAnswers({ body }, options);
}

/** Runs SQL on the question's scene (no score). */
export async function runExamSql(body: Body<'runExamSql'>, options?: HtdzOptions) {
  return api.runExamSql({ body }, options);
}

/** Hands my attempt in (a second time changes nothing). */
export async function submitExam(body: Body<'submitExam'>, options?: HtdzOptions) {
  return api.submitExam({ body }, options);
}
