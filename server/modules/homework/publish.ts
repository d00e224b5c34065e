// Publishing a task to classes: each class gets its own homework holding a snapshot of the questions (and of the
// scenes they run on), so editing the task or the questions later never changes what students answer.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { toPoints } from '@contract/exercise';
import type { HomeworkSettings, HomeworkSummary } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import { classes, classStudents, homeworkAudience, homeworks, homeworkSubmissions, taskQuestions, tasks } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { invalid, notFound } from '../../lib/errors';
import { checkPublication, studentCounts, taughtClass, taughtScope } from '../classes/access';
import { viewableBank } from '../exercises/bank';
import { questionSnapshot, type QuestionSnapshot } from '../exercises/paper';
import { awaitsReviewSql } from '../papers/awaiting-review';
import { studentsOnRoster } from '../papers/audience';
import { taughtHomework, type HomeworkRow } from './access';
import { forStudentSql } from './terms';

const settingsColumns = (s: HomeworkSettings) => ({
  startAt: new Date(s.startAt),
  endAt: new Date(s.endAt),
  latePolicy: s.latePolicy,
  lateUntil: s.latePolicy === 'accept' && s.lateUntil ? new Date(s.lateUntil) : null,
  latePenalty: s.latePolicy === 'accept' ? s.latePenalty : 0,
  showScore: s.showScore,
  showAnswer: s.showAnswer,
  duplicateCheck: s.duplicateCheck,
});

/** The last moment the homework takes answers: its end, or the late limit when late work is accepted. */
export const finalDeadline = (hw: Pick<HomeworkRow, 'endAt' | 'latePolicy' | 'lateUntil'>): Date =>
  hw.latePolicy === 'accept' && hw.lateUntil && hw.lateUntil > hw.endAt ? hw.lateUntil : hw.endAt;

/** The task's questions and their scenes as they are now: what a publication freezes. */
export async function snapshotOf(db: DbOrTx, taskId: number): Promise<QuestionSnapshot> {
  const rows = await db
    .select({ exerciseId: taskQuestions.exerciseId, scoreTenths: taskQuestions.scoreTenths })
    .from(taskQuestions)
    .where(eq(taskQuestions.taskId, taskId))
    .orderBy(asc(taskQuestions.position), asc(taskQuestions.exerciseId));
  if (rows.length === 0) throw invalid('作业中还没有题目，请先添加题目再发布');
  return questionSnapshot(db, rows);
}

/**
 * Publishes the task to the classes, one homework each. With `studentIds` (one class only) it is for those students
 * of the class alone (make-up work: targeted, with their homework_audience rows); each must be on the roster.
 */
export async function publishTask(
  db: Db,
  actor: AuthContext,
  body: { taskId: number; classIds: number[]; name: string | null; settings: HomeworkSettings; studentIds?: number[]; allowResubmit: boolean },
): Promise<HomeworkSummary[]> {
  const ids = await db.transaction(async (tx) => {
    const [task] = await tx.select().from(tasks).where(eq(tasks.id, body.taskId));
    if (!task) throw notFound('作业');
    await viewableBank(tx, actor, task.courseId);
    await checkPublication(tx, actor, { courseId: task.courseId, classIds: body.classIds, endAt: body.settings.endAt, endLabel: '截止时间' });
    const audience = body.studentIds ? await studentsOnRoster(tx, await taughtClass(tx, actor, body.classIds[0]!), body.studentIds) : null;
    const snapshot = await snapshotOf(tx, task.id);
    const rows = await tx
      .insert(homeworks)
      .values(
        body.classIds.map((classId) => ({
          taskId: task.id,
          courseId: task.courseId,
          classId,
          name: body.name ?? task.name,
          description: task.description,
          ...snapshot,
          ...settingsColumns(body.settings),
          allowResubmit: body.allowResubmit,
          targeted: audience !== null,
          publishedBy: actor.userId,
        })),
      )
      .returning({ id: homeworks.id });
    if (audience) await tx.insert(homeworkAudience).values(audience.map((st) => ({ homeworkId: rows[0]!.id, studentId: st.userId })));
    return rows.map((r) => r.id);
  });
  return summariesOf(db, inArray(homeworks.id, ids));
}

/** Times and release settings may change after publishing (a later end, earlier scores); the questions may not. */
export async function updateHomework(db: Db, actor: AuthContext, body: { homeworkId: number; settings: HomeworkSettings }): Promise<HomeworkSummary> {
  await db.transaction(async (tx) => {
    await taughtHomework(tx, actor, body.homeworkId);
    await tx.update(homeworks).set(settingsColumns(body.settings)).where(eq(homeworks.id, body.homeworkId));
  });
  return (await summariesOf(db, eq(homeworks.id, body.homeworkId)))[0];
}

export async function deleteHomework(db: Db, actor: AuthContext, homeworkId: number): Promise<null> {
  await db.transaction(async (tx) => {
    await taughtHomework(tx, actor, homeworkId);
    await tx.delete(homeworks).where(eq(homeworks.id, homeworkId));
  });
  return null;
}

/** The homework of the classes the actor teaches (admins: all), by course, class or task. */
export async function listHomeworks(db: DbOrTx, actor: AuthContext, q: { courseId?: number; classId?: number; taskId?: number }): Promise<HomeworkSummary[]> {
  if (q.courseId === undefined && q.classId === undefined && q.taskId === undefined) throw invalid('请指定课程、班级或作业');
  if (q.classId !== undefined) await taughtClass(db, actor, q.classId, { grading: true });
  return summariesOf(
    db,
    and(
      taughtScope(actor, { grading: true }),
      q.courseId !== undefined ? eq(homeworks.courseId, q.courseId) : undefined,
      q.classId !== undefined ? eq(homeworks.classId, q.classId) : undefined,
      q.taskId !== undefined ? eq(homeworks.taskId, q.taskId) : undefined,
    ),
  );
}

const DONE = ['submitted', 'reviewed'] as const;

/** Summaries with progress, newest first: three grouped queries whatever the number of homework. */
export async function summariesOf(db: DbOrTx, where: SQL | undefined): Promise<HomeworkSummary[]> {
  const rows = await db
    .select({ hw: homeworks, className: classes.name })
    .from(homeworks)
    .innerJoin(classes, eq(classes.id, homeworks.classId))
    .where(where)
    .orderBy(desc(homeworks.publishedAt), desc(homeworks.id));
  if (rows.length === 0) return [];
  const hwIds = rows.map((r) => r.hw.id);
  const classIds = [...new Set(rows.map((r) => r.hw.classId))];
  const rosterOf = await studentCounts(db, classIds);
  const targeted = rows.filter((r) => r.hw.targeted).map((r) => r.hw.id);
  // a targeted homework is for its chosen students still on the roster
  const audienceOf = new Map(
    targeted.length
      ? (
          await db
            .select({ homeworkId: homeworkAudience.homeworkId, n: sql<number>`count(*)`.mapWith(Number) })
            .from(homeworkAudience)
            .innerJoin(homeworks, eq(homeworks.id, homeworkAudience.homeworkId))
            .innerJoin(classStudents, and(eq(classStudents.classId, homeworks.classId), eq(classStudents.userId, homeworkAudience.studentId)))
            .where(inArray(homeworkAudience.homeworkId, targeted))
            .groupBy(homeworkAudience.homeworkId)
        ).map((r) => [r.homeworkId, r.n] as const)
      : [],
  );
  const progress = await db
    .select({
      homeworkId: homeworkSubmissions.homeworkId,
      submitted: sql<number>`count(*) filter (where ${inArray(homeworkSubmissions.status, [...DONE])})`.mapWith(Number),
      reviewed: sql<number>`count(*) filter (where ${homeworkSubmissions.status} = 'reviewed')`.mapWith(Number),
      pending:
        sql<number>`count(*) filter (where ${awaitsReviewSql({ status: homeworkSubmissions.status, pendingReview: homeworkSubmissions.pendingReview, showScore: homeworks.showScore })})`.mapWith(
          Number,
        ),
      average: sql<number | null>`avg(${homeworkSubmissions.scoreTenths}) filter (where ${inArray(homeworkSubmissions.status, [...DONE])})`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(homeworkSubmissions)
    // students taken off the roster no longer count, nor (a targeted homework) anyone not chosen
    .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
    .innerJoin(classStudents, and(eq(classStudents.classId, homeworks.classId), eq(classStudents.userId, homeworkSubmissions.studentId)))
    .where(and(inArray(homeworkSubmissions.homeworkId, hwIds), forStudentSql(homeworkSubmissions.studentId)))
    .groupBy(homeworkSubmissions.homeworkId);
  const progressOf = new Map(progress.map((p) => [p.homeworkId, p]));
  return rows.map(({ hw, className }) => {
    const p = progressOf.get(hw.id);
    return {
      homeworkId: hw.id,
      taskId: hw.taskId,
      courseId: hw.courseId,
      classId: hw.classId,
      className,
      name: hw.name,
      questionCount: hw.questions.length,
      totalScore: toPoints(hw.totalTenths),
      startAt: hw.startAt.toISOString(),
      endAt: hw.endAt.toISOString(),
      latePolicy: hw.latePolicy,
      lateUntil: hw.lateUntil?.toISOString() ?? null,
      latePenalty: hw.latePenalty,
      showScore: hw.showScore,
      showAnswer: hw.showAnswer,
      duplicateCheck: hw.duplicateCheck,
      duplicateCheckedAt: hw.duplicateCheckedAt?.toISOString() ?? null,
      publishedAt: hw.publishedAt.toISOString(),
      allowResubmit: hw.allowResubmit,
      targeted: hw.targeted,
      studentCount: (hw.targeted ? audienceOf.get(hw.id) : rosterOf.get(hw.classId)) ?? 0,
      submittedCount: p?.submitted ?? 0,
      reviewedCount: p?.reviewed ?? 0,
      pendingCount: p?.pending ?? 0,
      averageScore: p?.average == null ? null : Math.round(p.average) / 10,
    };
  });
}
