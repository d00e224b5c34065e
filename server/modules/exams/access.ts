// An exam as the caller may use it: its paper (the course's authors, like the task bank), an exam-class and its
// attempts (the class's teachers, admins) or the caller's own attempt (a student of the class). One place for the
// checks the paper, publishing, answering and report services share.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type examAnswers, examClasses, exams, examAttempts } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { forbidden, notFound } from '../../lib/errors';
import { canUseExamPapers } from '../../policy';
import { isEnrolled, taughtClass, type ClassRow } from '../classes/access';
import { courseFor, lockEditableCourse, type CourseRow } from '../courses/access';

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

/** The exam-class and its class, if the actor teaches the class (or is an admin). */
export async function taughtExamClass(db: DbOrTx, actor: AuthContext, examClassId: number): Promise<{ ec: ExamClassRow; clazz: ClassRow }> {
  const [ec] = await db.select().from(examClasses).where(eq(examClasses.id, examClassId));
  if (!ec) throw notFound('考试');
  return { ec, clazz: await taughtClass(db, actor, ec.classId) };
}

/** An attempt with its exam-class, if the actor teaches the class. */
export async function taughtAttempt(db: DbOrTx, actor: AuthContext, attemptId: number): Promise<{ attempt: AttemptRow; ec: ExamClassRow; clazz: ClassRow }> {
  const [attempt] = await db.select().from(examAttempts).where(eq(examAttempts.id, attemptId));
  if (!attempt) throw notFound('考试成绩');
  return { attempt, ...(await taughtExamClass(db, actor, attempt.examClassId)) };
}

const NOT_YOURS = '只能查看和参加自己班级的考试';

/**
 * The exam-class, if the caller is a student of its class. A missing one and another class's get the same answer,
 * so ids cannot be probed; attempts are always the caller's own (looked up by the caller's id, never by a path).
 */
export async function ownExamClass(db: DbOrTx, actor: AuthContext, examClassId: number): Promise<ExamClassRow> {
  const [ec] = await db.select().from(examClasses).where(eq(examClasses.id, examClassId));
  if (!ec || !(await isEnrolled(db, actor.userId, ec.classId))) throw forbidden(NOT_YOURS);
  return ec;
}
