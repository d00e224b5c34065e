import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { getExamAnswerView, gradeExam } from '@/services/htdz/exam';
import { answerView, examClass, rows } from '../../../../tests/unit/fixtures/exam-report';
import { ok } from '../../../../tests/unit/envelope';
import ExamAnswerViewPage from '.';

let mockRoute: { params: Record<string, string>; pathname: string } = { params: {}, pathname: '/' };
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => mockRoute.params,
  useLocation: () => ({ pathname: mockRoute.pathname, search: '' }),
}));
jest.mock('@/services/htdz/exam', () => ({ getExamAnswerView: jest.fn(), gradeExam: jest.fn() }));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../tests/unit/rich-text').RichTextViewStandIn }));
// CodeMirror stays on its way, so a SQL answer shows in the editor's read-only text area
jest.mock('@/components/SqlEditor/CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<typeof import('react')>('react').forwardRef(function CodeMirrorSql() {
    throw new Promise(() => undefined);
  }),
}));

jest.setTimeout(30_000);
// a busy machine takes more than a second to re-render an antd page
configure({ asyncUtilTimeout: 5000 });

/** The four addresses of one attempt (502), and where each goes for the next one (503) and back to the report. */
const FORMS = [
  {
    form: 'course',
    route: { params: { courseId: '1', scoreId: '502' }, pathname: '/teacher/course/1/stuExamAnswerView/score/502' },
    next: '/teacher/course/1/stuExamAnswerView/score/503',
    report: '/teacher/course/1/exam/report/9',
  },
  {
    form: 'plain',
    route: { params: { scoreId: '502' }, pathname: '/teacher/stuAnswerView/score/502' },
    next: '/teacher/stuAnswerView/score/503',
    report: '/teacher/course/1/exam/report/9',
  },
  {
    form: 'class',
    route: { params: { sclassId: '2', scoreId: '502' }, pathname: '/teacher/stuAnswerView/class/2/score/502' },
    next: '/teacher/stuAnswerView/class/2/score/503',
    report: '/teacher/sclass/2/course/1/exam/report/9',
  },
  {
    form: 'sclass',
    route: { params: { sclassId: '2', scoreId: '502' }, pathname: '/teacher/sclass/2/stuExamAnswerView/score/502' },
    next: '/teacher/sclass/2/stuExamAnswerView/score/503',
    report: '/teacher/sclass/2/course/1/exam/report/9',
  },
] as const;

beforeEach(() => {
  jest.clearAllMocks();
  mockRoute = { ...FORMS[0].route };
  (gradeExam as jest.Mock).mockResolvedValue(ok(rows[1]));
});

async function open(view = answerView(), route: typeof mockRoute = FORMS[0].route) {
  mockRoute = route;
  (getExamAnswerView as jest.Mock).mockResolvedValue(ok(view));
  renderAntd(<ExamAnswerViewPage />);
  await waitFor(() => expect(screen.getByTestId('student-header')).toBeTruthy());
  await act(async () => undefined);
}

const scoreBox = (position: number) => screen.getByLabelText(`第 ${position} 题得分`) as HTMLInputElement;
const commentBox = (position: number) => screen.getByLabelText(`第 ${position} 题评语`) as HTMLTextAreaElement;
const typeScore = (position: number, value: string) => fireEvent.change(scoreBox(position), { target: { value } });
const asking = () => screen.queryAllByText('放弃未保存的批阅？').length > 0;

describe('the answer view shows the attempt', () => {
  it('the student and the attempt, and per question the answer, the verdict, the reference answer and the saved score', async () => {
    await open();
    expect(getExamAnswerView).toHaveBeenCalledWith(502);
    const header = screen.getByTestId('student-header');
    expect(within(header).getByText('2023010102')).toBeTruthy();
    expect(within(header).getByText('李思雨')).toBeTruthy();
    expect(within(header).getByTestId('exam-state').textContent).toBe('已交卷');
    expect(within(header).getByTestId('submission-auto').textContent).toBe('自动交卷');
    expect(within(header).getByTestId('student-score').textContent).toBe('11 / 17');
    expect(within(header).getByText('作答截止')).toBeTruthy();

    const single = screen.getByTestId('answer-601');
    expect(within(single).getByTestId('verdict').getAttribute('data-verdict')).toBe('wrong');
    expect(within(single).getByTestId('reference-answer').textContent).toContain('B. 候选码');
    const sql = screen.getByTestId('answer-606');
    expect(within(sql).getByTestId('verdict-message').textContent).toBe('结果不一致：第 2 列应为 sdept');
    expect(within(sql).getByTestId('reference-sql').textContent).toBe('SELECT sname, sdept FROM student;');
    expect(within(screen.getByTestId('answer-605')).getByTestId('verdict-title').textContent).toBe('待批阅');
    expect(scoreBox(2).value).toBe('6.0');
    expect(commentBox(2).value).toBe('少了两个特性');
    expect(scoreBox(1).placeholder).toBe('自动 0');
  });

  it('an attempt still being answered cannot be graded yet', async () => {
    await open(answerView({ row: rows[3], student: { userId: 24, code: '2023010104', name: '刘婷婷' } }), {
      params: { courseId: '1', scoreId: '504' },
      pathname: '/teacher/course/1/stuExamAnswerView/score/504',
    });
    expect(screen.getByTestId('review-not-submitted').textContent).toBe('学生还在作答，交卷后才能批阅');
    for (const id of ['review-save', 'review-finish']) expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
    expect(scoreBox(1).disabled).toBe(true);
  });
});

describe('grading', () => {
  it("refuses a score above the question's points, and sends nothing", async () => {
    await open();
    typeScore(3, '6');
    fireEvent.click(screen.getByTestId('review-finish'));
    await waitFor(() => expect(screen.getByText('分数不能超过本题满分 5 分')).toBeTruthy());
    expect(gradeExam).not.toHaveBeenCalled();
  });

  it('保存 sends every question (empty keeping the automatic score) and the overall comment as a draft, then reloads', async () => {
    await open();
    typeScore(1, '1.5');
    fireEvent.change(commentBox(1), { target: { value: '选项看错了' } });
    typeScore(2, '');
    fireEvent.change(screen.getByLabelText('总评'), { target: { value: '继续努力' } });
    expect(screen.getByTestId('review-dirty')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('review-save'));
    });
    await waitFor(() => expect(gradeExam).toHaveBeenCalledTimes(1));
    expect(gradeExam).toHaveBeenCalledWith({
      scoreId: 502,
      questions: [
        { questionId: 601, score: 1.5, comment: '选项看错了' },
        { questionId: 605, score: null, comment: '少了两个特性' },
        { questionId: 606, score: null, comment: null },
      ],
      comment: '继续努力',
      finish: false,
    });
    await waitFor(() => expect(getExamAnswerView).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('review-dirty')).toBeNull();
  });

  it('完成批阅 sends the saved scores with finish', async () => {
    await open();
    typeScore(3, '5');
    await act(async () => {
      fireEvent.click(screen.getByTestId('review-finish'));
    });
    await waitFor(() => expect(gradeExam).toHaveBeenCalledTimes(1));
    expect((gradeExam as jest.Mock).mock.calls[0][0]).toMatchObject({
      scoreId: 502,
      finish: true,
      questions: [
        { questionId: 601, score: null },
        { questionId: 605, score: 6 },
        { questionId: 606, score: 5 },
      ],
    });
  });
});

describe('上一位 / 下一位 and the way back', () => {
  it.each(FORMS.map((f) => [f.form, f] as const))('keep the %s address form, and go back to the report of its context', async (_form, f) => {
    await open(answerView(), f.route);
    fireEvent.click(screen.getByTestId('review-next'));
    expect(history.push).toHaveBeenLastCalledWith(f.next);
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenLastCalledWith(f.report);
    expect(asking()).toBe(false);
  });

  it('ask first when scores are unsaved: 留在本页 keeps them, 不保存，离开 goes', async () => {
    await open();
    typeScore(1, '1');
    fireEvent.click(screen.getByTestId('review-prev'));
    await waitFor(() => expect(asking()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '留在本页' }));
    await waitFor(() => expect(asking()).toBe(false));
    expect(history.push).not.toHaveBeenCalled();
    expect(scoreBox(1).value).toBe('1.0');

    fireEvent.click(screen.getByTestId('review-prev'));
    await waitFor(() => expect(asking()).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: '不保存，离开' }));
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/teacher/course/1/stuExamAnswerView/score/501'));
  });

  it('are off at the ends of the roster', async () => {
    await open(answerView({ previousScoreId: null, nextScoreId: null }));
    expect((screen.getByTestId('review-prev') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('review-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it("the report of the exam's own course when the address names none", async () => {
    await open(answerView({ examClass: examClass({ courseId: 4 }) }), FORMS[1].route);
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/course/4/exam/report/9');
  });
});
