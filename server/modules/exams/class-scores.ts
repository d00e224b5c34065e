// A class's exams with the attempts of its students, for the class and student statistics (stats module): the
// exams module owns these tables, so the query lives here. One query whatever the number of exams and students.
import { and, asc, eq, exists } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classStudents, examClasses, examAttempts } from '../../db/schema';
import type { AttemptRow, ExamClassRow } from './access';

export type ClassExamAttempt = Pick<AttemptRow, 'status' | 'scoreTenths' | 'submittedAt'>;
export type ClassExam = Pick<ExamClassRow, 'id' | 'name' | 'startAt' | 'endAt' | 'totalTenths' | 'showScore' | 'questions'> & {
  /** by student id; a student who never started has none */
  attempts: Map<number, ClassExamAttempt>;
};

/**
 * Every exam published to the class, by start, with the attempts of the students on its roster now (or only of
 * `userId`): a left join, so an exam nobody started is there too. Attempts of students since removed from the
 * class are left out, as the roster's figures are.
 */
export async function classExams(db: DbOrTx, classId: number, userId?: number): Promise<ClassExam[]> {
  const onRoster =
    userId === undefined
      ? exists(
          db
            .select({ one: classStudents.userId })
            .from(classStudents)
            .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, examAttempts.studentId))),
        )
      : eq(examAttempts.studentId, userId);
  const rows = await db
    .select({
      id: examClasses.id,
      name: examClasses.name,
      startAt: examClasses.startAt,
      endAt: examClasses.endAt,
      questions: examClasses.questions,
      totalTenths: examClasses.totalTenths,
      showScore: examClasses.showScore,
      studentId: examAttempts.studentId,
      status: examAttempts.status,
      scoreTenths: examAttempts.scoreTenths,
      submittedAt: examAttempts.submittedAt,
    })
    .from(examClasses)
    .leftJoin(examAttempts, and(eq(examAttempts.examClassId, examClasses.id), onRoster))
    .where(eq(examClasses.classId, classId))
    .orderBy(asc(examClasses.startAt), asc(examClasses.id));
  const exams = new Map<number, ClassExam>();
  for (const { studentId, status, scoreTenths, submittedAt, ...ec } of rows) {
    const exam = exams.get(ec.id) ?? { ...ec, attempts: new Map() };
    exams.set(ec.id, exam);
    if (studentId !== null && status !== null) exam.attempts.set(studentId, { status, scoreTenths, submittedAt });
  }
  return [...exams.values()];
}
