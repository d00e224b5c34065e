// Studying a course through a class (PRODUCT.md: chapters "Visible per class. Student progress is tracked per
// chapter and resource"): the student's course pages, and the progress they record as they read and watch.
import { defineCalls } from './call';
import { ChapterResource, ChapterSection } from './chapter';
import { id, z } from './zod';

/** Seconds of a video, [from, to), that were actually played. */
export type WatchInterval = [number, number];

/** A video counts as watched once this share of it has been played. */
export const VIDEO_DONE_RATIO = 0.9;
/** Intervals closer than this (seconds) are one: timeupdate events come a quarter second apart. */
const JOIN_GAP = 1;

/**
 * The union of played intervals, sorted, touching ones joined. The server keeps this for every student and video,
 * so reporting the same seconds twice changes nothing and what was watched never shrinks.
 */
export function mergeIntervals(intervals: readonly WatchInterval[]): WatchInterval[] {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const out: WatchInterval[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + JOIN_GAP) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export const coveredSeconds = (intervals: readonly WatchInterval[]) => mergeIntervals(intervals).reduce((s, [a, b]) => s + (b - a), 0);

/** Percent (0–100, whole) of a video played. */
export const videoPercent = (intervals: readonly WatchInterval[], duration: number | null) =>
  duration && duration > 0 ? Math.min(100, Math.floor((coveredSeconds(intervals) / duration) * 100 + 1e-9)) : 0;

export const ResourceProgress = z.object({
  resourceId: z.number().int(),
  /** 0–100: share of a video played; 100 once a document or link was opened */
  percent: z.number().int(),
  completed: z.boolean(),
  /** where the video was left (seconds), to carry on from there */
  position: z.number(),
  watchedSeconds: z.number(),
  /**
   * seconds: the length the server read from the video file; the player's, only for a file whose container tells none;
   * null before the first play
   */
  duration: z.number().nullable(),
  watched: z.array(z.tuple([z.number(), z.number()])),
  openedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ResourceProgress = z.infer<typeof ResourceProgress>;

/** A resource the student has not touched yet. */
export const notStarted = (resourceId: number): ResourceProgress => ({
  resourceId,
  percent: 0,
  completed: false,
  position: 0,
  watchedSeconds: 0,
  duration: null,
  watched: [],
  openedAt: null,
  updatedAt: null,
});

export const StudyCourse = z.object({
  clazzId: z.number().int(),
  clazzName: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  cover: z.string().nullable(),
  teacherName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** chapters and sections the class sees */
  chapterCount: z.number().int(),
  completedChapters: z.number().int(),
  /** 0–100 over the visible chapters */
  progress: z.number().int(),
  lastStudiedAt: z.string().nullable(),
});
export type StudyCourse = z.infer<typeof StudyCourse>;

export const StudyCourseInfo = StudyCourse.extend({ description: z.string().nullable() });
export type StudyCourseInfo = z.infer<typeof StudyCourseInfo>;

/** A chapter's progress for one student: its text (when it has any) and each resource count as one item each. */
export const ChapterProgress = ChapterSection.extend({
  itemCount: z.number().int(),
  doneCount: z.number().int(),
  progress: z.number().int(),
  completed: z.boolean(),
  lastStudiedAt: z.string().nullable(),
});
export type ChapterProgress = z.infer<typeof ChapterProgress>;

export const StudyChapterNode = ChapterProgress.extend({ children: z.array(ChapterProgress) });
export type StudyChapterNode = z.infer<typeof StudyChapterNode>;

export const StudyResource = ChapterResource.extend({ progress: ResourceProgress });
export type StudyResource = z.infer<typeof StudyResource>;

export const StudyChapter = ChapterProgress.extend({
  courseId: z.number().int(),
  content: z.string().nullable(),
  contentRead: z.boolean(),
  resources: z.array(StudyResource),
  /** neighbours in reading order among what the class sees */
  prevChapterId: z.number().int().nullable(),
  nextChapterId: z.number().int().nullable(),
});
export type StudyChapter = z.infer<typeof StudyChapter>;

/** At most this many intervals in one report; the player sends a few every several seconds. */
export const WATCH_REPORT_MAX = 100;
/** Longest video length accepted (seconds): 24 hours. */
const DURATION_MAX = 86_400;
const seconds = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .finite({ error: `${label}无效` })
    .min(0, { error: `${label}不能为负` })
    .max(DURATION_MAX, { error: `${label}太大` });

export const ReportWatchBody = z
  .object({
    clazzId: id('班级'),
    resourceId: id('资源'),
    /** the length the player shows: the server counts against its own (read from the file) when it has one */
    duration: seconds('视频时长').positive({ error: '视频时长无效' }),
    position: seconds('播放位置'),
    intervals: z
      .array(z.tuple([seconds('起点'), seconds('终点')]), { error: '播放区间无效' })
      .max(WATCH_REPORT_MAX, { error: `一次最多报告 ${WATCH_REPORT_MAX} 段播放` }),
  })
  .refine((b) => b.intervals.every(([a, e]) => a <= e && e <= b.duration + 1), { error: '播放区间超出视频时长', path: ['intervals'] });
export type ReportWatchInput = z.output<typeof ReportWatchBody>;

/** Opening a chapter's text (resourceId null) or a document or link. */
export const MarkOpenedBody = z.object({
  clazzId: id('班级'),
  chapterId: id('章节'),
  resourceId: id('资源')
    .nullish()
    .transform((v) => v ?? null),
});

export const CourseClassParams = z.object({ courseId: id('课程'), clazzId: id('班级') });
export const ClassChapterParams = z.object({ clazzId: id('班级'), chapterId: id('章节') });

export const MyProgress = z.object({ course: StudyCourse, chapters: z.array(ChapterProgress) });

export const studyCalls = defineCalls({
  myCourses: { method: 'GET', path: '/stu/course/list', answer: z.array(StudyCourse) },
  studyCourseInfo: { method: 'GET', path: '/stu/course/info/:courseId/:clazzId', params: CourseClassParams, answer: StudyCourseInfo },
  studyChapters: {
    method: 'GET',
    path: '/stu/course/chapters/:courseId/:clazzId',
    reads: ['outlines'],
    params: CourseClassParams,
    answer: z.array(StudyChapterNode),
  },
  studyChapter: { method: 'GET', path: '/stu/course/chapter/:clazzId/:chapterId', params: ClassChapterParams, answer: StudyChapter },
  myProgress: { method: 'GET', path: '/stu/course/process/:courseId/:clazzId', params: CourseClassParams, answer: MyProgress },
  reportWatch: { method: 'POST', path: '/stu/progress/watch', body: ReportWatchBody, answer: ResourceProgress },
  markOpened: { method: 'POST', path: '/stu/progress/open', body: MarkOpenedBody, answer: ChapterProgress },
});
