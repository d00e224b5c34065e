// Questions of an exam still open: the one rule for what a student may practise and which answers, analyses and
// verdicts reach them (P10, integrity of assessments). An exam-class is open for a student of its class from its
// publication until its window has closed for everyone it was published to: the latest of its end and every attempt's
// deadline (a deadline is never later than the end when set, but the end may be moved earlier afterwards), plus the
// grace for saves in flight. While one is open, its questions (the bank questions it was taken from, and copies made
// of or from them) are not practisable and no answer, analysis or verdict of them is released to that student by
// practice or homework, nor a total that would tell one (a homework's, another exam's); an exam's own per-question
// verdicts wait for the same moment unless the teacher releases them.
import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { classStudents, examClasses, examAttempts, examExtensions } from '../../db/schema';
import { clock } from '../../lib/clock';
import type { ExamClassRow } from './access';
import { GRACE_MS } from './attempt';

/**
 * When the exam-class's window has closed for all its students, as SQL over the exam_classes row: its end, every
 * attempt's deadline, and the end moved by the largest extension (a student granted extra minutes may still start).
 */
const closesAt = sql`(greatest(${examClasses.endAt}, (select max(s.deadline) from ${examAttempts} s where s.exam_class_id = ${examClasses.id}),
  ${examClasses.endAt} + (select max(x.extra_minutes) from ${examExtensions} x where x.exam_class_id = ${examClasses.id}) * interval '1 minute')
  + ${`${GRACE_MS} milliseconds`}::interval)`;

const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The questions held from a student now, by the exam-class holding them: every exam-class of a class they are in, from
 * its publication until it has closed for everyone, holds its questions with every bank question of the same family of
 * copies (what they were copied from, at any depth, and every copy of those).
 */
export type HeldQuestions = {
  /** held by any open exam-class */
  readonly all: ReadonlySet<number>;
  /** held by the open exam-classes other than this one (its own result page follows its own release rules) */
  except(examClassId: number): ReadonlySet<number>;
};

export async function questionsHeld(db: DbOrTx, studentId: number, now: Date = clock.now()): Promise<HeldQuestions> {
  // one query: each open exam-class's questions, then up to the question everything was copied from, then every copy
  const result = await db.execute(sql`
    with recursive seed(ec_id, id) as (
      select ${examClasses.id}, (q->>'questionId')::int
      from ${examClasses}
      join ${classStudents} on ${classStudents.classId} = ${examClasses.classId} and ${classStudents.userId} = ${studentId}
      cross join lateral jsonb_array_elements(${examClasses.questions}) q
      where ${closesAt} >= ${at(now)}
    ), up(ec_id, id, copied_from) as (
      select seed.ec_id, e.id, e.copied_from from seed join exercises e on e.id = seed.id
      union
      select up.ec_id, e.id, e.copied_from from exercises e join up on e.id = up.copied_from
    ), down(ec_id, id) as (
      select ec_id, id from up
      union
      select down.ec_id, e.id from exercises e join down on e.copied_from = down.id
    )
    select ec_id as "examClassId", id as "questionId" from seed
    union
    select ec_id, id from down`);
  const byExam = new Map<number, Set<number>>();
  for (const r of rowsOf<{ examClassId: number; questionId: number }>(result)) {
    const ids = byExam.get(Number(r.examClassId)) ?? new Set<number>();
    ids.add(Number(r.questionId));
    byExam.set(Number(r.examClassId), ids);
  }
  const union = (sets: Iterable<Set<number>>) => new Set([...sets].flatMap((ids) => [...ids]));
  return {
    all: union(byExam.values()),
    except: (examClassId) => union([...byExam].filter(([id]) => id !== examClassId).map(([, ids]) => ids)),
  };
}

/** Held from nobody: for a reader that has no released score to check. */
export const NOTHING_HELD: HeldQuestions = { all: new Set(), except: () => new Set() };

/**
 * Whether a paper's total stays back: one of its questions is held, and a total (with the other answers left blank,
 * or by difference) would tell that question's verdict.
 */
export const totalHeld = (questions: readonly { questionId: number }[], held: ReadonlySet<number>): boolean => questions.some((q) => held.has(q.questionId));

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
