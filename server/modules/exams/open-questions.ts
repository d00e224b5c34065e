// Questions of an exam still open: the one rule for what a student may practise and which answers, analyses and
// verdicts reach them (P10, integrity of assessments). An exam-class is open for a student of its class from its
// start until its window has closed for everyone it was published to: the latest of its end and every attempt's
// deadline (a deadline is never later than the end when set, but the end may be moved earlier afterwards), plus the
// grace for saves in flight. While one is open, its questions (the bank questions it was taken from, and copies made
// of or from them) are not practisable and no answer, analysis or verdict of them is released to that student by
// practice or homework; an exam's own per-question verdicts wait for the same moment unless the teacher releases them.
import { and, eq, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { classStudents, examClasses, examScores, exercises } from '../../db/schema';
import { clock } from '../../lib/clock';
import type { ExamClassRow } from './access';
import { GRACE_MS } from './attempt';

/** When the exam-class's window has closed for all its students, as SQL over the exam_classes row. */
const closesAt = sql`(greatest(${examClasses.endAt}, (select max(s.deadline) from ${examScores} s where s.exam_class_id = ${examClasses.id})) + ${`${GRACE_MS} milliseconds`}::interval)`;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The ids of the questions held from `studentId` now: those of every exam-class of a class they are in that has
 * started and not closed for everyone (`except`: one exam-class left out, for its own result page), with the bank
 * questions copied from them or that they were copied from.
 */
export async function heldQuestions(db: DbOrTx, studentId: number, opts: { except?: number; now?: Date } = {}): Promise<ReadonlySet<number>> {
  const now = opts.now ?? clock.now();
  const open = await db
    .select({ questionIds: sql<number[]>`jsonb_path_query_array(${examClasses.questions}, '$[*].questionId')` })
    .from(examClasses)
    .innerJoin(classStudents, and(eq(classStudents.classId, examClasses.classId), eq(classStudents.userId, studentId)))
    .where(and(lte(examClasses.startAt, now), sql`${closesAt} >= ${at(now)}`, opts.except !== undefined ? ne(examClasses.id, opts.except) : undefined));
  const ids = [...new Set(open.flatMap((r) => r.questionIds.map(Number)))];
  if (ids.length === 0) return new Set();
  const related = await db
    .select({ id: exercises.id, copiedFrom: exercises.copiedFrom })
    .from(exercises)
    .where(or(inArray(exercises.id, ids), inArray(exercises.copiedFrom, ids)));
  const held = new Set(ids);
  for (const r of related) {
    held.add(r.id);
    if (r.copiedFrom !== null) held.add(r.copiedFrom);
  }
  return held;
}

/** Whether the exam-class's window has closed for everyone it was published to. */
export async function windowClosed(db: DbOrTx, ec: Pick<ExamClassRow, 'id'>, now: Date = clock.now()): Promise<boolean> {
  const [row] = await db
    .select({ closed: sql<boolean>`${closesAt} < ${at(now)}` })
    .from(examClasses)
    .where(eq(examClasses.id, ec.id));
  return row?.closed ?? true;
}

/** Per-question verdicts (and answers) of the exam-class wait: its window is open for someone and the teacher has not released them. */
export async function verdictsHeld(db: DbOrTx, ec: Pick<ExamClassRow, 'id' | 'releaseVerdicts'>, now: Date = clock.now()): Promise<boolean> {
  return !ec.releaseVerdicts && !(await windowClosed(db, ec, now));
}
