import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SaveHomeworkBody, type HomeworkSheet, type SavedAnswer } from '@contract/homework';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { asPhone } from '../../../../tests/unit/phone';
import { applyAll, freshSheet, HOUR, nav, openSheet, QUERY, QUESTIONS, saved, serverNow, sheetQuestions } from '../../../../tests/unit/fixtures/answer-sheet';
import { getHomeworkSheet, runHomeworkSql, saveHomeworkAnswers, submitHomework } from '@/services/htdz/homework';
import HomeworkAnswerPage from './index';

type AnswerSheetFixture = typeof import('../../../../tests/unit/fixtures/answer-sheet');

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ studentId: '4', homeworkId: '12' }),
}));
jest.mock('@/services/htdz/homework', () => ({
  getHomeworkSheet: jest.fn(),
  saveHomeworkAnswers: jest.fn(),
  runHomeworkSql: jest.fn(),
  submitHomework: jest.fn(),
}));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../tests/unit/rich-text').RichTextViewStandIn }));
jest.mock('@/components/SqlEditor/CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<AnswerSheetFixture>('../../../../tests/unit/fixtures/answer-sheet').CodeMirrorSqlStandIn,
}));

/** A sheet by a server clock a year behind this browser's, open for one more hour. */
function sheetOf(more: Partial<HomeworkSheet> = {}, answers: SavedAnswer[] = []): HomeworkSheet {
  const now = serverNow();
  return {
    homeworkId: 12,
    courseId: 1,
    classId: 1,
    name: '第三章 SQL 查询基础作业',
    description: null,
    status: 'answering',
    totalScore: 21,
    startAt: new Date(now - 24 * HOUR).toISOString(),
    endAt: new Date(now + HOUR).toISOString(),
    extended: false,
    deadline: new Date(now + HOUR).toISOString(),
    latePolicy: 'refuse',
    latePenalty: 0,
    serverNow: new Date(now).toISOString(),
    canEdit: true,
    comment: null,
    submitCount: 0,
    questions: sheetQuestions([...QUESTIONS, QUERY]),
    answers,
    ...more,
  };
}

const loadSheet = getHomeworkSheet as jest.Mock;
const save = saveHomeworkAnswers as jest.Mock;
const submit = submitHomework as jest.Mock;

const open = (sheet: HomeworkSheet) => openSheet(<HomeworkAnswerPage />, loadSheet, sheet);
const submitButton = () => screen.getByRole('button', { name: /提\s*交/ }) as HTMLButtonElement;

beforeEach(() => freshSheet(save));

describe('answering a homework', () => {
  it('an answer is saved within 2 s with a seq, and the header says so', async () => {
    let sentAt = 0;
    save.mockImplementation(async (body) => {
      sentAt = Date.now();
      return applyAll(body);
    });
    await open(sheetOf());
    const before = Date.now();
    fireEvent.click(screen.getByLabelText('B. 候选码'));
    expect(screen.getByTestId('answer-save-state').textContent).toContain('保存中');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sentAt - before).toBeLessThan(2000);
    const [body, options] = save.mock.calls[0];
    expect(body).toEqual({ studentId: 4, homeworkId: 12, answers: [{ questionId: 601, answer: { choices: ['B'] }, seq: expect.any(Number) }] });
    expect(body.answers[0].seq).toBeGreaterThanOrEqual(before);
    expect(SaveHomeworkBody.safeParse(body).success).toBe(true);
    // autosave failures are the page's to show, not the request layer's
    expect(options).toEqual({ skipErrorHandler: true });
    await waitFor(() => expect(screen.getByTestId('answer-save-state').textContent).toMatch(/已保存 \d\d:\d\d:\d\d/));
  });

  it('counts down to the deadline by the server clock, not this browser’s', async () => {
    await open(sheetOf());
    expect(screen.getByTestId('answer-countdown').textContent).toMatch(/距截止 (00:59:\d\d|01:00:00)/);
  });

  it('the answer card marks answered, unanswered and current questions, and moves with 上一题 / 下一题', async () => {
    await open(sheetOf({}, [saved(602, { judge: false })]));
    expect([1, 2, 3].map((n) => nav(n).getAttribute('data-state'))).toEqual(['unanswered', 'answered', 'unanswered']);
    expect(nav(1).getAttribute('data-current')).toBe('true');
    expect(screen.getByTestId('answer-nav-progress').textContent).toBe('已答 1 / 5');

    fireEvent.click(screen.getByLabelText('A. 外码'));
    expect(nav(1).getAttribute('data-state')).toBe('answered');

    fireEvent.click(screen.getByTestId('answer-next'));
    expect(nav(2).getAttribute('data-current')).toBe('true');
    expect(nav(1).getAttribute('data-current')).toBe('false');
    expect(screen.getByTestId('answer-question-2')).toBeTruthy();
    expect((screen.getByLabelText('错误') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(nav(4));
    expect(screen.getByTestId('answer-question-4')).toBeTruthy();
    fireEvent.click(screen.getByTestId('answer-prev'));
    expect(nav(3).getAttribute('data-current')).toBe('true');
  });

  it('shows every question at once in 全部 mode', async () => {
    await open(sheetOf());
    fireEvent.click(screen.getByText('全部'));
    await waitFor(() => expect(screen.getAllByTestId('question-view')).toHaveLength(5));
  });

  it('runs SQL on the homework’s question', async () => {
    (runHomeworkSql as jest.Mock).mockResolvedValue(ok({ results: [], elapsedMs: 3 }));
    await open(sheetOf());
    fireEvent.click(nav(5));
    fireEvent.change(screen.getByTestId('sql-editor-fallback'), { target: { value: 'SELECT sname FROM student;' } });
    fireEvent.click(screen.getByTestId('question-sql-run'));
    await waitFor(() => expect(runHomeworkSql).toHaveBeenCalledWith({ studentId: 4, homeworkId: 12, questionId: 606, sql: 'SELECT sname FROM student;' }));
  });

  it('提交 saves what is left, lists the unanswered questions, then hands in and opens the result', async () => {
    submit.mockResolvedValue(ok({}));
    await open(sheetOf({}, [saved(602, { judge: true }), saved(605, { text: '原子性' })]));
    fireEvent.click(screen.getByLabelText('B. 候选码'));
    fireEvent.click(submitButton());
    // the change is sent at once, before the dialog
    await waitFor(() => expect(screen.getByTestId('answer-submit-unanswered')).toBeTruthy());
    expect(save).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('answer-submit-unanswered').textContent).toBe('还有 2 道题未作答：第 3、5 题。');
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ studentId: 4, homeworkId: 12 }));
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/task-stu/detail/studentId/homeworkId/4/12'));
  }, 20_000);

  it('提交 waits when the answers cannot be saved', async () => {
    save.mockRejectedValue(new Error('Network Error'));
    await open(sheetOf());
    fireEvent.click(screen.getByLabelText('B. 候选码'));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByText('还有答案没有保存成功，请检查网络后再提交')).toBeTruthy());
    expect(screen.queryByTestId('answer-submit-confirm')).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByTestId('answer-save-state').textContent).toContain('保存失败，正在重试');
  });
});

describe('on a phone', () => {
  let wide: () => void;
  beforeEach(() => {
    wide = asPhone();
  });
  afterEach(() => wide());

  it('the header is one compact block with the countdown, the save state and 提交', async () => {
    await open(sheetOf());
    const head = screen.getByTestId('phone-head');
    expect(within(head).getByTestId('page-title').textContent).toBe('第三章 SQL 查询基础作业');
    expect(within(head).getByTestId('answer-countdown').textContent).toMatch(/距截止/);
    expect(within(head).getByTestId('answer-save-state')).toBeTruthy();
    expect(within(head).getByRole('button', { name: /提\s*交/ })).toBeTruthy();
    // the way back is an arrow named for where it goes
    expect(within(head).getByRole('button', { name: '返回作业列表' })).toBeTruthy();
  });

  it('the answer card starts folded to its title line; 展开 shows the buttons, 收起 folds it again', async () => {
    await open(sheetOf({}, [saved(602, { judge: false })]));
    expect(screen.queryByTestId('answer-nav-1')).toBeNull();
    expect(screen.getByTestId('answer-nav-progress').textContent).toBe('已答 1 / 5');
    // the question is there to answer at once
    expect(screen.getByTestId('answer-question-1')).toBeTruthy();
    const toggle = screen.getByTestId('answer-nav-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(nav(2).getAttribute('data-state')).toBe('answered');
    fireEvent.click(nav(4));
    expect(screen.getByTestId('answer-question-4')).toBeTruthy();
    fireEvent.click(screen.getByTestId('answer-nav-toggle'));
    expect(screen.queryByTestId('answer-nav-1')).toBeNull();
    // 上一题 / 下一题 still go through the questions
    fireEvent.click(screen.getByTestId('answer-prev'));
    expect(screen.getByTestId('answer-question-3')).toBeTruthy();
  });
});

describe('when answers cannot change', () => {
  it('a submitted sheet is read-only, says why and links to the result', async () => {
    await open(sheetOf({ status: 'submitted', canEdit: false }, [saved(601, { choices: ['A'] })]));
    expect(screen.getByTestId('answer-readonly').textContent).toContain('你已提交这份作业');
    expect((screen.getByLabelText('B. 候选码') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('A. 外码') as HTMLInputElement).checked).toBe(true);
    expect(submitButton().disabled).toBe(true);
    fireEvent.click(screen.getByTestId('answer-to-detail'));
    expect(history.push).toHaveBeenLastCalledWith('/task-stu/detail/studentId/homeworkId/4/12');
    await act(() => new Promise((r) => setTimeout(r, 1000)));
    expect(save).not.toHaveBeenCalled();
  });

  it('a sheet not started yet says when it starts', async () => {
    const base = sheetOf();
    const now = Date.parse(base.serverNow);
    // half an hour over, so the moments between the answer and its display cannot take it under 2 天 3 小时
    // before the start the server sends no question: the page says when it opens, with no answering screen
    loadSheet.mockResolvedValue(
      ok({ ...base, status: 'new', canEdit: false, questions: [], answers: [], startAt: new Date(now + 2 * 24 * HOUR + 3.5 * HOUR).toISOString() }),
    );
    renderAntd(<HomeworkAnswerPage />);
    await waitFor(() => expect(screen.getByTestId('homework-not-started')).toBeTruthy());
    expect(screen.getByTestId('homework-not-started').textContent).toContain('2 天 3 小时后');
    expect(screen.getByText('作业未开始')).toBeTruthy();
    expect(screen.queryByTestId('answer-nav')).toBeNull();
    expect(screen.queryByTestId('answer-to-detail')).toBeNull();
  });

  it('a save refused because time is up switches to read-only with the server’s words', async () => {
    const refused = Object.assign(new Error('作业已截止，答案不能再保存'), { name: 'BizError', info: { errorCode: 'CONFLICT' } });
    save.mockRejectedValue(refused);
    await open(sheetOf());
    loadSheet.mockResolvedValue(ok(sheetOf({ canEdit: false })));
    fireEvent.click(screen.getByLabelText('B. 候选码'));
    await waitFor(() => expect(screen.getByTestId('answer-readonly').textContent).toContain('服务器拒绝保存：作业已截止，答案不能再保存'), { timeout: 3000 });
    expect((screen.getByLabelText('A. 外码') as HTMLInputElement).disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);
    expect(screen.queryByTestId('answer-save-state')).toBeNull();
  });

  it('an answer kept from another tab is reported, and 重新加载 loads the server’s', async () => {
    save.mockImplementation(async ({ answers }: { answers: { questionId: number; seq: number }[] }) =>
      ok({
        saved: answers.map((a) => ({ questionId: a.questionId, applied: false, seq: a.seq + 5, savedAt: new Date().toISOString() })),
        serverNow: new Date().toISOString(),
      }),
    );
    await open(sheetOf());
    fireEvent.click(screen.getByLabelText('B. 候选码'));
    await waitFor(() => expect(screen.getByTestId('answer-conflict')).toBeTruthy(), { timeout: 2000 });
    expect(screen.getByTestId('answer-conflict').textContent).toContain('第 1 题在另一个窗口或设备上有更新的答案');
    loadSheet.mockResolvedValue(ok(sheetOf({}, [saved(601, { choices: ['A'] }, Date.now() + 5)])));
    fireEvent.click(within(screen.getByTestId('answer-conflict')).getByTestId('answer-reload'));
    await waitFor(() => expect(loadSheet).toHaveBeenCalledTimes(2));
    await waitFor(() => expect((screen.getByLabelText('A. 外码') as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByTestId('answer-conflict')).toBeNull();
  });
});
