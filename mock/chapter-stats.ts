// Mocks of the study statistics (/htdz/statis/...) for `max dev` without the server: 数据库系统原理 (course 1) in its
// classes (2023级计算机科学1班 and 2班 of mock/clazz.ts), with progress made up in mock/_stats-data.ts (hidden chapters marked, and not
// studied); a course's reach from mock/course.ts (the courses made from a template and their classes).
import type { ChapterStatsRow, CourseStats, ResourceStatsRow, StudentChapterRow } from '@contract/chapter-stats';
import { notStarted, type ResourceProgress } from '@contract/study';
import { mockUserOf } from './auth';
import { courseState } from './course';
import {
  CHAPTERS,
  chapterOf,
  chapterProgressOf,
  classesOf,
  classOf,
  courseProgressOf,
  itemsOf,
  KNOWLEDGE_COUNT,
  mean,
  progressOf,
  readingOrder,
  RESOURCES,
  resourcesOf,
  visibleTo,
  type MockChapter,
  type MockClass,
  type MockResource,
} from './_stats-data';
import { fail, ok } from './_envelope';

type Req = { params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };

const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);
const notFound = (what: string) => fail(`${what}不存在或已被删除`, 'NOT_FOUND', 404);

const signedIn = (answer: (req: Req) => unknown) => (req: Req, res: Res) => {
  res.json(mockUserOf(req) ? answer(req) : fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
};

const chapterRef = (c: MockChapter) => ({ chapterId: c.chapterId, courseId: c.courseId, title: c.title, serialNum: c.serialNum });
const classRef = (c: MockClass) => ({ sclassId: c.sclassId, name: c.name });
const studentRef = ({ userId, code, name }: MockClass['students'][number]) => ({ userId, code, name });

/** The class and a chapter of its course from the request, or the failure to answer. */
function classAndChapter(req: Req): { clazz: MockClass; chapter: MockChapter } | ReturnType<typeof fail> {
  const clazz = classOf(idOf(req.params?.clazzId) ?? 0);
  if (!clazz) return notFound('班级');
  const chapter = chapterOf(idOf(req.params?.chapterId) ?? 0);
  if (!chapter || chapter.courseId !== clazz.courseId) return notFound('章节');
  return { clazz, chapter };
}
const isFailure = (v: object): v is ReturnType<typeof fail> => 'success' in v;

const resourceProgress = (clazz: MockClass, r: MockResource) =>
  clazz.students.map((s) => ({ student: s, progress: progressOf(clazz, s).get(`r${r.resourceId}`)?.progress ?? null }));

function resourceRow(clazz: MockClass, r: MockResource): ResourceStatsRow {
  const all = resourceProgress(clazz, r).map((x) => x.progress);
  return {
    resourceId: r.resourceId,
    kind: r.kind,
    title: r.title,
    startedCount: all.filter((p) => p?.openedAt).length,
    completedCount: all.filter((p) => p?.completed).length,
    averageProgress: mean(all.map((p) => p?.percent ?? 0)),
  };
}

const emptyProgress = notStarted;

function studentRows(clazz: MockClass, chapter: MockChapter): StudentChapterRow[] {
  return clazz.students.map((s) => {
    const { started: _started, ...p } = chapterProgressOf(chapter, progressOf(clazz, s));
    return { ...studentRef(s), ...p };
  });
}

function chapterRow(clazz: MockClass, chapter: MockChapter): ChapterStatsRow {
  const rows = clazz.students.map((s) => chapterProgressOf(chapter, progressOf(clazz, s)));
  return {
    chapterId: chapter.chapterId,
    parentId: chapter.parentId,
    title: chapter.title,
    serialNum: chapter.serialNum,
    hidden: !visibleTo(clazz, chapter),
    itemCount: itemsOf(chapter).length,
    studentCount: clazz.students.length,
    startedCount: rows.filter((r) => r.started).length,
    completedCount: rows.filter((r) => r.completed).length,
    averageProgress: mean(rows.map((r) => r.progress)),
  };
}

/** A course's content counts; a template holds what the courses made from it were copied from. */
function contentOf(courseId: number) {
  const source = CHAPTERS.some((c) => c.courseId === courseId) ? courseId : (courseState().list.find((c) => c.templateId === courseId)?.courseId ?? courseId);
  const chapters = CHAPTERS.filter((c) => c.courseId === source);
  return {
    chapterCount: chapters.length,
    resourceCount: RESOURCES.filter((r) => chapters.some((c) => c.chapterId === r.chapterId)).length,
    knowledgeCount: KNOWLEDGE_COUNT[courseId] ?? 0,
  };
}

function courseStats(courseId: number): CourseStats | null {
  const list = courseState().list;
  const course = list.find((c) => c.courseId === courseId);
  if (!course) return null;
  const reached = [course, ...(course.isTemplate ? list.filter((c) => c.templateId === courseId) : [])];
  const progressOfCourse = (id: number) =>
    classesOf(id).flatMap((k) => k.students.map((s) => courseProgressOf(k, progressOf(k, s))));
  const courses = reached.map((c) => {
    const classes = classesOf(c.courseId);
    return {
      courseId: c.courseId,
      name: c.name,
      ownerName: c.ownerName,
      status: c.status,
      classCount: classes.length,
      studentCount: classes.reduce((n, k) => n + k.students.length, 0),
      averageProgress: mean(progressOfCourse(c.courseId)),
    };
  });
  return {
    courseId,
    name: course.name,
    isTemplate: course.isTemplate,
    ...contentOf(courseId),
    sceneCount: course.sceneCount,
    courses,
    classCount: courses.reduce((n, c) => n + c.classCount, 0),
    studentCount: courses.reduce((n, c) => n + c.studentCount, 0),
    averageProgress: mean(reached.flatMap((c) => progressOfCourse(c.courseId))),
  };
}

export default {
  'GET /htdz/statis/chapters/:courseId/:clazzId': signedIn((req) => {
    const clazz = classOf(idOf(req.params?.clazzId) ?? 0);
    if (!clazz) return notFound('班级');
    if (clazz.courseId !== idOf(req.params?.courseId)) return fail('班级不属于这门课程', 'NOT_FOUND', 404);
    return ok(readingOrder(clazz.courseId).map((c) => chapterRow(clazz, c)));
  }),
  'GET /htdz/statis/chapter/:chapterId/:clazzId': signedIn((req) => {
    const found = classAndChapter(req);
    if (isFailure(found)) return found;
    const { clazz, chapter } = found;
    const reads = clazz.students.filter((s) => progressOf(clazz, s).get(`t${chapter.chapterId}`)?.completed).length;
    return ok({
      chapter: chapterRef(chapter),
      clazz: classRef(clazz),
      contentItem: chapter.hasText,
      contentReadCount: chapter.hasText ? reads : 0,
      resources: resourcesOf(chapter.chapterId).map((r) => resourceRow(clazz, r)),
      students: studentRows(clazz, chapter),
    });
  }),
  'GET /htdz/statis/resource/:resourceId/:clazzId': signedIn((req) => {
    const clazz = classOf(idOf(req.params?.clazzId) ?? 0);
    if (!clazz) return notFound('班级');
    const resource = RESOURCES.find((r) => r.resourceId === idOf(req.params?.resourceId));
    const chapter = resource && chapterOf(resource.chapterId);
    if (!resource || !chapter || chapter.courseId !== clazz.courseId) return notFound('资源');
    return ok({
      chapter: chapterRef(chapter),
      clazz: classRef(clazz),
      resource: resourceRow(clazz, resource),
      students: resourceProgress(clazz, resource).map(({ student, progress }) => ({ ...studentRef(student), progress: progress ?? emptyProgress(resource.resourceId) })),
    });
  }),
  'GET /htdz/statis/student/:chapterId/:clazzId/:userId': signedIn((req) => {
    const found = classAndChapter(req);
    if (isFailure(found)) return found;
    const { clazz, chapter } = found;
    const student = clazz.students.find((s) => s.userId === idOf(req.params?.userId));
    if (!student) return fail('这名学生不在这个班级', 'NOT_FOUND', 404);
    const states = progressOf(clazz, student);
    const text = states.get(`t${chapter.chapterId}`);
    return ok({
      student: studentRef(student),
      clazz: classRef(clazz),
      chapter: chapterRef(chapter),
      contentItem: chapter.hasText,
      contentReadAt: text?.completed ? text.at : null,
      resources: resourcesOf(chapter.chapterId).map((r) => ({
        resourceId: r.resourceId,
        kind: r.kind,
        title: r.title,
        progress: states.get(`r${r.resourceId}`)?.progress ?? emptyProgress(r.resourceId),
      })),
      chapters: readingOrder(clazz.courseId)
        .filter((c) => visibleTo(clazz, c))
        .map((c) => {
          const { started: _started, ...p } = chapterProgressOf(c, states);
          return { chapterId: c.chapterId, parentId: c.parentId, title: c.title, serialNum: c.serialNum, ...p };
        }),
      courseProgress: courseProgressOf(clazz, states),
    });
  }),
  'GET /htdz/statis/course/:courseId': signedIn((req) => {
    const stats = courseStats(idOf(req.params?.courseId) ?? 0);
    return stats ? ok(stats) : notFound('课程');
  }),
};
