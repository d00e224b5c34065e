// Questions of a course's bank or the public library: list with filters, read (answers included: authors only),
// save per type, delete, move and copy in batches. Every change is one transaction on the locked course.
import { and, count, desc, eq, exists, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Page } from '@contract/envelope';
import {
  toPoints,
  toTenths,
  type Exercise,
  type ExerciseListQuery,
  type ExerciseSpec,
  type ExerciseSummary,
  type SaveExerciseInput,
  type SavedExercise,
} from '@contract/exercise';
import type { SqlError } from '@contract/grading';
import type { z } from '@contract/zod';
import type { Db, DbOrTx } from '../../db/client';
import { exerciseKnowledge, exercises, knowledgePoints, scenes, users } from '../../db/schema';
import { checkInputOf, type SqlSpec } from '../../grading/answer';
import type { GradingEngine, SceneData } from '../../grading/engine';
import { indistinguishableMutants, weakDataWarning } from '../../grading/mutants';
import type { AuthContext } from '../../lib/auth-context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { plainTextOf, sanitizeRichText } from '../../lib/rich-text';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { canEditPublicLibrary, canEditCourse } from '../../policy';
import { courseFor, type CourseRow } from '../courses/access';
import { checkKnowledge, editableBank, exerciseRow, exerciseRows, folderIn, inBank, sceneFor, viewableBank, type ExerciseRow } from './bank';
import { changesBetween, editorName, isAnswered, keepVersion, knowIdsOf } from './versions';

const STEM_TEXT_MAX = 200;

type Listed = { e: ExerciseRow; authorName: string; sceneName: string | null };

export async function knowledgeOf(db: DbOrTx, exerciseIds: number[]): Promise<Map<number, { knowId: number; name: string }[]>> {
  const byExercise = new Map<number, { knowId: number; name: string }[]>();
  if (exerciseIds.length === 0) return byExercise;
  const rows = await db
    .select({ exerciseId: exerciseKnowledge.exerciseId, knowId: knowledgePoints.id, name: knowledgePoints.name })
    .from(exerciseKnowledge)
    .innerJoin(knowledgePoints, eq(knowledgePoints.id, exerciseKnowledge.knowId))
    .where(inArray(exerciseKnowledge.exerciseId, exerciseIds))
    .orderBy(knowledgePoints.id);
  for (const r of rows) byExercise.set(r.exerciseId, [...(byExercise.get(r.exerciseId) ?? []), { knowId: r.knowId, name: r.name }]);
  return byExercise;
}

/** May the actor change this question (leaving the course's review/archive lock to the write itself)? */
async function editableBy(db: DbOrTx, actor: AuthContext, courseId: number | null, seen: Map<number, CourseRow>): Promise<boolean> {
  if (courseId === null) return canEditPublicLibrary(actor);
  if (!seen.has(courseId)) seen.set(courseId, await courseFor(db, courseId));
  return canEditCourse(actor, seen.get(courseId)!);
}

async function summaries(db: DbOrTx, actor: AuthContext, rows: Listed[]): Promise<ExerciseSummary[]> {
  const knowledge = await knowledgeOf(
    db,
    rows.map((r) => r.e.id),
  );
  const loaded = new Map<number, CourseRow>();
  const out: ExerciseSummary[] = [];
  for (const r of rows) {
    out.push({
      exerciseId: r.e.id,
      courseId: r.e.courseId,
      parentId: r.e.folderId,
      type: r.e.type,
      stemText: r.e.stemText,
      difficulty: r.e.difficulty,
      score: toPoints(r.e.scoreTenths),
      knowledge: knowledge.get(r.e.id) ?? [],
      sceneName: r.sceneName,
      authorName: r.authorName,
      canEdit: await editableBy(db, actor, r.e.courseId, loaded),
      updatedAt: r.e.updatedAt.toISOString(),
    });
  }
  return out;
}

const listedColumns = { e: exercises, authorName: users.name, sceneName: scenes.name };

function listedQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(listedColumns)
    .from(exercises)
    .innerJoin(users, eq(users.id, exercises.authorId))
    .leftJoin(scenes, eq(scenes.id, exercises.sceneId))
    .where(where);
}

export async function listExercises(db: DbOrTx, actor: AuthContext, q: z.output<typeof ExerciseListQuery>): Promise<Page<ExerciseSummary>> {
  await viewableBank(db, actor, q.courseId);
  const where = and(
    await inBank(db, q.courseId, q.parentId),
    q.type ? eq(exercises.type, q.type) : undefined,
    q.difficulty ? eq(exercises.difficulty, q.difficulty) : undefined,
    q.keyword ? ilike(exercises.stemText, containsPattern(q.keyword)) : undefined,
    q.knowId
      ? exists(
          db
            .select({ one: exerciseKnowledge.knowId })
            .from(exerciseKnowledge)
            .where(and(eq(exerciseKnowledge.exerciseId, exercises.id), eq(exerciseKnowledge.knowId, q.knowId))),
        )
      : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(exercises).where(where);
  const rows = await listedQuery(db, where).orderBy(desc(exercises.updatedAt), desc(exercises.id)).limit(q.pageSize).offset(offsetOf(q));
  return { list: await summaries(db, actor, rows), total };
}

async function listedExercise(db: DbOrTx, exerciseId: number): Promise<Listed> {
  const [listed] = await listedQuery(db, eq(exercises.id, exerciseId));
  if (!listed) throw notFound('题目');
  return listed;
}

export async function getExercise(db: DbOrTx, actor: AuthContext, exerciseId: number): Promise<Exercise> {
  const listed = await listedExercise(db, exerciseId);
  await viewableBank(db, actor, listed.e.courseId);
  return wholeExercise(db, actor, listed);
}

/** The whole question, answers included, for a caller another rule lets read it (a share: server/modules/shares). */
export async function readExercise(db: DbOrTx, actor: AuthContext, exerciseId: number): Promise<Exercise> {
  return wholeExercise(db, actor, await listedExercise(db, exerciseId));
}

async function wholeExercise(db: DbOrTx, actor: AuthContext, listed: Listed): Promise<Exercise> {
  const row = listed.e;
  const [summary] = await summaries(db, actor, [listed]);
  return {
    ...summary,
    stem: row.stem,
    analysis: row.analysis,
    practice: row.practice,
    answerShows: row.answerShows,
    spec: row.spec,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
    editedBy: await editorName(db, row),
    editedAt: row.editedAt.toISOString(),
  };
}

const scriptProblem = (what: string, e: SqlError) =>
  invalid(`${what}执行出错${e.line ? `（第 ${e.line} 行）` : ''}：${e.message}${e.detail ? `（${e.detail}）` : ''}`);

/**
 * A SQL question is saved only when its reference answer (and verification SQL) runs on the scene: a question
 * whose own answer fails would fail every student.
 */
async function checkReference(grading: GradingEngine, scene: SceneData, spec: SqlSpec) {
  // it must run on the scene's hidden data too (grading passes over hidden data it fails on), and pass as an answer
  const failed = await grading.referenceFailure(scene, spec);
  if (failed) {
    const what = failed.hiddenData !== null ? `参考答案在隐藏数据 ${failed.hiddenData} 上` : spec.verifySql === null ? '参考答案' : '参考答案或验证 SQL';
    throw scriptProblem(what, failed.error);
  }
  const result = await grading.check(scene, { ...checkInputOf(spec), studentSql: spec.referenceSql });
  if (!result.correct) throw invalid(`参考答案自身无法通过评分：${result.message}`);
}

/**
 * Grades common mistakes made in the reference answer (mutants.ts) as students' answers on the scene and its hidden
 * data: those judged correct are mistakes the data cannot tell apart, said in a warning for the author.
 */
async function weakDataOf(grading: GradingEngine, scene: SceneData, spec: SqlSpec): Promise<string | null> {
  const input = checkInputOf(spec);
  const passes = async (studentSql: string) => (await grading.check(scene, { ...input, studentSql })).correct;
  return weakDataWarning(await indistinguishableMutants(spec.referenceSql, passes));
}

/** Stored rich text is the server's sanitised HTML; a stem that is empty after cleaning is refused. */
function cleanContent(body: SaveExerciseInput) {
  const stem = sanitizeRichText(body.stem);
  if (!stem) throw invalid('请输入题干');
  const spec: ExerciseSpec = body.spec.type === 'short' ? { ...body.spec, referenceAnswer: sanitizeRichText(body.spec.referenceAnswer) } : body.spec;
  return { stem, stemText: plainTextOf(stem, STEM_TEXT_MAX), analysis: sanitizeRichText(body.analysis), spec };
}

export type CleanContent = ReturnType<typeof cleanContent>;

/**
 * The content to store, with a SQL question's reference answer run on its scene (outside any transaction), and with
 * `weakData`, what that scene's data cannot tell apart.
 */
export async function prepareExercise(db: DbOrTx, grading: GradingEngine, body: SaveExerciseInput, opts: { weakData?: boolean } = {}) {
  const content = cleanContent(body);
  let dataWarning: string | null = null;
  if ('sceneId' in content.spec) {
    const scene = await sceneFor(db, body.courseId, content.spec.sceneId);
    await checkReference(grading, scene, content.spec);
    if (opts.weakData) dataWarning = await weakDataOf(grading, scene, content.spec);
  }
  return { content, dataWarning };
}

export const EDITED_MEANWHILE = '题目已被他人修改，请刷新后再保存';

/** The editor opened another version, or the question was saved (or moved) since: saving would undo that. */
const savedSince = (row: ExerciseRow, body: Pick<SaveExerciseInput, 'version' | 'updatedAt'>) =>
  (body.version !== undefined && body.version !== row.version) ||
  (body.updatedAt !== undefined && new Date(body.updatedAt).getTime() !== row.updatedAt.getTime());

/**
 * Inserts or updates one question in a bank the caller has locked for editing; answers its id. An edit of a question
 * someone has answered makes a new version (versions.ts); an unanswered one, or a save that changes nothing of the
 * content (a folder), stays the version it is.
 */
export async function writeExercise(tx: DbOrTx, actor: AuthContext, body: SaveExerciseInput, content: CleanContent): Promise<number> {
  // locked: of two saves of the same version, the second sees the first's and is refused
  const existing = body.exerciseId === null ? null : await exerciseRow(tx, body.exerciseId, { lock: true });
  if (existing) {
    if (existing.courseId !== body.courseId) throw invalid('题目不属于这门课程（或公共题库），不能在这里修改');
    if (savedSince(existing, body)) throw conflict(EDITED_MEANWHILE);
  }
  const folderId = await folderIn(tx, body.courseId, body.parentId);
  await checkKnowledge(tx, body.courseId, body.knowIds);
  // checked again inside the transaction: the scene may have gone since the reference answer ran
  const sceneId = 'sceneId' in content.spec ? (await sceneFor(tx, body.courseId, content.spec.sceneId)).id : null;
  const values = {
    folderId,
    type: content.spec.type,
    stem: content.stem,
    stemText: content.stemText,
    analysis: content.analysis,
    practice: body.practice,
    answerShows: body.answerShows,
    difficulty: body.difficulty,
    scoreTenths: toTenths(body.score),
    spec: content.spec,
    sceneId,
  };
  let id: number;
  if (existing === null) {
    const [row] = await tx
      .insert(exercises)
      .values({ ...values, courseId: body.courseId, authorId: actor.userId })
      .returning({ id: exercises.id });
    id = row.id;
  } else {
    id = existing.id;
    const knowIdsBefore = await knowIdsOf(tx, id);
    const edited = changesBetween({ ...existing, knowIds: knowIdsBefore }, { ...values, knowIds: body.knowIds }).length > 0;
    const newVersion = edited && (await isAnswered(tx, id));
    if (newVersion) await keepVersion(tx, existing, knowIdsBefore);
    const now = new Date();
    await tx
      .update(exercises)
      .set({
        ...values,
        updatedAt: now,
        ...(edited && { editedBy: actor.userId, editedAt: now }),
        ...(newVersion && { version: existing.version + 1 }),
      })
      .where(eq(exercises.id, id));
    await tx.delete(exerciseKnowledge).where(eq(exerciseKnowledge.exerciseId, id));
  }
  const saved = id;
  if (body.knowIds.length > 0) await tx.insert(exerciseKnowledge).values(body.knowIds.map((knowId) => ({ exerciseId: saved, knowId })));
  return saved;
}

export async function saveExercise(db: Db, grading: GradingEngine, actor: AuthContext, body: SaveExerciseInput): Promise<SavedExercise> {
  // refused before the sandbox runs anything for someone who may not write here, or over another's edit
  await editableBank(db, actor, body.courseId);
  if (body.exerciseId !== null) {
    const row = await exerciseRow(db, body.exerciseId);
    if (row.courseId === body.courseId && savedSince(row, body)) throw conflict(EDITED_MEANWHILE);
  }
  const { content, dataWarning } = await prepareExercise(db, grading, body, { weakData: true });
  const exerciseId = await db.transaction(async (tx) => {
    await editableBank(tx, actor, body.courseId);
    return writeExercise(tx, actor, body, content);
  });
  return { ...(await getExercise(db, actor, exerciseId)), dataWarning };
}

/** The one bank a batch comes from: a batch never spans courses. */
function bankOfBatch(rows: ExerciseRow[]): number | null {
  const banks = new Set(rows.map((r) => r.courseId));
  if (banks.size > 1) throw invalid('所选题目不在同一个题库中');
  return rows[0]!.courseId;
}

export async function deleteExercises(db: Db, actor: AuthContext, exerciseIds: number[]) {
  return db.transaction(async (tx) => {
    const rows = await exerciseRows(tx, exerciseIds);
    await editableBank(tx, actor, bankOfBatch(rows));
    await tx.delete(exercises).where(inArray(exercises.id, exerciseIds));
    return { deleted: rows.length };
  });
}

export async function moveExercises(db: Db, actor: AuthContext, body: { exerciseIds: number[]; parentId: number | null }) {
  return db.transaction(async (tx) => {
    const rows = await exerciseRows(tx, body.exerciseIds);
    const courseId = bankOfBatch(rows);
    await editableBank(tx, actor, courseId);
    const folderId = await folderIn(tx, courseId, body.parentId);
    await tx.update(exercises).set({ folderId, updatedAt: new Date() }).where(inArray(exercises.id, body.exerciseIds));
    return { moved: rows.length };
  });
}

export { copyExercises } from './copy';
