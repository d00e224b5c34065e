// A student's exams: the class's list with each one's state, and one exam before, during and after the attempt,
// showing scores, answers and analysis only as the release settings allow.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { StudentExamDetail, StudentExamList, StudentExamRow } from '@contract/exam';
import { toPoints } from '@contract/exercise';
import type { Db } from '../../db/client';
import { courses, examClasses, examAttempts, examExtensions } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import { finalTenths } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { attendedClass } from '../classes/access';
import { ownExamClass, type AttemptRow } from './access';
import { answerReleased, answersOf, canEdit, isExpired, isHandedIn, scoreReleased, settledAttempt, startRefusal, stateOf } from './attempt';
import { NOTHING_HELD, questionsHeld, totalHeld, verdictsHeld } from './open-questions';
import { toStudentAnswer } from './shuffle';
import { extensionOn, forStudentSql, withExtra } from './terms';
import { examViewOf, itemsOf } from './views';

export async function myExams(db: Db, grading: GradingEngine, actor: AuthContext, courseId: number, clazzId: number): Promise<StudentExamList> {
  const clazz = await attendedClass(db, actor, clazzId, courseId);
  const [course] = await db.select({ name: courses.name }).from(courses).where(eq(courses.id, courseId));
  // the class's exam-classes for this student (a targeted one only when they are among its chosen students), each with
  // their extra minutes in its end and duration
  const list = (
    await db
      .select({ ec: examClasses, extraMinutes: examExtensions.extraMinutes })
      .from(examClasses)
      .leftJoin(examExtensions, extensionOn(actor.userId))
      .where(and(eq(examClasses.classId, clazz.id), forStudentSql(actor.userId)))
      .orderBy(desc(examClasses.startAt), desc(examClasses.id))
  ).map((r) => withExtra(r.ec, r.extraMinutes));
  const found = list.length
    ? await db
        .select()
        .from(examAttempts)
        .where(
          and(
            eq(examAttempts.studentId, actor.userId),
            inArray(
              examAttempts.examClassId,
              list.map((ec) => ec.id),
            ),
          ),
        )
    : [];
  const attempts = new Map<number, AttemptRow | null>(found.map((a) => [a.examClassId, a]));
  // what the clock left open is handed in (and what a crash left ungraded graded) before it is shown
  for (const ec of list) {
    const a = attempts.get(ec.id);
    if (a && (isExpired(a, clock.now()) || (isHandedIn(a.status) && a.scoreTenths === null)))
      attempts.set(ec.id, await settledAttempt(db, grading, ec, actor.userId));
  }
  const now = clock.now();
  // a total over a question another exam still open for the student holds waits for that exam's end (asked only
  // when a score is released at all)
  const anyReleased = list.some((ec) => scoreReleased(ec, attempts.get(ec.id) ?? null, now));
  const held = anyReleased ? await questionsHeld(db, actor.userId, now) : NOTHING_HELD;
  const exams: StudentExamRow[] = list.map((ec) => {
    const a = attempts.get(ec.id) ?? null;
    return {
      examClassId: ec.id,
      examId: ec.examId,
      name: ec.name,
      startAt: ec.startAt.toISOString(),
      endAt: ec.endAt.toISOString(),
      durationMinutes: ec.durationMinutes,
      extraMinutes: ec.extraMinutes,
      questionCount: ec.questions.length,
      totalScore: toPoints(ec.totalTenths),
      state: stateOf(ec, a, now),
      deadline: a?.deadline.toISOString() ?? null,
      score: scoreReleased(ec, a, now) && !totalHeld(ec.questions, held.except(ec.id)) ? toPoints(a!.scoreTenths!) : null,
    };
  });
  return { courseName: course?.name ?? '', className: clazz.name, serverNow: now.toISOString(), exams };
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
            verdict: verdicts && x?.verdict ? { ...x.verdict, score: final === null ? null : toPoints(final) } : null,
            score: verdicts && final !== null ? toPoints(final) : null,
            comment: verdicts ? (x?.comment ?? null) : null,
          };
        })
      : [],
  };
}
