// The data the study statistics mocks share (not a mock itself: .umirc.ts excludes mock/_*.ts): the chapters and
// resources of 数据库系统原理 as mock/chapter.ts seeds them, the classes and rosters of mock/clazz.ts, which chapters
// each class does not see, and every student's progress, made up so that each studies the visible items in reading order.
import type { ResourceProgress, WatchInterval } from '@contract/study';
import { coveredSeconds, mergeIntervals, notStarted, videoPercent } from '@contract/study';
import { classState, MOCK_STUDENTS, type StoredClass } from './clazz';

export type Kind = 'video' | 'pdf' | 'document' | 'link';
export type MockChapter = { chapterId: number; courseId: number; parentId: number | null; serialNum: number; title: string; hasText: boolean };
export type MockResource = { resourceId: number; chapterId: number; kind: Kind; title: string; duration: number | null };
export type MockStudent = { userId: number; code: string; name: string; /** share of the visible items done, 0–1 */ level: number };
export type MockClass = { sclassId: number; courseId: number; name: string; students: MockStudent[] };

export const CHAPTERS: MockChapter[] = [
  { chapterId: 1, courseId: 1, parentId: null, serialNum: 1, title: '第一章 绪论', hasText: true },
  { chapterId: 2, courseId: 1, parentId: 1, serialNum: 1, title: '1.1 数据库系统概述', hasText: true },
  { chapterId: 3, courseId: 1, parentId: 1, serialNum: 2, title: '1.2 数据模型', hasText: true },
  { chapterId: 4, courseId: 1, parentId: null, serialNum: 2, title: '第二章 关系数据库', hasText: true },
  { chapterId: 5, courseId: 1, parentId: null, serialNum: 3, title: '第三章 关系数据库标准语言 SQL', hasText: true },
  { chapterId: 6, courseId: 1, parentId: 5, serialNum: 1, title: '3.1 数据定义', hasText: true },
  { chapterId: 7, courseId: 1, parentId: 5, serialNum: 2, title: '3.2 数据查询', hasText: true },
  { chapterId: 8, courseId: 1, parentId: 5, serialNum: 3, title: '3.3 数据更新', hasText: true },
  { chapterId: 9, courseId: 1, parentId: null, serialNum: 4, title: '第四章 数据库安全性', hasText: false },
  { chapterId: 10, courseId: 2, parentId: null, serialNum: 1, title: '第一章 数据库设计概述', hasText: true },
];

export const RESOURCES: MockResource[] = [
  { resourceId: 1, chapterId: 2, kind: 'video', title: '1.1 数据库系统概述（讲解视频）.mp4', duration: 612 },
  { resourceId: 2, chapterId: 2, kind: 'pdf', title: '第一章 绪论 课件.pdf', duration: null },
  { resourceId: 3, chapterId: 2, kind: 'link', title: 'PostgreSQL 中文文档', duration: null },
  { resourceId: 4, chapterId: 7, kind: 'document', title: 'SQL 查询练习题.docx', duration: null },
  { resourceId: 5, chapterId: 7, kind: 'link', title: 'SELECT 语句参考', duration: null },
];

/** Knowledge points of each course (mock/knowledge.ts seeds them; counted here for the course statistics). */
export const KNOWLEDGE_COUNT: Record<number, number> = { 1: 12, 2: 0, 11: 12 };

/** How far each student got (share of the visible items done); others get a share from their id. */
const LEVELS: Record<number, number> = { 4: 0.6, 5: 0.35, 21: 1, 22: 0.85, 23: 0.3, 24: 0.45, 25: 0, 26: 0.7, 27: 0.2, 28: 0, 29: 0.5, 30: 0.9 };

/** A class with its roster as mock/clazz.ts keeps them (so a student added there shows here). */
function mockClassOf(c: StoredClass): MockClass {
  const students = c.students.flatMap(({ userId }) => {
    const s = MOCK_STUDENTS.find((x) => x.userId === userId);
    return s ? [{ ...s, level: LEVELS[userId] ?? ((userId * 37) % 100) / 100 }] : [];
  });
  return { sclassId: c.sclassId, courseId: c.courseId, name: c.name, students };
}

export const classesOf = (courseId: number) => classState().list.filter((c) => c.courseId === courseId).map(mockClassOf);

type G = typeof globalThis & { __htdzMockHiddenChapters?: Map<number, number[]> };
/** Chapters (never sections) each class does not see; class 1 does not see 第四章 yet. Changed by the visibility mock. */
export const hiddenState = () => ((globalThis as G).__htdzMockHiddenChapters ??= new Map([[1, [9]]]));
export const hiddenOf = (sclassId: number) => [...(hiddenState().get(sclassId) ?? [])].sort((a, b) => a - b);

export function classOf(sclassId: number): MockClass | undefined {
  const c = classState().list.find((x) => x.sclassId === sclassId);
  return c && mockClassOf(c);
}
export const chapterOf = (chapterId: number) => CHAPTERS.find((c) => c.chapterId === chapterId);
export const resourcesOf = (chapterId: number) => RESOURCES.filter((r) => r.chapterId === chapterId);

/** A course's chapters, each chapter followed by its sections. */
export function readingOrder(courseId: number): MockChapter[] {
  const of = (parentId: number | null) =>
    CHAPTERS.filter((c) => c.courseId === courseId && c.parentId === parentId).sort((a, b) => a.serialNum - b.serialNum);
  return of(null).flatMap((c) => [c, ...of(c.chapterId)]);
}

/** Whether the class sees the chapter (a section follows its chapter). */
export function visibleTo(clazz: MockClass, chapter: MockChapter): boolean {
  const hidden = hiddenOf(clazz.sclassId);
  return !hidden.includes(chapter.chapterId) && (chapter.parentId === null || !hidden.includes(chapter.parentId));
}

/** One item of a chapter: its text (resource null) or a resource. */
export type Item = { chapter: MockChapter; resource: MockResource | null };
export const itemsOf = (chapter: MockChapter): Item[] => [
  ...(chapter.hasText ? [{ chapter, resource: null }] : []),
  ...resourcesOf(chapter.chapterId).map((resource) => ({ chapter, resource })),
];

export type ItemState = { percent: number; completed: boolean; at: string | null; progress: ResourceProgress | null };

const NOT_STARTED = notStarted;

const BASE = Date.UTC(2025, 2, 20, 14, 0, 0);
const hoursAgo = (h: number) => new Date(BASE - h * 3_600_000).toISOString();

function videoProgress(r: MockResource, intervals: WatchInterval[], position: number, opened: string, updated: string): ResourceProgress {
  const duration = r.duration ?? 600;
  const watched = mergeIntervals(intervals);
  const percent = videoPercent(watched, duration);
  return {
    resourceId: r.resourceId,
    percent,
    completed: percent >= 90,
    position,
    watchedSeconds: coveredSeconds(watched),
    duration,
    watched,
    openedAt: opened,
    updatedAt: updated,
  };
}

/**
 * Each item a student of the class has: the visible items in reading order, the first `level` of them done (a video
 * with a skipped stretch now and then), the next one begun; nothing of hidden chapters. Keyed 't{chapterId}' for a
 * text and 'r{resourceId}' for a resource.
 */
export function progressOf(clazz: MockClass, s: MockStudent): Map<string, ItemState> {
  const items = readingOrder(clazz.courseId)
    .filter((c) => visibleTo(clazz, c))
    .flatMap(itemsOf);
  const done = Math.floor(s.level * items.length + 1e-9);
  const out = new Map<string, ItemState>();
  items.forEach((item, i) => {
    // earlier items were studied earlier; each student on their own schedule
    const at = hoursAgo((items.length - i) * 5 + (s.userId % 7) * 3);
    const r = item.resource;
    const key = r ? `r${r.resourceId}` : `t${item.chapter.chapterId}`;
    const begun = i === done && s.level > 0;
    if (!r) {
      out.set(key, i < done ? { percent: 100, completed: true, at, progress: null } : { percent: 0, completed: false, at: null, progress: null });
      return;
    }
    if (i >= done && !(begun && r.kind === 'video')) {
      out.set(key, { percent: 0, completed: false, at: null, progress: NOT_STARTED(r.resourceId) });
      return;
    }
    const opened = hoursAgo((items.length - i) * 5 + (s.userId % 7) * 3 + 1);
    let progress: ResourceProgress;
    if (r.kind === 'video') {
      const d = r.duration ?? 600;
      const intervals: WatchInterval[] = begun
        ? [[0, Math.round(d * 0.3)], [Math.round(d * 0.45), Math.round(d * 0.55)]]
        : s.userId % 2 === 0
          ? [[0, d]]
          : [[0, Math.round(d * 0.5)], [Math.round(d * 0.55), d]];
      progress = videoProgress(r, intervals, begun ? Math.round(d * 0.55) : d, opened, at);
    } else {
      progress = { ...NOT_STARTED(r.resourceId), percent: 100, completed: true, openedAt: opened, updatedAt: at };
    }
    out.set(key, { percent: progress.percent, completed: progress.completed, at: progress.updatedAt, progress });
  });
  return out;
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** A student's figures in one chapter, from the item states. */
export function chapterProgressOf(chapter: MockChapter, states: Map<string, ItemState>) {
  const items = itemsOf(chapter).map((it) => states.get(it.resource ? `r${it.resource.resourceId}` : `t${chapter.chapterId}`));
  const itemCount = items.length;
  const doneCount = items.filter((x) => x?.completed).length;
  return {
    itemCount,
    doneCount,
    progress: itemCount ? Math.round(items.reduce((sum, x) => sum + (x?.percent ?? 0), 0) / itemCount) : 0,
    completed: itemCount > 0 && doneCount === itemCount,
    lastStudiedAt: items.reduce<string | null>((last, x) => later(last, x?.at ?? null), null),
    started: items.some((x) => x?.at),
  };
}

/** A student's progress over the course: the share of the visible items, by their percents. */
export function courseProgressOf(clazz: MockClass, states: Map<string, ItemState>): number {
  const items = readingOrder(clazz.courseId)
    .filter((c) => visibleTo(clazz, c))
    .flatMap(itemsOf);
  if (items.length === 0) return 0;
  const sum = items.reduce((s, it) => s + (states.get(it.resource ? `r${it.resource.resourceId}` : `t${it.chapter.chapterId}`)?.percent ?? 0), 0);
  return Math.round(sum / items.length);
}

export const mean = (values: number[]) => (values.length ? Math.round(values.reduce((a, b) => a + b, 0) / values.length) : 0);
