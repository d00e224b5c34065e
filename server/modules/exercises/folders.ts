// Folders of a course's question bank: a tree by parentId. Changes lock the course, so two tabs moving folders
// apply one after the other and no loop can be made between the check and the write.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { ExerciseFolder } from '../../../contract/exercise';
import type { Db, DbOrTx } from '../../db/client';
import { exerciseFolders, exercises } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { invalid, notFound } from '../../lib/errors';
import { editableBank, folderIn, foldersOf, viewableBank, withDescendants, type FolderRow } from './bank';

async function countsOf(db: DbOrTx, courseId: number): Promise<Map<number | null, number>> {
  const rows = await db
    .select({ folderId: exercises.folderId, n: count() })
    .from(exercises)
    .where(eq(exercises.courseId, courseId))
    .groupBy(exercises.folderId);
  return new Map(rows.map((r) => [r.folderId, r.n]));
}

const toFolder = (f: FolderRow, counts: Map<number | null, number>): ExerciseFolder => ({
  folderId: f.id,
  parentId: f.parentId,
  name: f.name,
  count: counts.get(f.id) ?? 0,
});

export async function listFolders(db: DbOrTx, actor: AuthContext, courseId: number) {
  await viewableBank(db, actor, courseId);
  const [folders, counts] = await Promise.all([foldersOf(db, courseId), countsOf(db, courseId)]);
  return { folders: folders.map((f) => toFolder(f, counts)), rootCount: counts.get(null) ?? 0 };
}

async function folderRow(db: DbOrTx, folderId: number): Promise<FolderRow> {
  const [row] = await db.select().from(exerciseFolders).where(eq(exerciseFolders.id, folderId));
  if (!row) throw notFound('文件夹');
  return row;
}

async function nameTaken(db: DbOrTx, courseId: number, parentId: number | null, name: string, except: number | null) {
  const rows = await db
    .select({ id: exerciseFolders.id })
    .from(exerciseFolders)
    .where(
      and(
        eq(exerciseFolders.courseId, courseId),
        parentId === null ? isNull(exerciseFolders.parentId) : eq(exerciseFolders.parentId, parentId),
        eq(exerciseFolders.name, name),
      ),
    );
  return rows.some((r) => r.id !== except);
}

async function answer(db: DbOrTx, courseId: number, folderId: number): Promise<ExerciseFolder> {
  return toFolder(await folderRow(db, folderId), await countsOf(db, courseId));
}

export async function saveFolder(db: Db, actor: AuthContext, body: { folderId: number | null; courseId: number; parentId: number | null; name: string }) {
  return db.transaction(async (tx) => {
    await editableBank(tx, actor, body.courseId);
    if (body.folderId !== null) {
      const existing = await folderRow(tx, body.folderId);
      if (existing.courseId !== body.courseId) throw invalid('文件夹不属于这门课程');
      if (await nameTaken(tx, body.courseId, existing.parentId, body.name, existing.id)) throw invalid(`同一位置已有名为“${body.name}”的文件夹`);
      await tx.update(exerciseFolders).set({ name: body.name }).where(eq(exerciseFolders.id, existing.id));
      return answer(tx, body.courseId, existing.id);
    }
    const parentId = await folderIn(tx, body.courseId, body.parentId);
    if (await nameTaken(tx, body.courseId, parentId, body.name, null)) throw invalid(`同一位置已有名为“${body.name}”的文件夹`);
    const [row] = await tx.insert(exerciseFolders).values({ courseId: body.courseId, parentId, name: body.name }).returning({ id: exerciseFolders.id });
    return answer(tx, body.courseId, row.id);
  });
}

export async function moveFolder(db: Db, actor: AuthContext, body: { folderId: number; parentId: number | null }) {
  return db.transaction(async (tx) => {
    const folder = await folderRow(tx, body.folderId);
    await editableBank(tx, actor, folder.courseId);
    const parentId = await folderIn(tx, folder.courseId, body.parentId);
    if (parentId !== null && withDescendants(await foldersOf(tx, folder.courseId), folder.id).includes(parentId)) {
      throw invalid('不能把文件夹移动到它自己或它的子文件夹中');
    }
    if (await nameTaken(tx, folder.courseId, parentId, folder.name, folder.id)) throw invalid(`目标位置已有名为“${folder.name}”的文件夹`);
    await tx.update(exerciseFolders).set({ parentId }).where(eq(exerciseFolders.id, folder.id));
    return answer(tx, folder.courseId, folder.id);
  });
}

/** Only an empty folder goes: questions are never deleted as a side effect of tidying folders. */
export async function deleteFolder(db: Db, actor: AuthContext, folderId: number): Promise<null> {
  return db.transaction(async (tx) => {
    const folder = await folderRow(tx, folderId);
    await editableBank(tx, actor, folder.courseId);
    const [{ n: questions }] = await tx.select({ n: count() }).from(exercises).where(eq(exercises.folderId, folderId));
    const [{ n: children }] = await tx.select({ n: count() }).from(exerciseFolders).where(eq(exerciseFolders.parentId, folderId));
    if (questions > 0 || children > 0) {
      const parts = [questions > 0 ? `${questions} 道题目` : '', children > 0 ? `${children} 个子文件夹` : ''].filter(Boolean).join('和');
      throw invalid(`文件夹中还有${parts}，请先移走或删除`);
    }
    await tx.delete(exerciseFolders).where(eq(exerciseFolders.id, folderId));
    return null;
  });
}
