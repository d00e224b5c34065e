// A homework as the caller may use it: taught (the class's teachers, admins) or answered (the student it is for).
// One place for the checks the publishing, answering, review and duplicate services share.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classStudents, homeworkExtensions, homeworks } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { taughtClass, type ClassRow, type TeachingOpts } from '../classes/access';
import { extensionOn, forStudentSql, withExtension } from './terms';

export type HomeworkRow = typeof homeworks.$inferSelect;

export async function homeworkRow(db: DbOrTx, homeworkId: number): Promise<HomeworkRow> {
  const [row] = await db.select().from(homeworks).where(eq(homeworks.id, homeworkId));
  if (!row) throw notFound('作业');
  return row;
}

/** The homework and its class, if the actor teaches the class (`grading`: reads and grading, assistants too). */
export async function taughtHomework(
  db: DbOrTx,
  actor: AuthContext,
  homeworkId: number,
  opts: TeachingOpts = {},
): Promise<{ hw: HomeworkRow; clazz: ClassRow }> {
  const hw = await homeworkRow(db, homeworkId);
  const clazz = await taughtClass(db, actor, hw.classId, opts);
  return { hw, clazz };
}

const NOT_YOURS = '只能查看和作答自己的作业';

/**
 * A homework as its student answers it: `hw` with their own end (a teacher's extension applied, terms.ts), which every
 * deadline rule of theirs reads; `shared` as published, for what concerns the whole class (handing in others' work
 * left open at the deadline).
 */
export type OwnHomework = { hw: HomeworkRow; shared: HomeworkRow; extended: boolean };

/**
 * The homework, if `studentId` is the caller, the caller is in its class and it is for them (a targeted homework:
 * among its chosen students). The id in the path is checked, never trusted; a stranger's homework, one for other
 * students and a missing one get the same answer, so ids cannot be probed.
 */
export async function ownHomework(db: DbOrTx, actor: AuthContext, studentId: number, homeworkId: number): Promise<OwnHomework> {
  if (studentId !== actor.userId) throw forbidden(NOT_YOURS);
  const [row] = await db
    .select({ hw: homeworks, extendedTo: homeworkExtensions.endAt })
    .from(homeworks)
    .innerJoin(classStudents, and(eq(classStudents.classId, homeworks.classId), eq(classStudents.userId, actor.userId)))
    .leftJoin(homeworkExtensions, extensionOn(actor.userId))
    .where(and(eq(homeworks.id, homeworkId), forStudentSql(actor.userId)));
  if (!row) throw forbidden(NOT_YOURS);
  const hw = withExtension(row.hw, row.extendedTo);
  return { hw, shared: row.hw, extended: hw !== row.hw };
}
