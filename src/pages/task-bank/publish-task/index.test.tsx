import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ClassSummary } from '@contract/clazz';
import type { HomeworkSummary } from '@contract/homework';
import type { TaskDetail } from '@contract/task';
import { renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { queryClasses, queryClassStudents } from '@/services/htdz/clazz';
import { publishTask } from '@/services/htdz/homework';
import { getTask } from '@/services/htdz/task';
import PublishTaskPage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../tests/unit/umi-max'), useParams: () => ({ courseId: '1', taskId: '5' }) }));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/task', () => ({ getTask: jest.fn() }));
jest.mock('@/services/htdz/homework', () => ({ publishTask: jest.fn() }));
jest.mock('@/services/htdz/clazz', () => ({ queryClasses: jest.fn(), queryClassStudents: jest.fn() }));

// antd forms and pickers render slowly in jsdom on a busy machine
jest.setTimeout(30_000);

const load = getTask as jest.MockedFunction<typeof getTask>;
const publish = publishTask as jest.MockedFunction<typeof publishTask>;
const classes = queryClasses as jest.MockedFunction<typeof queryClasses>;
const roster = queryClassStudents as jest.MockedFunction<typeof queryClassStudents>;

const TASK: TaskDetail = {
  taskId: 5,
  courseId: 1,
  parentId: null,
  name: '第三章 单表查询练习',
  description: null,
  questionCount: 3,
  totalScore: 10,
  publishedCount: 0,
  authorName: '李老师',
  updatedAt: '2025-03-18T08:30:00.000Z',
  courseName: '数据库系统原理',
  questions: [],
};
const clazz = (sclassId: number, name: string, studentCount: number) => ({ sclassId, name, courseId: 1, studentCount }) as ClassSummary;
const CLASSES = [clazz(1, '2023级计算机科学1班', 7), clazz(2, '2023级计算机科学2班', 3)];

const at = (text: string) => dayjs(text, 'YYYY-MM-DD HH:mm').toISOString();

async function show() {
  await renderAntdUntil(<PublishTaskPage />, '2023级计算机科学1班（7 人）');
}

/** Types a time into a date picker and confirms it with Enter, as a keyboard user does. */
async function typeTime(testId: string, text: string) {
  const input = within(screen.getByTestId(testId).closest('.ant-picker') as HTMLElement).getByRole('textbox');
  await act(async () => {
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
  });
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('publish-submit'));
  });
};

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(ok(TASK));
  classes.mockResolvedValue(ok({ list: CLASSES, total: 2 }));
  roster.mockResolvedValue(
    ok([
      { userId: 31, code: '2023010101', name: '王小明', joinedAt: '2025-02-24T00:00:00.000Z' },
      { userId: 32, code: '2023010102', name: '李思雨', joinedAt: '2025-02-24T00:00:00.000Z' },
    ]),
  );
});

describe('publishing a task', () => {
  it('starts now, ends in a week at 23:59, refuses late work, and asks for the classes the teacher teaches', async () => {
    await show();
    expect(classes).toHaveBeenCalledWith({ courseId: 1, pageSize: 100 });
    const end = within(screen.getByTestId('settings-end').closest('.ant-picker') as HTMLElement).getByRole('textbox') as HTMLInputElement;
    expect(end.value).toBe(dayjs().add(7, 'day').format('YYYY-MM-DD 23:59'));
    expect((screen.getByRole('radio', { name: '截止后不能提交' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('publish-name') as HTMLInputElement).value).toBe('第三章 单表查询练习');
    await submit();
    expect(await screen.findByText('请选择班级')).toBeTruthy();
    expect(publish).not.toHaveBeenCalled();
  });

  it('refuses an end before the start', async () => {
    await show();
    fireEvent.click(screen.getByRole('checkbox', { name: /计算机科学1班/ }));
    await typeTime('settings-start', '2025-03-10 08:00');
    await typeTime('settings-end', '2025-03-09 23:59');
    await submit();
    expect(await screen.findByText('截止时间须晚于开始时间')).toBeTruthy();
    expect(publish).not.toHaveBeenCalled();
  });

  it('accepting late work needs a late limit after the end', async () => {
    await show();
    fireEvent.click(screen.getByRole('checkbox', { name: /计算机科学1班/ }));
    fireEvent.click(screen.getByRole('radio', { name: '允许迟交' }));
    await screen.findByText('迟交截止时间');
    await submit();
    expect(await screen.findByText('允许迟交时，请设置晚于截止时间的迟交截止时间')).toBeTruthy();
    expect(publish).not.toHaveBeenCalled();
  });

  it('sends the classes, the name and the settings, then shows each class’s homework', async () => {
    const made = (classId: number, className: string): HomeworkSummary =>
      ({
        homeworkId: 40 + classId,
        taskId: 5,
        courseId: 1,
        classId,
        className,
        name: '单表查询（补交）',
        startAt: at('2025-03-10 08:00'),
        endAt: at('2025-03-17 23:59'),
      }) as HomeworkSummary;
    publish.mockResolvedValue(ok([made(1, '2023级计算机科学1班'), made(2, '2023级计算机科学2班')]));
    await show();
    fireEvent.click(screen.getByRole('checkbox', { name: /计算机科学1班/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /计算机科学2班/ }));
    fireEvent.change(screen.getByTestId('publish-name'), { target: { value: ' 单表查询（补交） ' } });
    await typeTime('settings-start', '2025-03-10 08:00');
    await typeTime('settings-end', '2025-03-17 23:59');
    fireEvent.click(screen.getByRole('radio', { name: '允许迟交' }));
    await typeTime('settings-late-until', '2025-03-19 23:59');
    fireEvent.change(screen.getByRole('spinbutton', { name: '迟交扣分' }), { target: { value: '20' } });
    fireEvent.click(screen.getAllByRole('radio', { name: '批阅后' })[0]);
    fireEvent.click(screen.getByRole('radio', { name: '不公布' }));
    fireEvent.click(screen.getByRole('switch', { name: '查重' }));
    await submit();
    await waitFor(() => expect(publish).toHaveBeenCalled());
    expect(publish).toHaveBeenCalledWith({
      taskId: 5,
      classIds: [1, 2],
      name: '单表查询（补交）',
      settings: {
        startAt: at('2025-03-10 08:00'),
        endAt: at('2025-03-17 23:59'),
        latePolicy: 'accept',
        lateUntil: at('2025-03-19 23:59'),
        latePenalty: 20,
        showScore: 'review',
        showAnswer: 'never',
        duplicateCheck: false,
      },
      allowResubmit: false,
    });
    expect(await screen.findByText('已发布到 2 个班级', { selector: '.ant-result-title' })).toBeTruthy();
    const row = screen.getByText('2023级计算机科学2班').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('查看'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/course/task/review/courseId/classId/homeworkId/1/2/42');
  });

  it('publishes to chosen students of one class (指定学生), allowing resubmission', async () => {
    publish.mockResolvedValue(ok([]));
    await show();
    // 指定学生 waits for exactly one class
    expect((screen.getByTestId('publish-targeted') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /计算机科学1班/ }));
    await waitFor(() => expect((screen.getByTestId('publish-targeted') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('publish-targeted'));
    await submit();
    expect(await screen.findByText('请选择指定的学生')).toBeTruthy();
    expect(publish).not.toHaveBeenCalled();
    expect(roster).toHaveBeenCalledWith(1);
    const picker = within(screen.getByTestId('publish-students')).getByRole('combobox');
    await act(async () => {
      fireEvent.mouseDown(picker);
    });
    fireEvent.click(await screen.findByText('李思雨（2023010102）'));
    fireEvent.click(screen.getByTestId('publish-allow-resubmit'));
    await submit();
    await waitFor(() => expect(publish).toHaveBeenCalled());
    expect(publish.mock.calls[0]![0]).toMatchObject({ classIds: [1], studentIds: [32], allowResubmit: true });
  });
});
