// Courses: info and cover, rich description, templates and their deep copies, the review flow (the teaching team is
// team.ts). Co-teachers edit the info as the owner does; submitting, archiving and deleting stay the owner's.
// Lifecycle: draft -> submitted (by the owner) -> confirmed (an expert approves) or back to draft with the
// expert's comment; any course not under review may be archived. A submitted or archived course is not edited.
import { and, count, desc, eq, ilike, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { Course, CourseListQuery, CourseStatus, CourseSummary, SaveCourseInput } from '@contract/course';
import type { Page } from '@contract/envelope';
import type { z } from '@contract/zod';
import type { Db, DbOrTx } from '../../db/client';
import { chapterResources, chapters, classes, courseMembers, courses, scenes, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import type { Upload } from '../../lib/upload';
import {
  actsOnTeams,
  canAuthorTemplates,
  canEditCourse,
  canManageCourse,
  canReviewCourse,
  canUseTemplate,
  canViewCourse,
  courseRoleOf,
  isAdmin,
} from '../../policy';
import type { FileStorage } from '../../storage';
import { lockEditableCourse, lockManagedCourse, teamOfCourse, type CourseRow as CourseWithTeam, type TeamSeat } from './access';
import { copyExamPapers, copyTaskBank } from './copy-papers';
import { requireOwnFile, resourceUrl, saveImage } from '../files/service';
import { copyBank } from '../exercises/copy';
import { copyKnowledge } from '../knowledge/service';
import { notify } from '../notices/service';
import { copiedSceneValues } from '../scenes/service';

type CourseRow = typeof courses.$inferSelect;
// with its team: the policy's answers (canEdit, myRole …) depend on it
// the reviewer's name as a subquery: drizzle types a selection that grows beyond this one as `never` once a
// left join is in it, and a read of courses with these names stays one statement either way
const reviewerName = sql<string | null>`(select r.name from ${users} r where r.id = ${courses.reviewerId})`;
const joined = { c: courses, team: teamOfCourse(courses.id), ownerName: users.name, reviewerName };
type Joined = { c: CourseWithTeam; ownerName: string; reviewerName: string | null };
type Selected = { c: CourseRow; team: TeamSeat[]; ownerName: string; reviewerName: string | null };
const withTeam = ({ c, team, ...names }: Selected): Joined => ({
  c: { ...c, team },
  ...names,
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** In a query over courses: the actor has a seat on the course's team. */
const seatedOn = (actor: AuthContext) =>
  sql`exists (select 1 from ${courseMembers} where ${courseMembers.courseId} = ${courses.id} and ${courseMembers.userId} = ${actor.userId})`;

/** In a query over courses: how many scenes the course has (a correlated count, so a read stays one statement). */
const sceneCountOf = sql<number>`(select count(*)::int from ${scenes} where ${scenes.courseId} = ${courses.id})`;

function toSummary(actor: AuthContext, j: Joined, sceneCount: number): CourseSummary {
  return {
    courseId: j.c.id,
    name: j.c.name,
    cover: j.c.cover,
    status: j.c.status as CourseStatus,
    isTemplate: j.c.isTemplate,
    ownerId: j.c.ownerId,
    ownerName: j.ownerName,
    templateId: j.c.templateId,
    sceneCount,
    canEdit: canEditCourse(actor, j.c),
    canManage: canManageCourse(actor, j.c),
    myRole: courseRoleOf(actor, j.c),
    updatedAt: j.c.updatedAt.toISOString(),
  };
}

/** The course with its names; its scene count only for the page that shows it (a correlated count the writes never read). */
async function loadCourse(db: DbOrTx, courseId: number, opts: { sceneCount?: boolean } = {}): Promise<Joined & { sceneCount: number }> {
  const [row] = await db
    .select({ ...joined, sceneCount: opts.sceneCount ? sceneCountOf : sql<number>`0` })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(eq(courses.id, courseId));
  if (!row) throw notFound('课程');
  const { sceneCount, ...selected } = row;
  return { ...withTeam(selected), sceneCount };
}

/** A course the actor may change in its current state (locked, like any change of its content), with its names. */
async function editableCourse(tx: DbOrTx, actor: AuthContext, courseId: number): Promise<Joined> {
  await lockEditableCourse(tx, actor, courseId);
  return loadCourse(tx, courseId);
}

export async function getCourse(db: DbOrTx, actor: AuthContext, courseId: number): Promise<Course> {
  const j = await loadCourse(db, courseId, { sceneCount: true });
  if (!canViewCourse(actor, j.c)) throw forbidden('没有权限查看这门课程');
  return {
    ...toSummary(actor, j, j.sceneCount),
    description: j.c.description,
    reviewComment: j.c.reviewComment,
    reviewerName: j.reviewerName,
    submittedAt: iso(j.c.submittedAt),
    reviewedAt: iso(j.c.reviewedAt),
    createdAt: j.c.createdAt.toISOString(),
  };
}

export async function listCourses(db: DbOrTx, actor: AuthContext, q: z.output<typeof CourseListQuery>): Promise<Page<CourseSummary>> {
  let scope: SQL | undefined;
  if (q.scope === 'mine') {
    // one's own courses, and those one is on the team of (while acting as a teacher, as the policy counts seats)
    scope = and(
      actsOnTeams(actor) ? or(eq(courses.ownerId, actor.userId), seatedOn(actor)) : eq(courses.ownerId, actor.userId),
      q.status ? undefined : ne(courses.status, 'archived'),
    );
  } else if (q.scope === 'templates') {
    scope = and(eq(courses.isTemplate, true), canAuthorTemplates(actor) ? undefined : eq(courses.status, 'confirmed'));
  } else if (q.scope === 'all') {
    if (!isAdmin(actor)) throw forbidden('只有管理员可以查看全部课程');
    // the courses students are taught from: templates are only copied, archived ones are closed
    scope = and(eq(courses.isTemplate, false), q.status ? undefined : ne(courses.status, 'archived'));
  } else {
    if (!canAuthorTemplates(actor)) throw forbidden('只有专家可以审核课程');
    // never one's own, nor one of whose team one is (policy.ts canReviewCourse)
    scope = and(eq(courses.status, 'submitted'), ne(courses.ownerId, actor.userId), not(seatedOn(actor)));
  }
  const where = and(scope, q.status ? eq(courses.status, q.status) : undefined, q.keyword ? ilike(courses.name, containsPattern(q.keyword)) : undefined);
  // one statement: the page, each course's scene count, and the number of all matching rows (a window over the
  // filtered rows, counted before LIMIT); only a page past the end, which has no row to carry it, asks again
  const rows = await db
    .select({ ...joined, sceneCount: sceneCountOf, total: sql<number>`(count(*) over ())::int` })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(where)
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const total = rows[0]?.total ?? (offsetOf(q) === 0 ? 0 : (await db.select({ total: count() }).from(courses).where(where))[0]!.total);
  return { list: rows.map(({ sceneCount, total: _, ...r }) => toSummary(actor, withTeam(r), sceneCount)), total };
}

export async function saveCourse(db: Db, actor: AuthContext, body: SaveCourseInput): Promise<Course> {
  const description = sanitizeRichText(body.description);
  return db.transaction(async (tx) => {
    const existing = body.courseId === null ? null : await editableCourse(tx, actor, body.courseId);
    // A cover is one's own upload; a course copied from someone else keeps theirs until it is replaced.
    if (body.cover !== null && body.cover !== existing?.c.cover) await requireOwnFile(tx, actor, body.cover, 'cover');
    const values = { name: body.name, description, cover: body.cover };
    let courseId = body.courseId;
    if (existing === null) {
      if (body.isTemplate && !canAuthorTemplates(actor)) throw forbidden('只有专家可以创建课程模板');
      const [row] = await tx
        .insert(courses)
        .values({ ...values, ownerId: actor.userId, isTemplate: body.isTemplate })
        .returning({ id: courses.id });
      courseId = row.id;
    } else {
      await tx
        .update(courses)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(courses.id, existing.c.id));
    }
    return getCourse(tx, actor, courseId!);
  });
}

/**
 * A new draft course owned by the actor with a copy of the source's info, scenes, chapters, knowledge graph,
 * questions, task bank and exam papers.
 */
async function deepCopy(tx: DbOrTx, actor: AuthContext, source: CourseRow, name: string, isTemplate: boolean): Promise<number> {
  const [row] = await tx
    .insert(courses)
    .values({ name, description: source.description, cover: source.cover, ownerId: actor.userId, isTemplate, templateId: source.id })
    .returning({ id: courses.id });
  const sourceScenes = await tx.select().from(scenes).where(eq(scenes.courseId, source.id)).orderBy(scenes.id);
  const sceneMap = new Map<number, number>();
  for (const s of sourceScenes) {
    const [copy] = await tx
      .insert(scenes)
      .values({ ...copiedSceneValues(s), courseId: row.id, createdBy: actor.userId })
      .returning({ id: scenes.id });
    sceneMap.set(s.id, copy.id);
  }
  await copyChapters(tx, source.id, row.id);
  await copyKnowledge(tx, source.id, row.id);
  // after the knowledge graph: questions link to the copy's points by name
  const exerciseMap = await copyBank(tx, source.id, row.id, sceneMap, actor.userId);
  // the papers only: homeworks and exam-classes were published to the source's classes and stay with them
  await copyTaskBank(tx, source.id, row.id, exerciseMap, actor.userId);
  await copyExamPapers(tx, source.id, row.id, exerciseMap, actor.userId);
  return row.id;
}

/** The chapter tree of one course into another: chapters first, then their sections under the new ids, then resources. */
async function copyChapters(tx: DbOrTx, fromCourse: number, toCourse: number) {
  const rows = await tx.select().from(chapters).where(eq(chapters.courseId, fromCourse)).orderBy(chapters.id);
  const newIds = new Map<number, number>();
  for (const level of [rows.filter((r) => r.parentId === null), rows.filter((r) => r.parentId !== null)]) {
    for (const r of level) {
      const [copy] = await tx
        .insert(chapters)
        .values({
          courseId: toCourse,
          parentId: r.parentId === null ? null : newIds.get(r.parentId)!,
          title: r.title,
          content: r.content,
          serialNum: r.serialNum,
        })
        .returning({ id: chapters.id });
      newIds.set(r.id, copy.id);
    }
  }
  // Resources point at the same stored files: content-addressed, never changed, readable by the copy's viewers.
  if (newIds.size === 0) return;
  const resources = await tx
    .select()
    .from(chapterResources)
    .where(inArray(chapterResources.chapterId, [...newIds.keys()]));
  if (resources.length > 0) {
    await tx
      .insert(chapterResources)
      .values(resources.map(({ id: _id, createdAt: _at, chapterId, ...rest }) => ({ ...rest, chapterId: newIds.get(chapterId)! })));
  }
}

export async function createFromTemplate(db: Db, actor: AuthContext, body: { templateId: number; name: string | null }): Promise<Course> {
  return db.transaction(async (tx) => {
    const template = await loadCourse(tx, body.templateId);
    if (!template.c.isTemplate) throw invalid('这门课程不是课程模板');
    if (!canUseTemplate(actor, template.c)) throw forbidden('这个课程模板还没有确认，暂时不能使用');
    const courseId = await deepCopy(tx, actor, template.c, body.name ?? template.c.name, false);
    return getCourse(tx, actor, courseId);
  });
}

/** Copies one's own course (or a template one may use) as a new draft. */
export async function copyCourse(db: Db, actor: AuthContext, courseId: number): Promise<Course> {
  return db.transaction(async (tx) => {
    const source = await loadCourse(tx, courseId);
    if (!canEditCourse(actor, source.c) && !canUseTemplate(actor, source.c)) throw forbidden('只能复制自己的课程或已确认的课程模板');
    const keepTemplate = source.c.isTemplate && canAuthorTemplates(actor);
    const copyId = await deepCopy(tx, actor, source.c, `${source.c.name}（副本）`.slice(0, 60), keepTemplate);
    return getCourse(tx, actor, copyId);
  });
}

export async function archiveCourse(db: Db, actor: AuthContext, courseId: number): Promise<Course> {
  return db.transaction(async (tx) => {
    await lockManagedCourse(tx, actor, courseId, '归档这门课程');
    await tx.update(courses).set({ status: 'archived', updatedAt: new Date() }).where(eq(courses.id, courseId));
    return getCourse(tx, actor, courseId);
  });
}

/** Deleting removes the course and its scenes; refused while other courses were made from it or it is under review. */
export async function deleteCourse(db: Db, actor: AuthContext, courseId: number): Promise<null> {
  return db.transaction(async (tx) => {
    const j = await loadCourse(tx, courseId);
    if (!canManageCourse(actor, j.c)) throw forbidden('只有课程负责人可以删除这门课程');
    if (j.c.status === 'submitted') throw invalid('课程正在审核中，不能删除');
    const [{ n }] = await tx.select({ n: count() }).from(courses).where(eq(courses.templateId, courseId));
    if (n > 0 && j.c.isTemplate) throw invalid(`已有 ${n} 门课程由这个模板创建，不能删除；可以将它归档`);
    const [{ used }] = await tx.select({ used: count() }).from(classes).where(eq(classes.courseId, courseId));
    if (used > 0) throw invalid(`已有 ${used} 个班级在使用这门课程，不能删除；可以将它归档`);
    await tx.delete(courses).where(eq(courses.id, courseId));
    return null;
  });
}

export async function submitCourse(db: Db, actor: AuthContext, courseId: number): Promise<Course> {
  return db.transaction(async (tx) => {
    const course = await lockManagedCourse(tx, actor, courseId, '提交审核');
    if (course.status !== 'draft') throw invalid('只有草稿状态的课程可以提交审核');
    await tx
      .update(courses)
      .set({ status: 'submitted', submittedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(courses.id, courseId), eq(courses.status, 'draft')));
    return getCourse(tx, actor, courseId);
  });
}

export async function reviewCourse(db: Db, actor: AuthContext, body: { courseId: number; approve: boolean; comment: string | null }): Promise<Course> {
  return db.transaction(async (tx) => {
    const j = await loadCourse(tx, body.courseId);
    if (!canReviewCourse(actor, j.c)) {
      throw forbidden(!canAuthorTemplates(actor) ? '只有专家可以审核课程' : j.c.ownerId === actor.userId ? '不能审核自己的课程' : '不能审核自己参与教学的课程');
    }
    // The status condition makes a second, concurrent review of the same submission change nothing.
    const updated = await tx
      .update(courses)
      .set({
        status: body.approve ? 'confirmed' : 'draft',
        reviewComment: body.comment,
        reviewerId: actor.userId,
        reviewedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(courses.id, body.courseId), eq(courses.status, 'submitted')))
      .returning({ id: courses.id });
    if (updated.length === 0) throw invalid('这门课程不在待审核状态');
    // in the same transaction: the author hears of the decision exactly when it is made, and only once
    await notify(tx, j.c.ownerId, reviewNotice(j.c, actor.userName, body));
    return getCourse(tx, actor, body.courseId);
  });
}

/**
 * What the author of a reviewed course is told, with a link to the course's info page in their area (templates are
 * the experts', under /expert; a teacher's course opens in the course editor, which shows a return's comment).
 */
function reviewNotice(course: CourseRow, reviewerName: string, body: { approve: boolean; comment: string | null }) {
  // the comment first: the bell shows two lines of a notice
  const said = body.comment ? `${reviewerName}的审核意见：${body.comment}` : null;
  return {
    type: 'notification' as const,
    title: body.approve ? `课程「${course.name}」审核通过` : `课程「${course.name}」被退回`,
    content: body.approve
      ? (said ?? `${reviewerName}已通过课程「${course.name}」的审核。`)
      : `${said ?? `${reviewerName}退回了课程「${course.name}」`}（请按意见修改后再次提交审核）`,
    link: course.isTemplate ? `/expert/course/info/${course.id}` : `/course/course/edit/${course.id}`,
  };
}

export async function uploadCover(db: DbOrTx, storage: FileStorage, actor: AuthContext, upload: Upload): Promise<{ cover: string }> {
  const file = await saveImage(db, storage, upload, { purpose: 'cover', ownerId: actor.userId });
  return { cover: resourceUrl(file.id) };
}
