// Copying questions: a batch into a course's folder (from the same course, another course one reads, or the public
// library) and a whole bank when a course is made from a template. A question keeps working in its new course:
// its scene comes along (one copy per scene and course, reused by later copies; a copy of shared questions brings
// their scenes afresh, server/modules/shares) and its knowledge points are the new course's points of the same name.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { exerciseFolders, exerciseKnowledge, exercises, knowledgePoints, scenes } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { editableBank, exerciseRows, folderIn, viewableBank, type ExerciseRow } from './bank';
import { copiedSceneValues } from '../scenes/service';

export type IdMap = Map<number, number>;

/**
 * A copy in `toCourse` of each given scene: the one an earlier copy made (with `reuse`), or a new one. Either way one
 * per scene, however many of the questions use it.
 */
async function scenesFor(tx: DbOrTx, toCourse: number | null, sceneIds: number[], authorId: number, reuse: boolean): Promise<IdMap> {
  const map: IdMap = new Map();
  if (sceneIds.length === 0) return map;
  const sources = await tx.select().from(scenes).where(inArray(scenes.id, sceneIds));
  for (const s of sources) {
    const [already] = reuse
      ? await tx
          .select({ id: scenes.id })
          .from(scenes)
          .where(and(toCourse === null ? isNull(scenes.courseId) : eq(scenes.courseId, toCourse), eq(scenes.copiedFrom, s.id)))
          .limit(1)
      : [];
    if (already) {
      map.set(s.id, already.id);
      continue;
    }
    const [copy] = await tx
      .insert(scenes)
      .values({ ...copiedSceneValues(s), courseId: toCourse, createdBy: authorId })
      .returning({ id: scenes.id });
    map.set(s.id, copy.id);
  }
  return map;
}

/** Knowledge links of the given questions, as points of `toCourse` with the same names (unmatched ones dropped). */
async function knowledgeFor(tx: DbOrTx, toCourse: number | null, exerciseIds: number[]): Promise<Map<number, number[]>> {
  const links = new Map<number, number[]>();
  if (toCourse === null || exerciseIds.length === 0) return links;
  const rows = await tx
    .select({ exerciseId: exerciseKnowledge.exerciseId, name: knowledgePoints.name })
    .from(exerciseKnowledge)
    .innerJoin(knowledgePoints, eq(knowledgePoints.id, exerciseKnowledge.knowId))
    .where(inArray(exerciseKnowledge.exerciseId, exerciseIds));
  const targets = await tx.select({ id: knowledgePoints.id, name: knowledgePoints.name }).from(knowledgePoints).where(eq(knowledgePoints.courseId, toCourse));
  const byName = new Map(targets.map((t) => [t.name, t.id]));
  for (const r of rows) {
    const knowId = byName.get(r.name);
    if (knowId !== undefined) links.set(r.exerciseId, [...new Set([...(links.get(r.exerciseId) ?? []), knowId])]);
  }
  return links;
}

async function insertCopies(
  tx: DbOrTx,
  rows: ExerciseRow[],
  target: { courseId: number | null; folderOf: (row: ExerciseRow) => number | null; authorId: number },
  sceneMap: IdMap,
  knowledge: Map<number, number[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const sceneId = r.sceneId === null ? null : (sceneMap.get(r.sceneId) ?? r.sceneId);
    const spec = 'sceneId' in r.spec && sceneId !== null ? { ...r.spec, sceneId } : r.spec;
    const [copy] = await tx
      .insert(exercises)
      .values({
        courseId: target.courseId,
        folderId: target.folderOf(r),
        type: r.type,
        stem: r.stem,
        stemText: r.stemText,
        analysis: r.analysis,
        practice: r.practice,
        answerShows: r.answerShows,
        difficulty: r.difficulty,
        scoreTenths: r.scoreTenths,
        spec,
        sceneId,
        copiedFrom: r.id,
        authorId: target.authorId,
      })
      .returning({ id: exercises.id });
    ids.push(copy.id);
    const knowIds = knowledge.get(r.id) ?? [];
    if (knowIds.length > 0) await tx.insert(exerciseKnowledge).values(knowIds.map((knowId) => ({ exerciseId: copy.id, knowId })));
  }
  return ids;
}

type CopyTarget = { courseId: number | null; parentId: number | null };

export async function copyExercises(db: Db, actor: AuthContext, body: { exerciseIds: number[] } & CopyTarget) {
  return db.transaction(async (tx) => {
    const rows = await exerciseRows(tx, body.exerciseIds);
    for (const bank of new Set(rows.map((r) => r.courseId))) await viewableBank(tx, actor, bank);
    return { exerciseIds: await copyRowsInto(tx, actor, rows, body, { reuseScenes: true }) };
  });
}

/**
 * Copies questions the caller may read (checked by the caller: their bank, or a share) into a folder of a bank the
 * caller may edit, locked here. `reuseScenes`: a scene an earlier copy brought into the course serves again; without
 * it each call copies each scene once (a shared original keeps changing in its owner's course).
 */
export async function copyRowsInto(tx: DbOrTx, actor: AuthContext, rows: ExerciseRow[], target: CopyTarget, opts: { reuseScenes: boolean }): Promise<number[]> {
  await editableBank(tx, actor, target.courseId);
  const folderId = await folderIn(tx, target.courseId, target.parentId);
  const sceneIds = [...new Set(rows.flatMap((r) => (r.sceneId === null ? [] : [r.sceneId])))];
  const sceneMap = await scenesFor(tx, target.courseId, await scenesToCopy(tx, target.courseId, sceneIds), actor.userId, opts.reuseScenes);
  const ids = rows.map((r) => r.id);
  const sameCourse = rows.every((r) => r.courseId === target.courseId);
  const knowledge = sameCourse ? await linksAsTheyAre(tx, ids) : await knowledgeFor(tx, target.courseId, ids);
  return insertCopies(tx, rows, { courseId: target.courseId, folderOf: () => folderId, authorId: actor.userId }, sceneMap, knowledge);
}

/**
 * Scenes not yet in the target bank. A public scene is copied too: the course's question must not change
 * behind the teacher's back when an expert later edits the library's scene.
 */
async function scenesToCopy(tx: DbOrTx, toCourse: number | null, sceneIds: number[]): Promise<number[]> {
  if (sceneIds.length === 0) return [];
  const rows = await tx.select({ id: scenes.id, courseId: scenes.courseId }).from(scenes).where(inArray(scenes.id, sceneIds));
  return rows.filter((s) => s.courseId !== toCourse).map((s) => s.id);
}

async function linksAsTheyAre(tx: DbOrTx, exerciseIds: number[]): Promise<Map<number, number[]>> {
  const rows = await tx.select().from(exerciseKnowledge).where(inArray(exerciseKnowledge.exerciseId, exerciseIds));
  const links = new Map<number, number[]>();
  for (const r of rows) links.set(r.exerciseId, [...(links.get(r.exerciseId) ?? []), r.knowId]);
  return links;
}

/**
 * Copies a folder tree level by level (a folder may have been moved under a newer one, so ids do not put parents
 * first): `insert` makes one folder's copy under its parent's copy and answers its id. Answers source id to copy id.
 */
export async function copyFolderTree<F extends { id: number; parentId: number | null }>(
  folders: readonly F[],
  insert: (folder: F, parentId: number | null) => Promise<number>,
): Promise<IdMap> {
  const map: IdMap = new Map();
  let level = folders.filter((f) => f.parentId === null);
  while (level.length > 0) {
    for (const f of level) map.set(f.id, await insert(f, f.parentId === null ? null : map.get(f.parentId)!));
    level = folders.filter((f) => f.parentId !== null && map.has(f.parentId) && !map.has(f.id));
  }
  return map;
}

/**
 * A whole course's bank into a new course (template copies): folders by level, then every question with its
 * scene and knowledge links mapped to the copies the caller already made. Answers the copy of each source
 * question, so the course's papers can point at the new course's own questions.
 */
export async function copyBank(tx: DbOrTx, fromCourse: number, toCourse: number, sceneMap: IdMap, authorId: number): Promise<IdMap> {
  const folders = await tx.select().from(exerciseFolders).where(eq(exerciseFolders.courseId, fromCourse)).orderBy(exerciseFolders.id);
  const folderMap = await copyFolderTree(folders, async (f, parentId) => {
    const [copy] = await tx.insert(exerciseFolders).values({ courseId: toCourse, parentId, name: f.name }).returning({ id: exerciseFolders.id });
    return copy.id;
  });
  const rows = await tx.select().from(exercises).where(eq(exercises.courseId, fromCourse)).orderBy(exercises.id);
  const knowledge = await knowledgeFor(
    tx,
    toCourse,
    rows.map((r) => r.id),
  );
  const copyIds = await insertCopies(
    tx,
    rows,
    { courseId: toCourse, folderOf: (r) => (r.folderId === null ? null : (folderMap.get(r.folderId) ?? null)), authorId },
    sceneMap,
    knowledge,
  );
  return new Map(rows.map((r, i) => [r.id, copyIds[i]!]));
}
