// A student's exams: the class's list with each one's state, and one exam before, during and after the attempt,
// showing scores, answers and analysis only as the release settings allow.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { StudentExamDetail, StudentExamList, StudentExamRow } from '@contract/exam';
import { toPoints } from '@contract/exercise';
import type { Db, DbOrTx } from '../../db/client';
import { param, runPrepared } from '../../db/prepared';
import { classes, classStudents, courses, examClasses, examAttempts, examExtensions } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import { finalTenths } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { attended, onRosterOf } from '../classes/access';
import { listedColumns, listedQuestions } from '../papers/listed';
import { ownExamClass, type AttemptRow } from './access';
import { answerReleased, answersOf, canEdit, isExpired, isHandedIn, scoreReleased, settledAttempt, startRefusal, stateOf } from './attempt';
import { heldInRows, heldQuestionsColumn, questionsHeld, totalHeld, verdictsHeld } from './open-questions';
import { toStudentAnswer } from './shuffle';
import { extensionOn, forStudentSql, withExtra } from './terms';
import { examViewOf, itemsOf } from './views';
import { studentVerdict } from '../../grading/answer';

/**
 * The class the student attends with its course's name and the class's exam-classes for them (a targeted one only
 * when they are among its chosen students), each with their extra minutes and attempt, and the questions open exams
 * hold from them: one prepared statement (values clazzId, userId, now). A class without exams is one row with ec null.
 */
const examList = (db: DbOrTx) =>
  db
    .select({
      cl: classes,
      courseName: courses.name,
      ec: listedColumns(examClasses),
      questions: listedQuestions(examClasses),
      extraMinutes: examExtensions.extraMinutes,
      attempt: examAttempts,
      // a total could be held only where there is one
      held: heldQuestionsColumn(param('userId'), param('now'), sql`${examAttempts.scoreTenths} is not null`),
    })
    .from(classes)
    .innerJoin(classStudents, onRosterOf({ userId: param('userId') }))
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .leftJoin(examClasses, and(eq(examClasses.classId, classes.id), forStudentSql(param('userId'))))
    .leftJoin(examExtensions, extensionOn(param('userId')))
    .leftJoin(examAttempts, and(eq(examAttempts.examClassId, examClasses.id), eq(examAttempts.studentId, param('userId'))))
    .where(eq(classes.id, param('clazzId')))
    .orderBy(desc(examClasses.startAt), desc(examClasses.id));

export async function myExams(db: Db, grading: GradingEngine, actor: AuthContext, courseId: number, clazzId: number): Promise<StudentExamList> {
  const found = await runPrepared(db, 'my_exams', examList, { clazzId, userId: actor.userId, now: clock.now().toISOString() });
  const clazz = attended(found[0]?.cl, courseId);
  // each exam-class with the student's extra minutes in its end and duration
  const rows = found.flatMap(({ ec, questions, extraMinutes, attempt }) => (ec ? [{ ec: withExtra(ec, extraMinutes), questions, extraMinutes, attempt }] : []));
  const attempts = new Map<number, AttemptRow | null>(rows.map(({ ec, attempt }) => [ec.id, attempt]));
  // what the clock left open is handed in (and what a crash left ungraded graded) before it is shown, with the
  // exam-class read whole for it
  let settled = false;
  for (const { ec, extraMinutes, attempt: a } of rows) {
    if (a && (isExpired(a, clock.now()) || (isHandedIn(a.status) && a.scoreTenths === null))) {
      const [whole] = await db.select().from(examClasses).where(eq(examClasses.id, ec.id));
      attempts.set(ec.id, await settledAttempt(db, grading, withExtra(whole!, extraMinutes), actor.userId));
      settled = true;
    }
  }
  const now = clock.now();
  // a total over a question another exam still open for the student holds waits for that exam's end: as of the
  // statement's moment (a little earlier than now, so never fewer), or read again when a hand-in above gave a total
  // the statement did not see
  const held = settled ? await questionsHeld(db, actor.userId, now) : heldInRows(found);
  const exams: StudentExamRow[] = rows.map(({ ec, questions }) => {
    const a = attempts.get(ec.id) ?? null;
    return {
      examClassId: ec.id,
      examId: ec.examId,
      name: ec.name,
      startAt: ec.startAt.toISOString(),
      endAt: ec.endAt.toISOString(),
      durationMinutes: ec.durationMinutes,
      extraMinutes: ec.extraMinutes,
      questionCount: questions.length,
      totalScore: toPoints(ec.totalTenths),
      state: stateOf(ec, a, now),
      deadline: a?.deadline.toISOString() ?? null,
      score: scoreReleased(ec, a, now) && !totalHeld(questions, held.except(ec.id)) ? toPoints(a!.scoreTenths!) : null,
    };
  });
  return { courseName: found[0]!.courseName, className: clazz.name, serverNow: now.toISOString(), exams };
}

export async function myExamDetail(db: Db, grading: GradingEngine, actor: AuthContext, examClassId: number): Promise<StudentExamDetail> {
  const ec = await ownExamClass(db, actor, examClassId);
  const a = await settledAttempt(db, grading, ec, actor.userId);
  const now = clock.now();
  const showScore = scoreReleased(ec, a, now);
  const handedIn = a !== null && isHandedIn(a.status);
  // each question's verdict and the answers wait until the window has closed for the whole class (or the teacher's
  // release); the total follows showScore alone
  const held = handedIn ? await verdictsHeld(db, ec, now) : true;
  const showAnswer = answerReleased(ec, a, now) && !held;
  const showVerdicts = showScore && !held;
  // and a question also in another exam still open for the student stays held by that one, with the total
  const heldElsewhere = showScore || showAnswer ? (await questionsHeld(db, actor.userId, now)).except(ec.id) : new Set<number>();
  const scoreHeldForExam = showScore && totalHeld(ec.questions, heldElsewhere);
  const answers = new Map((handedIn ? await answersOf(db, a.id) : []).map((x) => [x.questionId, x]));
  return {
    examClassId: ec.id,
    examId: ec.examId,
    courseId: ec.courseId,
    classId: ec.classId,
    name: ec.name,
    description: ec.description,
    questionCount: ec.questions.length,
    totalScore: toPoints(ec.totalTenths),
    durationMinutes: ec.durationMinutes,
    extraMinutes: ec.extraMinutes,
    startAt: ec.startAt.toISOString(),
    endAt: ec.endAt.toISOString(),
    showScore: ec.showScore,
    serverNow: now.toISOString(),
    state: stateOf(ec, a, now),
    canAnswer: a ? canEdit(a, now) : startRefusal(ec, now) === null,
    attempt: a
      ? {
          scoreId: a.id,
          startedAt: a.startedAt.toISOString(),
          deadline: a.deadline.toISOString(),
          submittedAt: a.submittedAt?.toISOString() ?? null,
          autoSubmitted: a.autoSubmitted,
        }
      : null,
    scoreReleased: showScore,
    answerReleased: showAnswer,
    verdictsHeld: handedIn && showScore && held,
    score: showScore && !scoreHeldForExam ? toPoints(a!.scoreTenths!) : null,
    scoreHeldForExam,
    comment: a?.status === 'reviewed' ? a.comment : null,
    questions: handedIn
      ? itemsOf(ec, a).map((item) => {
          const x = answers.get(item.question.questionId);
          const final = finalTenths(x);
          const elsewhere = heldElsewhere.has(item.question.questionId);
          const verdicts = showVerdicts && !elsewhere;
          return {
            questionId: item.question.questionId,
            position: item.position,
            exercise: examViewOf(ec, item, showAnswer && !elsewhere),
            answer: x && x.seq > 0 ? toStudentAnswer(item, x.answer) : null,
            verdict: verdicts && x?.verdict ? studentVerdict({ ...x.verdict, score: final === null ? null : toPoints(final) }, showAnswer && !elsewhere) : null,
            score: verdicts && final !== null ? toPoints(final) : null,
            comment: verdicts ? (x?.comment ?? null) : null,
          };
        })
      : [],
  };
}
