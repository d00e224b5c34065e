// Questions of an exam still open: the one rule for what a student may practise and which answers, analyses and
// verdicts reach them (P10, integrity of assessments). An exam-class is open for a student of its class from its
// publication until its window has closed for everyone it was published to: the latest of its end and every attempt's
// deadline (a deadline is never later than the end when set, but the end may be moved earlier afterwards), plus the
// grace for saves in flight. While one is open, its questions (the bank questions it was taken from, and copies made
// of or from them) are not practisable and no answer, analysis or verdict of them is released to that student by
// practice or homework, nor a total that would tell one (a homework's, another exam's); an exam's own per-question
// verdicts wait for the same moment unless the teacher releases them.
import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from '../../db/client';
import { classStudents, examClasses, examAttempts, examExtensions, homeworks } from '../../db/schema';
import { clock } from '../../lib/clock';
import { homeworkClosesAt } from '../homework/terms';
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
  /** what each open exam-class holds, by its id */
  readonly byExamClass: ReadonlyMap<number, ReadonlySet<number>>;
};

/**
 * How far the walks along copies go. A copy's copied_from names a question that existed before it, so a family is a
 * tree and the walks end by themselves; the bound only keeps a damaged one finite. It is far above any real family
 * (a course copied from last term's every term for a century), as a question beyond it would not be held.
 */
const COPY_DEPTH = 256;

/**
 * The held questions as rows ("examClassId", "questionId"): each open exam-class's questions, then up to the question
 * everything was copied from, then every copy. The student and the moment are numbers or a prepared read's values.
 * The walks are UNION ALL with a depth bound, and rows may repeat (readers make sets): a recursive UNION makes
 * PostgreSQL build a hash table sized by its estimate (millions of rows here) whenever the statement starts, even when
 * the walk never runs, about a millisecond on every read that carries it.
 */
const heldRows = (studentId: number | Placeholder, now: string | Placeholder) =>
  familyRows(sql`
      select ${examClasses.id}, (q->>'questionId')::int
      from ${examClasses}
      join ${classStudents} on ${classStudents.classId} = ${examClasses.classId} and ${classStudents.userId} = ${studentId}
      cross join lateral jsonb_array_elements(${examClasses.questions}) q
      where ${closesAt} >= ${now}::timestamptz`);

/** Rows ("examClassId", "questionId") of the seed's questions (a select of holder and question) and their families. */
const familyRows = (seed: SQL) => sql`
    with recursive seed(ec_id, id) as (${seed}
    ), up(ec_id, id, copied_from, depth) as (
      select seed.ec_id, e.id, e.copied_from, 1 from seed join exercises e on e.id = seed.id
      union all
      select up.ec_id, e.id, e.copied_from, up.depth + 1 from exercises e join up on e.id = up.copied_from where up.depth < ${sql.raw(String(COPY_DEPTH))}
    ), down(ec_id, id, depth) as (
      select ec_id, id, 1 from up
      union all
      select down.ec_id, e.id, down.depth + 1 from exercises e join down on e.copied_from = down.id where down.depth < ${sql.raw(String(COPY_DEPTH))}
    )
    select ec_id as "examClassId", id as "questionId" from seed
    union all
    select ec_id, id from down`;

/** [examClassId, questionId] pairs of held questions. */
type HeldPairs = [number, number][];

/**
 * The held questions as one JSON column of a surrounding select (the lists of homework and exams read them in their
 * own statement), on the rows where `needed` holds and null on the others. It depends on its values only, so
 * PostgreSQL computes it at most once per statement, and only when a row needs it (a list without a score to show
 * never does): it is the dearest part of the list.
 */
export const heldQuestionsColumn = (studentId: number | Placeholder, now: string | Placeholder, needed: SQL) =>
  sql<HeldPairs | null>`case when ${needed} then (select coalesce(json_agg(json_build_array(h."examClassId", h."questionId")), '[]')
    from (${heldRows(studentId, now)}) h) end`;

/** The held questions of a statement's rows with heldQuestionsColumn: any row that has them (none when no row needed them). */
export const heldInRows = (rows: readonly { held: HeldPairs | null }[]): HeldQuestions => {
  const pairs = rows.find((r) => r.held)?.held;
  return pairs ? heldOf(pairs) : NOTHING_HELD;
};

/** The held questions from [examClassId, questionId] pairs. */
function heldOf(pairs: HeldPairs): HeldQuestions {
  const byExam = new Map<number, Set<number>>();
  for (const [examClassId, questionId] of pairs) {
    const ids = byExam.get(Number(examClassId)) ?? new Set<number>();
    ids.add(Number(questionId));
    byExam.set(Number(examClassId), ids);
  }
  const union = (sets: Iterable<Set<number>>) => new Set([...sets].flatMap((ids) => [...ids]));
  return {
    all: union(byExam.values()),
    except: (examClassId) => union([...byExam].filter(([id]) => id !== examClassId).map(([, ids]) => ids)),
    byExamClass: byExam,
  };
}

export async function questionsHeld(db: DbOrTx, studentId: number, now: Date = clock.now()): Promise<HeldQuestions> {
  const result = await db.execute(heldRows(studentId, now.toISOString()));
  return heldOf(rowsOf<{ examClassId: number; questionId: number }>(result).map((r) => [r.examClassId, r.questionId]));
}

/** Held from nobody: for a reader that has no released score to check. */
export const NOTHING_HELD: HeldQuestions = { all: new Set(), except: () => new Set(), byExamClass: new Map() };

/**
 * The questions a homework still open holds from a student's practice, with their families of copies: each homework
 * of a class they attend (whoever it was published to: a classmate's key is theirs too), from its publication until it
 * has closed for everyone. Practice would otherwise give its verdicts, and by answerShows its key, while it is being
 * answered. A homework's own results follow its release settings.
 */
export async function questionsInOpenHomework(db: DbOrTx, studentId: number, now: Date = clock.now()): Promise<ReadonlySet<number>> {
  const result = await db.execute(
    familyRows(sql`
      select ${homeworks.id}, (q->>'questionId')::int
      from ${homeworks}
      join ${classStudents} on ${classStudents.classId} = ${homeworks.classId} and ${classStudents.userId} = ${studentId}
      cross join lateral jsonb_array_elements(${homeworks.questions}) q
      where ${homeworkClosesAt} >= ${at(now)}`),
  );
  return new Set(rowsOf<{ questionId: number }>(result).map((r) => Number(r.questionId)));
}

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
