// The bank a question lives in (a course's, or the public library: courseId null) as the caller may use it.
// One place for the checks the question, folder and copy services share.
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { exerciseFolders, exercises, knowledgePoints, scenes } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { folderStore, withDescendants } from '../../lib/folder-store';
import { canEditPublicLibrary, canViewExercises } from '../../policy';
import { courseFor, lockEditableCourse, type CourseRow } from '../courses/access';

export type ExerciseRow = typeof exercises.$inferSelect;

/** The course whose bank is read (null: the public library), if the actor may read it. */
export async function viewableBank(db: DbOrTx, actor: AuthContext, courseId: number | null): Promise<CourseRow | null> {
  const course = courseId === null ? null : await courseFor(db, courseId);
  if (!canViewExercises(actor, course)) throw forbidden(courseId === null ? '没有权限查看公共题库' : '没有权限查看这门课程的题库');
  return course;
}

/**
 * The bank about to change, if the actor may change it now: a course's is locked (one change after the other,
 * none while under review or archived); the public library belongs to the experts.
 */
export async function editableBank(tx: DbOrTx, actor: AuthContext, courseId: number | null): Promise<CourseRow | null> {
  if (courseId !== null) return lockEditableCourse(tx, actor, courseId);
  if (!canEditPublicLibrary(actor)) throw forbidden('只有专家可以修改公共题库');
  return null;
}

/** The question; with `lock`, locked for the rest of the transaction (saves of one question one after the other). */
export async function exerciseRow(db: DbOrTx, exerciseId: number, opts: { lock?: boolean } = {}): Promise<ExerciseRow> {
  const query = db.select().from(exercises).where(eq(exercises.id, exerciseId));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound('题目');
  return row;
}

/** Every given question, or 404 naming none of them (ids are not probed one by one). */
export async function exerciseRows(db: DbOrTx, ids: number[]): Promise<ExerciseRow[]> {
  const rows = await db.select().from(exercises).where(inArray(exercises.id, ids)).orderBy(exercises.id);
  if (rows.length !== ids.length) throw notFound('题目');
  return rows;
}

/** The course bank's folders: the same tree rules as the task bank's (server/lib/folder-store.ts). */
export const exerciseFolderStore = folderStore({
  folders: exerciseFolders,
  items: { table: exercises, courseId: exercises.courseId, folderId: exercises.folderId },
  itemUnit: '道题目',
  view: viewableBank,
  edit: editableBank,
});

export const foldersOf = exerciseFolderStore.foldersOf;

/** A folder of the course's bank; null stays null (the root). The public library has no folders. */
export async function folderIn(db: DbOrTx, courseId: number | null, folderId: number | null): Promise<number | null> {
  if (folderId === null) return null;
  if (courseId === null) throw invalid('公共题库没有文件夹');
  return exerciseFolderStore.folderIn(db, courseId, folderId);
}

/**
 * The questions of a bank, optionally of one folder: undefined the whole bank, 0 the root only, n folder n with
 * its sub-folders. The list and the export read the same set.
 */
export async function inBank(db: DbOrTx, courseId: number | null, parentId: number | undefined): Promise<SQL | undefined> {
  const bank = courseId === null ? isNull(exercises.courseId) : eq(exercises.courseId, courseId);
  if (parentId === undefined) return bank;
  if (parentId === 0) return and(bank, isNull(exercises.folderId));
  const ids = courseId === null ? [] : withDescendants(await foldersOf(db, courseId), parentId);
  return and(bank, inArray(exercises.folderId, ids.length > 0 ? ids : [-1]));
}

/** Knowledge points must be the course's own; the public library links none. */
export async function checkKnowledge(db: DbOrTx, courseId: number | null, knowIds: number[]): Promise<void> {
  if (knowIds.length === 0) return;
  if (courseId === null) throw invalid('公共题库的题目不关联知识点');
  const rows = await db
    .select({ id: knowledgePoints.id })
    .from(knowledgePoints)
    .where(and(eq(knowledgePoints.courseId, courseId), inArray(knowledgePoints.id, knowIds)));
  if (rows.length !== knowIds.length) throw invalid('知识点不存在或不属于这门课程');
}

export type SceneRow = typeof scenes.$inferSelect;

/** A SQL question's scene: the course's own or the public library's; a public question only a public scene. */
export async function sceneFor(db: DbOrTx, courseId: number | null, sceneId: number): Promise<SceneRow> {
  const [row] = await db
    .select()
    .from(scenes)
    .where(and(eq(scenes.id, sceneId), courseId === null ? isNull(scenes.courseId) : undefined));
  if (!row || (row.courseId !== null && row.courseId !== courseId)) {
    throw invalid(courseId === null ? '公共题库的题目只能使用公共场景' : '场景不存在或不属于这门课程');
  }
  return row;
}
