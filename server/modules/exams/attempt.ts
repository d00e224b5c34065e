// A student's attempt 成绩: made once at start with a deadline the server fixes then (the earlier of start +
// duration and the window's end) and a seed for the student's order; handed in by the student or, once the deadline
// and the grace for saves in flight have passed, by the platform (the first reader or the sweeper). Handing in is
// durable at once; grading follows outside the transaction and is repeatable, as for homework (questions the engine
// could not grade then wait as '待重新评分', the total with them, until a reader or the sweeper grades them again).
import crypto from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { EXAM_LIMITS, type ExamState } from '@contract/exam';
import type { Db, DbOrTx } from '../../db/client';
import { examAnswers, examClasses, examAttempts } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import { gradingPass, paperTotal, type GradingPass } from '../../grading/paper';
import { releasedBy } from '../../grading/release';
import { clock } from '../../lib/clock';
import { invalid } from '../../lib/errors';
import { gradeHandedIn } from '../papers/grade';
import type { GradedPapers } from '../papers/kind';
import { formatTime } from '../../lib/message-time';
import type { AttemptRow, ExamAnswerRow, ExamClassRow } from './access';

export const MINUTE = 60_000;
/** saves that left the page before the deadline are still taken this long after it (the network) */
export const GRACE_MS = EXAM_LIMITS.saveGraceSeconds * 1000;

export const HANDED_IN = ['submitted', 'reviewed'] as const;
export const isHandedIn = (status: AttemptRow['status']) => (HANDED_IN as readonly string[]).includes(status);

/** Still open, but past the deadline and its grace: the next reader hands it in. */
export const isExpired = (a: Pick<AttemptRow, 'status' | 'deadline'>, now: Date) => a.status === 'answering' && now.getTime() > a.deadline.getTime() + GRACE_MS;

/** Answers may change now (the page stops at the deadline; saves in flight get the grace on top). */
export const canEdit = (a: Pick<AttemptRow, 'status' | 'deadline'>, now: Date) => a.status === 'answering' && now <= a.deadline;

/** The student's state as they see it (EXAM_STATES). */
export function stateOf(ec: Pick<ExamClassRow, 'startAt' | 'endAt'>, attempt: Pick<AttemptRow, 'status'> | null, now: Date): ExamState {
  if (attempt) return attempt.status;
  if (now < ec.startAt) return 'upcoming';
  return now <= ec.endAt ? 'open' : 'missed';
}

type Released = Pick<AttemptRow, 'status' | 'scoreTenths'> | null;
const releaseState = (ec: Pick<ExamClassRow, 'endAt'>, a: NonNullable<Released>, now: Date) => ({
  handedIn: isHandedIn(a.status),
  reviewed: a.status === 'reviewed',
  ended: now > ec.endAt,
});

export function scoreReleased(ec: Pick<ExamClassRow, 'showScore' | 'endAt'>, a: Released, now: Date): boolean {
  return a !== null && a.scoreTenths !== null && releasedBy(ec.showScore, releaseState(ec, a, now));
}

export function answerReleased(ec: Pick<ExamClassRow, 'showAnswer' | 'endAt'>, a: Released, now: Date): boolean {
  return a !== null && releasedBy(ec.showAnswer, releaseState(ec, a, now));
}

export async function attemptOf(db: DbOrTx, examClassId: number, studentId: number, opts: { lock?: boolean } = {}): Promise<AttemptRow | null> {
  const query = db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examClassId, examClassId), eq(examAttempts.studentId, studentId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function answersOf(db: DbOrTx, attemptId: number): Promise<ExamAnswerRow[]> {
  return db.select().from(examAnswers).where(eq(examAnswers.attemptId, attemptId)).orderBy(asc(examAnswers.questionId));
}

/** Why the student cannot start now, or null when they can. */
export function startRefusal(ec: ExamClassRow, now: Date): string | null {
  if (now < ec.startAt) return `考试尚未开始，开始时间：${formatTime(ec.startAt)}`;
  if (now > ec.endAt) return '考试已结束，不能再开始作答';
  return null;
}

/**
 * The student's one attempt, made now if there is none: the unique (exam-class, student) index makes two tabs
 * starting at once share one row. The deadline and the seed are set here, once, by the server.
 */
export async function startAttempt(db: DbOrTx, ec: ExamClassRow, studentId: number): Promise<AttemptRow> {
  const existing = await attemptOf(db, ec.id, studentId);
  if (existing) return existing;
  const now = clock.now();
  const refusal = startRefusal(ec, now);
  if (refusal) throw invalid(refusal);
  const byDuration = new Date(now.getTime() + ec.durationMinutes * MINUTE);
  await db
    .insert(examAttempts)
    .values({
      examClassId: ec.id,
      studentId,
      status: 'answering',
      seed: crypto.randomInt(0, 2 ** 31 - 1),
      startedAt: now,
      deadline: byDuration < ec.endAt ? byDuration : ec.endAt,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return (await attemptOf(db, ec.id, studentId))!;
}

/**
 * Hands the attempt in (once: one already handed in is left as it is) and grades it. `auto`: the platform hands in
 * what was saved, as at the deadline. Answers nothing: callers read the state they need afterwards.
 */
export async function handIn(db: Db, grading: GradingEngine, ec: ExamClassRow, studentId: number, opts: { auto: boolean; pass?: GradingPass }): Promise<void> {
  const handed = await db.transaction(async (tx) => {
    const a = await attemptOf(tx, ec.id, studentId, { lock: true });
    if (a?.status !== 'answering') return null;
    const now = clock.now();
    await tx
      .update(examAttempts)
      .set({
        status: 'submitted',
        submittedAt: opts.auto ? a.deadline : now,
        autoSubmitted: opts.auto,
        scoreTenths: null,
        pendingReview: false,
        updatedAt: now,
      })
      .where(eq(examAttempts.id, a.id));
    return a.id;
  });
  if (handed !== null) await gradeAttempt(db, grading, ec, handed, opts.pass);
}

/** An exam-class's attempts, as grading and regrading see them (../papers). */
export const examPapers: GradedPapers<ExamClassRow, AttemptRow> = {
  answers: { table: examAnswers, paper: examAnswers.attemptId, key: (attemptId) => ({ attemptId }) },
  answersOf,
  lockPaper: async (tx, attemptId) => (await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update'))[0],
  handedIn: HANDED_IN,
  updateTotal: (tx, ec, a) => updateTotal(tx, ec, a.id),
};

/**
 * Grades a handed-in attempt (outside any transaction) and writes verdicts and the total: the questions that wait for
 * regrading when some do, else every question.
 */
export function gradeAttempt(db: Db, grading: GradingEngine, ec: ExamClassRow, attemptId: number, pass?: GradingPass): Promise<void> {
  return gradeHandedIn(db, grading, examPapers, ec, attemptId, pass);
}

/**
 * The total from the answers (a teacher's score over the automatic one) and whether some wait for a teacher. While a
 * question waits for regrading the attempt has no total (null): it is neither a 0 nor a partial sum.
 */
export async function updateTotal(tx: DbOrTx, ec: ExamClassRow, attemptId: number): Promise<void> {
  const { sumTenths, pending, regrade } = paperTotal(ec.questions, new Map((await answersOf(tx, attemptId)).map((a) => [a.questionId, a])));
  await tx
    .update(examAttempts)
    .set({ scoreTenths: regrade ? null : sumTenths, pendingReview: pending })
    .where(eq(examAttempts.id, attemptId));
}

/** Attempts the clock left behind: open ones past deadline + grace, handed-in ones not graded (a crash, regrading). */
const leftBehind = (now: Date) =>
  or(
    and(eq(examAttempts.status, 'answering'), lt(examAttempts.deadline, new Date(now.getTime() - GRACE_MS))),
    and(inArray(examAttempts.status, [...HANDED_IN]), isNull(examAttempts.scoreTenths)),
  );

/**
 * Hands in and grades what the exam-class's deadlines left behind. Cheap when there is nothing to do. Once the engine
 * fails in the pass, the rest waits for the next one.
 */
export async function closeExpired(db: Db, grading: GradingEngine, ec: ExamClassRow, pass: GradingPass = gradingPass()): Promise<void> {
  const now = clock.now();
  const open = await db
    .select()
    .from(examAttempts)
    .where(and(eq(examAttempts.examClassId, ec.id), leftBehind(now)));
  for (const a of open) {
    if (isHandedIn(a.status)) {
      if (!pass.down) await gradeAttempt(db, grading, ec, a.id, pass);
    } else await handIn(db, grading, ec, a.studentId, { auto: true, pass });
  }
}

/** Exam-classes with attempts left behind (for the sweeper): one indexed look at exam_attempts. */
export async function examClassesToClose(db: DbOrTx): Promise<ExamClassRow[]> {
  const ids = await db.selectDistinct({ id: examAttempts.examClassId }).from(examAttempts).where(leftBehind(clock.now())).limit(50);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(examClasses)
    .where(
      inArray(
        examClasses.id,
        ids.map((r) => r.id),
      ),
    );
}

/** The attempt as it stands after the clock: an expired one handed in, a handed-in one a crash left ungraded graded. */
export async function settledAttempt(db: Db, grading: GradingEngine, ec: ExamClassRow, studentId: number): Promise<AttemptRow | null> {
  const a = await attemptOf(db, ec.id, studentId);
  if (!a) return null;
  if (isExpired(a, clock.now())) await handIn(db, grading, ec, studentId, { auto: true });
  else if (isHandedIn(a.status) && a.scoreTenths === null) await gradeAttempt(db, grading, ec, a.id);
  else return a;
  return attemptOf(db, ec.id, studentId);
}
