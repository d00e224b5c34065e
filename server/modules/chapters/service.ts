// The chapter tree of a course. Every change takes the course row's lock first (courses/access.ts), so
// concurrent edits (two tabs dragging at once) apply one after the other and serialNum stays 1..n among siblings.
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Chapter, ChapterNode, ChapterResource, ChapterSection, SaveChapterInput } from '@contract/chapter';
import type { Db, DbOrTx } from '../../db/client';
import { param, runPrepared } from '../../db/prepared';
import { chapterResources, chapters, classes, classHiddenChapters, classStudents, courses, files, libraryResources } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { signedQuery, signFile } from '../../lib/signed-url';
import { sanitizeRichText } from '../../lib/rich-text';
import { canViewCourse } from '../../policy';
import type { FileStorage } from '../../storage';
import { lockEditableCourse, teamOfCourse, viewableCourse } from '../courses/access';
import { resourceUrl } from '../files/service';
import { type CheckedUpload, conversionColumns, pdfUrlOf, storeLibraryItem, toConversion, usableItems } from '../library/service';

type ChapterRow = typeof chapters.$inferSelect;
async function chapterRow(db: DbOrTx, chapterId: number): Promise<ChapterRow> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, chapterId));
  if (!row) throw notFound('章节');
  return row;
}

/**
 * The chapter as it stands once its course is locked for a change of the tree. Read again after the lock: a move of
 * the same chapter that held the lock a moment ago may have given it another parent, and the gap it left must be
 * closed where it really is.
 */
async function lockedChapter(tx: DbOrTx, actor: AuthContext, chapterId: number): Promise<ChapterRow> {
  await lockEditableCourse(tx, actor, (await chapterRow(tx, chapterId)).courseId);
  return chapterRow(tx, chapterId);
}

const toSection = (r: ChapterRow): ChapterSection => ({ chapterId: r.id, parentId: r.parentId, title: r.title, serialNum: r.serialNum });

async function tree(db: DbOrTx, courseId: number): Promise<ChapterNode[]> {
  const rows = await db.select().from(chapters).where(eq(chapters.courseId, courseId)).orderBy(asc(chapters.serialNum), asc(chapters.id));
  return rows.filter((r) => r.parentId === null).map((top) => ({ ...toSection(top), children: rows.filter((r) => r.parentId === top.id).map(toSection) }));
}

/** Ids of the siblings under `parentId` (null: the chapters), in order. */
async function siblings(tx: DbOrTx, courseId: number, parentId: number | null, except?: number): Promise<number[]> {
  const rows = await tx
    .select({ id: chapters.id })
    .from(chapters)
    .where(
      and(
        eq(chapters.courseId, courseId),
        parentId === null ? isNull(chapters.parentId) : eq(chapters.parentId, parentId),
        except === undefined ? undefined : ne(chapters.id, except),
      ),
    )
    .orderBy(asc(chapters.serialNum), asc(chapters.id));
  return rows.map((r) => r.id);
}

async function renumber(tx: DbOrTx, ids: number[], parentId: number | null) {
  for (const [i, chapterId] of ids.entries()) {
    await tx
      .update(chapters)
      .set({ serialNum: i + 1, parentId })
      .where(eq(chapters.id, chapterId));
  }
}

/** A parent must be a chapter (not a section) of the same course. */
async function checkParent(tx: DbOrTx, courseId: number, parentId: number | null) {
  if (parentId === null) return;
  const parent = await chapterRow(tx, parentId);
  if (parent.courseId !== courseId) throw invalid('上级章节不属于这门课程');
  if (parent.parentId !== null) throw invalid('小节下面不能再建小节');
}

export async function chapterTree(db: DbOrTx, actor: AuthContext, courseId: number): Promise<ChapterNode[]> {
  await viewableCourse(db, actor, courseId);
  return tree(db, courseId);
}

/**
 * The chapter with its course and team (what the policy reads) and its resources, one row per resource (one row with
 * resource null when it has none): one prepared statement (value chapterId).
 */
const chapterWithResources = (db: DbOrTx) =>
  db
    .select({ chapter: chapters, course: courses, team: teamOfCourse(courses.id), r: chapterResources, size: files.size, ...conversionColumns() })
    .from(chapters)
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .leftJoin(chapterResources, eq(chapterResources.chapterId, chapters.id))
    .leftJoin(files, eq(files.id, chapterResources.fileId))
    .leftJoin(libraryResources, eq(libraryResources.id, chapterResources.libraryResourceId))
    .where(eq(chapters.id, param('chapterId')))
    .orderBy(asc(chapterResources.serialNum), asc(chapterResources.id));

export async function getChapter(db: DbOrTx, actor: AuthContext, chapterId: number): Promise<Chapter> {
  const rows = await runPrepared(db, 'chapter_detail', chapterWithResources, { chapterId });
  if (!rows.length) throw notFound('章节');
  const { chapter, course, team } = rows[0]!;
  if (!canViewCourse(actor, { ...course, team })) throw forbidden('没有权限查看这门课程');
  return {
    ...toSection(chapter),
    courseId: chapter.courseId,
    content: chapter.content,
    resources: rows.flatMap(({ r, size, ...library }) => (r ? [toChapterResource(r, size, library)] : [])),
    updatedAt: chapter.updatedAt.toISOString(),
  };
}

type ResourceRow = typeof chapterResources.$inferSelect;
type ConversionRow = { conversion: string | null; conversionStartedAt: Date | null; pdfFileId: number | null; queuePosition: number | null };

/** A chapter resource as the wire says it, from its row, its file's size and its library item's conversion. */
const toChapterResource = (r: ResourceRow, size: number | null, library: ConversionRow): ChapterResource => ({
  resourceId: r.id,
  chapterId: r.chapterId,
  kind: r.kind as ChapterResource['kind'],
  title: r.title,
  url: r.fileId === null ? r.url! : resourceUrl(r.fileId),
  size: size ?? null,
  serialNum: r.serialNum,
  libraryResourceId: r.libraryResourceId,
  taskPoint: r.taskPoint,
  allowSeek: r.allowSeek,
  conversion: toConversion(library),
  pdfUrl: pdfUrlOf(library),
});

async function resourcesOf(db: DbOrTx, chapterId: number): Promise<ChapterResource[]> {
  const rows = await db
    .select({ r: chapterResources, size: files.size, ...conversionColumns() })
    .from(chapterResources)
    .leftJoin(files, eq(files.id, chapterResources.fileId))
    .leftJoin(libraryResources, eq(libraryResources.id, chapterResources.libraryResourceId))
    .where(eq(chapterResources.chapterId, chapterId))
    .orderBy(asc(chapterResources.serialNum), asc(chapterResources.id));
  return rows.map(({ r, size, ...library }) => toChapterResource(r, size, library));
}

type NewResource = { chapterId: number; kind: ChapterResource['kind']; title: string; fileId?: number; libraryResourceId?: number; url?: string };

/** Appends resources to a chapter, in order; answers them as the chapter now lists them. */
async function addResources(tx: DbOrTx, chapterId: number, list: Omit<NewResource, 'chapterId'>[]): Promise<ChapterResource[]> {
  const count = (await tx.select({ id: chapterResources.id }).from(chapterResources).where(eq(chapterResources.chapterId, chapterId))).length;
  const rows = await tx
    .insert(chapterResources)
    .values(list.map((values, i) => ({ ...values, chapterId, serialNum: count + i + 1 })))
    .returning({ id: chapterResources.id });
  const ids = new Set(rows.map((r) => r.id));
  return (await resourcesOf(tx, chapterId)).filter((r) => ids.has(r.resourceId));
}

const addResource = async (tx: DbOrTx, { chapterId, ...values }: NewResource) => (await addResources(tx, chapterId, [values]))[0]!;

/**
 * Keeps an uploaded video, PDF or Office document as a new item of the uploader's library and adds it to the chapter;
 * its type was told from its bytes (library/service.ts checkUpload).
 */
export async function uploadResource(
  db: Db,
  storage: FileStorage,
  actor: AuthContext,
  chapterId: number,
  checked: CheckedUpload,
  conversion: 'pending' | 'unavailable',
): Promise<ChapterResource> {
  return db.transaction(async (tx) => {
    const chapter = await chapterRow(tx, chapterId);
    await lockEditableCourse(tx, actor, chapter.courseId);
    const item = await storeLibraryItem(tx, storage, actor, checked, conversion);
    return addResource(tx, { chapterId, kind: checked.kind, title: item.title, fileId: item.fileId, libraryResourceId: item.id });
  });
}

/** Adds earlier uploads (the caller's own library items and colleagues' shared ones) to the chapter, without copying. */
export async function addFromLibrary(db: Db, actor: AuthContext, body: { chapterId: number; libraryResourceIds: number[] }): Promise<ChapterResource[]> {
  return db.transaction(async (tx) => {
    const chapter = await chapterRow(tx, body.chapterId);
    await lockEditableCourse(tx, actor, chapter.courseId);
    const items = await usableItems(tx, actor, body.libraryResourceIds);
    return addResources(
      tx,
      chapter.id,
      items.map((item) => ({ kind: item.kind as ChapterResource['kind'], title: item.title, fileId: item.fileId, libraryResourceId: item.id })),
    );
  });
}

/** Whether a resource is a task point (counts toward progress) and, for a video, whether students may seek ahead. */
export async function resourceSettings(
  db: Db,
  actor: AuthContext,
  body: { resourceId: number; taskPoint: boolean; allowSeek: boolean },
): Promise<ChapterResource> {
  return db.transaction(async (tx) => {
    const [resource] = await tx.select().from(chapterResources).where(eq(chapterResources.id, body.resourceId));
    if (!resource) throw notFound('资源');
    await lockEditableCourse(tx, actor, (await chapterRow(tx, resource.chapterId)).courseId);
    await tx.update(chapterResources).set({ taskPoint: body.taskPoint, allowSeek: body.allowSeek }).where(eq(chapterResources.id, resource.id));
    return (await resourcesOf(tx, resource.chapterId)).find((r) => r.resourceId === resource.id)!;
  });
}

export async function addLink(db: Db, actor: AuthContext, body: { chapterId: number; title: string; url: string }): Promise<ChapterResource> {
  return db.transaction(async (tx) => {
    const chapter = await chapterRow(tx, body.chapterId);
    await lockEditableCourse(tx, actor, chapter.courseId);
    return addResource(tx, { chapterId: body.chapterId, kind: 'link', title: body.title, url: body.url });
  });
}

export async function deleteResource(db: Db, actor: AuthContext, resourceId: number): Promise<null> {
  return db.transaction(async (tx) => {
    const [resource] = await tx.select().from(chapterResources).where(eq(chapterResources.id, resourceId));
    if (!resource) throw notFound('资源');
    const chapter = await chapterRow(tx, resource.chapterId);
    await lockEditableCourse(tx, actor, chapter.courseId);
    await tx.delete(chapterResources).where(eq(chapterResources.id, resourceId));
    const rest = await resourcesOf(tx, chapter.id);
    for (const [i, r] of rest.entries())
      await tx
        .update(chapterResources)
        .set({ serialNum: i + 1 })
        .where(eq(chapterResources.id, r.resourceId));
    return null;
  });
}

/**
 * A chapter's uploaded file (and the PDF of an Office document) is for those who may see its course, and for students of a class of that course that
 * sees the chapter (nobody guessing ids). One statement: a signed video address asks it on every range request.
 */
export async function canReadChapterFile(db: DbOrTx, actor: Pick<AuthContext, 'userId' | 'baseRole'>, fileId: number): Promise<boolean> {
  const rows = await db
    .select({
      course: { ownerId: courses.ownerId, isTemplate: courses.isTemplate, status: courses.status, team: teamOfCourse(courses.id) },
      // on the roster of a class of the course that does not hide the chapter (a hidden chapter hides its sections)
      attends: sql<boolean>`exists (select 1 from ${classes}
        join ${classStudents} on ${classStudents.classId} = ${classes.id} and ${classStudents.userId} = ${actor.userId}
        where ${classes.courseId} = ${courses.id}
          and not exists (select 1 from ${classHiddenChapters}
            where ${classHiddenChapters.classId} = ${classes.id} and ${classHiddenChapters.chapterId} = coalesce(${chapters.parentId}, ${chapters.id})))`,
    })
    .from(chapterResources)
    .innerJoin(chapters, eq(chapters.id, chapterResources.chapterId))
    .innerJoin(courses, eq(courses.id, chapters.courseId))
    .leftJoin(libraryResources, eq(libraryResources.id, chapterResources.libraryResourceId))
    // the upload itself, or the PDF an Office document was converted to
    .where(or(eq(chapterResources.fileId, fileId), eq(libraryResources.pdfFileId, fileId)));
  return rows.some(({ course, attends }) => attends || canViewCourse(actor, course));
}

/**
 * A signed address of the resource's file for the caller, who must be able to read it now (see lib/signed-url.ts):
 * short-lived, and bound to them, so every request on it is checked against their access as it is then.
 */
export async function streamUrl(db: DbOrTx, secret: string, actor: AuthContext, resourceId: number): Promise<{ url: string; expiresAt: string }> {
  const [resource] = await db.select().from(chapterResources).where(eq(chapterResources.id, resourceId));
  if (!resource) throw notFound('资源');
  if (resource.fileId === null) throw invalid('链接资源没有文件');
  if (!(await canReadChapterFile(db, actor, resource.fileId))) throw forbidden('没有权限查看该文件');
  const signed = signFile(secret, { fileId: resource.fileId, userId: actor.userId, tokenVersion: actor.tokenVersion });
  return { url: `${resourceUrl(resource.fileId)}?${signedQuery(signed)}`, expiresAt: new Date(signed.expires * 1000).toISOString() };
}

export async function saveChapter(db: Db, actor: AuthContext, body: SaveChapterInput): Promise<Chapter> {
  const content = sanitizeRichText(body.content);
  return db.transaction(async (tx) => {
    await lockEditableCourse(tx, actor, body.courseId);
    let chapterId = body.chapterId;
    if (chapterId === null) {
      await checkParent(tx, body.courseId, body.parentId);
      const count = (await siblings(tx, body.courseId, body.parentId)).length;
      const [row] = await tx
        .insert(chapters)
        .values({ courseId: body.courseId, parentId: body.parentId, title: body.title, content, serialNum: count + 1 })
        .returning({ id: chapters.id });
      chapterId = row.id;
    } else {
      const existing = await chapterRow(tx, chapterId);
      if (existing.courseId !== body.courseId) throw invalid('章节不属于这门课程');
      // Saving edits title and content; the place in the tree changes only through move.
      await tx.update(chapters).set({ title: body.title, content, updatedAt: new Date() }).where(eq(chapters.id, chapterId));
    }
    return getChapter(tx, actor, chapterId);
  });
}

/** Deletes a chapter with its sections; the siblings close the gap. */
export async function deleteChapter(db: Db, actor: AuthContext, chapterId: number): Promise<ChapterNode[]> {
  return db.transaction(async (tx) => {
    const row = await lockedChapter(tx, actor, chapterId);
    await tx.delete(chapters).where(eq(chapters.id, chapterId));
    await renumber(tx, await siblings(tx, row.courseId, row.parentId), row.parentId);
    return tree(tx, row.courseId);
  });
}

/** Puts a chapter at `index` under `parentId` (null: among the chapters); both sibling lists stay 1..n. */
export async function moveChapter(db: Db, actor: AuthContext, body: { chapterId: number; parentId: number | null; index: number }): Promise<ChapterNode[]> {
  return db.transaction(async (tx) => {
    const row = await lockedChapter(tx, actor, body.chapterId);
    if (body.parentId === body.chapterId) throw invalid('章节不能移到自己下面');
    await checkParent(tx, row.courseId, body.parentId);
    if (body.parentId !== null && (await siblings(tx, row.courseId, row.id)).length > 0) {
      throw invalid('带小节的章不能移到其他章下面');
    }
    const target = await siblings(tx, row.courseId, body.parentId, row.id);
    target.splice(Math.min(body.index, target.length), 0, row.id);
    await renumber(tx, target, body.parentId);
    if (row.parentId !== body.parentId) await renumber(tx, await siblings(tx, row.courseId, row.parentId), row.parentId);
    await tx.update(chapters).set({ updatedAt: new Date() }).where(eq(chapters.id, row.id));
    return tree(tx, row.courseId);
  });
}
