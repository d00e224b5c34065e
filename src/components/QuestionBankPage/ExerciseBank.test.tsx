import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExerciseFolder, ExerciseSummary } from '@contract/exercise';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { saveBlob } from '@/components/SaveBlob';
import {
  copyExercises,
  deleteExercises,
  exportExercises,
  getExercise,
  importExercises,
  moveExercises,
  queryExerciseFolders,
  queryExercises,
} from '@/services/htdz/exercise';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import { shareExercises } from '@/services/htdz/share';
import { queryTeachers } from '@/services/htdz/sys';
import ExerciseBank from './ExerciseBank';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../tests/unit/umi-max'),
  useModel: () => ({ initialState: { currentUser: { userId: 3 } } }),
}));
// The bank's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/exercise', () => ({
  queryExerciseFolders: jest.fn(),
  queryExercises: jest.fn(),
  deleteExercises: jest.fn(),
  moveExercises: jest.fn(),
  copyExercises: jest.fn(),
  saveExerciseFolder: jest.fn(),
  moveExerciseFolder: jest.fn(),
  deleteExerciseFolder: jest.fn(),
  getExercise: jest.fn(),
  importExercises: jest.fn(),
  exportExercises: jest.fn(),
  downloadExerciseImportTemplate: jest.fn(),
}));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));
jest.mock('@/services/htdz/knowledge', () => ({ getKnowledgeGraph: jest.fn() }));
jest.mock('@/services/htdz/share', () => ({ shareExercises: jest.fn() }));
jest.mock('@/services/htdz/sys', () => ({ queryTeachers: jest.fn() }));
// the question itself is QuestionView's to draw (its own tests); here only that a preview asks for it
jest.mock('@/components/QuestionView', () => ({ __esModule: true, default: () => <div data-testid="question-view" /> }));

const folders = queryExerciseFolders as jest.MockedFunction<typeof queryExerciseFolders>;
const query = queryExercises as jest.MockedFunction<typeof queryExercises>;
const remove = deleteExercises as jest.MockedFunction<typeof deleteExercises>;
const move = moveExercises as jest.MockedFunction<typeof moveExercises>;
const copy = copyExercises as jest.MockedFunction<typeof copyExercises>;
const graph = getKnowledgeGraph as jest.MockedFunction<typeof getKnowledgeGraph>;
const importing = importExercises as jest.MockedFunction<typeof importExercises>;
const exporting = exportExercises as jest.MockedFunction<typeof exportExercises>;
const save = saveBlob as jest.MockedFunction<typeof saveBlob>;

const FOLDERS: ExerciseFolder[] = [
  { folderId: 11, parentId: null, name: '第三章 SQL', count: 0 },
  { folderId: 12, parentId: 11, name: '单表查询', count: 1 },
  { folderId: 13, parentId: 11, name: '连接与嵌套查询', count: 1 },
];

const row = (over: Partial<ExerciseSummary>): ExerciseSummary => ({
  exerciseId: 6,
  courseId: 1,
  parentId: 12,
  type: 'query',
  stemText: '查询每个部门的部门名称和员工人数',
  difficulty: 'medium',
  score: 5,
  knowledge: [{ knowId: 108, name: '分组统计' }],
  sceneName: '员工部门',
  authorName: '李老师',
  canEdit: true,
  updatedAt: '2025-03-18T08:30:00.000Z',
  ...over,
});
const ROWS = [
  row({}),
  row({ exerciseId: 7, parentId: 13, stemText: '查询工资高于其直接上级的员工', difficulty: 'hard', knowledge: [{ knowId: 106, name: '连接查询' }] }),
];

async function show(props: Partial<React.ComponentProps<typeof ExerciseBank>> = {}) {
  renderAntd(<ExerciseBank place={{ area: 'teacher', courseId: 1 }} editable {...props} />);
  await waitFor(() => expect(query).toHaveBeenCalled());
  // the first render of a pro table is slow on a busy machine
  await screen.findByText(ROWS[0].stemText, {}, { timeout: 5000 });
}

const rowOf = (stem: string) => screen.getByText(stem).closest('tr') as HTMLElement;
const lastQuery = () => query.mock.calls[query.mock.calls.length - 1][0];

/** Opens an antd Select by its label and picks an option. */
async function pick(label: string, option: string) {
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  });
  const options = await screen.findAllByTitle(option);
  await act(async () => {
    fireEvent.click(options[options.length - 1]);
  });
}

/** Chooses rows by their checkboxes. */
function choose(...stems: string[]) {
  for (const stem of stems) fireEvent.click(within(rowOf(stem)).getByRole('checkbox'));
}

/** In the open folder picker, picks a folder and confirms with the button named `ok`. */
async function pickFolder(title: string, folder: string, ok: RegExp) {
  const dialog = (await screen.findByText(title)).closest('.ant-modal') as HTMLElement;
  await act(async () => {
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
  });
  const picker = document.querySelector('.ant-select-tree') as HTMLElement;
  await act(async () => {
    fireEvent.click(within(picker).getByText(folder));
  });
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: ok }));
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  folders.mockResolvedValue(ok({ folders: FOLDERS, rootCount: 3 }));
  query.mockResolvedValue(ok({ list: ROWS, total: 2 }));
  graph.mockResolvedValue(
    ok({
      points: [106, 108].map((knowId) => ({ knowId, courseId: 1, name: knowId === 106 ? '连接查询' : '分组统计', description: null, x: null, y: null })),
      edges: [],
    }),
  );
});

describe("a course's question bank", () => {
  it('asks for the first page of the whole bank and shows each question', async () => {
    await show();
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 10, courseId: 1, parentId: undefined }));
    const r = within(rowOf('查询每个部门的部门名称和员工人数'));
    expect(r.getByText('SQL 查询')).toBeTruthy();
    expect(r.getByText('中等')).toBeTruthy();
    expect(r.getByText('分组统计')).toBeTruthy();
    expect(r.getByText('员工部门')).toBeTruthy();
    expect(r.getByText('李老师')).toBeTruthy();
    expect(within(rowOf('查询工资高于其直接上级的员工')).getByText('困难')).toBeTruthy();
  });

  it('a folder lists its questions, 未分类 the ones in no folder, and a new question goes into the folder shown', async () => {
    await show();
    fireEvent.click(within(screen.getByTestId('folder-tree')).getByText('第三章 SQL'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ parentId: 11, current: 1 }));
    fireEvent.click(screen.getAllByText('新建题目')[0]);
    expect(history.push).toHaveBeenLastCalledWith('/question-bank/create/courseId/parentId/1/11');
    fireEvent.click(within(screen.getByTestId('folder-tree')).getByText('未分类'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ parentId: 0 }));
  });

  it('opens at the folder of the address', async () => {
    await show({ initialFolder: 12 });
    expect(query.mock.calls[0][0]).toMatchObject({ parentId: 12 });
  });

  it('filters by type, difficulty, knowledge point and keyword', async () => {
    await show();
    await pick('题型', 'SQL 查询');
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'query', current: 1 }));
    await pick('难度', '困难');
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'query', difficulty: 'hard' }));
    await pick('知识点', '连接查询');
    await waitFor(() => expect(lastQuery()).toMatchObject({ knowId: 106 }));
    const search = screen.getByPlaceholderText('搜索题干');
    fireEvent.change(search, { target: { value: ' 部门 ' } });
    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await waitFor(() => expect(lastQuery()).toMatchObject({ keyword: '部门', type: 'query', difficulty: 'hard', knowId: 106, courseId: 1 }));
  });

  it('edits and previews on the teacher pages, with the question and its folder', async () => {
    await show();
    fireEvent.click(within(rowOf('查询工资高于其直接上级的员工')).getByText('编辑'));
    expect(history.push).toHaveBeenLastCalledWith('/question-bank/edit/courseId/exerciseId/parentId/1/7/13');
    fireEvent.click(within(rowOf('查询工资高于其直接上级的员工')).getByText('预览'));
    expect(history.push).toHaveBeenLastCalledWith('/question-bank/preview/courseId/exerciseId/1/7/13');
  });

  it('a question the user may not change offers only 预览 and cannot be chosen', async () => {
    query.mockResolvedValue(ok({ list: [row({ canEdit: false })], total: 1 }));
    await show();
    const r = within(rowOf('查询每个部门的部门名称和员工人数'));
    expect(r.queryByText('编辑')).toBeNull();
    expect(r.queryByText('删除')).toBeNull();
    expect((r.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
  });

  it('moves the chosen questions into another folder, then shows the list and counts afresh', async () => {
    move.mockResolvedValue(ok({ moved: 2 }));
    await show();
    choose('查询每个部门的部门名称和员工人数', '查询工资高于其直接上级的员工');
    expect(screen.getByText('已选择 2 道题目')).toBeTruthy();
    fireEvent.click(screen.getByTestId('batch-move'));
    await pickFolder('把 2 道题目移动到', '连接与嵌套查询', /移\s*动/);
    expect(move).toHaveBeenCalledWith({ exerciseIds: [6, 7], parentId: 13 });
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(folders).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('已移动 2 道题目')).toBeTruthy();
  });

  it('another folder starts a new choice', async () => {
    await show();
    choose('查询每个部门的部门名称和员工人数');
    expect(screen.getByText('已选择 1 道题目')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('folder-tree')).getByText('单表查询'));
    await waitFor(() => expect(screen.queryByText('已选择 1 道题目')).toBeNull());
  });

  it('copies the chosen questions into a folder of the same course', async () => {
    copy.mockResolvedValue(ok({ exerciseIds: [40] }));
    await show();
    choose('查询工资高于其直接上级的员工');
    fireEvent.click(screen.getByTestId('batch-copy'));
    await pickFolder('把 1 道题目复制到', '题库根目录（未分类）', /复\s*制/);
    expect(copy).toHaveBeenCalledWith({ exerciseIds: [7], courseId: 1, parentId: 0 });
  });

  it('deletes the chosen questions after confirming', async () => {
    remove.mockResolvedValue(ok({ deleted: 2 }));
    await show();
    choose('查询每个部门的部门名称和员工人数', '查询工资高于其直接上级的员工');
    fireEvent.click(screen.getByTestId('batch-delete'));
    expect(remove).not.toHaveBeenCalled();
    const dialog = (await screen.findAllByText('删除选中的 2 道题目？'))[0].closest('.ant-modal') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    });
    expect(remove).toHaveBeenCalledWith({ exerciseIds: [6, 7] });
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
  });

  it('shares the chosen questions with colleagues, then starts a new choice', async () => {
    const share = shareExercises as jest.MockedFunction<typeof shareExercises>;
    (queryTeachers as jest.MockedFunction<typeof queryTeachers>).mockResolvedValue(ok([{ userId: 7, code: 't2010001', userName: '王老师' }]));
    share.mockResolvedValue(ok({ created: 2, existing: 0 }));
    await show();
    choose('查询每个部门的部门名称和员工人数', '查询工资高于其直接上级的员工');
    fireEvent.click(screen.getByTestId('batch-share'));
    const dialog = (await screen.findByText('共享 2 道题目')).closest('.ant-modal') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('checkbox', { name: '共享给全校教师' }));
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /共\s*享/ }));
    });
    expect(share).toHaveBeenCalledWith({ exerciseIds: [6, 7], recipientIds: [], wholeSchool: true });
    await waitFor(() => expect(screen.queryByText('已选择 2 道题目')).toBeNull());
  });

  it("a template's bank (experts) offers no 共享: sharing is among teachers", async () => {
    await show({ place: { area: 'expert', courseId: 11 } });
    choose('查询每个部门的部门名称和员工人数');
    expect(screen.getByTestId('batch-move')).toBeTruthy();
    expect(screen.queryByTestId('batch-share')).toBeNull();
  });

  it("an expert's template bank edits under /expert and previews in a drawer", async () => {
    (getExercise as jest.MockedFunction<typeof getExercise>).mockReturnValue(new Promise(() => undefined));
    await show({ place: { area: 'expert', courseId: 11 } });
    fireEvent.click(within(rowOf('查询工资高于其直接上级的员工')).getByText('编辑'));
    expect(history.push).toHaveBeenLastCalledWith('/expert/course/11/exercise/7/update');
    fireEvent.click(screen.getAllByText('新建题目')[0]);
    expect(history.push).toHaveBeenLastCalledWith('/expert/course/11/exercise/create');
    const pushes = history.push.mock.calls.length;
    fireEvent.click(within(rowOf('查询工资高于其直接上级的员工')).getByText('预览'));
    expect(await screen.findByText('题目预览')).toBeTruthy();
    expect(getExercise).toHaveBeenCalledWith(7);
    expect(history.push.mock.calls.length).toBe(pushes);
  });

  it('read-only, it offers neither 新建题目, 导入 nor choosing rows, but still 导出', async () => {
    await show({ editable: false });
    expect(screen.queryByText('新建题目')).toBeNull();
    expect(screen.queryByTestId('exercise-import')).toBeNull();
    expect(screen.getByTestId('exercise-export')).toBeTruthy();
    expect(within(rowOf('查询每个部门的部门名称和员工人数')).queryByRole('checkbox')).toBeNull();
  });

  it('导出 saves the whole bank, then the folder chosen with its name, then 未分类', async () => {
    const blob = new Blob(['PK']);
    exporting.mockResolvedValue(blob);
    await show();
    fireEvent.click(screen.getByTestId('exercise-export'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(blob, '题目导出.xlsx'));
    expect(exporting).toHaveBeenLastCalledWith({ courseId: 1, parentId: undefined });

    fireEvent.click(within(screen.getByTestId('folder-tree')).getByText('单表查询'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ parentId: 12 }));
    fireEvent.click(screen.getByTestId('exercise-export'));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(blob, '题目导出-单表查询.xlsx'));
    expect(exporting).toHaveBeenLastCalledWith({ courseId: 1, parentId: 12 });

    fireEvent.click(within(screen.getByTestId('folder-tree')).getByText('未分类'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ parentId: 0 }));
    fireEvent.click(screen.getByTestId('exercise-export'));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(blob, '题目导出-未分类.xlsx'));
    expect(exporting).toHaveBeenLastCalledWith({ courseId: 1, parentId: 0 });
  });

  it('导入 writes into the folder shown, then shows the list and the counts afresh', async () => {
    importing.mockResolvedValue(ok({ imported: 2, errors: [] }));
    await show();
    fireEvent.click(within(screen.getByTestId('folder-tree')).getByText('单表查询'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ parentId: 12 }));
    const queries = query.mock.calls.length;
    fireEvent.click(screen.getByTestId('exercise-import'));
    const dialog = (await screen.findByText('导入题目')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('第三章 SQL / 单表查询')).toBeTruthy();
    const file = new File(['PK'], '题目.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await act(async () => {
      fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [file] } });
    });
    await waitFor(() => expect(importing).toHaveBeenCalledTimes(1));
    expect(importing.mock.calls[0].slice(0, 2)).toEqual([file, { courseId: 1, parentId: 12 }]);
    expect(await within(dialog).findByText('已导入 2 道题')).toBeTruthy();
    await waitFor(() => expect(query.mock.calls.length).toBeGreaterThan(queries));
    expect(lastQuery()).toMatchObject({ parentId: 12 });
    await waitFor(() => expect(folders).toHaveBeenCalledTimes(2));
  });

  it('with 全部题目 shown, 导入 writes into the root', async () => {
    importing.mockResolvedValue(ok({ imported: 1, errors: [] }));
    await show();
    fireEvent.click(screen.getByTestId('exercise-import'));
    const dialog = (await screen.findByText('导入题目')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('题库根目录（未分类）')).toBeTruthy();
    await act(async () => {
      fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['PK'], 'q.xlsx')] } });
    });
    await waitFor(() => expect(importing).toHaveBeenCalledTimes(1));
    expect(importing.mock.calls[0][1]).toEqual({ courseId: 1, parentId: 0 });
  });
});
