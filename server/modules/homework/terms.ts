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

/**
 * When a homework has closed for everyone it was published to, as SQL over the homeworks row: its end (or its late
 * limit when late work is accepted), every extension, every submission returned to be redone. What waits until then:
 * answers under 截止后公布 (answerReleased), and practice of its questions (exams/open-questions.ts).
 */
export const homeworkClosesAt = sql<Date>`greatest(
  case when ${homeworks.latePolicy} = 'accept' and ${homeworks.lateUntil} > ${homeworks.endAt} then ${homeworks.lateUntil} else ${homeworks.endAt} end,
  (select max(x.end_at) from ${homeworkExtensions} x where x.homework_id = ${homeworks.id}),
  (select max(r.returned_until) from ${homeworkSubmissions} r where r.homework_id = ${homeworks.id} and r.status = 'returned'))`;

/** Whether the homework has closed for everyone at `now` (homeworkClosesAt). */
export async function closedForEveryone(db: DbOrTx, homeworkId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ closed: sql<boolean>`${homeworkClosesAt} < ${now.toISOString()}::timestamptz` })
    .from(homeworks)
    .where(eq(homeworks.id, homeworkId));
  return row?.closed ?? true;
}
