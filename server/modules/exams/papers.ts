// Exam papers 试卷 of a course: listing, reading, saving, the question list (set, add, random pick) and deleting.
// Every change is one transaction on the locked course, like the task bank's; bad input is refused before anything
// is written. Published exam-classes are snapshots, so nothing here changes what a class answers.
import { and, count, desc, eq, ilike, inArray, notInArray, sum, type SQL } from 'drizzle-orm';
import { EXAM_LIMITS, type ExamDetail, type ExamSummary, type PickRule, type SaveExamInput } from '@contract/exam';
import type { Page } from '@contract/envelope';
import { DIFFICULTY_NAMES, EXERCISE_TYPE_NAMES, toPoints, toTenths } from '@contract/exercise';
import type { Db, DbOrTx } from '../../db/client';
import { examClasses, examQuestions, exams, exerciseKnowledge, exercises, knowledgePoints, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { invalid, notFound } from '../../lib/errors';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { checkKnowledge } from '../exercises/bank';
import { appendedRows, bankScores, paperQuestionsOf } from '../exercises/paper';
import { editableExamPapers, examRow, viewableExamPapers, type ExamRow } from './access';

const TOO_MANY = `一份试卷最多 ${EXAM_LIMITS.maxQuestions} 道题`;

/** Question count, total (tenths) and publications of each paper. */
async function figuresOf(db: DbOrTx, examIds: number[]) {
  const figures = new Map<number, { questionCount: number; totalTenths: number; publishedCount: number }>();
  if (examIds.length === 0) return figures;
  const [questionRows, classRows] = await Promise.all([
    db
      .select({ examId: examQuestions.examId, n: count(), total: sum(examQuestions.scoreTenths).mapWith(Number) })
      .from(examQuestions)
      .where(inArray(examQuestions.examId, examIds))
      .groupBy(examQuestions.examId),
    db.select({ examId: examClasses.examId, n: count() }).from(examClasses).where(inArray(examClasses.examId, examIds)).groupBy(examClasses.examId),
  ]);
  for (const id of examIds) figures.set(id, { questionCount: 0, totalTenths: 0, publishedCount: 0 });
  for (const r of questionRows) Object.assign(figures.get(r.examId)!, { questionCount: r.n, totalTenths: r.total ?? 0 });
  for (const r of classRows) if (r.examId !== null) figures.get(r.examId)!.publishedCount = r.n;
  return figures;
}

type Listed = { e: ExamRow; authorName: string };

async function summaries(db: DbOrTx, rows: Listed[]): Promise<ExamSummary[]> {
  const figures = await figuresOf(
    db,
    rows.map((r) => r.e.id),
  );
  return rows.map(({ e, authorName }) => {
    const f = figures.get(e.id)!;
    return {
      examId: e.id,
      courseId: e.courseId,
      name: e.name,
      description: e.description,
      durationMinutes: e.durationMinutes,
      questionCount: f.questionCount,
      totalScore: toPoints(f.totalTenths),
      publishedCount: f.publishedCount,
      authorName,
      updatedAt: e.updatedAt.toISOString(),
    };
  });
}

const listedQuery = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ e: exams, authorName: users.name }).from(exams).innerJoin(users, eq(users.id, exams.authorId)).where(where);

async function summaryOf(db: DbOrTx, examId: number): Promise<ExamSummary> {
  const rows = await listedQuery(db, eq(exams.id, examId));
  if (rows.length === 0) throw notFound('考试');
  return (await summaries(db, rows))[0]!;
}

export async function listExams(
  db: DbOrTx,
  actor: AuthContext,
  q: { courseId: number; current: number; pageSize: number; keyword?: string },
): Promise<Page<ExamSummary>> {
  await viewableExamPapers(db, actor, q.courseId);
  const where = and(eq(exams.courseId, q.courseId), q.keyword ? ilike(exams.name, containsPattern(q.keyword)) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(exams).where(where);
  const rows = await listedQuery(db, where).orderBy(desc(exams.updatedAt), desc(exams.id)).limit(q.pageSize).offset(offsetOf(q));
  return { list: await summaries(db, rows), total };
}

/** The paper's rows in its order. */
export const paperRows = (db: DbOrTx, examId: number) =>
  db
    .select({ exerciseId: examQuestions.exerciseId, position: examQuestions.position, scoreTenths: examQuestions.scoreTenths })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId))
    .orderBy(examQuestions.position, examQuestions.exerciseId);

export async function getExam(db: DbOrTx, actor: AuthContext, examId: number): Promise<ExamDetail> {
  const exam = await examRow(db, examId);
  const course = await viewableExamPapers(db, actor, exam.courseId);
  const [summary, questions] = await Promise.all([summaryOf(db, examId), paperRows(db, examId).then((rows) => paperQuestionsOf(db, rows))]);
  return { ...summary, courseName: course.name, questions };
}

/** A paper of the course, for a change (the course locked). */
async function editableExam(tx: DbOrTx, actor: AuthContext, examId: number): Promise<ExamRow> {
  const exam = await examRow(tx, examId);
  await editableExamPapers(tx, actor, exam.courseId);
  return exam;
}

export async function saveExam(db: Db, actor: AuthContext, body: SaveExamInput): Promise<ExamSummary> {
  return db.transaction(async (tx) => {
    await editableExamPapers(tx, actor, body.courseId);
    if (body.examId !== null && (await examRow(tx, body.examId)).courseId !== body.courseId) throw invalid('考试不属于这门课程');
    const values = { name: body.name, description: body.description, durationMinutes: body.durationMinutes };
    if (body.examId !== null) {
      await tx
        .update(exams)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(exams.id, body.examId));
      return summaryOf(tx, body.examId);
    }
    const [row] = await tx
      .insert(exams)
      .values({ ...values, courseId: body.courseId, authorId: actor.userId })
      .returning({ id: exams.id });
    return summaryOf(tx, row.id);
  });
}

const touch = (tx: DbOrTx, examId: number) => tx.update(exams).set({ updatedAt: new Date() }).where(eq(exams.id, examId));

/** Replaces the whole list: its order is the positions (from 1), each with its score. */
export async function setExamQuestions(
  db: Db,
  actor: AuthContext,
  body: { examId: number; questions: { exerciseId: number; score: number }[] },
): Promise<ExamDetail> {
  await db.transaction(async (tx) => {
    const exam = await editableExam(tx, actor, body.examId);
    await bankScores(
      tx,
      exam.courseId,
      body.questions.map((q) => q.exerciseId),
    );
    await tx.delete(examQuestions).where(eq(examQuestions.examId, exam.id));
    if (body.questions.length > 0) {
      await tx
        .insert(examQuestions)
        .values(body.questions.map((q, i) => ({ examId: exam.id, exerciseId: q.exerciseId, position: i + 1, scoreTenths: toTenths(q.score) })));
    }
    await touch(tx, exam.id);
  });
  return getExam(db, actor, body.examId);
}

async function append(tx: DbOrTx, examId: number, wanted: { exerciseId: number; scoreTenths: number }[]): Promise<void> {
  const added = appendedRows(await paperRows(tx, examId), wanted, EXAM_LIMITS.maxQuestions, TOO_MANY);
  if (added.length === 0) return;
  await tx.insert(examQuestions).values(added.map((r) => ({ ...r, examId })));
  await touch(tx, examId);
}

/** Appends questions with their default scores, in the order given; ones already in the paper are skipped. */
export async function addExamQuestions(db: Db, actor: AuthContext, body: { examId: number; exerciseIds: number[] }): Promise<ExamDetail> {
  await db.transaction(async (tx) => {
    const exam = await editableExam(tx, actor, body.examId);
    const scores = await bankScores(tx, exam.courseId, body.exerciseIds);
    await append(
      tx,
      exam.id,
      body.exerciseIds.map((exerciseId) => ({ exerciseId, scoreTenths: scores.get(exerciseId)! })),
    );
  });
  return getExam(db, actor, body.examId);
}

/** “单选题（简单，关系模型）”: a rule as its message names it. */
function ruleName(rule: PickRule, knowName: string | null): string {
  const detail = [rule.difficulty ? DIFFICULTY_NAMES[rule.difficulty] : null, knowName].filter(Boolean).join('，');
  return `${EXERCISE_TYPE_NAMES[rule.type]}${detail ? `（${detail}）` : ''}`;
}

/** `n` of the items, uniformly at random (a pick need not be reproducible, only fair). */
function sample<T>(items: readonly T[], n: number): T[] {
  const pool = [...items];
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(Math.random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

/**
 * Appends questions drawn at random from the course's bank, rule by rule: none already in the paper, none twice.
 * All or nothing: the first rule that cannot be met refuses the whole pick, naming the rule and the shortfall.
 */
export async function pickExamQuestions(db: Db, actor: AuthContext, body: { examId: number; rules: PickRule[] }): Promise<ExamDetail> {
  await db.transaction(async (tx) => {
    const exam = await editableExam(tx, actor, body.examId);
    const knowIds = [...new Set(body.rules.map((r) => r.knowId).filter((id): id is number => id !== null))];
    await checkKnowledge(tx, exam.courseId, knowIds);
    const knowNames = new Map(
      knowIds.length
        ? (await tx.select({ id: knowledgePoints.id, name: knowledgePoints.name }).from(knowledgePoints).where(inArray(knowledgePoints.id, knowIds))).map(
            (k) => [k.id, k.name],
          )
        : [],
    );
    const taken = new Set((await paperRows(tx, exam.id)).map((r) => r.exerciseId));
    const picked: { exerciseId: number; scoreTenths: number }[] = [];
    for (const rule of body.rules) {
      const candidates = await tx
        .select({ id: exercises.id })
        .from(exercises)
        .where(
          and(
            eq(exercises.courseId, exam.courseId),
            eq(exercises.type, rule.type),
            rule.difficulty ? eq(exercises.difficulty, rule.difficulty) : undefined,
            rule.knowId !== null
              ? inArray(exercises.id, tx.select({ id: exerciseKnowledge.exerciseId }).from(exerciseKnowledge).where(eq(exerciseKnowledge.knowId, rule.knowId)))
              : undefined,
            taken.size ? notInArray(exercises.id, [...taken]) : undefined,
          ),
        )
        .orderBy(exercises.id);
      if (candidates.length < rule.count) {
        throw invalid(
          `${ruleName(rule, rule.knowId === null ? null : (knowNames.get(rule.knowId) ?? null))}只有 ${candidates.length} 道可选，少于要求的 ${rule.count} 道`,
        );
      }
      for (const c of sample(candidates, rule.count)) {
        taken.add(c.id);
        picked.push({ exerciseId: c.id, scoreTenths: toTenths(rule.score) });
      }
    }
    await append(tx, exam.id, picked);
  });
  return getExam(db, actor, body.examId);
}

/** The paper leaves the course; exam-classes published from it keep their snapshot (exam_id becomes null). */
export async function deleteExam(db: Db, actor: AuthContext, examId: number): Promise<null> {
  await db.transaction(async (tx) => {
    const exam = await editableExam(tx, actor, examId);
    await tx.delete(exams).where(eq(exams.id, exam.id));
  });
  return null;
}
