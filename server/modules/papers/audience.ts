// Who a publication (a homework, an exam-class) is for, and who may be granted extra time on it: students of its
// class. Publishing to chosen students (make-up work) and granting 加时 both name students by id; any that is not on
// the class's roster refuses the whole request, naming them.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classStudents, users } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { ClassRow } from '../classes/access';

export type Student = { userId: number; code: string; name: string };

/** How a refusal names a student: 姓名（学号）, or the id when there is no such account. */
const named = (id: number, s: Student | undefined) => (s ? `${s.name}（${s.code}）` : `编号为 ${id} 的用户`);

/** The students, in the roster's order (by account), when every one of them is on the class's roster; else the refusal naming the others. */
export async function studentsOnRoster(db: DbOrTx, clazz: Pick<ClassRow, 'id' | 'name'>, studentIds: readonly number[]): Promise<Student[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      userId: users.id,
      code: users.code,
      name: users.name,
      onRoster: sql<boolean>`exists (select 1 from ${classStudents} where ${classStudents.classId} = ${clazz.id} and ${classStudents.userId} = ${users.id})`,
    })
    .from(users)
    .where(inArray(users.id, [...studentIds]))
    .orderBy(asc(users.code));
  const found = new Map(rows.map((r) => [r.userId, r]));
  const strangers = studentIds.filter((id) => !found.get(id)?.onRoster);
  if (strangers.length > 0) throw invalid(`${strangers.map((id) => named(id, found.get(id))).join('、')}不是班级“${clazz.name}”的学生`);
  return rows.map(({ userId, code, name }) => ({ userId, code, name }));
}

type Audience = { targeted: boolean; chosen: () => Promise<number[]> };

/**
 * The students of a publication among `studentIds` (extra time is granted to them): each on the class's roster and, when
 * the publication is targeted, among its chosen students; else the refusal naming the others (`what`: 份作业, 场考试).
 */
export async function studentsOfPublication(
  db: DbOrTx,
  clazz: Pick<ClassRow, 'id' | 'name'>,
  studentIds: readonly number[],
  audience: Audience,
  what: string,
): Promise<Student[]> {
  const students = await studentsOnRoster(db, clazz, studentIds);
  if (!audience.targeted) return students;
  const chosen = new Set(await audience.chosen());
  const others = students.filter((st) => !chosen.has(st.userId));
  if (others.length > 0) throw invalid(`${others.map((st) => named(st.userId, st)).join('、')}不是这${what}的指定学生`);
  return students;
}

/** A publication's students in the roster's order: the class's roster, or (targeted) the chosen students still on it. */
export async function publicationStudents(db: DbOrTx, classId: number, audience: Audience): Promise<Student[]> {
  const chosen = audience.targeted ? await audience.chosen() : null;
  if (chosen !== null && chosen.length === 0) return [];
  return db
    .select({ userId: users.id, code: users.code, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, classId), chosen === null ? undefined : inArray(classStudents.userId, chosen)))
    .orderBy(asc(users.code));
}
