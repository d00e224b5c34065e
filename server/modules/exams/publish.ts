// Publishing a paper to classes: each class gets its own exam-class holding a snapshot of the questions (and of the
// scenes they run on), so editing the paper or the bank later never changes what students answer.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { changesShuffling, SHUFFLING_FIXED, type ExamClassSettings, type ExamClassSummary } from '@contract/exam';
import { toPoints } from '@contract/exercise';
import type { Db, DbOrTx } from '../../db/client';
import { classes, classStudents, examAudience, examClasses, examAttempts } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { invalid } from '../../lib/errors';
import { checkPublication, studentCounts, taughtClass, taughtScope } from '../classes/access';
import { questionSnapshot } from '../exercises/paper';
import { examRow, taughtExamClass, viewableExamPapers } from './access';
import { awaitsReviewSql } from '../papers/awaiting-review';
import { studentsOnRoster } from '../papers/audience';
import { HANDED_IN } from './attempt';
import { paperRows } from './papers';

const settingsColumns = (s: ExamClassSettings) => ({
  startAt: new Date(s.startAt),
  endAt: new Date(s.endAt),
  durationMinutes: s.durationMinutes,
  shuffleQuestions: s.shuffleQuestions,
  shuffleOptions: s.shuffleOptions,
  showScore: s.showScore,
  showAnswer: s.showAnswer,
  releaseVerdicts: s.releaseVerdicts,
});

/**
 * Publishes the paper to the classes, one exam-class each. With `studentIds` (one class only) it is for those students
 * of the class alone (a make-up exam: targeted, with their exam_audience rows); each must be on the roster.
 */
export async function publishExam(
  db: Db,
  actor: AuthContext,
  body: { examId: number; classIds: number[]; name: string | null; settings: ExamClassSettings; studentIds?: number[] },
): Promise<ExamClassSummary[]> {
  const ids = await db.transaction(async (tx) => {
    const exam = await examRow(tx, body.examId);
    await viewableExamPapers(tx, actor, exam.courseId);
    await checkPublication(tx, actor, { courseId: exam.courseId, classIds: body.classIds, endAt: body.settings.endAt, endLabel: '结束时间' });
    const audience = body.studentIds ? await studentsOnRoster(tx, await taughtClass(tx, actor, body.classIds[0]!), body.studentIds) : null;
    const rows = await paperRows(tx, exam.id);
    if (rows.length === 0) throw invalid('试卷中还没有题目，请先添加题目再发布');
    const snapshot = await questionSnapshot(tx, rows);
    const inserted = await tx
      .insert(examClasses)
      .values(
        body.classIds.map((classId) => ({
          examId: exam.id,
          courseId: exam.courseId,
          classId,
          name: body.name ?? exam.name,
          description: exam.description,
          ...snapshot,
          ...settingsColumns(body.settings),
          targeted: audience !== null,
          publishedBy: actor.userId,
        })),
      )
      .returning({ id: examClasses.id });
    if (audience) await tx.insert(examAudience).values(audience.map((st) => ({ examClassId: inserted[0]!.id, studentId: st.userId })));
    return inserted.map((r) => r.id);
  });
  return summariesOf(db, inArray(examClasses.id, ids));
}

/**
 * The window, duration, shuffling and release settings may change after publishing; the questions may not.
 * Attempts already started keep their deadline (it was promised at their start); the rest get the new settings.
 * The shuffling is fixed once anyone has started: it decides the order and the option labels a student is answering
 * in, and changing it would reorder and relabel their paper under them.
 */
export async function updateExamClass(db: Db, actor: AuthContext, body: { examClassId: number; settings: ExamClassSettings }): Promise<ExamClassSummary> {
  await db.transaction(async (tx) => {
    const { ec } = await taughtExamClass(tx, actor, body.examClassId);
    if (changesShuffling(ec, body.settings)) {
      // the row lock waits for a start being written (its attempt's foreign key holds a share lock), so the count sees it
      await tx.select({ id: examClasses.id }).from(examClasses).where(eq(examClasses.id, ec.id)).for('update');
      const [started] = await tx.select({ n: count() }).from(examAttempts).where(eq(examAttempts.examClassId, ec.id));
      if (started!.n > 0) throw invalid(SHUFFLING_FIXED);
    }
    await tx.update(examClasses).set(settingsColumns(body.settings)).where(eq(examClasses.id, body.examClassId));
  });
  return (await summariesOf(db, eq(examClasses.id, body.examClassId)))[0]!;
}

/** Withdraws the exam-class with every attempt and answer (the foreign keys cascade). */
export async function deleteExamClass(db: Db, actor: AuthContext, examClassId: number): Promise<null> {
  await db.transaction(async (tx) => {
    await taughtExamClass(tx, actor, examClassId);
    await tx.delete(examClasses).where(eq(examClasses.id, examClassId));
  });
  return null;
}

/** The exam-classes of the classes the actor teaches (admins: all), by course, class or paper. */
export async function listExamClasses(
  db: DbOrTx,
  actor: AuthContext,
  q: { courseId?: number; classId?: number; examId?: number },
): Promise<ExamClassSummary[]> {
  if (q.courseId === undefined && q.classId === undefined && q.examId === undefined) throw invalid('请指定课程、班级或考试');
  if (q.classId !== undefined) await taughtClass(db, actor, q.classId, { grading: true });
  return summariesOf(
    db,
    and(
      taughtScope(actor, { grading: true }),
      q.courseId !== undefined ? eq(examClasses.courseId, q.courseId) : undefined,
      q.classId !== undefined ? eq(examClasses.classId, q.classId) : undefined,
      q.examId !== undefined ? eq(examClasses.examId, q.examId) : undefined,
    ),
  );
}

const done = inArray(examAttempts.status, [...HANDED_IN]);

/** Summaries with progress, newest first: three grouped queries whatever the number of exam-classes. */
export async function summariesOf(db: DbOrTx, where: SQL | undefined): Promise<ExamClassSummary[]> {
  const rows = await db
    .select({ ec: examClasses, className: classes.name })
    .from(examClasses)
    .innerJoin(classes, eq(classes.id, examClasses.classId))
    .where(where)
    .orderBy(desc(examClasses.publishedAt), desc(examClasses.id));
  if (rows.length === 0) return [];
  const classIds = [...new Set(rows.map((r) => r.ec.classId))];
  const targeted = rows.filter((r) => r.ec.targeted).map((r) => r.ec.id);
  const [rosterOf, audienceOf, progress] = await Promise.all([
    studentCounts(db, classIds),
    // a targeted exam-class is for its chosen students still on the roster
    targeted.length
      ? db
          .select({ examClassId: examAudience.examClassId, n: count() })
          .from(examAudience)
          .innerJoin(examClasses, eq(examClasses.id, examAudience.examClassId))
          .innerJoin(classStudents, and(eq(classStudents.classId, examClasses.classId), eq(classStudents.userId, examAudience.studentId)))
          .where(inArray(examAudience.examClassId, targeted))
          .groupBy(examAudience.examClassId)
          .then((counts) => new Map(counts.map((c) => [c.examClassId, c.n])))
      : new Map<number, number>(),
    db
      .select({
        examClassId: examAttempts.examClassId,
        started: count(),
        submitted: sql<number>`count(*) filter (where ${done})`.mapWith(Number),
        reviewed: sql<number>`count(*) filter (where ${examAttempts.status} = 'reviewed')`.mapWith(Number),
        pending:
          sql<number>`count(*) filter (where ${awaitsReviewSql({ status: examAttempts.status, pendingReview: examAttempts.pendingReview, showScore: examClasses.showScore })})`.mapWith(
            Number,
          ),
        average: sql<number | null>`avg(${examAttempts.scoreTenths}) filter (where ${done})`.mapWith((v) => (v === null ? null : Number(v))),
      })
      .from(examAttempts)
      // students taken off the roster no longer count
      .innerJoin(examClasses, eq(examClasses.id, examAttempts.examClassId))
      .innerJoin(classStudents, and(eq(classStudents.classId, examClasses.classId), eq(classStudents.userId, examAttempts.studentId)))
      .where(
        inArray(
          examAttempts.examClassId,
          rows.map((r) => r.ec.id),
        ),
      )
      .groupBy(examAttempts.examClassId),
  ]);
  const progressOf = new Map(progress.map((p) => [p.examClassId, p]));
  return rows.map(({ ec, className }) => {
    const p = progressOf.get(ec.id);
    return {
      examClassId: ec.id,
      examId: ec.examId,
      courseId: ec.courseId,
      classId: ec.classId,
      className,
      name: ec.name,
      questionCount: ec.questions.length,
      totalScore: toPoints(ec.totalTenths),
      startAt: ec.startAt.toISOString(),
      endAt: ec.endAt.toISOString(),
      durationMinutes: ec.durationMinutes,
      shuffleQuestions: ec.shuffleQuestions,
      shuffleOptions: ec.shuffleOptions,
      releaseVerdicts: ec.releaseVerdicts,
      showScore: ec.showScore,
      showAnswer: ec.showAnswer,
      publishedAt: ec.publishedAt.toISOString(),
      targeted: ec.targeted,
      studentCount: (ec.targeted ? audienceOf.get(ec.id) : rosterOf.get(ec.classId)) ?? 0,
      startedCount: p?.started ?? 0,
      submittedCount: p?.submitted ?? 0,
      reviewedCount: p?.reviewed ?? 0,
      pendingCount: p?.pending ?? 0,
      averageScore: p?.average == null ? null : Math.round(p.average) / 10,
    };
  });
}
