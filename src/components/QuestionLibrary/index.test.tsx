import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseSummary } from '@contract/course';
import type { Exercise, ExerciseSummary, StudentExercise } from '@contract/exercise';
import { renderAntdUntil } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { queryCourses } from '@/services/htdz/course';
import { saveBlob } from '@/components/SaveBlob';
import { copyExercises, deleteExercises, exportExercises, getExercise, importExercises, queryExerciseFolders, queryExercises } from '@/services/htdz/exercise';
import QuestionLibrary from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The library's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/exercise', () => ({
  queryExerciseFolders: jest.fn(),
  queryExercises: jest.fn(),
  deleteExercises: jest.fn(),
  moveExercises: jest.fn(),
  copyExercises: jest.fn(),
  getExercise: jest.fn(),
  importExercises: jest.fn(),
  exportExercises: jest.fn(),
  downloadExerciseImportTemplate: jest.fn(),
}));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));
jest.mock('@/services/htdz/course', () => ({ queryCourses: jest.fn() }));
// QuestionView draws the question (its own tests); here: what the preview hands it
jest.mock('@/components/QuestionView', () => ({
  __esModule: true,
  default: ({ exercise, showAnswer }: { exercise: StudentExercise; showAnswer?: boolean }) => (
    <div data-testid="question-view" data-answer={exercise.answer ?? ''} data-show={String(!!showAnswer)} />
  ),
}));

const query = queryExercises as jest.MockedFunction<typeof queryExercises>;
const folders = queryExerciseFolders as jest.MockedFunction<typeof queryExerciseFolders>;
const copy = copyExercises as jest.MockedFunction<typeof copyExercises>;
const remove = deleteExercises as jest.MockedFunction<typeof deleteExercises>;
const get = getExercise as jest.MockedFunction<typeof getExercise>;
const courses = queryCourses as jest.MockedFunction<typeof queryCourses>;
const importing = importExercises as jest.MockedFunction<typeof importExercises>;
const exporting = exportExercises as jest.MockedFunction<typeof exportExercises>;
const save = saveBlob as jest.MockedFunction<typeof saveBlob>;

const summary = (over: Partial<ExerciseSummary>): ExerciseSummary => ({
  exerciseId: 101,
  courseId: null,
  parentId: null,
  type: 'single',
  stemText: '事务的 ACID 特性中，字母 I 指的是',
  difficulty: 'easy',
  score: 2,
  knowledge: [],
  sceneName: null,
  authorName: '王专家',
  canEdit: true,
  updatedAt: '2025-03-01T08:30:00.000Z',
  ...over,
});
const ROWS = [summary({}), summary({ exerciseId: 102, type: 'query', stemText: '查询选修了 1 号课程的学生', sceneName: '学生选课' })];
const course = (courseId: number, name: string, canEdit = true) => ({ courseId, name, canEdit }) as CourseSummary;

async function show(ui: React.ReactElement) {
  // the first render of a pro table is slow on a busy machine
  await renderAntdUntil(ui, ROWS[0].stemText);
}
const rowOf = (stem: string) => screen.getByText(stem).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  query.mockResolvedValue(ok({ list: ROWS, total: 2 }));
  folders.mockResolvedValue(ok({ folders: [{ folderId: 20, parentId: null, name: '数据库设计', count: 1 }], rootCount: 0 }));
  courses.mockResolvedValue(ok({ list: [course(12, 'PostgreSQL 高级编程'), course(11, '数据库系统原理（标准模板）', false)], total: 2 }));
});

describe('the public library for experts', () => {
  it('asks without a course and has no folders and no knowledge filter', async () => {
    await show(<QuestionLibrary mode={{ kind: 'expert' }} />);
    expect(query.mock.calls[0][0]).toMatchObject({ current: 1, pageSize: 10, courseId: undefined, parentId: undefined });
    expect(screen.queryByTestId('folder-tree')).toBeNull();
    expect(folders).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox', { name: '知识点' })).toBeNull();
    expect(screen.getByRole('combobox', { name: '题型' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: '难度' })).toBeTruthy();
  });

  it('creates and edits on the library pages', async () => {
    await show(<QuestionLibrary mode={{ kind: 'expert' }} />);
    fireEvent.click(screen.getAllByText('新建题目')[0]);
    expect(history.push).toHaveBeenLastCalledWith('/expert/public_library/exercise/create');
    fireEvent.click(within(rowOf('查询选修了 1 号课程的学生')).getByText('编辑'));
    expect(history.push).toHaveBeenLastCalledWith('/expert/public_library/exercise/102/update');
  });

  it('previews a question in a drawer with its answer', async () => {
    const full = {
      ...summary({}),
      stem: '<p>事务的 ACID 特性中，字母 I 指的是（　）。</p>',
      analysis: null,
      practice: true,
      answerShows: 'afterCorrect' as const,
      createdAt: '2025-02-01T00:00:00.000Z',
    };
    get.mockResolvedValue(
      ok({
        ...full,
        spec: {
          type: 'single',
          options: [
            { key: 'A', text: '原子性' },
            { key: 'B', text: '隔离性' },
          ],
          answer: 'B',
        },
      } as Exercise),
    );
    await show(<QuestionLibrary mode={{ kind: 'expert' }} />);
    fireEvent.click(within(rowOf('事务的 ACID 特性中，字母 I 指的是')).getByText('预览'));
    const view = await screen.findByTestId('question-view');
    expect(get).toHaveBeenCalledWith(101);
    expect(view.getAttribute('data-answer')).toBe('B');
    expect(view.getAttribute('data-show')).toBe('true');
  });

  it('copies a question into a folder of one of their own courses', async () => {
    copy.mockResolvedValue(ok({ exerciseIds: [900] }));
    await show(<QuestionLibrary mode={{ kind: 'expert' }} />);
    fireEvent.click(within(rowOf('查询选修了 1 号课程的学生')).getByText('复制到课程'));
    const dialog = (await screen.findByText('把 1 道题目复制到课程')).closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(courses).toHaveBeenCalledWith(expect.objectContaining({ scope: 'mine' })));
    await act(async () => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '课程' }));
    });
    // a course the user may not change is no target
    expect(screen.queryByTitle('数据库系统原理（标准模板）')).toBeNull();
    const option = await screen.findByTitle('PostgreSQL 高级编程');
    await act(async () => {
      fireEvent.click(option);
    });
    await waitFor(() => expect(folders).toHaveBeenCalledWith(12));
    await act(async () => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '目标文件夹' }));
    });
    await act(async () => {
      fireEvent.click(within(document.querySelector('.ant-select-tree') as HTMLElement).getByText('数据库设计'));
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /复\s*制/ }));
    });
    expect(copy).toHaveBeenCalledWith({ exerciseIds: [102], courseId: 12, parentId: 20 });
    expect(await screen.findByText('已把 1 道题目复制到“PostgreSQL 高级编程”')).toBeTruthy();
  });

  it('imports a sheet into the library (no course) and shows the list afresh', async () => {
    importing.mockResolvedValue(ok({ imported: 3, errors: [] }));
    await show(<QuestionLibrary mode={{ kind: 'expert' }} />);
    fireEvent.click(screen.getByTestId('exercise-import'));
    const dialog = (await screen.findByText('导入题目')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText('公共题库')).toBeTruthy();
    await act(async () => {
      fireEvent.change(dialog.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['PK'], '题目.xlsx')] } });
    });
    await waitFor(() => expect(importing).toHaveBeenCalledTimes(1));
    expect(importing.mock.calls[0][1]).toEqual({});
    expect(await within(dialog).findByText('已导入 3 道题')).toBeTruthy();
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
  });

  it('exports the whole library', async () => {
    const blob = new Blob(['PK']);
    exporting.mockResolvedValue(blob);
    await show(<QuestionLibrary mode={{ kind: 'expert' }} />);
    fireEvent.click(screen.getByTestId('exercise-export'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(blob, '题目导出.xlsx'));
    expect(exporting).toHaveBeenCalledWith({ parentId: undefined });
    expect(exporting.mock.calls[0][0]).not.toHaveProperty('courseId');
  });

  it('deletes chosen questions after confirming', async () => {
    remove.mockResolvedValue(ok({ deleted: 1 }));
    await show(<QuestionLibrary mode={{ kind: 'expert' }} />);
    fireEvent.click(within(rowOf('事务的 ACID 特性中，字母 I 指的是')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('batch-delete'));
    const dialog = (await screen.findAllByText('删除选中的 1 道题目？'))[0].closest('.ant-modal') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    });
    expect(remove).toHaveBeenCalledWith({ exerciseIds: [101] });
  });
});

describe("the public library from a course's bank", () => {
  it('is read-only and copies the chosen questions into a folder of the course', async () => {
    copy.mockResolvedValue(ok({ exerciseIds: [901, 902] }));
    const onCopied = jest.fn();
    const tree = [{ folderId: 20, parentId: null, name: '数据库设计', count: 1, children: [] }];
    await show(<QuestionLibrary mode={{ kind: 'copyTo', courseId: 2, tree, onCopied }} />);
    expect(screen.queryByText('新建题目')).toBeNull();
    expect(screen.queryByTestId('exercise-import')).toBeNull();
    expect(within(rowOf('事务的 ACID 特性中，字母 I 指的是')).queryByText('编辑')).toBeNull();
    fireEvent.click(within(rowOf('事务的 ACID 特性中，字母 I 指的是')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('查询选修了 1 号课程的学生')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('batch-copy'));
    const dialog = (await screen.findByText('把 2 道题目复制到')).closest('.ant-modal') as HTMLElement;
    await act(async () => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    });
    await act(async () => {
      fireEvent.click(within(document.querySelector('.ant-select-tree') as HTMLElement).getByText('数据库设计'));
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /复\s*制/ }));
    });
    expect(copy).toHaveBeenCalledWith({ exerciseIds: [101, 102], courseId: 2, parentId: 20 });
    await waitFor(() => expect(onCopied).toHaveBeenCalled());
  });
});
