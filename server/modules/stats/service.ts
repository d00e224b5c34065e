// Class and student statistics (contract/stats.ts, where the figures are defined): progress from the study
// module's own computation, homework and exam scores, knowledge mastery (the sheets are in export.ts). A read model
// over other modules' tables: a fixed handful of queries whatever the size of the class, homework and mastery
// aggregated in SQL to a row per student or per homework (rows, not arithmetic, are what costs on PGlite); exams
// come from the exams module in one query, a row per attempt. A publication counts for the students it is for (a
// targeted one: its chosen students only) and against each student's own end (their extension 加时), as the homework
// and exam pages read it (homework/terms.ts, exams/terms.ts).
import { and, asc, count, eq, getTableName, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { toPoints } from '@contract/exercise';
import {
  distributionOf,
  roundPercent,
  type ClassStat,
  type ExamStatRow,
  type HomeworkStatRow,
  type StatClass,
  type StudentExamScore,
  type StudentExamStat,
  type StudentHomeworkStat,
  type StudentKnowledgeStat,
  type StudentStat,
  type StudentStatRow,
} from '@contract/stats';
import { type DbOrTx, rowsOf } from '../../db/client';
import {
  classes,
  classStudents,
  courses,
  examAudience,
  examClasses,
  examExtensions,
  exerciseKnowledge,
  exercises,
  homeworkExtensions,
  homeworks,
  homeworkSubmissions,
  knowledgePoints,
  users,
} from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { attendedClass, coTeacherIds, taughtClass, type ClassRow } from '../classes/access';
import { scoreReleased as examScoreReleased, isHandedIn, stateOf as examStateOf } from '../exams/attempt';
import { classExams, type ClassExam, type ClassExamAttempt } from '../exams/class-scores';
import { type HeldQuestions, questionsHeld, totalHeld } from '../exams/open-questions';
import { extendedEnd } from '../exams/terms';
import type { HomeworkRow } from '../homework/access';
import { scoreReleased, sqlDeadline } from '../homework/submission';
import { extensionOn, forStudentSql, withExtension } from '../homework/terms';
import { chapterFigures, courseFigures, courseOutline, studyRecords } from '../study/progress';

type Student = { userId: number; code: string; name: string };
type Homework = Pick<HomeworkRow, 'id' | 'name' | 'endAt' | 'totalTenths' | 'showScore' | 'latePolicy' | 'lateUntil' | 'questions'>;
type Point = { id: number; name: string; exerciseCount: number };
/**
 * A student's homework figures: how many are for them, done count, average (% of total) and the score (tenths) of
 * each done homework.
 */
type StudentHomework = { total: number; done: number; average: number | null; scores: Map<number, number> };
/** A homework's figures: the students on the roster it is for, and over their done submissions (tenths). */
type HomeworkFigures = { students: number; submitted: number; average: number | null; max: number | null; min: number | null };
/** Whom an exam-class is for (a targeted one: its chosen students) and their extra minutes, by student id. */
type ExamTerms = { targeted: boolean; chosen: Set<number>; extras: Map<number, number> };
/** Whether a view shows a graded exam's score: a teacher's every one, the student's own only once released. */
type ExamScoreShown = (exam: ClassExam, attempt: ClassExamAttempt, now: Date) => boolean;

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);
/** Rows of a raw query, as both drivers (PGlite, node-postgres) answer them. */
/** A jsonb object of numbers by id (both drivers parse jsonb; text is read too) as a Map. */
function idMap(value: Record<string, number> | string | null): Map<number, number> {
  const obj = typeof value === 'string' ? (JSON.parse(value) as Record<string, number>) : (value ?? {});
  return new Map(Object.entries(obj).map(([k, n]) => [Number(k), Number(n)]));
}
/** A jsonb array of ids (parsed, or as text) as a Set. */
function idSet(value: number[] | string | null): Set<number> {
  const ids = typeof value === 'string' ? (JSON.parse(value) as number[]) : (value ?? []);
  return new Set(ids.map(Number));
}

/** Done: handed in and scored (a returned submission is being redone). */
const DONE = and(inArray(homeworkSubmissions.status, ['submitted', 'reviewed']), isNotNull(homeworkSubmissions.scoreTenths));
/**
 * The last moment a student's homework takes answers, the homework module's own rule (submission.ts deadlineOf): a
 * return's deadline, else the late limit or the student's own end (their extension), in a query joining the three.
 */
const OWN_DEADLINE = sqlDeadline(getTableName(homeworkSubmissions), getTableName(homeworks), getTableName(homeworkExtensions));

async function statClassOf(db: DbOrTx, clazz: ClassRow, studentCount: number): Promise<StatClass> {
  const [names] = await db
    .select({ courseName: courses.name, ownerName: users.name })
    .from(classes)
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(eq(classes.id, clazz.id));
  const coTeachers = (await coTeacherIds(db, clazz.id)).filter((id) => id !== clazz.ownerId);
  return {
    sclassId: clazz.id,
    name: clazz.name,
    courseId: clazz.courseId,
    courseName: names.courseName,
    ownerName: names.ownerName,
    startDate: clazz.startDate,
    endDate: clazz.endDate,
    teacherCount: 1 + coTeachers.length,
    studentCount,
  };
}

async function rosterOf(db: DbOrTx, classId: number, userId?: number): Promise<Student[]> {
  return db
    .select({ userId: users.id, code: users.code, name: users.name })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.userId))
    .where(and(eq(classStudents.classId, classId), userId === undefined ? undefined : eq(classStudents.userId, userId)))
    .orderBy(asc(users.code), asc(users.id));
}

/** The class's homework; with `userId`, only the homework for that student, each with their own end (homework/terms.ts). */
async function homeworksOf(db: DbOrTx, classId: number, userId?: number): Promise<Homework[]> {
  const rows = await db
    .select({
      hw: {
        id: homeworks.id,
        name: homeworks.name,
        endAt: homeworks.endAt,
        totalTenths: homeworks.totalTenths,
        showScore: homeworks.showScore,
        latePolicy: homeworks.latePolicy,
        lateUntil: homeworks.lateUntil,
        questions: homeworks.questions,
      },
      extendedTo: homeworkExtensions.endAt,
    })
    .from(homeworks)
    // the class's view has no one student's end
    .leftJoin(homeworkExtensions, userId === undefined ? sql`false` : extensionOn(userId))
    .where(and(eq(homeworks.classId, classId), userId === undefined ? undefined : forStudentSql(userId)))
    .orderBy(asc(homeworks.endAt), asc(homeworks.id));
  const own = rows.map((r) => withExtension(r.hw, r.extendedTo));
  // the student's list is by their own deadlines
  return userId === undefined ? own : own.sort((a, b) => a.endAt.getTime() - b.endAt.getTime() || a.id - b.id);
}

/** Whom each of the class's exam-classes is for and who has extra minutes on it, by exam-class id: one query. */
async function examTermsOf(db: DbOrTx, classId: number): Promise<Map<number, ExamTerms>> {
  const rows = await db
    .select({
      id: examClasses.id,
      targeted: examClasses.targeted,
      chosen: sql<number[] | string | null>`(select jsonb_agg(a.student_id) from ${examAudience} a where a.exam_class_id = ${examClasses.id})`,
      extras: sql<
        Record<string, number> | string | null
      >`(select jsonb_object_agg(x.student_id, x.extra_minutes) from ${examExtensions} x where x.exam_class_id = ${examClasses.id})`,
    })
    .from(examClasses)
    .where(eq(examClasses.classId, classId));
  return new Map(rows.map((r) => [r.id, { targeted: r.targeted, chosen: idSet(r.chosen), extras: idMap(r.extras) }]));
}

/** The exam as one student sees it, or null when it is not for them: its end moved by their extra minutes (exams/terms.ts). */
function ownExam(exam: ClassExam, terms: ExamTerms | undefined, userId: number): ClassExam | null {
  if (terms?.targeted && !terms.chosen.has(userId)) return null;
  return { ...exam, endAt: extendedEnd(exam.endAt, terms?.extras.get(userId)) };
}

/** The class's exams for one student, each as they see it. */
const examsFor = (exams: ClassExam[], terms: Map<number, ExamTerms>, userId: number): ClassExam[] =>
  exams.flatMap((e) => ownExam(e, terms.get(e.id), userId) ?? []);

/**
 * Each student's homework figures, one grouped query over the roster × the class's homework for them (a targeted
 * homework for its chosen students only). The average is the mean percent over the homework that counts: a done one
 * its score, one past the student's own last deadline (their extension, a return's) without being done 0, the rest
 * (still open) nothing; null while none counts. `withheld`
 * homework (a student's own view, before its score is released) is still counted done but gives no score and
 * stays out of the average.
 */
async function studentHomework(
  db: DbOrTx,
  classId: number,
  now: Date,
  userId?: number,
  withheld: readonly number[] = [],
): Promise<Map<number, StudentHomework>> {
  const at = now.toISOString();
  const shown = withheld.length ? notInArray(homeworks.id, [...withheld]) : sql`true`;
  const shownDone = and(DONE, shown);
  const percent = sql`case when ${homeworks.totalTenths} > 0 then 100.0 * ${homeworkSubmissions.scoreTenths} / ${homeworks.totalTenths} else 0 end`;
  const missed = sql`${OWN_DEADLINE} < ${at}`;
  const rows = await db
    .select({
      userId: classStudents.userId,
      total: sql<number>`count(*)`.mapWith(Number),
      done: sql<number>`count(*) filter (where ${DONE})`.mapWith(Number),
      average: sql<number | null>`avg(case when not (${shown}) then null when ${DONE} then ${percent} when ${missed} then 0 end)::float8`,
      scores: sql<Record<string, number> | string | null>`jsonb_object_agg(${homeworks.id}, ${homeworkSubmissions.scoreTenths}) filter (where ${shownDone})`,
    })
    .from(classStudents)
    .innerJoin(homeworks, and(eq(homeworks.classId, classStudents.classId), forStudentSql(classStudents.userId)))
    .leftJoin(homeworkSubmissions, and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.studentId, classStudents.userId)))
    .leftJoin(homeworkExtensions, extensionOn(classStudents.userId))
    .where(and(eq(classStudents.classId, classId), userId === undefined ? undefined : eq(classStudents.userId, userId)))
    .groupBy(classStudents.userId);
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        total: r.total,
        done: r.done,
        average: r.average === null ? null : roundPercent(Number(r.average)),
        scores: idMap(r.scores),
      },
    ]),
  );
}

/** Each homework's figures over the students on the roster it is for and their done submissions, one grouped query. */
async function homeworkFigures(db: DbOrTx, classId: number): Promise<Map<number, HomeworkFigures>> {
  const score = homeworkSubmissions.scoreTenths;
  const rows = await db
    .select({
      homeworkId: homeworks.id,
      students: sql<number>`count(*)`.mapWith(Number),
      submitted: sql<number>`count(*) filter (where ${DONE})`.mapWith(Number),
      average: sql<number | null>`(avg(${score}) filter (where ${DONE}))::float8`,
      max: sql<number | null>`max(${score}) filter (where ${DONE})`,
      min: sql<number | null>`min(${score}) filter (where ${DONE})`,
    })
    .from(homeworks)
    .innerJoin(classStudents, and(eq(classStudents.classId, homeworks.classId), forStudentSql(classStudents.userId)))
    .leftJoin(homeworkSubmissions, and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.studentId, classStudents.userId)))
    .where(eq(homeworks.classId, classId))
    .groupBy(homeworks.id);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return new Map(rows.map((r) => [r.homeworkId, { students: r.students, submitted: r.submitted, average: num(r.average), max: num(r.max), min: num(r.min) }]));
}

async function pointsOf(db: DbOrTx, courseId: number): Promise<Point[]> {
  const points = await db
    .select({ id: knowledgePoints.id, name: knowledgePoints.name })
    .from(knowledgePoints)
    .where(eq(knowledgePoints.courseId, courseId))
    .orderBy(asc(knowledgePoints.id));
  if (points.length === 0) return [];
  const counts = await db
    .select({ knowId: exerciseKnowledge.knowId, n: count() })
    .from(exerciseKnowledge)
    .innerJoin(exercises, eq(exercises.id, exerciseKnowledge.exerciseId))
    .where(
      and(
        eq(exercises.courseId, courseId),
        inArray(
          exerciseKnowledge.knowId,
          points.map((p) => p.id),
        ),
      ),
    )
    .groupBy(exerciseKnowledge.knowId);
  const countOf = new Map(counts.map((c) => [c.knowId, c.n]));
  return points.map((p) => ({ ...p, exerciseCount: countOf.get(p.id) ?? 0 }));
}

/**
 * How many of each point's questions each student answered correctly: userId → knowId → count. Mastery is the
 * share of the course's questions linked to a point that the student answered correctly at least once: in practice
 * in this class (an exercise_attempts row marked correct) or in this class's homework (a graded answer whose final
 * score, the teacher's when given, else the automatic one, equals the question's full score in the homework's
 * snapshot). One aggregate query for the whole class, a row per student; the CTEs are materialised so the planner
 * joins answers to their own homework's questions rather than guessing at the expanded snapshot. Answers to
 * `withheld` homework (a student's own view, before its score is released) are no evidence.
 */
async function correctCounts(db: DbOrTx, clazz: ClassRow, userId?: number, withheld: readonly number[] = []): Promise<Map<number, Map<number, number>>> {
  const practiceOf = userId === undefined ? sql`` : sql` and a.user_id = ${userId}`;
  const studentOf = userId === undefined ? sql`` : sql` and s.student_id = ${userId}`;
  const heldIds = sql.join(
    withheld.map((id) => sql`${id}`),
    sql`, `,
  );
  const homeworkOf = withheld.length ? sql`${studentOf} and h.id not in (${heldIds})` : studentOf;
  const result = await db.execute(sql`
    with hq as materialized (
      select h.id as homework_id, (q->>'questionId')::int as question_id, (q->>'scoreTenths')::int as full_tenths
      from homeworks h cross join lateral jsonb_array_elements(h.questions) q
      where h.class_id = ${clazz.id}
    ), graded as materialized (
      select s.student_id, s.homework_id, ans.question_id, coalesce(ans.manual_tenths, ans.auto_tenths) as final_tenths
      from homeworks h
      join homework_submissions s on s.homework_id = h.id
      join homework_answers ans on ans.submission_id = s.id
      where h.class_id = ${clazz.id}${homeworkOf} and coalesce(ans.manual_tenths, ans.auto_tenths) is not null
    ), correct as (
      select a.user_id, a.exercise_id from exercise_attempts a
      where a.class_id = ${clazz.id} and a.correct${practiceOf}
      union
      select g.student_id, g.question_id
      from graded g join hq on hq.homework_id = g.homework_id and hq.question_id = g.question_id
      where g.final_tenths = hq.full_tenths
    ), per_point as (
      select c.user_id, ek.know_id, count(*)::int as n
      from correct c
      join exercises e on e.id = c.exercise_id and e.course_id = ${clazz.courseId}
      join exercise_knowledge ek on ek.exercise_id = c.exercise_id
      group by c.user_id, ek.know_id
    )
    select user_id as "userId", jsonb_object_agg(know_id, n) as "points" from per_point group by user_id`);
  return new Map(rowsOf<{ userId: number; points: Record<string, number> | string }>(result).map((r) => [Number(r.userId), idMap(r.points)]));
}

const masteryOf = (correct: number, total: number) => (total === 0 ? 0 : Math.round((100 * Math.min(correct, total)) / total));

/** A student's mastery per point, and their mean over the points with questions (null when none has). */
function studentMastery(points: Point[], correct: Map<number, number> | undefined) {
  const perPoint = points.map((p) => {
    const correctCount = Math.min(correct?.get(p.id) ?? 0, p.exerciseCount);
    return { knowId: p.id, name: p.name, exerciseCount: p.exerciseCount, correctCount, mastery: masteryOf(correctCount, p.exerciseCount) };
  });
  const m = mean(perPoint.filter((p) => p.exerciseCount > 0).map((p) => p.mastery));
  return { perPoint, mastery: m === null ? null : Math.round(m) };
}

/** Everything the class's figures come from, in a fixed number of queries whatever the size of the class. */
export async function classData(db: DbOrTx, actor: AuthContext, sclassId: number) {
  const clazz = await taughtClass(db, actor, sclassId, { grading: true });
  const students = await rosterOf(db, clazz.id);
  const now = clock.now();
  return {
    clazz,
    info: await statClassOf(db, clazz, students.length),
    students,
    // progress is the study pages' own computation over what the students recorded
    outline: await courseOutline(db, clazz.courseId, clazz.id),
    records: await studyRecords(
      db,
      clazz.id,
      students.map((s) => s.userId),
    ),
    hws: await homeworksOf(db, clazz.id),
    byStudent: await studentHomework(db, clazz.id, now),
    byHomework: await homeworkFigures(db, clazz.id),
    points: await pointsOf(db, clazz.courseId),
    correct: await correctCounts(db, clazz),
    exams: await classExams(db, clazz.id),
    examTerms: await examTermsOf(db, clazz.id),
    now,
  };
}
type ClassData = Awaited<ReturnType<typeof classData>>;

/** Handed in and graded: what an exam's figures count and what shows a score (the exam report's rule). */
const examGraded = (a: ClassExamAttempt | undefined): a is ClassExamAttempt & { scoreTenths: number } =>
  a !== undefined && isHandedIn(a.status) && a.scoreTenths !== null;

const TEACHER_EXAM_VIEW: ExamScoreShown = () => true;

/** A student's exam: the state they see, and the score when graded and shown to this view. */
function examScoreOf(exam: ClassExam, userId: number, now: Date, shown: ExamScoreShown = TEACHER_EXAM_VIEW): StudentExamScore {
  const a = exam.attempts.get(userId);
  return {
    examClassId: exam.id,
    state: examStateOf(exam, a ?? null, now),
    score: examGraded(a) && shown(exam, a, now) ? toPoints(a.scoreTenths) : null,
  };
}

export function studentRows(d: ClassData): (StudentStatRow & { scores: Map<number, number> })[] {
  return d.students.map((s) => {
    const hw = d.byStudent.get(s.userId);
    return {
      ...s,
      progress: courseFigures(d.outline, d.records, s.userId).progress,
      homeworkDone: hw?.done ?? 0,
      homeworkTotal: hw?.total ?? 0,
      homeworkAverage: hw?.average ?? null,
      mastery: studentMastery(d.points, d.correct.get(s.userId)).mastery,
      exams: examsFor(d.exams, d.examTerms, s.userId).map((e) => examScoreOf(e, s.userId, d.now)),
      scores: hw?.scores ?? new Map(),
    };
  });
}

function homeworkRows(d: ClassData): HomeworkStatRow[] {
  const points = (tenths: number | null | undefined) => (tenths === null || tenths === undefined ? null : toPoints(tenths));
  return d.hws.map((hw) => {
    const f = d.byHomework.get(hw.id);
    return {
      homeworkId: hw.id,
      name: hw.name,
      endAt: hw.endAt.toISOString(),
      submitted: f?.submitted ?? 0,
      students: f?.students ?? 0,
      average: f?.average == null ? null : Math.round(f.average) / 10,
      max: points(f?.max),
      min: points(f?.min),
      total: toPoints(hw.totalTenths),
    };
  });
}

/** Each exam's figures over the graded attempts of the roster (the attempts hold the roster's only). */
function examRows(d: ClassData): ExamStatRow[] {
  return d.exams.map((e) => {
    const graded = [...e.attempts.values()].filter(examGraded).map((a) => a.scoreTenths);
    const average = mean(graded);
    return {
      examClassId: e.id,
      name: e.name,
      startAt: e.startAt.toISOString(),
      endAt: e.endAt.toISOString(),
      submitted: graded.length,
      students: d.students.filter((s) => ownExam(e, d.examTerms.get(e.id), s.userId) !== null).length,
      average: average === null ? null : Math.round(average) / 10,
      max: graded.length ? toPoints(Math.max(...graded)) : null,
      min: graded.length ? toPoints(Math.min(...graded)) : null,
      total: toPoints(e.totalTenths),
    };
  });
}

export async function classStat(db: DbOrTx, actor: AuthContext, sclassId: number): Promise<ClassStat> {
  const d = await classData(db, actor, sclassId);
  const students = studentRows(d).map(({ scores: _scores, ...row }) => row);
  const averages = students.map((s) => s.homeworkAverage);
  const counted = averages.filter((a): a is number => a !== null);
  const classAverage = mean(counted);
  return {
    clazz: d.info,
    averageProgress: Math.floor(mean(students.map((s) => s.progress)) ?? 0),
    homeworkAverage: classAverage === null ? null : roundPercent(classAverage),
    students,
    homeworks: homeworkRows(d),
    knowledge: d.points.map((p) => ({
      knowId: p.id,
      name: p.name,
      exerciseCount: p.exerciseCount,
      mastery: Math.round(mean(d.students.map((s) => masteryOf(d.correct.get(s.userId)?.get(p.id) ?? 0, p.exerciseCount))) ?? 0),
    })),
    distribution: distributionOf(averages),
    exams: examRows(d),
  };
}

/** One student's submissions to the class's homework, by homework (at most one row per homework). */
async function submissionsOf(db: DbOrTx, classId: number, userId: number) {
  const rows = await db
    .select({
      homeworkId: homeworkSubmissions.homeworkId,
      status: homeworkSubmissions.status,
      scoreTenths: homeworkSubmissions.scoreTenths,
      submittedAt: homeworkSubmissions.submittedAt,
      late: homeworkSubmissions.late,
    })
    .from(homeworkSubmissions)
    .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
    .where(and(eq(homeworks.classId, classId), eq(homeworkSubmissions.studentId, userId)));
  return new Map(rows.map((r) => [r.homeworkId, r]));
}

/**
 * Which of a student's homework keeps its score back: a teacher sees every score (nothing withheld), the student
 * only the released ones (submission.ts scoreReleased, read on the homework with their own end as its pages do).
 */
type Withheld = (hw: Homework, sub: { status: StudentHomeworkStat['status']; scoreTenths: number | null } | null, now: Date) => boolean;
/** What a view keeps back: homework (`withheld`) and exam scores (`examShown`). */
type StatView = { withheld: Withheld; examShown: ExamScoreShown };
const TEACHER_VIEW: StatView = { withheld: () => false, examShown: TEACHER_EXAM_VIEW };
/** The student's own: released scores only, and no total over a question an exam still open for them holds. */
const ownView = (held: HeldQuestions): StatView => ({
  withheld: (hw, sub, now) => sub !== null && (!scoreReleased(hw, sub, now) || totalHeld(hw.questions, held.all)),
  examShown: (exam, a, now) => examScoreReleased(exam, a, now) && !totalHeld(exam.questions, held.except(exam.id)),
});

function studentExams(exams: ClassExam[], userId: number, now: Date, shown: ExamScoreShown): StudentExamStat[] {
  return exams.map((e) => ({
    ...examScoreOf(e, userId, now, shown),
    name: e.name,
    startAt: e.startAt.toISOString(),
    endAt: e.endAt.toISOString(),
    total: toPoints(e.totalTenths),
    submittedAt: e.attempts.get(userId)?.submittedAt?.toISOString() ?? null,
  }));
}

/** One student of the class, seen by a teacher or by the student (`view`: the scores kept back). */
async function studentStatOf(db: DbOrTx, clazz: ClassRow, userId: number, view: StatView = TEACHER_VIEW): Promise<StudentStat> {
  const [student] = await rosterOf(db, clazz.id, userId);
  if (!student) throw notFound('班级中的这名学生');
  const now = clock.now();
  const [{ n: studentCount }] = await db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, clazz.id));
  const outline = await courseOutline(db, clazz.courseId, clazz.id);
  const records = await studyRecords(db, clazz.id, [userId]);
  const hws = await homeworksOf(db, clazz.id, userId);
  const subs = await submissionsOf(db, clazz.id, userId);
  const held = hws.filter((hw) => view.withheld(hw, subs.get(hw.id) ?? null, now)).map((hw) => hw.id);
  const figures = (await studentHomework(db, clazz.id, now, userId, held)).get(userId);
  const { perPoint, mastery } = studentMastery(await pointsOf(db, clazz.courseId), (await correctCounts(db, clazz, userId, held)).get(userId));
  return {
    clazz: await statClassOf(db, clazz, studentCount),
    student,
    progress: courseFigures(outline, records, userId).progress,
    chapters: outline.visible.map((c) => {
      const f = chapterFigures(outline, records, c, userId);
      return { chapterId: c.id, parentId: c.parentId, title: c.title, serialNum: c.serialNum, ...f, lastStudiedAt: f.lastStudiedAt?.toISOString() ?? null };
    }),
    homeworkDone: figures?.done ?? 0,
    homeworkAverage: figures?.average ?? null,
    mastery,
    homeworks: hws.map((hw): StudentHomeworkStat => {
      const sub = subs.get(hw.id);
      const done = figures?.scores.get(hw.id);
      return {
        homeworkId: hw.id,
        name: hw.name,
        endAt: hw.endAt.toISOString(),
        status: sub?.status ?? 'new',
        score: done === undefined ? null : toPoints(done),
        total: toPoints(hw.totalTenths),
        submittedAt: sub?.submittedAt?.toISOString() ?? null,
        late: sub?.late ?? false,
      };
    }),
    knowledge: perPoint satisfies StudentKnowledgeStat[],
    exams: studentExams(examsFor(await classExams(db, clazz.id, userId), await examTermsOf(db, clazz.id), userId), userId, now, view.examShown),
  };
}

/** One student of the class, for its teachers: every score. */
export async function studentStat(db: DbOrTx, actor: AuthContext, sclassId: number, userId: number): Promise<StudentStat> {
  return studentStatOf(db, await taughtClass(db, actor, sclassId, { grading: true }), userId);
}

/**
 * The student's own statistics in a class they attend. A homework they worked on whose score is not released to
 * them yet (scoreReleased) shows no score and counts neither in their average nor, by its answers, in their
 * mastery (practice still does); one they never opened counts 0 once its deadline passed, as for the teacher. An
 * exam's score shows once released (the exam's own rule).
 */
export async function myStudentStat(db: DbOrTx, actor: AuthContext, courseId: number, clazzId: number): Promise<StudentStat> {
  const clazz = await attendedClass(db, actor, clazzId, courseId);
  return studentStatOf(db, clazz, actor.userId, ownView(await questionsHeld(db, actor.userId)));
}
