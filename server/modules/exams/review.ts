// One attempt for the teacher: every answer (in the paper's own keys and order) with the reference, the verdicts and
// the scores; grading question by question, where a teacher's score overrides the automatic one.
import { eq } from 'drizzle-orm';
import type { ExamAnswerView, ExamScoreRow } from '@contract/exam';
import { toPoints, toTenths } from '@contract/exercise';
import type { Db, DbOrTx } from '../../db/client';
import { examAnswers, examClasses, examAttempts, users } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { invalid, notFound } from '../../lib/errors';
import { taughtAttempt, type AttemptRow, type ExamClassRow } from './access';
import { answersOf, closeExpired, isHandedIn, updateTotal } from './attempt';
import { summariesOf } from './publish';
import { rowOf, type Student } from './report';
import { extraOf } from './terms';

async function studentOf(db: DbOrTx, userId: number): Promise<Student> {
  const [s] = await db.select({ userId: users.id, code: users.code, name: users.name }).from(users).where(eq(users.id, userId));
  if (!s) throw notFound('学生');
  return s;
}

async function rowFor(db: DbOrTx, ec: ExamClassRow, a: AttemptRow): Promise<ExamScoreRow> {
  return rowOf(ec, await studentOf(db, a.studentId), a, await answersOf(db, a.id), clock.now(), await extraOf(db, ec.id, a.studentId));
}

/** The exam-class's attempts in the roster's order (by account), for previous and next. */
async function attemptOrder(db: DbOrTx, examClassId: number): Promise<number[]> {
  const rows = await db
    .select({ id: examAttempts.id })
    .from(examAttempts)
    .innerJoin(users, eq(users.id, examAttempts.studentId))
    .where(eq(examAttempts.examClassId, examClassId))
    .orderBy(users.code, examAttempts.id);
  return rows.map((r) => r.id);
}

export async function examAnswerView(db: Db, grading: GradingEngine, actor: AuthContext, attemptId: number): Promise<ExamAnswerView> {
  const { ec } = await taughtAttempt(db, actor, attemptId, { grading: true });
  await closeExpired(db, grading, ec);
  const [a] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  if (!a) throw notFound('考试成绩');
  const student = await studentOf(db, a.studentId);
  const answers = await answersOf(db, a.id);
  const byId = new Map(answers.map((x) => [x.questionId, x]));
  const order = await attemptOrder(db, ec.id);
  const at = order.indexOf(a.id);
  const [summary] = await summariesOf(db, eq(examClasses.id, ec.id));
  return {
    examClass: summary!,
    student,
    row: rowOf(ec, student, a, answers, clock.now(), await extraOf(db, ec.id, a.studentId)),
    comment: a.comment,
    questions: ec.questions.map((q) => {
      const x = byId.get(q.questionId);
      const { scoreTenths, ...rest } = q;
      return {
        question: { ...rest, score: toPoints(scoreTenths), sceneName: 'sceneId' in q.spec ? (ec.scenes[String(q.spec.sceneId)]?.name ?? null) : null },
        answer: x && x.seq > 0 ? x.answer : null,
        verdict: x?.verdict ?? null,
        autoScore: x?.autoTenths == null ? null : toPoints(x.autoTenths),
        manualScore: x?.manualTenths == null ? null : toPoints(x.manualTenths),
        comment: x?.comment ?? null,
      };
    }),
    previousScoreId: at > 0 ? order[at - 1]! : null,
    nextScoreId: at >= 0 && at < order.length - 1 ? order[at + 1]! : null,
  };
}

type GradeBody = {
  scoreId: number;
  questions: { questionId: number; score: number | null; comment: string | null }[];
  comment: string | null;
  finish: boolean;
};

/** The teacher's scores and comments; `finish` marks it 已批阅 once no question waits for a score. */
export async function gradeExam(db: Db, actor: AuthContext, body: GradeBody): Promise<ExamScoreRow> {
  const { ec } = await taughtAttempt(db, actor, body.scoreId, { grading: true });
  const after = await db.transaction(async (tx) => {
    const [a] = await tx.select().from(examAttempts).where(eq(examAttempts.id, body.scoreId)).for('update');
    if (!a || !isHandedIn(a.status)) throw invalid('学生还没有交卷');
    if (a.scoreTenths === null) throw invalid('试卷正在自动评分，请稍后再批阅');
    for (const g of body.questions) {
      const q = ec.questions.find((x) => x.questionId === g.questionId);
      if (!q) throw invalid('题目不属于这场考试');
      const tenths = g.score === null ? null : toTenths(g.score);
      if (tenths !== null && Math.abs(tenths - g.score! * 10) > 1e-6) throw invalid(`第 ${q.position} 题的分数最多一位小数`);
      if (tenths !== null && tenths > q.scoreTenths) throw invalid(`第 ${q.position} 题的分数不能超过 ${toPoints(q.scoreTenths)} 分`);
      await tx
        .insert(examAnswers)
        .values({ attemptId: a.id, questionId: q.questionId, answer: {}, seq: 0, manualTenths: tenths, comment: g.comment })
        .onConflictDoUpdate({ target: [examAnswers.attemptId, examAnswers.questionId], set: { manualTenths: tenths, comment: g.comment } });
    }
    await updateTotal(tx, ec, a.id);
    const [graded] = await tx.select().from(examAttempts).where(eq(examAttempts.id, a.id));
    if (body.finish && graded!.pendingReview) {
      const waiting = (await answersOf(tx, a.id)).filter((x) => x.verdict && x.manualTenths === null && x.autoTenths === null);
      const numbers = waiting.map((x) => ec.questions.find((q) => q.questionId === x.questionId)?.position).join('、');
      throw invalid(`第 ${numbers} 题还没有给分，不能完成批阅`);
    }
    const now = clock.now();
    const [saved] = await tx
      .update(examAttempts)
      .set({ comment: body.comment, updatedAt: now, ...(body.finish ? { status: 'reviewed' as const, reviewedBy: actor.userId, reviewedAt: now } : {}) })
      .where(eq(examAttempts.id, a.id))
      .returning();
    return saved!;
  });
  return rowFor(db, ec, after);
}
