// The rules of the exam report and answer view, apart from their UI: the two contexts they are reached in (a course's
// exams, a class's exams) and the routes of each, where the exam's window stands, how the student list filters, and
// what 保存 / 完成批阅 send.
import type { ExamClassSummary, ExamScoreRow, ExamState, GradeExamBody } from '@contract/exam';
import type { z } from '@contract/zod';
import { gradesOf, matchesKeyword, type Gradable, type GradeDraft } from './review';
import { idParam } from './route-params';

// ---- where the pages live ----

/** The report of an exam-class, reached from a course's exams or from a class's. */
export type ReportPlace = { examClassId: number; courseId: number; sclassId: number | null };

/**
 * One attempt's answer view in one of its four route forms:
 * course  /teacher/course/:courseId/stuExamAnswerView/score/:scoreId
 * plain   /teacher/stuAnswerView/score/:scoreId
 * class   /teacher/stuAnswerView/class/:sclassId/score/:scoreId
 * sclass  /teacher/sclass/:sclassId/stuExamAnswerView/score/:scoreId
 */
export type AnswerPlace =
  | { form: 'course'; scoreId: number; courseId: number }
  | { form: 'plain'; scoreId: number }
  | { form: 'class' | 'sclass'; scoreId: number; sclassId: number };

export const EXAM_REPORT_LINKS = {
  courseExams: (courseId: number) => `/teacher/course/${courseId}/exam`,
  classExams: (sclassId: number) => `/teacher/class/${sclassId}/exam`,
  report: ({ examClassId, courseId, sclassId }: ReportPlace) =>
    sclassId === null ? `/teacher/course/${courseId}/exam/report/${examClassId}` : `/teacher/sclass/${sclassId}/course/${courseId}/exam/report/${examClassId}`,
  /** the report's way back: the exam list it was opened from */
  reportBack: ({ courseId, sclassId }: Pick<ReportPlace, 'courseId' | 'sclassId'>) =>
    sclassId === null ? EXAM_REPORT_LINKS.courseExams(courseId) : EXAM_REPORT_LINKS.classExams(sclassId),
  /** an attempt opened from the report: the answer view of the same context */
  answerFromReport: ({ sclassId, courseId }: Pick<ReportPlace, 'courseId' | 'sclassId'>, scoreId: number) =>
    sclassId === null ? `/teacher/course/${courseId}/stuExamAnswerView/score/${scoreId}` : `/teacher/sclass/${sclassId}/stuExamAnswerView/score/${scoreId}`,
  /** another attempt (previous / next) in the same route form */
  answer: (place: AnswerPlace, scoreId: number) => {
    switch (place.form) {
      case 'course':
        return `/teacher/course/${place.courseId}/stuExamAnswerView/score/${scoreId}`;
      case 'plain':
        return `/teacher/stuAnswerView/score/${scoreId}`;
      case 'class':
        return `/teacher/stuAnswerView/class/${place.sclassId}/score/${scoreId}`;
      case 'sclass':
        return `/teacher/sclass/${place.sclassId}/stuExamAnswerView/score/${scoreId}`;
    }
  },
  /** the answer view's way back: the report in the matching context (the class of the path, the exam's course) */
  reportOfAnswer: (place: AnswerPlace, examClass: Pick<ExamClassSummary, 'examClassId' | 'courseId'>) =>
    EXAM_REPORT_LINKS.report({ examClassId: examClass.examClassId, courseId: examClass.courseId, sclassId: 'sclassId' in place ? place.sclassId : null }),
  /** the answer view's way back before the attempt is known (it did not load) */
  answerFallback: (place: AnswerPlace) => {
    if (place.form === 'course') return EXAM_REPORT_LINKS.courseExams(place.courseId);
    if (place.form === 'plain') return '/teacher/list';
    return EXAM_REPORT_LINKS.classExams(place.sclassId);
  },
};

/** The numbers of a report address, or null when one is missing or no number. */
export function reportPlaceOf(params: Record<string, string | undefined>): ReportPlace | null {
  const examClassId = idParam(params.examClassId);
  const courseId = idParam(params.courseId);
  const sclassId = params.sclassId === undefined ? null : idParam(params.sclassId);
  if (!examClassId || !courseId || (params.sclassId !== undefined && !sclassId)) return null;
  return { examClassId, courseId, sclassId };
}

/** The route form and numbers of an answer view address, or null when one is missing or no number. */
export function answerPlaceOf(params: Record<string, string | undefined>, pathname: string): AnswerPlace | null {
  const scoreId = idParam(params.scoreId);
  if (!scoreId) return null;
  if (params.courseId !== undefined) {
    const courseId = idParam(params.courseId);
    return courseId ? { form: 'course', scoreId, courseId } : null;
  }
  if (params.sclassId !== undefined) {
    const sclassId = idParam(params.sclassId);
    if (!sclassId) return null;
    return { form: pathname.includes('/stuAnswerView/class/') ? 'class' : 'sclass', scoreId, sclassId };
  }
  return { form: 'plain', scoreId };
}

// ---- the exam's window ----

export type ExamWindow = 'upcoming' | 'running' | 'ended';

export function windowOf(c: Pick<ExamClassSummary, 'startAt' | 'endAt'>, now = Date.now()): ExamWindow {
  if (now < Date.parse(c.startAt)) return 'upcoming';
  return now < Date.parse(c.endAt) ? 'running' : 'ended';
}

/**
 * Worth polling: the window is open for someone, so attempts start, answers come in and papers are handed in. Every
 * deadline falls within the window with the student's extra minutes (`lastEndAt`, the report's: the latest of them),
 * so once that closed nothing changes but by a teacher's hand.
 */
export const isLive = (c: Pick<ExamClassSummary, 'startAt' | 'endAt'> & { lastEndAt?: string }, now = Date.now()) =>
  windowOf({ startAt: c.startAt, endAt: c.lastEndAt ?? c.endAt }, now) === 'running';

/** Seconds between two loads of a live report. */
export const POLL_SECONDS = 30;

// ---- the student list ----

export type ExamRowFilters = {
  state?: ExamState;
  /** attempts with answers waiting for a teacher only */
  pending?: boolean;
  /** part of the account or the name */
  keyword?: string;
};

export function filterExamRows(rows: readonly ExamScoreRow[], f: ExamRowFilters): ExamScoreRow[] {
  const word = f.keyword?.trim().toLowerCase() ?? '';
  return rows.filter((r) => (!f.state || r.state === f.state) && (!f.pending || r.pendingReview) && matchesKeyword(r, word));
}

export const isExamFiltered = (f: ExamRowFilters) => !!(f.state || f.pending || f.keyword?.trim());

/** An attempt exists to open once the student started. */
export const hasAttempt = (r: Pick<ExamScoreRow, 'scoreId'>): r is { scoreId: number } => r.scoreId !== null;

/** An attempt can be graded once handed in (by the student or by the clock). */
export const isHandedIn = (state: ExamState) => state === 'submitted' || state === 'reviewed';

// ---- grading ----

/** The body of 保存 (finish false) and 完成批阅 (finish true) of an attempt. */
export function gradeExamBodyOf(scoreId: number, view: Gradable, draft: GradeDraft, finish: boolean): z.input<typeof GradeExamBody> {
  return { scoreId, ...gradesOf(view, draft), finish };
}
