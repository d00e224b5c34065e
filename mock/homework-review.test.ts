/**
 * @jest-environment node
 */
// The review mocks behave as the pages expect: grading kept and checked against the points, returning with a deadline,
// the duplicate check run on demand, decisions recorded, and students kept out.
import mocks from './homework-review';

type Env = { success: boolean; message: string; obj: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const teacher = { authorization: 'Bearer mock-token-teacher' };

function call(key: keyof typeof mocks, req: { params?: Record<string, string>; body?: unknown }, headers: Record<string, string> = teacher): Env {
  let answer: Env | undefined;
  (mocks[key] as (q: unknown, s: unknown) => void)({ ...req, headers }, { json: (b: Env) => (answer = b), setHeader: () => undefined, send: () => undefined });
  return answer!;
}
const reviewOf = (studentId: number, homeworkId = 1) =>
  call('GET /htdz/homework/review/:homeworkId/:studentId', { params: { homeworkId: String(homeworkId), studentId: String(studentId) } });
const grade = (body: object) => call('POST /htdz/homework/grade', { body: { homeworkId: 1, studentId: 21, questions: [], comment: null, finish: false, ...body } });

beforeEach(() => {
  delete (globalThis as { __htdzMockHomeworkReview?: unknown }).__htdzMockHomeworkReview;
});

it('a class of eight in every state, in the roster\'s order, previous and next following it', () => {
  const list = call('GET /htdz/homework/submissions/:homeworkId', { params: { homeworkId: '1' } });
  expect(list.obj.rows.map((r: { status: string }) => r.status)).toEqual(['submitted', 'submitted', 'submitted', 'returned', 'answering', 'new', 'submitted', 'reviewed']);
  expect(list.obj.homework).toMatchObject({ studentCount: 8, submittedCount: 6, reviewedCount: 1 });
  const first = reviewOf(21).obj;
  expect([first.previousStudentId, first.nextStudentId]).toEqual([null, 22]);
  expect(reviewOf(4).obj.nextStudentId).toBeNull();
});

it('a score is kept, counted in the total, and refused above the question\'s points', () => {
  expect(grade({ questions: [{ questionId: 605, score: 11, comment: null }] }).message).toBe('第 4 题的分数不能超过 10 分');
  const before = reviewOf(21).obj.row.score;
  const saved = grade({ questions: [{ questionId: 605, score: 7.5, comment: '还缺两个特性' }], comment: '加油', finish: true });
  expect(saved.obj).toMatchObject({ status: 'reviewed', score: before + 7.5, pendingReview: false });
  const again = reviewOf(21).obj;
  expect(again.questions[3]).toMatchObject({ manualScore: 7.5, comment: '还缺两个特性' });
  expect(again.comment).toBe('加油');
});

it('only a handed-in submission is graded or returned, and a return needs a deadline ahead', () => {
  expect(grade({ studentId: 26 }).success).toBe(false);
  const past = call('POST /htdz/homework/return', { body: { homeworkId: 1, studentId: 21, until: '2020-01-01T00:00:00Z' } });
  expect(past.message).toBe('重新提交截止时间须晚于现在');
  const ok = call('POST /htdz/homework/return', { body: { homeworkId: 1, studentId: 21, comment: '请补全', until: '2099-01-01T00:00:00Z' } });
  expect(ok.obj.status).toBe('returned');
  expect(reviewOf(21).obj).toMatchObject({ returnedUntil: '2099-01-01T00:00:00.000Z', comment: '请补全' });
});

it('the duplicate check finds the pair sharing wrong answers; right answers are no evidence; a decision is kept', () => {
  const report = call('GET /htdz/homework/duplicates/:homeworkId', { params: { homeworkId: '1' } }).obj;
  expect(report.pairs.map((p: { name: string; otherName: string }) => `${p.name}-${p.otherName}`)).toEqual(['王小明-李思雨']);
  const compared = call('GET /htdz/homework/duplicates/compare/:homeworkId/:studentId/:otherStudentId', { params: { homeworkId: '1', studentId: '22', otherStudentId: '21' } }).obj;
  expect(compared.pair).toMatchObject({ studentId: 22, otherStudentId: 21 });
  const sql = compared.questions.find((q: { type: string }) => q.type === 'query');
  expect(sql.a.text.slice(sql.a.spans[0][0], sql.a.spans[0][1])).toBe('select sname, sage\nfrom student;');
  const right = compared.questions.find((q: { a: { correct: boolean } }) => q.a.correct === true);
  expect(right?.a.spans ?? []).toEqual([]);
  call('POST /htdz/homework/duplicates/decide', { body: { homeworkId: 1, studentId: 22, otherStudentId: 21, decision: 'dismissed' } });
  expect(call('GET /htdz/homework/duplicates/:homeworkId', { params: { homeworkId: '1' } }).obj.pairs[0].decision).toBe('dismissed');
  // a dismissed pair no longer flags its students
  expect(call('GET /htdz/homework/submissions/:homeworkId', { params: { homeworkId: '1' } }).obj.rows[0].maxSimilarity).toBeNull();
});

it('a homework with 查重 off has no result until 立即查重', () => {
  expect(call('GET /htdz/homework/duplicates/:homeworkId', { params: { homeworkId: '2' } }).obj).toEqual({ checkedAt: null, pairs: [] });
  const ran = call('POST /htdz/homework/duplicates/run/:homeworkId', { params: { homeworkId: '2' } }).obj;
  expect(ran.checkedAt).not.toBeNull();
  expect(ran.pairs).toHaveLength(1);
});

it('a student may not review', () => {
  const refused = call('GET /htdz/homework/submissions/:homeworkId', { params: { homeworkId: '1' } }, { authorization: 'Bearer mock-token-student' });
  expect(refused).toMatchObject({ success: false, message: '只有班级的任课教师可以批阅作业' });
});
