/**
 * @jest-environment node
 */
// The student homework mocks behave as the pages expect: saves apply only with a newer seq and survive a reload,
// the sheet opens read-only outside its window, submitting grades once and releases by the homework's settings.
import mocks from './homework-student';

type Env = { success: boolean; message: string; obj: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const student = { authorization: 'Bearer mock-token-student' };

function call(key: keyof typeof mocks, req: { params?: Record<string, string>; body?: unknown }, headers = student): Env {
  let answer: Env | undefined;
  (mocks[key] as (q: unknown, s: unknown) => void)({ ...req, headers }, { json: (b: Env) => (answer = b) });
  return answer!;
}
const sheet = (homeworkId: number, studentId = 4) => call('GET /htdz/stu/homework/sheet/:studentId/:homeworkId', { params: { studentId: String(studentId), homeworkId: String(homeworkId) } });
const save = (homeworkId: number, answers: unknown[]) => call('POST /htdz/stu/homework/save', { body: { studentId: 4, homeworkId, answers } });
const submit = (homeworkId: number) => call('POST /htdz/stu/homework/submit', { body: { studentId: 4, homeworkId } });
const list = () => call('GET /htdz/stu/homework/list/:courseId/:clazzId', { params: { courseId: '1', clazzId: '1' } });

beforeEach(() => {
  delete (globalThis as { __htdzMockStudentHomework?: unknown }).__htdzMockStudentHomework;
});

describe('homework in the mock', () => {
  it('the list holds an open, a late-period, a future, a reviewed and a missed homework of class 1', () => {
    const rows = list().obj.homeworks as { homeworkId: number; open: boolean; status: string; score: number | null }[];
    const by = (id: number) => rows.find((r) => r.homeworkId === id)!;
    expect(rows).toHaveLength(5);
    expect([by(1001).open, by(1002).open, by(1003).open, by(1005).open]).toEqual([true, true, false, false]);
    expect(by(1004)).toMatchObject({ status: 'reviewed', score: expect.any(Number) });
  });

  it('a save applies only with a newer seq, and a reload shows what was kept', () => {
    expect(save(1001, [{ questionId: 601, answer: { choices: ['B'] }, seq: 100 }]).obj.saved[0]).toMatchObject({ applied: true, seq: 100 });
    const stale = save(1001, [{ questionId: 601, answer: { choices: ['A'] }, seq: 50 }]).obj.saved[0];
    expect(stale).toMatchObject({ applied: false, seq: 100 });
    expect(sheet(1001).obj.answers).toEqual([expect.objectContaining({ questionId: 601, answer: { choices: ['B'] }, seq: 100 })]);
  });

  it('another student’s sheet and a future homework are not for saving', () => {
    expect(sheet(1001, 21).success).toBe(false);
    expect(sheet(1003).obj.canEdit).toBe(false);
    expect(save(1003, [{ questionId: 605, answer: { text: '原子性' }, seq: 1 }]).success).toBe(false);
  });

  it('submitting grades the saved answers once, and a second submit answers the same', () => {
    save(1001, [
      { questionId: 601, answer: { choices: ['B'] }, seq: 1 },
      { questionId: 602, answer: { judge: true }, seq: 1 },
    ]);
    const first = submit(1001);
    expect(first.obj).toMatchObject({ status: 'submitted', scoreReleased: true, answerReleased: false });
    const verdicts = first.obj.questions.map((q: { verdict: { correct: boolean | null } | null }) => q.verdict?.correct ?? null);
    expect(verdicts.slice(0, 2)).toEqual([true, false]);
    // 604 is in an exam still open for the student (the mock marks it): its verdict waits
    expect(first.obj.questions.find((q: { questionId: number }) => q.questionId === 604)).toMatchObject({ heldForExam: true, verdict: null });
    // and so does the total, which would tell it
    expect(first.obj).toMatchObject({ scoreReleased: true, score: null, scoreHeldForExam: true });
    expect(submit(1001).obj).toEqual(first.obj);
    expect(sheet(1001).obj.canEdit).toBe(false);
  });

  it('a late submission loses the late penalty', () => {
    save(1002, [{ questionId: 604, answer: { choices: ['A', 'B', 'D'] }, seq: 1 }]);
    const result = submit(1002).obj;
    // the total waits for the exam that holds 604 (above)
    expect(result).toMatchObject({ late: true, latePenalty: 20, score: null, scoreHeldForExam: true });
  });
});
