import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { getSubmissionReview, gradeSubmission, returnSubmission } from '@/services/htdz/homework';
import { homework, review, rows } from '../../../../tests/unit/fixtures/review';
import { ok } from '../../../../tests/unit/envelope';
import ReviewPage from '.';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ studentId: '21', homeworkId: '7', courseId: '1', classId: '2' }),
}));
jest.mock('@/services/htdz/homework', () => ({ getSubmissionReview: jest.fn(), gradeSubmission: jest.fn(), returnSubmission: jest.fn() }));
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

beforeEach(() => {
  jest.clearAllMocks();
  (gradeSubmission as jest.Mock).mockResolvedValue(ok(rows[0]));
});

async function open(r = review()) {
  (getSubmissionReview as jest.Mock).mockResolvedValue(ok(r));
  renderAntd(<ReviewPage />);
  await waitFor(() => expect(screen.getByTestId('student-header')).toBeTruthy());
  await act(async () => undefined);
}

const scoreBox = (position: number) => screen.getByLabelText(`第 ${position} 题得分`) as HTMLInputElement;
const commentBox = (position: number) => screen.getByLabelText(`第 ${position} 题评语`) as HTMLTextAreaElement;
const typeScore = (position: number, value: string) => fireEvent.change(scoreBox(position), { target: { value } });
const asking = () => screen.queryAllByText('放弃未保存的批阅？').length > 0;

describe('the grading workspace shows the submission', () => {
  it('the student, and per question the answer, the automatic verdict, the reference answer and the saved score', async () => {
    await open();
    expect(getSubmissionReview).toHaveBeenCalledWith(7, 21);
    const header = screen.getByTestId('student-header');
    expect(within(header).getByText('2023010101')).toBeTruthy();
    expect(within(header).getByText('王小明')).toBeTruthy();
    expect(within(header).getByTestId('submission-status').textContent).toBe('已提交');
    expect(within(header).getByTestId('student-score').textContent).toBe('8 / 17');

    const single = screen.getByTestId('answer-601');
    const chosen = (within(single).getAllByRole('radio') as HTMLInputElement[]).filter((r) => r.checked);
    expect(chosen.map((r) => r.closest('label')?.textContent)).toEqual(['A. 外码']);
    expect(within(single).getByTestId('verdict').getAttribute('data-verdict')).toBe('wrong');
    expect(within(single).getByTestId('verdict-message').textContent).toBe('选择错误');
    expect(within(single).getByTestId('reference-answer').textContent).toContain('B. 候选码');

    const short = screen.getByTestId('answer-605');
    expect(within(short).getByTestId('verdict-title').textContent).toBe('待批阅');
    expect(within(short).getByTestId('verdict-keywords').textContent).toBe('命中关键词：原子性一致性');
    expect((within(short).getByTestId('question-text') as HTMLTextAreaElement).value).toBe('事务具有原子性和一致性。');
    expect(scoreBox(2).value).toBe('6.0');
    expect(commentBox(2).value).toBe('少了两个特性');
    expect(scoreBox(1).value).toBe('');
    expect(scoreBox(1).placeholder).toBe('自动 0');

    const sql = screen.getByTestId('answer-606');
    expect((within(sql).getByTestId('sql-editor-fallback') as HTMLTextAreaElement).value).toBe('SELECT sname, sage FROM student;');
    expect(within(sql).getByTestId('verdict-sql').textContent).toContain('李勇');
    expect(within(sql).getByTestId('reference-sql').textContent).toBe('SELECT sname, sdept FROM student;');
  });
});

describe('says what the student will see of this review, and when', () => {
  const note = () => screen.getByTestId('review-release').textContent;
  it('released only after review: not until 完成批阅, and 保存 is a draft', async () => {
    await open(review({ homework: homework({ showScore: 'review' }), row: { ...rows[0], status: 'submitted', scoreReleased: false } }));
    expect(note()).toBe('学生在你点击「完成批阅」后才能看到成绩和评语；「保存」只保存草稿，学生看不到。');
  });

  it('released at the end: the end, by the late limit when late work is accepted', async () => {
    const h = homework({ showScore: 'end', endAt: '2025-03-20T08:00:00.000Z', latePolicy: 'accept', lateUntil: '2025-03-22T08:00:00.000Z' });
    await open(review({ homework: h, row: { ...rows[0], scoreReleased: false } }));
    expect(note()).toBe(
      `成绩和评语在作业截止（${dayjs('2025-03-22T08:00:00.000Z').format('YYYY-MM-DD HH:mm')}）后对学生公布；在此之前保存的改动届时一并公布。`,
    );
  });

  it('already released: a saved change shows at once', async () => {
    await open(review({ homework: homework({ showScore: 'submit' }), row: { ...rows[0], scoreReleased: true } }));
    expect(note()).toBe('学生已能看到这份作业的成绩和评语：你保存的改动会立即对学生可见。');
  });

  it('never released: says so', async () => {
    await open(review({ homework: homework({ showScore: 'never' }), row: { ...rows[0], scoreReleased: false } }));
    expect(note()).toContain('不向学生公布成绩');
  });
});

describe('saving', () => {
  it("refuses a score above the question's points, and sends nothing", async () => {
    await open();
    typeScore(1, '2.5');
    fireEvent.click(screen.getByTestId('review-save'));
    await waitFor(() => expect(screen.getByText('分数不能超过本题满分 2 分')).toBeTruthy());
    typeScore(1, '-1');
    await waitFor(() => expect(screen.getByText('分数不能小于 0')).toBeTruthy());
    typeScore(1, '1.25');
    await waitFor(() => expect(screen.getByText('分数最多一位小数')).toBeTruthy());
    expect(gradeSubmission).not.toHaveBeenCalled();
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
    await waitFor(() => expect(gradeSubmission).toHaveBeenCalledTimes(1));
    expect(gradeSubmission).toHaveBeenCalledWith({
      homeworkId: 7,
      studentId: 21,
      questions: [
        { questionId: 601, score: 1.5, comment: '选项看错了' },
        { questionId: 605, score: null, comment: '少了两个特性' },
        { questionId: 606, score: null, comment: null },
      ],
      comment: '继续努力',
      finish: false,
    });
    await waitFor(() => expect(getSubmissionReview).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId('review-dirty')).toBeNull();
  });

  it('完成批阅 sends the same with finish', async () => {
    await open();
    await act(async () => {
      fireEvent.click(screen.getByTestId('review-finish'));
    });
    await waitFor(() => expect(gradeSubmission).toHaveBeenCalledTimes(1));
    expect((gradeSubmission as jest.Mock).mock.calls[0][0]).toMatchObject({ finish: true, questions: [{ score: null }, { score: 6 }, { score: null }] });
  });
});

describe('上一位 / 下一位', () => {
  it('go straight to the neighbour when nothing is unsaved', async () => {
    await open();
    fireEvent.click(screen.getByTestId('review-next'));
    expect(history.push).toHaveBeenCalledWith('/task-bank/task/review/studentId/homeworkId/22/7/1/2');
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
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/task-bank/task/review/studentId/homeworkId/4/7/1/2'));
  });

  it('are off at the ends of the roster', async () => {
    await open(review({ previousStudentId: null, nextStudentId: null }));
    expect((screen.getByTestId('review-prev') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('review-next') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('退回重做', () => {
  it('asks for a note and a deadline three days ahead, then returns the submission', async () => {
    (returnSubmission as jest.Mock).mockResolvedValue(ok({ ...rows[0], status: 'returned' }));
    await open();
    fireEvent.click(screen.getByTestId('review-return'));
    const dialog = await screen.findByRole('dialog');
    const deadline = within(dialog).getByLabelText('重新提交截止') as HTMLInputElement;
    expect(deadline.value).toBe(dayjs().add(3, 'day').format('YYYY-MM-DD HH:mm'));
    fireEvent.change(within(dialog).getByLabelText('退回说明'), { target: { value: '请补全第 2 题' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /退\s*回/ }));
    });
    await waitFor(() => expect(returnSubmission).toHaveBeenCalledTimes(1));
    const body = (returnSubmission as jest.Mock).mock.calls[0][0];
    expect(body).toMatchObject({ homeworkId: 7, studentId: 21, comment: '请补全第 2 题' });
    expect(Math.abs(dayjs(body.until).diff(dayjs().add(3, 'day'), 'minute'))).toBeLessThanOrEqual(1);
    await waitFor(() => expect(getSubmissionReview).toHaveBeenCalledTimes(2));
  });
});

it('a student who has not handed in cannot be graded or returned', async () => {
  await open(review({ row: { ...rows[4], studentId: 21 } }));
  expect(screen.getByTestId('review-not-submitted')).toBeTruthy();
  for (const id of ['review-save', 'review-finish', 'review-return']) expect((screen.getByTestId(id) as HTMLButtonElement).disabled).toBe(true);
});
