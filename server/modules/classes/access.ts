// A class as the caller may use it: taught (teachers, admins) or attended (students). One place for the lookups
// the class, study and statistics services share.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classes, classHiddenChapters, classStudents, classTeachers } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { canTeachClass } from '../../policy';

export type ClassRow = typeof classes.$inferSelect;

export async function classFor(db: DbOrTx, sclassId: number, opts: { lock?: boolean } = {}): Promise<ClassRow> {
  const query = db.select().from(classes).where(eq(classes.id, sclassId));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound('班级');
  return row;
}

export async function coTeacherIds(db: DbOrTx, sclassId: number): Promise<number[]> {
  return (await db.select({ userId: classTeachers.userId }).from(classTeachers).where(eq(classTeachers.classId, sclassId))).map((r) => r.userId);
}

/** The class, if the actor teaches it (or is an admin); `lock` for changes of its roster or settings. */
export async function taughtClass(db: DbOrTx, actor: AuthContext, sclassId: number, opts: { lock?: boolean } = {}): Promise<ClassRow> {
  const row = await classFor(db, sclassId, opts);
  if (!canTeachClass(actor, row, await coTeacherIds(db, sclassId))) throw forbidden('只有本班的任课教师可以查看和管理这个班级');
  return row;
}

export async function isEnrolled(db: DbOrTx, userId: number, sclassId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: classStudents.userId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, sclassId), eq(classStudents.userId, userId)));
  return row !== undefined;
}

/**
 * The class the student attends; with `courseId`, it must be that course's class. The same answer for a class
 * that does not exist and one the student is not in, so ids cannot be probed.
 */
export async function attendedClass(db: DbOrTx, actor: AuthContext, sclassId: number, courseId?: number): Promise<ClassRow> {
  const [row] = await db.select().from(classes).where(eq(classes.id, sclassId));
  if (!row || !(await isEnrolled(db, actor.userId, sclassId)) || (courseId !== undefined && row.courseId !== courseId)) {
    throw forbidden('你不在这个班级中，不能查看它的课程');
  }
  return row;
}

/** Chapters the class does not see (a hidden chapter hides its sections; callers apply that). */
export async function hiddenChapterIds(db: DbOrTx, sclassId: number): Promise<Set<number>> {
  const rows = await db.select({ chapterId: classHiddenChapters.chapterId }).from(classHiddenChapters).where(eq(classHiddenChapters.classId, sclassId));
  return new Set(rows.map((r) => r.chapterId));
}
