/**
 * @jest-environment node
 */
// The exam report mocks behave as the pages expect: the publications of mock/_exam-data.ts with attempts by where
// their window stands, grading kept and checked against the points, and students kept out.
import mocks from './exam-report';

type Env = { success: boolean; message: string; obj: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const teacher = { authorization: 'Bearer mock-token-teacher' };

function call(key: keyof typeof mocks, req: { params?: Record<string, string>; body?: unknown }, headers: Record<string, string> = teacher): Env {
  let answer: Env | undefined;
  (mocks[key] as (q: unknown, s: unknown) => void)({ ...req, headers }, { json: (b: Env) => (answer = b), setHeader: () => undefined, send: () => undefined });
  return answer!;
}
const reportOf = (examClassId: number) => call('GET /htdz/exam/report/:examClassId', { params: { examClassId: String(examClassId) } });
const viewOf = (scoreId: number) => call('GET /htdz/exam/score/:scoreId', { params: { scoreId: String(scoreId) } });
const grade = (body: object) => call('POST /htdz/exam/score/grade', { body: { scoreId: 102, questions: [], comment: null, finish: false, ...body } });

beforeEach(() => {
  delete (globalThis as { __htdzMockExamReport?: unknown }).__htdzMockExamReport;
});

it('a closed exam: everyone but one handed in, one by the clock, figures over them, previous and next in the roster\'s order', () => {
  const r = reportOf(1).obj;
  const states = r.rows.map((x: { state: string }) => x.state);
  expect(states.filter((s: string) => s === 'missed')).toHaveLength(1);
  expect(r.rows.filter((x: { autoSubmitted: boolean }) => x.autoSubmitted)).toHaveLength(1);
  expect(r.figures.count).toBe(r.examClass.submittedCount);
  expect(r.distribution.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(r.figures.count);
  const attempts = r.rows.filter((x: { scoreId: number | null }) => x.scoreId !== null).map((x: { scoreId: number }) => x.scoreId);
  const first = viewOf(attempts[0]).obj;
  expect([first.previousScoreId, first.nextScoreId]).toEqual([null, attempts[1]]);
  expect(viewOf(attempts[attempts.length - 1]).obj.nextScoreId).toBeNull();
});

it('an exam not open yet has no attempt, and a running one has students answering', () => {
  const upcoming = reportOf(3).obj;
  expect(upcoming.rows.every((x: { scoreId: number | null; state: string }) => x.scoreId === null && x.state === 'upcoming')).toBe(true);
  expect(upcoming.figures.average).toBeNull();
  const running = reportOf(4).obj;
  expect(running.rows.some((x: { state: string }) => x.state === 'answering')).toBe(true);
  expect(running.rows.some((x: { state: string }) => x.state === 'open')).toBe(true);
});

it('a score is kept, counted in the total, and refused above the question\'s points', () => {
  expect(grade({ questions: [{ questionId: 605, score: 11, comment: null }] }).message).toBe('第 5 题的分数不能超过 10 分');
  const before = viewOf(102).obj;
  const saved = grade({ questions: [{ questionId: 605, score: 7.5, comment: '还缺两个特性' }], comment: '加油', finish: true });
  const auto605 = before.questions[4].autoScore ?? 0;
  expect(saved.obj).toMatchObject({ state: 'reviewed', score: before.row.score - auto605 + 7.5, pendingReview: false });
  const again = viewOf(102).obj;
  expect(again.questions[4]).toMatchObject({ manualScore: 7.5, comment: '还缺两个特性' });
  expect(again.comment).toBe('加油');
});

it('unknown exams and attempts are not found, and students are kept out', () => {
  expect(reportOf(999).success).toBe(false);
  expect(viewOf(199).success).toBe(false);
  expect(call('GET /htdz/exam/report/:examClassId', { params: { examClassId: '1' } }, { authorization: 'Bearer mock-token-student' }).message).toBe('只有班级的任课教师可以查看考试报告');
});
