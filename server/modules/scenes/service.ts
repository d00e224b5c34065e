import { and, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { Page } from '@contract/envelope';
import type { SqlError } from '@contract/grading';
import { RoleId } from '@contract/roles';
import { type SavedScene, type SaveSceneInput, type Scene, type SceneListQuery, type SceneSummary, SceneTable, type StoredSceneTable } from '@contract/scene';
import { z } from '@contract/zod';
import type { DbOrTx } from '../../db/client';
import { courses, exercises, scenes, users } from '../../db/schema';
import { byUser, lineInHiddenData, withHiddenData, type GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { canEditScene, canViewScene, type CourseRef, teamRoleOf } from '../../policy';
import { ASSISTANT_REFUSAL, courseFor, teamOfCourse, type TeamSeat } from '../courses/access';
import { sceneOfSeenQuestion } from './access';

type SceneRow = typeof scenes.$inferSelect;
type Joined = { s: SceneRow; creatorName: string; courseName: string | null; courseOwner: number | null; courseTeam: TeamSeat[] };

// the course's team with it: the policy needs it to know co-teachers and assistants
const joined = { s: scenes, creatorName: users.name, courseName: courses.name, courseOwner: courses.ownerId, courseTeam: teamOfCourse(scenes.courseId) };

export const courseRefOf = (j: Joined) => (j.s.courseId === null ? null : { ownerId: j.courseOwner!, team: j.courseTeam });

/** How many questions use each scene: a scene in use is not deleted. */
async function usageOf(db: DbOrTx, sceneIds: number[]): Promise<Map<number, number>> {
  if (sceneIds.length === 0) return new Map();
  const rows = await db
    .select({ sceneId: exercises.sceneId, n: count() })
    .from(exercises)
    .where(inArray(exercises.sceneId, sceneIds))
    .groupBy(exercises.sceneId);
  return new Map(rows.map((r) => [r.sceneId!, r.n]));
}

/** What a copy of a scene takes from it: everything but its place, its author and its times. */
export const copiedSceneValues = (s: SceneRow) => ({
  name: s.name,
  description: s.description,
  initSql: s.initSql,
  hiddenData: s.hiddenData,
  tables: s.tables,
  copiedFrom: s.id,
});

function toSummary(actor: AuthContext, j: Joined, usedBy: number): SceneSummary {
  return {
    sceneId: j.s.id,
    courseId: j.s.courseId,
    courseName: j.courseName,
    name: j.s.name,
    description: j.s.description,
    tableNames: j.s.tables.map((t) => t.name),
    creatorName: j.creatorName,
    usedBy,
    hiddenDataCount: j.s.hiddenData.length,
    canEdit: canEditScene(actor, courseRefOf(j)),
    updatedAt: j.s.updatedAt.toISOString(),
  };
}

async function loadScene(db: DbOrTx, sceneId: number): Promise<Joined> {
  const [row] = await db
    .select(joined)
    .from(scenes)
    .innerJoin(users, eq(users.id, scenes.createdBy))
    .leftJoin(courses, eq(courses.id, scenes.courseId))
    .where(eq(scenes.id, sceneId));
  if (!row) throw notFound('场景');
  return row;
}

/** A scene the actor may read, or 403/404 (scenes' own pages and the grading calls on a scene). */
export async function visibleScene(db: DbOrTx, actor: AuthContext, sceneId: number): Promise<Joined> {
  const j = await loadScene(db, sceneId);
  if (!canViewScene(actor, courseRefOf(j))) throw forbidden('没有权限查看这个场景');
  return j;
}

export const refuseEdit = (actor: AuthContext, course: CourseRef | null) =>
  forbidden(
    course === null ? '只有专家可以编辑公共场景库' : teamRoleOf(actor, course) === 'assistant' ? ASSISTANT_REFUSAL : '只有课程负责人可以编辑这门课程的场景',
  );

/**
 * A scene getScene answers: one the actor may read (visibleScene), or for a student a course's scene that a question
 * they can see now is answered on (./access.ts); `throughQuestion` then.
 */
async function readableScene(db: DbOrTx, actor: AuthContext, sceneId: number): Promise<{ j: Joined; throughQuestion: boolean }> {
  const j = await loadScene(db, sceneId);
  if (canViewScene(actor, courseRefOf(j))) return { j, throughQuestion: false };
  if (j.s.courseId !== null && actor.baseRole === RoleId.STUDENT && (await sceneOfSeenQuestion(db, actor.userId, sceneId))) {
    return { j, throughQuestion: true };
  }
  throw forbidden('没有权限查看这个场景');
}

const storedTables = z.array(SceneTable);

/** Tables as stored, those described before keys were with none (contract/scene.ts SceneTable's defaults). */
const tablesOf = (stored: StoredSceneTable[]): SceneTable[] => storedTables.parse(stored);

/** Described before the engine read keys and NOT NULL: such a scene is described again when it is read. */
const describedWithoutKeys = (stored: StoredSceneTable[]) => stored.some((t) => t.foreignKeys === undefined);

/**
 * Scenes saved before keys were described are described again, lazily, the first time one is read (not at start-up:
 * most old scenes are never opened again, and a save describes a scene anyway): the init script alone, never hidden
 * data, as a save does. The stored tables are replaced only while the script is still the one described (a save in
 * between wins). When the engine cannot describe it now, the scene is answered without keys and tried again next time.
 */
async function withKeys(db: DbOrTx, grading: GradingEngine, actor: AuthContext, j: Joined): Promise<Joined> {
  if (!describedWithoutKeys(j.s.tables)) return j;
  try {
    const described = await grading.describe(j.s.initSql, byUser(actor.userId));
    if (described.error) return j;
    await db
      .update(scenes)
      .set({ tables: described.tables })
      .where(and(eq(scenes.id, j.s.id), eq(scenes.initSql, j.s.initSql)));
    return { ...j, s: { ...j.s, tables: described.tables } };
  } catch {
    return j;
  }
}

function toScene(actor: AuthContext, j: Joined, usedBy: number, opts: { throughQuestion?: boolean } = {}): Scene {
  const summary = toSummary(actor, j, usedBy);
  // hidden data stays hidden from students, who may read public scenes
  const hiddenData = summary.canEdit ? j.s.hiddenData : [];
  // a student who reads a course's scene for a question gets its tables, not its script: that may hold what the
  // tables do not show (rows it deletes again, the author's comments)
  const initSql = opts.throughQuestion ? '' : j.s.initSql;
  return { ...summary, initSql, hiddenData, tables: tablesOf(j.s.tables), createdAt: j.s.createdAt.toISOString() };
}

const scriptProblem = (what: string, e: SqlError) =>
  invalid(`${what}有错误${e.line ? `（第 ${e.line} 行）` : ''}：${e.message}${e.detail ? `（${e.detail}）` : ''}`);

/** Runs the init script in the sandbox and answers the tables it makes; a failing script is refused. */
export async function describeOrRefuse(grading: GradingEngine, actor: AuthContext, initSql: string): Promise<SceneTable[]> {
  const described = await grading.describe(initSql, byUser(actor.userId));
  if (described.error) throw scriptProblem('初始化脚本', described.error);
  return described.tables;
}

const shapeOf = (tables: SceneTable[]) => tables.map((t) => `${t.name}(${t.columns.map((c) => `${c.name} ${c.type}`).join(', ')})`).sort();

/**
 * Runs each hidden data script after the init script; one that fails, or that changes which tables and columns
 * there are, is refused (hidden data is other rows in the same tables).
 */
export async function checkHiddenData(grading: GradingEngine, actor: AuthContext, initSql: string, tables: SceneTable[], hiddenData: string[]): Promise<void> {
  const expected = shapeOf(tables).join('; ');
  for (const [i, data] of hiddenData.entries()) {
    const what = `隐藏数据 ${i + 1} `;
    const described = await grading.describe(withHiddenData(initSql, data), byUser(actor.userId));
    if (described.error) {
      const line = described.error.line === null ? null : lineInHiddenData(initSql, described.error.line);
      throw scriptProblem(what, { ...described.error, line: line !== null && line > 0 ? line : null });
    }
    if (shapeOf(described.tables).join('; ') !== expected) {
      throw invalid(`${what}只能改变表中的行，不能增删表或列、改变列的类型：应为 ${expected}`);
    }
  }
}

export async function getScene(db: DbOrTx, grading: GradingEngine, actor: AuthContext, sceneId: number): Promise<Scene> {
  const { j, throughQuestion } = await readableScene(db, actor, sceneId);
  const usage = await usageOf(db, [sceneId]);
  return toScene(actor, await withKeys(db, grading, actor, j), usage.get(sceneId) ?? 0, { throughQuestion });
}

/** A scene for a caller another rule lets read it (a share: server/modules/shares), as its readers see it. */
export async function readScene(db: DbOrTx, grading: GradingEngine, actor: AuthContext, sceneId: number): Promise<Scene> {
  const j = await loadScene(db, sceneId);
  const usage = await usageOf(db, [sceneId]);
  return toScene(actor, await withKeys(db, grading, actor, j), usage.get(sceneId) ?? 0);
}

/** Where each given scene belongs (courseId null: the public library), or 404 naming none of them. */
export async function sceneCourses(db: DbOrTx, sceneIds: number[]): Promise<{ id: number; courseId: number | null }[]> {
  const rows = await db.select({ id: scenes.id, courseId: scenes.courseId }).from(scenes).where(inArray(scenes.id, sceneIds));
  if (rows.length !== new Set(sceneIds).size) throw notFound('场景');
  return rows;
}

/**
 * A copy of each given scene in a course whose change the caller has allowed and locked, answered in the order of the
 * ids; the copies are the course's own from then on.
 */
export async function insertSceneCopies(tx: DbOrTx, sceneIds: number[], courseId: number, authorId: number): Promise<number[]> {
  const sources = await tx.select().from(scenes).where(inArray(scenes.id, sceneIds));
  const byId = new Map(sources.map((s) => [s.id, s]));
  const copies: number[] = [];
  for (const sceneId of sceneIds) {
    const source = byId.get(sceneId);
    if (!source) throw notFound('场景');
    const [row] = await tx
      .insert(scenes)
      .values({ ...copiedSceneValues(source), courseId, createdBy: authorId })
      .returning({ id: scenes.id });
    copies.push(row.id);
  }
  return copies;
}

/** how many of a scene's questions are tried on its new scripts, and how many a warning names */
const QUESTIONS_TRIED = 100;
const QUESTIONS_NAMED = 3;

/**
 * The scene's questions whose reference answer no longer runs on its new scripts: grading then fails them on the
 * visible data, or passes over the hidden data they fail on (engine.ts), so the author should hear of it.
 */
async function brokenQuestionsWarning(
  db: DbOrTx,
  grading: GradingEngine,
  actor: AuthContext,
  sceneId: number,
  scene: { initSql: string; hiddenData: string[] },
): Promise<string | null> {
  const rows = await db
    .select({ stemText: exercises.stemText, spec: exercises.spec })
    .from(exercises)
    .where(eq(exercises.sceneId, sceneId))
    .limit(QUESTIONS_TRIED);
  const broken: string[] = [];
  for (const { stemText, spec } of rows) {
    if (!('sceneId' in spec)) continue;
    const failed = await grading.referenceFailure(scene, spec, byUser(actor.userId));
    if (failed) broken.push(`“${stemText.slice(0, 20)}”${failed.hiddenData !== null ? `（隐藏数据 ${failed.hiddenData}）` : ''}`);
  }
  if (broken.length === 0) return null;
  const named = broken.slice(0, QUESTIONS_NAMED).join('、') + (broken.length > QUESTIONS_NAMED ? ' 等' : '');
  return `场景已保存，但有 ${broken.length} 道题的参考答案在新的数据上执行出错：${named}。请修改这些题，或修改场景的数据`;
}

export async function saveScene(db: DbOrTx, grading: GradingEngine, actor: AuthContext, body: SaveSceneInput): Promise<SavedScene> {
  const course = body.courseId === null ? null : await courseFor(db, body.courseId);
  if (!canEditScene(actor, course)) throw refuseEdit(actor, course);
  if (body.sceneId !== null) {
    const existing = await loadScene(db, body.sceneId);
    if (existing.s.courseId !== body.courseId) throw invalid('场景不属于这门课程（或公共场景库），不能在这里修改');
  }
  // The script runs before anything is written: a scene that cannot be built is never saved.
  const tables = await describeOrRefuse(grading, actor, body.initSql);
  await checkHiddenData(grading, actor, body.initSql, tables, body.hiddenData);
  const values = { name: body.name, description: body.description, initSql: body.initSql, hiddenData: body.hiddenData, tables };
  let sceneId = body.sceneId;
  if (sceneId === null) {
    const [row] = await db
      .insert(scenes)
      .values({ ...values, courseId: body.courseId, createdBy: actor.userId })
      .returning({ id: scenes.id });
    sceneId = row.id;
  } else {
    await db
      .update(scenes)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(scenes.id, sceneId));
  }
  const dataWarning = body.sceneId === null ? null : await brokenQuestionsWarning(db, grading, actor, sceneId, body);
  return { ...(await getScene(db, grading, actor, sceneId)), dataWarning };
}

export async function previewScene(grading: GradingEngine, actor: AuthContext, initSql: string): Promise<{ tables: SceneTable[] }> {
  return { tables: await describeOrRefuse(grading, actor, initSql) };
}

export async function listScenes(db: DbOrTx, actor: AuthContext, q: z.output<typeof SceneListQuery>): Promise<Page<SceneSummary>> {
  const course = q.courseId === null ? null : await courseFor(db, q.courseId);
  if (!canViewScene(actor, course)) throw forbidden('没有权限查看这门课程的场景');
  const where = and(
    q.courseId === null ? isNull(scenes.courseId) : eq(scenes.courseId, q.courseId),
    q.keyword ? or(ilike(scenes.name, containsPattern(q.keyword)), ilike(scenes.description, containsPattern(q.keyword))) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(scenes).where(where);
  const rows = await db
    .select(joined)
    .from(scenes)
    .innerJoin(users, eq(users.id, scenes.createdBy))
    .leftJoin(courses, eq(courses.id, scenes.courseId))
    .where(where)
    .orderBy(desc(scenes.updatedAt), desc(scenes.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const usage = await usageOf(
    db,
    rows.map((r) => r.s.id),
  );
  return { list: rows.map((r) => toSummary(actor, r, usage.get(r.s.id) ?? 0)), total };
}

export async function deleteScene(db: DbOrTx, actor: AuthContext, sceneId: number): Promise<null> {
  const j = await loadScene(db, sceneId);
  if (!canEditScene(actor, courseRefOf(j))) throw refuseEdit(actor, courseRefOf(j));
  const used = (await usageOf(db, [sceneId])).get(sceneId) ?? 0;
  if (used > 0) throw invalid(`有 ${used} 道题目使用这个场景，不能删除；请先修改或删除这些题目`);
  await db.delete(scenes).where(eq(scenes.id, sceneId));
  return null;
}

/** Copies a scene (usually from the public library) into a course the actor edits. */
export async function copyScene(db: DbOrTx, grading: GradingEngine, actor: AuthContext, body: { sceneId: number; courseId: number }): Promise<Scene> {
  const source = await visibleScene(db, actor, body.sceneId);
  const course = await courseFor(db, body.courseId);
  if (!canEditScene(actor, course)) throw refuseEdit(actor, course);
  const [row] = await db
    .insert(scenes)
    .values({
      ...copiedSceneValues(source.s),
      courseId: course.id,
      createdBy: actor.userId,
    })
    .returning({ id: scenes.id });
  return getScene(db, grading, actor, row.id);
}
