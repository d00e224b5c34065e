// A student studying a course through a class: what the class sees, and the progress the student records.
// Reports are idempotent (a video's played seconds are a union; opening twice is opening once) and progress
// never goes backwards, so a retried or duplicated request is harmless.
import { and, asc, eq } from 'drizzle-orm';
import {
  mergeIntervals,
  coveredSeconds,
  VIDEO_DONE_RATIO,
  videoPercent,
  type ChapterProgress,
  type ReportWatchInput,
  type ResourceProgress,
  type StudyChapter,
  type StudyChapterNode,
  type StudyCourse,
  type StudyCourseInfo,
  type WatchInterval,
} from '@contract/study';
import type { Db, DbOrTx } from '../../db/client';
import { param, runPrepared } from '../../db/prepared';
import { chapterReads, chapterResources, chapters, classes, classStudents, courses, files, resourceProgress, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import type { ProcessCache } from '../../lib/process-cache';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { attended, attendedClass, onRosterOf, type ClassRow } from '../classes/access';
import type { FileStorage } from '../../storage';
import { resourceUrl, videoDuration } from '../files/service';
import {
  chapterFigures,
  courseFigures,
  courseOutline,
  progressRow,
  readRow,
  recordsColumns,
  recordsOf,
  studyRecords,
  toResourceProgress,
  type CourseOutline,
  type OutlineChapter,
  type StudyRecords,
} from './progress';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toChapterProgress(outline: CourseOutline, records: StudyRecords, c: OutlineChapter, userId: number): ChapterProgress {
  const f = chapterFigures(outline, records, c, userId);
  return { chapterId: c.id, parentId: c.parentId, title: c.title, serialNum: c.serialNum, ...f, lastStudiedAt: iso(f.lastStudiedAt) };
}

/** A class as one student studies it: what the class sees and what the student recorded. */
type Studied = { clazz: ClassRow; outline: CourseOutline; records: StudyRecords };

/**
 * The process's outlines by class (app.outlines): every student of a class reads the same one, and the calls that
 * change chapters, classes and courses empty it (server/app.ts). Without it (transactions, tests) it is read.
 */
export type Outlines = ProcessCache<CourseOutline>;

const outlineOf = (db: DbOrTx, clazz: ClassRow, outlines?: Outlines) => {
  const read = () => courseOutline(db, clazz.courseId, clazz.id);
  return outlines ? outlines.get(clazz.id, read) : read();
};

/** The process's chapter texts by chapter id (app.chapterTexts), emptied with the outlines. */
export type ChapterTexts = ProcessCache<string | null>;

/**
 * A chapter's text, mostly from the process's cache: decoding a long Chinese text from the database's answer costs
 * the server more than the rest of the chapter page (about 12 µs per 4 KB), and every student of the class reads the
 * same one. Read only after the outline showed the chapter to the class.
 */
async function chapterText(db: DbOrTx, chapter: OutlineChapter, texts?: ChapterTexts): Promise<string | null> {
  if (!chapter.hasContent) return null;
  const read = async () => (await db.select({ content: chapters.content }).from(chapters).where(eq(chapters.id, chapter.id)))[0]?.content ?? null;
  return texts ? texts.get(chapter.id, read) : read();
}

/** The class the student says they attend and their records in it: one prepared statement (values clazzId, userId). */
const studiedClass = (db: DbOrTx) =>
  db
    .select({ cl: classes, ...recordsColumns({ classId: classes.id, userIds: [param('userId')] }) })
    .from(classes)
    .innerJoin(classStudents, onRosterOf({ userId: param('userId') }))
    .where(eq(classes.id, param('clazzId')));

/**
 * A class the student says they attend, as they study it: the roster check and the student's records in one
 * statement; the outline is the class's, mostly from the process's cache.
 */
async function attendedAndStudied(db: DbOrTx, actor: AuthContext, clazzId: number, courseId: number | undefined, outlines?: Outlines): Promise<Studied> {
  const [row] = await runPrepared(db, 'studied_class', studiedClass, { clazzId, userId: actor.userId });
  const clazz = attended(row?.cl, courseId);
  return { clazz, outline: await outlineOf(db, clazz, outlines), records: recordsOf(row!) };
}

/** The course's name and cover and the class teacher's name, as columns of a select joining courses and users. */
const courseNameColumns = () => ({ course: { name: courses.name, cover: courses.cover }, teacher: { name: users.name } });
type CourseNames = { course: { name: string; cover: string | null }; teacher: { name: string } };

/** The course's name, cover and description and the class teacher's name, as the study pages show them. */
async function courseNamesOf(db: DbOrTx, clazz: ClassRow): Promise<CourseNames & { description: string | null }> {
  const [row] = await db
    .select({ ...courseNameColumns(), description: courses.description })
    .from(courses)
    .innerJoin(users, eq(users.id, clazz.ownerId))
    .where(eq(courses.id, clazz.courseId));
  return row!;
}

async function studyCourseOf(db: DbOrTx, actor: AuthContext, { clazz, outline, records }: Studied, known?: CourseNames): Promise<StudyCourse> {
  const { course, teacher } = known ?? (await courseNamesOf(db, clazz));
  const f = courseFigures(outline, records, actor.userId);
  return {
    clazzId: clazz.id,
    clazzName: clazz.name,
    courseId: clazz.courseId,
    courseName: course.name,
    cover: course.cover,
    teacherName: teacher.name,
    startDate: clazz.startDate,
    endDate: clazz.endDate,
    ...f,
    lastStudiedAt: iso(f.lastStudiedAt),
  };
}

/** The student's open classes with their courses, teachers and the student's records, prepared (runPrepared). */
const myClasses = (db: DbOrTx) =>
  db
    .select({
      cl: classes,
      ...courseNameColumns(),
      ...recordsColumns({ classId: classes.id, userIds: [param('userId')] }),
    })
    .from(classes)
    .innerJoin(classStudents, onRosterOf({ userId: param('userId') }))
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(eq(classes.openToStudents, true))
    .orderBy(asc(classes.id));

/** The courses of the student's classes, most recently studied first; a closed class's course is left out until it opens. */
export async function myCourses(db: DbOrTx, actor: AuthContext, outlines?: Outlines): Promise<StudyCourse[]> {
  // the classes with the student's records in each, in one statement; the outlines mostly from the process's cache
  const rows = await runPrepared(db, 'my_courses', myClasses, { userId: actor.userId });
  const list = await Promise.all(
    rows.map(async ({ cl, course, teacher, ...records }) =>
      studyCourseOf(db, actor, { clazz: cl, outline: await outlineOf(db, cl, outlines), records: recordsOf(records) }, { course, teacher }),
    ),
  );
  return list.sort((a, b) => (b.lastStudiedAt ?? '').localeCompare(a.lastStudiedAt ?? '') || a.clazzId - b.clazzId);
}

export async function studyCourseInfo(db: DbOrTx, actor: AuthContext, courseId: number, clazzId: number, outlines?: Outlines): Promise<StudyCourseInfo> {
  const s = await attendedAndStudied(db, actor, clazzId, courseId, outlines);
  const { description, ...names } = await courseNamesOf(db, s.clazz);
  return { ...(await studyCourseOf(db, actor, s, names)), description };
}

export async function studyChapters(db: DbOrTx, actor: AuthContext, courseId: number, clazzId: number, outlines?: Outlines): Promise<StudyChapterNode[]> {
  const { outline, records } = await attendedAndStudied(db, actor, clazzId, courseId, outlines);
  const node = (c: OutlineChapter) => toChapterProgress(outline, records, c, actor.userId);
  return outline.visible
    .filter((c) => c.parentId === null)
    .map((top) => ({ ...node(top), children: outline.visible.filter((s) => s.parentId === top.id).map(node) }));
}

export async function myProgress(db: DbOrTx, actor: AuthContext, courseId: number, clazzId: number, outlines?: Outlines) {
  const s = await attendedAndStudied(db, actor, clazzId, courseId, outlines);
  return { course: await studyCourseOf(db, actor, s), chapters: s.outline.visible.map((c) => toChapterProgress(s.outline, s.records, c, actor.userId)) };
}

/** The chapter, when it belongs to the class's course and the class sees it. */
function visibleChapter(outline: CourseOutline, chapterId: number): OutlineChapter {
  const c = outline.all.find((x) => x.id === chapterId);
  if (!c) throw notFound('章节');
  if (c.hidden) throw forbidden('这一章暂未对本班开放');
  return c;
}

export async function studyChapter(
  db: DbOrTx,
  actor: AuthContext,
  clazzId: number,
  chapterId: number,
  caches?: { outlines: Outlines; chapterTexts: ChapterTexts },
): Promise<StudyChapter> {
  const { clazz, outline, records } = await attendedAndStudied(db, actor, clazzId, undefined, caches?.outlines);
  const c = visibleChapter(outline, chapterId);
  const content = await chapterText(db, c, caches?.chapterTexts);
  const place = outline.visible.findIndex((x) => x.id === chapterId);
  return {
    ...toChapterProgress(outline, records, c, actor.userId),
    courseId: clazz.courseId,
    content,
    contentRead: readRow(records, actor.userId, chapterId) !== undefined,
    resources: (outline.resources.get(chapterId) ?? []).map((r) => ({
      resourceId: r.id,
      chapterId,
      kind: r.kind as StudyChapter['resources'][number]['kind'],
      title: r.title,
      url: r.fileId === null ? r.url! : resourceUrl(r.fileId),
      size: r.size,
      serialNum: r.serialNum,
      libraryResourceId: r.libraryResourceId,
      taskPoint: r.taskPoint,
      allowSeek: r.allowSeek,
      conversion: r.conversion,
      pdfUrl: r.pdfUrl,
      progress: toResourceProgress(r.id, progressRow(records, actor.userId, r.id)),
    })),
    prevChapterId: place > 0 ? outline.visible[place - 1].id : null,
    nextChapterId: place >= 0 && place < outline.visible.length - 1 ? outline.visible[place + 1].id : null,
  };
}

/** A resource of a chapter the student's class sees, with its file (the length the server read of a video). */
async function studiedResource(db: DbOrTx, actor: AuthContext, clazzId: number, resourceId: number) {
  const clazz = await attendedClass(db, actor, clazzId);
  const [found] = await db
    .select({ resource: chapterResources, file: files })
    .from(chapterResources)
    .leftJoin(files, eq(files.id, chapterResources.fileId))
    .where(eq(chapterResources.id, resourceId));
  if (!found) throw notFound('资源');
  const outline = await courseOutline(db, clazz.courseId, clazz.id);
  const chapter = visibleChapter(outline, found.resource.chapterId);
  return { clazz, resource: found.resource, file: found.file, chapter, outline };
}

const progressOf = (userId: number, classId: number, resourceId: number) =>
  and(eq(resourceProgress.userId, userId), eq(resourceProgress.classId, classId), eq(resourceProgress.resourceId, resourceId));

/** The student's row for the resource, created if need be and locked: concurrent reports apply one after the other. */
async function lockedProgress(tx: DbOrTx, userId: number, classId: number, resourceId: number) {
  await tx.insert(resourceProgress).values({ userId, classId, resourceId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(resourceProgress)
    .where(progressOf(userId, classId, resourceId))
    .for('update');
  return row;
}

/** The parts of `[from, to)` not yet in `watched` (sorted, merged). */
function uncovered(watched: WatchInterval[], [from, to]: WatchInterval): WatchInterval[] {
  const parts: WatchInterval[] = [];
  let at = from;
  for (const [a, b] of watched) {
    if (b <= at) continue;
    if (a >= to) break;
    if (a > at) parts.push([at, a]);
    at = Math.max(at, b);
  }
  if (at < to) parts.push([at, to]);
  return parts;
}

/** Playback faster than this, or more new seconds than the time since the last report allows, is not watching. */
const MAX_PLAYBACK_RATE = 2;
/** New seconds any report may add besides that: the first report, clocks, a report delayed by the network. */
const REPORT_SLACK_SECONDS = 60;

/**
 * Keeps the seconds of a video the student played. The stored intervals only grow (union), so the same report
 * twice counts once and an old report arriving late takes nothing away. A report may add no more new seconds than
 * could have been played since the previous one; the excess is not counted.
 *
 * The video's length is the server's own, read from the file (files.duration): the length a report states is used
 * only for a video whose container tells none, and then only within the same allowance.
 */
export async function reportWatch(db: Db, storage: FileStorage, actor: AuthContext, body: ReportWatchInput): Promise<ResourceProgress> {
  // checked before the transaction: the length of a video uploaded before lengths were kept is read from storage once,
  // which must not hold the progress row's lock
  const { clazz, resource, file } = await studiedResource(db, actor, body.clazzId, body.resourceId);
  if (resource.kind !== 'video') throw invalid('只有视频可以报告观看进度');
  const known = file ? await videoDuration(db, storage, file) : null;
  const duration = known ?? body.duration;
  return db.transaction(async (tx) => {
    const row = await lockedProgress(tx, actor.userId, clazz.id, resource.id);
    const now = new Date();
    const before = mergeIntervals((row.watched as WatchInterval[]).map(([a, b]) => [a, Math.min(b, duration)] as WatchInterval));
    const sinceLast = Math.max(0, (now.getTime() - row.updatedAt.getTime()) / 1000);
    let budget = REPORT_SLACK_SECONDS + sinceLast * MAX_PLAYBACK_RATE;
    let watched = before;
    for (const part of mergeIntervals(body.intervals.map(([a, e]) => [a, Math.min(e, duration)] as WatchInterval))) {
      for (const [a, b] of uncovered(watched, part)) {
        if (budget <= 0) break;
        const end = Math.min(b, a + budget);
        budget -= end - a;
        watched = mergeIntervals([...watched, [a, end]]);
      }
    }
    // done once the seconds played cover VIDEO_DONE_RATIO of the length
    const percent = Math.max(row.percent, videoPercent(watched, duration));
    const completed = row.completedAt !== null || coveredSeconds(watched) >= VIDEO_DONE_RATIO * duration;
    const [saved] = await tx
      .update(resourceProgress)
      .set({
        watched,
        watchedSeconds: coveredSeconds(watched),
        duration,
        position: Math.min(body.position, duration),
        percent,
        openedAt: row.openedAt ?? now,
        completedAt: row.completedAt ?? (completed ? now : null),
        updatedAt: now,
      })
      .where(progressOf(actor.userId, clazz.id, resource.id))
      .returning();
    return toResourceProgress(resource.id, saved);
  });
}

/**
 * The chapter's text (resourceId null), a document or a link was opened: a document or link is then done; a
 * video only counts as opened (its progress comes from watching). Opening again only moves "last read".
 */
export async function markOpened(
  db: Db,
  actor: AuthContext,
  body: { clazzId: number; chapterId: number; resourceId: number | null },
): Promise<ChapterProgress> {
  return db.transaction(async (tx) => {
    const clazz = await attendedClass(tx, actor, body.clazzId);
    const outline = await courseOutline(tx, clazz.courseId, clazz.id);
    const chapter = visibleChapter(outline, body.chapterId);
    const now = new Date();
    if (body.resourceId === null) {
      await tx
        .insert(chapterReads)
        .values({ userId: actor.userId, classId: clazz.id, chapterId: chapter.id, firstReadAt: now, lastReadAt: now })
        .onConflictDoUpdate({ target: [chapterReads.userId, chapterReads.classId, chapterReads.chapterId], set: { lastReadAt: now } });
    } else {
      const resource = (outline.resources.get(chapter.id) ?? []).find((r) => r.id === body.resourceId);
      if (!resource) throw invalid('资源不属于这一章');
      const row = await lockedProgress(tx, actor.userId, clazz.id, resource.id);
      const done = resource.kind !== 'video';
      await tx
        .update(resourceProgress)
        .set({
          openedAt: row.openedAt ?? now,
          percent: done ? 100 : row.percent,
          completedAt: row.completedAt ?? (done ? now : null),
          updatedAt: now,
        })
        .where(progressOf(actor.userId, clazz.id, resource.id));
    }
    return toChapterProgress(outline, await studyRecords(tx, clazz.id, [actor.userId]), chapter, actor.userId);
  });
}
