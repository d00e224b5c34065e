// Taking an exam: start (the one attempt), the paper (resume anywhere), autosave with the homework's ordering rule,
// running SQL on the snapshot's scene, handing in. The server's clock decides; past the deadline and its grace a
// save is refused and the attempt handed in as it was saved.
import { and, eq, sql } from 'drizzle-orm';
import type { ExamPaper } from '@contract/exam';
import { toPoints, type AnswerValue } from '@contract/exercise';
import type { SqlRunResult } from '@contract/grading';
import type { SaveHomeworkAnswer } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import { classStudents, examAnswers, examClasses, examAttempts } from '../../db/schema';
import { byUser, type GradingEngine } from '../../grading/engine';
import { gradingPass } from '../../grading/paper';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { AppError, invalid } from '../../lib/errors';
import { writeNewerAnswers } from '../../lib/newer-answers';
import { ownExamClass, type AttemptRow } from './access';
import { answersOf, attemptOf, canEdit, GRACE_MS, gradeAttempt, handIn, isExpired, isHandedIn, settledAttempt, startAttempt, stateOf } from './attempt';
import { myExamDetail } from './my-exams';
import { studentPaper, toPaperAnswer, toStudentAnswer } from './shuffle';
import type { OwnExamClass } from './terms';
import { examViewOf, itemsOf } from './views';

const NOT_STARTED = '你还没有开始这场考试';
const HANDED_IN = '你已交卷，不能再修改答案';
export const TIME_UP = '考试时间已到，答案已自动提交';

/** Why answers cannot change now (a handed-in attempt, the clock), or null when they can. */
function lockedReason(a: AttemptRow, now: Date): string | null {
  if (a.status !== 'answering') return a.autoSubmitted ? TIME_UP : HANDED_IN;
  if (isExpired(a, now)) return TIME_UP;
  return null;
}

async function paperOf(db: DbOrTx, ec: OwnExamClass, a: AttemptRow): Promise<ExamPaper> {
  const now = clock.now();
  const items = itemsOf(ec, a);
  const itemOf = new Map(items.map((i) => [i.question.questionId, i]));
  const answers = (await answersOf(db, a.id)).filter((x) => x.seq > 0 && itemOf.has(x.questionId));
  return {
    examClassId: ec.id,
    examId: ec.examId,
    courseId: ec.courseId,
    classId: ec.classId,
    scoreId: a.id,
    name: ec.name,
    totalScore: toPoints(ec.totalTenths),
    state: stateOf(ec, a, now),
    startedAt: a.startedAt.toISOString(),
    deadline: a.deadline.toISOString(),
    extraMinutes: ec.extraMinutes,
    serverNow: now.toISOString(),
    canEdit: canEdit(a, now),
    questions: items.map((i) => ({ questionId: i.question.questionId, position: i.position, exercise: examViewOf(ec, i, false) })),
    answers: answers.map((x) => ({
      questionId: x.questionId,
      answer: toStudentAnswer(itemOf.get(x.questionId)!, x.answer),
      seq: x.seq,
      savedAt: x.savedAt.toISOString(),
    })),
  };
}

/** Starts the caller's one attempt (or finds it: a second start, another tab) and answers the paper. */
export async function startExam(db: Db, grading: GradingEngine, actor: AuthContext, examClassId: number): Promise<ExamPaper> {
  const ec = await ownExamClass(db, actor, examClassId);
  const existing = await settledAttempt(db, grading, ec, actor.userId);
  if (existing && isHandedIn(existing.status)) throw invalid(existing.autoSubmitted ? TIME_UP : '你已交卷，不能再次作答');
  return paperOf(db, ec, existing ?? (await startAttempt(db, ec, actor.userId)));
}

/** The started attempt's paper: after a reload, on another device, after a server restart. */
export async function examPaper(db: Db, grading: GradingEngine, actor: AuthContext, examClassId: number): Promise<ExamPaper> {
  const ec = await ownExamClass(db, actor, examClassId);
  const a = await settledAttempt(db, grading, ec, actor.userId);
  if (!a) throw invalid(NOT_STARTED);
  return paperOf(db, ec, a);
}

type SaveBody = { examClassId: number; answers: { questionId: number; answer: AnswerValue; seq: number }[] };

/**
 * The caller's attempt with what a save needs of its exam-class (the questions, the shuffling), if the caller is a
 * student of the class: one statement, since saves are the exam's hottest call; `lock` takes the attempt row for the
 * transaction. Null: no such attempt (not started, or not the caller's class: the careful path tells which).
 */
async function ownAttemptForSave(tx: DbOrTx, examClassId: number, studentId: number, { lock }: { lock: boolean }) {
  const query = tx
    .select({
      attempt: examAttempts,
      questions: examClasses.questions,
      shuffleQuestions: examClasses.shuffleQuestions,
      shuffleOptions: examClasses.shuffleOptions,
    })
    .from(examAttempts)
    .innerJoin(examClasses, eq(examClasses.id, examAttempts.examClassId))
    .innerJoin(classStudents, and(eq(classStudents.classId, examClasses.classId), eq(classStudents.userId, examAttempts.studentId)))
    .where(and(eq(examAttempts.examClassId, examClassId), eq(examAttempts.studentId, studentId)));
  const [row] = await (lock ? query.for('update', { of: examAttempts }) : query);
  return row ?? null;
}

type AttemptForSave = NonNullable<Awaited<ReturnType<typeof ownAttemptForSave>>>;

/** The newest answer sent per question, in the paper's keys (choices arrive in the student's labels). */
function paperAnswers(found: AttemptForSave, answers: SaveBody['answers']) {
  const itemOf = new Map(studentPaper(found.questions, found.attempt.seed, found).map((i) => [i.question.questionId, i]));
  const latest = new Map<number, { questionId: number; answer: AnswerValue; seq: number }>();
  for (const a of answers) {
    const item = itemOf.get(a.questionId);
    if (!item) throw invalid('题目不属于这场考试');
    const answer = toPaperAnswer(item, a.answer);
    if (!answer) throw invalid(`第 ${item.position} 题没有所选的选项`);
    if ((latest.get(a.questionId)?.seq ?? 0) < a.seq) latest.set(a.questionId, { ...a, answer });
  }
  return [...latest.values()];
}

/**
 * Saves answers, each only if its seq is newer than the stored one (a delayed older save never overwrites a newer
 * answer; a repeated one counts as applied). The attempt row is locked, so saves and handing in queue up.
 *
 * Exam day is 500 students autosaving at once, so the usual case — the attempt is open and every save is newer —
 * takes two statements without a transaction block (quickSave); anything else (a stale or repeated seq, bad input,
 * the clock, a hand-in meanwhile) goes the careful way, which refuses bad input before writing and says why.
 */
export async function saveExamAnswers(db: Db, grading: GradingEngine, actor: AuthContext, body: SaveBody): Promise<SaveHomeworkAnswer> {
  return (await quickSave(db, actor, body)) ?? carefulSave(db, grading, actor, body);
}

/**
 * The save as one read and one write when nothing unusual is going on, else null. The write locks the attempt row and
 * writes only while the attempt is being answered inside its deadline and grace, the caller is still on the class's
 * roster and the shuffling the answers were mapped with is unchanged; a hand-in committed first leaves it nothing to
 * write, one that comes after waits for it.
 */
async function quickSave(db: Db, actor: AuthContext, body: SaveBody): Promise<SaveHomeworkAnswer | null> {
  const found = await ownAttemptForSave(db, body.examClassId, actor.userId, { lock: false });
  const now = clock.now();
  if (!found || lockedReason(found.attempt, now)) return null;
  let answers: ReturnType<typeof paperAnswers>;
  try {
    answers = paperAnswers(found, body.answers);
  } catch (err) {
    // bad input: the careful way refuses it with its message
    if (err instanceof AppError) return null;
    throw err;
  }
  return writeNewerAnswers(db, {
    open: sql`
      select s.id
      from ${examAttempts} s
      join ${examClasses} ec on ec.id = s.exam_class_id
      join ${classStudents} cs on cs.class_id = ec.class_id and cs.user_id = s.student_id
      where s.id = ${found.attempt.id} and s.status = 'answering'
        and s.deadline >= ${new Date(now.getTime() - GRACE_MS).toISOString()}::timestamptz
        and ec.shuffle_questions = ${found.shuffleQuestions} and ec.shuffle_options = ${found.shuffleOptions}
      for update of s`,
    into: examAnswers,
    owner: 'attempt_id',
    answers,
    now,
  });
}

/** The save in one transaction, the attempt locked throughout: every case, with the reason when it is refused. */
async function carefulSave(db: Db, grading: GradingEngine, actor: AuthContext, body: SaveBody): Promise<SaveHomeworkAnswer> {
  const outcome = await db.transaction(async (tx): Promise<SaveHomeworkAnswer | { refused: string; expired: boolean } | null> => {
    const found = await ownAttemptForSave(tx, body.examClassId, actor.userId, { lock: true });
    if (!found) return null;
    const a = found.attempt;
    const now = clock.now();
    const reason = lockedReason(a, now);
    if (reason) return { refused: reason, expired: a.status === 'answering' };
    const saved: SaveHomeworkAnswer['saved'] = [];
    for (const x of paperAnswers(found, body.answers)) {
      const [written] = await tx
        .insert(examAnswers)
        .values({ attemptId: a.id, questionId: x.questionId, answer: x.answer, seq: x.seq, savedAt: now })
        .onConflictDoUpdate({
          target: [examAnswers.attemptId, examAnswers.questionId],
          set: { answer: x.answer, seq: x.seq, savedAt: now },
          setWhere: sql`${examAnswers.seq} < ${x.seq}`,
        })
        .returning({ seq: examAnswers.seq, savedAt: examAnswers.savedAt });
      if (written) {
        saved.push({ questionId: x.questionId, applied: true, seq: written.seq, savedAt: written.savedAt.toISOString() });
        continue;
      }
      const [kept] = await tx
        .select({ seq: examAnswers.seq, savedAt: examAnswers.savedAt })
        .from(examAnswers)
        .where(and(eq(examAnswers.attemptId, a.id), eq(examAnswers.questionId, x.questionId)));
      // the same seq again is the same save repeated (a retry): it counts as applied
      saved.push({ questionId: x.questionId, applied: kept!.seq === x.seq, seq: kept!.seq, savedAt: kept!.savedAt.toISOString() });
    }
    return { saved, serverNow: now.toISOString() };
  });
  if (outcome === null) {
    // not the caller's class (the same answer as for a missing exam), or not started
    await ownExamClass(db, actor, body.examClassId);
    throw invalid(NOT_STARTED);
  }
  if ('refused' in outcome) {
    // the refusal is the moment the platform hands the attempt in, as it was saved by the deadline
    if (outcome.expired) await handIn(db, grading, await ownExamClass(db, actor, body.examClassId), actor.userId, { auto: true });
    throw invalid(outcome.refused);
  }
  return outcome;
}

/** Runs SQL on a fresh copy of the question's scene as published, while the attempt is open. */
export async function runExamSql(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { examClassId: number; questionId: number; sql: string },
): Promise<SqlRunResult> {
  const ec = await ownExamClass(db, actor, body.examClassId);
  const a = await settledAttempt(db, grading, ec, actor.userId);
  if (!a) throw invalid(NOT_STARTED);
  const q = ec.questions.find((x) => x.questionId === body.questionId);
  if (!q) throw invalid('题目不属于这场考试');
  if (!('sceneId' in q.spec)) throw invalid('这道题不是 SQL 题，不能运行');
  const now = clock.now();
  if (!canEdit(a, now)) throw invalid(lockedReason(a, now) ?? '考试时间已到，不能再运行 SQL');
  return grading.run(ec.scenes[String(q.spec.sceneId)]!.initSql, body.sql, null, byUser(actor.userId));
}

/** Hands in and grades; a second submit (a retry, another tab) changes nothing and answers the same. */
export async function submitExam(db: Db, grading: GradingEngine, actor: AuthContext, examClassId: number) {
  const ec = await ownExamClass(db, actor, examClassId);
  const a = await attemptOf(db, ec.id, actor.userId);
  if (!a) throw invalid(NOT_STARTED);
  // past the deadline and its grace, what was saved in time is handed in by the platform, as at the deadline
  if (a.status === 'answering') await handIn(db, grading, ec, actor.userId, { auto: isExpired(a, clock.now()), pass: gradingPass(byUser(actor.userId)) });
  else if (a.scoreTenths === null) await gradeAttempt(db, grading, ec, a.id);
  return myExamDetail(db, grading, actor, examClassId);
}
