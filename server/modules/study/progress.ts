// How far students are in a course of a class, computed from what they recorded (resource_progress,
// chapter_reads). One computation for the student's pages and the teacher's statistics, so both show the same.
//
// A chapter's items are its task points (任务点: the resources that count toward progress) or, when it has none, its
// text (when it has any). An item is done when the text was opened, a document or link opened, a video played to
// VIDEO_DONE_RATIO. A chapter without items of its own (a heading over sections) stands for its sections; one without
// items or sections is done once opened.
import { and, asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notStarted, type ResourceProgress, type WatchInterval } from '@contract/study';
import type { DbOrTx } from '../../db/client';
import type { Conversion } from '@contract/chapter';
import { chapterReads, chapterResources, chapters, classHiddenChapters, files, libraryResources, resourceProgress } from '../../db/schema';
import { conversionColumns, pdfUrlOf, toConversion } from '../library/service';

export type OutlineChapter = { id: number; parentId: number | null; title: string; serialNum: number; hasContent: boolean; hidden: boolean };
export type OutlineResource = {
  id: number;
  chapterId: number;
  kind: string;
  title: string;
  serialNum: number;
  fileId: number | null;
  /** a link's address */
  url: string | null;
  /** bytes of an upload */
  size: number | null;
  libraryResourceId: number | null;
  /** counts toward progress */
  taskPoint: boolean;
  allowSeek: boolean;
  conversion: Conversion | null;
  pdfUrl: string | null;
};
export type CourseOutline = {
  /** every chapter and section in reading order (chapter, its sections, next chapter ...) */
  all: OutlineChapter[];
  /** those the class sees */
  visible: OutlineChapter[];
  resources: Map<number, OutlineResource[]>;
};

export type ProgressRow = typeof resourceProgress.$inferSelect;
export type ReadRow = typeof chapterReads.$inferSelect;
export type StudyRecords = { progress: Map<string, ProgressRow>; reads: Map<string, ReadRow> };
const key = (userId: number, id: number) => `${userId}:${id}`;

export type Figures = { itemCount: number; doneCount: number; progress: number; completed: boolean; lastStudiedAt: Date | null };

export async function courseOutline(db: DbOrTx, courseId: number, classId: number): Promise<CourseOutline> {
  // the chapters with whether the class hides them (a hidden chapter hides its sections), in one query
  const rows = await db
    .select({
      id: chapters.id,
      parentId: chapters.parentId,
      title: chapters.title,
      serialNum: chapters.serialNum,
      hasContent: sql<boolean>`${chapters.content} is not null`,
      hidden: sql<boolean>`${classHiddenChapters.chapterId} is not null`,
    })
    .from(chapters)
    .leftJoin(classHiddenChapters, and(eq(classHiddenChapters.chapterId, chapters.id), eq(classHiddenChapters.classId, classId)))
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.serialNum), asc(chapters.id));
  const all: OutlineChapter[] = [];
  for (const { hidden: isHidden, ...top } of rows.filter((r) => r.parentId === null)) {
    all.push({ ...top, hidden: isHidden });
    for (const { hidden: _own, ...s } of rows.filter((r) => r.parentId === top.id)) all.push({ ...s, hidden: isHidden });
  }
  const ids = all.map((c) => c.id);
  const res = ids.length
    ? await db
        .select({
          id: chapterResources.id,
          chapterId: chapterResources.chapterId,
          kind: chapterResources.kind,
          title: chapterResources.title,
          serialNum: chapterResources.serialNum,
          fileId: chapterResources.fileId,
          url: chapterResources.url,
          size: files.size,
          libraryResourceId: chapterResources.libraryResourceId,
          taskPoint: chapterResources.taskPoint,
          allowSeek: chapterResources.allowSeek,
          ...conversionColumns(),
        })
        .from(chapterResources)
        .leftJoin(files, eq(files.id, chapterResources.fileId))
        .leftJoin(libraryResources, eq(libraryResources.id, chapterResources.libraryResourceId))
        .where(inArray(chapterResources.chapterId, ids))
        .orderBy(asc(chapterResources.serialNum), asc(chapterResources.id))
    : [];
  const resources = new Map<number, OutlineResource[]>();
  for (const { conversion, conversionStartedAt, queuePosition, pdfFileId, ...r } of res) {
    const library = { conversion, conversionStartedAt, queuePosition, pdfFileId };
    const resource: OutlineResource = { ...r, conversion: toConversion(library), pdfUrl: pdfUrlOf(library) };
    resources.set(r.chapterId, [...(resources.get(r.chapterId) ?? []), resource]);
  }
  return { all, visible: all.filter((c) => !c.hidden), resources };
}

/** Rows as PostgreSQL's json_agg writes them: column names, and timestamps as ISO text. */
type ProgressJson = {
  user_id: number;
  class_id: number;
  resource_id: number;
  watched: WatchInterval[];
  watched_seconds: number;
  duration: number | null;
  position: number;
  percent: number;
  opened_at: string | null;
  completed_at: string | null;
  updated_at: string;
};
type ReadJson = { user_id: number; class_id: number; chapter_id: number; first_read_at: string; last_read_at: string };
const dateOf = (text: string) => new Date(text);
const dateOrNull = (text: string | null) => (text === null ? null : new Date(text));

/**
 * Whose records, in which class: the class a number or a column of the surrounding query (classes.id), the students
 * numbers or a prepared read's value.
 */
type RecordsOf = { classId: number | AnyPgColumn; userIds?: (number | Placeholder)[] };

/** A records table's rows of the class (and students) as one JSON array. */
const rowsAsJson = <T>(table: typeof resourceProgress | typeof chapterReads, { classId, userIds }: RecordsOf) =>
  sql<T[]>`coalesce((select json_agg(${table}) from ${table}
    where ${and(eq(table.classId, classId), userIds ? inArray(table.userId, userIds) : undefined)}), '[]')`;

/**
 * The records as two JSON columns of one select (`...recordsColumns(...)` beside other fields), so a study page gets
 * them in the same round trip as the class it checks (a round trip is the dearest part of a read here).
 */
export const recordsColumns = (of: RecordsOf) => ({
  progress: rowsAsJson<ProgressJson>(resourceProgress, of),
  reads: rowsAsJson<ReadJson>(chapterReads, of),
});

/** The records from recordsColumns' JSON. */
export function recordsOf({ progress, reads }: { progress: ProgressJson[]; reads: ReadJson[] }): StudyRecords {
  const progressRows: ProgressRow[] = progress.map((p) => ({
    userId: p.user_id,
    classId: p.class_id,
    resourceId: p.resource_id,
    watched: p.watched,
    watchedSeconds: p.watched_seconds,
    duration: p.duration,
    position: p.position,
    percent: p.percent,
    openedAt: dateOrNull(p.opened_at),
    completedAt: dateOrNull(p.completed_at),
    updatedAt: dateOf(p.updated_at),
  }));
  const readRows: ReadRow[] = reads.map((r) => ({
    userId: r.user_id,
    classId: r.class_id,
    chapterId: r.chapter_id,
    firstReadAt: dateOf(r.first_read_at),
    lastReadAt: dateOf(r.last_read_at),
  }));
  return {
    progress: new Map(progressRows.map((p) => [key(p.userId, p.resourceId), p])),
    reads: new Map(readRows.map((r) => [key(r.userId, r.chapterId), r])),
  };
}

/** The records of a class, of some students (all when `userIds` is absent), in one statement. */
export async function studyRecords(db: DbOrTx, classId: number, userIds?: number[]): Promise<StudyRecords> {
  if (userIds && userIds.length === 0) return { progress: new Map(), reads: new Map() };
  const [row] = await db.select(recordsColumns({ classId, userIds })).from(sql`(select 1) as one`);
  return recordsOf(row!);
}

export const progressRow = (records: StudyRecords, userId: number, resourceId: number) => records.progress.get(key(userId, resourceId));
export const readRow = (records: StudyRecords, userId: number, chapterId: number) => records.reads.get(key(userId, chapterId));

/** What the wire says of one student's progress on one resource (zeros before they touched it). */
export function toResourceProgress(resourceId: number, row: ProgressRow | undefined): ResourceProgress {
  if (!row) return notStarted(resourceId);
  return {
    resourceId,
    percent: row.completedAt ? 100 : row.percent,
    completed: row.completedAt !== null,
    position: row.position,
    watchedSeconds: row.watchedSeconds,
    duration: row.duration,
    watched: row.watched as WatchInterval[],
    openedAt: row.openedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const later = (a: Date | null, b: Date | null | undefined) => (!b ? a : !a || b > a ? b : a);

/**
 * What counts toward a chapter's progress: its task points, or its text when it has none (and has text). The other
 * resources are there to study, not counted.
 */
export function chapterItems(outline: CourseOutline, chapter: OutlineChapter): { content: boolean; taskPoints: OutlineResource[] } {
  const taskPoints = (outline.resources.get(chapter.id) ?? []).filter((r) => r.taskPoint);
  return { content: taskPoints.length === 0 && chapter.hasContent, taskPoints };
}

/** One chapter's figures for one student. */
export function chapterFigures(outline: CourseOutline, records: StudyRecords, chapter: OutlineChapter, userId: number): Figures {
  const read = readRow(records, userId, chapter.id);
  let last: Date | null = read?.lastReadAt ?? null;
  const percents: number[] = [];
  let done = 0;
  const items = chapterItems(outline, chapter);
  if (items.content) {
    percents.push(read ? 100 : 0);
    if (read) done++;
  }
  for (const r of items.taskPoints) {
    const row = progressRow(records, userId, r.id);
    const p = toResourceProgress(r.id, row);
    percents.push(p.percent);
    if (p.completed) done++;
    last = later(last, row?.updatedAt);
  }
  if (percents.length > 0) {
    const progress = Math.floor(percents.reduce((s, p) => s + p, 0) / percents.length);
    return { itemCount: percents.length, doneCount: done, progress, completed: done === percents.length, lastStudiedAt: last };
  }
  // sections are shown or hidden with their chapter
  const sections = outline.all.filter((c) => c.parentId === chapter.id);
  if (sections.length > 0) {
    const figures = sections.map((s) => chapterFigures(outline, records, s, userId));
    for (const f of figures) last = later(last, f.lastStudiedAt);
    return {
      itemCount: 0,
      doneCount: 0,
      progress: Math.floor(figures.reduce((s, f) => s + f.progress, 0) / figures.length),
      completed: figures.every((f) => f.completed),
      lastStudiedAt: last,
    };
  }
  return { itemCount: 0, doneCount: 0, progress: read ? 100 : 0, completed: read !== undefined, lastStudiedAt: last };
}

/**
 * A student's figures over the visible chapters: progress is the share of all items done (weighted by items, so
 * a chapter of ten videos counts more than a heading).
 */
export function courseFigures(outline: CourseOutline, records: StudyRecords, userId: number) {
  let items = 0;
  let sum = 0;
  let completedChapters = 0;
  let last: Date | null = null;
  for (const c of outline.visible) {
    const f = chapterFigures(outline, records, c, userId);
    if (f.completed) completedChapters++;
    last = later(last, f.lastStudiedAt);
    if (f.itemCount > 0) {
      items += f.itemCount;
      sum += f.progress * f.itemCount;
    } else if (!outline.all.some((s) => s.parentId === c.id)) {
      // a lone heading without anything to study counts as one item, done once opened
      items += 1;
      sum += f.progress;
    }
  }
  return { chapterCount: outline.visible.length, completedChapters, progress: items ? Math.floor(sum / items) : 0, lastStudiedAt: last };
}
