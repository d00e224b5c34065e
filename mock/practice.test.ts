/**
 * @jest-environment node
 */
// The practice mocks behave as the pages expect: grading against the stored answer, one record per attemptKey,
// mastery from correct answers, the analysis released by a correct answer.
import mocks from './practice';

type Env = { success: boolean; message: string; obj: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const student = { authorization: 'Bearer mock-token-student' };

function call(key: keyof typeof mocks, req: { params?: Record<string, string>; body?: unknown }, headers = student): Env {
  let answer: Env | undefined;
  (mocks[key] as (q: unknown, s: unknown) => void)({ ...req, headers }, { json: (b: Env) => (answer = b) });
  return answer!;
}
const submit = (exerciseId: number, answer: unknown, attemptKey: string) =>
  call('POST /htdz/stu/practice/submit', { body: { clazzId: 1, exerciseId, answer, attemptKey } });
const question = (knowId: number, exerciseId: number) =>
  call('GET /htdz/stu/practice/exercise/:clazzId/:knowId/:exerciseId', { params: { clazzId: '1', knowId: String(knowId), exerciseId: String(exerciseId) } });

beforeEach(() => {
  delete (globalThis as { __htdzMockPractice?: unknown }).__htdzMockPractice;
});

describe('practising in the mock', () => {
  it("a student of class 1 sees course 1's points with their questions, indented by parent", () => {
    const list = call('GET /htdz/stu/practice/knowledge/:courseId/:clazzId', { params: { courseId: '1', clazzId: '1' } });
    expect(list.obj.className).toBe('2023级计算机科学1班');
    const single = list.obj.points.find((p: { name: string }) => p.name === '单表查询');
    expect(single).toMatchObject({ exerciseCount: 2, correctCount: 0, mastery: 0, parentId: 103 });
  });

  it('a student of another class is refused', () => {
    const other = call('GET /htdz/stu/practice/knowledge/:courseId/:clazzId', { params: { courseId: '1', clazzId: '2' } });
    expect(other.success).toBe(false);
  });

  it('a repeated attemptKey records and grades once', () => {
    const first = submit(601, { choices: ['A'] }, 'samekey0001');
    const again = submit(601, { choices: ['B'] }, 'samekey0001');
    expect(again.obj.attempt).toEqual(first.obj.attempt);
    expect(first.obj.attempt.verdict).toMatchObject({ correct: false, score: 0 });
    expect(question(101, 601).obj.attempts).toHaveLength(1);
  });

  it('a right answer releases the analysis and counts for mastery', () => {
    expect(question(101, 601).obj.exercise.analysis).toBeUndefined();
    const right = submit(601, { choices: ['B'] }, 'rightkey001');
    expect(right.obj.status).toBe('correct');
    expect(right.obj.exercise).toMatchObject({ answer: 'B', analysis: expect.stringContaining('候选码') });
    const point = call('GET /htdz/stu/practice/exercises/:clazzId/:knowId', { params: { clazzId: '1', knowId: '101' } });
    expect(point.obj.point).toMatchObject({ exerciseCount: 2, correctCount: 1, mastery: 50 });
  });

  it('fill-in marks each blank; short answers wait for the teacher; SQL explains the difference', () => {
    expect(submit(603, { blanks: ['选择', '连接'] }, 'fillkey0001').obj.attempt.verdict).toMatchObject({ correct: false, blanks: [true, false], score: 2 });
    expect(submit(605, { text: '原子性与隔离性' }, 'shortkey001').obj).toMatchObject({
      status: 'pending',
      attempt: { verdict: { correct: null, score: null } },
    });
    const sql = submit(606, { sql: 'SELECT sname FROM student;' }, 'sqlkey00001').obj.attempt.verdict;
    expect(sql.correct).toBe(false);
    expect(sql.message).toMatch(/列数不对/);
    expect(sql.sqlResult.results[0].columns.map((c: { name: string }) => c.name)).toEqual(['sname']);
  });
});
