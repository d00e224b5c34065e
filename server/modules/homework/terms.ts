// A homework as it stands for one student: whether it is for them at all (a targeted homework is for its chosen
// students only, homework_audience) and their own end (a teacher's extension 加时, homework_extensions). Every rule of
// the deadline (saving, handing in, the late flag, the sweeper) reads the homework through withExtension, so an
// extension is one more input of the same rules, never a second copy of them.
import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { homeworkAudience, homeworkExtensions, homeworkSubmissions, homeworks } from '../../db/schema';
import { publicationStudents, type Student } from '../papers/audience';
import type { HomeworkRow } from './access';

/** In a query over homeworks: the homework is for the student (the whole class, or they are among the chosen ones). */
export const forStudentSql = (studentId: number | AnyPgColumn | Placeholder): SQL =>
  sql`(not ${homeworks.targeted} or exists (select 1 from ${homeworkAudience} where ${homeworkAudience.homeworkId} = ${homeworks.id} and ${homeworkAudience.studentId} = ${studentId}))`;

/** Joins a student's extension of the homework (left join: null without one). */
export const extensionOn = (studentId: number | AnyPgColumn | Placeholder): SQL | undefined =>
  and(eq(homeworkExtensions.homeworkId, homeworks.id), sql`${homeworkExtensions.studentId} = ${studentId}`);

/**
 * The homework with one student's own end: a teacher's extension moves the end later for them, never earlier (a
 * homework whose end was moved past the extension keeps its own). The late limit stays the homework's: work after the
 * student's own end is late, and accepted until the later of the two.
 */
export const withExtension = <T extends Pick<HomeworkRow, 'endAt'>>(hw: T, extendedTo: Date | null | undefined): T =>
  extendedTo && extendedTo > hw.endAt ? { ...hw, endAt: extendedTo } : hw;

/** The students granted a later end, by student id. */
export async function extensionsOf(db: DbOrTx, homeworkId: number): Promise<Map<number, Date>> {
  const rows = await db
    .select({ studentId: homeworkExtensions.studentId, endAt: homeworkExtensions.endAt })
    .from(homeworkExtensions)
    .where(eq(homeworkExtensions.homeworkId, homeworkId));
  return new Map(rows.map((r) => [r.studentId, r.endAt]));
}

/** One student's later end, or null. */
export async function extensionOf(db: DbOrTx, homeworkId: number, studentId: number): Promise<Date | null> {
  const [row] = await db
    .select({ endAt: homeworkExtensions.endAt })
    .from(homeworkExtensions)
    .where(and(eq(homeworkExtensions.homeworkId, homeworkId), eq(homeworkExtensions.studentId, studentId)));
  return row?.endAt ?? null;
}

/** The homework as it stands for the student (their extension applied). */
export async function forStudent(db: DbOrTx, hw: HomeworkRow, studentId: number): Promise<HomeworkRow> {
  return withExtension(hw, await extensionOf(db, hw.id, studentId));
}

/** The chosen students of a targeted homework. */
export async function audienceIds(db: DbOrTx, homeworkId: number): Promise<number[]> {
  const rows = await db.select({ studentId: homeworkAudience.studentId }).from(homeworkAudience).where(eq(homeworkAudience.homeworkId, homeworkId));
  return rows.map((r) => r.studentId);
}

/** The students the homework is for, in the roster's order: the class, or its chosen students still on the roster. */
export function homeworkStudents(db: DbOrTx, hw: Pick<HomeworkRow, 'id' | 'classId' | 'targeted'>): Promise<Student[]> {
  return publicationStudents(db, hw.classId, { targeted: hw.targeted, chosen: () => audienceIds(db, hw.id) });
}

/** The last moment anyone's own end (an extension) keeps the homework open: for what waits until it closes for all. */
/** The latest end a teacher gave a returned submission still being redone (its student answers until then). */
export async function lastReturnedUntil(db: DbOrTx, homeworkId: number): Promise<Date | null> {
  const [row] = await db
    .select({ last: sql<Date | null>`max(${homeworkSubmissions.returnedUntil})`.mapWith(homeworkSubmissions.returnedUntil) })
    .from(homeworkSubmissions)
    .where(and(eq(homeworkSubmissions.homeworkId, homeworkId), eq(homeworkSubmissions.status, 'returned')));
  return row?.last ?? null;
}

export async function lastExtensionEnd(db: DbOrTx, homeworkId: number): Promise<Date | null> {
  const [row] = await db
    .select({ last: sql<Date | null>`max(${homeworkExtensions.endAt})`.mapWith(homeworkExtensions.endAt) })
    .from(homeworkExtensions)
    .where(eq(homeworkExtensions.homeworkId, homeworkId));
  return row?.last ?? null;
}
