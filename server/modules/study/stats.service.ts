// What teachers see of their class's study (per chapter, resource and student) and what experts see of a
// template's reach. Figures come from the same computation as the student's own pages (progress.ts).
import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { ChapterStats, ChapterStatsRow, CourseStats, ResourceStats, ResourceStatsRow, StudentProcess } from '@contract/chapter-stats';
import type { DbOrTx } from '../../db/client';
import { chapterResources, chapters, classes, classStudents, courses, knowledgePoints, scenes, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { RoleId } from '@contract/roles';
import { canViewCourse } from '../../policy';
import { courseFor } from '../courses/access';
import { taughtClass, type ClassRow } from '../classes/access';
import {
  chapterFigures,
  chapterItems,
  courseFigures,
  courseOutline,
  progressRow,
  readRow,
  studyRecords,
  toResourceProgress,
  type CourseOutline,
  type OutlineChapter,
  type OutlineResource,
  type StudyRecords,
} from './progress';

type Student = { userId: number; code: string; name: string };

async function rosterOf(db: DbOrTx, classId: number): Promise<Student[]> {
  return db
    .select({ userId: users.id, code: users.code, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(users.code));
}

type ClassView = { clazz: ClassRow; outline: CourseOutline; records: StudyRecords; students: Student[] };

async function classView(db: DbOrTx, actor: AuthContext, clazzId: number): Promise<ClassView> {
  const clazz = await taughtClass(db, actor, clazzId, { grading: true });
  const students = await rosterOf(db, clazz.id);
  const outline = await courseOutline(db, clazz.courseId, clazz.id);
  return {
    clazz,
    outline,
    students,
    records: await studyRecords(
      db,
      clazz.id,
      students.map((s) => s.userId),
    ),
  };
}

const avg = (xs: number[]) => (xs.length ? Math.floor(xs.reduce((s, x) => s + x, 0) / xs.length) : 0);
const iso = (d: Date | null) => d?.toISOString() ?? null;

function chapterOf(v: ClassView, chapterId: number): OutlineChapter {
  const c = v.outline.all.find((x) => x.id === chapterId);
  if (!c) throw notFound('章节');
  return c;
}

function resourceRow(v: ClassView, r: OutlineResource): ResourceStatsRow {
  const ps = v.students.map((s) => toResourceProgress(r.id, progressRow(v.records, s.userId, r.id)));
  return {
    resourceId: r.id,
    kind: r.kind as ResourceStatsRow['kind'],
    title: r.title,
    taskPoint: r.taskPoint,
    startedCount: ps.filter((p) => p.openedAt !== null || p.watchedSeconds > 0).length,
    completedCount: ps.filter((p) => p.completed).length,
    averageProgress: avg(ps.map((p) => p.percent)),
  };
}

/** The items a chapter counts toward progress: its task points, or its text when it has none. */
function itemCountOf(outline: CourseOutline, c: OutlineChapter): number {
  const items = chapterItems(outline, c);
  return (items.content ? 1 : 0) + items.taskPoints.length;
}

const refs = (v: ClassView, c: OutlineChapter) => ({
  chapter: { chapterId: c.id, courseId: v.clazz.courseId, title: c.title, serialNum: c.serialNum },
  clazz: { sclassId: v.clazz.id, name: v.clazz.name },
});

/** Every chapter of the course with the class's figures (hidden ones too, marked, so the teacher sees the whole). */
export async function classChapterStats(db: DbOrTx, actor: AuthContext, courseId: number, clazzId: number): Promise<ChapterStatsRow[]> {
  const v = await classView(db, actor, clazzId);
  if (v.clazz.courseId !== courseId) throw notFound('班级的这门课程');
  return v.outline.all.map((c) => {
    const figures = v.students.map((s) => chapterFigures(v.outline, v.records, c, s.userId));
    return {
      chapterId: c.id,
      parentId: c.parentId,
      title: c.title,
      serialNum: c.serialNum,
      hidden: c.hidden,
      itemCount: itemCountOf(v.outline, c),
      studentCount: v.students.length,
      startedCount: figures.filter((f) => f.lastStudiedAt !== null).length,
      completedCount: figures.filter((f) => f.completed).length,
      averageProgress: avg(figures.map((f) => f.progress)),
    };
  });
}

export async function chapterStats(db: DbOrTx, actor: AuthContext, chapterId: number, clazzId: number): Promise<ChapterStats> {
  const v = await classView(db, actor, clazzId);
  const c = chapterOf(v, chapterId);
  return {
    ...refs(v, c),
    contentItem: chapterItems(v.outline, c).content,
    contentReadCount: v.students.filter((s) => readRow(v.records, s.userId, c.id)).length,
    resources: (v.outline.resources.get(c.id) ?? []).map((r) => resourceRow(v, r)),
    students: v.students.map((s) => {
      const f = chapterFigures(v.outline, v.records, c, s.userId);
      return { ...s, ...f, lastStudiedAt: iso(f.lastStudiedAt) };
    }),
  };
}

export async function resourceStats(db: DbOrTx, actor: AuthContext, resourceId: number, clazzId: number): Promise<ResourceStats> {
  const v = await classView(db, actor, clazzId);
  const [res] = await db.select({ chapterId: chapterResources.chapterId }).from(chapterResources).where(eq(chapterResources.id, resourceId));
  const c = res ? v.outline.all.find((x) => x.id === res.chapterId) : undefined;
  if (!c) throw notFound('资源');
  const r = v.outline.resources.get(c.id)!.find((x) => x.id === resourceId)!;
  return {
    ...refs(v, c),
    resource: resourceRow(v, r),
    students: v.students.map((s) => ({ ...s, progress: toResourceProgress(r.id, progressRow(v.records, s.userId, r.id)) })),
  };
}

export async function studentProcess(db: DbOrTx, actor: AuthContext, chapterId: number, clazzId: number, userId: number): Promise<StudentProcess> {
  const v = await classView(db, actor, clazzId);
  const student = v.students.find((s) => s.userId === userId);
  if (!student) throw notFound('班级中的这名学生');
  const c = chapterOf(v, chapterId);
  const course = courseFigures(v.outline, v.records, userId);
  return {
    ...refs(v, c),
    student,
    contentItem: chapterItems(v.outline, c).content,
    contentReadAt: iso(readRow(v.records, userId, c.id)?.firstReadAt ?? null),
    resources: (v.outline.resources.get(c.id) ?? []).map((r) => ({
      resourceId: r.id,
      kind: r.kind as ResourceStatsRow['kind'],
      title: r.title,
      progress: toResourceProgress(r.id, progressRow(v.records, userId, r.id)),
    })),
    chapters: v.outline.visible.map((x) => {
      const f = chapterFigures(v.outline, v.records, x, userId);
      return { chapterId: x.id, parentId: x.parentId, title: x.title, serialNum: x.serialNum, ...f, lastStudiedAt: iso(f.lastStudiedAt) };
    }),
    courseProgress: course.progress,
  };
}

/** Content counts of a course and its reach: the course's own classes and, for a template, the courses made from it. */
export async function courseStats(db: DbOrTx, actor: AuthContext, courseId: number): Promise<CourseStats> {
  const course = await courseFor(db, courseId);
  if (actor.baseRole === RoleId.STUDENT || !canViewCourse(actor, course)) throw forbidden('没有权限查看这门课程的统计');
  const countOf = async (q: Promise<{ n: number }[]>) => (await q)[0].n;
  const chapterIds = (await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.courseId, courseId))).map((r) => r.id);
  const related = await db
    .select({ id: courses.id, name: courses.name, status: courses.status, ownerName: users.name })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(or(eq(courses.id, courseId), eq(courses.templateId, courseId)))
    .orderBy(asc(courses.id));
  const rows = [];
  const allProgress: number[] = [];
  for (const r of related) {
    // a template's figures list the courses made from it only to those who may see those courses (their teachers,
    // experts, admins): any teacher may view a confirmed template, not every course made from it
    if (r.id !== courseId && !canViewCourse(actor, await courseFor(db, r.id))) continue;
    const cls = await db.select().from(classes).where(eq(classes.courseId, r.id));
    const progress: number[] = [];
    for (const clazz of cls) {
      const students = await rosterOf(db, clazz.id);
      const outline = await courseOutline(db, clazz.courseId, clazz.id);
      const records = await studyRecords(
        db,
        clazz.id,
        students.map((s) => s.userId),
      );
      for (const s of students) progress.push(courseFigures(outline, records, s.userId).progress);
    }
    if (r.id === courseId && course.isTemplate && cls.length === 0) continue;
    allProgress.push(...progress);
    rows.push({
      courseId: r.id,
      name: r.name,
      ownerName: r.ownerName,
      status: r.status,
      classCount: cls.length,
      studentCount: progress.length,
      averageProgress: avg(progress),
    });
  }
  return {
    courseId,
    name: course.name,
    isTemplate: course.isTemplate,
    chapterCount: chapterIds.length,
    resourceCount: chapterIds.length
      ? await countOf(db.select({ n: count() }).from(chapterResources).where(inArray(chapterResources.chapterId, chapterIds)))
      : 0,
    knowledgeCount: await countOf(db.select({ n: count() }).from(knowledgePoints).where(eq(knowledgePoints.courseId, courseId))),
    sceneCount: await countOf(
      db
        .select({ n: count() })
        .from(scenes)
        .where(and(eq(scenes.courseId, courseId))),
    ),
    courses: rows,
    classCount: rows.reduce((s, r) => s + r.classCount, 0),
    studentCount: rows.reduce((s, r) => s + r.studentCount, 0),
    averageProgress: avg(allProgress),
  };
}
