import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentExercise } from '@contract/exercise';
import type { HomeworkResult } from '@contract/homework';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { getHomeworkResult } from '@/services/htdz/homework';
import HomeworkResultPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ studentId: '4', homeworkId: '12' }),
}));
jest.mock('@/services/htdz/homework', () => ({ getHomeworkResult: jest.fn() }));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../tests/unit/rich-text').RichTextViewStandIn }));

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
const released = (e: StudentExercise, answer: string, analysis: string): StudentExercise => ({ ...e, answer, analysis });

function resultOf(more: Partial<HomeworkResult> = {}): HomeworkResult {
  return {
    homeworkId: 12,
    courseId: 1,
    classId: 1,
    name: '第三章 SQL 查询基础作业',
    status: 'submitted',
    submittedAt: '2025-03-10T08:30:00.000Z',
    late: false,
    latePenalty: 0,
    totalScore: 16,
    scoreReleased: false,
    answerReleased: false,
    scoreHeldForExam: false,
    showScore: 'review',
    score: null,
    comment: null,
    canEdit: false,
    resubmitUntil: null,
    questions: [
      { questionId: 601, position: 1, exercise: single, answer: { choices: ['A'] }, verdict: null, score: null, comment: null, heldForExam: false },
      { questionId: 603, position: 2, exercise: fill, answer: { blanks: ['选择', '连接'] }, verdict: null, score: null, comment: null, heldForExam: false },
      { questionId: 605, position: 3, exercise: short, answer: null, verdict: null, score: null, comment: null, heldForExam: false },
    ],
    ...more,
  };
}

const RELEASED = resultOf({
  status: 'reviewed',
  late: true,
  latePenalty: 20,
  scoreReleased: true,
  answerReleased: true,
  score: 1.6,
  comment: '注意区分候选码与外码。',
  questions: [
    {
      questionId: 601,
      position: 1,
      exercise: released(single, 'B', '<p>候选码的值能唯一标识一个元组。</p>'),
      answer: { choices: ['A'] },
      verdict: { correct: false, score: 0, maxScore: 2, message: '选择错误' },
      score: 0,
      comment: '外码引用的是别的关系',
      heldForExam: false,
    },
    {
      questionId: 603,
      position: 2,
      exercise: released(fill, '第 1 空：选择 / σ；第 2 空：投影 / π', '<p>交、连接、除都可以由基本运算表示。</p>'),
      answer: { blanks: ['选择', '连接'] },
      verdict: { correct: false, score: 2, maxScore: 4, message: '第 2 空不正确', blanks: [true, false] },
      score: 2,
      comment: null,
      heldForExam: false,
    },
    {
      questionId: 605,
      position: 3,
      exercise: short,
      answer: null,
      verdict: { correct: false, score: 0, maxScore: 10, message: '未作答' },
      score: 0,
      comment: null,
      heldForExam: false,
    },
  ],
});

async function open(result: HomeworkResult) {
  (getHomeworkResult as jest.Mock).mockResolvedValue(ok(result));
  renderAntd(<HomeworkResultPage />);
  await waitFor(() => expect(screen.getByTestId('result-status')).toBeTruthy());
}

beforeEach(() => jest.clearAllMocks());

describe('my homework result', () => {
  it('before release: my answers, no score, no verdicts, no answers or analysis', async () => {
    await open(resultOf());
    expect(getHomeworkResult).toHaveBeenCalledWith(4, 12);
    expect(screen.getByTestId('result-status').textContent).toBe('已提交');
    expect(screen.getByTestId('result-submitted').textContent).toContain('2025-03-10');
    expect(screen.getByTestId('result-score-hidden').textContent).toMatch(/成绩/);
    expect(screen.queryByTestId('result-score')).toBeNull();
    expect(screen.queryByTestId('result-verdict')).toBeNull();
    expect(screen.queryByTestId('question-answer-panel')).toBeNull();
    expect(screen.getByTestId('result-answer-hidden')).toBeTruthy();
    // my answers, read-only
    expect((screen.getByLabelText('A. 外码') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('A. 外码') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('第 2 空') as HTMLInputElement).value).toBe('连接');
    expect(within(screen.getByTestId('result-question-3')).getByTestId('result-unanswered').textContent).toBe('未作答');
    expect(screen.queryByTestId('result-continue')).toBeNull();
  });

  it('a question of an exam still open shows no verdict, answer or analysis, and says why', async () => {
    const held = { ...RELEASED.questions[0]!, exercise: single, verdict: null, score: null, comment: null, heldForExam: true };
    await open({ ...RELEASED, questions: [held, ...RELEASED.questions.slice(1)] });
    const first = screen.getByTestId('result-question-1');
    expect(within(first).getByTestId('result-held-for-exam').textContent).toContain('考试结束后');
    expect(within(first).queryByTestId('result-verdict')).toBeNull();
    expect(within(first).queryByTestId('question-answer')).toBeNull();
    expect(within(screen.getByTestId('result-question-2')).getByTestId('result-verdict')).toBeTruthy();
  });

  it('says when the score shows, by the release setting', async () => {
    await open(resultOf({ showScore: 'end' }));
    expect(screen.getByTestId('result-score-hidden').textContent).toBe('成绩将在作业截止后公布');
  });

  it('once released: score with the late penalty, comments, verdicts, blank marks, answers and analysis', async () => {
    await open(RELEASED);
    expect(screen.getByTestId('result-score').textContent).toBe('1.6 / 16 分');
    expect(screen.getByTestId('result-submitted').textContent).toContain('迟交');
    expect(screen.getByTestId('result-submitted').textContent).toContain('迟交扣 20%');
    expect(screen.getByTestId('result-comment').textContent).toContain('注意区分候选码与外码。');

    const first = screen.getByTestId('result-question-1');
    expect(within(first).getByTestId('result-verdict').getAttribute('data-verdict')).toBe('error');
    expect(within(first).getByTestId('result-verdict-score').textContent).toBe('得分：0 / 2');
    expect(within(first).getByText('选择错误')).toBeTruthy();
    expect(within(first).getByTestId('result-question-comment').textContent).toContain('外码引用的是别的关系');
    expect(within(first).getByTestId('question-answer').textContent).toContain('B');
    expect(within(first).getByTestId('question-analysis').textContent).toContain('候选码的值能唯一标识一个元组');

    const second = screen.getByTestId('result-question-2');
    expect(within(second).getByTestId('question-blank-0').getAttribute('data-mark')).toBe('right');
    expect(within(second).getByTestId('question-blank-1').getAttribute('data-mark')).toBe('wrong');
    expect(within(second).getByTestId('result-verdict-score').textContent).toBe('得分：2 / 4');
    expect(screen.queryByTestId('result-answer-hidden')).toBeNull();
  });

  it('a returned homework I may still change offers 继续作答', async () => {
    await open(resultOf({ status: 'returned', canEdit: true, comment: '请补全第 3 题' }));
    fireEvent.click(screen.getByTestId('result-continue'));
    expect(history.push).toHaveBeenLastCalledWith('/task-stu/answser/studentId/homeworkId/4/12');
    expect(screen.getByTestId('result-comment').textContent).toContain('请补全第 3 题');
  });

  it('the way back goes to the course’s homework list', async () => {
    await open(resultOf());
    fireEvent.click(screen.getByTestId('page-back'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/task/1/1');
  });
});
