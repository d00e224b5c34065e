// Mocks of the student's homework (/htdz/stu/homework/...) for `max dev` without the server. Every class of course 1
// (mock/clazz.ts) gets five homeworks timed around the dev server's start: one open now, one in its late period, one
// not started yet, one ended that the demo student handed in (graded, released at the end), one ended that nobody
// handed in. The questions are the practice mocks' (single, judge, fill, multiple, short, SQL query); answers are
// kept in memory per student with their seq (a save applies only when newer), submission grades them simply.
// The contract check signs in as the administrator, who may answer in any class here (the server lets only its students).
import type { CurrentUser } from '@contract/auth';
import { studentViewOf, toPoints, toTenths, type AnswerValue, type Verdict } from '@contract/exercise';
import {
  RunHomeworkBody,
  SaveHomeworkBody,
  SubmitHomeworkBody,
  type HomeworkResult,
  type HomeworkSheet,
  type LatePolicy,
  type ReleaseMoment,
  type SavedAnswer,
  type StudentHomeworkRow,
  type SubmissionStatus,
} from '@contract/homework';
import { id, z } from '@contract/zod';
import { mockUserOf } from './auth';
import { classState, type StoredClass } from './clazz';
import { courseState } from './course';
import { fail, ok } from './_envelope';
import { grade, questionOf, sceneOf, type Question } from './_practice-questions';
import { runScript } from './_sql';

type Req = { body?: unknown; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };
type Failure = ReturnType<typeof fail>;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

type MockHomework = {
  homeworkId: number;
  classId: number;
  courseId: number;
  name: string;
  description: string | null;
  questionIds: number[];
  startAt: number;
  endAt: number;
  latePolicy: LatePolicy;
  lateUntil: number | null;
  latePenalty: number;
  showScore: Exclude<ReleaseMoment, 'never'>;
  showAnswer: ReleaseMoment;
};

type Submission = {
  status: SubmissionStatus;
  answers: Map<number, SavedAnswer>;
  submittedAt: number | null;
  late: boolean;
  verdicts: Map<number, Verdict>;
  comment: string | null;
};

type Store = { homeworks: MockHomework[]; submissions: Map<string, Submission> };

function seed(): Store {
  const t0 = Date.now();
  const homeworks: MockHomework[] = classState()
    .list.filter((c) => c.courseId === 1)
    .flatMap((c) => {
      const base = c.sclassId * 1000;
      const common = { classId: c.sclassId, courseId: c.courseId, description: null, latePolicy: 'refuse' as LatePolicy, lateUntil: null, latePenalty: 0 };
      return [
        {
          ...common,
          homeworkId: base + 1,
          name: '第三章 SQL 查询基础作业',
          description: '完成全部 7 道题；SQL 题可先“运行”查看结果再作答。',
          questionIds: [601, 602, 603, 604, 605, 606, 607],
          startAt: t0 - 3 * DAY,
          endAt: t0 + 2 * DAY + 3 * HOUR,
          showScore: 'submit' as const,
          showAnswer: 'end' as const,
        },
        {
          ...common,
          homeworkId: base + 2,
          name: '第二章 关系代数小测',
          questionIds: [603, 604],
          startAt: t0 - 8 * DAY,
          endAt: t0 - DAY,
          latePolicy: 'accept' as LatePolicy,
          lateUntil: t0 + DAY + 5 * HOUR,
          latePenalty: 20,
          showScore: 'submit' as const,
          showAnswer: 'submit' as const,
        },
        {
          ...common,
          homeworkId: base + 3,
          name: '第五章 事务与并发作业',
          questionIds: [605, 602],
          startAt: t0 + 2 * DAY + 3 * HOUR,
          endAt: t0 + 9 * DAY,
          showScore: 'review' as const,
          showAnswer: 'review' as const,
        },
        {
          ...common,
          homeworkId: base + 4,
          name: '第一章 关系模型练习',
          questionIds: [601, 602, 606],
          startAt: t0 - 14 * DAY,
          endAt: t0 - 7 * DAY,
          showScore: 'end' as const,
          showAnswer: 'end' as const,
        },
        {
          ...common,
          homeworkId: base + 5,
          name: '课前预习：数据库系统概述',
          questionIds: [601, 607],
          startAt: t0 - 20 * DAY,
          endAt: t0 - 10 * DAY,
          showScore: 'end' as const,
          showAnswer: 'never' as const,
        },
      ];
    });
  const store: Store = { homeworks, submissions: new Map() };
  // the demo student handed the chapter 1 exercise in, and the teacher reviewed it
  const done = homeworks.find((h) => h.homeworkId === 1004);
  if (done) {
    const answers: [number, AnswerValue][] = [
      [601, { choices: ['B'] }],
      [602, { judge: true }],
      [606, { sql: 'SELECT sname, sdept FROM student;' }],
    ];
    const at = done.endAt - 2 * DAY;
    const sub = submissionOf(store, 4, done);
    for (const [questionId, answer] of answers) sub.answers.set(questionId, { questionId, answer, seq: at, savedAt: new Date(at).toISOString() });
    hand(done, sub, at);
    sub.status = 'reviewed';
    sub.comment = '整体掌握不错，注意关系中元组是无序的。';
  }
  return store;
}

type G = typeof globalThis & { __htdzMockStudentHomework?: Store };
const store = () => ((globalThis as G).__htdzMockStudentHomework ??= seed());

function submissionOf(s: Store, userId: number, hw: MockHomework): Submission {
  const key = `${userId}:${hw.homeworkId}`;
  let sub = s.submissions.get(key);
  if (!sub) {
    sub = { status: 'new', answers: new Map(), submittedAt: null, late: false, verdicts: new Map(), comment: null };
    s.submissions.set(key, sub);
  }
  return sub;
}

// ---- times and rules ----

const iso = (ms: number) => new Date(ms).toISOString();
const deadlineOf = (hw: MockHomework) => (hw.latePolicy === 'accept' && hw.lateUntil !== null ? hw.lateUntil : hw.endAt);
const isOpen = (hw: MockHomework, now: number) => hw.startAt <= now && now < deadlineOf(hw);
const canEdit = (hw: MockHomework, sub: Submission, now: number) => isOpen(hw, now) && ['new', 'answering', 'returned'].includes(sub.status);
const questionsOf = (hw: MockHomework) => hw.questionIds.flatMap((qid) => questionOf(qid) ?? []);
const totalOf = (hw: MockHomework) => toPoints(questionsOf(hw).reduce((sum, x) => sum + toTenths(x.score), 0));

function released(moment: ReleaseMoment, hw: MockHomework, sub: Submission, now: number): boolean {
  if (sub.submittedAt === null) return false;
  if (moment === 'submit') return true;
  if (moment === 'end') return now >= deadlineOf(hw);
  if (moment === 'review') return sub.status === 'reviewed';
  return false;
}

/** Points, the late penalty taken off. */
function scoreOf(hw: MockHomework, sub: Submission): number {
  const tenths = [...sub.verdicts.values()].reduce((sum, v) => sum + toTenths(v.score ?? 0), 0);
  return toPoints(Math.round((tenths * (sub.late ? 100 - hw.latePenalty : 100)) / 100));
}

function hand(hw: MockHomework, sub: Submission, now: number) {
  sub.verdicts = new Map(
    questionsOf(hw).map((x) => {
      const saved = sub.answers.get(x.exerciseId);
      const verdict: Verdict = saved ? grade(x, saved.answer) : { correct: false, score: 0, maxScore: x.score, message: '未作答' };
      return [x.exerciseId, verdict];
    }),
  );
  sub.status = 'submitted';
  sub.submittedAt = now;
  sub.late = now > hw.endAt;
}

const viewOf = (x: Question, release: boolean) => studentViewOf({ ...x, type: x.spec.type }, { release, sceneName: sceneOf(x)?.name });

function sheetOf(hw: MockHomework, sub: Submission, now: number): HomeworkSheet {
  return {
    homeworkId: hw.homeworkId,
    courseId: hw.courseId,
    classId: hw.classId,
    name: hw.name,
    description: hw.description,
    status: sub.status,
    totalScore: totalOf(hw),
    startAt: iso(hw.startAt),
    endAt: iso(hw.endAt),
    deadline: iso(deadlineOf(hw)),
    latePolicy: hw.latePolicy,
    latePenalty: hw.latePenalty,
    serverNow: iso(now),
    canEdit: canEdit(hw, sub, now),
    comment: sub.status === 'returned' ? sub.comment : null,
    // before the start: the title and times only, as the server answers
    questions: now < hw.startAt ? [] : questionsOf(hw).map((x, i) => ({ questionId: x.exerciseId, position: i + 1, exercise: viewOf(x, false) })),
    answers: now < hw.startAt ? [] : [...sub.answers.values()],
  };
}

function resultOf(hw: MockHomework, sub: Submission, now: number): HomeworkResult {
  const scoreReleased = released(hw.showScore, hw, sub, now);
  const answerReleased = released(hw.showAnswer, hw, sub, now);
  const scoreHeldForExam = scoreReleased && questionsOf(hw).some((x) => x.lockedByExam === true);
  return {
    homeworkId: hw.homeworkId,
    courseId: hw.courseId,
    classId: hw.classId,
    name: hw.name,
    status: sub.status,
    submittedAt: sub.submittedAt === null ? null : iso(sub.submittedAt),
    late: sub.late,
    latePenalty: hw.latePenalty,
    totalScore: totalOf(hw),
    scoreReleased,
    answerReleased,
    showScore: hw.showScore,
    score: scoreReleased && !scoreHeldForExam ? scoreOf(hw, sub) : null,
    scoreHeldForExam,
    comment: sub.status === 'reviewed' || sub.status === 'returned' ? sub.comment : null,
    canEdit: sub.status === 'returned' && canEdit(hw, sub, now),
    questions: questionsOf(hw).map((x, i) => {
      // a question of an exam still open for the student (mock: marked on the question) waits for that exam's end
      const heldForExam = x.lockedByExam === true && (scoreReleased || answerReleased);
      const verdict = scoreReleased && !heldForExam ? (sub.verdicts.get(x.exerciseId) ?? null) : null;
      return {
        questionId: x.exerciseId,
        position: i + 1,
        exercise: viewOf(x, answerReleased && !heldForExam),
        answer: sub.answers.get(x.exerciseId)?.answer ?? null,
        verdict,
        score: verdict?.score ?? null,
        comment: null,
        heldForExam,
      };
    }),
  };
}

function rowOf(hw: MockHomework, sub: Submission, now: number): StudentHomeworkRow {
  const scoreReleased = released(hw.showScore, hw, sub, now);
  return {
    homeworkId: hw.homeworkId,
    name: hw.name,
    startAt: iso(hw.startAt),
    endAt: iso(hw.endAt),
    lateUntil: hw.lateUntil === null ? null : iso(hw.lateUntil),
    status: sub.status,
    open: isOpen(hw, now),
    questionCount: hw.questionIds.length,
    answeredCount: sub.answers.size,
    totalScore: totalOf(hw),
    score: scoreReleased ? scoreOf(hw, sub) : null,
    submittedAt: sub.submittedAt === null ? null : iso(sub.submittedAt),
    late: sub.late,
  };
}

// ---- who may ----

const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'success' in v;
const invalid = (error: { issues: { message: string }[] }) => fail(error.issues[0]?.message ?? '请求参数无效');
const notYours = () => fail('只能查看和作答自己的作业', 'FORBIDDEN', 403);

/** The class the user studies in (admins: any). */
function attended(user: CurrentUser, clazzId: number): StoredClass | null {
  const clazz = classState().list.find((c) => c.sclassId === clazzId);
  if (!clazz || (user.baseRoleType !== 1 && !clazz.students.some((m) => m.userId === user.userId))) return null;
  return clazz;
}

/** The homework and the user's own submission of it, or the failure. */
function own(user: CurrentUser, studentId: number, homeworkId: number): { hw: MockHomework; sub: Submission } | Failure {
  if (studentId !== user.userId) return notYours();
  const hw = store().homeworks.find((h) => h.homeworkId === homeworkId);
  if (!hw || !attended(user, hw.classId)) return notYours();
  return { hw, sub: submissionOf(store(), user.userId, hw) };
}

const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
};

const ListParams = z.object({ courseId: id('课程'), clazzId: id('班级') });
const StudentParams = z.object({ studentId: id('学生'), homeworkId: id('作业') });

export default {
  'GET /htdz/stu/homework/list/:courseId/:clazzId': signedIn((user, req) => {
    const parsed = ListParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const clazz = attended(user, parsed.data.clazzId);
    if (!clazz || clazz.courseId !== parsed.data.courseId) return fail('你不在这个班级中，不能查看它的作业', 'FORBIDDEN', 403);
    const now = Date.now();
    const homeworks = store()
      .homeworks.filter((h) => h.classId === clazz.sclassId)
      .sort((a, b) => b.startAt - a.startAt)
      .map((h) => rowOf(h, submissionOf(store(), user.userId, h), now));
    return ok({ courseName: courseState().list.find((c) => c.courseId === clazz.courseId)?.name ?? '（课程已删除）', className: clazz.name, serverNow: iso(now), homeworks });
  }),

  'GET /htdz/stu/homework/sheet/:studentId/:homeworkId': signedIn((user, req) => {
    const parsed = StudentParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const found = own(user, parsed.data.studentId, parsed.data.homeworkId);
    if (isFailure(found)) return found;
    const now = Date.now();
    if (found.sub.status === 'new' && canEdit(found.hw, found.sub, now)) found.sub.status = 'answering';
    return ok(sheetOf(found.hw, found.sub, now));
  }),

  'POST /htdz/stu/homework/save': signedIn((user, req) => {
    const parsed = SaveHomeworkBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const found = own(user, parsed.data.studentId, parsed.data.homeworkId);
    if (isFailure(found)) return found;
    const { hw, sub } = found;
    const now = Date.now();
    if (!canEdit(hw, sub, now)) return fail(now >= deadlineOf(hw) ? '作业已截止，答案不能再保存' : '作业现在不能作答', 'CONFLICT', 409);
    const unknown = parsed.data.answers.find((a) => !hw.questionIds.includes(a.questionId));
    if (unknown) return fail(`题目 ${unknown.questionId} 不在这份作业中`, 'NOT_FOUND', 404);
    if (sub.status === 'new') sub.status = 'answering';
    const saved = parsed.data.answers.map((a) => {
      const stored = sub.answers.get(a.questionId);
      if (stored && stored.seq >= a.seq) return { questionId: a.questionId, applied: false, seq: stored.seq, savedAt: stored.savedAt };
      const fresh = { questionId: a.questionId, answer: a.answer, seq: a.seq, savedAt: iso(now) };
      sub.answers.set(a.questionId, fresh);
      return { questionId: a.questionId, applied: true, seq: a.seq, savedAt: fresh.savedAt };
    });
    return ok({ saved, serverNow: iso(now) });
  }),

  'POST /htdz/stu/homework/run': signedIn((user, req) => {
    const parsed = RunHomeworkBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const found = own(user, parsed.data.studentId, parsed.data.homeworkId);
    if (isFailure(found)) return found;
    if (!found.hw.questionIds.includes(parsed.data.questionId)) return fail('题目不在这份作业中', 'NOT_FOUND', 404);
    const x = questionOf(parsed.data.questionId);
    const scene = x ? sceneOf(x) : undefined;
    if (!scene) return fail('这道题不是 SQL 题，不能运行');
    return ok(runScript(parsed.data.sql, scene.initSql));
  }),

  'POST /htdz/stu/homework/submit': signedIn((user, req) => {
    const parsed = SubmitHomeworkBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const found = own(user, parsed.data.studentId, parsed.data.homeworkId);
    if (isFailure(found)) return found;
    const { hw, sub } = found;
    const now = Date.now();
    if (sub.status === 'submitted' || sub.status === 'reviewed') return ok(resultOf(hw, sub, now));
    if (!canEdit(hw, sub, now)) return fail(now >= deadlineOf(hw) ? '作业已截止，不能再提交' : '作业还没有开始', 'CONFLICT', 409);
    hand(hw, sub, now);
    return ok(resultOf(hw, sub, now));
  }),

  'GET /htdz/stu/homework/detail/:studentId/:homeworkId': signedIn((user, req) => {
    const parsed = StudentParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const found = own(user, parsed.data.studentId, parsed.data.homeworkId);
    if (isFailure(found)) return found;
    return ok(resultOf(found.hw, found.sub, Date.now()));
  }),
};
