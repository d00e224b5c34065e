/**
 * @jest-environment node
 */
// The student exam mocks behave as the pages expect: one attempt per student whose deadline is fixed at start, saves
// applied only with a newer seq, refused once the deadline has passed (the attempt handed in by the clock), handing in
// once, a paper without keys, and other classes' exams kept out.
import mocks from './exam-student';

type Env = { success: boolean; message: string; obj: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const student = { authorization: 'Bearer mock-token-student' };
const MINUTE = 60_000;

function call(key: keyof typeof mocks, req: { params?: Record<string, string>; body?: unknown }, headers = student): Env {
  let answer: Env | undefined;
  (mocks[key] as (q: unknown, s: unknown) => void)({ ...req, headers }, { json: (b: Env) => (answer = b) });
  return answer!;
}
const list = () => call('GET /htdz/stu/exam/list/:courseId/:clazzId', { params: { courseId: '1', clazzId: '1' } });
const detail = (examClassId: number) => call('GET /htdz/stu/exam/detail/:examClassId', { params: { examClassId: String(examClassId) } });
const start = (examClassId: number) => call('POST /htdz/stu/exam/start', { body: { examClassId } });
const paper = (examClassId: number) => call('GET /htdz/stu/exam/paper/:examClassId', { params: { examClassId: String(examClassId) } });
const save = (examClassId: number, answers: unknown[]) => call('POST /htdz/stu/exam/save', { body: { examClassId, answers } });
const submit = (examClassId: number) => call('POST /htdz/stu/exam/submit', { body: { examClassId } });
const withoutNow = ({ serverNow: _now, ...rest }: { serverNow: string }) => rest;

beforeEach(() => {
  delete (globalThis as { __htdzMockStudentExams?: unknown }).__htdzMockStudentExams;
  delete (globalThis as { __htdzMockExams?: unknown }).__htdzMockExams;
});
afterEach(() => jest.useRealTimers());

describe('exams in the mock', () => {
  it('the list of class 1 shows an open, an upcoming, a reviewed and an auto-submitted exam', () => {
    const rows = list().obj.exams as { examClassId: number; state: string; score: number | null }[];
    const by = (id: number) => rows.find((r) => r.examClassId === id)!;
    expect([by(5).state, by(3).state, by(1).state, by(6).state]).toEqual(['open', 'upcoming', 'reviewed', 'submitted']);
    expect(by(1).score).toEqual(expect.any(Number));
    expect(by(5).score).toBeNull();
    expect(detail(6).obj.attempt).toMatchObject({ autoSubmitted: true });
    expect(detail(5).obj).toMatchObject({ canAnswer: true, attempt: null });
    expect(detail(3).obj.canAnswer).toBe(false);
    expect(start(3).message).toMatch(/^考试尚未开始/);
  });

  it('starting twice answers the same attempt, its deadline the earlier of start + duration and the window\'s end', () => {
    const first = start(5).obj;
    expect(Date.parse(first.deadline) - Date.parse(first.startedAt)).toBe(60 * MINUTE);
    expect(start(5).obj).toMatchObject({ scoreId: first.scoreId, startedAt: first.startedAt, deadline: first.deadline });
    expect(paper(5).obj.scoreId).toBe(first.scoreId);

    // a window closing before the duration runs out ends the attempt with it
    delete (globalThis as { __htdzMockStudentExams?: unknown }).__htdzMockStudentExams;
    const endAt = Date.parse(detail(5).obj.endAt);
    jest.useFakeTimers({ now: endAt - 10 * MINUTE });
    expect(start(5).obj.deadline).toBe(new Date(endAt).toISOString());
  });

  it('a save applies only with a newer seq, a repeated one counts as applied, and the paper shows what was kept', () => {
    start(5);
    expect(save(5, [{ questionId: 1, answer: { choices: ['B'] }, seq: 100 }]).obj.saved[0]).toMatchObject({ applied: true, seq: 100 });
    expect(save(5, [{ questionId: 1, answer: { choices: ['A'] }, seq: 50 }]).obj.saved[0]).toMatchObject({ applied: false, seq: 100 });
    expect(save(5, [{ questionId: 1, answer: { choices: ['B'] }, seq: 100 }]).obj.saved[0]).toMatchObject({ applied: true, seq: 100 });
    expect(paper(5).obj.answers).toEqual([expect.objectContaining({ questionId: 1, answer: { choices: ['B'] }, seq: 100 })]);
    expect(save(5, [{ questionId: 7, answer: { sql: 'SELECT 1;' }, seq: 101 }]).message).toBe('题目不属于这场考试');
    expect(save(5, [{ questionId: 1, answer: { choices: ['H'] }, seq: 102 }]).success).toBe(false);
    expect(save(5, []).message).toBe('没有要保存的答案');
  });

  it('past the deadline a save is refused and the attempt is handed in as it was saved', () => {
    expect(save(6, [{ questionId: 1, answer: { choices: ['A'] }, seq: Date.now() }]).message).toBe('考试时间已到，答案已自动提交');
    const result = detail(6).obj;
    expect(result).toMatchObject({ state: 'submitted', scoreReleased: true, score: 5 });
    expect(result.attempt.submittedAt).toBe(result.attempt.deadline);
    expect(start(6).message).toBe('考试时间已到，答案已自动提交');

    // the open exam once its hour has passed
    const paperNow = start(5).obj;
    save(5, [{ questionId: 3, answer: { judge: false }, seq: 1 }]);
    jest.useFakeTimers({ now: Date.parse(paperNow.deadline) + 10_000 });
    expect(save(5, [{ questionId: 3, answer: { judge: true }, seq: 2 }]).message).toBe('考试时间已到，答案已自动提交');
    expect(paper(5).obj).toMatchObject({ state: 'submitted', canEdit: false, answers: [expect.objectContaining({ answer: { judge: false } })] });
  });

  it('submitting grades once, and a second submit answers the same', () => {
    start(5);
    save(5, [
      { questionId: 1, answer: { choices: ['B'] }, seq: 1 },
      { questionId: 3, answer: { judge: true }, seq: 1 },
    ]);
    const first = submit(5);
    // the total shows; each question's verdict waits for the window to close
    expect(first.obj).toMatchObject({ state: 'submitted', scoreReleased: true, answerReleased: false, verdictsHeld: true, score: 2, canAnswer: false });
    expect(first.obj.questions.every((q: { verdict: unknown }) => q.verdict === null)).toBe(true);
    expect(withoutNow(submit(5).obj)).toEqual(withoutNow(first.obj));
    jest.useFakeTimers({ now: Date.parse(first.obj.endAt) + MINUTE });
    const after = detail(5).obj;
    expect(after.verdictsHeld).toBe(false);
    const verdicts = Object.fromEntries(after.questions.map((q: { questionId: number; verdict: { correct: boolean | null } }) => [q.questionId, q.verdict.correct]));
    expect(verdicts).toMatchObject({ 1: true, 3: false, 5: false });
    jest.useRealTimers();
    expect(save(5, [{ questionId: 1, answer: { choices: ['A'] }, seq: 2 }]).message).toBe('你已交卷，不能再修改答案');
    expect(start(5).message).toBe('你已交卷，不能再次作答');
  });

  it('the paper holds no reference answer and no analysis', () => {
    const questions = start(5).obj.questions as { exercise: Record<string, unknown> }[];
    expect(questions).toHaveLength(6);
    for (const q of questions) expect(q.exercise).not.toHaveProperty('answer');
    expect(JSON.stringify(questions)).not.toMatch(/"analysis"|referenceSql|referenceAnswer|keywords|LEFT JOIN/);
  });

  it('another class\'s exam, an unknown one and a missing attempt answer an error', () => {
    expect(detail(4).message).toBe('只能查看和参加自己班级的考试');
    expect(start(4).success).toBe(false);
    expect(detail(999).message).toBe('只能查看和参加自己班级的考试');
    expect(paper(5).message).toBe('你还没有开始这场考试');
    expect(call('GET /htdz/stu/exam/list/:courseId/:clazzId', { params: { courseId: '1', clazzId: '2' } }).success).toBe(false);
    expect(call('POST /htdz/stu/exam/start', { body: { examClassId: 'x' } }).message).toBe('考试班级必须是数字');
  });
});
