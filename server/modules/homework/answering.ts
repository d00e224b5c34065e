// What a student does with a homework: list it, open the answer sheet, autosave, run SQL, hand in, see the result.
// Every call checks that the student in the path is the caller; the server's clock decides what is still open.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isAnswered } from '@contract/answer';
import { studentViewOf, toPoints, type AnswerValue } from '@contract/exercise';
import type { SqlRunResult } from '@contract/grading';
import type { HomeworkResult, HomeworkSheet, SaveHomeworkAnswer, StudentHomeworkRow } from '@contract/homework';
import type { Db, DbOrTx } from '../../db/client';
import { classes, classStudents, courses, homeworkAnswers, homeworkExtensions, homeworks, homeworkSubmissions } from '../../db/schema';
import { param, runPrepared } from '../../db/prepared';
import { byUser, type GradingEngine } from '../../grading/engine';
import { gradingPass } from '../../grading/paper';
import { releasedBy } from '../../grading/release';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { invalid } from '../../lib/errors';
import { writeNewerAnswers } from '../../lib/newer-answers';
import { attended, onRosterOf } from '../classes/access';
import { heldInRows, heldQuestionsColumn, questionsHeld, totalHeld } from '../exams/open-questions';
import { type ListedQuestion, listedColumns, listedQuestions } from '../papers/listed';
import { ownHomework, type HomeworkRow } from './access';
import { finalDeadline } from './publish';
import { resubmitUntil } from './resubmit';
import {
  answersOf,
  sqlDeadline,
  closeExpired,
  deadlineOf,
  ensureSubmission,
  handIn,
  isHandedIn,
  lockedReason,
  scoreReleased,
  submissionOf,
  type AnswerRow,
  type SubmissionRow,
} from './submission';
import { closedForEveryone, extensionOn, forStudentSql, withExtension } from './terms';
import { studentVerdict } from '../../grading/answer';

type Question = HomeworkRow['questions'][number];

const viewOf = (hw: HomeworkRow, q: Question, release: boolean) =>
  studentViewOf(
    { exerciseId: q.questionId, type: q.type, stem: q.stem, difficulty: q.difficulty, score: toPoints(q.scoreTenths), spec: q.spec, analysis: q.analysis },
    { release, sceneName: 'sceneId' in q.spec ? (hw.scenes[String(q.spec.sceneId)]?.name ?? null) : null },
  );

const answeredCount = (questions: readonly ListedQuestion[], answers: Pick<AnswerRow, 'questionId' | 'answer'>[]) => {
  const byId = new Map(answers.map((a) => [a.questionId, a.answer]));
  return questions.filter((q) => isAnswered(q, byId.get(q.questionId))).length;
};

/**
 * Whether answers and analysis show to the student now (`hw` as it stands for them). 'end' waits until the homework
 * has closed for everyone, the latest extension and any submission returned to be redone too: nobody still answering
 * may be told them by a classmate's page.
 */
export async function answerReleased(db: DbOrTx, hw: HomeworkRow, sub: SubmissionRow | null, now: Date): Promise<boolean> {
  if (!sub) return false;
  let ended = now > finalDeadline(hw);
  if (ended && hw.showAnswer === 'end') ended = await closedForEveryone(db, hw.id, now);
  return releasedBy(hw.showAnswer, { handedIn: isHandedIn(sub.status), reviewed: sub.status === 'reviewed', ended });
}

/**
 * The class the student attends with its course's name and the class's homework for them (a targeted one only when
 * they are among its chosen students), each with their submission, its answers, their extension, and the questions
 * open exams hold from them: one prepared statement (values clazzId, userId, now). A class without homework is one row
 * with homework null.
 */
const homeworkList = (db: DbOrTx) =>
  db
    .select({
      cl: classes,
      courseName: courses.name,
      hw: listedColumns(homeworks),
      questions: listedQuestions(homeworks),
      sub: homeworkSubmissions,
      extendedTo: homeworkExtensions.endAt,
      answers: sql<
        Pick<AnswerRow, 'questionId' | 'answer'>[]
      >`coalesce((select json_agg(json_build_object('questionId', ${homeworkAnswers.questionId}, 'answer', ${homeworkAnswers.answer}))
        from ${homeworkAnswers} where ${homeworkAnswers.submissionId} = ${homeworkSubmissions.id}), '[]')`,
      // a total could be held only where there is one
      held: heldQuestionsColumn(param('userId'), param('now'), sql`${homeworkSubmissions.scoreTenths} is not null`),
    })
    .from(classes)
    .innerJoin(classStudents, onRosterOf({ userId: param('userId') }))
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .leftJoin(homeworks, and(eq(homeworks.classId, classes.id), forStudentSql(param('userId'))))
    .leftJoin(homeworkSubmissions, and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.studentId, param('userId'))))
    .leftJoin(homeworkExtensions, extensionOn(param('userId')))
    .where(eq(classes.id, param('clazzId')))
    .orderBy(sql`${homeworks.endAt} desc`, homeworks.id);

export async function myHomeworks(db: Db, grading: GradingEngine, actor: AuthContext, courseId: number, clazzId: number) {
  const now = clock.now();
  const found = await runPrepared(db, 'my_homeworks', homeworkList, { clazzId, userId: actor.userId, now: now.toISOString() });
  const clazz = attended(found[0]?.cl, courseId);
  const rows = found.flatMap(({ hw, questions, sub, extendedTo, answers }) =>
    hw ? [{ hw, questions, sub, answers, own: withExtension(hw, extendedTo) }] : [],
  );
  // what the deadline left open is handed in before it is shown (the first list after a deadline; the sweeper's job)
  const stale = rows.filter((r) => r.sub && !isHandedIn(r.sub.status) && now > deadlineOf(r.own, r.sub));
  if (stale.length) {
    const ids = stale.map((r) => r.hw.id);
    for (const hw of await db.select().from(homeworks).where(inArray(homeworks.id, ids))) await closeExpired(db, grading, hw);
  }
  const fresh = stale.length
    ? await db
        .select()
        .from(homeworkSubmissions)
        .where(
          and(
            eq(homeworkSubmissions.studentId, actor.userId),
            inArray(
              homeworkSubmissions.homeworkId,
              stale.map((r) => r.hw.id),
            ),
          ),
        )
    : [];
  const subs = new Map(rows.map((r) => [r.hw.id, fresh.find((f) => f.homeworkId === r.hw.id) ?? r.sub]));
  // a total over a question of an exam still open for the student waits for that exam's end (read again when a
  // hand-in above gave a total the statement did not see)
  const held = (stale.length ? await questionsHeld(db, actor.userId, now) : heldInRows(found)).all;
  const list: StudentHomeworkRow[] = rows.map(({ own: hw, hw: shared, questions, answers }) => {
    const sub = subs.get(hw.id) ?? null;
    return {
      homeworkId: hw.id,
      name: hw.name,
      startAt: hw.startAt.toISOString(),
      endAt: hw.endAt.toISOString(),
      extended: hw !== shared,
      lateUntil: hw.latePolicy === 'accept' ? (hw.lateUntil?.toISOString() ?? null) : null,
      status: sub?.status ?? 'new',
      open: lockedReason(hw, sub, now) === null,
      questionCount: questions.length,
      answeredCount: sub ? answeredCount(questions, answers) : 0,
      totalScore: toPoints(hw.totalTenths),
      score: scoreReleased(hw, sub, now) && !totalHeld(questions, held) ? toPoints(sub!.scoreTenths!) : null,
      submittedAt: sub?.submittedAt?.toISOString() ?? null,
      late: sub?.late ?? false,
    };
  });
  return { courseName: found[0]!.courseName, className: clazz.name, serverNow: now.toISOString(), homeworks: list };
}

export async function homeworkSheet(db: Db, grading: GradingEngine, actor: AuthContext, studentId: number, homeworkId: number): Promise<HomeworkSheet> {
  const { hw, shared, extended } = await ownHomework(db, actor, studentId, homeworkId);
  let now = clock.now();
  let sub = await submissionOf(db, hw.id, actor.userId);
  if (sub && !isHandedIn(sub.status) && now > deadlineOf(hw, sub)) {
    await closeExpired(db, grading, shared);
    sub = await submissionOf(db, hw.id, actor.userId);
  }
  // opening an open homework starts it (the teacher sees 作答中)
  if (!sub && lockedReason(hw, null, now) === null) sub = await ensureSubmission(db, hw.id, actor.userId);
  now = clock.now();
  // before the start the sheet is its title and times only, as an exam's (no stem is readable early)
  const started = now >= hw.startAt;
  const answers = sub && started ? await answersOf(db, sub.id) : [];
  return {
    homeworkId: hw.id,
    courseId: hw.courseId,
    classId: hw.classId,
    name: hw.name,
    description: hw.description,
    status: sub?.status ?? 'new',
    totalScore: toPoints(hw.totalTenths),
    startAt: hw.startAt.toISOString(),
    endAt: hw.endAt.toISOString(),
    extended,
    deadline: deadlineOf(hw, sub).toISOString(),
    latePolicy: hw.latePolicy,
    latePenalty: hw.latePenalty,
    serverNow: now.toISOString(),
    canEdit: lockedReason(hw, sub, now) === null,
    comment: sub?.status === 'returned' ? sub.comment : null,
    submitCount: sub?.submitCount ?? 0,
    questions: started ? hw.questions.map((q) => ({ questionId: q.questionId, position: q.position, exercise: viewOf(hw, q, false) })) : [],
    answers: answers.filter((a) => a.seq > 0).map((a) => ({ questionId: a.questionId, answer: a.answer, seq: a.seq, savedAt: a.savedAt.toISOString() })),
  };
}

type Save = { questionId: number; answer: AnswerValue; seq: number };
type SaveBody = { studentId: number; homeworkId: number; answers: Save[] };

/** The newest save of each question in one body (a page may send several of one question after an outage). */
function latestOf(answers: Save[]): Save[] {
  const latest = new Map<number, Save>();
  for (const a of answers) if ((latest.get(a.questionId)?.seq ?? 0) < a.seq) latest.set(a.questionId, a);
  return [...latest.values()];
}

/**
 * Saves answers, each only if its seq is newer than the stored one: a delayed older save never overwrites a newer
 * answer, and a repeated save changes nothing. The submission row is locked, so saves and handing in queue up.
 *
 * Autosave is the platform's busiest write (every student, every couple of seconds), so the usual case — the
 * submission is being answered and every save is newer — takes two statements without a transaction block
 * (quickSave); anything else (the first save, a stale or repeated seq, a homework handed in meanwhile) goes the
 * careful way, which also gives the reason in the answer.
 */
export async function saveHomeworkAnswers(db: Db, actor: AuthContext, body: SaveBody): Promise<SaveHomeworkAnswer> {
  const answers = latestOf(body.answers);
  // another student's id in the body is the careful way's to refuse (ownHomework)
  const quick = body.studentId === actor.userId ? await quickSave(db, actor, body.homeworkId, answers) : null;
  return quick ?? carefulSave(db, actor, body, answers);
}

/**
 * The save in one statement when nothing unusual is going on, else null (the careful way decides and says why). The
 * statement writes only when the caller is on the class's roster, the submission is being answered (or was returned),
 * the server's clock is inside its window (the rule of lockedReason) and every question is the homework's; it locks the
 * submission row, so a hand-in committed first leaves nothing to write, and one that comes after waits for it.
 */
async function quickSave(db: Db, actor: AuthContext, homeworkId: number, answers: Save[]): Promise<SaveHomeworkAnswer | null> {
  const now = clock.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  return writeNewerAnswers(db, {
    open: sql`
      select s.id, jsonb_path_query_array(h.questions, '$[*].questionId') as question_ids
      from ${homeworkSubmissions} s
      join ${homeworks} h on h.id = s.homework_id
      join ${classStudents} cs on cs.class_id = h.class_id and cs.user_id = s.student_id
      left join ${homeworkExtensions} e on e.homework_id = h.id and e.student_id = s.student_id
      where s.homework_id = ${homeworkId} and s.student_id = ${actor.userId} and s.status in ('answering', 'returned')
        and h.start_at <= ${at}
        and ${at} <= ${sqlDeadline('s', 'h', 'e')}
      for update of s`,
    into: homeworkAnswers,
    owner: 'submission_id',
    accepts: sql`open.question_ids @> to_jsonb(v.question_id)`,
    answers,
    now,
  });
}

async function carefulSave(db: Db, actor: AuthContext, body: SaveBody, answers: Save[]): Promise<SaveHomeworkAnswer> {
  const { hw } = await ownHomework(db, actor, body.studentId, body.homeworkId);
  const known = new Set(hw.questions.map((q) => q.questionId));
  if (answers.some((a) => !known.has(a.questionId))) throw invalid('题目不属于这份作业');
  return db.transaction(async (tx) => {
    const existing = await submissionOf(tx, hw.id, actor.userId, { lock: true });
    const now = clock.now();
    const reason = lockedReason(hw, existing, now);
    if (reason) throw invalid(reason);
    const sub = existing ?? (await ensureSubmission(tx, hw.id, actor.userId, { lock: true }));
    const saved: SaveHomeworkAnswer['saved'] = [];
    for (const a of answers) {
      const [written] = await tx
        .insert(homeworkAnswers)
        .values({ submissionId: sub.id, questionId: a.questionId, answer: a.answer, seq: a.seq, savedAt: now })
        .onConflictDoUpdate({
          target: [homeworkAnswers.submissionId, homeworkAnswers.questionId],
          set: { answer: a.answer, seq: a.seq, savedAt: now },
          setWhere: sql`${homeworkAnswers.seq} < ${a.seq}`,
        })
        .returning({ seq: homeworkAnswers.seq, savedAt: homeworkAnswers.savedAt });
      if (written) {
        saved.push({ questionId: a.questionId, applied: true, seq: written.seq, savedAt: written.savedAt.toISOString() });
        continue;
      }
      const [kept] = await tx
        .select({ seq: homeworkAnswers.seq, savedAt: homeworkAnswers.savedAt })
        .from(homeworkAnswers)
        .where(and(eq(homeworkAnswers.submissionId, sub.id), eq(homeworkAnswers.questionId, a.questionId)));
      // the same seq again is the same save repeated (a retry): it counts as applied
      saved.push({ questionId: a.questionId, applied: kept.seq === a.seq, seq: kept.seq, savedAt: kept.savedAt.toISOString() });
    }
    if (sub.status === 'new') await tx.update(homeworkSubmissions).set({ status: 'answering', updatedAt: now }).where(eq(homeworkSubmissions.id, sub.id));
    return { saved, serverNow: now.toISOString() };
  });
}

export async function runHomeworkSql(
  db: DbOrTx,
  grading: GradingEngine,
  actor: AuthContext,
  body: { studentId: number; homeworkId: number; questionId: number; sql: string },
): Promise<SqlRunResult> {
  const { hw } = await ownHomework(db, actor, body.studentId, body.homeworkId);
  const q = hw.questions.find((x) => x.questionId === body.questionId);
  if (!q) throw invalid('题目不属于这份作业');
  if (!('sceneId' in q.spec)) throw invalid('这道题不是 SQL 题，不能运行');
  const reason = lockedReason(hw, await submissionOf(db, hw.id, actor.userId), clock.now());
  if (reason) throw invalid(reason);
  return grading.run(hw.scenes[String(q.spec.sceneId)].initSql, body.sql, null, byUser(actor.userId));
}

/** Hands in and grades; a second submit (a retry, another tab) changes nothing and answers the same result. */
export async function submitHomework(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  body: { studentId: number; homeworkId: number },
): Promise<HomeworkResult> {
  const { hw, shared } = await ownHomework(db, actor, body.studentId, body.homeworkId);
  const sub = await submissionOf(db, hw.id, actor.userId);
  const now = clock.now();
  if (!sub || !isHandedIn(sub.status)) {
    if (now < hw.startAt) throw invalid(lockedReason(hw, sub, now)!);
    // past the deadline what was saved in time is handed in by the platform, as at the deadline
    await handIn(db, grading, shared, actor.userId, { auto: now > deadlineOf(hw, sub), pass: gradingPass(byUser(actor.userId)) });
  } else if (sub.scoreTenths === null) {
    await closeExpired(db, grading, shared);
  }
  return homeworkResult(db, grading, actor, body.studentId, body.homeworkId);
}

export async function homeworkResult(db: Db, grading: GradingEngine, actor: AuthContext, studentId: number, homeworkId: number): Promise<HomeworkResult> {
  const { hw, shared } = await ownHomework(db, actor, studentId, homeworkId);
  let sub = await submissionOf(db, hw.id, actor.userId);
  if (sub && ((!isHandedIn(sub.status) && clock.now() > deadlineOf(hw, sub)) || (isHandedIn(sub.status) && sub.scoreTenths === null))) {
    await closeExpired(db, grading, shared);
    sub = await submissionOf(db, hw.id, actor.userId);
  }
  const now = clock.now();
  const showScore = scoreReleased(hw, sub, now);
  const showAnswer = await answerReleased(db, hw, sub, now);
  const answers = new Map((sub ? await answersOf(db, sub.id) : []).map((a) => [a.questionId, a]));
  // a question of an exam still open for the student shows no verdict, answer or analysis until that exam ends, and
  // the total, which would tell its verdict, waits as well
  const held = showScore || showAnswer ? (await questionsHeld(db, actor.userId, now)).all : new Set<number>();
  const scoreHeldForExam = showScore && totalHeld(hw.questions, held);
  return {
    homeworkId: hw.id,
    courseId: hw.courseId,
    classId: hw.classId,
    name: hw.name,
    status: sub?.status ?? 'new',
    submittedAt: sub?.submittedAt?.toISOString() ?? null,
    late: sub?.late ?? false,
    latePenalty: hw.latePenalty,
    totalScore: toPoints(hw.totalTenths),
    scoreReleased: showScore,
    answerReleased: showAnswer,
    showScore: hw.showScore,
    score: showScore && !scoreHeldForExam ? toPoints(sub!.scoreTenths!) : null,
    scoreHeldForExam,
    comment: sub && (sub.status === 'reviewed' || sub.status === 'returned') ? sub.comment : null,
    canEdit: lockedReason(hw, sub, now) === null,
    resubmitUntil: (await resubmitUntil(db, hw, sub, now, showAnswer))?.toISOString() ?? null,
    // before its start a homework shows no question, as its sheet does
    questions: (now >= hw.startAt ? hw.questions : []).map((q) => {
      const a = answers.get(q.questionId);
      const final = a ? (a.manualTenths ?? a.autoTenths) : null;
      const heldForExam = held.has(q.questionId);
      const verdicts = showScore && !heldForExam;
      return {
        questionId: q.questionId,
        position: q.position,
        exercise: viewOf(hw, q, showAnswer && !heldForExam),
        answer: a && a.seq > 0 ? a.answer : null,
        verdict: verdicts && a?.verdict ? studentVerdict({ ...a.verdict, score: final === null ? null : toPoints(final) }, showAnswer && !heldForExam) : null,
        score: verdicts && final !== null && final !== undefined ? toPoints(final) : null,
        comment: verdicts ? (a?.comment ?? null) : null,
        heldForExam,
      };
    }),
  };
}
