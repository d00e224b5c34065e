import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { HomeworkSummary } from '@contract/homework';
import type { TaskDetail } from '@contract/task';
import { renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { deleteHomework, queryHomeworks, updateHomework } from '@/services/htdz/homework';
import { getTask } from '@/services/htdz/task';
import TaskDetailPage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../tests/unit/umi-max'), useParams: () => ({ taskId: '5' }) }));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/task', () => ({ getTask: jest.fn() }));
jest.mock('@/services/htdz/homework', () => ({ queryHomeworks: jest.fn(), updateHomework: jest.fn(), deleteHomework: jest.fn() }));

// antd tables and forms render slowly in jsdom on a busy machine
jest.setTimeout(30_000);

const load = getTask as jest.MockedFunction<typeof getTask>;
const list = queryHomeworks as jest.MockedFunction<typeof queryHomeworks>;
const update = updateHomework as jest.MockedFunction<typeof updateHomework>;
const withdraw = deleteHomework as jest.MockedFunction<typeof deleteHomework>;

const TASK: TaskDetail = {
  taskId: 5,
  courseId: 1,
  parentId: 3,
  name: '第三章 单表查询练习',
  description: '先在场景中运行，再提交。',
  questionCount: 2,
  totalScore: 6,
  publishedCount: 1,
  authorName: '李老师',
  updatedAt: '2025-03-18T08:30:00.000Z',
  courseName: '数据库系统原理',
  questions: [
    {
      exerciseId: 3,
      position: 1,
      type: 'judge',
      stemText: '外码必须引用主码',
      difficulty: 'easy',
      knowledge: [{ knowId: 101, name: '关系模型' }],
      sceneName: null,
      score: 2.5,
    },
    { exerciseId: 6, position: 2, type: 'query', stemText: '查询每个部门的员工人数', difficulty: 'medium', knowledge: [], sceneName: '员工部门', score: 3.5 },
  ],
};
const START = dayjs().subtract(1, 'day').startOf('minute');
const END = dayjs().add(6, 'day').hour(23).minute(59).startOf('minute');
const HOMEWORK = {
  homeworkId: 41,
  taskId: 5,
  courseId: 1,
  classId: 2,
  className: '2023级计算机科学2班',
  name: '第三章 单表查询练习',
  questionCount: 2,
  totalScore: 6,
  startAt: START.toISOString(),
  endAt: END.toISOString(),
  latePolicy: 'refuse',
  lateUntil: null,
  latePenalty: 0,
  showScore: 'submit',
  showAnswer: 'end',
  duplicateCheck: true,
  duplicateCheckedAt: null,
  publishedAt: START.toISOString(),
  studentCount: 30,
  submittedCount: 12,
  reviewedCount: 4,
  pendingCount: 8,
  averageScore: 4.5,
} as HomeworkSummary;

async function show() {
  await renderAntdUntil(<TaskDetailPage />, '2023级计算机科学2班');
}

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(ok(TASK));
  list.mockResolvedValue(ok([HOMEWORK]));
});

describe('a task and its publications', () => {
  it('shows the questions with knowledge and scores, and each class’s progress', async () => {
    await show();
    expect(list).toHaveBeenCalledWith({ taskId: 5 });
    expect(screen.getByText('题目（2 题，共 6 分）')).toBeTruthy();
    expect(screen.getByText('关系模型')).toBeTruthy();
    expect(screen.getByTestId('hw-submitted-41').textContent).toBe('12 / 30 人');
    expect(screen.getByText('进行中')).toBeTruthy();
    expect(screen.getByText('待批 8')).toBeTruthy();
    const row = screen.getByText('2023级计算机科学2班').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('批阅'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/course/task/review/courseId/classId/homeworkId/1/2/41');
    fireEvent.click(screen.getByRole('button', { name: /编辑题目/ }));
    expect(history.push).toHaveBeenLastCalledWith('/task-bank/addQuestion/courseId/parentId/1/3?taskId=5');
  });

  it('withdraws a homework only after a warning that the students’ answers go with it', async () => {
    withdraw.mockResolvedValue(ok(null));
    await show();
    fireEvent.click(screen.getByTestId('hw-withdraw-41'));
    expect(await screen.findByText(/学生的答案和成绩（已提交 12 份）将一并删除/)).toBeTruthy();
    expect(withdraw).not.toHaveBeenCalled();
    const pop = screen.getByText('撤回“第三章 单表查询练习”（2023级计算机科学2班）？').closest('.ant-popover') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(pop).getByRole('button', { name: /撤\s*回/ }));
    });
    expect(withdraw).toHaveBeenCalledWith(41);
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it('changes a homework’s times in the publishing form, keeping its other settings', async () => {
    update.mockResolvedValue(ok(HOMEWORK));
    await show();
    fireEvent.click(screen.getByTestId('hw-edit-41'));
    const dialog = (await screen.findByText('修改“第三章 单表查询练习”（2023级计算机科学2班）')).closest('.ant-modal') as HTMLElement;
    const end = within(within(dialog).getByTestId('settings-end').closest('.ant-picker') as HTMLElement).getByRole('textbox');
    expect((end as HTMLInputElement).value).toBe(END.format('YYYY-MM-DD HH:mm'));
    const later = END.add(2, 'day');
    await act(async () => {
      fireEvent.mouseDown(end);
      fireEvent.focus(end);
      fireEvent.change(end, { target: { value: later.format('YYYY-MM-DD HH:mm') } });
      fireEvent.keyDown(end, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.blur(end);
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    });
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith({
      homeworkId: 41,
      settings: {
        startAt: START.toISOString(),
        endAt: later.toISOString(),
        latePolicy: 'refuse',
        lateUntil: null,
        latePenalty: 0,
        showScore: 'submit',
        showAnswer: 'end',
        duplicateCheck: true,
      },
    });
  });
});
