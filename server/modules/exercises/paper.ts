// A paper: an ordered list of a course's questions, each with its own score (a task of the task bank, an exam
// paper). What both need from the question bank lives here once: the list as the editors show it, the check that
// chosen questions are the course's, and the snapshot a publication freezes (homework, exam-classes).
import { and, eq, inArray } from 'drizzle-orm';
import { type PaperQuestion, toPoints } from '@contract/exercise';
import type { HomeworkQuestionSnapshot } from '@contract/homework';
import type { DbOrTx } from '../../db/client';
import { exercises, scenes, type SceneSnapshot } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { knowledgeOf } from './service';

/** One row of a paper's question table (task_questions, exam_questions). */
export type PaperRow = { exerciseId: number; position: number; scoreTenths: number };

/** The paper's rows (in their order) with what the bank knows of each question. */
export async function paperQuestionsOf(db: DbOrTx, rows: readonly PaperRow[]): Promise<PaperQuestion[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.exerciseId);
  const [found, knowledge] = await Promise.all([
    db.select({ e: exercises, sceneName: scenes.name }).from(exercises).leftJoin(scenes, eq(scenes.id, exercises.sceneId)).where(inArray(exercises.id, ids)),
    knowledgeOf(db, ids),
  ]);
  const byId = new Map(found.map((f) => [f.e.id, f]));
  return rows
    .filter((r) => byId.has(r.exerciseId))
    .map((r) => {
      const { e, sceneName } = byId.get(r.exerciseId)!;
      return {
        exerciseId: e.id,
        position: r.position,
        type: e.type,
        stemText: e.stemText,
        difficulty: e.difficulty,
        knowledge: knowledge.get(e.id) ?? [],
        sceneName,
        score: toPoints(r.scoreTenths),
      };
    });
}

/** The given questions, each of the course's bank, with their default scores (tenths); otherwise nothing is written. */
export async function bankScores(db: DbOrTx, courseId: number, exerciseIds: readonly number[]): Promise<Map<number, number>> {
  if (exerciseIds.length === 0) return new Map();
  const rows = await db
    .select({ id: exercises.id, scoreTenths: exercises.scoreTenths })
    .from(exercises)
    .where(and(inArray(exercises.id, [...exerciseIds]), eq(exercises.courseId, courseId)));
  if (rows.length !== new Set(exerciseIds).size) throw invalid('题目不存在或不属于这门课程的题库');
  return new Map(rows.map((r) => [r.id, r.scoreTenths]));
}

/** A question as a publication copies it now, with the bank's version it copied. */
export type VersionedSnapshot = HomeworkQuestionSnapshot & { version: number };

export type QuestionSnapshot = {
  questions: VersionedSnapshot[];
  /** the questions' scenes (init script and hidden data), by scene id */
  scenes: Record<string, SceneSnapshot>;
  totalTenths: number;
};

/**
 * The questions, in the order given with the given scores, and their scenes as they are now: what a publication
 * freezes, so later edits of the paper, the questions or the scenes never change what students answer.
 */
export async function questionSnapshot(db: DbOrTx, items: readonly { exerciseId: number; scoreTenths: number }[]): Promise<QuestionSnapshot> {
  const ids = items.map((i) => i.exerciseId);
  const rows = ids.length ? await db.select().from(exercises).where(inArray(exercises.id, ids)) : [];
  const byId = new Map(rows.map((e) => [e.id, e]));
  const knowledge = await knowledgeOf(db, ids);
  const present = items.filter((i) => byId.has(i.exerciseId));
  const questions: VersionedSnapshot[] = present.map((item, i) => {
    const e = byId.get(item.exerciseId)!;
    return {
      questionId: e.id,
      position: i + 1,
      type: e.type,
      stem: e.stem,
      stemText: e.stemText,
      analysis: e.analysis,
      difficulty: e.difficulty,
      scoreTenths: item.scoreTenths,
      spec: e.spec,
      knowIds: (knowledge.get(e.id) ?? []).map((k) => k.knowId),
      version: e.version,
    };
  });
  const sceneIds = [...new Set(present.map((i) => byId.get(i.exerciseId)!.sceneId).filter((id): id is number => id !== null))];
  const sceneRows = sceneIds.length
    ? await db
        .select({ id: scenes.id, name: scenes.name, initSql: scenes.initSql, hiddenData: scenes.hiddenData })
        .from(scenes)
        .where(inArray(scenes.id, sceneIds))
    : [];
  return {
    questions,
    scenes: Object.fromEntries(sceneRows.map(({ id, ...scene }) => [String(id), scene])),
    totalTenths: questions.reduce((sum, q) => sum + q.scoreTenths, 0),
  };
}

/**
 * The rows that append `wanted` (in that order) after the paper's `present` rows: ones already in the paper are
 * skipped, positions follow the last one, and a paper past `max` questions is refused with `tooMany`.
 */
export function appendedRows(
  present: readonly PaperRow[],
  wanted: readonly { exerciseId: number; scoreTenths: number }[],
  max: number,
  tooMany: string,
): PaperRow[] {
  const have = new Set(present.map((r) => r.exerciseId));
  const added = wanted.filter((w) => !have.has(w.exerciseId));
  if (added.length === 0) return [];
  if (have.size + added.length > max) throw invalid(tooMany);
  const start = present.reduce((last, r) => Math.max(last, r.position), 0) + 1;
  return added.map((w, i) => ({ exerciseId: w.exerciseId, position: start + i, scoreTenths: w.scoreTenths }));
}
