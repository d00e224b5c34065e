import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Course } from '@contract/course';
import type { ExerciseFolder } from '@contract/exercise';
import type { TaskSummary } from '@contract/task';
import { renderAntd, renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { saveExerciseFolder } from '@/services/htdz/exercise';
import { getCourse } from '@/services/htdz/course';
import { copyTask, deleteTasks, moveTasks, queryTaskFolders, queryTasks, saveTask, saveTaskFolder } from '@/services/htdz/task';
import TaskBankListPage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../tests/unit/umi-max'), useParams: () => ({ courseId: '1' }) }));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/task', () => ({
  queryTaskFolders: jest.fn(),
  saveTaskFolder: jest.fn(),
  moveTaskFolder: jest.fn(),
  deleteTaskFolder: jest.fn(),
  queryTasks: jest.fn(),
  saveTask: jest.fn(),
  deleteTasks: jest.fn(),
  moveTasks: jest.fn(),
  copyTask: jest.fn(),
}));
jest.mock('@/services/htdz/exercise', () => ({ saveExerciseFolder: jest.fn(), moveExerciseFolder: jest.fn(), deleteExerciseFolder: jest.fn() }));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn() }));

const course = getCourse as jest.MockedFunction<typeof getCourse>;
const folders = queryTaskFolders as jest.MockedFunction<typeof queryTaskFolders>;
const query = queryTasks as jest.MockedFunction<typeof queryTasks>;
const remove = deleteTasks as jest.MockedFunction<typeof deleteTasks>;
const copy = copyTask as jest.MockedFunction<typeof copyTask>;
const move = moveTasks as jest.MockedFunction<typeof moveTasks>;
const save = saveTask as jest.MockedFunction<typeof saveTask>;
const saveFolder = saveTaskFolder as jest.MockedFunction<typeof saveTaskFolder>;
// antd tables and forms render slowly in jsdom on a busy machine
jest.setTimeout(30_000);

const FOLDERS: ExerciseFolder[] = [
  { folderId: 1, parentId: null, name: '第三章 SQL 练习', count: 1 },
  { folderId: 2, parentId: 1, name: '连接查询', count: 1 },
];
const task = (over: Partial<TaskSummary>): TaskSummary => ({
  taskId: 5,
  courseId: 1,
  parentId: 1,
  name: '第三章 单表查询练习',
  description: null,
  questionCount: 3,
  totalScore: 10.5,
  publishedCount: 2,
  authorName: '李老师',
  updatedAt: '2025-03-18T08:30:00.000Z',
  ...over,
});
const TASKS = [task({}), task({ taskId: 6, parentId: 2, name: '连接查询作业（草稿）', questionCount: 0, totalScore: 0, publishedCount: 0 })];

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const lastQuery = () => query.mock.calls[query.mock.calls.length - 1][0];

async function show() {
  await renderAntdUntil(<TaskBankListPage />, TASKS[0].name);
}

/** Opens a row's 更多 menu and clicks an item. */
async function more(taskId: number, item: string) {
  fireEvent.click(screen.getByTestId(`task-more-${taskId}`));
  const entry = await screen.findByRole('menuitem', { name: item });
  await act(async () => {
    fireEvent.click(entry);
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  course.mockResolvedValue(ok({ courseId: 1, name: '数据库系统原理', status: 'confirmed', canEdit: true } as Course));
  folders.mockResolvedValue(ok({ folders: FOLDERS, rootCount: 1 }));
  query.mockResolvedValue(ok({ list: TASKS, total: 2 }));
});

describe('the task bank of a course', () => {
  it('lists the tasks with their questions, totals and publications, and the folders with their counts', async () => {
    await show();
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ courseId: 1, current: 1, parentId: undefined }));
    const first = rowOf('第三章 单表查询练习');
    expect(within(first).getByText('10.5')).toBeTruthy();
    expect(within(first).getByText('2 个班')).toBeTruthy();
    expect(screen.getByTestId('folder-count-all').textContent).toBe('3');
    expect(screen.getByTestId('folder-count-1').textContent).toBe('2');
    expect(screen.getByText('全部作业', { selector: '.ant-tree *' })).toBeTruthy();
    expect(screen.getByText('数据库系统原理')).toBeTruthy();
  });

  it('shows a folder’s tasks, the root’s, or those whose name matches', async () => {
    await show();
    fireEvent.click(screen.getByText('连接查询'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ parentId: 2 }));
    fireEvent.click(screen.getByText('未分类'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ parentId: 0 }));
    const search = screen.getByRole('searchbox', { name: '搜索作业名称' });
    fireEvent.change(search, { target: { value: ' 单表 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: '单表', parentId: 0 }));
  });

  it('a new task starts in the folder shown; detail, questions and publish open their pages', async () => {
    await show();
    fireEvent.click(screen.getByText('第三章 SQL 练习'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ parentId: 1 }));
    fireEvent.click(screen.getAllByRole('button', { name: /新建作业/ })[0]);
    expect(history.push).toHaveBeenLastCalledWith('/task-bank/addTask/courseId/parentId/1/1');
    fireEvent.click(within(rowOf('第三章 单表查询练习')).getByText('选题'));
    expect(history.push).toHaveBeenLastCalledWith('/task-bank/addQuestion/courseId/parentId/1/1?taskId=5');
    fireEvent.click(within(rowOf('第三章 单表查询练习')).getByText('发布'));
    expect(history.push).toHaveBeenLastCalledWith('/task-bank/publishTask/courseId/taskId/1/5');
    fireEvent.click(within(rowOf('第三章 单表查询练习')).getByText('详情'));
    expect(history.push).toHaveBeenLastCalledWith('/task-bank/taskDetail/taskId/5');
    // a task without questions is not published
    (history.push as jest.Mock).mockClear();
    fireEvent.click(within(rowOf('连接查询作业（草稿）')).getByText('发布'));
    expect(history.push).not.toHaveBeenCalled();
  });

  it('deletes a task only after confirming, warning that its publications stay', async () => {
    remove.mockResolvedValue(ok({ deleted: 1 }));
    await show();
    const calls = query.mock.calls.length;
    fireEvent.click(screen.getByTestId('task-delete-5'));
    expect(await screen.findByText(/已发布到 2 个班的作业不受影响/)).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    const pop = screen.getByText('删除作业“第三章 单表查询练习”？').closest('.ant-popover') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(pop).getByRole('button', { name: /删\s*除/ }));
    });
    expect(remove).toHaveBeenCalledWith({ taskIds: [5] });
    await waitFor(() => expect(query.mock.calls.length).toBeGreaterThan(calls));
    expect(folders.mock.calls.length).toBeGreaterThan(1);
  });

  it('copies, renames and moves a task', async () => {
    copy.mockResolvedValue(ok(task({ taskId: 9, name: '第三章 单表查询练习 副本', publishedCount: 0 })));
    save.mockResolvedValue(ok(task({ name: '单表查询（第二版）' })));
    move.mockResolvedValue(ok({ moved: 1 }));
    await show();
    await more(5, '复制');
    expect(copy).toHaveBeenCalledWith(5);
    expect(await screen.findByText('已复制为“副本”')).toBeTruthy();

    await more(5, '编辑名称');
    const input = (await screen.findByTestId('task-name-input')) as HTMLInputElement;
    expect(input.value).toBe('第三章 单表查询练习');
    fireEvent.change(input, { target: { value: '单表查询（第二版）' } });
    await act(async () => {
      fireEvent.click(within(input.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));
    });
    expect(save).toHaveBeenCalledWith({ taskId: 5, courseId: 1, parentId: 1, name: '单表查询（第二版）', description: null });

    await more(5, '移动到…');
    const dialog = (await screen.findByText('移动作业“第三章 单表查询练习”')).closest('.ant-modal') as HTMLElement;
    await act(async () => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    });
    const picker = document.querySelector('.ant-select-tree') as HTMLElement;
    expect(within(picker).getByText('作业库根目录（未分类）')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(picker).getByText('连接查询'));
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /移\s*动/ }));
    });
    expect(move).toHaveBeenCalledWith({ taskIds: [5], parentId: 2 });
  });

  it('folders are the task bank’s own, not the question bank’s', async () => {
    saveFolder.mockResolvedValue(ok({ folderId: 30, parentId: null, name: '期末复习', count: 0 }));
    await show();
    fireEvent.click(screen.getByRole('button', { name: /新建文件夹/ }));
    const input = await screen.findByTestId('folder-name-input');
    fireEvent.change(input, { target: { value: '期末复习' } });
    await act(async () => {
      fireEvent.click(within(input.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));
    });
    expect(saveFolder).toHaveBeenCalledWith({ courseId: 1, parentId: null, name: '期末复习' });
    expect(saveExerciseFolder).not.toHaveBeenCalled();
  });

  it('an empty bank says so and offers a new task; a course under review is read-only', async () => {
    query.mockResolvedValue(ok({ list: [], total: 0 }));
    course.mockResolvedValue(ok({ courseId: 1, name: '数据库系统原理', status: 'submitted', canEdit: true } as Course));
    renderAntd(<TaskBankListPage />);
    expect(await screen.findByText('课程正在审核中，审核结束前作业库只能查看', {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('作业库还是空的，新建一份作业吧')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新建作业/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新建文件夹/ })).toBeNull();
  });
});
