// The task bank of a course as the caller may use it: the course's editors (owner, admins) read and change it;
// changes lock the course like the question bank's, so concurrent edits apply one after the other.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tasks } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { canUseTaskBank } from '../../policy';
import { courseFor, lockEditableCourse, type CourseRow } from '../courses/access';

export type TaskRow = typeof tasks.$inferSelect;

/** The course whose task bank is read, if the actor may read it. */
export async function viewableTaskBank(db: DbOrTx, actor: AuthContext, courseId: number): Promise<CourseRow> {
  const course = await courseFor(db, courseId);
  if (!canUseTaskBank(actor, course)) throw forbidden('没有权限查看这门课程的作业库');
  return course;
}

/** The course, locked for a change of its task bank, if the actor may change it now. */
export async function editableTaskBank(tx: DbOrTx, actor: AuthContext, courseId: number): Promise<CourseRow> {
  const course = await courseFor(tx, courseId);
  if (!canUseTaskBank(actor, course)) throw forbidden('没有权限修改这门课程的作业库');
  return lockEditableCourse(tx, actor, courseId);
}

export async function taskRow(db: DbOrTx, taskId: number): Promise<TaskRow> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId));
  if (!row) throw notFound('作业');
  return row;
}
