import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Exercise, StudentExercise } from '@contract/exercise';
import type { Scene } from '@contract/scene';
import type { SharedExercise, SharedScene } from '@contract/share';
import { renderAntdUntil } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { queryExerciseFolders } from '@/services/htdz/exercise';
import { copySharedExercises, copySharedScenes, getSharedExercise, getSharedScene, querySharedExercises, querySharedScenes } from '@/services/htdz/share';
import SharedWithMe from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The list's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/share', () => ({
  querySharedExercises: jest.fn(),
  getSharedExercise: jest.fn(),
  copySharedExercises: jest.fn(),
  querySharedScenes: jest.fn(),
  getSharedScene: jest.fn(),
  copySharedScenes: jest.fn(),
}));
jest.mock('@/services/htdz/exercise', () => ({ queryExerciseFolders: jest.fn() }));
// QuestionView and the SQL editor draw themselves (their own tests); here: what the preview hands them
jest.mock('@/components/QuestionView', () => ({
  __esModule: true,
  default: ({ exercise, showAnswer }: { exercise: StudentExercise; showAnswer?: boolean }) => (
    <div data-testid="question-view" data-answer={exercise.answer ?? ''} data-show={String(!!showAnswer)} data-scene={String(exercise.sceneId ?? 'none')} />
  ),
}));
jest.mock('@/components/SqlEditor', () => ({ __esModule: true, default: ({ value }: { value: string }) => <pre data-testid="init-sql">{value}</pre> }));

const exercises = querySharedExercises as jest.MockedFunction<typeof querySharedExercises>;
const getExercise = getSharedExercise as jest.MockedFunction<typeof getSharedExercise>;
const copyExercises = copySharedExercises as jest.MockedFunction<typeof copySharedExercises>;
const scenes = querySharedScenes as jest.MockedFunction<typeof querySharedScenes>;
const getScene = getSharedScene as jest.MockedFunction<typeof getSharedScene>;
const copyScenes = copySharedScenes as jest.MockedFunction<typeof copySharedScenes>;
const folders = queryExerciseFolders as jest.MockedFunction<typeof queryExerciseFolders>;

const shared = (over: Partial<SharedExercise>): SharedExercise => ({
  exerciseId: 41,
  type: 'query',
  stemText: '查询全体学生的学号与姓名',
  difficulty: 'medium',
  score: 5,
  sceneName: '学生选课',
  courseName: '数据库系统原理',
  authorName: '李老师',
  sharedBy: ['李老师'],
  wholeSchool: false,
  sharedAt: '2025-03-14T07:10:00.000Z',
  ...over,
});
const ROWS = [
  shared({}),
  shared({ exerciseId: 42, type: 'single', stemText: '筛选行的子句是', sceneName: null, sharedBy: ['李老师', '周老师'], wholeSchool: true }),
];

const TABLES: Scene['tables'] = [
  { name: 'student', columns: [{ name: 'sno', type: 'text', notNull: true }], primaryKey: ['sno'], foreignKeys: [], rowCount: 1, sampleRows: [['2023001']] },
];
const scene = (over: Partial<Scene> = {}): Scene => ({
  sceneId: 9,
  courseId: 3,
  courseName: '数据库系统原理',
  name: '学生选课',
  description: '学生、课程与选课',
  tableNames: ['student'],
  creatorName: '李老师',
  usedBy: 2,
  hiddenDataCount: 0,
  canEdit: false,
  updatedAt: '2025-03-14T07:10:00.000Z',
  initSql: 'CREATE TABLE student (sno text PRIMARY KEY);',
  hiddenData: [],
  tables: TABLES,
  createdAt: '2025-03-14T07:10:00.000Z',
  ...over,
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
  exercises.mockResolvedValue(ok({ list: ROWS, total: 2 }));
  folders.mockResolvedValue(ok({ folders: [{ folderId: 20, parentId: null, name: '同事共享', count: 0 }], rootCount: 0 }));
});

describe('questions shared with the teacher', () => {
  it('lists each with who shared it, and asks again by type', async () => {
    await renderAntdUntil(<SharedWithMe kind="exercise" courseId={2} />, ROWS[0].stemText);
    expect(exercises.mock.calls[0][0]).toMatchObject({ current: 1, pageSize: 10 });
    const second = within(rowOf('筛选行的子句是'));
    expect(second.getByText('李老师、周老师')).toBeTruthy();
    expect(second.getByText('全校教师')).toBeTruthy();
    expect(within(rowOf('查询全体学生的学号与姓名')).queryByText('全校教师')).toBeNull();
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '题型' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('SQL 查询'));
    });
    await waitFor(() => expect(exercises).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'query', current: 1 })));
  });

  it('previews a question with its answer, and its scene through the share', async () => {
    getExercise.mockResolvedValue(
      ok({
        ...ROWS[0],
        courseId: 3,
        parentId: null,
        knowledge: [],
        canEdit: false,
        updatedAt: ROWS[0].sharedAt,
        stem: '<p>查询全体学生的学号与姓名。</p>',
        analysis: null,
        practice: true,
        answerShows: 'afterCorrect',
        spec: { type: 'query', sceneId: 9, referenceSql: 'SELECT sno, sname FROM student;', verifySql: null, orderSensitive: null, checkColumnNames: false },
        createdAt: ROWS[0].sharedAt,
        version: 1,
        editedBy: '李老师',
        editedAt: ROWS[0].sharedAt,
      } as Exercise),
    );
    getScene.mockResolvedValue(ok(scene()));
    await renderAntdUntil(<SharedWithMe kind="exercise" courseId={2} />, ROWS[0].stemText);
    fireEvent.click(within(rowOf('查询全体学生的学号与姓名')).getByText('预览'));
    const view = await screen.findByTestId('question-view');
    expect(getExercise).toHaveBeenCalledWith(41);
    expect(view.getAttribute('data-answer')).toBe('SELECT sno, sname FROM student;');
    expect(view.getAttribute('data-show')).toBe('true');
    // the answer view is not sent to the scene, which the teacher reads only through the share
    expect(view.getAttribute('data-scene')).toBe('none');
    await waitFor(() => expect(getScene).toHaveBeenCalledWith(9));
    expect(await screen.findByText('场景“学生选课”')).toBeTruthy();
  });

  it('copies the chosen questions into a folder of the course', async () => {
    copyExercises.mockResolvedValue(ok({ exerciseIds: [901, 902] }));
    const onCopied = jest.fn();
    await renderAntdUntil(<SharedWithMe kind="exercise" courseId={2} onCopied={onCopied} />, ROWS[0].stemText);
    fireEvent.click(within(rowOf('查询全体学生的学号与姓名')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('筛选行的子句是')).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('shared-copy'));
    const dialog = (await screen.findByText('把 2 道题目复制到')).closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(folders).toHaveBeenCalledWith(2));
    await act(async () => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    });
    await act(async () => {
      fireEvent.click(within(document.querySelector('.ant-select-tree') as HTMLElement).getByText('同事共享'));
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /复\s*制/ }));
    });
    expect(copyExercises).toHaveBeenCalledWith({ exerciseIds: [41, 42], courseId: 2, parentId: 20 });
    expect(await screen.findByText('已复制 2 道题目到本课程')).toBeTruthy();
    expect(onCopied).toHaveBeenCalled();
  });

  it('says when nothing was shared', async () => {
    exercises.mockResolvedValue(ok({ list: [], total: 0 }));
    await renderAntdUntil(<SharedWithMe kind="exercise" courseId={2} />, '还没有同事共享题目给你');
  });
});

describe('scenes shared with the teacher', () => {
  const row: SharedScene = {
    sceneId: 9,
    name: '学生选课',
    description: '学生、课程与选课',
    tableNames: ['student', 'sc'],
    courseName: '数据库系统原理',
    creatorName: '李老师',
    sharedBy: ['李老师'],
    wholeSchool: true,
    sharedAt: '2025-03-14T07:10:00.000Z',
  };

  it('lists them, shows one with its tables and script, and copies it into the course', async () => {
    scenes.mockResolvedValue(ok({ list: [row], total: 1 }));
    getScene.mockResolvedValue(ok(scene()));
    copyScenes.mockResolvedValue(ok({ sceneIds: [77] }));
    const onCopied = jest.fn();
    await renderAntdUntil(<SharedWithMe kind="scene" courseId={2} onCopied={onCopied} />, '学生、课程与选课');
    const line = within(rowOf('学生、课程与选课'));
    expect(line.getByText('sc')).toBeTruthy();
    expect(line.getByText('全校教师')).toBeTruthy();
    fireEvent.click(line.getByText('查看'));
    expect((await screen.findByTestId('init-sql')).textContent).toBe('CREATE TABLE student (sno text PRIMARY KEY);');
    expect(getScene).toHaveBeenCalledWith(9);
    fireEvent.click(line.getByText('复制到本课程'));
    await act(async () => {
      fireEvent.click(
        within((await screen.findByText('把场景“学生选课”复制到本课程？')).closest('.ant-popover') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }),
      );
    });
    expect(copyScenes).toHaveBeenCalledWith({ sceneIds: [9], courseId: 2 });
    expect(await screen.findByText('已把场景“学生选课”复制到本课程')).toBeTruthy();
    expect(onCopied).toHaveBeenCalled();
  });
});
