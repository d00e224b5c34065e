// The course behind a chapter, a knowledge point or a scene change: found, locked and checked in one place.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, invalid, notFound } from '../../lib/errors';
import { canEditCourse, canViewCourse } from '../../policy';

export type CourseRow = typeof courses.$inferSelect;

export async function courseFor(db: DbOrTx, courseId: number, opts: { lock?: boolean } = {}): Promise<CourseRow> {
  const query = db.select().from(courses).where(eq(courses.id, courseId));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound('课程');
  return row;
}

/** The course, if the actor may read it. */
export async function viewableCourse(db: DbOrTx, actor: AuthContext, courseId: number): Promise<CourseRow> {
  const course = await courseFor(db, courseId);
  if (!canViewCourse(actor, course)) throw forbidden('没有权限查看这门课程');
  return course;
}

/**
 * The course, locked for a change of its content, if the actor may edit it now. The lock makes concurrent
 * edits of one course (two tabs dragging chapters) apply one after the other.
 */
export async function lockEditableCourse(tx: DbOrTx, actor: AuthContext, courseId: number): Promise<CourseRow> {
  const course = await courseFor(tx, courseId, { lock: true });
  if (!canEditCourse(actor, course)) throw forbidden('只有课程负责人可以修改这门课程');
  if (course.status === 'submitted') throw invalid('课程正在审核中，审核结束前不能修改');
  if (course.status === 'archived') throw invalid('课程已归档，不能修改');
  return course;
}
