// Folders of a course's bank (questions, tasks): a tree by parentId, names unique among siblings, moves without
// loops, only empty folders deleted. One implementation, parameterised by the folder table and the table of the
// items kept in the folders. Every change runs after the bank's `edit` check, which locks the course, so two tabs
// moving folders apply one after the other and no loop can be made between the check and the write.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ExerciseFolder } from '@contract/exercise';
import type { Db, DbOrTx } from '../db/client';
import type { AuthContext } from './auth-context';
import { invalid, notFound } from './errors';

type Column<T, NotNull extends boolean = true> = AnyPgColumn<{ data: T; notNull: NotNull }>;

/** The columns every folder table has (exercise_folders, task_folders). */
export type FolderTable = PgTable & {
  id: Column<number>;
  courseId: Column<number>;
  parentId: Column<number, false>;
  name: Column<string>;
};

/** A table of things kept in folders, by course and folder. */
export type FolderItems = { table: PgTable; courseId: AnyPgColumn; folderId: AnyPgColumn };

export type FolderRow = { id: number; courseId: number; parentId: number | null; name: string };

export type FolderStoreOptions = {
  folders: FolderTable;
  items: FolderItems;
  /** how the items are counted in messages: “3 道题目”, “2 份作业” */
  itemUnit: string;
  /** throws unless the actor may read the bank */
  view: (db: DbOrTx, actor: AuthContext, courseId: number) => Promise<unknown>;
  /** throws unless the actor may change the bank now; locks the course for the rest of the transaction */
  edit: (tx: DbOrTx, actor: AuthContext, courseId: number) => Promise<unknown>;
};

export type SaveFolderInput = { folderId: number | null; courseId: number; parentId: number | null; name: string };
export type MoveFolderInput = { folderId: number; parentId: number | null };

/** The folder and every folder under it. */
export function withDescendants(folders: readonly Pick<FolderRow, 'id' | 'parentId'>[], folderId: number): number[] {
  const found = [folderId];
  for (let i = 0; i < found.length; i++) for (const f of folders) if (f.parentId === found[i]) found.push(f.id);
  return found;
}

export function folderStore(opts: FolderStoreOptions) {
  const f = opts.folders;
  const it = opts.items;
  const columns = { id: f.id, courseId: f.courseId, parentId: f.parentId, name: f.name };

  async function foldersOf(db: DbOrTx, courseId: number): Promise<FolderRow[]> {
    return db.select(columns).from(f).where(eq(f.courseId, courseId)).orderBy(f.id);
  }

  /** A folder of the course's bank; null stays null (the root). */
  async function folderIn(db: DbOrTx, courseId: number, folderId: number | null): Promise<number | null> {
    if (folderId === null) return null;
    const [row] = await db
      .select({ id: f.id })
      .from(f)
      .where(and(eq(f.id, folderId), eq(f.courseId, courseId)));
    if (!row) throw invalid('文件夹不存在或不属于这门课程');
    return row.id;
  }

  async function countsOf(db: DbOrTx, courseId: number): Promise<Map<number | null, number>> {
    const rows = await db.select({ folderId: it.folderId, n: count() }).from(it.table).where(eq(it.courseId, courseId)).groupBy(it.folderId);
    return new Map(rows.map((r) => [r.folderId as number | null, r.n]));
  }

  const toFolder = (row: FolderRow, counts: Map<number | null, number>): ExerciseFolder => ({
    folderId: row.id,
    parentId: row.parentId,
    name: row.name,
    count: counts.get(row.id) ?? 0,
  });

  async function folderRow(db: DbOrTx, folderId: number): Promise<FolderRow> {
    const [row] = await db.select(columns).from(f).where(eq(f.id, folderId));
    if (!row) throw notFound('文件夹');
    return row;
  }

  async function nameTaken(db: DbOrTx, courseId: number, parentId: number | null, name: string, except: number | null) {
    const rows = await db
      .select({ id: f.id })
      .from(f)
      .where(and(eq(f.courseId, courseId), parentId === null ? isNull(f.parentId) : eq(f.parentId, parentId), eq(f.name, name)));
    return rows.some((r) => r.id !== except);
  }

  async function answer(db: DbOrTx, courseId: number, folderId: number): Promise<ExerciseFolder> {
    return toFolder(await folderRow(db, folderId), await countsOf(db, courseId));
  }

  async function listFolders(db: DbOrTx, actor: AuthContext, courseId: number) {
    await opts.view(db, actor, courseId);
    const [folders, counts] = await Promise.all([foldersOf(db, courseId), countsOf(db, courseId)]);
    return { folders: folders.map((row) => toFolder(row, counts)), rootCount: counts.get(null) ?? 0 };
  }

  async function saveFolder(db: Db, actor: AuthContext, body: SaveFolderInput): Promise<ExerciseFolder> {
    return db.transaction(async (tx) => {
      await opts.edit(tx, actor, body.courseId);
      if (body.folderId !== null) {
        const existing = await folderRow(tx, body.folderId);
        if (existing.courseId !== body.courseId) throw invalid('文件夹不属于这门课程');
        if (await nameTaken(tx, body.courseId, existing.parentId, body.name, existing.id)) throw invalid(`同一位置已有名为“${body.name}”的文件夹`);
        await tx.update(f).set({ name: body.name }).where(eq(f.id, existing.id));
        return answer(tx, body.courseId, existing.id);
      }
      const parentId = await folderIn(tx, body.courseId, body.parentId);
      if (await nameTaken(tx, body.courseId, parentId, body.name, null)) throw invalid(`同一位置已有名为“${body.name}”的文件夹`);
      const [row] = await tx.insert(f).values({ courseId: body.courseId, parentId, name: body.name }).returning({ id: f.id });
      return answer(tx, body.courseId, row.id);
    });
  }

  async function moveFolder(db: Db, actor: AuthContext, body: MoveFolderInput): Promise<ExerciseFolder> {
    return db.transaction(async (tx) => {
      const folder = await folderRow(tx, body.folderId);
      await opts.edit(tx, actor, folder.courseId);
      const parentId = await folderIn(tx, folder.courseId, body.parentId);
      if (parentId !== null && withDescendants(await foldersOf(tx, folder.courseId), folder.id).includes(parentId)) {
        throw invalid('不能把文件夹移动到它自己或它的子文件夹中');
      }
      if (await nameTaken(tx, folder.courseId, parentId, folder.name, folder.id)) throw invalid(`目标位置已有名为“${folder.name}”的文件夹`);
      await tx.update(f).set({ parentId }).where(eq(f.id, folder.id));
      return answer(tx, folder.courseId, folder.id);
    });
  }

  /** Only an empty folder goes: items are never deleted as a side effect of tidying folders. */
  async function deleteFolder(db: Db, actor: AuthContext, folderId: number): Promise<null> {
    return db.transaction(async (tx) => {
      const folder = await folderRow(tx, folderId);
      await opts.edit(tx, actor, folder.courseId);
      const [{ n: items }] = await tx.select({ n: count() }).from(it.table).where(eq(it.folderId, folderId));
      const [{ n: children }] = await tx.select({ n: count() }).from(f).where(eq(f.parentId, folderId));
      if (items > 0 || children > 0) {
        const parts = [items > 0 ? `${items} ${opts.itemUnit}` : '', children > 0 ? `${children} 个子文件夹` : ''].filter(Boolean).join('和');
        throw invalid(`文件夹中还有${parts}，请先移走或删除`);
      }
      await tx.delete(f).where(eq(f.id, folderId));
      return null;
    });
  }

  return { foldersOf, folderIn, listFolders, saveFolder, moveFolder, deleteFolder };
}

export type FolderStore = ReturnType<typeof folderStore>;
