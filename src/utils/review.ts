// The rules of the review pages, apart from their UI: where each page lives, how the submissions list filters and
// sorts, what a grading form sends, and how an answer splits into highlighted and plain pieces.
import type { z } from '@contract/zod';
import type { GradeSubmissionBody, ReviewQuestion, SubmissionReview, SubmissionRow, SubmissionStatus } from '@contract/homework';
import { idParam } from './route-params';

export const REVIEW_LINKS = {
  /** the teacher's homework list of a course */
  homeworks: (courseId: number) => `/teacher/course/task/${courseId}`,
  submissions: (courseId: number, classId: number, homeworkId: number) =>
    `/teacher/course/task/review/courseId/classId/homeworkId/${courseId}/${classId}/${homeworkId}`,
  review: (studentId: number, homeworkId: number, courseId: number, classId: number) =>
    `/task-bank/task/review/studentId/homeworkId/${studentId}/${homeworkId}/${courseId}/${classId}`,
  detail: (studentId: number, homeworkId: number, courseId: number, classId: number) =>
    `/task-bank/task/detail/studentId/homeworkId/${studentId}/${homeworkId}/${courseId}/${classId}`,
  duplicate: (studentId: number, otherStudentId: number, homeworkId: number) =>
    `/task-bank/task/review/duplicate/studentId/otherStudentId/homeworkId/${studentId}/${otherStudentId}/${homeworkId}`,
};

export type ReviewPlace = { studentId: number; homeworkId: number; courseId: number; classId: number };

/** The four numbers of a student's review or detail address, or null when one is missing or no number. */
export function placeOf(params: Record<string, string | undefined>): ReviewPlace | null {
  const studentId = idParam(params.studentId);
  const homeworkId = idParam(params.homeworkId);
  const courseId = idParam(params.courseId);
  const classId = idParam(params.classId);
  return studentId && homeworkId && courseId && classId ? { studentId, homeworkId, courseId, classId } : null;
}

/** A submission exists to grade, return or compare once the student handed it in. */
export const isHandedIn = (status: SubmissionStatus) => status === 'submitted' || status === 'reviewed' || status === 'returned';

// ---- the submissions list ----

export type SubmissionFilters = {
  status?: SubmissionStatus;
  /** late submissions only */
  late?: boolean;
  /** submissions with answers waiting for a teacher only */
  pending?: boolean;
  /** students the duplicate check flagged only */
  flagged?: boolean;
  /** part of the account or the name */
  keyword?: string;
};

export function filterSubmissions(rows: readonly SubmissionRow[], f: SubmissionFilters): SubmissionRow[] {
  const word = f.keyword?.trim().toLowerCase() ?? '';
  return rows.filter(
    (r) =>
      (!f.status || r.status === f.status) &&
      (!f.late || r.late) &&
      (!f.pending || r.pendingReview) &&
      (!f.flagged || r.maxSimilarity !== null) &&
      matchesKeyword(r, word),
  );
}

/** The student's account or name holds the typed word (lower case, trimmed; empty matches everyone). */
export const matchesKeyword = (r: { code: string; name: string }, word: string) =>
  !word || r.code.toLowerCase().includes(word) || r.name.toLowerCase().includes(word);

export const isFiltered = (f: SubmissionFilters) => !!(f.status || f.late || f.pending || f.flagged || f.keyword?.trim());

/** By score, students without one (not handed in) below every score. */
export const byScore = (a: Pick<SubmissionRow, 'score'>, b: Pick<SubmissionRow, 'score'>) =>
  (a.score ?? Number.NEGATIVE_INFINITY) - (b.score ?? Number.NEGATIVE_INFINITY) || 0;

/** 0.863 -> 86 (a share as a whole percent). */
export const percentOf = (share: number) => Math.round(share * 100);

/** Points as the page shows them: at most one decimal, no trailing zero. */
export const points = (v: number) => String(Math.round(v * 10) / 10);

// ---- the grading form ----

export type QuestionGrade = { score: number | null; comment: string };
export type GradeDraft = { questions: QuestionGrade[]; comment: string };

/** A graded attempt as the grading form needs it: a homework's submission or an exam's attempt alike. */
export type Gradable = { questions: readonly ReviewQuestion[]; comment: string | null };

/** What the form starts with: the teacher's saved scores and comments (empty score: the automatic one stands). */
export function draftOf(review: Gradable): GradeDraft {
  return {
    questions: review.questions.map((q) => ({ score: q.manualScore, comment: q.comment ?? '' })),
    comment: review.comment ?? '',
  };
}

const norm = (d: GradeDraft) => ({
  questions: d.questions.map((q) => ({ score: q.score ?? null, comment: (q.comment ?? '').trim() })),
  comment: (d.comment ?? '').trim(),
});

/** The form holds what was saved (so leaving loses nothing). */
export const sameDraft = (a: GradeDraft, b: GradeDraft) => JSON.stringify(norm(a)) === JSON.stringify(norm(b));

export type Grades = { questions: { questionId: number; score: number | null; comment: string | null }[]; comment: string | null };

/** What the form sends of any attempt: every question (empty score keeping the automatic one) and the overall comment. */
export function gradesOf(review: Gradable, draft: GradeDraft): Grades {
  const d = norm(draft);
  return {
    questions: review.questions.map((q, i) => ({
      questionId: q.question.questionId,
      score: d.questions[i]?.score ?? null,
      comment: d.questions[i]?.comment || null,
    })),
    comment: d.comment || null,
  };
}

/** The body of 保存 (finish false) and 完成批阅 (finish true) of a homework's submission. */
export function gradeBodyOf(review: SubmissionReview, draft: GradeDraft, finish: boolean): z.input<typeof GradeSubmissionBody> {
  return { homeworkId: review.homework.homeworkId, studentId: review.student.userId, ...gradesOf(review, draft), finish };
}

export type ScoreProblem = { id: 'notNumber' | 'min' | 'max' | 'decimal'; max: number };

/** Why a typed score cannot be saved, or null; empty is fine (the automatic score stands). */
export function scoreProblem(value: unknown, max: number): ScoreProblem | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { id: 'notNumber', max };
  if (value < 0) return { id: 'min', max };
  if (value > max + 1e-9) return { id: 'max', max };
  if (Math.abs(Math.round(value * 10) - value * 10) > 1e-9) return { id: 'decimal', max };
  return null;
}

// ---- highlighted answers of the duplicate comparison ----

export type Segment = { text: string; marked: boolean };

/**
 * The text cut at the spans ([start, end) offsets into it, as the duplicate check answers them): the pieces in
 * order, the spans' marked. Spans out of range are clipped, overlapping or touching ones merged.
 */
export function segmentsOf(text: string, spans: readonly (readonly [number, number])[]): Segment[] {
  const ranges = spans
    .map(([s, e]) => [Math.max(0, Math.min(s, text.length)), Math.max(0, Math.min(e, text.length))] as const)
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of ranges) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  const out: Segment[] = [];
  let at = 0;
  for (const [s, e] of merged) {
    if (s > at) out.push({ text: text.slice(at, s), marked: false });
    out.push({ text: text.slice(s, e), marked: true });
    at = e;
  }
  if (at < text.length) out.push({ text: text.slice(at), marked: false });
  return out;
}
