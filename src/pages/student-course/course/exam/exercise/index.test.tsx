import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SaveExamAnswersBody, type ExamPaper } from '@contract/exam';
import type { SavedAnswer } from '@contract/homework';
import { renderAntd } from '../../../../../../tests/unit/render';
import { history } from '../../../../../../tests/unit/umi-max';
import { ok } from '../../../../../../tests/unit/envelope';
import { asPhone } from '../../../../../../tests/unit/phone';
import { exercise, freshSheet, HOUR, nav, openSheet, QUESTIONS, saved, serverNow, sheetQuestions } from '../../../../../../tests/unit/fixtures/answer-sheet';
import { BizError } from '@/requestErrorConfig';
import { getExamPaper, runExamSql, saveExamAnswers, submitExam } from '@/services/htdz/exam';
import StudentExamAnswerPage from './index';

type AnswerSheetFixture = typeof import('../../../../../../tests/unit/fixtures/answer-sheet');

let mockParams: Record<string, string> = {};
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../../tests/unit/umi-max'),
  useParams: () => mockParams,
  useModel: () => ({ initialState: { currentUser: { userId: 4 } } }),
}));
jest.mock('@/services/htdz/exam', () => ({
  getExamPaper: jest.fn(),
  saveExamAnswers: jest.fn(),
  runExamSql: jest.fn(),
  submitExam: jest.fn(),
}));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../../../tests/unit/rich-text').RichTextViewStandIn }));
jest.mock('@/components/SqlEditor/CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<AnswerSheetFixture>('../../../../../../tests/unit/fixtures/answer-sheet').CodeMirrorSqlStandIn,
}));

const SECOND = 1000;
const DETAIL = '/stu/course/exam/examClass/detail/1/3/7/12';

/** My started attempt by a server clock a year behind this browser's, `left` ms before its deadline. */
function paperOf(more: Partial<ExamPaper> = {}, answers: SavedAnswer[] = [], left = HOUR): ExamPaper {
  const now = serverNow();
  return {
    examClassId: 12,
    examId: 7,
    courseId: 1,
    classId: 3,
    scoreId: 90,
    name: '期中考试',
    totalScore: 16,
    state: 'answering',
    startedAt: new Date(now - 10 * 60_000).toISOString(),
    deadline: new Date(now + left).toISOString(),
    extraMinutes: 0,
    serverNow: new Date(now).toISOString(),
    canEdit: true,
    questions: sheetQuestions(QUESTIONS),
    answers,
    ...more,
  };
}

const loadPaper = getExamPaper as jest.Mock;
const save = saveExamAnswers as jest.Mock;
const submit = submitExam as jest.Mock;
const refusal = (message: string) => new BizError({ errorMessage: message, errorCode: 'CONFLICT', showType: 2 });

const open = (paper: ExamPaper) => openSheet(<StudentExamAnswerPage />, loadPaper, paper);
const submitButton = () => screen.getByTestId('answer-submit') as HTMLButtonElement;
/** Lets the (fake) timers run `ms` on, and the promises they start settle. */
const wait = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => undefined);
};

beforeEach(() => {
  freshSheet(save);
  mockParams = { courseId: '1', clazzId: '3', examId: '7', examClassId: '12', exerciseId: '602' };
});

describe('answering an exam', () => {
  it('loads my attempt’s paper and opens the question in the address, counting down by the server’s clock', async () => {
    await open(paperOf());
    expect(loadPaper).toHaveBeenCalledWith(12, { skipErrorHandler: true });
    expect(screen.getByText('期中考试')).toBeTruthy();
    expect(nav(2).getAttribute('data-current')).toBe('true');
    expect(nav(1).getAttribute('data-current')).toBe('false');
    expect(screen.getByTestId('answer-question-2')).toBeTruthy();
    expect(screen.queryByTestId('answer-question-1')).toBeNull();
    expect(screen.getByTestId('answer-countdown').textContent).toMatch(/距截止 (00:59:\d\d|01:00:00)/);
    expect(screen.queryByTestId('answer-readonly')).toBeNull();
    expect(submitButton().disabled).toBe(false);
  });

  it('opens the first question when the address names none on the paper', async () => {
    mockParams = { ...mockParams, exerciseId: '0' };
    await open(paperOf());
    expect(nav(1).getAttribute('data-current')).toBe('true');
    expect(screen.getByTestId('answer-question-1')).toBeTruthy();
  });

  it('the address follows the question on screen', async () => {
    await open(paperOf());
    fireEvent.click(nav(4));
    expect(history.replace).toHaveBeenLastCalledWith('/stu/course/exam/exercise/1/3/7/12/605');
    expect(nav(4).getAttribute('data-current')).toBe('true');
    expect(screen.getByTestId('answer-question-4')).toBeTruthy();
    fireEvent.click(screen.getByTestId('answer-prev'));
    expect(history.replace).toHaveBeenLastCalledWith('/stu/course/exam/exercise/1/3/7/12/603');
    expect(screen.getByTestId('answer-question-3')).toBeTruthy();
    expect(history.push).not.toHaveBeenCalled();
  });

  it('shows the answers saved before (a reload, another device)', async () => {
    await open(paperOf({}, [saved(602, { judge: false }), saved(601, { choices: ['B'] })]));
    expect((screen.getByLabelText('错误') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('answer-nav-progress').textContent).toBe('已答 2 / 4');
  });

  it('交卷 saves what is left, lists the unanswered questions, then hands in and opens the exam’s page', async () => {
    submit.mockResolvedValue(ok({}));
    await open(paperOf({}, [saved(601, { choices: ['A'] })]));
    fireEvent.click(screen.getByLabelText('正确'));
    fireEvent.click(submitButton());
    // the change is sent at once, before the dialog
    await waitFor(() => expect(screen.getByTestId('answer-submit-unanswered')).toBeTruthy());
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0].answers).toEqual([{ questionId: 602, answer: { judge: true }, seq: expect.any(Number) }]);
    expect(screen.getByRole('dialog').textContent).toContain('确认交卷？');
    expect(screen.getByTestId('answer-submit-unanswered').textContent).toBe('还有 2 道题未作答：第 3、4 题。');
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认交卷' }));
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ examClassId: 12 }));
    await waitFor(() => expect(history.push).toHaveBeenCalledWith(DETAIL));
    expect(screen.getByText('已交卷')).toBeTruthy();
  }, 20_000);

  it('再检查一下 keeps answering', async () => {
    await open(paperOf());
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('answer-submit-unanswered')).toBeTruthy());
    expect(screen.getByTestId('answer-submit-unanswered').textContent).toBe('还有 4 道题未作答：第 1、2、3、4 题。');
    fireEvent.click(screen.getByRole('button', { name: '再检查一下' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(submit).not.toHaveBeenCalled();
    expect(history.push).not.toHaveBeenCalled();
    expect(submitButton().disabled).toBe(false);
    expect((screen.getByLabelText('正确') as HTMLInputElement).disabled).toBe(false);
  });

  it('a handed-in attempt is read-only, says why and links to the exam’s page', async () => {
    await open(paperOf({ state: 'submitted', canEdit: false }, [saved(602, { judge: true })]));
    expect(screen.getByTestId('answer-readonly').textContent).toContain('你已交卷，答案不能再修改');
    expect((screen.getByLabelText('正确') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('错误') as HTMLInputElement).disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);
    expect(screen.queryByTestId('answer-save-state')).toBeNull();
    fireEvent.click(screen.getByTestId('answer-to-detail'));
    expect(history.push).toHaveBeenLastCalledWith(DETAIL);
  });

  it('an attempt past its deadline, not yet handed in, is read-only and not handed in by this page', async () => {
    await open(paperOf({ canEdit: false }, [], -10 * SECOND));
    expect(screen.getByTestId('answer-readonly').textContent).toContain('考试时间已到，答案不能再修改');
    expect(screen.getByTestId('answer-countdown').textContent).toContain('已截止');
    expect(submit).not.toHaveBeenCalled();
  });

  it('a paper that cannot be opened says why and leads to the exam’s page', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // ahooks reports the refusal it was given
    loadPaper.mockRejectedValue(refusal('你还没有开始这场考试'));
    renderAntd(<StudentExamAnswerPage />);
    // antd's Result does not pass data-testid on: found by its title
    await waitFor(() => expect(screen.getByText('无法打开答卷')).toBeTruthy());
    expect(screen.getByText('你还没有开始这场考试')).toBeTruthy();
    expect(screen.queryByTestId('answer-nav')).toBeNull();
    fireEvent.click(screen.getByTestId('exam-to-detail'));
    expect(history.push).toHaveBeenLastCalledWith(DETAIL);
    quiet.mockRestore();
  });

  it('runs SQL on the exam’s question', async () => {
    (runExamSql as jest.Mock).mockResolvedValue(ok({ results: [], elapsedMs: 3 }));
    const paper = paperOf();
    paper.questions.push({ questionId: 606, position: 5, exercise: exercise(606, { type: 'query', score: 5, sceneId: 1, sceneName: '学生选课' }) });
    await open(paper);
    fireEvent.click(nav(5));
    fireEvent.change(screen.getByTestId('sql-editor-fallback'), { target: { value: 'SELECT sname FROM student;' } });
    fireEvent.click(screen.getByTestId('question-sql-run'));
    await waitFor(() => expect(runExamSql).toHaveBeenCalledWith({ examClassId: 12, questionId: 606, sql: 'SELECT sname FROM student;' }));
  });

  it('the way back goes to the exam’s page', async () => {
    await open(paperOf());
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenLastCalledWith(DETAIL);
  });
});

describe('on a phone', () => {
  let wide: () => void;
  beforeEach(() => {
    wide = asPhone();
  });
  afterEach(() => wide());

  it('the fixed header is compact: the title, the countdown, the save state and 交卷; the way back to the exam', async () => {
    await open(paperOf());
    const head = screen.getByTestId('phone-head');
    expect(within(head).getByTestId('page-title').textContent).toBe('期中考试');
    expect(within(head).getByText('共 4 题，满分 16 分')).toBeTruthy();
    expect(within(head).getByTestId('answer-countdown').textContent).toMatch(/距截止 (00:59:\d\d|01:00:00)/);
    expect(within(head).getByTestId('answer-save-state')).toBeTruthy();
    expect(within(head).getByTestId('answer-submit')).toBeTruthy();
    // no second header of ProLayout's
    expect(document.querySelector('.ant-page-header')).toBeNull();
    fireEvent.click(within(head).getByRole('button', { name: '查看考试详情' }));
    expect(history.push).toHaveBeenLastCalledWith(DETAIL);
  });

  it('the answer card is folded until 展开; the question in the address is on screen', async () => {
    await open(paperOf());
    expect(screen.queryByTestId('answer-nav-1')).toBeNull();
    expect(screen.getByTestId('answer-question-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('answer-nav-toggle'));
    expect(nav(2).getAttribute('data-current')).toBe('true');
  });
});

describe('by the clock', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse('2026-03-10T08:00:00.000Z') });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('an answer is saved within 2 s with the exam-class and a seq', async () => {
    await open(paperOf());
    const before = Date.now();
    fireEvent.click(screen.getByLabelText('正确'));
    expect(screen.getByTestId('answer-save-state').textContent).toContain('保存中');
    expect(save).not.toHaveBeenCalled();
    await wait(2000);
    expect(save).toHaveBeenCalledTimes(1);
    const [body, options] = save.mock.calls[0];
    expect(body).toEqual({ examClassId: 12, answers: [{ questionId: 602, answer: { judge: true }, seq: expect.any(Number) }] });
    expect(body.answers[0].seq).toBeGreaterThanOrEqual(before);
    expect(SaveExamAnswersBody.safeParse(body).success).toBe(true);
    // autosave failures are the page's to show, not the request layer's
    expect(options).toEqual({ skipErrorHandler: true });
    expect(screen.getByTestId('answer-save-state').textContent).toMatch(/已保存 \d\d:\d\d:\d\d/);
  });

  it('when the time runs out: sends what is left, stops, hands in after the server’s grace and opens the exam’s page', async () => {
    submit.mockResolvedValue(ok({}));
    await open(paperOf({}, [], 5 * SECOND));
    expect(screen.getByTestId('answer-countdown').textContent).toContain('距截止 00:00:05');
    await wait(4500);
    // a change just before the end: the deadline sends it without waiting for the usual pause
    fireEvent.click(screen.getByLabelText('正确'));
    await wait(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0].answers).toEqual([{ questionId: 602, answer: { judge: true }, seq: expect.any(Number) }]);
    expect(screen.getByTestId('answer-readonly').textContent).toBe('考试时间已到，答案已停止保存，正在自动交卷…');
    expect(screen.getByTestId('answer-countdown').textContent).toContain('已截止');
    expect((screen.getByLabelText('错误') as HTMLInputElement).disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);
    // handing in: no way off the page but the back arrow
    expect(screen.queryByTestId('answer-to-detail')).toBeNull();

    // the server takes saves in flight for its grace: the page waits it out
    await wait(4000);
    expect(submit).not.toHaveBeenCalled();
    expect(history.push).not.toHaveBeenCalled();
    await wait(600);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ examClassId: 12 }, { skipErrorHandler: true });
    expect(history.push).toHaveBeenCalledWith(DETAIL);
    expect(screen.getByText('考试时间已到，答案已自动提交')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('hands in when the time runs out even if the server refuses the hand-in (it hands in by itself)', async () => {
    submit.mockRejectedValue(refusal('考试已交卷'));
    await open(paperOf({}, [], 2 * SECOND));
    await wait(2000);
    expect(screen.getByTestId('answer-readonly')).toBeTruthy();
    await wait(4600);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(history.push).toHaveBeenCalledWith(DETAIL);
  });

  it('a save refused because time is up stops editing with the server’s words', async () => {
    save.mockRejectedValue(refusal('考试已结束，答案不能再保存'));
    await open(paperOf());
    loadPaper.mockResolvedValue(ok(paperOf({ canEdit: false })));
    fireEvent.click(screen.getByLabelText('正确'));
    await wait(2000);
    expect(save).toHaveBeenCalledTimes(1);
    // the page asked the server whether answers may still change
    expect(loadPaper).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('answer-readonly').textContent).toContain('服务器拒绝保存：考试已结束，答案不能再保存');
    expect((screen.getByLabelText('错误') as HTMLInputElement).disabled).toBe(true);
    expect(submitButton().disabled).toBe(true);
    expect(screen.queryByTestId('answer-save-state')).toBeNull();
    // no retries after a refusal that stands
    await wait(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('answer-to-detail'));
    expect(history.push).toHaveBeenLastCalledWith(DETAIL);
  });

  it('a refusal while the paper may still change keeps answering and retries', async () => {
    save.mockRejectedValueOnce(refusal('请求过于频繁'));
    await open(paperOf());
    fireEvent.click(screen.getByLabelText('正确'));
    await wait(2000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(loadPaper).toHaveBeenCalledTimes(2);
    expect(screen.queryByTestId('answer-readonly')).toBeNull();
    expect(screen.getByTestId('answer-save-state').textContent).toContain('保存失败，正在重试');
    await wait(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('answer-save-state').textContent).toMatch(/已保存/);
    expect(submitButton().disabled).toBe(false);
  });
});
