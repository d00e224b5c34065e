// Practice by knowledge point: a student of a class answers the questions linked to a point of the class's
// course. Each submission is graded at once and kept (a retried submission with the same key counts once);
// mastery of a point is the share of its questions answered correctly at least once. Only questions the teacher
// marked 练习题 are practised; a question of an exam still open for the student is locked (exams/open-questions.ts).
// A student may start a point afresh (重新练习, practice_resets): its statuses and mastery then count only the attempts
// made since; every attempt stays recorded, and what teachers see of them does not change.
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { studentViewOf, toPoints, type AnswerValue, type StudentExercise } from '@contract/exercise';
import {
  EXAM_QUESTION_LOCKED,
  HOMEWORK_QUESTION_LOCKED,
  NOT_PRACTICE_QUESTION,
  type AttemptRecord,
  type KnowledgeMastery,
  type PracticeItem,
  type PracticeStatus,
} from '@contract/practice';
import type { SqlRunResult } from '@contract/grading';
import type { Db, DbOrTx } from '../../db/client';
import { courses, examClasses, exerciseAttempts, exerciseKnowledge, exercises, knowledgeEdges, knowledgePoints, practiceResets, scenes } from '../../db/schema';
import { gradeAnswer, studentVerdict } from '../../grading/answer';
import { byUser, type GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { attendedClass, type ClassRow } from '../classes/access';
import { questionsHeld, questionsInOpenHomework } from '../exams/open-questions';

type ExerciseRow = typeof exercises.$inferSelect;
type AttemptRow = typeof exerciseAttempts.$inferSelect;

const ATTEMPTS_SHOWN = 20;

/** The status of one question from a student's attempts (any order). */
export function statusOf(attempts: readonly Pick<AttemptRow, 'correct'>[]): PracticeStatus {
  if (attempts.length === 0) return 'new';
  if (attempts.some((a) => a.correct === true)) return 'correct';
  if (attempts.some((a) => a.correct === null)) return 'pending';
  return 'wrong';
}

const mastery = (correct: number, total: number) => (total === 0 ? 0 : Math.round((100 * correct) / total));

async function pointsOf(db: DbOrTx, courseId: number) {
  const points = await db.select().from(knowledgePoints).where(eq(knowledgePoints.courseId, courseId)).orderBy(knowledgePoints.id);
  const ids = points.map((p) => p.id);
  const parents = ids.length
    ? await db
        .select()
        .from(knowledgeEdges)
        .where(and(inArray(knowledgeEdges.toId, ids), eq(knowledgeEdges.kind, 'parent')))
    : [];
  const parentOf = new Map(parents.map((e) => [e.toId, e.fromId]));
  return points.map((p) => ({ ...p, parentId: parentOf.get(p.id) ?? null }));
}

/** Practice question ids (练习题) per knowledge point, in the course's bank order. */
async function linksOf(db: DbOrTx, courseId: number, knowIds: number[]): Promise<Map<number, number[]>> {
  const byPoint = new Map<number, number[]>();
  if (knowIds.length === 0) return byPoint;
  const rows = await db
    .select({ knowId: exerciseKnowledge.knowId, exerciseId: exercises.id })
    .from(exerciseKnowledge)
    .innerJoin(exercises, eq(exercises.id, exerciseKnowledge.exerciseId))
    .where(and(inArray(exerciseKnowledge.knowId, knowIds), eq(exercises.courseId, courseId), eq(exercises.practice, true)))
    .orderBy(exercises.id);
  for (const r of rows) byPoint.set(r.knowId, [...(byPoint.get(r.knowId) ?? []), r.exerciseId]);
  return byPoint;
}

async function myAttempts(db: DbOrTx, userId: number, classId: number, exerciseIds: number[]): Promise<AttemptRow[]> {
  if (exerciseIds.length === 0) return [];
  return db
    .select()
    .from(exerciseAttempts)
    .where(and(eq(exerciseAttempts.userId, userId), eq(exerciseAttempts.classId, classId), inArray(exerciseAttempts.exerciseId, exerciseIds)))
    .orderBy(desc(exerciseAttempts.id));
}

/** When the student last started each point of the class afresh, by point. */
async function resetsOf(db: DbOrTx, userId: number, classId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ knowId: practiceResets.knowId, resetAt: practiceResets.resetAt })
    .from(practiceResets)
    .where(and(eq(practiceResets.userId, userId), eq(practiceResets.classId, classId)));
  return new Map(rows.map((r) => [r.knowId, r.resetAt]));
}

/** The attempts that count for a point: those made since the student started it afresh (all, never reset). */
const since = (attempts: AttemptRow[], resetAt: Date | undefined) => (resetAt ? attempts.filter((a) => a.createdAt > resetAt) : attempts);

function masteryOf(p: Awaited<ReturnType<typeof pointsOf>>[number], exerciseIds: number[], attempts: AttemptRow[], resetAt?: Date): KnowledgeMastery {
  const correct = new Set(
    since(attempts, resetAt)
      .filter((a) => a.correct === true)
      .map((a) => a.exerciseId),
  );
  const correctCount = exerciseIds.filter((id) => correct.has(id)).length;
  return {
    knowId: p.id,
    name: p.name,
    description: p.description,
    parentId: p.parentId,
    exerciseCount: exerciseIds.length,
    correctCount,
    mastery: mastery(correctCount, exerciseIds.length),
    resetAt: resetAt?.toISOString() ?? null,
  };
}

export async function practiceKnowledge(db: DbOrTx, actor: AuthContext, courseId: number, clazzId: number) {
  const clazz = await attendedClass(db, actor, clazzId, courseId);
  const [course] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  const points = await pointsOf(db, courseId);
  const links = await linksOf(
    db,
    courseId,
    points.map((p) => p.id),
  );
  const attempts = await myAttempts(db, actor.userId, clazz.id, [...new Set([...links.values()].flat())]);
  const resets = await resetsOf(db, actor.userId, clazz.id);
  return {
    courseName: course?.name ?? '',
    className: clazz.name,
    points: points.map((p) => masteryOf(p, links.get(p.id) ?? [], attempts, resets.get(p.id))),
  };
}

/** The class, and the point if it belongs to the class's course (else the same refusal as a stranger's). */
async function pointOfClass(db: DbOrTx, actor: AuthContext, clazzId: number, knowId: number) {
  const clazz = await attendedClass(db, actor, clazzId);
  const point = (await pointsOf(db, clazz.courseId)).find((p) => p.id === knowId);
  if (!point) throw notFound('知识点');
  const exerciseIds = (await linksOf(db, clazz.courseId, [knowId])).get(knowId) ?? [];
  const resetAt = (await resetsOf(db, actor.userId, clazz.id)).get(knowId);
  return { clazz, point, exerciseIds, resetAt };
}

export async function practiceExercises(db: DbOrTx, actor: AuthContext, clazzId: number, knowId: number) {
  const { clazz, point, exerciseIds, resetAt } = await pointOfClass(db, actor, clazzId, knowId);
  const attempts = since(await myAttempts(db, actor.userId, clazz.id, exerciseIds), resetAt);
  const locks = exerciseIds.length ? await practiceLocks(db, actor.userId) : NO_LOCKS;
  const pointLocked = locks.points.has(knowId);
  const rows = exerciseIds.length ? await db.select().from(exercises).where(inArray(exercises.id, exerciseIds)).orderBy(exercises.id) : [];
  const items: PracticeItem[] = rows.map((e) => {
    const mine = attempts.filter((a) => a.exerciseId === e.id);
    return {
      exerciseId: e.id,
      type: e.type,
      stemText: e.stemText,
      difficulty: e.difficulty,
      score: toPoints(e.scoreTenths),
      status: statusOf(mine),
      attempts: mine.length,
      locked: pointLocked || locks.exam.has(e.id) || locks.homework.has(e.id),
    };
  });
  return { point: masteryOf(point, exerciseIds, attempts, resetAt), exercises: items };
}

/**
 * 重新练习: the student starts the point afresh from now (the database's clock, as the attempts' own times are). Only a
 * point of the course of a class they attend; a second reset moves the moment on.
 */
export async function resetPractice(db: DbOrTx, actor: AuthContext, body: { clazzId: number; knowId: number }) {
  const { clazz, point } = await pointOfClass(db, actor, body.clazzId, body.knowId);
  await db
    .insert(practiceResets)
    .values({ userId: actor.userId, classId: clazz.id, knowId: point.id })
    .onConflictDoUpdate({ target: [practiceResets.userId, practiceResets.classId, practiceResets.knowId], set: { resetAt: sql`now()` } });
  return practiceExercises(db, actor, body.clazzId, body.knowId);
}

/** One attempt as the teacher's answer view shows it (a student's own record: ownRecord). */
export const toRecord = (a: AttemptRow): AttemptRecord => ({
  attemptId: a.id,
  answer: a.answer,
  verdict: {
    correct: a.correct,
    score: a.scoreTenths === null ? null : toPoints(a.scoreTenths),
    maxScore: toPoints(a.maxTenths),
    message: a.message,
    ...a.detail,
  },
  createdAt: a.createdAt.toISOString(),
});

/** One attempt as its student sees it: the keywords a short answer contains only once the question's answer is out. */
const ownRecord = (a: AttemptRow, answerShown: boolean): AttemptRecord => {
  const record = toRecord(a);
  return { ...record, verdict: studentVerdict(record.verdict, answerShown) };
};

/** The analysis and answer come out as the question's answerShows says: after a correct answer, after any, or never. */
function released(e: ExerciseRow, status: PracticeStatus): boolean {
  switch (e.answerShows) {
    case 'afterCorrect':
      return status === 'correct';
    case 'afterSubmit':
      return status !== 'new';
    default:
      return false;
  }
}

type Locks = {
  /** questions of open exams (and their copies) */
  exam: ReadonlySet<number>;
  /** knowledge points with a question of an exam not yet started: locked whole, or the locks would list its questions */
  points: ReadonlySet<number>;
  /** questions of homework still open (and their copies) */
  homework: ReadonlySet<number>;
};
const NO_LOCKS: Locks = { exam: new Set(), points: new Set(), homework: new Set() };

/** What the student may not practise now, and why: open exams' and open homework's questions. */
async function practiceLocks(db: DbOrTx, studentId: number): Promise<Locks> {
  const now = clock.now();
  const [exam, homework] = await Promise.all([questionsHeld(db, studentId, now), questionsInOpenHomework(db, studentId, now)]);
  const heldBy = [...exam.byExamClass.keys()];
  const upcoming = heldBy.length
    ? await db
        .select({ id: examClasses.id })
        .from(examClasses)
        .where(and(inArray(examClasses.id, heldBy), gt(examClasses.startAt, now)))
    : [];
  const unseen = [...new Set(upcoming.flatMap(({ id }) => [...(exam.byExamClass.get(id) ?? [])]))];
  const points = unseen.length
    ? await db.selectDistinct({ knowId: exerciseKnowledge.knowId }).from(exerciseKnowledge).where(inArray(exerciseKnowledge.exerciseId, unseen))
    : [];
  return { exam: exam.all, points: new Set(points.map((p) => p.knowId)), homework };
}

/**
 * Refuses a question an open exam holds, or one on a knowledge point an exam not yet started has a question of, or
 * one of a homework still open: no practice, no verdict, no answer until it ends.
 */
async function refuseHeld(db: DbOrTx, actor: AuthContext, exerciseId: number) {
  const locks = await practiceLocks(db, actor.userId);
  const points = locks.points.size
    ? await db.select({ knowId: exerciseKnowledge.knowId }).from(exerciseKnowledge).where(eq(exerciseKnowledge.exerciseId, exerciseId))
    : [];
  if (locks.exam.has(exerciseId) || points.some((p) => locks.points.has(p.knowId))) throw forbidden(EXAM_QUESTION_LOCKED);
  if (locks.homework.has(exerciseId)) throw forbidden(HOMEWORK_QUESTION_LOCKED);
}

async function sceneOf(db: DbOrTx, e: ExerciseRow) {
  if (e.sceneId === null) return null;
  const [scene] = await db.select({ name: scenes.name, initSql: scenes.initSql, hiddenData: scenes.hiddenData }).from(scenes).where(eq(scenes.id, e.sceneId));
  return scene ?? null;
}

async function viewFor(db: DbOrTx, e: ExerciseRow, status: PracticeStatus): Promise<StudentExercise> {
  const scene = await sceneOf(db, e);
  return studentViewOf(
    { exerciseId: e.id, type: e.type, stem: e.stem, difficulty: e.difficulty, score: toPoints(e.scoreTenths), spec: e.spec, analysis: e.analysis },
    { release: released(e, status), sceneName: scene?.name },
  );
}

/** The question if it is one of the point's in the class's course. */
async function practisable(db: DbOrTx, actor: AuthContext, clazzId: number, knowId: number, exerciseId: number) {
  const found = await pointOfClass(db, actor, clazzId, knowId);
  if (!found.exerciseIds.includes(exerciseId)) throw notFound('题目');
  await refuseHeld(db, actor, exerciseId);
  const [row] = await db.select().from(exercises).where(eq(exercises.id, exerciseId));
  return { ...found, exercise: row! };
}

export async function practiceQuestion(db: DbOrTx, actor: AuthContext, clazzId: number, knowId: number, exerciseId: number) {
  const { clazz, exercise, exerciseIds, resetAt } = await practisable(db, actor, clazzId, knowId, exerciseId);
  // as the student sees the point: since they started it afresh
  const attempts = since(await myAttempts(db, actor.userId, clazz.id, [exerciseId]), resetAt);
  const status = statusOf(attempts);
  const shown = released(exercise, status);
  return {
    exercise: await viewFor(db, exercise, status),
    status,
    attempts: attempts.slice(0, ATTEMPTS_SHOWN).map((a) => ownRecord(a, shown)),
    siblings: exerciseIds,
  };
}

/** A question of the class's course (any point): what run and submit may touch. */
async function questionOfClass(db: DbOrTx, actor: AuthContext, clazzId: number, exerciseId: number): Promise<{ clazz: ClassRow; exercise: ExerciseRow }> {
  const clazz = await attendedClass(db, actor, clazzId);
  const [exercise] = await db
    .select()
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), eq(exercises.courseId, clazz.courseId)));
  if (!exercise) throw notFound('题目');
  const [linked] = await db.select().from(exerciseKnowledge).where(eq(exerciseKnowledge.exerciseId, exerciseId)).limit(1);
  if (!linked || !exercise.practice) throw forbidden(NOT_PRACTICE_QUESTION);
  await refuseHeld(db, actor, exerciseId);
  return { clazz, exercise };
}

export async function runPractice(
  db: DbOrTx,
  grading: GradingEngine,
  actor: AuthContext,
  body: { clazzId: number; exerciseId: number; sql: string },
): Promise<SqlRunResult> {
  const { exercise } = await questionOfClass(db, actor, body.clazzId, body.exerciseId);
  const scene = await sceneOf(db, exercise);
  if (!scene) throw invalid('这道题不是 SQL 题，不能运行');
  return grading.run(scene.initSql, body.sql, null, byUser(actor.userId));
}

export async function submitPractice(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { clazzId: number; exerciseId: number; answer: AnswerValue; attemptKey: string; knowId?: number },
) {
  const { clazz, exercise } = await questionOfClass(db, actor, body.clazzId, body.exerciseId);
  const replay = async () => {
    const [done] = await db
      .select()
      .from(exerciseAttempts)
      .where(and(eq(exerciseAttempts.userId, actor.userId), eq(exerciseAttempts.attemptKey, body.attemptKey)));
    if (done && (done.exerciseId !== exercise.id || done.classId !== clazz.id)) throw invalid('提交编号已用于另一道题');
    return done;
  };
  // a retried request (lost answer, double click) gets the first grading back, not a second attempt
  let attempt = await replay();
  if (!attempt) {
    const scene = await sceneOf(db, exercise);
    // the engine's own failure (or too many runs waiting) is thrown before anything is written: the error handler
    // answers 评测服务暂时不可用 / 评测繁忙, and no attempt counts as wrong
    const graded = await gradeAnswer(grading, exercise, scene, body.answer, byUser(actor.userId));
    const { correct, message, blanks, keywordsFound, sqlResult } = graded.verdict;
    const [row] = await db
      .insert(exerciseAttempts)
      .values({
        userId: actor.userId,
        classId: clazz.id,
        exerciseId: exercise.id,
        attemptKey: body.attemptKey,
        answer: body.answer,
        correct,
        scoreTenths: graded.tenths,
        maxTenths: exercise.scoreTenths,
        message,
        detail: { ...(blanks ? { blanks } : {}), ...(keywordsFound ? { keywordsFound } : {}), ...(sqlResult ? { sqlResult } : {}) },
      })
      .onConflictDoNothing()
      .returning();
    attempt = row ?? (await replay());
  }
  // the status as the page's point counts it: since the student started that point afresh
  const resetAt = body.knowId === undefined ? undefined : (await resetsOf(db, actor.userId, clazz.id)).get(body.knowId);
  const status = statusOf(since(await myAttempts(db, actor.userId, clazz.id, [exercise.id]), resetAt));
  return { attempt: ownRecord(attempt!, released(exercise, status)), status, exercise: await viewFor(db, exercise, status) };
}
