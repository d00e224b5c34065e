// Questions of an exam still open: the one rule for what a student may practise and which answers, analyses and
// verdicts reach them (P10, integrity of assessments). An exam-class is open for a student of its class from its
// start until its window has closed for everyone it was published to: the latest of its end and every attempt's
// deadline (a deadline is never later than the end when set, but the end may be moved earlier afterwards), plus the
// grace for saves in flight. While one is open, its questions (the bank questions it was taken from, and copies made
// of or from them) are not practisable and no answer, analysis or verdict of them is released to that student by
// practice or homework; an exam's own per-question verdicts wait for the same moment unless the teacher releases them.
import { and, eq, ne, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { classStudents, examClasses, examScores } from '../../db/schema';
import { clock } from '../../lib/clock';
import type { ExamClassRow } from './access';
import { GRACE_MS } from './attempt';

/** When the exam-class's window has closed for all its students, as SQL over the exam_classes row. */
const closesAt = sql`(greatest(${examClasses.endAt}, (select max(s.deadline) from ${examScores} s where s.exam_class_id = ${examClasses.id})) + ${`${GRACE_MS} milliseconds`}::interval)`;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The ids of the questions held from `studentId` now: those of every exam-class of a class they are in, from its
 * publication until it has closed for everyone (`except`: one exam-class left out, for its own result page), with every
 * bank question of the same family of copies (what they were copied from, at any depth, and every copy of those).
 */
export async function heldQuestions(db: DbOrTx, studentId: number, opts: { except?: number; now?: Date } = {}): Promise<ReadonlySet<number>> {
  const now = opts.now ?? clock.now();
  // from its publication (its questions are known from then) until it closes for everyone
  const open = await db
    .select({ questionIds: sql<number[]>`jsonb_path_query_array(${examClasses.questions}, '$[*].questionId')` })
    .from(examClasses)
    .innerJoin(classStudents, and(eq(classStudents.classId, examClasses.classId), eq(classStudents.userId, studentId)))
    .where(and(sql`${closesAt} >= ${at(now)}`, opts.except !== undefined ? ne(examClasses.id, opts.except) : undefined));
  const ids = [...new Set(open.flatMap((r) => r.questionIds.map(Number)))];
  if (ids.length === 0) return new Set();
  // the whole family of copies: up to the question everything was copied from, then every copy of it, at any depth
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const family = await db.execute(sql`
    with recursive up(id, copied_from) as (
      select id, copied_from from exercises where id in (${list})
      union
      select e.id, e.copied_from from exercises e join up on e.id = up.copied_from
    ), down(id) as (
      select id from up
      union
      select e.id from exercises e join down on e.copied_from = down.id
    )
    select id from down`);
  return new Set([...ids, ...rowsOf<{ id: number }>(family).map((r) => Number(r.id))]);
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
