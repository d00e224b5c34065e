// Mocks of the student's exams (/htdz/stu/exam/...) for `max dev` without the server, on the publications of
// mock/_exam-data.ts: class 1 of the demo student holds one closed and reviewed (score released), one upcoming, one
// open now and one whose attempt the clock handed in. The paper is the exam's questions of the bank
// (mock/_exercise-data.ts), frozen on first sight; the question order is shuffled per attempt when set, the options
// keep their order (the server also shuffles them). One attempt per student and exam-class, kept in memory: its
// deadline is fixed at start (the earlier of start + duration and the window's end), saves apply only with a newer
// seq, past the deadline (and the grace for saves in flight) a save is refused and the attempt handed in as saved;
// handing in grades by mock/_practice-questions.ts's simple grader, short answers wait for a teacher.
// The contract check signs in as the administrator, who may answer in any class here (the server lets only its students).
import type { CurrentUser } from '@contract/auth';
import {
  EXAM_LIMITS,
  ExamClassBody,
  RunExamBody,
  SaveExamAnswersBody,
  type AttemptStatus,
  type ExamPaper,
  type ExamState,
  type StudentExamDetail,
  type StudentExamRow,
} from '@contract/exam';
import { studentViewOf, toPoints, toTenths, type AnswerValue, type Verdict } from '@contract/exercise';
import type { ReleaseMoment, SavedAnswer } from '@contract/homework';
import { id, z } from '@contract/zod';
import { classState } from './clazz';
import { mockCourseName } from './course';
import { exerciseState, isFailure, parse, signedIn, type Failure } from './_exercise-bank';
import { examState, type StoredExamClass } from './_exam-data';
import { fail, ok } from './_envelope';
import { grade, sceneOf, type Question } from './_practice-questions';
import { runScript } from './_sql';

const MINUTE = 60_000;
const GRACE = EXAM_LIMITS.saveGraceSeconds * 1000;
const DEMO_STUDENT = 4;

const NOT_YOURS = '只能查看和参加自己班级的考试';
const NOT_STARTED = '你还没有开始这场考试';
const HANDED_IN = '你已交卷，不能再修改答案';
const TIME_UP = '考试时间已到，答案已自动提交';

type Attempt = {
  /** examClassId × 100 + the student's place in the roster (as mock/exam-report.ts numbers them) */
  scoreId: number;
  /** the paper's questions (exercise ids) in the student's order */
  order: number[];
  status: AttemptStatus;
  startedAt: number;
  deadline: number;
  submittedAt: number | null;
  autoSubmitted: boolean;
  answers: Map<number, SavedAnswer>;
  verdicts: Map<number, Verdict>;
  /** a teacher's scores and comments */
  reviews: Map<number, { score: number; comment: string | null }>;
  comment: string | null;
};

type Store = { papers: Map<number, Question[]>; attempts: Map<string, Attempt> };
const keyOf = (userId: number, ec: StoredExamClass) => `${userId}:${ec.examClassId}`;

// ---- the papers and the attempts ----

/** The exam-class's questions with this exam's scores, frozen on first sight. */
function paperOf(s: Store, ec: StoredExamClass): Question[] {
  let paper = s.papers.get(ec.examClassId);
  if (!paper) {
    const exam = examState().exams.find((e) => e.examId === ec.examId);
    paper = (exam?.questions ?? []).flatMap((q) => {
      const x = exerciseState().exercises.find((e) => e.exerciseId === q.exerciseId);
      return x ? [{ ...x, courseId: x.courseId ?? ec.courseId, score: q.score }] : [];
    });
    s.papers.set(ec.examClassId, paper);
  }
  return paper;
}

function begin(s: Store, ec: StoredExamClass, userId: number, at: number): Attempt {
  const ids = paperOf(s, ec).map((x) => x.exerciseId);
  const place = classState()
    .list.find((c) => c.sclassId === ec.classId)
    ?.students.findIndex((m) => m.userId === userId);
  const attempt: Attempt = {
    scoreId: ec.examClassId * 100 + (place !== undefined && place >= 0 ? place + 1 : 99),
    order: ec.shuffleQuestions ? ids.map((x) => ({ x, r: Math.random() })).sort((a, b) => a.r - b.r).map((o) => o.x) : ids,
    status: 'answering',
    startedAt: at,
    deadline: Math.min(at + ec.durationMinutes * MINUTE, Date.parse(ec.endAt)),
    submittedAt: null,
    autoSubmitted: false,
    answers: new Map(),
    verdicts: new Map(),
    reviews: new Map(),
    comment: null,
  };
  s.attempts.set(keyOf(userId, ec), attempt);
  return attempt;
}

function keep(a: Attempt, answers: [number, AnswerValue][], at: number) {
  for (const [questionId, answer] of answers) a.answers.set(questionId, { questionId, answer, seq: at, savedAt: iso(at) });
}

/** Hands the attempt in and grades what was saved. */
function hand(s: Store, ec: StoredExamClass, a: Attempt, at: number, auto: boolean) {
  a.verdicts = new Map(
    paperOf(s, ec).map((x) => {
      const saved = a.answers.get(x.exerciseId);
      return [x.exerciseId, saved ? grade(x, saved.answer) : { correct: false, score: 0, maxScore: x.score, message: '未作答' }];
    }),
  );
  a.status = 'submitted';
  a.submittedAt = at;
  a.autoSubmitted = auto;
}

function seed(): Store {
  const s: Store = { papers: new Map(), attempts: new Map() };
  const pub = (examClassId: number) => examState().examClasses.find((ec) => ec.examClassId === examClassId);
  // the midterm of class 1: handed in well before the end, the short answer reviewed
  const midterm = pub(1);
  if (midterm) {
    const a = begin(s, midterm, DEMO_STUDENT, Date.parse(midterm.startAt) + 2 * MINUTE);
    const answers: [number, AnswerValue][] = [
      [1, { choices: ['B'] }],
      [2, { choices: ['A', 'B'] }],
      [3, { judge: false }],
      [4, { blanks: ['DISTINCT', 'ORDER BY'] }],
      [6, { sql: 'SELECT d.dname, count(e.empno) AS cnt\nFROM dept d LEFT JOIN emp e ON e.deptno = d.deptno\nGROUP BY d.dname\nORDER BY cnt DESC;' }],
      [5, { text: '视图可以简化用户的操作，并对机密数据提供安全保护。' }],
    ];
    keep(a, answers, a.startedAt + 40 * MINUTE);
    hand(s, midterm, a, a.startedAt + 70 * MINUTE, false);
    a.status = 'reviewed';
    a.reviews.set(5, { score: 6, comment: '还可以谈谈视图带来的逻辑独立性。' });
    a.comment = '基础扎实，分组查询掌握得很好。';
  }
  // the small test of class 1: started, two answers saved, never handed in: the clock hands it in on first sight
  const small = pub(6);
  if (small) {
    const a = begin(s, small, DEMO_STUDENT, Date.parse(small.startAt) + 3 * MINUTE);
    keep(
      a,
      [
        [1, { choices: ['B'] }],
        [3, { judge: true }],
      ],
      a.startedAt + 5 * MINUTE,
    );
  }
  return s;
}

type G = typeof globalThis & { __htdzMockStudentExams?: Store };
const store = () => ((globalThis as G).__htdzMockStudentExams ??= seed());

// ---- times and rules ----

const iso = (ms: number) => new Date(ms).toISOString();
const handedIn = (a: Attempt) => a.status !== 'answering';
const expired = (a: Attempt, now: number) => a.status === 'answering' && now > a.deadline + GRACE;
const canEdit = (a: Attempt, now: number) => a.status === 'answering' && now <= a.deadline;
const clockTime = (ms: number) =>
  new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false }).format(ms);

function startRefusal(ec: StoredExamClass, now: number): string | null {
  if (now < Date.parse(ec.startAt)) return `考试尚未开始，开始时间：${clockTime(Date.parse(ec.startAt))}`;
  if (now > Date.parse(ec.endAt)) return '考试已结束，不能再开始作答';
  return null;
}

/** Why answers cannot change now, or null when they can. */
function lockedReason(a: Attempt, now: number): string | null {
  if (a.status !== 'answering') return a.autoSubmitted ? TIME_UP : HANDED_IN;
  return expired(a, now) ? TIME_UP : null;
}

function stateOf(ec: StoredExamClass, a: Attempt | null, now: number): ExamState {
  if (a) return a.status;
  if (now < Date.parse(ec.startAt)) return 'upcoming';
  return now <= Date.parse(ec.endAt) ? 'open' : 'missed';
}

function released(moment: ReleaseMoment, ec: StoredExamClass, a: Attempt | null, now: number): boolean {
  if (!a || !handedIn(a)) return false;
  switch (moment) {
    case 'submit':
      return true;
    case 'end':
      return now > Date.parse(ec.endAt);
    case 'review':
      return a.status === 'reviewed';
    default:
      return false;
  }
}

/** Points of a question: the teacher's, else the automatic; null while it waits for a teacher. */
const finalOf = (a: Attempt, questionId: number) => a.reviews.get(questionId)?.score ?? a.verdicts.get(questionId)?.score ?? null;
const scoreOf = (s: Store, ec: StoredExamClass, a: Attempt) => toPoints(paperOf(s, ec).reduce((sum, x) => sum + toTenths(finalOf(a, x.exerciseId) ?? 0), 0));
const totalOf = (s: Store, ec: StoredExamClass) => toPoints(paperOf(s, ec).reduce((sum, x) => sum + toTenths(x.score), 0));

/** The user's attempt as it stands after the clock: one past its deadline and the grace is handed in as saved. */
function settled(s: Store, ec: StoredExamClass, userId: number, now: number): Attempt | null {
  const a = s.attempts.get(keyOf(userId, ec)) ?? null;
  if (a && expired(a, now)) hand(s, ec, a, a.deadline, true);
  return a;
}

// ---- the answers ----

/** The attempt's questions in the student's order, as the student sees them. */
function itemsOf(s: Store, ec: StoredExamClass, a: Attempt, release: boolean) {
  const byId = new Map(paperOf(s, ec).map((x) => [x.exerciseId, x]));
  return a.order.flatMap((questionId, i) => {
    const x = byId.get(questionId);
    if (!x) return [];
    const exercise = studentViewOf({ ...x, type: x.spec.type }, { release, sceneName: sceneOf(x)?.name ?? null });
    return [{ questionId, position: i + 1, exercise }];
  });
}

/** What the paper and the detail say of the exam-class first. */
const headingOf = (ec: StoredExamClass) => ({ examClassId: ec.examClassId, examId: ec.examId, courseId: ec.courseId, classId: ec.classId, name: ec.name });

function paperView(s: Store, ec: StoredExamClass, a: Attempt, now: number): ExamPaper {
  return {
    ...headingOf(ec),
    scoreId: a.scoreId,
    totalScore: totalOf(s, ec),
    state: stateOf(ec, a, now),
    startedAt: iso(a.startedAt),
    deadline: iso(a.deadline),
    serverNow: iso(now),
    canEdit: canEdit(a, now),
    questions: itemsOf(s, ec, a, false),
    answers: a.order.flatMap((questionId) => a.answers.get(questionId) ?? []),
  };
}

function detailOf(s: Store, ec: StoredExamClass, a: Attempt | null, now: number): StudentExamDetail {
  const showScore = released(ec.showScore, ec, a, now);
  // each question's verdict and the answers wait for the window's end (the mock has no per-student times), unless the teacher releases them
  const held = !ec.releaseVerdicts && now <= Date.parse(ec.endAt);
  const showAnswer = released(ec.showAnswer, ec, a, now) && !held;
  const showVerdicts = showScore && !held;
  return {
    ...headingOf(ec),
    description: ec.description,
    questionCount: paperOf(s, ec).length,
    totalScore: totalOf(s, ec),
    durationMinutes: ec.durationMinutes,
    startAt: ec.startAt,
    endAt: ec.endAt,
    showScore: ec.showScore,
    serverNow: iso(now),
    state: stateOf(ec, a, now),
    canAnswer: a ? canEdit(a, now) : startRefusal(ec, now) === null,
    attempt: a
      ? { scoreId: a.scoreId, startedAt: iso(a.startedAt), deadline: iso(a.deadline), submittedAt: a.submittedAt === null ? null : iso(a.submittedAt), autoSubmitted: a.autoSubmitted }
      : null,
    scoreReleased: showScore,
    answerReleased: showAnswer,
    verdictsHeld: a !== null && handedIn(a) && showScore && held,
    score: showScore && a ? scoreOf(s, ec, a) : null,
    // the mock's papers share no question with another exam
    scoreHeldForExam: false,
    comment: a?.status === 'reviewed' ? a.comment : null,
    questions:
      a && handedIn(a)
        ? itemsOf(s, ec, a, showAnswer).map((item) => {
            const verdict = a.verdicts.get(item.questionId);
            const final = finalOf(a, item.questionId);
            return {
              ...item,
              answer: a.answers.get(item.questionId)?.answer ?? null,
              verdict: showVerdicts && verdict ? { ...verdict, score: final } : null,
              score: showVerdicts ? final : null,
              comment: showVerdicts ? (a.reviews.get(item.questionId)?.comment ?? null) : null,
            };
          })
        : [],
  };
}

function rowOf(s: Store, ec: StoredExamClass, a: Attempt | null, now: number): StudentExamRow {
  return {
    examClassId: ec.examClassId,
    examId: ec.examId,
    name: ec.name,
    startAt: ec.startAt,
    endAt: ec.endAt,
    durationMinutes: ec.durationMinutes,
    questionCount: paperOf(s, ec).length,
    totalScore: totalOf(s, ec),
    state: stateOf(ec, a, now),
    deadline: a ? iso(a.deadline) : null,
    score: a && released(ec.showScore, ec, a, now) ? scoreOf(s, ec, a) : null,
  };
}

// ---- who may ----

/** Whether the user studies in the class (admins: any). */
function attends(user: CurrentUser, classId: number): boolean {
  const clazz = classState().list.find((c) => c.sclassId === classId);
  return clazz !== undefined && (user.baseRoleType === 1 || clazz.students.some((m) => m.userId === user.userId));
}

/** The exam-class of the user's class; a missing one and another class's answer alike, so ids cannot be probed. */
function ownExamClass(user: CurrentUser, examClassId: number): StoredExamClass | Failure {
  const ec = examState().examClasses.find((x) => x.examClassId === examClassId);
  return ec && attends(user, ec.classId) ? ec : fail(NOT_YOURS, 'FORBIDDEN', 403);
}

/** A handler of one exam-class of the user's class, named by the request's params or body. */
function onExamClass<T extends { examClassId: number }>(
  schema: z.ZodType<T>,
  from: 'params' | 'body',
  answer: (user: CurrentUser, ec: StoredExamClass, input: T, s: Store, now: number) => unknown,
) {
  return signedIn((user, req) => {
    const input = parse(schema, req[from]);
    if (isFailure(input)) return input;
    const ec = ownExamClass(user, input.examClassId);
    return isFailure(ec) ? ec : answer(user, ec, input, store(), Date.now());
  });
}

const attemptOf = (s: Store, user: CurrentUser, ec: StoredExamClass) => s.attempts.get(keyOf(user.userId, ec));

const ListParams = z.object({ courseId: id('课程'), clazzId: id('班级') });
const ExamClassParams = z.object({ examClassId: id('考试班级') });

export default {
  'GET /htdz/stu/exam/list/:courseId/:clazzId': signedIn((user, req) => {
    const p = parse(ListParams, req.params);
    if (isFailure(p)) return p;
    const clazz = classState().list.find((c) => c.sclassId === p.clazzId);
    if (!clazz || clazz.courseId !== p.courseId || !attends(user, clazz.sclassId)) return fail('你不在这个班级中，不能查看它的考试', 'FORBIDDEN', 403);
    const s = store();
    const now = Date.now();
    const exams = examState()
      .examClasses.filter((ec) => ec.classId === clazz.sclassId)
      .sort((a, b) => b.startAt.localeCompare(a.startAt) || b.examClassId - a.examClassId)
      .map((ec) => rowOf(s, ec, settled(s, ec, user.userId, now), now));
    return ok({ courseName: mockCourseName(clazz.courseId) ?? '（课程已删除）', className: clazz.name, serverNow: iso(now), exams });
  }),

  'GET /htdz/stu/exam/detail/:examClassId': onExamClass(ExamClassParams, 'params', (user, ec, _p, s, now) => ok(detailOf(s, ec, settled(s, ec, user.userId, now), now))),

  'POST /htdz/stu/exam/start': onExamClass(ExamClassBody, 'body', (user, ec, _b, s, now) => {
    const existing = settled(s, ec, user.userId, now);
    if (existing && handedIn(existing)) return fail(existing.autoSubmitted ? TIME_UP : '你已交卷，不能再次作答');
    if (existing) return ok(paperView(s, ec, existing, now));
    const refusal = startRefusal(ec, now);
    return refusal ? fail(refusal) : ok(paperView(s, ec, begin(s, ec, user.userId, now), now));
  }),

  'GET /htdz/stu/exam/paper/:examClassId': onExamClass(ExamClassParams, 'params', (user, ec, _p, s, now) => {
    const a = settled(s, ec, user.userId, now);
    return a ? ok(paperView(s, ec, a, now)) : fail(NOT_STARTED);
  }),

  'POST /htdz/stu/exam/save': onExamClass(SaveExamAnswersBody, 'body', (user, ec, b, s, now) => {
    const a = attemptOf(s, user, ec);
    if (!a) return fail(NOT_STARTED);
    const byId = new Map(paperOf(s, ec).map((x) => [x.exerciseId, x]));
    // the newest of each question in the batch
    const latest = new Map<number, { questionId: number; answer: AnswerValue; seq: number }>();
    for (const x of b.answers) {
      const q = byId.get(x.questionId);
      if (!q) return fail('题目不属于这场考试');
      const keys = 'options' in q.spec ? q.spec.options.map((o) => o.key as string) : null;
      if (keys && x.answer.choices?.some((c) => !keys.includes(c))) return fail(`第 ${a.order.indexOf(x.questionId) + 1} 题没有所选的选项`);
      if ((latest.get(x.questionId)?.seq ?? 0) < x.seq) latest.set(x.questionId, x);
    }
    const reason = lockedReason(a, now);
    if (reason) {
      // the refusal is the moment the platform hands the attempt in, as it was saved by the deadline
      settled(s, ec, user.userId, now);
      return fail(reason);
    }
    const saved = [...latest.values()].map((x) => {
      const stored = a.answers.get(x.questionId);
      // the same seq again is the same save repeated (a retry): it counts as applied
      if (stored && stored.seq >= x.seq) return { questionId: x.questionId, applied: stored.seq === x.seq, seq: stored.seq, savedAt: stored.savedAt };
      a.answers.set(x.questionId, { questionId: x.questionId, answer: x.answer, seq: x.seq, savedAt: iso(now) });
      return { questionId: x.questionId, applied: true, seq: x.seq, savedAt: iso(now) };
    });
    return ok({ saved, serverNow: iso(now) });
  }),

  'POST /htdz/stu/exam/run': onExamClass(RunExamBody, 'body', (user, ec, b, s, now) => {
    const a = settled(s, ec, user.userId, now);
    if (!a) return fail(NOT_STARTED);
    const x = paperOf(s, ec).find((q) => q.exerciseId === b.questionId);
    if (!x) return fail('题目不属于这场考试');
    const scene = sceneOf(x);
    if (!scene) return fail('这道题不是 SQL 题，不能运行');
    if (!canEdit(a, now)) return fail(lockedReason(a, now) ?? '考试时间已到，不能再运行 SQL');
    return ok(runScript(b.sql, scene.initSql));
  }),

  'POST /htdz/stu/exam/submit': onExamClass(ExamClassBody, 'body', (user, ec, _b, s, now) => {
    const a = attemptOf(s, user, ec);
    if (!a) return fail(NOT_STARTED);
    // past the deadline and its grace, what was saved in time is handed in by the platform, as at the deadline
    if (a.status === 'answering') hand(s, ec, a, expired(a, now) ? a.deadline : now, expired(a, now));
    return ok(detailOf(s, ec, a, now));
  }),
};
