// Mocks of the student's study calls (/htdz/stu/...) for `max dev` without the server. The classes and rosters are
// mock/clazz.ts's, the chapters a class does not see mock/_stats-data.ts's, the chapters, their text and resources
// mock/chapter.ts's (read through its own handlers, so a teacher's edits show). Each student starts with the
// progress the statistics mocks make up for them, then records their own, kept in memory: played seconds are a
// union of intervals (contract mergeIntervals), a video is done at VIDEO_DONE_RATIO, a document or link once opened,
// the text once read. Figures are computed as server/modules/study/progress.ts does.
// The contract check signs in as the administrator, who may read any class here (the server lets only its students).
import type { CurrentUser } from '@contract/auth';
import type { Chapter, ChapterNode } from '@contract/chapter';
import {
  CourseClassParams,
  ClassChapterParams,
  MarkOpenedBody,
  mergeIntervals,
  coveredSeconds,
  ReportWatchBody,
  VIDEO_DONE_RATIO,
  videoPercent,
  notStarted,
  type ChapterProgress,
  type ResourceProgress,
  type StudyChapter,
  type StudyChapterNode,
  type StudyCourseInfo,
  type WatchInterval,
} from '@contract/study';
import { mockUserOf } from './auth';
import chapterMocks from './chapter';
import { classState, type StoredClass } from './clazz';
import { courseState } from './course';
import { classOf, hiddenOf, progressOf } from './_stats-data';
import { fail, ok } from './_envelope';

type Req = { body?: unknown; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };
type Failure = ReturnType<typeof fail>;

// ---- what the student recorded ----

type Store = {
  /** `${userId}:${clazzId}:${resourceId}` */
  progress: Map<string, ResourceProgress>;
  /** `${userId}:${clazzId}:${chapterId}` -> last read */
  reads: Map<string, string>;
  /** `${userId}:${clazzId}` given their made-up start */
  seeded: Set<string>;
};
type G = typeof globalThis & { __htdzMockStudy?: Store };
const store = () => ((globalThis as G).__htdzMockStudy ??= { progress: new Map(), reads: new Map(), seeded: new Set() });
const key = (userId: number, clazzId: number, id: number) => `${userId}:${clazzId}:${id}`;

/** The student's start in a class: what the statistics mocks say they did before. */
function seed(userId: number, clazzId: number) {
  const s = store();
  if (s.seeded.has(`${userId}:${clazzId}`)) return;
  s.seeded.add(`${userId}:${clazzId}`);
  const clazz = classOf(clazzId);
  const student = clazz?.students.find((x) => x.userId === userId);
  if (!clazz || !student) return;
  for (const [item, state] of progressOf(clazz, student)) {
    const id = Number(item.slice(1));
    if (item.startsWith('t') && state.completed && state.at) s.reads.set(key(userId, clazzId, id), state.at);
    if (item.startsWith('r') && state.progress?.updatedAt) s.progress.set(key(userId, clazzId, id), state.progress);
  }
}

const NOTHING = notStarted;
const progressOfResource = (userId: number, clazzId: number, resourceId: number) => store().progress.get(key(userId, clazzId, resourceId)) ?? NOTHING(resourceId);

// ---- the course as a class sees it ----

/** A call of mock/chapter.ts, answered as its obj (or null). */
function fromChapters<T>(route: string, params: Record<string, string>): T | null {
  let answer: unknown = null;
  const handler = (chapterMocks as Record<string, (req: Req, res: Res) => void>)[route];
  handler({ params, headers: { authorization: 'Bearer mock-token-teacher' } }, { json: (body) => (answer = body) });
  const env = answer as { success?: boolean; obj?: T } | null;
  return env?.success ? (env.obj ?? null) : null;
}

type OutlineChapter = Chapter & { hidden: boolean };
type Outline = { all: OutlineChapter[]; visible: OutlineChapter[] };

function outlineOf(courseId: number, clazzId: number): Outline {
  const tree = fromChapters<ChapterNode[]>('GET /htdz/chapter/tree/:courseId', { courseId: String(courseId) }) ?? [];
  const hidden = hiddenOf(clazzId);
  const all = tree.flatMap((top) =>
    [top, ...top.children].flatMap((c) => {
      const full = fromChapters<Chapter>('GET /htdz/chapter/:chapterId', { chapterId: String(c.chapterId) });
      return full ? [{ ...full, hidden: hidden.includes(top.chapterId) }] : [];
    }),
  );
  return { all, visible: all.filter((c) => !c.hidden) };
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
type Figures = Pick<ChapterProgress, 'itemCount' | 'doneCount' | 'progress' | 'completed' | 'lastStudiedAt'>;

function figuresOf(outline: Outline, c: OutlineChapter, userId: number, clazzId: number): Figures {
  const read = store().reads.get(key(userId, clazzId, c.chapterId)) ?? null;
  let last = read;
  const percents: number[] = [];
  let done = 0;
  if (c.content !== null) {
    percents.push(read ? 100 : 0);
    if (read) done++;
  }
  for (const r of c.resources) {
    const p = progressOfResource(userId, clazzId, r.resourceId);
    percents.push(p.completed ? 100 : p.percent);
    if (p.completed) done++;
    last = later(last, p.updatedAt);
  }
  if (percents.length > 0) {
    const progress = Math.floor(percents.reduce((s, p) => s + p, 0) / percents.length);
    return { itemCount: percents.length, doneCount: done, progress, completed: done === percents.length, lastStudiedAt: last };
  }
  const sections = outline.all.filter((s) => s.parentId === c.chapterId && s.hidden === c.hidden);
  if (sections.length > 0) {
    const figures = sections.map((s) => figuresOf(outline, s, userId, clazzId));
    figures.forEach((f) => (last = later(last, f.lastStudiedAt)));
    const progress = Math.floor(figures.reduce((s, f) => s + f.progress, 0) / figures.length);
    return { itemCount: 0, doneCount: 0, progress, completed: figures.every((f) => f.completed), lastStudiedAt: last };
  }
  return { itemCount: 0, doneCount: 0, progress: read ? 100 : 0, completed: read !== null, lastStudiedAt: last };
}

const chapterProgressOf = (outline: Outline, c: OutlineChapter, userId: number, clazzId: number): ChapterProgress => ({
  chapterId: c.chapterId,
  parentId: c.parentId,
  title: c.title,
  serialNum: c.serialNum,
  ...figuresOf(outline, c, userId, clazzId),
});

function studyCourseOf(clazz: StoredClass, userId: number): StudyCourseInfo {
  const course = courseState().list.find((c) => c.courseId === clazz.courseId);
  const outline = outlineOf(clazz.courseId, clazz.sclassId);
  let items = 0;
  let sum = 0;
  let completedChapters = 0;
  let last: string | null = null;
  for (const c of outline.visible) {
    const f = figuresOf(outline, c, userId, clazz.sclassId);
    if (f.completed) completedChapters++;
    last = later(last, f.lastStudiedAt);
    if (f.itemCount > 0) {
      items += f.itemCount;
      sum += f.progress * f.itemCount;
    } else if (!outline.all.some((s) => s.parentId === c.chapterId)) {
      items += 1;
      sum += f.progress;
    }
  }
  return {
    clazzId: clazz.sclassId,
    clazzName: clazz.name,
    courseId: clazz.courseId,
    courseName: course?.name ?? '（课程已删除）',
    cover: course?.cover ?? null,
    description: course?.description ?? null,
    teacherName: clazz.ownerName,
    startDate: clazz.startDate,
    endDate: clazz.endDate,
    chapterCount: outline.visible.length,
    completedChapters,
    progress: items ? Math.floor(sum / items) : 0,
    lastStudiedAt: last,
  };
}

// ---- who may ----

const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'success' in v;
const invalid = (error: { issues: { message: string }[] }) => fail(error.issues[0]?.message ?? '请求参数无效');
const notAttending = () => fail('你不在这个班级中，不能查看它的课程', 'FORBIDDEN', 403);

/** The class the user studies in (admins: any), matching the course when given; seeds their start. */
function attended(user: CurrentUser, clazzId: number, courseId?: number): StoredClass | Failure {
  const clazz = classState().list.find((c) => c.sclassId === clazzId);
  if (!clazz || (courseId !== undefined && clazz.courseId !== courseId)) return notAttending();
  if (user.baseRoleType !== 1 && !clazz.students.some((m) => m.userId === user.userId)) return notAttending();
  seed(user.userId, clazzId);
  return clazz;
}

function visibleChapter(outline: Outline, chapterId: number): OutlineChapter | Failure {
  const c = outline.all.find((x) => x.chapterId === chapterId);
  if (!c) return fail('章节不存在或已被删除', 'NOT_FOUND', 404);
  return c.hidden ? fail('这一章暂未对本班开放', 'FORBIDDEN', 403) : c;
}

const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
};

/** The class of a request's :courseId/:clazzId the user studies in, or the failure. */
function courseClass(user: CurrentUser, req: Req): StoredClass | Failure {
  const parsed = CourseClassParams.safeParse(req.params ?? {});
  return parsed.success ? attended(user, parsed.data.clazzId, parsed.data.courseId) : invalid(parsed.error);
}

export default {
  'GET /htdz/stu/course/list': signedIn((user) => {
    const list = classState()
      .list.filter((c) => c.students.some((m) => m.userId === user.userId))
      .map((c) => {
        seed(user.userId, c.sclassId);
        const { description: _omit, ...course } = studyCourseOf(c, user.userId);
        return course;
      })
      .sort((a, b) => (b.lastStudiedAt ?? '').localeCompare(a.lastStudiedAt ?? '') || a.clazzId - b.clazzId);
    return ok(list);
  }),

  'GET /htdz/stu/course/info/:courseId/:clazzId': signedIn((user, req) => {
    const clazz = courseClass(user, req);
    return isFailure(clazz) ? clazz : ok(studyCourseOf(clazz, user.userId));
  }),

  'GET /htdz/stu/course/chapters/:courseId/:clazzId': signedIn((user, req) => {
    const clazz = courseClass(user, req);
    if (isFailure(clazz)) return clazz;
    const outline = outlineOf(clazz.courseId, clazz.sclassId);
    const node = (c: OutlineChapter) => chapterProgressOf(outline, c, user.userId, clazz.sclassId);
    const tree: StudyChapterNode[] = outline.visible
      .filter((c) => c.parentId === null)
      .map((top) => ({ ...node(top), children: outline.visible.filter((s) => s.parentId === top.chapterId).map(node) }));
    return ok(tree);
  }),

  'GET /htdz/stu/course/chapter/:clazzId/:chapterId': signedIn((user, req) => {
    const parsed = ClassChapterParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const clazz = attended(user, parsed.data.clazzId);
    if (isFailure(clazz)) return clazz;
    const outline = outlineOf(clazz.courseId, clazz.sclassId);
    const c = visibleChapter(outline, parsed.data.chapterId);
    if (isFailure(c)) return c;
    const place = outline.visible.indexOf(c);
    const answer: StudyChapter = {
      ...chapterProgressOf(outline, c, user.userId, clazz.sclassId),
      courseId: c.courseId,
      content: c.content,
      contentRead: store().reads.has(key(user.userId, clazz.sclassId, c.chapterId)),
      resources: c.resources.map((r) => ({ ...r, progress: progressOfResource(user.userId, clazz.sclassId, r.resourceId) })),
      prevChapterId: place > 0 ? outline.visible[place - 1].chapterId : null,
      nextChapterId: place < outline.visible.length - 1 ? outline.visible[place + 1].chapterId : null,
    };
    return ok(answer);
  }),

  'GET /htdz/stu/course/process/:courseId/:clazzId': signedIn((user, req) => {
    const clazz = courseClass(user, req);
    if (isFailure(clazz)) return clazz;
    const outline = outlineOf(clazz.courseId, clazz.sclassId);
    const { description: _omit, ...course } = studyCourseOf(clazz, user.userId);
    return ok({ course, chapters: outline.visible.map((c) => chapterProgressOf(outline, c, user.userId, clazz.sclassId)) });
  }),

  'POST /htdz/stu/progress/watch': signedIn((user, req) => {
    const parsed = ReportWatchBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const b = parsed.data;
    const clazz = attended(user, b.clazzId);
    if (isFailure(clazz)) return clazz;
    const outline = outlineOf(clazz.courseId, clazz.sclassId);
    const chapter = outline.all.find((c) => c.resources.some((r) => r.resourceId === b.resourceId));
    if (!chapter) return fail('资源不存在或已被删除', 'NOT_FOUND', 404);
    if (chapter.hidden) return fail('这一章暂未对本班开放', 'FORBIDDEN', 403);
    if (chapter.resources.find((r) => r.resourceId === b.resourceId)?.kind !== 'video') return fail('只有视频可以报告观看进度');
    const before = progressOfResource(user.userId, clazz.sclassId, b.resourceId);
    const clamp = (list: readonly WatchInterval[]) => list.map(([s, e]) => [s, Math.min(e, b.duration)] as WatchInterval);
    const watched = mergeIntervals([...clamp(before.watched), ...clamp(b.intervals)]);
    const percent = Math.max(before.percent, videoPercent(watched, b.duration));
    const completed = before.completed || percent >= VIDEO_DONE_RATIO * 100;
    const now = new Date().toISOString();
    const saved: ResourceProgress = {
      resourceId: b.resourceId,
      percent: completed ? 100 : percent,
      completed,
      position: Math.min(b.position, b.duration),
      watchedSeconds: coveredSeconds(watched),
      duration: b.duration,
      watched,
      openedAt: before.openedAt ?? now,
      updatedAt: now,
    };
    store().progress.set(key(user.userId, clazz.sclassId, b.resourceId), saved);
    return ok(saved);
  }),

  'POST /htdz/stu/progress/open': signedIn((user, req) => {
    const parsed = MarkOpenedBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const b = parsed.data;
    const clazz = attended(user, b.clazzId);
    if (isFailure(clazz)) return clazz;
    const outline = outlineOf(clazz.courseId, clazz.sclassId);
    const c = visibleChapter(outline, b.chapterId);
    if (isFailure(c)) return c;
    const now = new Date().toISOString();
    if (b.resourceId === null) {
      store().reads.set(key(user.userId, clazz.sclassId, c.chapterId), now);
    } else {
      const resource = c.resources.find((r) => r.resourceId === b.resourceId);
      if (!resource) return fail('资源不属于这一章');
      const before = progressOfResource(user.userId, clazz.sclassId, resource.resourceId);
      const done = resource.kind !== 'video';
      store().progress.set(key(user.userId, clazz.sclassId, resource.resourceId), {
        ...before,
        percent: done ? 100 : before.percent,
        completed: before.completed || done,
        openedAt: before.openedAt ?? now,
        updatedAt: now,
      });
    }
    return ok(chapterProgressOf(outline, c, user.userId, clazz.sclassId));
  }),
};
