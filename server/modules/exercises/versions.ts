// Versions 版本 of a question. A question someone has answered (a homework or exam answer, a practice attempt) keeps
// the content they answered: editing it makes a new version, the content before goes into exercise_versions, and
// the question keeps its id. An unanswered question is edited in place. Publications hold the version they copied
// (their snapshot's `version`) until a regrade takes the bank's over. Here: what counts as answered, keeping a
// version, what changed between two, and the history as authors read it.
import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { toPoints, type AnswerShows, type ExerciseVersion, type ExerciseVersionList, type VersionChange } from '@contract/exercise';
import type { DbOrTx } from '../../db/client';
import {
  examAnswers,
  exerciseAttempts,
  exerciseKnowledge,
  exerciseVersions,
  exercises,
  homeworkAnswers,
  knowledgePoints,
  scenes,
  users,
} from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { exerciseRow, viewableBank, type ExerciseRow } from './bank';

/** Keys in one order, so that two copies of a question compare by content. */
export const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v !== null && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);

/** What a version is made of; a publication's copy has no practice settings (they are the bank's alone). */
export type VersionContent = Pick<ExerciseRow, 'type' | 'stem' | 'analysis' | 'difficulty' | 'scoreTenths' | 'spec'> & {
  knowIds: readonly number[];
  practice?: boolean;
  answerShows?: AnswerShows;
};

/** The parts of a spec the history names, alike across types (a single choice's key is a list of one). */
function specParts(
  spec: VersionContent['spec'],
): Record<Exclude<VersionChange, 'type' | 'stem' | 'score' | 'difficulty' | 'analysis' | 'knowledge' | 'practice'>, unknown> {
  const s = spec as Partial<Record<string, unknown>>;
  const answer =
    spec.type === 'single'
      ? [spec.answer]
      : spec.type === 'multiple'
        ? [...spec.answers].sort()
        : spec.type === 'judge'
          ? spec.answer
          : spec.type === 'fill'
            ? spec.blanks
            : null;
  return {
    options: s.options ?? null,
    answer,
    referenceAnswer: s.referenceAnswer ?? null,
    keywords: s.keywords ?? null,
    scene: s.sceneId ?? null,
    referenceSql: s.referenceSql ?? null,
    verifySql: s.verifySql ?? null,
    gradingRules: [s.partialCredit, s.caseSensitive, s.orderSensitive, s.checkColumnNames].map((v) => v ?? null),
  };
}

/** What differs between two versions (or a publication's copy and a version), in the history's order. */
export function changesBetween(before: VersionContent, after: VersionContent): VersionChange[] {
  const a = specParts(before.spec);
  const b = specParts(after.spec);
  const differs = (x: unknown, y: unknown) => canonical(x) !== canonical(y);
  const changed: Record<VersionChange, boolean> = {
    type: before.type !== after.type,
    stem: before.stem !== after.stem,
    options: differs(a.options, b.options),
    answer: differs(a.answer, b.answer),
    referenceAnswer: differs(a.referenceAnswer, b.referenceAnswer),
    keywords: differs(a.keywords, b.keywords),
    scene: differs(a.scene, b.scene),
    referenceSql: differs(a.referenceSql, b.referenceSql),
    verifySql: differs(a.verifySql, b.verifySql),
    gradingRules: differs(a.gradingRules, b.gradingRules),
    score: before.scoreTenths !== after.scoreTenths,
    difficulty: before.difficulty !== after.difficulty,
    analysis: (before.analysis ?? null) !== (after.analysis ?? null),
    knowledge: differs(
      [...before.knowIds].sort((x, y) => x - y),
      [...after.knowIds].sort((x, y) => x - y),
    ),
    practice: before.practice !== undefined && after.practice !== undefined && (before.practice !== after.practice || before.answerShows !== after.answerShows),
  };
  return (Object.keys(changed) as VersionChange[]).filter((k) => changed[k]);
}

export async function knowIdsOf(db: DbOrTx, exerciseId: number): Promise<number[]> {
  const rows = await db
    .select({ knowId: exerciseKnowledge.knowId })
    .from(exerciseKnowledge)
    .where(eq(exerciseKnowledge.exerciseId, exerciseId))
    .orderBy(exerciseKnowledge.knowId);
  return rows.map((r) => r.knowId);
}

/** Has anyone answered the question: saved a homework or exam answer to it (handed in or not), or practised it? */
export async function isAnswered(db: DbOrTx, exerciseId: number): Promise<boolean> {
  const one = sql`1`;
  const [row] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .where(
      and(
        eq(exercises.id, exerciseId),
        or(
          exists(db.select({ one }).from(homeworkAnswers).where(eq(homeworkAnswers.questionId, exerciseId))),
          exists(db.select({ one }).from(examAnswers).where(eq(examAnswers.questionId, exerciseId))),
          exists(db.select({ one }).from(exerciseAttempts).where(eq(exerciseAttempts.exerciseId, exerciseId))),
        ),
      ),
    );
  return !!row;
}

/** Keeps the question's current version (the row as it is, before an edit replaces it) in its history. */
export async function keepVersion(tx: DbOrTx, row: ExerciseRow, knowIds: readonly number[]): Promise<void> {
  await tx.insert(exerciseVersions).values({
    exerciseId: row.id,
    version: row.version,
    type: row.type,
    stem: row.stem,
    stemText: row.stemText,
    analysis: row.analysis,
    practice: row.practice,
    answerShows: row.answerShows,
    difficulty: row.difficulty,
    scoreTenths: row.scoreTenths,
    spec: row.spec,
    knowIds: [...knowIds],
    editedBy: row.editedBy ?? row.authorId,
    editedAt: row.editedAt,
  });
}

type StoredVersion = VersionContent & { version: number; practice: boolean; answerShows: AnswerShows; editedBy: number; editedAt: Date };

/** The question's versions, oldest first, the current one (the exercises row) last. */
async function versionsOf(db: DbOrTx, row: ExerciseRow): Promise<StoredVersion[]> {
  const kept = await db.select().from(exerciseVersions).where(eq(exerciseVersions.exerciseId, row.id)).orderBy(asc(exerciseVersions.version));
  const current: StoredVersion = { ...row, knowIds: await knowIdsOf(db, row.id), editedBy: row.editedBy ?? row.authorId };
  return [...kept, current];
}

async function namesOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, u.name]));
}

/** Who last saved the question's current content (its author when nobody has edited it since). */
export async function editorName(db: DbOrTx, row: ExerciseRow): Promise<string> {
  const id = row.editedBy ?? row.authorId;
  return (await namesOf(db, [id])).get(id) ?? '';
}

/** The history of a question, newest first, for those who may read its bank. */
export async function listExerciseVersions(db: DbOrTx, actor: AuthContext, exerciseId: number): Promise<ExerciseVersionList> {
  const row = await exerciseRow(db, exerciseId);
  await viewableBank(db, actor, row.courseId);
  const versions = await versionsOf(db, row);
  const names = await namesOf(
    db,
    versions.map((v) => v.editedBy),
  );
  return {
    exerciseId,
    versions: versions
      .map((v, i) => ({
        version: v.version,
        editedBy: names.get(v.editedBy) ?? '',
        editedAt: v.editedAt.toISOString(),
        changes: i === 0 ? [] : changesBetween(versions[i - 1]!, v),
        current: v.version === row.version,
      }))
      .reverse(),
  };
}

/** One version's content, read-only. */
export async function getExerciseVersion(db: DbOrTx, actor: AuthContext, exerciseId: number, version: number): Promise<ExerciseVersion> {
  const row = await exerciseRow(db, exerciseId);
  await viewableBank(db, actor, row.courseId);
  const v = (await versionsOf(db, row)).find((x) => x.version === version);
  if (!v) throw notFound('题目的这个版本');
  const sceneId = 'sceneId' in v.spec ? v.spec.sceneId : null;
  const [knowledge, [scene], names] = await Promise.all([
    v.knowIds.length
      ? db
          .select({ knowId: knowledgePoints.id, name: knowledgePoints.name })
          .from(knowledgePoints)
          .where(inArray(knowledgePoints.id, [...v.knowIds]))
          .orderBy(knowledgePoints.id)
      : [],
    sceneId === null ? [] : db.select({ name: scenes.name }).from(scenes).where(eq(scenes.id, sceneId)),
    namesOf(db, [v.editedBy]),
  ]);
  return {
    exerciseId,
    version: v.version,
    current: v.version === row.version,
    editedBy: names.get(v.editedBy) ?? '',
    editedAt: v.editedAt.toISOString(),
    type: v.type,
    stem: v.stem,
    analysis: v.analysis,
    difficulty: v.difficulty,
    score: toPoints(v.scoreTenths),
    practice: v.practice,
    answerShows: v.answerShows,
    spec: v.spec,
    knowledge,
    sceneName: scene?.name ?? null,
  };
}
