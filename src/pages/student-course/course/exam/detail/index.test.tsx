import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ExamPaper, StudentExamDetail } from '@contract/exam';
import type { StudentExercise } from '@contract/exercise';
import { renderAntd } from '../../../../../../tests/unit/render';
import { history } from '../../../../../../tests/unit/umi-max';
import { ok } from '../../../../../../tests/unit/envelope';
import { getMyExamDetail, startExam } from '@/services/htdz/exam';
import { getStudyCourseInfo } from '@/services/htdz/study';
import StudentExamDetailPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', clazzId: '3', examId: '7', examClassId: '12' }),
  useModel: () => ({ initialState: { currentUser: { userId: 4 } } }),
}));
jest.mock('@/services/htdz/exam', () => ({ getMyExamDetail: jest.fn(), startExam: jest.fn() }));
jest.mock('@/services/htdz/study', () => ({ getStudyCourseInfo: jest.fn() }));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../../../tests/unit/rich-text').RichTextViewStandIn }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// the server's clock is a year behind this browser's
const SERVER_NOW = Date.now() - 365 * 24 * HOUR;
const at = (ms: number) => new Date(SERVER_NOW + ms).toISOString();

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
const short: StudentExercise = { exerciseId: 605, type: 'short', stem: '<p>简述事务的 ACID 特性。</p>', difficulty: 'hard', score: 10 };

/** An exam open now (by the server's clock), not started. */
function examOf(more: Partial<StudentExamDetail> = {}): StudentExamDetail {
  return {
    examClassId: 12,
    examId: 7,
    courseId: 1,
    classId: 3,
    name: '期中考试',
    description: '闭卷，独立完成。',
    questionCount: 3,
    totalScore: 16,
    durationMinutes: 90,
    extraMinutes: 0,
    startAt: at(-HOUR),
    endAt: at(3 * HOUR),
    showScore: 'submit',
    serverNow: at(0),
    state: 'open',
    canAnswer: true,
    attempt: null,
    scoreReleased: false,
    scoreHeldForExam: false,
    answerReleased: false,
    verdictsHeld: false,
    score: null,
    comment: null,
    questions: [],
    ...more,
  };
}
const attempt = (more: Partial<NonNullable<StudentExamDetail['attempt']>> = {}): NonNullable<StudentExamDetail['attempt']> => ({
  scoreId: 90,
  startedAt: at(-30 * MINUTE),
  deadline: at(60 * MINUTE),
  submittedAt: null,
  autoSubmitted: false,
  ...more,
});
/** Handed in: my answers in my order (the fill-in first), nothing released. */
const handedIn = (more: Partial<StudentExamDetail> = {}) =>
  examOf({
    state: 'submitted',
    canAnswer: false,
    showScore: 'end',
    attempt: attempt({ submittedAt: at(-5 * MINUTE) }),
    questions: [
      { questionId: 603, position: 1, exercise: fill, answer: { blanks: ['选择', '连接'] }, verdict: null, score: null, comment: null },
      { questionId: 601, position: 2, exercise: single, answer: { choices: ['A'] }, verdict: null, score: null, comment: null },
      { questionId: 605, position: 3, exercise: short, answer: null, verdict: null, score: null, comment: null },
    ],
    ...more,
  });
const RELEASED = handedIn({
  state: 'reviewed',
  scoreReleased: true,
  answerReleased: true,
  score: 2,
  comment: '注意区分候选码与外码。',
  questions: [
    {
      questionId: 603,
      position: 1,
      exercise: { ...fill, answer: '第 1 空：选择 / σ；第 2 空：投影 / π', analysis: '<p>交、连接、除都可以由基本运算表示。</p>' },
      answer: { blanks: ['选择', '连接'] },
      verdict: { correct: false, score: 2, maxScore: 4, message: '第 2 空不正确', blanks: [true, false] },
      score: 2,
      comment: null,
    },
    {
      questionId: 601,
      position: 2,
      exercise: { ...single, answer: 'B', analysis: '<p>候选码的值能唯一标识一个元组。</p>' },
      answer: { choices: ['A'] },
      verdict: { correct: false, score: 0, maxScore: 2, message: '选择错误' },
      score: 0,
      comment: '外码引用的是别的关系',
    },
    {
      questionId: 605,
      position: 3,
      exercise: short,
      answer: null,
      verdict: { correct: false, score: 0, maxScore: 10, message: '未作答' },
      score: 0,
      comment: null,
    },
  ],
});

/** The paper startExam answers: in my (shuffled) order, 605 first. */
const PAPER: ExamPaper = {
  examClassId: 12,
  examId: 7,
  courseId: 1,
  classId: 3,
  scoreId: 90,
  name: '期中考试',
  totalScore: 16,
  state: 'answering',
  startedAt: at(0),
  deadline: at(90 * MINUTE),
  extraMinutes: 0,
  serverNow: at(0),
  canEdit: true,
  questions: [
    { questionId: 605, position: 1, exercise: short },
    { questionId: 601, position: 2, exercise: single },
    { questionId: 603, position: 3, exercise: fill },
  ],
  answers: [],
};

async function open(exam: StudentExamDetail) {
  (getMyExamDetail as jest.Mock).mockResolvedValue(ok(exam));
  renderAntd(<StudentExamDetailPage />);
  await waitFor(() => expect(screen.getByTestId('exam-detail-state')).toBeTruthy());
}
const dialog = () => screen.getByRole('dialog');

beforeEach(() => {
  jest.clearAllMocks();
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', clazzName: '2023级计算机科学1班' }));
});

describe('before the exam', () => {
  it('not open yet: when it opens by the server’s clock, the rules, and no way to start', async () => {
    await open(examOf({ state: 'upcoming', canAnswer: false, startAt: at(26 * HOUR + 5 * MINUTE), endAt: at(28 * HOUR) }));
    expect(getMyExamDetail).toHaveBeenCalledWith(12);
    expect(screen.getByTestId('exam-detail-state').textContent).toBe('未开始');
    expect(screen.getByTestId('exam-notice').textContent).toContain('（1 天 2 小时后）');
    expect(screen.getByTestId('exam-description').textContent).toBe('闭卷，独立完成。');
    expect(screen.getByText('开始后计时 90 分钟，不能暂停；考试结束时间先到时以结束时间为准。')).toBeTruthy();
    expect(screen.queryByTestId('exam-start')).toBeNull();
    expect(screen.queryByTestId('exam-continue')).toBeNull();
    expect(screen.queryByTestId('exam-attempt')).toBeNull();
    // by this browser's clock it opened long ago: the page would ask again at once
    await new Promise((r) => setTimeout(r, 100));
    expect(getMyExamDetail).toHaveBeenCalledTimes(1);
  });

  it('the window opens while the page is open: it asks again, and 开始考试 appears', async () => {
    const upcoming = examOf({ state: 'upcoming', canAnswer: false, startAt: at(1500) });
    await open(upcoming);
    expect(screen.queryByTestId('exam-start')).toBeNull();
    (getMyExamDetail as jest.Mock).mockResolvedValue(ok(examOf({ serverNow: at(2000) })));
    await waitFor(() => expect(screen.getByTestId('exam-start')).toBeTruthy(), { timeout: 4000 });
    expect(getMyExamDetail).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('exam-detail-state').textContent).toBe('可参加');
  });

  it('open: 开始考试 asks first, then starts my attempt and opens its first question', async () => {
    (startExam as jest.Mock).mockResolvedValue(ok(PAPER));
    await open(examOf());
    expect(screen.getByTestId('exam-detail-state').textContent).toBe('可参加');
    expect(screen.queryByTestId('exam-notice')).toBeNull();
    fireEvent.click(screen.getByTestId('exam-start'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(dialog().textContent).toContain('现在开始考试？');
    // the duration and the exact end if started now (not the window's end, hours later); a minute may tick meanwhile
    const text = dialog().textContent ?? '';
    expect(text).toContain('考试时长 90 分钟');
    const ends = [0, 1]
      .map((m) => dayjs(at(90 * MINUTE + m * MINUTE)))
      .map((d) => (d.isSame(dayjs(at(0)), 'day') ? d.format('HH:mm') : d.format('YYYY-MM-DD HH:mm')));
    expect(ends.some((end) => text.includes(`须在 ${end} 前交卷（90 分钟后）`))).toBe(true);
    expect(text).not.toContain(dayjs(at(3 * HOUR)).format('HH:mm'));
    expect(startExam).not.toHaveBeenCalled();
    fireEvent.click(within(dialog()).getByRole('button', { name: '开始考试' }));
    await waitFor(() => expect(startExam).toHaveBeenCalledWith({ examClassId: 12 }));
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/stu/course/exam/exercise/1/3/7/12/605'));
  });

  it('a window that closes before the duration is up: the dialog says how many minutes are left', async () => {
    await open(examOf({ endAt: at(30 * MINUTE + 30_000) }));
    fireEvent.click(screen.getByTestId('exam-start'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    expect(dialog().textContent).toContain('现在开始只有 30 分钟作答');
  });

  it('稍后再说 starts nothing', async () => {
    await open(examOf());
    fireEvent.click(screen.getByTestId('exam-start'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.click(within(dialog()).getByRole('button', { name: '稍后再说' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(startExam).not.toHaveBeenCalled();
    expect(history.push).not.toHaveBeenCalled();
  });

  it('a start the server refuses stays on the page', async () => {
    (startExam as jest.Mock).mockResolvedValue({ code: 409, success: false, message: '考试已结束', obj: null });
    await open(examOf());
    fireEvent.click(screen.getByTestId('exam-start'));
    await waitFor(() => expect(dialog()).toBeTruthy());
    fireEvent.click(within(dialog()).getByRole('button', { name: '开始考试' }));
    await waitFor(() => expect(startExam).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(history.push).not.toHaveBeenCalled();
  });

  it('my attempt running: 继续作答 with the time left, no second start', async () => {
    await open(examOf({ state: 'answering', attempt: attempt({ deadline: at(40 * MINUTE + 30_000) }) }));
    expect(screen.getByTestId('exam-detail-state').textContent).toBe('进行中');
    expect(screen.getByTestId('exam-notice').textContent).toBe('你的考试正在进行，作答剩余 40 分钟。');
    expect(screen.getByTestId('exam-submitted').textContent).toBe('未交卷');
    expect(screen.getByTestId('exam-score-hidden').textContent).toBe('未公布');
    expect(screen.queryByTestId('exam-start')).toBeNull();
    fireEvent.click(screen.getByTestId('exam-continue'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/exam/exercise/1/3/7/12/0');
  });

  it('missed: says so, with no way in', async () => {
    await open(examOf({ state: 'missed', canAnswer: false, startAt: at(-5 * HOUR), endAt: at(-3 * HOUR) }));
    expect(screen.getByTestId('exam-detail-state').textContent).toBe('缺考');
    expect(screen.getByTestId('exam-notice').textContent).toBe('考试已结束，你没有参加这场考试。');
    expect(screen.queryByTestId('exam-start')).toBeNull();
    expect(screen.queryByTestId('exam-continue')).toBeNull();
    expect(screen.queryByTestId('exam-attempt')).toBeNull();
  });
});

describe('after handing in', () => {
  it('before release: my answers in my order, when the score shows, no verdicts, answers or analysis', async () => {
    await open(handedIn());
    expect(screen.getByTestId('exam-detail-state').textContent).toBe('已交卷');
    expect(screen.getByTestId('exam-score-hidden').textContent).toBe('成绩将在考试结束后公布');
    expect(screen.queryByTestId('exam-score')).toBeNull();
    expect(screen.getByTestId('exam-answer-hidden').textContent).toBe('参考答案与解析暂未公布');
    expect(screen.queryByTestId('result-verdict')).toBeNull();
    expect(screen.queryByTestId('question-answer-panel')).toBeNull();
    // the rules and the ways in are gone
    expect(screen.queryByTestId('exam-start')).toBeNull();
    expect(screen.queryByTestId('exam-continue')).toBeNull();
    expect(screen.queryByTestId('exam-notice')).toBeNull();
    expect((within(screen.getByTestId('result-question-1')).getByLabelText('第 2 空') as HTMLInputElement).value).toBe('连接');
    const second = within(screen.getByTestId('result-question-2')).getByLabelText('A. 外码') as HTMLInputElement;
    expect(second.checked).toBe(true);
    expect(second.disabled).toBe(true);
    expect(within(screen.getByTestId('result-question-3')).getByTestId('result-unanswered').textContent).toBe('未作答');
    expect(screen.getByTestId('exam-submitted').textContent).not.toContain('时间到自动交卷');
  });

  it('says when the score shows, by the release setting', async () => {
    await open(handedIn({ showScore: 'review' }));
    expect(screen.getByTestId('exam-score-hidden').textContent).toBe('成绩将在教师批阅后公布');
  });

  it('once released: my score, the comment, verdicts, answers and analysis', async () => {
    await open(RELEASED);
    expect(screen.getByTestId('exam-detail-state').textContent).toBe('已批阅');
    expect(screen.getByTestId('exam-score').textContent).toBe('2 / 16 分');
    expect(screen.queryByTestId('exam-score-hidden')).toBeNull();
    expect(screen.queryByTestId('exam-answer-hidden')).toBeNull();
    expect(screen.getByTestId('exam-comment').textContent).toContain('注意区分候选码与外码。');
    const first = screen.getByTestId('result-question-1');
    expect(within(first).getByTestId('result-verdict-score').textContent).toBe('得分：2 / 4');
    expect(within(first).getByTestId('question-blank-1').getAttribute('data-mark')).toBe('wrong');
    const second = screen.getByTestId('result-question-2');
    expect(within(second).getByTestId('result-verdict').getAttribute('data-verdict')).toBe('error');
    expect(within(second).getByTestId('result-question-comment').textContent).toContain('外码引用的是别的关系');
    expect(within(second).getByTestId('question-answer').textContent).toContain('B');
    expect(within(second).getByTestId('question-analysis').textContent).toContain('候选码的值能唯一标识一个元组');
  });

  it('handed in by the platform at the deadline: marked so', async () => {
    await open(handedIn({ attempt: attempt({ submittedAt: at(-MINUTE), autoSubmitted: true }) }));
    expect(screen.getByTestId('exam-submitted').textContent).toContain('时间到自动交卷');
  });

  it('an attempt whose time ran out but not yet handed in offers no way back in', async () => {
    await open(examOf({ state: 'answering', canAnswer: false, attempt: attempt({ deadline: at(-MINUTE) }) }));
    expect(screen.queryByTestId('exam-continue')).toBeNull();
    expect(screen.queryByTestId('exam-start')).toBeNull();
  });
});

describe('the page itself', () => {
  it('an exam I cannot see says so', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined); // ahooks reports the refusal it was given
    (getMyExamDetail as jest.Mock).mockRejectedValue(new Error('考试不存在'));
    renderAntd(<StudentExamDetailPage />);
    await waitFor(() => expect(screen.getByText('无法打开这场考试')).toBeTruthy());
    expect(screen.getByText('考试可能已被撤回，或你不在参加这场考试的班级里。')).toBeTruthy();
    quiet.mockRestore();
  });

  it('the way back goes to the class’s exams', async () => {
    await open(examOf());
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/exam/1/3');
  });
});
