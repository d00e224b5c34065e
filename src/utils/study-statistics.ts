// The pure rules of the study statistics pages: their addresses, the chapter list in reading order, the figures
// they show (times, shares, watched parts of a video) and the students search.
import type { WatchInterval } from '@contract/study';
import { idParam } from './route-params';

export type StatsPlace = { courseId: number; chapterId: number; clazzId: number; serialNum: number };

const base = ({ courseId, chapterId, clazzId, serialNum }: StatsPlace) => `${courseId}/${chapterId}/${clazzId}/${serialNum}`;

export const STATS_LINKS = {
  /** a chapter of a class: its items and students */
  list: (p: StatsPlace) => `/teacher/course/chapter/statis/list/${base(p)}`,
  /** one resource of the chapter: each student's progress on it */
  detail: (p: StatsPlace, resourceId: number) => `/teacher/course/chapter/statis/detail/${base(p)}/${resourceId}`,
  /** one student: the chapter's items and every chapter's progress */
  process: (p: StatsPlace, userId: number) => `/teacher/course/chapter/statis/student/process/${base(p)}/${userId}`,
  course: (courseId: number) => `/course/view/${courseId}`,
  expert: (courseId: number) => `/expert/course/${courseId}/statistics`,
};

/** The place of a statistics address, or null when a number in it is no number (serialNum may be 0). */
export function placeOf(params: Partial<Record<'courseId' | 'chapterId' | 'clazzId' | 'serialNum', string>>): StatsPlace | null {
  const courseId = idParam(params.courseId);
  const chapterId = idParam(params.chapterId);
  const clazzId = idParam(params.clazzId);
  const serialNum = params.serialNum && /^\d{1,9}$/.test(params.serialNum) ? Number(params.serialNum) : null;
  if (courseId === null || chapterId === null || clazzId === null || serialNum === null) return null;
  return { courseId, chapterId, clazzId, serialNum };
}

type Node = { chapterId: number; parentId: number | null; serialNum: number };

/** Chapters then their sections, each list by serialNum; depth 0 for chapters, 1 for sections. Orphans go last. */
export function inReadingOrder<T extends Node>(rows: readonly T[]): Array<T & { depth: 0 | 1 }> {
  const bySerial = (a: T, b: T) => a.serialNum - b.serialNum || a.chapterId - b.chapterId;
  const ids = new Set(rows.map((r) => r.chapterId));
  const top = rows.filter((r) => r.parentId === null || !ids.has(r.parentId)).sort(bySerial);
  return top.flatMap((c) => [
    { ...c, depth: 0 as const },
    ...rows
      .filter((s) => s.parentId === c.chapterId)
      .sort(bySerial)
      .map((s) => ({ ...s, depth: 1 as const })),
  ]);
}

/** A chapter's figures from its students' rows, for when the chapter list has not said them. */
export function summaryOf(students: readonly { progress: number; completed: boolean; doneCount: number; lastStudiedAt: string | null }[]) {
  const studentCount = students.length;
  return {
    studentCount,
    startedCount: students.filter((s) => s.doneCount > 0 || s.lastStudiedAt !== null).length,
    completedCount: students.filter((s) => s.completed).length,
    averageProgress: studentCount ? Math.round(students.reduce((sum, s) => sum + s.progress, 0) / studentCount) : 0,
  };
}

/** Whole percent of part in whole; 0 when there is no whole. */
export const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Seconds as m:ss, or h:mm:ss from an hour on. */
export function clock(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '—';
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}

/** Played parts of a video as shares of its length (0–100), for a bar; nothing when the length is unknown. */
export function watchedSegments(watched: readonly WatchInterval[], duration: number | null): Array<{ left: number; width: number }> {
  if (!duration || duration <= 0) return [];
  const pct = (s: number) => Math.min(100, Math.max(0, (s / duration) * 100));
  return watched
    .map(([a, b]) => ({ left: pct(a), width: pct(b) - pct(a) }))
    .filter((s) => s.width > 0)
    .sort((x, y) => x.left - y.left);
}

/** Whether a student matches the search: the code or the name contains it (case-insensitive). */
export function matchesStudent(student: { code: string; name: string }, keyword: string): boolean {
  const k = keyword.trim().toLowerCase();
  return !k || student.code.toLowerCase().includes(k) || student.name.toLowerCase().includes(k);
}

/** Orders texts as Chinese readers expect (pinyin), for sorters. */
export const byText = (a: string, b: string) => a.localeCompare(b, 'zh-Hans-CN');

/** Orders times with the never-studied (null) first. */
export const byTime = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : Date.parse(a) - Date.parse(b));
