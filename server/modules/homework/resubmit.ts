// Resubmission 重新提交: a homework published with allowResubmit lets a student who handed in take it back before their
// own end (the homework's, or their extension), change it and hand it in again; the latest hand-in counts. Taking it
// back keeps the handed-in version (answers, verdicts, score) in homework_submission_versions for the teacher, and
// reopens the submission: not handed in again by the end, the platform hands it in then, as any open one.
//
// Refused: when the homework does not allow it; after the student's own end (the late period is for handing in late,
// not for a second try); once 已批阅, or while a teacher has begun scoring it; while automatic grading is still going
// on; when the duplicate check has flagged the student (a pair not dismissed: the evidence stays as it was handed in);
// and once the reference answers have been shown to the student (showAnswer 'submit'), which would make a second try
// a copy of the key.
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { toPoints } from '@contract/exercise';
import type { HomeworkSheet, SubmissionVersion } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import { homeworkAnswers, homeworkDuplicates, homeworkSubmissions, homeworkSubmissionVersions } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { invalid } from '../../lib/errors';
import { ownHomework, type HomeworkRow } from './access';
import { answerReleased, homeworkSheet } from './answering';
import { answersOf, isHandedIn, submissionOf, type AnswerRow, type SubmissionRow } from './submission';

type Facts = {
  /** a teacher has given a score of their own (a draft of the review) */
  reviewing: boolean;
  /** the duplicate check paired the student with another, not dismissed */
  flagged: boolean;
  /** the reference answers are shown to the student */
  answersShown: boolean;
};

/** Why the student cannot take the handed-in homework back now (`hw` as it stands for them), or null. */
export function resubmitRefusal(hw: HomeworkRow, sub: SubmissionRow | null, now: Date, facts: Facts): string | null {
  if (!hw.allowResubmit) return '这份作业不允许重新提交';
  if (!sub || !isHandedIn(sub.status)) return '作业还没有提交，可以直接修改答案';
  if (sub.status === 'reviewed') return '作业已批阅，不能重新提交';
  if (now > hw.endAt) return '作业已截止，不能重新提交';
  if (sub.scoreTenths === null) return '作业正在自动评分，请稍后再重新提交';
  if (facts.reviewing) return '老师已开始批阅这份作业，不能重新提交';
  if (facts.flagged) return '查重发现你的答案与他人雷同，等待老师处理，不能重新提交';
  if (facts.answersShown) return '参考答案已公布，不能重新提交';
  return null;
}

async function flagged(db: DbOrTx, homeworkId: number, studentId: number): Promise<boolean> {
  const [pair] = await db
    .select({ one: sql`1` })
    .from(homeworkDuplicates)
    .where(
      and(
        eq(homeworkDuplicates.homeworkId, homeworkId),
        or(eq(homeworkDuplicates.studentId, studentId), eq(homeworkDuplicates.otherStudentId, studentId)),
        ne(homeworkDuplicates.decision, 'dismissed'),
      ),
    )
    .limit(1);
  return pair !== undefined;
}

async function factsOf(db: DbOrTx, hw: HomeworkRow, sub: SubmissionRow, answers: AnswerRow[], now: Date, answersShown?: boolean): Promise<Facts> {
  return {
    reviewing: answers.some((a) => a.manualTenths !== null),
    flagged: await flagged(db, hw.id, sub.studentId),
    answersShown: answersShown ?? (await answerReleased(db, hw, sub, now)),
  };
}

/** Until when the student may take the handed-in homework back (their own end), or null when they may not now. */
export async function resubmitUntil(db: DbOrTx, hw: HomeworkRow, sub: SubmissionRow | null, now: Date, answersShown: boolean): Promise<Date | null> {
  // the cheap refusals first: most homework does not allow it, most results are read after the end
  if (resubmitRefusal(hw, sub, now, { reviewing: false, flagged: false, answersShown: false }) !== null || !sub) return null;
  const facts = await factsOf(db, hw, sub, await answersOf(db, sub.id), now, answersShown);
  return resubmitRefusal(hw, sub, now, facts) === null ? hw.endAt : null;
}

/**
 * Takes the handed-in homework back: the version handed in (answers with their verdicts and scores, the total) is
 * kept as version `submitCount`, the submission opens again for changes, and its grading starts afresh at the next
 * hand-in. One transaction on the locked submission, so a teacher's review or a second click queues behind it.
 */
export async function startResubmit(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { studentId: number; homeworkId: number },
): Promise<HomeworkSheet> {
  const { hw } = await ownHomework(db, actor, body.studentId, body.homeworkId);
  await db.transaction(async (tx) => {
    const sub = await submissionOf(tx, hw.id, actor.userId, { lock: true });
    const now = clock.now();
    const answers = sub ? await answersOf(tx, sub.id) : [];
    const refusal = resubmitRefusal(hw, sub, now, sub ? await factsOf(tx, hw, sub, answers, now) : { reviewing: false, flagged: false, answersShown: false });
    if (refusal || !sub) throw invalid(refusal ?? '作业还没有提交');
    await tx
      .insert(homeworkSubmissionVersions)
      .values({
        submissionId: sub.id,
        version: sub.submitCount,
        submittedAt: sub.submittedAt ?? now,
        scoreTenths: sub.scoreTenths,
        answers: answers
          .filter((a) => a.seq > 0)
          .map((a) => ({ questionId: a.questionId, answer: a.answer, verdict: a.verdict, autoTenths: a.autoTenths, manualTenths: a.manualTenths })),
      })
      .onConflictDoNothing();
    await tx
      .update(homeworkSubmissions)
      .set({ status: 'answering', submittedAt: null, autoSubmitted: false, late: false, scoreTenths: null, pendingReview: false, updatedAt: now })
      .where(eq(homeworkSubmissions.id, sub.id));
    // the answers stay for the student to change; their grading belonged to the version kept above
    await tx
      .update(homeworkAnswers)
      .set({ verdict: null, autoTenths: null, manualTenths: null, regrade: false })
      .where(eq(homeworkAnswers.submissionId, sub.id));
  });
  return homeworkSheet(db, grading, actor, body.studentId, body.homeworkId);
}

/** The versions the student took back, newest first, as the teacher's review shows them. */
export async function versionsOf(db: DbOrTx, hw: HomeworkRow, submissionId: number | null): Promise<SubmissionVersion[]> {
  if (submissionId === null) return [];
  const rows = await db
    .select()
    .from(homeworkSubmissionVersions)
    .where(eq(homeworkSubmissionVersions.submissionId, submissionId))
    .orderBy(desc(homeworkSubmissionVersions.version));
  return rows.map((v) => {
    const byId = new Map(v.answers.map((a) => [a.questionId, a]));
    return {
      version: v.version,
      submittedAt: v.submittedAt.toISOString(),
      score: v.scoreTenths === null ? null : toPoints(v.scoreTenths),
      answers: hw.questions.map((q) => {
        const a = byId.get(q.questionId);
        const final = a ? (a.manualTenths ?? a.autoTenths) : null;
        return {
          questionId: q.questionId,
          position: q.position,
          answer: a?.answer ?? null,
          verdict: a?.verdict ?? null,
          score: final === null ? null : toPoints(final),
        };
      }),
    };
  });
}
