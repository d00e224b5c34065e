// Mocks of the teacher's homework review (/htdz/homework/submissions, export, review, grade, return, duplicates...)
// for `max dev` without the server. Every homework id opens a homework of course 1's class 2023级计算机科学1班 with
// eight students in every state (未开始, 作答中, 已提交 — one late, one handed in by the clock —, 已批阅, 已退回), five
// of the practice questions (mock/_practice-questions.ts, graded by its simple grader) and, for homework 1, a duplicate
// check already run in which 王小明 and 李思雨 share the same wrong answers. Homework 2 onwards has 查重 off and
// no check yet, until 立即查重. Grading, returning, decisions and regrades (重新评分: the mock's grader is the same
// before and after, so no score changes) are kept in memory. Teachers and administrators only.
import type { CurrentUser } from '@contract/auth';
import { toPoints, toTenths, type AnswerValue, type Verdict } from '@contract/exercise';
import {
  DecideDuplicateBody,
  GradeSubmissionBody,
  RegradeHomeworkBody,
  ReturnSubmissionBody,
  type DuplicateComparison,
  type DuplicateDecision,
  type DuplicatePairRow,
  type HomeworkQuestionSnapshot,
  type HomeworkSummary,
  type RegradeOverview,
  type RegradeRecord,
  type ReviewQuestion,
  type SubmissionReview,
  type SubmissionRow,
  type SubmissionStatus,
  SUBMISSION_STATUS_NAMES,
} from '@contract/homework';
import { id, z } from '@contract/zod';
import ExcelJS from 'exceljs';
import { mockUserOf } from './auth';
import { MOCK_STUDENTS } from './clazz';
import { fail, ok } from './_envelope';
import { sendXlsx } from './_exercise-sheet';
import { grade, plain, questionOf, sceneOf, type Question } from './_practice-questions';

type Req = { body?: unknown; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void; setHeader: (name: string, value: string) => unknown; send: (body: unknown) => void };
type Failure = ReturnType<typeof fail>;

// ---- the homework ----

const QUESTION_IDS = [601, 604, 603, 605, 606];
const ROSTER = [21, 22, 23, 24, 25, 26, 27, 4];
const START = '2025-03-10T00:00:00.000Z';
const END = '2025-03-17T15:59:00.000Z';
const LATE_UNTIL = '2025-03-20T15:59:00.000Z';
const LATE_PENALTY = 10;
const SIMILAR = 0.5;

const questions = (): Question[] => QUESTION_IDS.map((x) => questionOf(x)!).filter(Boolean);
const snapshotOf = (x: Question, position: number): HomeworkQuestionSnapshot => ({
  questionId: x.exerciseId,
  position,
  type: x.spec.type,
  stem: x.stem,
  stemText: plain(x.stem),
  analysis: x.analysis,
  difficulty: x.difficulty,
  scoreTenths: toTenths(x.score),
  spec: x.spec,
  knowIds: x.knowIds,
});

type Submission = {
  status: SubmissionStatus;
  submittedAt: string | null;
  late: boolean;
  autoSubmitted: boolean;
  answers: Record<number, AnswerValue>;
  manual: Record<number, number>;
  comments: Record<number, string>;
  comment: string | null;
  returnedUntil: string | null;
};

type Homework = {
  homeworkId: number;
  name: string;
  duplicateCheck: boolean;
  checkedAt: string | null;
  decisions: Map<string, DuplicateDecision>;
  subs: Map<number, Submission>;
  regrades: RegradeRecord[];
};

const SHARED_SHORT = '事务具有原子性和一致性。原子性指事务中的操作要么全做要么全不做，一致性指事务使数据库从一个一致状态变到另一个一致状态。';
const sub = (status: SubmissionStatus, answers: Record<number, AnswerValue>, more: Partial<Submission> = {}): Submission => ({
  status,
  submittedAt: status === 'new' || status === 'answering' ? null : '2025-03-16T12:30:00.000Z',
  late: false,
  autoSubmitted: false,
  answers,
  manual: {},
  comments: {},
  comment: null,
  returnedUntil: null,
  ...more,
});

function seedSubmissions(): Map<number, Submission> {
  return new Map<number, Submission>([
    [
      21,
      sub('submitted', {
        601: { choices: ['B'] },
        604: { choices: ['A', 'B'] },
        603: { blanks: ['选择', '连接'] },
        605: { text: SHARED_SHORT },
        606: { sql: 'SELECT sname, sage\nFROM student;' },
      }),
    ],
    [
      22,
      sub(
        'submitted',
        {
          601: { choices: ['C'] },
          604: { choices: ['A', 'B'] },
          603: { blanks: ['选择', '连接'] },
          605: { text: `答：${SHARED_SHORT}` },
          606: { sql: 'select sname, sage\nfrom student;' },
        },
        { submittedAt: '2025-03-18T02:10:00.000Z', late: true },
      ),
    ],
    [
      23,
      sub(
        'submitted',
        { 601: { choices: ['B'] }, 604: { choices: ['A', 'B', 'D'] }, 603: { blanks: ['σ', 'π'] }, 606: { sql: 'SELECT sname FROM student;' } },
        { submittedAt: END, autoSubmitted: true },
      ),
    ],
    [
      24,
      sub(
        'returned',
        {
          601: { choices: ['A'] },
          604: { choices: ['C'] },
          603: { blanks: ['投影', '选择'] },
          605: { text: '原子性、一致性。' },
          606: { sql: 'SELECT * FROM students;' },
        },
        { comment: '第 4 题只写了两个特性，请补全后重新提交。', returnedUntil: '2099-03-24T15:59:00.000Z' },
      ),
    ],
    [25, sub('answering', { 601: { choices: ['B'] }, 604: { choices: ['A'] } })],
    [26, sub('new', {})],
    [
      27,
      sub('submitted', {
        601: { choices: ['B'] },
        604: { choices: ['A', 'B', 'D'] },
        603: { blanks: ['选择', '投影'] },
        605: { text: '原子性：事务是不可分割的工作单位；一致性；隔离性：并发事务互不干扰；持续性：提交后永久保存。' },
        606: { sql: 'SELECT sname, sdept FROM student;' },
      }),
    ],
    [
      4,
      sub(
        'reviewed',
        {
          601: { choices: ['B'] },
          604: { choices: ['A', 'B', 'D'] },
          603: { blanks: ['选择', '投影'] },
          605: { text: '原子性、一致性、隔离性和持续性（ACID）。' },
          606: { sql: 'SELECT sname, sdept FROM student;' },
        },
        { manual: { 605: 9 }, comments: { 605: '四个特性都写到了，可以再解释一下含义。' }, comment: '完成得很好。', submittedAt: '2025-03-15T09:00:00.000Z' },
      ),
    ],
  ]);
}

type Store = Map<number, Homework>;
type G = typeof globalThis & { __htdzMockHomeworkReview?: Store };
const store = (): Store => ((globalThis as G).__htdzMockHomeworkReview ??= new Map());

function homeworkOf(homeworkId: number): Homework {
  let h = store().get(homeworkId);
  if (!h) {
    const first = homeworkId === 1;
    h = {
      homeworkId,
      name: first ? '第一次作业：关系模型与 SQL 查询' : `第 ${homeworkId} 次作业`,
      duplicateCheck: first,
      checkedAt: first ? '2025-03-20T16:30:00.000Z' : null,
      decisions: new Map(),
      subs: seedSubmissions(),
      regrades: [],
    };
    store().set(homeworkId, h);
  }
  return h;
}

// ---- scores ----

const handedIn = (s: Submission) => s.status === 'submitted' || s.status === 'reviewed' || s.status === 'returned';
const studentOf = (userId: number) => MOCK_STUDENTS.find((s) => s.userId === userId)!;
const roster = () => ROSTER.map(studentOf).sort((a, b) => a.code.localeCompare(b.code));
const totalScore = () => toPoints(questions().reduce((sum, x) => sum + toTenths(x.score), 0));

const verdictOf = (s: Submission, x: Question): Verdict | null => (handedIn(s) ? grade(x, s.answers[x.exerciseId] ?? {}) : null);

function scoreOf(s: Submission): number | null {
  if (!handedIn(s)) return null;
  const tenths = questions().reduce((sum, x) => sum + (s.manual[x.exerciseId] !== undefined ? toTenths(s.manual[x.exerciseId]) : toTenths(verdictOf(s, x)?.score ?? 0)), 0);
  return toPoints(s.late ? Math.round((tenths * (100 - LATE_PENALTY)) / 100) : tenths);
}

const pendingOf = (s: Submission) => s.status === 'submitted' && questions().some((x) => verdictOf(s, x)?.correct === null && s.manual[x.exerciseId] === undefined);

function rowOf(h: Homework, userId: number): SubmissionRow {
  const s = h.subs.get(userId)!;
  const student = studentOf(userId);
  const pairs = h.checkedAt ? pairsOf(h).filter((p) => p.decision !== 'dismissed' && (p.studentId === userId || p.otherStudentId === userId)) : [];
  return {
    studentId: userId,
    code: student.code,
    name: student.name,
    status: s.status,
    submittedAt: s.submittedAt,
    late: s.late,
    autoSubmitted: s.autoSubmitted,
    answeredCount: Object.keys(s.answers).length,
    score: scoreOf(s),
    pendingReview: pendingOf(s),
    maxSimilarity: pairs.length ? Math.max(...pairs.map((p) => p.similarity)) : null,
    regradePending: false,
  };
}

function summaryOf(h: Homework): HomeworkSummary {
  const subs = ROSTER.map((u) => h.subs.get(u)!);
  const scores = subs.flatMap((s) => (handedIn(s) ? [scoreOf(s) ?? 0] : []));
  return {
    homeworkId: h.homeworkId,
    taskId: 1,
    courseId: 1,
    classId: 1,
    className: '2023级计算机科学1班',
    name: h.name,
    questionCount: questions().length,
    totalScore: totalScore(),
    startAt: START,
    endAt: END,
    latePolicy: 'accept',
    lateUntil: LATE_UNTIL,
    latePenalty: LATE_PENALTY,
    showScore: 'review',
    showAnswer: 'end',
    duplicateCheck: h.duplicateCheck,
    duplicateCheckedAt: h.checkedAt,
    publishedAt: '2025-03-09T08:00:00.000Z',
    studentCount: ROSTER.length,
    submittedCount: scores.length,
    reviewedCount: subs.filter((s) => s.status === 'reviewed').length,
    pendingCount: subs.filter(pendingOf).length,
    averageScore: scores.length ? toPoints(Math.round((scores.reduce((a, b) => a + toTenths(b), 0)) / scores.length)) : null,
  };
}

function reviewOf(h: Homework, userId: number): SubmissionReview {
  const s = h.subs.get(userId)!;
  const student = studentOf(userId);
  const order = roster().map((r) => r.userId);
  const at = order.indexOf(userId);
  const qs: ReviewQuestion[] = questions().map((x, i) => {
    const { scoreTenths: _tenths, ...snapshot } = snapshotOf(x, i + 1);
    const verdict = verdictOf(s, x);
    return {
      question: { ...snapshot, score: x.score, sceneName: sceneOf(x)?.name ?? null },
      answer: s.answers[x.exerciseId] ?? null,
      verdict,
      autoScore: verdict?.score ?? null,
      manualScore: s.manual[x.exerciseId] ?? null,
      comment: s.comments[x.exerciseId] ?? null,
    };
  });
  return {
    homework: summaryOf(h),
    student: { userId, code: student.code, name: student.name },
    row: rowOf(h, userId),
    comment: s.comment,
    returnedUntil: s.status === 'returned' ? s.returnedUntil : null,
    questions: qs,
    previousStudentId: at > 0 ? order[at - 1] : null,
    nextStudentId: at < order.length - 1 ? order[at + 1] : null,
  };
}

// ---- the duplicate check: character 3-grams of the answers, right answers never evidence ----

const K = 3;
function answerText(x: Question, a: AnswerValue | undefined): string {
  if (!a) return '';
  switch (x.spec.type) {
    case 'single':
    case 'multiple':
      return (a.choices ?? []).join('、');
    case 'judge':
      return a.judge === undefined ? '' : a.judge ? '正确' : '错误';
    case 'fill':
      return (a.blanks ?? []).join('\n');
    case 'short':
      return a.text ?? '';
    default:
      return a.sql ?? '';
  }
}
const gramsOf = (text: string) => {
  const low = text.toLowerCase();
  const out = new Set<string>();
  for (let i = 0; i + K <= low.length; i++) out.add(low.slice(i, i + K));
  return out;
};
function similarityOf(a: string, b: string): number {
  if (a.length < K || b.length < K) return a.toLowerCase() === b.toLowerCase() ? 1 : 0;
  const ga = gramsOf(a);
  const gb = gramsOf(b);
  const shared = [...ga].filter((g) => gb.has(g)).length;
  return shared / (ga.size + gb.size - shared);
}
/** [start, end) ranges of `text` inside a 3-gram the other text has too. */
function spansOf(text: string, other: string): [number, number][] {
  if (text.length < K || other.length < K) return text && text.toLowerCase() === other.toLowerCase() ? [[0, text.length]] : [];
  const theirs = gramsOf(other);
  const low = text.toLowerCase();
  const spans: [number, number][] = [];
  for (let i = 0; i + K <= low.length; i++) {
    if (!theirs.has(low.slice(i, i + K))) continue;
    const last = spans[spans.length - 1];
    if (last && i <= last[1]) last[1] = i + K;
    else spans.push([i, i + K]);
  }
  return spans;
}

type Evidence = { x: Question; position: number; a: string; b: string; ca: boolean | null; cb: boolean | null; similarity: number | null };
function evidenceOf(h: Homework, ua: number, ub: number): Evidence[] {
  const sa = h.subs.get(ua)!;
  const sb = h.subs.get(ub)!;
  return questions().map((x, i) => {
    const a = answerText(x, sa.answers[x.exerciseId]);
    const b = answerText(x, sb.answers[x.exerciseId]);
    const ca = verdictOf(sa, x)?.correct ?? null;
    const cb = verdictOf(sb, x)?.correct ?? null;
    const counted = a !== '' && b !== '' && !(ca === true && cb === true);
    return { x, position: i + 1, a, b, ca, cb, similarity: counted ? similarityOf(a, b) : null };
  });
}
const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

function pairRowOf(h: Homework, ua: number, ub: number): DuplicatePairRow {
  const counted = evidenceOf(h, ua, ub).filter((e) => e.similarity !== null);
  const similarity = counted.length ? counted.reduce((sum, e) => sum + (e.similarity ?? 0), 0) / counted.length : 0;
  const a = studentOf(ua);
  const b = studentOf(ub);
  return {
    studentId: ua,
    code: a.code,
    name: a.name,
    otherStudentId: ub,
    otherCode: b.code,
    otherName: b.name,
    similarity: Math.round(similarity * 1000) / 1000,
    questions: counted.map((e) => ({ questionId: e.x.exerciseId, position: e.position, similarity: Math.round((e.similarity ?? 0) * 1000) / 1000 })),
    decision: h.decisions.get(pairKey(ua, ub)) ?? 'pending',
  };
}

/** Pairs of handed-in submissions over the threshold, most similar first. */
function pairsOf(h: Homework): DuplicatePairRow[] {
  const ids = roster()
    .map((s) => s.userId)
    .filter((u) => handedIn(h.subs.get(u)!));
  const pairs: DuplicatePairRow[] = [];
  ids.forEach((ua, i) => ids.slice(i + 1).forEach((ub) => pairs.push(pairRowOf(h, ua, ub))));
  return pairs.filter((p) => p.similarity >= SIMILAR && p.questions.length >= 2).sort((p, q) => q.similarity - p.similarity);
}

const reportOf = (h: Homework) => ({ checkedAt: h.checkedAt, pairs: h.checkedAt ? pairsOf(h) : [] });

function comparisonOf(h: Homework, ua: number, ub: number): DuplicateComparison {
  return {
    homework: summaryOf(h),
    pair: pairRowOf(h, ua, ub),
    questions: evidenceOf(h, ua, ub).map((e) => ({
      questionId: e.x.exerciseId,
      position: e.position,
      type: e.x.spec.type,
      stemText: plain(e.x.stem),
      similarity: e.similarity === null ? null : Math.round(e.similarity * 1000) / 1000,
      a: { text: e.a, correct: e.ca, spans: e.ca === true ? [] : spansOf(e.a, e.b) },
      b: { text: e.b, correct: e.cb, spans: e.cb === true ? [] : spansOf(e.b, e.a) },
    })),
  };
}

// ---- the export ----

async function sheetOf(h: Homework): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('成绩');
  const qs = questions();
  ws.columns = [
    { header: '账号', width: 14 },
    { header: '姓名', width: 10 },
    { header: '状态', width: 8 },
    { header: '提交时间', width: 20 },
    { header: '迟交', width: 6 },
    ...qs.map((_, i) => ({ header: `第${i + 1}题`, width: 8 })),
    { header: `总分（满分 ${totalScore()}）`, width: 14 },
  ];
  for (const s of roster()) {
    const row = rowOf(h, s.userId);
    const r = reviewOf(h, s.userId);
    ws.addRow([
      row.code,
      row.name,
      SUBMISSION_STATUS_NAMES[row.status],
      row.submittedAt ?? '',
      row.late ? '是' : '',
      ...r.questions.map((q) => q.manualScore ?? q.autoScore ?? ''),
      row.score ?? '',
    ]);
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

// ---- regrades ----

/** Handed in and not given back: the papers a regrade grades again. */
const regradable = (h: Homework) => ROSTER.filter((u) => ['submitted', 'reviewed'].includes(h.subs.get(u)!.status)).length;

function regradeOverviewOf(h: Homework): RegradeOverview {
  return {
    answerCount: regradable(h),
    // the SQL question plays the one fixed in the bank since publication
    questions: questions().map((x, i) => ({ questionId: x.exerciseId, position: i + 1, type: x.spec.type, stemText: plain(x.stem), bank: x.spec.type === 'query' ? 'changed' : 'same' })),
    records: h.regrades,
  };
}

// ---- who may ----

const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'success' in v;
const invalid = (error: { issues: { message: string }[] }) => fail(error.issues[0]?.message ?? '请求参数无效');
const forbidden = () => fail('只有班级的任课教师可以批阅作业', 'FORBIDDEN', 403);
const noStudent = () => fail('这名学生不在作业的班级中', 'NOT_FOUND', 404);

/** Teachers (and administrators): the class here is 李老师's, as every teacher's in the mock. */
const teaching = (user: CurrentUser) => user.baseRoleType === 1 || user.baseRoleType === 3;

const asTeacher = (answer: (req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  if (!user) return res.json(fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
  if (!teaching(user)) return res.json(forbidden());
  res.json(answer(req));
};

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> | Failure {
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? parsed.data : invalid(parsed.error);
}

const HomeworkParams = z.object({ homeworkId: id('作业') });
const ReviewParams = HomeworkParams.extend({ studentId: id('学生') });
const CompareParams = ReviewParams.extend({ otherStudentId: id('学生') });

function submissionOf(homeworkId: number, studentId: number): { h: Homework; s: Submission } | Failure {
  const h = homeworkOf(homeworkId);
  const s = h.subs.get(studentId);
  return s ? { h, s } : noStudent();
}

export default {
  'GET /htdz/homework/submissions/:homeworkId': asTeacher((req) => {
    const p = parse(HomeworkParams, req.params);
    if (isFailure(p)) return p;
    const h = homeworkOf(p.homeworkId);
    return ok({ homework: summaryOf(h), rows: roster().map((s) => rowOf(h, s.userId)) });
  }),

  'GET /htdz/homework/export/:homeworkId': async (req: Req, res: Res) => {
    const user = mockUserOf(req);
    if (!user) return res.json(fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
    if (!teaching(user)) return res.json(forbidden());
    const p = parse(HomeworkParams, req.params);
    if (isFailure(p)) return res.json(p);
    const h = homeworkOf(p.homeworkId);
    sendXlsx(res, await sheetOf(h), `${h.name} 成绩.xlsx`);
  },

  'GET /htdz/homework/review/:homeworkId/:studentId': asTeacher((req) => {
    const p = parse(ReviewParams, req.params);
    if (isFailure(p)) return p;
    const found = submissionOf(p.homeworkId, p.studentId);
    return isFailure(found) ? found : ok(reviewOf(found.h, p.studentId));
  }),

  'POST /htdz/homework/grade': asTeacher((req) => {
    const b = parse(GradeSubmissionBody, req.body);
    if (isFailure(b)) return b;
    const found = submissionOf(b.homeworkId, b.studentId);
    if (isFailure(found)) return found;
    const { h, s } = found;
    if (!handedIn(s)) return fail('学生还没有提交这份作业，不能批阅', 'NOT_SUBMITTED');
    const qs = questions();
    for (const g of b.questions) {
      const at = qs.findIndex((x) => x.exerciseId === g.questionId);
      if (at < 0) return fail('题目不在这份作业中', 'NOT_FOUND', 404);
      if (g.score !== null && g.score > qs[at].score) return fail(`第 ${at + 1} 题的分数不能超过 ${qs[at].score} 分`);
      if (g.score !== null && Math.abs(Math.round(g.score * 10) - g.score * 10) > 1e-9) return fail(`第 ${at + 1} 题的分数最多一位小数`);
    }
    for (const g of b.questions) {
      if (g.score === null) delete s.manual[g.questionId];
      else s.manual[g.questionId] = g.score;
      if (g.comment) s.comments[g.questionId] = g.comment;
      else delete s.comments[g.questionId];
    }
    s.comment = b.comment;
    if (b.finish) s.status = 'reviewed';
    return ok(rowOf(h, b.studentId));
  }),

  'POST /htdz/homework/return': asTeacher((req) => {
    const b = parse(ReturnSubmissionBody, req.body);
    if (isFailure(b)) return b;
    const found = submissionOf(b.homeworkId, b.studentId);
    if (isFailure(found)) return found;
    const { h, s } = found;
    if (!handedIn(s)) return fail('学生还没有提交这份作业，不能退回', 'NOT_SUBMITTED');
    if (Date.parse(b.until) <= Date.now()) return fail('重新提交截止时间须晚于现在');
    s.status = 'returned';
    s.returnedUntil = b.until;
    if (b.comment) s.comment = b.comment;
    return ok(rowOf(h, b.studentId));
  }),

  'GET /htdz/homework/duplicates/:homeworkId': asTeacher((req) => {
    const p = parse(HomeworkParams, req.params);
    return isFailure(p) ? p : ok(reportOf(homeworkOf(p.homeworkId)));
  }),

  'POST /htdz/homework/duplicates/run/:homeworkId': asTeacher((req) => {
    const p = parse(HomeworkParams, req.params);
    if (isFailure(p)) return p;
    const h = homeworkOf(p.homeworkId);
    h.checkedAt = new Date().toISOString();
    return ok(reportOf(h));
  }),

  'GET /htdz/homework/duplicates/compare/:homeworkId/:studentId/:otherStudentId': asTeacher((req) => {
    const p = parse(CompareParams, req.params);
    if (isFailure(p)) return p;
    if (p.studentId === p.otherStudentId) return fail('请选择两名不同的学生');
    const h = homeworkOf(p.homeworkId);
    if (!h.subs.has(p.studentId) || !h.subs.has(p.otherStudentId)) return noStudent();
    return ok(comparisonOf(h, p.studentId, p.otherStudentId));
  }),

  'GET /htdz/homework/regrades/:homeworkId': asTeacher((req) => {
    const p = parse(HomeworkParams, req.params);
    return isFailure(p) ? p : ok(regradeOverviewOf(homeworkOf(p.homeworkId)));
  }),

  'POST /htdz/homework/regrade': asTeacher((req) => {
    const b = parse(RegradeHomeworkBody, req.body);
    if (isFailure(b)) return b;
    const h = homeworkOf(b.homeworkId);
    const position = questions().findIndex((x) => x.exerciseId === b.questionId) + 1;
    if (position === 0) return fail('题目不属于这份作业');
    const record: RegradeRecord = {
      regradeId: h.regrades.length + 1,
      questionId: b.questionId,
      position,
      regradedBy: mockUserOf(req)?.userName ?? '',
      regradedAt: new Date().toISOString(),
      answerCount: regradable(h),
      changedCount: 0,
      changes: [],
    };
    h.regrades.unshift(record);
    return ok(record);
  }),

  'POST /htdz/homework/duplicates/decide': asTeacher((req) => {
    const b = parse(DecideDuplicateBody, req.body);
    if (isFailure(b)) return b;
    if (b.studentId === b.otherStudentId) return fail('请选择两名不同的学生');
    const h = homeworkOf(b.homeworkId);
    if (!h.subs.has(b.studentId) || !h.subs.has(b.otherStudentId)) return noStudent();
    h.decisions.set(pairKey(b.studentId, b.otherStudentId), b.decision);
    return ok(pairRowOf(h, b.studentId, b.otherStudentId));
  }),
};
