// Mocks of the teacher's exam report and answer views (/htdz/exam/report/:examClassId, its .xlsx export,
// /htdz/exam/score/:scoreId and /htdz/exam/score/grade) for `max dev` without the server. The exam-classes are the
// publications of mock/_exam-data.ts (name, class, window, settings read live, so 修改 and 发布 show here too) and the
// roster is the class's (mock/clazz.ts). The paper is six of the practice questions (mock/_practice-questions.ts,
// graded by its simple grader). Attempts are made up on first sight by where the window stands: none before it
// opens; while it runs some students answering and one handed in; once it closed everyone but the last handed in
// (the last missed), one by the clock, some reviewed, short answers waiting for a teacher. Attempt (scoreId) ids
// are examClassId × 100 + n. Grading is kept in memory. Teachers and administrators only.
import ExcelJS from 'exceljs';
import type { CurrentUser } from '@contract/auth';
import { EXAM_STATE_NAMES, GradeExamBody, RegradeExamBody, type ExamAnswerView, type ExamClassSummary, type ExamQuestionStat, type ExamReport, type ExamScoreRow, type ExamState } from '@contract/exam';
import { toPoints, toTenths, type AnswerValue, type Verdict } from '@contract/exercise';
import type { RegradeOverview, RegradeRecord, ReviewQuestion } from '@contract/homework';
import { distributionOf, percentOf, roundPercent } from '@contract/statis';
import { id, z } from '@contract/zod';
import { mockUserOf } from './auth';
import { classState, MOCK_STUDENTS } from './clazz';
import { examState, type StoredExamClass } from './_exam-data';
import { fail, ok } from './_envelope';
import { sendXlsx } from './_exercise-sheet';
import { grade, plain, questionOf, sceneOf, type Question } from './_practice-questions';

type Req = { body?: unknown; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void; setHeader: (name: string, value: string) => unknown; send: (body: unknown) => void };
type Failure = ReturnType<typeof fail>;

// ---- the paper ----

const QUESTION_IDS = [601, 602, 604, 603, 605, 606];
const questions = (): Question[] => QUESTION_IDS.map((x) => questionOf(x)).filter((x): x is Question => !!x);
const totalScore = () => toPoints(questions().reduce((sum, x) => sum + toTenths(x.score), 0));

// ---- the exam-classes and their attempts ----

type Attempt = {
  scoreId: number;
  studentId: number;
  /** answering, or handed in (submitted / reviewed) */
  state: 'answering' | 'submitted' | 'reviewed';
  startedAt: string;
  deadline: string;
  submittedAt: string | null;
  autoSubmitted: boolean;
  answers: Record<number, AnswerValue>;
  manual: Record<number, number>;
  comments: Record<number, string>;
  comment: string | null;
};

/** A publication of mock/_exam-data.ts with its class's roster and the attempts made up for it. */
type ExamClass = { pub: StoredExamClass; className: string; roster: number[]; attempts: Attempt[] };

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const GOOD: Record<number, AnswerValue> = {
  601: { choices: ['B'] },
  602: { judge: false },
  604: { choices: ['A', 'B', 'D'] },
  603: { blanks: ['选择', '投影'] },
  605: { text: '原子性、一致性、隔离性和持续性：事务要么全做要么全不做，并发执行互不干扰，提交后永久保存。' },
  606: { sql: 'SELECT sname, sdept FROM student;' },
};

/** What the students answered, by their place in the roster (round the list). */
const PROFILES: { answers: Record<number, AnswerValue>; manual?: Record<number, number>; comments?: Record<number, string> }[] = [
  { answers: GOOD, manual: { 605: 9 }, comments: { 605: '四个特性都写到了，再解释一下隔离级别会更好。' } },
  { answers: { ...GOOD, 601: { choices: ['A'] }, 605: { text: '事务具有原子性和一致性。' }, 606: { sql: 'SELECT sname, sage\nFROM student;' } } },
  { answers: { ...GOOD, 602: { judge: true }, 604: { choices: ['A', 'B'] }, 603: { blanks: ['选择', '连接'] }, 605: { text: '原子性、一致性、隔离性。' } } },
  { answers: { 601: { choices: ['B'] }, 602: { judge: false }, 604: { choices: ['C'] }, 606: { sql: 'SELECT * FROM students;' } } },
  { answers: { ...GOOD, 603: { blanks: ['σ', '投影'] }, 605: { text: '原子性、一致性、隔离性、持续性。' } }, manual: { 605: 8 } },
  { answers: { ...GOOD, 604: { choices: ['A', 'D'] }, 605: { text: 'ACID：原子性、一致性、隔离性、持续性。' } } },
];

function attemptsOf(pub: StoredExamClass, roster: number[]): Attempt[] {
  const start = Date.parse(pub.startAt);
  const end = Date.parse(pub.endAt);
  const now = Date.now();
  if (now < start) return [];
  const running = now < end;
  // over: everyone but the last of a roster of more than two; running: the first half (at least one)
  const takers = running ? roster.slice(0, Math.max(1, Math.ceil(roster.length / 2))) : roster.length > 2 ? roster.slice(0, -1) : roster;
  return takers.map((studentId, i) => {
    const profile = PROFILES[i % PROFILES.length]!;
    const began = Math.min(start + (i * 3 + 1) * MINUTE, now - MINUTE);
    const deadline = Math.min(began + pub.durationMinutes * MINUTE, end);
    const byClock = !running && i === 3;
    const answering = running && i !== 1;
    const reviewed = !running && profile.manual !== undefined;
    return {
      scoreId: pub.examClassId * 100 + i + 1,
      studentId,
      state: answering ? 'answering' : reviewed ? 'reviewed' : 'submitted',
      startedAt: iso(began),
      deadline: iso(deadline),
      submittedAt: answering ? null : iso(byClock ? deadline : Math.min(deadline - 10 * MINUTE, now - MINUTE / 2)),
      autoSubmitted: byClock,
      answers: answering ? { 601: profile.answers[601]!, 602: profile.answers[602]! } : profile.answers,
      manual: reviewed ? { ...profile.manual } : {},
      comments: reviewed ? { ...profile.comments } : {},
      comment: reviewed && i === 0 ? '整体掌握得很好。' : null,
    };
  });
}

type Store = Map<number, Attempt[]>;
type G = typeof globalThis & { __htdzMockExamReport?: Store };
const store = (): Store => ((globalThis as G).__htdzMockExamReport ??= new Map());

/** The exam-class of a publication (its attempts made up on first sight), or null when there is no such publication. */
function examClassOf(examClassId: number): ExamClass | null {
  const pub = examState().examClasses.find((x) => x.examClassId === examClassId);
  if (!pub) return null;
  const clazz = classState().list.find((c) => c.sclassId === pub.classId);
  const roster = clazz?.students.map((m) => m.userId).filter((u) => MOCK_STUDENTS.some((s) => s.userId === u)) ?? [];
  let attempts = store().get(examClassId);
  if (!attempts) {
    attempts = attemptsOf(pub, roster);
    store().set(examClassId, attempts);
  }
  return { pub, className: clazz?.name ?? '（班级已删除）', roster, attempts };
}

/** The attempt of a scoreId, in the exam-class its id names. */
function attemptOf(scoreId: number): { c: ExamClass; a: Attempt } | null {
  const c = examClassOf(Math.floor(scoreId / 100));
  const a = c?.attempts.find((x) => x.scoreId === scoreId);
  return c && a ? { c, a } : null;
}

// ---- scores ----

const handedIn = (a: Attempt) => a.state !== 'answering';
const studentOf = (userId: number) => MOCK_STUDENTS.find((s) => s.userId === userId)!;
const rosterOf = (c: ExamClass) => c.roster.map(studentOf).sort((x, y) => x.code.localeCompare(y.code));
const verdictOf = (a: Attempt, x: Question): Verdict | null => (handedIn(a) ? grade(x, a.answers[x.exerciseId] ?? {}) : null);

/** Points of one question: the teacher's, else the automatic; null while it waits for a teacher. */
function questionScore(a: Attempt, x: Question): number | null {
  if (a.manual[x.exerciseId] !== undefined) return a.manual[x.exerciseId];
  return verdictOf(a, x)?.score ?? null;
}

function scoreOf(a: Attempt): number | null {
  if (!handedIn(a)) return null;
  return toPoints(questions().reduce((sum, x) => sum + toTenths(questionScore(a, x) ?? 0), 0));
}

const pendingOf = (a: Attempt) => a.state === 'submitted' && questions().some((x) => questionScore(a, x) === null && a.answers[x.exerciseId] !== undefined);

function windowState(c: ExamClass): ExamState {
  const now = Date.now();
  if (now < Date.parse(c.pub.startAt)) return 'upcoming';
  return now < Date.parse(c.pub.endAt) ? 'open' : 'missed';
}

function rowOf(c: ExamClass, studentId: number): ExamScoreRow {
  const s = studentOf(studentId);
  const a = c.attempts.find((x) => x.studentId === studentId);
  if (!a) {
    return {
      scoreId: null,
      studentId,
      code: s.code,
      name: s.name,
      state: windowState(c),
      startedAt: null,
      deadline: null,
      submittedAt: null,
      autoSubmitted: false,
      answeredCount: 0,
      score: null,
      pendingReview: false,
      regradePending: false,
    };
  }
  return {
    scoreId: a.scoreId,
    studentId,
    code: s.code,
    name: s.name,
    state: a.state,
    startedAt: a.startedAt,
    deadline: a.deadline,
    submittedAt: a.submittedAt,
    autoSubmitted: a.autoSubmitted,
    answeredCount: Object.keys(a.answers).length,
    score: scoreOf(a),
    pendingReview: pendingOf(a),
    regradePending: false,
  };
}

const mean = (values: number[]) => (values.length ? toPoints(Math.round(values.reduce((s, v) => s + toTenths(v), 0) / values.length)) : null);

function summaryOf(c: ExamClass): ExamClassSummary {
  const done = c.attempts.filter(handedIn);
  const { description: _description, ...pub } = c.pub;
  return {
    ...pub,
    className: c.className,
    // the paper here is the practice questions', whatever the publication's paper holds
    questionCount: questions().length,
    totalScore: totalScore(),
    studentCount: c.roster.length,
    startedCount: c.attempts.length,
    submittedCount: done.length,
    reviewedCount: done.filter((a) => a.state === 'reviewed').length,
    pendingCount: done.filter(pendingOf).length,
    averageScore: mean(done.map((a) => scoreOf(a) ?? 0)),
  };
}

function median(sorted: number[]): number | null {
  if (!sorted.length) return null;
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[m] : toPoints(Math.round((toTenths(sorted[m - 1]) + toTenths(sorted[m])) / 2));
}

function questionStats(c: ExamClass): ExamQuestionStat[] {
  const done = c.attempts.filter(handedIn);
  return questions().map((x, i) => {
    const scores = done.map((a) => questionScore(a, x));
    const correct = scores.filter((s) => s !== null && s >= x.score).length;
    return {
      questionId: x.exerciseId,
      position: i + 1,
      type: x.spec.type,
      stemText: plain(x.stem),
      score: x.score,
      answeredCount: done.filter((a) => a.answers[x.exerciseId] !== undefined).length,
      correctCount: correct,
      correctRate: done.length ? roundPercent((100 * correct) / done.length) : null,
      averageScore: mean(scores.map((s) => s ?? 0)),
    };
  });
}

function reportOf(c: ExamClass): ExamReport {
  const total = totalScore();
  const scores = c.attempts
    .filter(handedIn)
    .map((a) => scoreOf(a) ?? 0)
    .sort((x, y) => x - y);
  return {
    examClass: summaryOf(c),
    figures: {
      count: scores.length,
      average: mean(scores),
      median: median(scores),
      max: scores.length ? scores[scores.length - 1] : null,
      min: scores.length ? scores[0] : null,
      passRate: scores.length ? roundPercent((100 * scores.filter((s) => s >= total * 0.6).length) / scores.length) : null,
    },
    distribution: distributionOf(scores.map((s) => percentOf(s, total))),
    questions: questionStats(c),
    rows: rosterOf(c).map((s) => rowOf(c, s.userId)),
  };
}

/**
 * A class's exams as the statistics mock (mock/statis.ts) reads them, by start: each publication, its paper's total
 * and every student of the roster as the report shows them, so both pages tell the same story.
 */
export function mockClassExams(classId: number): { pub: StoredExamClass; total: number; rows: ExamScoreRow[] }[] {
  return examState()
    .examClasses.filter((x) => x.classId === classId)
    .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.examClassId - b.examClassId)
    .flatMap((pub) => {
      const c = examClassOf(pub.examClassId);
      return c ? [{ pub, total: totalScore(), rows: rosterOf(c).map((s) => rowOf(c, s.userId)) }] : [];
    });
}

function answerViewOf(c: ExamClass, a: Attempt): ExamAnswerView {
  const s = studentOf(a.studentId);
  const order = rosterOf(c).flatMap((r) => c.attempts.filter((x) => x.studentId === r.userId).map((x) => x.scoreId));
  const at = order.indexOf(a.scoreId);
  const qs: ReviewQuestion[] = questions().map((x, i) => {
    const verdict = verdictOf(a, x);
    return {
      question: {
        questionId: x.exerciseId,
        position: i + 1,
        type: x.spec.type,
        stem: x.stem,
        stemText: plain(x.stem),
        analysis: x.analysis,
        difficulty: x.difficulty,
        spec: x.spec,
        knowIds: x.knowIds,
        score: x.score,
        sceneName: sceneOf(x)?.name ?? null,
      },
      answer: a.answers[x.exerciseId] ?? null,
      verdict,
      autoScore: verdict?.score ?? null,
      manualScore: a.manual[x.exerciseId] ?? null,
      comment: a.comments[x.exerciseId] ?? null,
    };
  });
  return {
    examClass: summaryOf(c),
    student: { userId: s.userId, code: s.code, name: s.name },
    row: rowOf(c, a.studentId),
    comment: a.comment,
    questions: qs,
    previousScoreId: at > 0 ? order[at - 1] : null,
    nextScoreId: at >= 0 && at < order.length - 1 ? order[at + 1] : null,
  };
}

// ---- the export ----

async function sheetOf(c: ExamClass): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('考试成绩');
  const qs = questions();
  ws.columns = [
    { header: '账号', width: 14 },
    { header: '姓名', width: 10 },
    { header: '状态', width: 8 },
    { header: '开始时间', width: 20 },
    { header: '交卷时间', width: 20 },
    { header: '自动交卷', width: 8 },
    ...qs.map((_, i) => ({ header: `第${i + 1}题`, width: 8 })),
    { header: `总分（满分 ${totalScore()}）`, width: 14 },
    { header: '待批阅', width: 8 },
  ];
  for (const s of rosterOf(c)) {
    const row = rowOf(c, s.userId);
    const a = c.attempts.find((x) => x.studentId === s.userId);
    ws.addRow([
      row.code,
      row.name,
      EXAM_STATE_NAMES[row.state],
      row.startedAt ?? '',
      row.submittedAt ?? '',
      row.autoSubmitted ? '是' : '',
      ...qs.map((x) => (a ? (questionScore(a, x) ?? '') : '')),
      row.score ?? '',
      row.pendingReview ? '是' : '',
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// ---- who may ----

const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'success' in v;
const teaching = (user: CurrentUser) => user.baseRoleType === 1 || user.baseRoleType === 3;
const unauthorized = () => fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401);
const forbidden = () => fail('只有班级的任课教师可以查看考试报告', 'FORBIDDEN', 403);

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | Failure {
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? parsed.data : fail(parsed.error.issues[0]?.message ?? '请求参数无效');
}

/** Why the request may not go on, or null for a teacher (every class here is 李老师's, as every teacher's in the mock). */
function refusal(req: Req): Failure | null {
  const user = mockUserOf(req);
  if (!user) return unauthorized();
  return teaching(user) ? null : forbidden();
}

const asTeacher = (answer: (req: Req) => unknown) => (req: Req, res: Res) => res.json(refusal(req) ?? answer(req));

// ---- regrades (the mock's grader is the same before and after: no score changes) ----

type G2 = typeof globalThis & { __htdzMockExamRegrades?: Map<number, RegradeRecord[]> };
const regradesOf = (examClassId: number): RegradeRecord[] => {
  const all = ((globalThis as G2).__htdzMockExamRegrades ??= new Map());
  if (!all.has(examClassId)) all.set(examClassId, []);
  return all.get(examClassId)!;
};

function regradeOverviewOf(c: ExamClass): RegradeOverview {
  return {
    answerCount: c.attempts.filter(handedIn).length,
    // the SQL question plays the one fixed in the bank since publication
    questions: questions().map((x, i) => ({ questionId: x.exerciseId, position: i + 1, type: x.spec.type, stemText: plain(x.stem), bank: x.spec.type === 'query' ? 'changed' : 'same' })),
    records: regradesOf(c.pub.examClassId),
  };
}

const ExamClassParams = z.object({ examClassId: id('考试班级') });
const ScoreParams = z.object({ scoreId: id('成绩') });
const noAttempt = () => fail('没有找到这份答卷', 'NOT_FOUND', 404);
const noExam = () => fail('没有找到这场考试', 'NOT_FOUND', 404);

export default {
  'GET /htdz/exam/report/:examClassId': asTeacher((req) => {
    const p = parse(ExamClassParams, req.params);
    if (isFailure(p)) return p;
    const c = examClassOf(p.examClassId);
    return c ? ok(reportOf(c)) : noExam();
  }),

  'GET /htdz/exam/report/:examClassId/export': async (req: Req, res: Res) => {
    const refused = refusal(req);
    if (refused) return res.json(refused);
    const p = parse(ExamClassParams, req.params);
    if (isFailure(p)) return res.json(p);
    const c = examClassOf(p.examClassId);
    if (!c) return res.json(noExam());
    sendXlsx(res, await sheetOf(c), `${c.pub.name} - ${c.className} 考试成绩.xlsx`);
  },

  'GET /htdz/exam/score/:scoreId': asTeacher((req) => {
    const p = parse(ScoreParams, req.params);
    if (isFailure(p)) return p;
    const found = attemptOf(p.scoreId);
    return found ? ok(answerViewOf(found.c, found.a)) : noAttempt();
  }),

  'GET /htdz/exam/class/regrades/:examClassId': asTeacher((req) => {
    const p = parse(ExamClassParams, req.params);
    if (isFailure(p)) return p;
    const c = examClassOf(p.examClassId);
    return c ? ok(regradeOverviewOf(c)) : noExam();
  }),

  'POST /htdz/exam/class/regrade': asTeacher((req) => {
    const b = parse(RegradeExamBody, req.body);
    if (isFailure(b)) return b;
    const c = examClassOf(b.examClassId);
    if (!c) return noExam();
    const position = questions().findIndex((x) => x.exerciseId === b.questionId) + 1;
    if (position === 0) return fail('题目不属于这场考试');
    const records = regradesOf(c.pub.examClassId);
    const record: RegradeRecord = {
      regradeId: records.length + 1,
      questionId: b.questionId,
      position,
      regradedBy: mockUserOf(req)?.userName ?? '',
      regradedAt: new Date().toISOString(),
      answerCount: c.attempts.filter(handedIn).length,
      changedCount: 0,
      changes: [],
    };
    records.unshift(record);
    return ok(record);
  }),

  'POST /htdz/exam/score/grade': asTeacher((req) => {
    const b = parse(GradeExamBody, req.body);
    if (isFailure(b)) return b;
    const found = attemptOf(b.scoreId);
    if (!found) return noAttempt();
    const { c, a } = found;
    if (!handedIn(a)) return fail('学生还没有交卷，不能批阅', 'NOT_SUBMITTED');
    const qs = questions();
    for (const g of b.questions) {
      const at = qs.findIndex((x) => x.exerciseId === g.questionId);
      if (at < 0) return fail('题目不在这份试卷中', 'NOT_FOUND', 404);
      if (g.score !== null && g.score > qs[at].score) return fail(`第 ${at + 1} 题的分数不能超过 ${qs[at].score} 分`);
      if (g.score !== null && Math.abs(Math.round(g.score * 10) - g.score * 10) > 1e-9) return fail(`第 ${at + 1} 题的分数最多一位小数`);
    }
    for (const g of b.questions) {
      if (g.score === null) delete a.manual[g.questionId];
      else a.manual[g.questionId] = g.score;
      if (g.comment) a.comments[g.questionId] = g.comment;
      else delete a.comments[g.questionId];
    }
    a.comment = b.comment;
    if (b.finish) a.state = 'reviewed';
    return ok(rowOf(c, a.studentId));
  }),
};
