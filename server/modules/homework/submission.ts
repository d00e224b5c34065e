// A student's submission: the deadline that applies to it, handing it in (by the student or, at the deadline, by
// the platform) and grading it. Handing in is durable at once (status 'submitted', answers frozen); grading follows
// outside the transaction and is repeated by the sweeper for any submission left ungraded by a crash, or with
// questions the engine could not grade then (they wait as '待重新评分', and the total with them).
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { homeworkAnswers, homeworkExtensions, homeworks, homeworkSubmissions } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import { gradingPass, paperTotal, type GradingPass } from '../../grading/paper';
import { releasedBy } from '../../grading/release';
import { clock } from '../../lib/clock';
import { gradeHandedIn } from '../papers/grade';
import type { GradedPapers } from '../papers/kind';
import { formatTime } from '../../lib/message-time';
import type { HomeworkRow } from './access';
import { finalDeadline } from './publish';
import { extensionsOf, forStudent, withExtension } from './terms';

// the module's readers take it from here
export { formatTime };

export type SubmissionRow = typeof homeworkSubmissions.$inferSelect;
export type AnswerRow = typeof homeworkAnswers.$inferSelect;

export const EDITABLE = ['new', 'answering', 'returned'] as const;
export const HANDED_IN = ['submitted', 'reviewed'] as const;
const isEditable = (s: SubmissionRow['status']) => (EDITABLE as readonly string[]).includes(s);
export const isHandedIn = (s: SubmissionRow['status']) => (HANDED_IN as readonly string[]).includes(s);

/**
 * The last moment this student's answers are accepted: a returned one's own, else the homework's (as it stands for
 * the student: pass it through withExtension, terms.ts).
 */
export const deadlineOf = (hw: Pick<HomeworkRow, 'endAt' | 'latePolicy' | 'lateUntil'>, sub: Pick<SubmissionRow, 'status' | 'returnedUntil'> | null): Date =>
  sub?.status === 'returned' && sub.returnedUntil ? sub.returnedUntil : finalDeadline(hw);

/**
 * deadlineOf in SQL, over a submission row `sub`, its homework `hw` and the student's extension `ext` (aliases in the
 * caller's query; `ext` left-joined, null without one), for the one-statement autosave and the sweeper: keep them the
 * same rule (withExtension: the later of the two ends).
 */
export const sqlDeadline = (sub: string, hw: string, ext: string) => {
  const end = `greatest(${hw}.end_at, ${ext}.end_at)`;
  return sql.raw(
    `case when ${sub}.status = 'returned' and ${sub}.returned_until is not null then ${sub}.returned_until ` +
      `when ${hw}.late_policy = 'accept' and ${hw}.late_until > ${end} then ${hw}.late_until else ${end} end`,
  );
};

/** Why the answers cannot change now, or null when they can. */
export function lockedReason(
  hw: Pick<HomeworkRow, 'startAt' | 'endAt' | 'latePolicy' | 'lateUntil'>,
  sub: Pick<SubmissionRow, 'status' | 'returnedUntil'> | null,
  now: Date,
): string | null {
  if (sub && isHandedIn(sub.status)) return '作业已提交，不能再修改答案';
  if (now < hw.startAt) return `作业尚未开始，开始时间：${formatTime(hw.startAt)}`;
  if (now > deadlineOf(hw, sub)) return '作业已截止，不能再修改或提交答案';
  return null;
}

/**
 * May the student see the score now (by the homework's setting)? The homework's own pages and the student's
 * statistics both ask this, so a score shows nowhere before it is released.
 */
export function scoreReleased(
  hw: Pick<HomeworkRow, 'showScore' | 'endAt' | 'latePolicy' | 'lateUntil'>,
  sub: Pick<SubmissionRow, 'status' | 'scoreTenths'> | null,
  now: Date,
): boolean {
  if (!sub || sub.scoreTenths === null) return false;
  return releasedBy(hw.showScore, { handedIn: isHandedIn(sub.status), reviewed: sub.status === 'reviewed', ended: now > finalDeadline(hw) });
}

export async function submissionOf(db: DbOrTx, homeworkId: number, studentId: number, opts: { lock?: boolean } = {}): Promise<SubmissionRow | null> {
  const query = db
    .select()
    .from(homeworkSubmissions)
    .where(and(eq(homeworkSubmissions.homeworkId, homeworkId), eq(homeworkSubmissions.studentId, studentId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The student's submission, made on first use (two tabs opening at once make one). */
export async function ensureSubmission(db: DbOrTx, homeworkId: number, studentId: number, opts: { lock?: boolean } = {}): Promise<SubmissionRow> {
  await db.insert(homeworkSubmissions).values({ homeworkId, studentId, status: 'answering' }).onConflictDoNothing();
  return (await submissionOf(db, homeworkId, studentId, opts))!;
}

export async function answersOf(db: DbOrTx, submissionId: number): Promise<AnswerRow[]> {
  return db.select().from(homeworkAnswers).where(eq(homeworkAnswers.submissionId, submissionId)).orderBy(homeworkAnswers.questionId);
}

/**
 * Hands the submission in (once: one already handed in is left as it is) and grades it. `auto`: the platform
 * hands in what was saved, at the deadline. Answers nothing: callers read the state they need afterwards. The
 * deadline and the late flag are the student's own (their extension, read here with the submission locked).
 */
export async function handIn(
  db: Db,
  grading: GradingEngine,
  shared: HomeworkRow,
  studentId: number,
  opts: { auto: boolean; pass?: GradingPass },
): Promise<void> {
  const handed = await db.transaction(async (tx) => {
    const sub = await ensureSubmission(tx, shared.id, studentId, { lock: true });
    if (!isEditable(sub.status)) return null;
    const hw = await forStudent(tx, shared, studentId);
    const now = clock.now();
    const submittedAt = opts.auto ? deadlineOf(hw, sub) : now;
    await tx
      .update(homeworkSubmissions)
      .set({
        status: 'submitted',
        submittedAt,
        autoSubmitted: opts.auto,
        late: submittedAt > hw.endAt,
        submitCount: sql`${homeworkSubmissions.submitCount} + 1`,
        scoreTenths: null,
        pendingReview: false,
        returnedUntil: null,
        updatedAt: now,
      })
      .where(eq(homeworkSubmissions.id, sub.id));
    // a resubmission is graded afresh: the teacher's scores were for the answers it replaces
    await tx.update(homeworkAnswers).set({ manualTenths: null, regrade: false }).where(eq(homeworkAnswers.submissionId, sub.id));
    return sub.id;
  });
  if (handed !== null) await gradeSubmission(db, grading, shared, handed, opts.pass);
}

/** A homework's submissions, as grading and regrading see them (../papers). */
export const homeworkPapers: GradedPapers<HomeworkRow, SubmissionRow> = {
  answers: { table: homeworkAnswers, paper: homeworkAnswers.submissionId, key: (submissionId) => ({ submissionId }) },
  answersOf,
  lockPaper: async (tx, submissionId) => (await tx.select().from(homeworkSubmissions).where(eq(homeworkSubmissions.id, submissionId)).for('update'))[0],
  handedIn: HANDED_IN,
  updateTotal,
};

/**
 * Grades a handed-in submission and writes verdicts and the total: the questions that wait for regrading when some
 * do, else every question. Repeatable.
 */
export function gradeSubmission(db: Db, grading: GradingEngine, hw: HomeworkRow, submissionId: number, pass?: GradingPass): Promise<void> {
  return gradeHandedIn(db, grading, homeworkPapers, hw, submissionId, pass);
}

/**
 * The total from the answers (a teacher's score over the automatic one), late penalty applied, and what waits. While
 * a question waits for regrading the submission has no total (null): it is neither a 0 nor a partial sum.
 */
export async function updateTotal(tx: DbOrTx, hw: HomeworkRow, sub: SubmissionRow): Promise<void> {
  const { sumTenths, pending, regrade } = paperTotal(hw.questions, new Map((await answersOf(tx, sub.id)).map((a) => [a.questionId, a])));
  const penalty = sub.late ? hw.latePenalty : 0;
  const scoreTenths = regrade ? null : Math.floor((sumTenths * (100 - penalty)) / 100);
  await tx.update(homeworkSubmissions).set({ scoreTenths, pendingReview: pending }).where(eq(homeworkSubmissions.id, sub.id));
}

/**
 * What the deadline left behind: submissions still open past their deadline (each student's own: extensions) are
 * handed in as saved, and handed-in ones without a score (a crash between handing in and grading, questions waiting
 * for regrading) are graded. Cheap when there is nothing to do. Once the engine fails in the pass, the rest waits for
 * the next one. `hw` as published (not one student's view of it).
 */
export async function closeExpired(db: Db, grading: GradingEngine, hw: HomeworkRow, pass: GradingPass = gradingPass()): Promise<void> {
  const now = clock.now();
  const open = await db
    .select()
    .from(homeworkSubmissions)
    .where(
      and(
        eq(homeworkSubmissions.homeworkId, hw.id),
        or(
          inArray(homeworkSubmissions.status, ['new', 'answering', 'returned']),
          and(inArray(homeworkSubmissions.status, [...HANDED_IN]), isNull(homeworkSubmissions.scoreTenths)),
        ),
      ),
    );
  const extended = open.some((sub) => !isHandedIn(sub.status)) ? await extensionsOf(db, hw.id) : new Map<number, Date>();
  for (const sub of open) {
    if (isHandedIn(sub.status)) {
      if (!pass.down) await gradeSubmission(db, grading, hw, sub.id, pass);
    } else if (now > deadlineOf(withExtension(hw, extended.get(sub.studentId)), sub)) await handIn(db, grading, hw, sub.studentId, { auto: true, pass });
  }
}

/**
 * Homework with work for the sweeper: past its deadline with submissions still open, or with handed-in submissions
 * not graded (a crash, questions waiting for regrading: these also before the homework ends).
 */
export async function homeworkToClose(db: DbOrTx): Promise<HomeworkRow[]> {
  const now = clock.now();
  return db
    .select()
    .from(homeworks)
    .where(
      or(
        and(
          lt(homeworks.endAt, now),
          // each submission's own deadline: the student's extension, a return's
          sql`exists (select 1 from ${homeworkSubmissions} s
            left join ${homeworkExtensions} e on e.homework_id = s.homework_id and e.student_id = s.student_id
            where s.homework_id = ${homeworks.id} and s.status in ('new', 'answering', 'returned')
              and ${sqlDeadline('s', 'homeworks', 'e')} < ${now.toISOString()})`,
        ),
        sql`exists (select 1 from ${homeworkSubmissions} s where s.homework_id = ${homeworks.id} and s.status in ('submitted', 'reviewed') and s.score_tenths is null)`,
      ),
    )
    .limit(50);
}
