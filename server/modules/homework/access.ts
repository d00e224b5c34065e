// A homework as the caller may use it: taught (the class's teachers, admins) or answered (the student it is for).
// One place for the checks the publishing, answering, review and duplicate services share.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { homeworks } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { isEnrolled, taughtClass, type ClassRow } from '../classes/access';

export type HomeworkRow = typeof homeworks.$inferSelect;

export async function homeworkRow(db: DbOrTx, homeworkId: number): Promise<HomeworkRow> {
  const [row] = await db.select().from(homeworks).where(eq(homeworks.id, homeworkId));
  if (!row) throw notFound('作业');
  return row;
}

/** The homework and its class, if the actor teaches the class. */
export async function taughtHomework(db: DbOrTx, actor: AuthContext, homeworkId: number): Promise<{ hw: HomeworkRow; clazz: ClassRow }> {
  const hw = await homeworkRow(db, homeworkId);
  const clazz = await taughtClass(db, actor, hw.classId);
  return { hw, clazz };
}

const NOT_YOURS = '只能查看和作答自己的作业';

/**
 * The homework, if `studentId` is the caller and the caller is in its class. The id in the path is checked,
 * never trusted; a stranger's homework and a missing one get the same answer, so ids cannot be probed.
 */
export async function ownHomework(db: DbOrTx, actor: AuthContext, studentId: number, homeworkId: number): Promise<HomeworkRow> {
  if (studentId !== actor.userId) throw forbidden(NOT_YOURS);
  const [hw] = await db.select().from(homeworks).where(eq(homeworks.id, homeworkId));
  if (!hw || !(await isEnrolled(db, actor.userId, hw.classId))) throw forbidden(NOT_YOURS);
  return hw;
}
