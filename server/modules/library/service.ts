// The resource library 资源库: each upload kept once as its owner's item (library_resources), used by any number of
// chapters (chapter_resources.library_resource_id), shared with colleagues or not, and deleted only while unused.
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Conversion, ConversionState } from '@contract/chapter';
import { ErrorCode, type Page } from '@contract/envelope';
import type { LibraryResource, LibraryUsage } from '@contract/library';
import type { z } from '@contract/zod';
import type { LibraryQuery } from '@contract/library';
import type { Db, DbOrTx } from '../../db/client';
import { chapterResources, chapters, courses, files, libraryResources, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { sniffCourseFile, type CourseFileKind } from '../../lib/sniff';
import type { OfficeExtension } from '../../lib/office-pdf';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import type { Upload } from '../../lib/upload';
import { canManageLibraryResource, canUseLibraryResource } from '../../policy';
import type { FileStorage } from '../../storage';
import { resourceUrl, uploadedDuration } from '../files/service';

export type LibraryRow = typeof libraryResources.$inferSelect;

/** The conversion of an item, as columns of a select over library_resources (queue position counted in place). */
export const conversionColumns = () => ({
  conversion: libraryResources.conversion,
  conversionStartedAt: libraryResources.conversionStartedAt,
  pdfFileId: libraryResources.pdfFileId,
  queuePosition: sql<number>`(select count(*)::int from ${libraryResources} q
    where q.conversion = 'pending' and q.id < ${libraryResources.id})`,
});

type ConversionFields = { conversion: string | null; conversionStartedAt: Date | null; queuePosition: number | null };

export function toConversion(row: ConversionFields): Conversion | null {
  if (row.conversion === null) return null;
  const state = row.conversion as ConversionState;
  return {
    state,
    queuePosition: state === 'pending' ? Number(row.queuePosition ?? 0) : null,
    startedAt: state === 'converting' ? (row.conversionStartedAt?.toISOString() ?? null) : null,
  };
}

export const pdfUrlOf = (row: { conversion: string | null; pdfFileId: number | null }) =>
  row.conversion === 'done' && row.pdfFileId !== null ? resourceUrl(row.pdfFileId) : null;

/** An upload checked for a library: its type told from its bytes, a video's length read from them. */
export type CheckedUpload = { upload: Upload; kind: CourseFileKind; mime: string; office: OfficeExtension | null; duration: number | null };

export async function checkUpload(upload: Upload): Promise<CheckedUpload> {
  const type = sniffCourseFile(upload.buffer, upload.filename);
  if (!type) throw new AppError(ErrorCode.BAD_FILE, '只能上传 MP4/WebM 视频、PDF 或 Word/Excel/PowerPoint 文档', 400);
  // a video's length, from its own bytes: what watching is counted against (server/modules/study/service.ts)
  const duration = type.kind === 'video' ? await uploadedDuration(upload.buffer, type.mime) : null;
  return { upload, kind: type.kind, mime: type.mime, office: type.office ?? null, duration };
}

/**
 * Keeps a checked upload as a new item of the caller's library; an Office document starts `conversion` (pending, or
 * unavailable where there is no LibreOffice).
 */
export async function storeLibraryItem(
  tx: DbOrTx,
  storage: FileStorage,
  actor: AuthContext,
  checked: CheckedUpload,
  conversion: 'pending' | 'unavailable',
): Promise<LibraryRow> {
  const { upload } = checked;
  const sha256 = await storage.put(upload.buffer);
  const [file] = await tx
    .insert(files)
    .values({
      sha256,
      size: upload.buffer.length,
      mime: checked.mime,
      originalName: upload.filename,
      purpose: 'chapter',
      ownerId: actor.userId,
      ...(checked.kind === 'video' ? { duration: checked.duration, durationReadAt: new Date() } : {}),
    })
    .returning({ id: files.id });
  const [row] = await tx
    .insert(libraryResources)
    .values({ ownerId: actor.userId, fileId: file.id, kind: checked.kind, title: upload.filename, conversion: checked.kind === 'document' ? conversion : null })
    .returning();
  return row;
}

const itemColumns = () => ({
  item: libraryResources,
  size: files.size,
  ownerName: users.name,
  ...conversionColumns(),
});
type ItemRead = { item: LibraryRow; size: number; ownerName: string; queuePosition: number };

const itemsQuery = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(itemColumns())
    .from(libraryResources)
    .innerJoin(files, eq(files.id, libraryResources.fileId))
    .innerJoin(users, eq(users.id, libraryResources.ownerId))
    .where(where);

/** The chapters using each item, by item id; a course of someone else than the item's owner names its owner. */
async function usagesOf(db: DbOrTx, items: Pick<LibraryRow, 'id' | 'ownerId'>[]): Promise<Map<number, LibraryUsage[]>> {
  const byItem = new Map<number, LibraryUsage[]>();
  if (items.length === 0) return byItem;
  const ownerOf = new Map(items.map((i) => [i.id, i.ownerId]));
  const rows = await db
    .select({
      itemId: chapterResources.libraryResourceId,
      resourceId: chapterResources.id,
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      courseId: courses.id,
      courseName: courses.name,
      courseOwnerId: courses.ownerId,
      courseOwnerName: users.name,
    })
    .from(chapterResources)
    .innerJoin(chapters, eq(chapters.id, chapterResources.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(inArray(chapterResources.libraryResourceId, [...ownerOf.keys()]))
    .orderBy(asc(courses.id), asc(chapters.serialNum), asc(chapters.id), asc(chapterResources.id));
  for (const r of rows) {
    const itemId = r.itemId!;
    byItem.set(itemId, [
      ...(byItem.get(itemId) ?? []),
      {
        resourceId: r.resourceId,
        courseId: r.courseId,
        courseName: r.courseName,
        chapterId: r.chapterId,
        chapterTitle: r.chapterTitle,
        ownerName: r.courseOwnerId === ownerOf.get(itemId) ? null : r.courseOwnerName,
      },
    ]);
  }
  return byItem;
}

function toLibraryResource(actor: AuthContext, r: ItemRead, usages: LibraryUsage[]): LibraryResource {
  const mine = r.item.ownerId === actor.userId;
  return {
    libraryResourceId: r.item.id,
    kind: r.item.kind as LibraryResource['kind'],
    title: r.item.title,
    url: resourceUrl(r.item.fileId),
    size: r.size,
    shared: r.item.shared,
    mine,
    ownerName: r.ownerName,
    createdAt: r.item.createdAt.toISOString(),
    conversion: toConversion({ ...r.item, queuePosition: r.queuePosition }),
    conversionError: mine ? r.item.conversionError : null,
    pdfUrl: pdfUrlOf(r.item),
    usages: mine ? usages : [],
  };
}

async function answer(db: DbOrTx, actor: AuthContext, reads: ItemRead[]): Promise<LibraryResource[]> {
  const usages = await usagesOf(
    db,
    reads.filter((r) => r.item.ownerId === actor.userId).map((r) => r.item),
  );
  return reads.map((r) => toLibraryResource(actor, r, usages.get(r.item.id) ?? []));
}

/** Whose items a list shows. */
function scopeOf(actor: AuthContext, scope: z.output<typeof LibraryQuery>['scope']): SQL {
  const own = eq(libraryResources.ownerId, actor.userId);
  const colleagues = and(eq(libraryResources.shared, true), ne(libraryResources.ownerId, actor.userId))!;
  return scope === 'mine' ? own : scope === 'shared' ? colleagues : or(own, colleagues)!;
}

export async function listLibrary(db: DbOrTx, actor: AuthContext, q: z.output<typeof LibraryQuery>): Promise<Page<LibraryResource>> {
  const where = and(
    scopeOf(actor, q.scope),
    q.keyword ? ilike(libraryResources.title, containsPattern(q.keyword)) : undefined,
    q.kind ? eq(libraryResources.kind, q.kind) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(libraryResources).where(where);
  const rows = await itemsQuery(db, where).orderBy(desc(libraryResources.id)).limit(q.pageSize).offset(offsetOf(q));
  return { list: await answer(db, actor, rows), total };
}

/** The item if the caller may see it; others' unshared items are answered as not found, so their ids say nothing. */
async function visibleItem(db: DbOrTx, actor: AuthContext, libraryResourceId: number): Promise<ItemRead> {
  const [row] = await itemsQuery(db, eq(libraryResources.id, libraryResourceId));
  if (!row || !canUseLibraryResource(actor, row.item)) throw notFound('资源');
  return row;
}

export async function getLibraryResource(db: DbOrTx, actor: AuthContext, libraryResourceId: number): Promise<LibraryResource> {
  return (await answer(db, actor, [await visibleItem(db, actor, libraryResourceId)]))[0]!;
}

/** The caller's own item, locked for a change; a colleague's (even shared) is refused. */
async function ownItem(tx: DbOrTx, actor: AuthContext, libraryResourceId: number): Promise<LibraryRow> {
  const [row] = await tx.select().from(libraryResources).where(eq(libraryResources.id, libraryResourceId)).for('update');
  if (!row || !canUseLibraryResource(actor, row)) throw notFound('资源');
  if (!canManageLibraryResource(actor, row)) throw forbidden('只有上传者可以修改或删除这个资源');
  return row;
}

export async function uploadLibraryResource(db: Db, storage: FileStorage, actor: AuthContext, checked: CheckedUpload, conversion: 'pending' | 'unavailable') {
  return db.transaction(async (tx) => {
    const row = await storeLibraryItem(tx, storage, actor, checked, conversion);
    return getLibraryResource(tx, actor, row.id);
  });
}

/** A new title, for the chapters using the item too (they show the library's name of it). */
export async function renameLibraryResource(db: Db, actor: AuthContext, body: { libraryResourceId: number; title: string }): Promise<LibraryResource> {
  return db.transaction(async (tx) => {
    await ownItem(tx, actor, body.libraryResourceId);
    await tx.update(libraryResources).set({ title: body.title, updatedAt: new Date() }).where(eq(libraryResources.id, body.libraryResourceId));
    await tx.update(chapterResources).set({ title: body.title }).where(eq(chapterResources.libraryResourceId, body.libraryResourceId));
    return getLibraryResource(tx, actor, body.libraryResourceId);
  });
}

/** Sharing offers the item to colleagues' chapters; stopping it leaves the chapters that already use it as they are. */
export async function shareLibraryResource(db: Db, actor: AuthContext, body: { libraryResourceId: number; shared: boolean }): Promise<LibraryResource> {
  return db.transaction(async (tx) => {
    await ownItem(tx, actor, body.libraryResourceId);
    await tx.update(libraryResources).set({ shared: body.shared, updatedAt: new Date() }).where(eq(libraryResources.id, body.libraryResourceId));
    return getLibraryResource(tx, actor, body.libraryResourceId);
  });
}

/** Where an item is used, for a refusal: the first few chapters by course, and how many more. */
function usageText(usages: LibraryUsage[]): string {
  const shown = usages.slice(0, 3).map((u) => `《${u.courseName}》的“${u.chapterTitle}”`);
  return usages.length > shown.length ? `${shown.join('、')} 等 ${usages.length} 处` : shown.join('、');
}

/**
 * Deletes an unused item with its files' records (the stored bytes may be shared with other uploads of the same
 * content, so they stay). The row is locked first: a chapter adding it at the same moment waits and then finds it gone.
 */
export async function deleteLibraryResource(db: Db, actor: AuthContext, libraryResourceId: number): Promise<null> {
  return db.transaction(async (tx) => {
    const row = await ownItem(tx, actor, libraryResourceId);
    const usages = (await usagesOf(tx, [row])).get(row.id) ?? [];
    if (usages.length > 0) throw conflict(`这个资源正在被 ${usageText(usages)} 使用，不能删除；请先从这些章节中移除它`);
    await tx.delete(libraryResources).where(eq(libraryResources.id, row.id));
    await tx.delete(files).where(inArray(files.id, [row.fileId, ...(row.pdfFileId === null ? [] : [row.pdfFileId])]));
    return null;
  });
}

/**
 * Items the caller may add to a chapter (own or shared), in the order asked, held (FOR SHARE) until the chapter's
 * transaction ends so that a delete of one waits; an id the caller may not use is refused as not found.
 */
export async function usableItems(tx: DbOrTx, actor: AuthContext, ids: number[]): Promise<LibraryRow[]> {
  const unique = [...new Set(ids)];
  const rows = await tx.select().from(libraryResources).where(inArray(libraryResources.id, unique)).orderBy(asc(libraryResources.id)).for('share');
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row || !canUseLibraryResource(actor, row)) throw notFound('资源');
    return row;
  });
}

/** Whether the caller may read a file of a library item they may see (its upload or its PDF), outside any chapter. */
export async function canReadLibraryFile(db: DbOrTx, actor: Pick<AuthContext, 'userId' | 'baseRole'>, fileId: number): Promise<boolean> {
  const rows = await db
    .select({ ownerId: libraryResources.ownerId, shared: libraryResources.shared })
    .from(libraryResources)
    .where(or(eq(libraryResources.fileId, fileId), eq(libraryResources.pdfFileId, fileId)));
  return rows.some((r) => canUseLibraryResource(actor, r));
}
