// Practice analytics 练习情况 (issue P13): what a class's students practised, for its teachers (assistants too: reading
// is grading work), and a student's own figures beside the class's means. Each call is a fixed handful of grouped
// queries. Figures count the students on the roster now and all their attempts in the class, before a 重新练习 too:
// a reset changes the student's own statuses, never what the class did (docs/decisions.md, practice analytics).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { toPoints } from '@contract/exercise';
import type { PageQuery } from '@contract/envelope';
import {
  MIN_PEERS,
  type PracticeAttemptView,
  type PracticeCompare,
  type PracticeFigures,
  type PracticeLog,
  type PracticeResult,
  type PracticeStats,
} from '@contract/practice';
import type { ExerciseType } from '@contract/exercise';
import { type DbOrTx, rowsOf } from '../../db/client';
import { classStudents, exerciseAttempts, exercises, knowledgePoints, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { attendedClass, type ClassRow, taughtClass } from '../classes/access';
import { toRecord } from './service';

const GRADING = { grading: true } as const;

/** The point, if it is one of the class's course (else the same refusal as a point that does not exist). */
async function pointFilter(db: DbOrTx, clazz: ClassRow, knowId: number | undefined) {
  if (knowId === undefined) return sql``;
  const [point] = await db
    .select({ id: knowledgePoints.id })
    .from(knowledgePoints)
    .where(and(eq(knowledgePoints.id, knowId), eq(knowledgePoints.courseId, clazz.courseId)));
  if (!point) throw notFound('知识点');
  return sql` and exists (select 1 from exercise_knowledge ek where ek.exercise_id = a.exercise_id and ek.know_id = ${knowId})`;
}

/**
 * Per student and question of the class (roster only, in the point if any): attempts, and the position of the first
 * correct one (null: never right). The base of every figure here, as a `with` clause named `per`.
 */
const perStudentQuestion = (classId: number, filter: ReturnType<typeof sql>) => sql`
  with numbered as (
    select a.user_id, a.exercise_id, a.correct, row_number() over (partition by a.user_id, a.exercise_id order by a.id) as n
    from exercise_attempts a
    join class_students cs on cs.class_id = a.class_id and cs.user_id = a.user_id
    where a.class_id = ${classId}${filter}
  ), per as (
    select user_id, exercise_id, count(*)::int as attempts, min(n) filter (where correct)::int as first_correct
    from numbered group by user_id, exercise_id
  )`;

type QuestionRow = {
  exerciseId: number;
  type: ExerciseType;
  stemText: string;
  students: number;
  correctStudents: number;
  attempts: number;
  attemptsToCorrect: number | null;
};

/** Per question practised: students, students right, attempts, mean attempts to the first right answer. */
async function questionFigures(db: DbOrTx, classId: number, filter: ReturnType<typeof sql>): Promise<QuestionRow[]> {
  const result = await db.execute(sql`${perStudentQuestion(classId, filter)}
    select e.id as "exerciseId", e.type, e.stem_text as "stemText", count(*)::int as students,
      count(p.first_correct)::int as "correctStudents", sum(p.attempts)::int as attempts,
      avg(p.first_correct)::float8 as "attemptsToCorrect"
    from per p join exercises e on e.id = p.exercise_id
    group by e.id order by e.id`);
  return rowsOf<QuestionRow>(result).map((r) => ({ ...r, attemptsToCorrect: r.attemptsToCorrect === null ? null : round1(Number(r.attemptsToCorrect)) }));
}

const round1 = (v: number) => Math.round(v * 10) / 10;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

export async function practiceStats(db: DbOrTx, actor: AuthContext, clazzId: number, knowId?: number): Promise<PracticeStats> {
  const clazz = await taughtClass(db, actor, clazzId, GRADING);
  const filter = await pointFilter(db, clazz, knowId);
  const points = await db
    .select({ knowId: knowledgePoints.id, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(eq(knowledgePoints.courseId, clazz.courseId))
    .orderBy(asc(knowledgePoints.id));
  const questions = await questionFigures(db, clazz.id, filter);
  // every student of the roster, those who never practised too (0 attempts)
  const result = await db.execute(sql`${perStudentQuestion(clazz.id, filter)}
    select u.id as "userId", u.code, u.name, coalesce(sum(p.attempts), 0)::int as attempts,
      count(p.first_correct)::int as "correctQuestions",
      (select max(a.created_at) from exercise_attempts a where a.class_id = ${clazz.id} and a.user_id = u.id${filter}) as "lastAt"
    from class_students cs join users u on u.id = cs.user_id
    left join per p on p.user_id = cs.user_id
    where cs.class_id = ${clazz.id}
    group by u.id order by u.code`);
  const students = rowsOf<{ userId: number; code: string; name: string; attempts: number; correctQuestions: number; lastAt: Date | string | null }>(result).map(
    (r) => ({ ...r, lastAt: r.lastAt === null ? null : new Date(r.lastAt).toISOString() }),
  );
  return { studentCount: students.length, points, questions, students };
}

/** The student, if on the class's roster (a student of another class is the same refusal as no student). */
async function rosterStudent(db: DbOrTx, classId: number, studentId: number) {
  const [row] = await db
    .select({ userId: users.id, code: users.code, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, classId), eq(classStudents.userId, studentId)));
  if (!row) throw notFound('学生');
  return row;
}

const resultOf = (correct: boolean | null): PracticeResult => (correct === null ? 'pending' : correct ? 'correct' : 'wrong');

export async function practiceLog(db: DbOrTx, actor: AuthContext, clazzId: number, studentId: number, page: PageQuery): Promise<PracticeLog> {
  const clazz = await taughtClass(db, actor, clazzId, GRADING);
  const student = await rosterStudent(db, clazz.id, studentId);
  const mine = and(eq(exerciseAttempts.classId, clazz.id), eq(exerciseAttempts.userId, student.userId));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(exerciseAttempts).where(mine);
  const rows = await db
    .select({
      attemptId: exerciseAttempts.id,
      createdAt: exerciseAttempts.createdAt,
      exerciseId: exercises.id,
      type: exercises.type,
      stemText: exercises.stemText,
      correct: exerciseAttempts.correct,
      scoreTenths: exerciseAttempts.scoreTenths,
      maxTenths: exerciseAttempts.maxTenths,
      // what grading kept of an SQL run; nothing is measured anew
      elapsedMs: sql<number | null>`(${exerciseAttempts.detail} -> 'sqlResult' ->> 'elapsedMs')::float8`,
      codeLength: sql<number | null>`char_length(coalesce(${exerciseAttempts.answer} ->> 'sql', ${exerciseAttempts.answer} ->> 'text'))`,
    })
    .from(exerciseAttempts)
    .innerJoin(exercises, eq(exercises.id, exerciseAttempts.exerciseId))
    .where(mine)
    .orderBy(sql`${exerciseAttempts.createdAt} desc, ${exerciseAttempts.id} desc`)
    .limit(page.pageSize)
    .offset((page.current - 1) * page.pageSize);
  return {
    student,
    total: Number(total),
    list: rows.map((r) => ({
      attemptId: r.attemptId,
      createdAt: r.createdAt.toISOString(),
      exerciseId: r.exerciseId,
      type: r.type,
      stemText: r.stemText,
      result: resultOf(r.correct),
      score: r.scoreTenths === null ? null : toPoints(r.scoreTenths),
      maxScore: toPoints(r.maxTenths),
      elapsedMs: r.elapsedMs === null ? null : Number(r.elapsedMs),
      codeLength: r.codeLength === null ? null : Number(r.codeLength),
    })),
  };
}

/** One attempt's answer, for the teachers of the class it was made in (a stranger's id answers as a missing one). */
export async function practiceAttempt(db: DbOrTx, actor: AuthContext, attemptId: number): Promise<PracticeAttemptView> {
  const [row] = await db
    .select({ a: exerciseAttempts, type: exercises.type, stemText: exercises.stemText, studentName: users.name })
    .from(exerciseAttempts)
    .innerJoin(exercises, eq(exercises.id, exerciseAttempts.exerciseId))
    .innerJoin(users, eq(users.id, exerciseAttempts.userId))
    .where(eq(exerciseAttempts.id, attemptId));
  if (!row) throw notFound('作答记录');
  await taughtClass(db, actor, row.a.classId, GRADING);
  const a = row.a;
  return { ...toRecord(a), userId: a.userId, studentName: row.studentName, exerciseId: a.exerciseId, type: row.type, stemText: row.stemText };
}

const figuresOf = (attempts: number, answered: number, correct: number): PracticeFigures => ({
  attempts,
  answered,
  correct,
  share: percent(correct, answered),
});

const mean = (values: number[]) => (values.length === 0 ? 0 : round1(values.reduce((x, y) => x + y, 0) / values.length));

/**
 * The student's own practice in their class beside the class's means. Only aggregates of the others leave the
 * server, and none under MIN_PEERS students (a mean of one or two would tell a classmate's figures).
 */
export async function practiceCompare(db: DbOrTx, actor: AuthContext, clazzId: number, knowId?: number): Promise<PracticeCompare> {
  const clazz = await attendedClass(db, actor, clazzId);
  const filter = await pointFilter(db, clazz, knowId);
  const result = await db.execute(sql`${perStudentQuestion(clazz.id, filter)}
    select p.user_id as "userId", p.exercise_id as "exerciseId", p.attempts, p.first_correct is not null as correct
    from per p`);
  const rows = rowsOf<{ userId: number; exerciseId: number; attempts: number; correct: boolean }>(result).map((r) => ({
    ...r,
    userId: Number(r.userId),
    exerciseId: Number(r.exerciseId),
    attempts: Number(r.attempts),
  }));
  // per student, then their mean: every practising student weighs the same
  const byStudent = new Map<number, { attempts: number; answered: number; correct: number }>();
  for (const r of rows) {
    const f = byStudent.get(r.userId) ?? { attempts: 0, answered: 0, correct: 0 };
    byStudent.set(r.userId, { attempts: f.attempts + r.attempts, answered: f.answered + 1, correct: f.correct + (r.correct ? 1 : 0) });
  }
  const own = byStudent.get(actor.userId) ?? { attempts: 0, answered: 0, correct: 0 };
  const all = [...byStudent.values()];
  const classMean =
    all.length < MIN_PEERS
      ? null
      : {
          attempts: mean(all.map((f) => f.attempts)),
          answered: mean(all.map((f) => f.answered)),
          correct: mean(all.map((f) => f.correct)),
          share: Math.round(mean(all.map((f) => percent(f.correct, f.answered)))),
        };
  // the questions the class practised, with the student's own row beside the class's
  const exerciseIds = [...new Set(rows.map((r) => r.exerciseId))].sort((x, y) => x - y);
  const stems = new Map(
    exerciseIds.length === 0
      ? []
      : (await db.select({ id: exercises.id, stemText: exercises.stemText }).from(exercises).where(inArray(exercises.id, exerciseIds))).map((e) => [
          e.id,
          e.stemText,
        ]),
  );
  const questions = exerciseIds.map((exerciseId) => {
    const of = rows.filter((r) => r.exerciseId === exerciseId);
    const mine = of.find((r) => r.userId === actor.userId);
    const enough = of.length >= MIN_PEERS;
    return {
      exerciseId,
      stemText: stems.get(exerciseId) ?? '',
      myAttempts: mine?.attempts ?? 0,
      myCorrect: mine?.correct ?? false,
      classStudents: of.length,
      classCorrectShare: enough ? percent(of.filter((r) => r.correct).length, of.length) : null,
      classAttempts: enough ? mean(of.map((r) => r.attempts)) : null,
    };
  });
  return { mine: figuresOf(own.attempts, own.answered, own.correct), classMean, practising: all.length, questions };
}
