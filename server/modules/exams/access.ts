// An exam as the caller may use it: its paper (the course's authors, like the task bank), an exam-class and its
// attempts (the class's teachers, admins) or the caller's own attempt (a student of the class). One place for the
// checks the paper, publishing, answering and report services share.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classStudents, type examAnswers, examClasses, examExtensions, exams, examAttempts } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { canUseExamPapers } from '../../policy';
import { taughtClass, type ClassRow, type TeachingOpts } from '../classes/access';
import { courseFor, lockEditableCourse, type CourseRow } from '../courses/access';
import { extensionOn, forStudentSql, withExtra, type OwnExamClass } from './terms';

export type ExamRow = typeof exams.$inferSelect;
export type ExamClassRow = typeof examClasses.$inferSelect;
export type AttemptRow = typeof examAttempts.$inferSelect;
export type ExamAnswerRow = typeof examAnswers.$inferSelect;
export type SnapshotQuestion = ExamClassRow['questions'][number];

/** The course whose exam papers are read, if the actor may read them. */
export async function viewableExamPapers(db: DbOrTx, actor: AuthContext, courseId: number): Promise<CourseRow> {
  const course = await courseFor(db, courseId);
  if (!canUseExamPapers(actor, course)) throw forbidden('没有权限查看这门课程的考试');
  return course;
}

/** The course, locked for a change of its exam papers, if the actor may change them now. */
export async function editableExamPapers(tx: DbOrTx, actor: AuthContext, courseId: number): Promise<CourseRow> {
  const course = await courseFor(tx, courseId);
  if (!canUseExamPapers(actor, course)) throw forbidden('没有权限修改这门课程的考试');
  return lockEditableCourse(tx, actor, courseId);
}

export async function examRow(db: DbOrTx, examId: number): Promise<ExamRow> {
  const [row] = await db.select().from(exams).where(eq(exams.id, examId));
  if (!row) throw notFound('考试');
  return row;
}

/** The exam-class and its class, if the actor teaches the class (or is an admin; `grading`: reads and grading, assistants too). */
export async function taughtExamClass(
  db: DbOrTx,
  actor: AuthContext,
  examClassId: number,
  opts: TeachingOpts = {},
): Promise<{ ec: ExamClassRow; clazz: ClassRow }> {
  const [ec] = await db.select().from(examClasses).where(eq(examClasses.id, examClassId));
  if (!ec) throw notFound('考试');
  return { ec, clazz: await taughtClass(db, actor, ec.classId, opts) };
}

/** An attempt with its exam-class, if the actor teaches the class. */
export async function taughtAttempt(
  db: DbOrTx,
  actor: AuthContext,
  attemptId: number,
  opts: TeachingOpts = {},
): Promise<{ attempt: AttemptRow; ec: ExamClassRow; clazz: ClassRow }> {
  const [attempt] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  if (!attempt) throw notFound('考试成绩');
  return { attempt, ...(await taughtExamClass(db, actor, attempt.examClassId, opts)) };
}

const NOT_YOURS = '只能查看和参加自己班级的考试';

/**
 * The exam-class as the caller takes it (their extra minutes in its end and duration, terms.ts), if the caller is a
 * student of its class and it is for them (a targeted one: among its chosen students). A missing one, another
 * class's and one for other students get the same answer, so ids cannot be probed; attempts are always the caller's
 * own (looked up by the caller's id, never by a path).
 */
export async function ownExamClass(db: DbOrTx, actor: AuthContext, examClassId: number): Promise<OwnExamClass> {
  const [row] = await db
    .select({ ec: examClasses, extraMinutes: examExtensions.extraMinutes })
    .from(examClasses)
    .innerJoin(classStudents, and(eq(classStudents.classId, examClasses.classId), eq(classStudents.userId, actor.userId)))
    .leftJoin(examExtensions, extensionOn(actor.userId))
    .where(and(eq(examClasses.id, examClassId), forStudentSql(actor.userId)));
  if (!row) throw forbidden(NOT_YOURS);
  return withExtra(row.ec, row.extraMinutes);
}
