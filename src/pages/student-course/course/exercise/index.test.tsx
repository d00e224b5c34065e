import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentExercise, Verdict } from '@contract/exercise';
import type { AttemptRecord, PracticeQuestion } from '@contract/practice';
import { SubmitPracticeBody } from '@contract/practice';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { ok } from '../../../../../tests/unit/envelope';
import { getStudyCourseInfo } from '@/services/htdz/study';
import { getPracticeQuestion, runPractice, submitPractice } from '@/services/htdz/practice';
import PracticeExercisePage from './index';

let mockParams = { courseId: '1', clazzId: '1', knowId: '105', exerciseId: '601' };
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../tests/unit/umi-max'),
  useParams: () => mockParams,
  useModel: () => ({ initialState: { currentUser: { userId: 4 } } }),
}));
jest.mock('@/services/htdz/practice', () => ({ getPracticeQuestion: jest.fn(), runPractice: jest.fn(), submitPractice: jest.fn() }));
jest.mock('@/services/htdz/study', () => ({ getStudyCourseInfo: jest.fn() }));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../../tests/unit/rich-text').RichTextViewStandIn }));
jest.mock('@/components/SqlEditor/CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<typeof import('react')>('react').forwardRef(function CodeMirrorSql() {
    throw new Promise(() => undefined);
  }),
}));

const single: StudentExercise = {
  exerciseId: 601,
  type: 'single',
  stem: '<p>能唯一标识元组的最小属性组称为？</p>',
  difficulty: 'easy',
  score: 2,
  options: [
    { key: 'A', text: '外码' },
    { key: 'B', text: '候选码' },
  ],
};
const fill: StudentExercise = { exerciseId: 603, type: 'fill', stem: '<p>并、差、笛卡尔积、____ 和 ____。</p>', difficulty: 'medium', score: 4, blankCount: 2 };
const query: StudentExercise = {
  exerciseId: 606,
  type: 'query',
  stem: '<p>查询全体学生的姓名和所在系。</p>',
  difficulty: 'medium',
  score: 5,
  sceneId: 1,
  sceneName: '学生选课',
};
const question = (exercise: StudentExercise, more: Partial<PracticeQuestion> = {}): PracticeQuestion => ({
  exercise,
  status: 'new',
  attempts: [],
  siblings: [601, 603, 606],
  ...more,
});
let nextAttempt = 1;
const attempt = (answer: AttemptRecord['answer'], verdict: Partial<Verdict>, createdAt = new Date().toISOString()): AttemptRecord => ({
  attemptId: nextAttempt++,
  answer,
  verdict: { correct: false, score: 0, maxScore: 2, message: '选择错误', ...verdict },
  createdAt,
});

const loaded = getPracticeQuestion as jest.Mock;
const submitted = submitPractice as jest.Mock;

/** Opens the page on a question and waits for it. */
async function open(q: PracticeQuestion) {
  mockParams = { courseId: '1', clazzId: '1', knowId: '105', exerciseId: String(q.exercise.exerciseId) };
  loaded.mockResolvedValue(ok(q));
  const view = renderAntd(<PracticeExercisePage />);
  await waitFor(() => expect(screen.getByTestId('question-view')).toBeTruthy());
  await act(async () => undefined);
  return view;
}
const submitButton = () => screen.getByRole('button', { name: /提\s*交/ }) as HTMLButtonElement;

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', clazzName: '2023级计算机科学1班' }));
});

describe('submitting an answer', () => {
  it('sends the answer with a fresh attemptKey per click, never reusing one after a success', async () => {
    submitted.mockImplementation(async ({ answer }) => ok({ attempt: attempt(answer, { correct: false }), status: 'wrong', exercise: single }));
    await open(question(single));
    fireEvent.click(screen.getByLabelText('A. 外码'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('practice-verdict')).toBeTruthy());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(2));

    const [first, second] = submitted.mock.calls.map(([body]) => body);
    expect(first).toMatchObject({ clazzId: 1, exerciseId: 601, answer: { choices: ['A'] } });
    expect(SubmitPracticeBody.safeParse(first).success).toBe(true);
    expect(first.attemptKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second.attemptKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(second.attemptKey).not.toBe(first.attemptKey);
  });

  it('is disabled while sending, so a second click sends nothing', async () => {
    let answer: (v: unknown) => void = () => undefined;
    submitted.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    await open(question(single));
    fireEvent.click(screen.getByLabelText('B. 候选码'));
    fireEvent.click(submitButton());
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(true));
    fireEvent.click(submitButton());
    expect(submitted).toHaveBeenCalledTimes(1);
    await act(async () =>
      answer(ok({ attempt: attempt({ choices: ['B'] }, { correct: true, score: 2, message: '选择正确' }), status: 'correct', exercise: single })),
    );
    await waitFor(() => expect(submitButton().disabled).toBe(false));
  });

  it('asks for an answer before sending nothing', async () => {
    await open(question(single));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText('请先作答再提交')).toBeTruthy());
    expect(submitted).not.toHaveBeenCalled();
  });

  it('after a failed request the answer stays and the next click sends a new key', async () => {
    submitted
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockImplementation(async ({ answer }) => ok({ attempt: attempt(answer, {}), status: 'wrong', exercise: single }));
    await open(question(single));
    fireEvent.click(screen.getByLabelText('A. 外码'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(screen.queryByTestId('practice-verdict')).toBeNull();
    expect((screen.getByLabelText('A. 外码') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('practice-verdict')).toBeTruthy());
    expect(submitted.mock.calls[1][0].attemptKey).not.toBe(submitted.mock.calls[0][0].attemptKey);
  });
});

describe('the verdict', () => {
  it("a wrong answer is red with the grader's explanation and score, and joins my attempts", async () => {
    submitted.mockResolvedValue(ok({ attempt: attempt({ choices: ['A'] }, { message: '选择错误' }), status: 'wrong', exercise: single }));
    await open(question(single));
    fireEvent.click(screen.getByLabelText('A. 外码'));
    fireEvent.click(submitButton());
    const verdict = await screen.findByTestId('practice-verdict');
    expect(verdict.dataset.verdict).toBe('error');
    expect(within(verdict).getByText('回答错误')).toBeTruthy();
    expect(within(verdict).getByTestId('practice-verdict-message').textContent).toBe('选择错误');
    expect(within(verdict).getByTestId('practice-verdict-score').textContent).toBe('得分 0 / 2');
    expect(screen.getByText('我的作答记录（1）')).toBeTruthy();
  });

  it('a right answer is green and shows the released answer and analysis', async () => {
    const released = { ...single, answer: 'B', analysis: '<p>候选码的定义。</p>' };
    submitted.mockResolvedValue(
      ok({ attempt: attempt({ choices: ['B'] }, { correct: true, score: 2, message: '选择正确' }), status: 'correct', exercise: released }),
    );
    await open(question(single));
    expect(screen.queryByTestId('question-answer-panel')).toBeNull();
    fireEvent.click(screen.getByLabelText('B. 候选码'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('practice-verdict').dataset.verdict).toBe('success'));
    expect(screen.getByText('回答正确')).toBeTruthy();
    expect(screen.getByTestId('question-answer').textContent).toBe('参考答案：B');
    expect(screen.getByTestId('question-analysis').textContent).toContain('候选码的定义。');
    expect(screen.getByText('已答对', { selector: '.ant-tag' })).toBeTruthy();
  });

  it('a short answer waiting for the teacher is blue and has no score yet', async () => {
    const short: StudentExercise = { exerciseId: 605, type: 'short', stem: '<p>简述 ACID。</p>', difficulty: 'hard', score: 10 };
    submitted.mockResolvedValue(
      ok({
        attempt: attempt({ text: '原子性' }, { correct: null, score: null, maxScore: 10, message: '简答题由教师批阅' }),
        status: 'pending',
        exercise: short,
      }),
    );
    await open(question(short));
    fireEvent.change(screen.getByLabelText('你的答案'), { target: { value: '原子性' } });
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('practice-verdict').dataset.verdict).toBe('info'));
    expect(screen.getByText('已提交，等待教师批阅')).toBeTruthy();
    expect(screen.getByTestId('practice-verdict-score').textContent).toBe('满分 10 分');
  });

  it('fill-in marks the graded blanks until they are edited', async () => {
    await open(
      question(fill, {
        status: 'wrong',
        attempts: [attempt({ blanks: ['选择', '连接'] }, { blanks: [true, false], score: 2, maxScore: 4, message: '第 2 空不正确' })],
      }),
    );
    expect(screen.getByLabelText('第 1 空').dataset.mark).toBe('right');
    expect(screen.getByLabelText('第 2 空').dataset.mark).toBe('wrong');
    expect(screen.getByTestId('practice-verdict-message').textContent).toBe('第 2 空不正确');
    fireEvent.change(screen.getByLabelText('第 2 空'), { target: { value: '投影' } });
    expect(screen.getByLabelText('第 2 空').dataset.mark).toBeUndefined();
  });

  it("SQL: runs go through runPractice; the verdict shows the student's own result set", async () => {
    const rows = {
      results: [{ command: 'SELECT', columns: [{ name: 'sname', type: 'text' }], rows: [['李勇']], rowCount: 1, truncated: false }],
      elapsedMs: 5,
    };
    (runPractice as jest.Mock).mockResolvedValue(ok(rows));
    submitted.mockResolvedValue(
      ok({
        attempt: attempt({ sql: 'SELECT sname FROM student;' }, { maxScore: 5, message: '列数不对：应为 2 列，实际 1 列', sqlResult: rows }),
        status: 'wrong',
        exercise: query,
      }),
    );
    await open(question(query));
    expect(screen.getByTestId('question-scene').textContent).toContain('学生选课');
    fireEvent.change(screen.getByTestId('sql-editor-fallback'), { target: { value: 'SELECT sname FROM student;' } });
    fireEvent.click(screen.getByTestId('question-sql-run'));
    await waitFor(() => expect(runPractice).toHaveBeenCalledWith({ clazzId: 1, exerciseId: 606, sql: 'SELECT sname FROM student;' }));
    fireEvent.click(submitButton());
    const verdict = await screen.findByTestId('practice-verdict');
    expect(within(verdict).getByText('列数不对：应为 2 列，实际 1 列')).toBeTruthy();
    expect(within(within(verdict).getByTestId('practice-verdict-sql')).getByText('李勇')).toBeTruthy();
  });
});

describe('the draft', () => {
  it('what was typed comes back after a reload, with the notice', async () => {
    const first = await open(question(fill));
    fireEvent.change(screen.getByLabelText('第 1 空'), { target: { value: '选择' } });
    first.unmount();
    await open(question(fill));
    expect((screen.getByLabelText('第 1 空') as HTMLInputElement).value).toBe('选择');
    expect(screen.getByTestId('practice-draft-restored')).toBeTruthy();
  });

  it('is kept per user, class and question', async () => {
    const first = await open(question(fill));
    fireEvent.change(screen.getByLabelText('第 1 空'), { target: { value: '选择' } });
    first.unmount();
    expect(Object.keys(window.localStorage)).toEqual(['htdz.practiceDraft.4.1.603']);
  });

  it('is forgotten once submitted, and the last submitted answer shows after a reload', async () => {
    submitted.mockImplementation(async ({ answer }) => ok({ attempt: attempt(answer, {}), status: 'wrong', exercise: single }));
    const first = await open(question(single));
    fireEvent.click(screen.getByLabelText('A. 外码'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('practice-verdict')).toBeTruthy());
    expect(window.localStorage.length).toBe(0);
    first.unmount();
    const last = attempt({ choices: ['A'] }, {});
    await open(question(single, { status: 'wrong', attempts: [last] }));
    expect((screen.getByLabelText('A. 外码') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('practice-draft-restored')).toBeNull();
  });

  it('放弃草稿 goes back to the last submitted answer', async () => {
    window.localStorage.setItem('htdz.practiceDraft.4.1.601', JSON.stringify({ answer: '{"choices":["B"]}', savedAt: Date.now() }));
    await open(question(single, { attempts: [attempt({ choices: ['A'] }, {}, '2020-01-01T00:00:00.000Z')], status: 'wrong' }));
    expect((screen.getByLabelText('B. 候选码') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '放弃草稿' }));
    expect((screen.getByLabelText('A. 外码') as HTMLInputElement).checked).toBe(true);
    expect(window.localStorage.length).toBe(0);
  });

  it('a draft older than the last submission is dropped', async () => {
    window.localStorage.setItem('htdz.practiceDraft.4.1.601', JSON.stringify({ answer: '{"choices":["B"]}', savedAt: Date.parse('2020-01-01T00:00:00Z') }));
    await open(question(single, { attempts: [attempt({ choices: ['A'] }, {}, '2021-01-01T00:00:00.000Z')], status: 'wrong' }));
    expect((screen.getByLabelText('A. 外码') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('practice-draft-restored')).toBeNull();
  });
});

describe('moving between questions', () => {
  it('previous/next follow the siblings; the first has no previous', async () => {
    await open(question(single));
    expect(screen.getByTestId('practice-position').textContent).toBe('第 1 / 3 题');
    expect((screen.getByTestId('practice-prev') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('practice-next'));
    expect(history.push).toHaveBeenCalledWith('/stu/course/exercise/1/1/105/603');
    fireEvent.click(screen.getByTestId('practice-back'));
    expect(history.push).toHaveBeenCalledWith('/stu/course/knowledge/exercise/1/1/105');
  });

  it('my attempts list newest first', async () => {
    const older = attempt({ choices: ['A'] }, { message: '选择错误' }, '2025-03-01T02:00:00.000Z');
    const newer = attempt({ choices: ['B'] }, { correct: true, score: 2, message: '选择正确' }, '2025-03-02T02:00:00.000Z');
    await open(question(single, { attempts: [newer, older], status: 'correct' }));
    fireEvent.click(screen.getByText('我的作答记录（2）'));
    const rows = within(screen.getByTestId('practice-attempts')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('选择正确'), expect.stringContaining('选择错误')]);
  });
});
