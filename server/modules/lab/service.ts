// Lab images 镜像 (issue 8, first slice): named environments with their limits, offered to courses. Admins manage every
// image, a teacher the ones they made (server/policy.ts); a course's teachers list its images, its students the enabled
// ones through their class. A save is one transaction (the image row and its course links), refused before any write.
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Page } from '@contract/envelope';
import type { LabImage, LabImageQuery, SaveLabImageInput, StudentLabImage } from '@contract/lab';
import type { z } from '@contract/zod';
import type { Db, DbOrTx } from '../../db/client';
import { classes, courses, labImageCourses, labImages, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { conflictOnConstraint, containsPattern, offsetOf } from '../../lib/sql-helpers';
import { canManageLabImage, canOfferLabImage, canSeeCourseLabImages, canViewCourse, isAdmin } from '../../policy';
import { attendedClass, taughtBy } from '../classes/access';
import { teamOfCourse } from '../courses/access';

type ImageRow = typeof labImages.$inferSelect;
type Listed = { i: ImageRow; authorName: string };

/** The same answer for a course that does not exist and one the caller does not teach, so ids cannot be probed. */
const NOT_YOUR_COURSE = '课程不存在，或你不是这门课程的教师';

/** The courses each image is offered to, with their names. */
async function coursesOf(db: DbOrTx, imageIds: number[]) {
  const linked = new Map<number, { courseId: number; name: string }[]>(imageIds.map((id) => [id, []]));
  if (imageIds.length === 0) return linked;
  const rows = await db
    .select({ imageId: labImageCourses.imageId, courseId: courses.id, name: courses.name })
    .from(labImageCourses)
    .innerJoin(courses, eq(courses.id, labImageCourses.courseId))
    .where(inArray(labImageCourses.imageId, imageIds))
    .orderBy(asc(courses.id));
  for (const r of rows) linked.get(r.imageId)!.push({ courseId: r.courseId, name: r.name });
  return linked;
}

async function views(db: DbOrTx, actor: AuthContext, rows: Listed[]): Promise<LabImage[]> {
  const linked = await coursesOf(
    db,
    rows.map((r) => r.i.id),
  );
  return rows.map(({ i, authorName }) => ({
    imageId: i.id,
    name: i.name,
    description: i.description,
    provides: i.provides,
    startCommand: i.startCommand,
    ociImage: i.ociImage,
    memoryMb: i.memoryMb,
    cpuTenths: i.cpuTenths,
    maxProcesses: i.maxProcesses,
    diskMb: i.diskMb,
    idleMinutes: i.idleMinutes,
    lifetimeMinutes: i.lifetimeMinutes,
    enabled: i.enabled,
    courses: linked.get(i.id)!,
    authorId: i.authorId,
    authorName,
    editable: canManageLabImage(actor, i),
    updatedAt: i.updatedAt.toISOString(),
  }));
}

const listedQuery = (db: DbOrTx, where: SQL | undefined) =>
  db.select({ i: labImages, authorName: users.name }).from(labImages).innerJoin(users, eq(users.id, labImages.authorId)).where(where);

async function viewOf(db: DbOrTx, actor: AuthContext, imageId: number): Promise<LabImage> {
  const rows = await listedQuery(db, eq(labImages.id, imageId));
  if (rows.length === 0) throw notFound('镜像');
  return (await views(db, actor, rows))[0]!;
}

/** The image, if the actor may change or delete it; `lock` for the change. */
async function managedImage(db: DbOrTx, actor: AuthContext, imageId: number, opts: { lock?: boolean } = {}): Promise<ImageRow> {
  const query = db.select().from(labImages).where(eq(labImages.id, imageId));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound('镜像');
  if (!canManageLabImage(actor, row)) throw forbidden('只有镜像的创建者和管理员可以修改或删除这个镜像');
  return row;
}

/** The course whose images are listed, if the actor edits it or teaches one of its classes (admins: any). */
export async function courseOfTeacher(db: DbOrTx, actor: AuthContext, courseId: number): Promise<void> {
  const [course] = await db
    .select({ ...getTableColumns(courses), team: teamOfCourse(courses.id) })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw forbidden(NOT_YOUR_COURSE);
  const [taught] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.courseId, courseId), taughtBy(actor)))
    .limit(1);
  if (!canSeeCourseLabImages(actor, course, taught !== undefined)) throw forbidden(NOT_YOUR_COURSE);
}

/** With a course: the images offered to it. Without: every image (admins) or the caller's own. Newest first. */
export async function listLabImages(db: DbOrTx, actor: AuthContext, q: z.output<typeof LabImageQuery>): Promise<Page<LabImage>> {
  let scope: SQL | undefined;
  if (q.courseId !== undefined) {
    await courseOfTeacher(db, actor, q.courseId);
    const offered = db.select({ imageId: labImageCourses.imageId }).from(labImageCourses).where(eq(labImageCourses.courseId, q.courseId));
    scope = inArray(labImages.id, offered);
  } else if (!isAdmin(actor)) {
    scope = eq(labImages.authorId, actor.userId);
  }
  const pattern = q.keyword ? containsPattern(q.keyword) : undefined;
  const where = and(scope, pattern ? or(ilike(labImages.name, pattern), ilike(labImages.provides, pattern)) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(labImages).where(where);
  const rows = await listedQuery(db, where).orderBy(desc(labImages.createdAt), desc(labImages.id)).limit(q.pageSize).offset(offsetOf(q));
  return { list: await views(db, actor, rows), total };
}

/**
 * Courses newly offered the image must exist and be the caller's to edit (admins: any). Links the image already has
 * stay acceptable as they are (an admin may have offered a teacher's image to another teacher's course); the image's
 * managers may withdraw it from any course.
 */
async function checkOffered(db: DbOrTx, actor: AuthContext, courseIds: number[]): Promise<void> {
  if (courseIds.length === 0) return;
  const found = new Map(
    (
      await db
        .select({ ...getTableColumns(courses), team: teamOfCourse(courses.id) })
        .from(courses)
        .where(inArray(courses.id, courseIds))
    ).map((c) => [c.id, c]),
  );
  for (const courseId of courseIds) {
    const course = found.get(courseId);
    if (!course || !canViewCourse(actor, course)) throw invalid(`课程（编号 ${courseId}）不存在，或你不能使用它`);
    if (!canOfferLabImage(actor, course)) throw forbidden(`只有课程负责人、协作教师和管理员可以把镜像提供给课程“${course.name}”`);
  }
}

/** Creates (imageId null) or changes an image and replaces its course links, all or nothing. */
export async function saveLabImage(db: Db, actor: AuthContext, body: SaveLabImageInput): Promise<LabImage> {
  const { imageId, courseIds, ...fields } = body;
  return db.transaction(async (tx) => {
    const before = imageId === null ? null : await managedImage(tx, actor, imageId, { lock: true });
    const linked = before
      ? (await tx.select({ courseId: labImageCourses.courseId }).from(labImageCourses).where(eq(labImageCourses.imageId, before.id))).map((r) => r.courseId)
      : [];
    await checkOffered(
      tx,
      actor,
      courseIds.filter((id) => !linked.includes(id)),
    );
    let id: number;
    if (before) {
      await tx
        .update(labImages)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(labImages.id, before.id));
      await tx.delete(labImageCourses).where(eq(labImageCourses.imageId, before.id));
      id = before.id;
    } else {
      [{ id }] = await tx
        .insert(labImages)
        .values({ ...fields, authorId: actor.userId })
        .returning({ id: labImages.id });
    }
    if (courseIds.length > 0) {
      // A course deleted after the check above: the foreign key refuses the link and the transaction writes nothing.
      await conflictOnConstraint(() => tx.insert(labImageCourses).values(courseIds.map((courseId) => ({ imageId: id, courseId }))), {
        foreignKey: '所选课程刚刚被删除，请刷新后重试',
      });
    }
    return viewOf(tx, actor, id);
  });
}

/** Refuses unless the actor may delete the image (before its containers are stopped). */
export async function checkManagesImage(db: DbOrTx, actor: AuthContext, imageId: number): Promise<void> {
  await managedImage(db, actor, imageId);
}

/** Deletes an image; its course links (and its containers' rows, stopped first by the caller) go with it. */
export async function deleteLabImage(db: Db, actor: AuthContext, imageId: number): Promise<null> {
  await db.transaction(async (tx) => {
    await managedImage(tx, actor, imageId, { lock: true });
    await tx.delete(labImages).where(eq(labImages.id, imageId));
  });
  return null;
}

/** The enabled images offered to the course, for a student of one of its classes, by name. */
export async function myLabImages(db: DbOrTx, actor: AuthContext, courseId: number, clazzId: number): Promise<StudentLabImage[]> {
  await attendedClass(db, actor, clazzId, courseId);
  return db
    .select({
      imageId: labImages.id,
      name: labImages.name,
      description: labImages.description,
      provides: labImages.provides,
      memoryMb: labImages.memoryMb,
      cpuTenths: labImages.cpuTenths,
      diskMb: labImages.diskMb,
      idleMinutes: labImages.idleMinutes,
      lifetimeMinutes: labImages.lifetimeMinutes,
    })
    .from(labImages)
    .innerJoin(labImageCourses, eq(labImageCourses.imageId, labImages.id))
    .where(and(eq(labImageCourses.courseId, courseId), eq(labImages.enabled, true)))
    .orderBy(asc(labImages.name), asc(labImages.id));
}
