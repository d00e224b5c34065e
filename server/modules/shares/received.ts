// Sharing 共享 from the recipient's side (共享给我的): the questions and scenes shared with the caller, one row per
// object with who shared it; the whole question or scene; a copy into a course the caller edits, which is theirs
// from then on. Every call asks ./access.ts first, so a withdrawn share stops working at once.
import { and, asc, countDistinct, desc, eq, ilike, inArray, max, or, type SQL } from 'drizzle-orm';
import { toPoints, type Difficulty, type Exercise, type ExerciseType } from '@contract/exercise';
import type { Page } from '@contract/envelope';
import type { Scene } from '@contract/scene';
import type { ShareKind, SharedExercise, SharedScene } from '@contract/share';
import type { Db, DbOrTx } from '../../db/client';
import { courses, exercises, scenes, shares, users } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { lockEditableCourse } from '../courses/access';
import { exerciseRows } from '../exercises/bank';
import { copyRowsInto } from '../exercises/copy';
import { readExercise } from '../exercises/service';
import { insertSceneCopies, readScene } from '../scenes/service';
import { checkReader, objectOf, requireSceneReadable, requireShared, sharedWith } from './access';

type PageOf = { current: number; pageSize: number };
type Received = { sharedBy: string[]; wholeSchool: boolean; sharedAt: string };

/**
 * One page of the objects of `kind` shared with the actor that `filter` keeps (a condition on `table`, the objects'
 * own table), newest share first: their ids in order, and how many there are in all.
 */
async function receivedPage(
  db: DbOrTx,
  actor: AuthContext,
  kind: ShareKind,
  table: typeof exercises | typeof scenes,
  filter: SQL | undefined,
  q: PageOf,
): Promise<{ ids: number[]; total: number }> {
  checkReader(actor);
  const column = objectOf(kind);
  const where = and(sharedWith(actor, kind), filter);
  const [{ total }] = await db
    .select({ total: countDistinct(column) })
    .from(shares)
    .innerJoin(table, eq(table.id, column))
    .where(where);
  const rows = await db
    .select({ id: column })
    .from(shares)
    .innerJoin(table, eq(table.id, column))
    .where(where)
    .groupBy(column)
    .orderBy(desc(max(shares.sharedAt)), desc(column))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  return { ids: rows.map((r) => r.id!), total };
}

/** Who shared each of these objects with the actor, whether with the whole school, and when last. */
async function sharersOf(db: DbOrTx, actor: AuthContext, kind: ShareKind, ids: number[]): Promise<Map<number, Received>> {
  const column = objectOf(kind);
  const rows = await db
    .select({ id: column, name: users.name, recipientId: shares.recipientId, sharedAt: shares.sharedAt })
    .from(shares)
    .innerJoin(users, eq(users.id, shares.sharedBy))
    .where(and(sharedWith(actor, kind), inArray(column, ids)))
    .orderBy(asc(shares.sharedAt), asc(shares.id));
  const out = new Map<number, Received>();
  for (const r of rows) {
    const seen = out.get(r.id!) ?? { sharedBy: [], wholeSchool: false, sharedAt: r.sharedAt.toISOString() };
    if (!seen.sharedBy.includes(r.name)) seen.sharedBy.push(r.name);
    seen.wholeSchool ||= r.recipientId === null;
    // ascending: the last one seen is the newest
    seen.sharedAt = r.sharedAt.toISOString();
    out.set(r.id!, seen);
  }
  return out;
}

export async function sharedExercises(
  db: DbOrTx,
  actor: AuthContext,
  q: PageOf & { keyword?: string; type?: ExerciseType; difficulty?: Difficulty },
): Promise<Page<SharedExercise>> {
  const filter = and(
    q.type ? eq(exercises.type, q.type) : undefined,
    q.difficulty ? eq(exercises.difficulty, q.difficulty) : undefined,
    q.keyword ? ilike(exercises.stemText, containsPattern(q.keyword)) : undefined,
  );
  const { ids, total } = await receivedPage(db, actor, 'exercise', exercises, filter, q);
  if (ids.length === 0) return { list: [], total };
  const rows = await db
    .select({ e: exercises, sceneName: scenes.name, courseName: courses.name, authorName: users.name })
    .from(exercises)
    .innerJoin(users, eq(users.id, exercises.authorId))
    .leftJoin(scenes, eq(scenes.id, exercises.sceneId))
    .leftJoin(courses, eq(courses.id, exercises.courseId))
    .where(inArray(exercises.id, ids));
  const byId = new Map(rows.map((r) => [r.e.id, r]));
  const sharers = await sharersOf(db, actor, 'exercise', ids);
  const list = ids.flatMap((id) => {
    const r = byId.get(id);
    const received = sharers.get(id);
    if (!r || !received) return [];
    const { e } = r;
    return [
      {
        exerciseId: e.id,
        type: e.type,
        stemText: e.stemText,
        difficulty: e.difficulty,
        score: toPoints(e.scoreTenths),
        sceneName: r.sceneName,
        courseName: r.courseName,
        authorName: r.authorName,
        ...received,
      },
    ];
  });
  return { list, total };
}

export async function sharedScenes(db: DbOrTx, actor: AuthContext, q: PageOf & { keyword?: string }): Promise<Page<SharedScene>> {
  const word = q.keyword ? containsPattern(q.keyword) : null;
  const filter = word ? or(ilike(scenes.name, word), ilike(scenes.description, word)) : undefined;
  const { ids, total } = await receivedPage(db, actor, 'scene', scenes, filter, q);
  if (ids.length === 0) return { list: [], total };
  const rows = await db
    .select({ s: scenes, courseName: courses.name, creatorName: users.name })
    .from(scenes)
    .innerJoin(users, eq(users.id, scenes.createdBy))
    .leftJoin(courses, eq(courses.id, scenes.courseId))
    .where(inArray(scenes.id, ids));
  const byId = new Map(rows.map((r) => [r.s.id, r]));
  const sharers = await sharersOf(db, actor, 'scene', ids);
  const list = ids.flatMap((id) => {
    const r = byId.get(id);
    const received = sharers.get(id);
    if (!r || !received) return [];
    const { s } = r;
    return [
      {
        sceneId: s.id,
        name: s.name,
        description: s.description,
        tableNames: s.tables.map((t) => t.name),
        courseName: r.courseName,
        creatorName: r.creatorName,
        ...received,
      },
    ];
  });
  return { list, total };
}

/** The whole question, answers included, while it is shared with the actor. */
export async function sharedExercise(db: DbOrTx, actor: AuthContext, exerciseId: number): Promise<Exercise> {
  await requireShared(db, actor, 'exercise', [exerciseId]);
  return readExercise(db, actor, exerciseId);
}

/** The scene, while it (or a question answered on it) is shared with the actor. */
export async function sharedScene(db: DbOrTx, grading: GradingEngine, actor: AuthContext, sceneId: number): Promise<Scene> {
  await requireSceneReadable(db, actor, sceneId);
  return readScene(db, grading, actor, sceneId);
}

/**
 * Copies shared questions into a folder of a course the actor edits, each with its scene (copied into the course once
 * for this copy, however many of the questions use it) and the course's knowledge points of the same names.
 */
export async function copySharedExercises(db: Db, actor: AuthContext, body: { exerciseIds: number[]; courseId: number; parentId: number | null }) {
  return db.transaction(async (tx) => {
    await requireShared(tx, actor, 'exercise', body.exerciseIds);
    const rows = await exerciseRows(tx, body.exerciseIds);
    return { exerciseIds: await copyRowsInto(tx, actor, rows, body, { reuseScenes: false }) };
  });
}

/** Copies shared scenes into a course the actor edits. */
export async function copySharedScenes(db: Db, actor: AuthContext, body: { sceneIds: number[]; courseId: number }) {
  return db.transaction(async (tx) => {
    await requireShared(tx, actor, 'scene', body.sceneIds);
    const course = await lockEditableCourse(tx, actor, body.courseId);
    return { sceneIds: await insertSceneCopies(tx, body.sceneIds, course.id, actor.userId) };
  });
}
