// The teacher's side of a homework: every student of the class with their submission, grading question by
// question, returning for another try, and the scores as a spreadsheet.
import { and, eq, ne } from 'drizzle-orm';
import { isAnswered } from '@contract/answer';
import { toPoints, toTenths } from '@contract/exercise';
import { SUBMISSION_STATUS_NAMES, type SubmissionReview, type SubmissionRow as Row } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import { homeworkAnswers, homeworkDuplicates, homeworks, homeworkSubmissions, users } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import { awaitsRegrade } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { notify } from '../notices/service';
import { awaitsReview } from '../papers/awaiting-review';
import { invalid, notFound } from '../../lib/errors';
import { writeSheet, type SheetColumn, type SheetValue } from '../../lib/xlsx-sheet';
import { taughtHomework, type HomeworkRow } from './access';
import { finalDeadline, summariesOf } from './publish';
import type { Student } from '../papers/audience';
import { versionsOf } from './resubmit';
import { answersOf, closeExpired, formatTime, isHandedIn, scoreReleased, submissionOf, updateTotal, type AnswerRow, type SubmissionRow } from './submission';
import { extensionOf, extensionsOf, homeworkStudents, withExtension } from './terms';

async function similarityOf(db: DbOrTx, homeworkId: number): Promise<Map<number, number>> {
  const pairs = await db
    .select()
    .from(homeworkDuplicates)
    .where(and(eq(homeworkDuplicates.homeworkId, homeworkId), ne(homeworkDuplicates.decision, 'dismissed')));
  const best = new Map<number, number>();
  for (const p of pairs) {
    for (const id of [p.studentId, p.otherStudentId]) best.set(id, Math.max(best.get(id) ?? 0, p.similarity));
  }
  return best;
}

/** One student's row; `extendedTo`: their extension's end, when granted one. */
function rowOf(hw: HomeworkRow, s: Student, sub: SubmissionRow | null, answers: AnswerRow[], similarity: number | undefined, extendedTo: Date | null): Row {
  const byId = new Map(answers.map((a) => [a.questionId, a.answer]));
  const own = withExtension(hw, extendedTo);
  return {
    studentId: s.userId,
    code: s.code,
    name: s.name,
    status: sub?.status ?? 'new',
    submittedAt: sub?.submittedAt?.toISOString() ?? null,
    late: sub?.late ?? false,
    autoSubmitted: sub?.autoSubmitted ?? false,
    answeredCount: hw.questions.filter((q) => isAnswered(q, byId.get(q.questionId))).length,
    score: sub?.scoreTenths == null ? null : toPoints(sub.scoreTenths),
    pendingReview: awaitsReview(hw.showScore, sub),
    scoreReleased: !!sub && scoreReleased(own, sub, clock.now()),
    maxSimilarity: similarity ?? null,
    regradePending: !!sub && isHandedIn(sub.status) && answers.some(awaitsRegrade),
    extendedTo: own === hw ? null : own.endAt.toISOString(),
    submitCount: sub?.submitCount ?? 0,
  };
}

/**
 * Every student the homework is for (the class, or a targeted homework's chosen students; also those who never opened
 * it), with what the deadline left handed in.
 */
async function classRows(db: Db, grading: GradingEngine, hw: HomeworkRow) {
  await closeExpired(db, grading, hw);
  const [roster, subs, answers, similar, extended] = await Promise.all([
    homeworkStudents(db, hw),
    db.select().from(homeworkSubmissions).where(eq(homeworkSubmissions.homeworkId, hw.id)),
    db
      .select({ a: homeworkAnswers })
      .from(homeworkAnswers)
      .innerJoin(homeworkSubmissions, eq(homeworkSubmissions.id, homeworkAnswers.submissionId))
      .where(eq(homeworkSubmissions.homeworkId, hw.id)),
    similarityOf(db, hw.id),
    extensionsOf(db, hw.id),
  ]);
  const subOf = new Map(subs.map((s) => [s.studentId, s]));
  const answersOfSub = new Map<number, AnswerRow[]>();
  for (const { a } of answers) answersOfSub.set(a.submissionId, [...(answersOfSub.get(a.submissionId) ?? []), a]);
  return roster.map((s) => {
    const sub = subOf.get(s.userId) ?? null;
    return {
      student: s,
      sub,
      answers: sub ? (answersOfSub.get(sub.id) ?? []) : [],
      row: rowOf(hw, s, sub, sub ? (answersOfSub.get(sub.id) ?? []) : [], similar.get(s.userId), extended.get(s.userId) ?? null),
    };
  });
}

export async function homeworkSubmissionList(db: Db, grading: GradingEngine, actor: AuthContext, homeworkId: number) {
  const { hw } = await taughtHomework(db, actor, homeworkId, { grading: true });
  const rows = await classRows(db, grading, hw);
  const [summary] = await summariesOf(db, eq(homeworks.id, hw.id));
  return { homework: summary, rows: rows.map((r) => r.row) };
}

/** A student the homework is for, or one who handed it in before leaving the class. */
async function studentOf(db: DbOrTx, hw: HomeworkRow, studentId: number): Promise<Student> {
  const [s] = await db.select({ userId: users.id, code: users.code, name: users.name }).from(users).where(eq(users.id, studentId));
  const onRoster = (await homeworkStudents(db, hw)).some((r) => r.userId === studentId);
  if (!s || (!onRoster && !(await submissionOf(db, hw.id, studentId)))) throw notFound('学生的作业');
  return s;
}

export async function reviewSubmission(db: Db, grading: GradingEngine, actor: AuthContext, homeworkId: number, studentId: number): Promise<SubmissionReview> {
  const { hw } = await taughtHomework(db, actor, homeworkId, { grading: true });
  await closeExpired(db, grading, hw);
  const student = await studentOf(db, hw, studentId);
  const sub = await submissionOf(db, hw.id, studentId);
  const answers = sub ? await answersOf(db, sub.id) : [];
  const byId = new Map(answers.map((a) => [a.questionId, a]));
  const roster = await homeworkStudents(db, hw);
  const at = roster.findIndex((r) => r.userId === studentId);
  const [summary] = await summariesOf(db, eq(homeworks.id, hw.id));
  return {
    homework: summary,
    student: { userId: student.userId, code: student.code, name: student.name },
    row: rowOf(hw, student, sub, answers, (await similarityOf(db, hw.id)).get(studentId), await extensionOf(db, hw.id, studentId)),
    comment: sub?.comment ?? null,
    returnedUntil: sub?.returnedUntil?.toISOString() ?? null,
    questions: hw.questions.map((q) => {
      const a = byId.get(q.questionId);
      const { scoreTenths, ...rest } = q;
      return {
        question: { ...rest, score: toPoints(scoreTenths), sceneName: 'sceneId' in q.spec ? (hw.scenes[String(q.spec.sceneId)]?.name ?? null) : null },
        answer: a && a.seq > 0 ? a.answer : null,
        verdict: a?.verdict ?? null,
        autoScore: a?.autoTenths == null ? null : toPoints(a.autoTenths),
        manualScore: a?.manualTenths == null ? null : toPoints(a.manualTenths),
        comment: a?.comment ?? null,
      };
    }),
    versions: await versionsOf(db, hw, sub?.id ?? null),
    previousStudentId: at > 0 ? roster[at - 1].userId : null,
    nextStudentId: at >= 0 && at < roster.length - 1 ? roster[at + 1].userId : null,
  };
}

async function rowFor(db: DbOrTx, hw: HomeworkRow, studentId: number): Promise<Row> {
  const student = await studentOf(db, hw, studentId);
  const sub = await submissionOf(db, hw.id, studentId);
  return rowOf(
    hw,
    student,
    sub,
    sub ? await answersOf(db, sub.id) : [],
    (await similarityOf(db, hw.id)).get(studentId),
    await extensionOf(db, hw.id, studentId),
  );
}

/** A handed-in submission, locked for a teacher's change. */
async function handedIn(tx: DbOrTx, hw: HomeworkRow, studentId: number): Promise<SubmissionRow> {
  await studentOf(tx, hw, studentId);
  const sub = await submissionOf(tx, hw.id, studentId, { lock: true });
  if (!sub || !isHandedIn(sub.status)) throw invalid('学生还没有提交这份作业');
  if (sub.scoreTenths === null) throw invalid('作业正在自动评分，请稍后再批阅');
  return sub;
}

export async function gradeSubmissionByTeacher(
  db: Db,
  actor: AuthContext,
  body: {
    homeworkId: number;
    studentId: number;
    questions: { questionId: number; score: number | null; comment: string | null }[];
    comment: string | null;
    finish: boolean;
  },
): Promise<Row> {
  const { hw } = await taughtHomework(db, actor, body.homeworkId, { grading: true });
  await db.transaction(async (tx) => {
    const sub = await handedIn(tx, hw, body.studentId);
    for (const g of body.questions) {
      const q = hw.questions.find((x) => x.questionId === g.questionId);
      if (!q) throw invalid('题目不属于这份作业');
      const tenths = g.score === null ? null : toTenths(g.score);
      if (tenths !== null && Math.abs(tenths - g.score! * 10) > 1e-6) throw invalid(`第 ${q.position} 题的分数最多一位小数`);
      if (tenths !== null && tenths > q.scoreTenths) throw invalid(`第 ${q.position} 题的分数不能超过 ${toPoints(q.scoreTenths)} 分`);
      await tx
        .insert(homeworkAnswers)
        .values({ submissionId: sub.id, questionId: q.questionId, answer: {}, seq: 0, manualTenths: tenths, comment: g.comment })
        .onConflictDoUpdate({ target: [homeworkAnswers.submissionId, homeworkAnswers.questionId], set: { manualTenths: tenths, comment: g.comment } });
    }
    await updateTotal(tx, hw, sub);
    const [after] = await tx.select().from(homeworkSubmissions).where(eq(homeworkSubmissions.id, sub.id));
    if (body.finish && after.pendingReview) {
      const waiting = (await answersOf(tx, sub.id)).filter((a) => a.verdict && a.manualTenths === null && a.autoTenths === null);
      const numbers = waiting.map((a) => hw.questions.find((q) => q.questionId === a.questionId)?.position).join('、');
      throw invalid(`第 ${numbers} 题还没有给分，不能完成批阅`);
    }
    const now = clock.now();
    await tx
      .update(homeworkSubmissions)
      .set({ comment: body.comment, updatedAt: now, ...(body.finish ? { status: 'reviewed' as const, reviewedBy: actor.userId, reviewedAt: now } : {}) })
      .where(eq(homeworkSubmissions.id, sub.id));
    // the student hears of 完成批阅 once, with when the score shows (never the score itself: it may be held)
    if (body.finish && sub.status !== 'reviewed') {
      const own = withExtension(hw, await extensionOf(tx, hw.id, body.studentId));
      await notify(tx, body.studentId, reviewedNotice(own, body.studentId, { ...after, status: 'reviewed' }, now));
    }
  });
  return rowFor(db, hw, body.studentId);
}

/** What a student reads when their homework is 已批阅: whether the score shows now, or when it will. */
function reviewedNotice(hw: HomeworkRow, studentId: number, after: SubmissionRow, now: Date) {
  const when = (() => {
    if (scoreReleased(hw, after, now)) return '可以查看成绩和评语';
    if (hw.showScore === 'end') return `成绩将在 ${formatTime(finalDeadline(hw))} 后公布`;
    return '本作业不公布成绩';
  })();
  return {
    type: 'notification' as const,
    title: '作业已批阅',
    content: `《${hw.name}》已批阅，${when}`,
    link: `/task-stu/detail/studentId/homeworkId/${studentId}/${hw.id}`,
  };
}

/** Gives a handed-in submission back: the student may change it and hand it in again until `until`. */
export async function returnSubmission(
  db: Db,
  actor: AuthContext,
  body: { homeworkId: number; studentId: number; comment: string | null; until: string },
): Promise<Row> {
  const { hw } = await taughtHomework(db, actor, body.homeworkId);
  const until = new Date(body.until);
  if (until <= clock.now()) throw invalid('重新提交的截止时间须晚于现在');
  await db.transaction(async (tx) => {
    const sub = await handedIn(tx, hw, body.studentId);
    await tx
      .update(homeworkSubmissions)
      .set({ status: 'returned', returnedUntil: until, comment: body.comment, reviewedBy: actor.userId, reviewedAt: clock.now(), updatedAt: clock.now() })
      .where(eq(homeworkSubmissions.id, sub.id));
    // in the same transaction: the student hears of it exactly when it happened
    await notify(tx, body.studentId, {
      type: 'notification',
      title: '作业被退回，请修改后重新提交',
      content: `《${hw.name}》${body.comment ? `：${body.comment}` : ''}（重新提交截止 ${formatTime(until)}）`,
      link: `/task-stu/answser/studentId/homeworkId/${body.studentId}/${hw.id}`,
    });
  });
  return rowFor(db, hw, body.studentId);
}

/** The class's scores as .xlsx: one row per student, one column per question; scores are numbers, the time a date. */
export async function exportSubmissions(db: Db, grading: GradingEngine, actor: AuthContext, homeworkId: number): Promise<{ name: string; content: Buffer }> {
  const { hw } = await taughtHomework(db, actor, homeworkId, { grading: true });
  const rows = await classRows(db, grading, hw);
  const questionKey = (i: number) => `q${i}` as const;
  type Key = 'code' | 'name' | 'status' | 'submittedAt' | 'late' | 'score' | `q${number}`;
  const columns: SheetColumn<Key>[] = [
    { key: 'code', header: '学号', width: 16, required: true, note: '' },
    { key: 'name', header: '姓名', width: 12, required: true, note: '' },
    { key: 'status', header: '状态', width: 10, required: true, note: '' },
    { key: 'submittedAt', header: '提交时间', width: 18, required: false, note: '', type: 'date' },
    { key: 'late', header: '迟交', width: 6, required: false, note: '' },
    { key: 'score', header: `得分（满分 ${toPoints(hw.totalTenths)}）`, width: 14, required: false, note: '', type: 'number' },
    ...hw.questions.map(
      (q, i): SheetColumn<Key> => ({
        key: questionKey(i),
        header: `第${q.position}题（${toPoints(q.scoreTenths)}分）`,
        width: 12,
        required: false,
        note: '',
        type: 'number',
      }),
    ),
  ];
  const data = rows.map(({ row, answers }) => {
    const byId = new Map(answers.map((a) => [a.questionId, a]));
    const values: Record<Key, SheetValue> = {
      code: row.code,
      name: row.name,
      status: SUBMISSION_STATUS_NAMES[row.status],
      submittedAt: row.submittedAt ? new Date(row.submittedAt) : null,
      late: row.late ? '是' : null,
      score: row.score,
    };
    hw.questions.forEach((q, i) => {
      const a = byId.get(q.questionId);
      const t = a ? (a.manualTenths ?? a.autoTenths) : null;
      values[questionKey(i)] = isHandedIn(row.status) && t !== null && t !== undefined ? toPoints(t) : null;
    });
    return values;
  });
  const content = await writeSheet({ sheetName: '成绩', columns, rows: data });
  return { name: `${hw.name}-成绩.xlsx`, content };
}
