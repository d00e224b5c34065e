// Tasks 作业 of a course's task bank: homework templates, each an ordered list of the course's questions with a
// score per question (tenths). Listing, reading, saving, the question list, and batch delete, move and copy.
// Every change is one transaction on the locked course; bad input is refused before anything is written.
import { and, count, desc, eq, ilike, inArray, isNull, sum, type SQL } from 'drizzle-orm';
import type { Page } from '@contract/envelope';
import { type PaperQuestion, toPoints, toTenths } from '@contract/exercise';
import { TASK_LIMITS, type SaveTaskInput, type TaskDetail, type TaskListQuery, type TaskSummary } from '@contract/task';
import type { z } from '@contract/zod';
import type { Db, DbOrTx } from '../../db/client';
import { homeworks, taskQuestions, tasks, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { invalid, notFound } from '../../lib/errors';
import { withDescendants } from '../../lib/folder-store';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { appendedRows, bankScores, paperQuestionsOf } from '../exercises/paper';
import { editableTaskBank, taskRow, viewableTaskBank, type TaskRow } from './access';
import { folderIn, foldersOf } from './folders';

const COPY_SUFFIX = ' 副本';
const NAME_MAX = 100;

/** Question count, total (tenths) and publications of each task. */
async function figuresOf(db: DbOrTx, taskIds: number[]) {
  const figures = new Map<number, { questionCount: number; totalTenths: number; publishedCount: number }>();
  if (taskIds.length === 0) return figures;
  const [questionRows, homeworkRows] = await Promise.all([
    db
      .select({ taskId: taskQuestions.taskId, n: count(), total: sum(taskQuestions.scoreTenths).mapWith(Number) })
      .from(taskQuestions)
      .where(inArray(taskQuestions.taskId, taskIds))
      .groupBy(taskQuestions.taskId),
    db.select({ taskId: homeworks.taskId, n: count() }).from(homeworks).where(inArray(homeworks.taskId, taskIds)).groupBy(homeworks.taskId),
  ]);
  for (const id of taskIds) figures.set(id, { questionCount: 0, totalTenths: 0, publishedCount: 0 });
  for (const r of questionRows) Object.assign(figures.get(r.taskId)!, { questionCount: r.n, totalTenths: r.total ?? 0 });
  for (const r of homeworkRows) if (r.taskId !== null) figures.get(r.taskId)!.publishedCount = r.n;
  return figures;
}

type Listed = { t: TaskRow; authorName: string };

async function summaries(db: DbOrTx, rows: Listed[]): Promise<TaskSummary[]> {
  const figures = await figuresOf(
    db,
    rows.map((r) => r.t.id),
  );
  return rows.map(({ t, authorName }) => {
    const f = figures.get(t.id)!;
    return {
      taskId: t.id,
      courseId: t.courseId,
      parentId: t.folderId,
      name: t.name,
      description: t.description,
      questionCount: f.questionCount,
      totalScore: toPoints(f.totalTenths),
      publishedCount: f.publishedCount,
      authorName,
      updatedAt: t.updatedAt.toISOString(),
    };
  });
}

const listedQuery = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ t: tasks, authorName: users.name }).from(tasks).innerJoin(users, eq(users.id, tasks.authorId)).where(where);

async function summaryOf(db: DbOrTx, taskId: number): Promise<TaskSummary> {
  const rows = await listedQuery(db, eq(tasks.id, taskId));
  if (rows.length === 0) throw notFound('作业');
  return (await summaries(db, rows))[0]!;
}

/** The tasks of a bank, optionally of one folder: undefined the whole bank, 0 the root only, n folder n and below. */
async function inFolder(db: DbOrTx, courseId: number, parentId: number | undefined): Promise<SQL | undefined> {
  const bank = eq(tasks.courseId, courseId);
  if (parentId === undefined) return bank;
  if (parentId === 0) return and(bank, isNull(tasks.folderId));
  const ids = withDescendants(await foldersOf(db, courseId), parentId);
  return and(bank, inArray(tasks.folderId, ids));
}

export async function listTasks(db: DbOrTx, actor: AuthContext, q: z.output<typeof TaskListQuery>): Promise<Page<TaskSummary>> {
  await viewableTaskBank(db, actor, q.courseId);
  const where = and(await inFolder(db, q.courseId, q.parentId), q.keyword ? ilike(tasks.name, containsPattern(q.keyword)) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(tasks).where(where);
  const rows = await listedQuery(db, where).orderBy(desc(tasks.updatedAt), desc(tasks.id)).limit(q.pageSize).offset(offsetOf(q));
  return { list: await summaries(db, rows), total };
}

const rowsOf = (db: DbOrTx, taskId: number) =>
  db
    .select({ exerciseId: taskQuestions.exerciseId, position: taskQuestions.position, scoreTenths: taskQuestions.scoreTenths })
    .from(taskQuestions)
    .where(eq(taskQuestions.taskId, taskId))
    .orderBy(taskQuestions.position);

async function questionsOf(db: DbOrTx, taskId: number): Promise<PaperQuestion[]> {
  return paperQuestionsOf(db, await rowsOf(db, taskId));
}

export async function getTask(db: DbOrTx, actor: AuthContext, taskId: number): Promise<TaskDetail> {
  const task = await taskRow(db, taskId);
  const course = await viewableTaskBank(db, actor, task.courseId);
  const [summary, questions] = await Promise.all([summaryOf(db, taskId), questionsOf(db, taskId)]);
  return { ...summary, courseName: course.name, questions };
}

/** A task of the course, for a change of its bank (the course locked). */
async function editableTask(tx: DbOrTx, actor: AuthContext, taskId: number): Promise<TaskRow> {
  const task = await taskRow(tx, taskId);
  await editableTaskBank(tx, actor, task.courseId);
  return task;
}

export async function saveTask(db: Db, actor: AuthContext, body: SaveTaskInput): Promise<TaskSummary> {
  return db.transaction(async (tx) => {
    await editableTaskBank(tx, actor, body.courseId);
    if (body.taskId !== null && (await taskRow(tx, body.taskId)).courseId !== body.courseId) throw invalid('作业不属于这门课程');
    const values = { folderId: await folderIn(tx, body.courseId, body.parentId), name: body.name, description: body.description };
    if (body.taskId !== null) {
      await tx
        .update(tasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(tasks.id, body.taskId));
      return summaryOf(tx, body.taskId);
    }
    const [row] = await tx
      .insert(tasks)
      .values({ ...values, courseId: body.courseId, authorId: actor.userId })
      .returning({ id: tasks.id });
    return summaryOf(tx, row.id);
  });
}

const touch = (tx: DbOrTx, taskId: number) => tx.update(tasks).set({ updatedAt: new Date() }).where(eq(tasks.id, taskId));

/** Replaces the whole list: its order is the positions (from 1), each with its score. */
export async function setTaskQuestions(db: Db, actor: AuthContext, body: { taskId: number; questions: { exerciseId: number; score: number }[] }) {
  await db.transaction(async (tx) => {
    const task = await editableTask(tx, actor, body.taskId);
    await bankScores(
      tx,
      task.courseId,
      body.questions.map((q) => q.exerciseId),
    );
    await tx.delete(taskQuestions).where(eq(taskQuestions.taskId, task.id));
    if (body.questions.length > 0) {
      await tx
        .insert(taskQuestions)
        .values(body.questions.map((q, i) => ({ taskId: task.id, exerciseId: q.exerciseId, position: i + 1, scoreTenths: toTenths(q.score) })));
    }
    await touch(tx, task.id);
  });
  return getTask(db, actor, body.taskId);
}

/** Appends questions with their default scores, in the order given; ones already in the task are skipped. */
export async function addTaskQuestions(db: Db, actor: AuthContext, body: { taskId: number; exerciseIds: number[] }) {
  await db.transaction(async (tx) => {
    const task = await editableTask(tx, actor, body.taskId);
    const scores = await bankScores(tx, task.courseId, body.exerciseIds);
    const wanted = body.exerciseIds.map((exerciseId) => ({ exerciseId, scoreTenths: scores.get(exerciseId)! }));
    const added = appendedRows(await rowsOf(tx, task.id), wanted, TASK_LIMITS.maxQuestions, `一份作业最多 ${TASK_LIMITS.maxQuestions} 道题`);
    if (added.length === 0) return;
    await tx.insert(taskQuestions).values(added.map((r) => ({ ...r, taskId: task.id })));
    await touch(tx, task.id);
  });
  return getTask(db, actor, body.taskId);
}

/** Every given task, all of one course's bank (locked for the change), or nothing. */
async function editableBatch(tx: DbOrTx, actor: AuthContext, taskIds: number[]): Promise<{ rows: TaskRow[]; courseId: number }> {
  const rows = await tx.select().from(tasks).where(inArray(tasks.id, taskIds));
  if (rows.length !== taskIds.length) throw notFound('作业');
  const courses = new Set(rows.map((r) => r.courseId));
  if (courses.size > 1) throw invalid('所选作业不在同一门课程中');
  const courseId = rows[0]!.courseId;
  await editableTaskBank(tx, actor, courseId);
  return { rows, courseId };
}

/** The tasks leave the bank; homework published from them keeps its snapshot (homeworks.task_id becomes null). */
export async function deleteTasks(db: Db, actor: AuthContext, taskIds: number[]) {
  return db.transaction(async (tx) => {
    const { rows } = await editableBatch(tx, actor, taskIds);
    await tx.delete(tasks).where(inArray(tasks.id, taskIds));
    return { deleted: rows.length };
  });
}

export async function moveTasks(db: Db, actor: AuthContext, body: { taskIds: number[]; parentId: number | null }) {
  return db.transaction(async (tx) => {
    const { rows, courseId } = await editableBatch(tx, actor, body.taskIds);
    const folderId = await folderIn(tx, courseId, body.parentId);
    await tx.update(tasks).set({ folderId, updatedAt: new Date() }).where(inArray(tasks.id, body.taskIds));
    return { moved: rows.length };
  });
}

/** “名称 副本” of a name, within the name's limit. */
export const copyName = (name: string) => `${name.slice(0, NAME_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;

/** A copy in the same folder with the same questions and scores, authored by the copier. */
export async function copyTask(db: Db, actor: AuthContext, taskId: number): Promise<TaskSummary> {
  return db.transaction(async (tx) => {
    const task = await editableTask(tx, actor, taskId);
    const [row] = await tx
      .insert(tasks)
      .values({ courseId: task.courseId, folderId: task.folderId, name: copyName(task.name), description: task.description, authorId: actor.userId })
      .returning({ id: tasks.id });
    const questions = await tx.select().from(taskQuestions).where(eq(taskQuestions.taskId, task.id));
    if (questions.length > 0) await tx.insert(taskQuestions).values(questions.map((q) => ({ ...q, taskId: row.id })));
    return summaryOf(tx, row.id);
  });
}
