// An exam-class as it stands for one student: whether it is for them at all (a targeted exam-class is for its chosen
// students only, exam_audience) and their extra minutes (a teacher's extension 加时, exam_extensions). The extra minutes
// lengthen the student's duration and move the window's end for them (they may start until end + extra, and their
// deadline is capped there): every rule of starting and of the deadline reads the exam-class through withExtra, so an
// extension is one more input of the same rules, never a second copy of them.
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { examAudience, examClasses, examExtensions } from '../../db/schema';
import { publicationStudents, type Student } from '../papers/audience';
import type { ExamClassRow } from './access';
import { MINUTE } from './attempt';

/** An exam-class as one student sees it: the window's end and the duration with their extra minutes in them. */
export type OwnExamClass = ExamClassRow & {
  /** the student's extra minutes (0: none), already in endAt and durationMinutes */
  extraMinutes: number;
};

/** In a query over exam_classes: it is for the student (the whole class, or they are among the chosen ones). */
export const forStudentSql = (studentId: number | AnyPgColumn | Placeholder): SQL =>
  sql`(not ${examClasses.targeted} or exists (select 1 from ${examAudience} where ${examAudience.examClassId} = ${examClasses.id} and ${examAudience.studentId} = ${studentId}))`;

/** Joins a student's extension of the exam-class (left join: null without one). */
export const extensionOn = (studentId: number | AnyPgColumn | Placeholder): SQL | undefined =>
  and(eq(examExtensions.examClassId, examClasses.id), sql`${examExtensions.studentId} = ${studentId}`);

/** The window's end for a student with these extra minutes (none: the exam-class's own). */
export const extendedEnd = (endAt: Date, extraMinutes: number | null | undefined): Date =>
  extraMinutes && extraMinutes > 0 ? new Date(endAt.getTime() + extraMinutes * MINUTE) : endAt;

/** The exam-class (or a list's part of it) with one student's extra minutes on its duration and on the window's end. */
export function withExtra<T extends Pick<ExamClassRow, 'endAt' | 'durationMinutes'>>(
  ec: T,
  extraMinutes: number | null | undefined,
): T & { extraMinutes: number } {
  const extra = extraMinutes ?? 0;
  if (extra <= 0) return { ...ec, extraMinutes: 0 };
  return { ...ec, endAt: extendedEnd(ec.endAt, extra), durationMinutes: ec.durationMinutes + extra, extraMinutes: extra };
}

/** The students granted extra minutes, by student id. */
export async function extrasOf(db: DbOrTx, examClassId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ studentId: examExtensions.studentId, extraMinutes: examExtensions.extraMinutes })
    .from(examExtensions)
    .where(eq(examExtensions.examClassId, examClassId));
  return new Map(rows.map((r) => [r.studentId, r.extraMinutes]));
}

/** One student's extra minutes (0: none). */
export async function extraOf(db: DbOrTx, examClassId: number, studentId: number): Promise<number> {
  const [row] = await db
    .select({ extraMinutes: examExtensions.extraMinutes })
    .from(examExtensions)
    .where(and(eq(examExtensions.examClassId, examClassId), eq(examExtensions.studentId, studentId)));
  return row?.extraMinutes ?? 0;
}

/** The chosen students of a targeted exam-class. */
export async function audienceIds(db: DbOrTx, examClassId: number): Promise<number[]> {
  const rows = await db.select({ studentId: examAudience.studentId }).from(examAudience).where(eq(examAudience.examClassId, examClassId));
  return rows.map((r) => r.studentId);
}

/** The students the exam-class is for, in the roster's order: the class, or its chosen students still on the roster. */
export function examStudents(db: DbOrTx, ec: Pick<ExamClassRow, 'id' | 'classId' | 'targeted'>): Promise<Student[]> {
  return publicationStudents(db, ec.classId, { targeted: ec.targeted, chosen: () => audienceIds(db, ec.id) });
}
