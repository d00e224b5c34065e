import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Course } from '@contract/course';
import type { ExamClassSummary, ExamSummary } from '@contract/exam';
import { renderAntd, renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { getCourse } from '@/services/htdz/course';
import { deleteExam, queryExamClasses, queryExams, saveExam } from '@/services/htdz/exam';
import ExamListPage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../tests/unit/umi-max'), useParams: () => ({ courseId: '1' }) }));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/exam', () => ({
  queryExams: jest.fn(),
  saveExam: jest.fn(),
  deleteExam: jest.fn(),
  queryExamClasses: jest.fn(),
  updateExamClass: jest.fn(),
  deleteExamClass: jest.fn(),
}));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn() }));

const course = getCourse as jest.MockedFunction<typeof getCourse>;
const query = queryExams as jest.MockedFunction<typeof queryExams>;
const save = saveExam as jest.MockedFunction<typeof saveExam>;
const remove = deleteExam as jest.MockedFunction<typeof deleteExam>;
const publications = queryExamClasses as jest.MockedFunction<typeof queryExamClasses>;
// antd tables and dialogs render slowly in jsdom on a busy machine
jest.setTimeout(30_000);

const exam = (over: Partial<ExamSummary>): ExamSummary => ({
  examId: 5,
  courseId: 1,
  name: '数据库系统原理 期中考试',
  description: null,
  durationMinutes: 90,
  questionCount: 6,
  totalScore: 30,
  publishedCount: 2,
  authorName: '李老师',
  updatedAt: '2025-03-18T08:30:00.000Z',
  ...over,
});
const EXAMS = [exam({}), exam({ examId: 6, name: '期末考试（草稿）', questionCount: 0, totalScore: 0, publishedCount: 0, durationMinutes: 120 })];
const PUBLISHED = {
  examClassId: 11,
  examId: 5,
  courseId: 1,
  classId: 2,
  className: '2023级计算机科学2班',
  name: '数据库系统原理 期中考试',
  totalScore: 30,
  startAt: '2025-04-20T00:00:00.000Z',
  endAt: '2025-04-20T02:00:00.000Z',
  durationMinutes: 90,
  studentCount: 3,
  startedCount: 3,
  submittedCount: 3,
  reviewedCount: 2,
  pendingCount: 1,
  averageScore: 24,
} as ExamClassSummary;

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const lastQuery = () => query.mock.calls[query.mock.calls.length - 1][0];
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

async function show() {
  await renderAntdUntil(<ExamListPage />, EXAMS[0].name);
}

beforeEach(() => {
  jest.clearAllMocks();
  course.mockResolvedValue(ok({ courseId: 1, name: '数据库系统原理', status: 'confirmed', canEdit: true } as Course));
  query.mockResolvedValue(ok({ list: EXAMS, total: 2 }));
  publications.mockResolvedValue(ok([PUBLISHED]));
});

describe('the exam papers of a course', () => {
  it('lists the papers with their questions, totals, durations and publications; each opens its pages', async () => {
    await show();
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ courseId: 1, current: 1, keyword: undefined }));
    const first = rowOf('数据库系统原理 期中考试');
    expect(within(first).getByText('90 分钟')).toBeTruthy();
    expect(within(first).getByText('2 个班')).toBeTruthy();
    fireEvent.click(within(first).getByText('题目'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/course/1/exam/5/exercise');
    fireEvent.click(within(first).getByText('信息与发布'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/course/1/exam/5/info');
  });

  it('searches papers by name', async () => {
    await show();
    const search = screen.getByRole('searchbox', { name: '搜索试卷名称' });
    fireEvent.change(search, { target: { value: ' 期中 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: '期中' }));
  });

  it('unfolds a paper’s publications, each with the way to its report', async () => {
    await show();
    // a paper never published has nothing to unfold
    expect(rowOf('期末考试（草稿）').querySelector('.ant-table-row-expand-icon-spaced')).not.toBeNull();
    await click(within(rowOf('数据库系统原理 期中考试')).getByRole('button', { name: /展开/ }));
    const unfolded = await screen.findByTestId('exam-publications-5');
    expect(publications).toHaveBeenCalledWith({ examId: 5 });
    expect(await within(unfolded).findByText('2023级计算机科学2班')).toBeTruthy();
    expect(within(unfolded).getByText('开始 3 · 交卷 3 · 批阅 2 / 3 人')).toBeTruthy();
    fireEvent.click(within(unfolded).getByText('报告'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/course/1/exam/report/11');
  });

  it('creates a paper with a name, rules and duration, then goes on to its questions', async () => {
    save.mockResolvedValue(ok(exam({ examId: 50, name: '第三章 单元测验', publishedCount: 0 })));
    await show();
    await click(screen.getAllByTestId('exam-create')[0]);
    const dialog = (await screen.findByText('新建试卷', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;
    const create = within(dialog).getByRole('button', { name: /创建并选题/ });
    await click(create);
    expect(await within(dialog).findByText('请输入试卷名称')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('exam-name-input'), { target: { value: ' 第三章 单元测验 ' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '考试时长' }), { target: { value: '' } });
    await click(create);
    expect(await within(dialog).findByText('请填写考试时长')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '考试时长' }), { target: { value: '45' } });
    fireEvent.change(within(dialog).getByTestId('exam-description-input'), { target: { value: '闭卷，限时 45 分钟。' } });
    await click(create);
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ examId: null, courseId: 1, name: '第三章 单元测验', description: '闭卷，限时 45 分钟。', durationMinutes: 45 }),
    );
    await waitFor(() => expect(history.push).toHaveBeenLastCalledWith('/teacher/course/1/exam/50/exercise'));
  });

  it('deletes a paper only after a confirmation that says its publications stay', async () => {
    remove.mockResolvedValue(ok(null));
    await show();
    await click(screen.getByTestId('exam-delete-5'));
    expect(await screen.findByText('已发布到 2 个班的考试不受影响，学生的成绩都保留；试卷本身删除后不能恢复。')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    const confirm = screen.getByText('删除试卷“数据库系统原理 期中考试”？').closest('.ant-popover') as HTMLElement;
    await click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    expect(remove).toHaveBeenCalledWith(5);
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
  });

  it('a course under review is read-only: no new paper, no changes', async () => {
    course.mockResolvedValue(ok({ courseId: 1, name: '数据库系统原理', status: 'submitted', canEdit: true } as Course));
    await show();
    expect(screen.getByText('课程正在审核中，审核结束前试卷只能查看')).toBeTruthy();
    expect(screen.queryByTestId('exam-create')).toBeNull();
    expect(screen.queryByTestId('exam-delete-5')).toBeNull();
    expect(within(rowOf('数据库系统原理 期中考试')).getByText('信息')).toBeTruthy();
  });

  it('an empty course invites a first paper', async () => {
    query.mockResolvedValue(ok({ list: [], total: 0 }));
    renderAntd(<ExamListPage />);
    expect(await screen.findByText('还没有试卷，新建一份试卷吧')).toBeTruthy();
    expect(screen.getAllByTestId('exam-create').length).toBe(2);
  });
});
