// 新建场景 / 编辑场景 from inside the question editor: the scene form in a drawer; saving chooses the scene, reads the
// list and the tables again, and keeps everything typed into the question.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SavedExercise } from '@contract/exercise';
import type { SavedScene, Scene, SceneSummary } from '@contract/scene';
import { renderAntd } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { BizError } from '@/requestErrorConfig';
import { saveExercise } from '@/services/htdz/exercise';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import { getScene, queryScenes, saveScene } from '@/services/htdz/scene';
import { draftKey } from '@/utils/scene-draft';
import ExerciseEditor from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/exercise', () => ({ getExercise: jest.fn(), saveExercise: jest.fn() }));
jest.mock('@/services/htdz/grading', () => ({ runSql: jest.fn(), checkSql: jest.fn() }));
jest.mock('@/services/htdz/scene', () => ({ queryScenes: jest.fn(), getScene: jest.fn(), saveScene: jest.fn(), previewScene: jest.fn() }));
jest.mock('@/services/htdz/knowledge', () => ({ getKnowledgeGraph: jest.fn() }));
jest.mock('@/services/htdz/course', () => ({ uploadCover: jest.fn() }));
jest.mock('@/components/RichText', () => {
  const standIns = jest.requireActual('../../../tests/unit/rich-text');
  return { __esModule: true, default: standIns.RichTextStandIn, RichTextView: standIns.RichTextViewStandIn };
});
// CodeMirror stays on its way: the SQL editors are their text-area stand-ins, which jsdom can type into.
jest.mock('@/components/SqlEditor/CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<typeof import('react')>('react').forwardRef(function Loading() {
    throw new Promise(() => undefined);
  }),
}));

jest.setTimeout(30_000);

const list = queryScenes as jest.MockedFunction<typeof queryScenes>;
const read = getScene as jest.MockedFunction<typeof getScene>;
const save = saveScene as jest.MockedFunction<typeof saveScene>;
const saveQuestion = saveExercise as jest.MockedFunction<typeof saveExercise>;

const summary = (over: Partial<SceneSummary>): SceneSummary => ({
  sceneId: 4,
  courseId: 3,
  courseName: '数据库原理与应用',
  name: '学生选课',
  description: null,
  tableNames: ['student'],
  creatorName: '李老师',
  usedBy: 2,
  hiddenDataCount: 0,
  canEdit: true,
  updatedAt: '2025-03-14T07:10:00.000Z',
  ...over,
});
const detail = (over: Partial<Scene>): Scene => ({
  ...summary({}),
  initSql: 'CREATE TABLE student (sno char(9));',
  hiddenData: [],
  createdAt: '2025-03-14T07:10:00.000Z',
  tables: [{ name: 'student', columns: [{ name: 'sno', type: 'character(9)', notNull: false }], primaryKey: [], foreignKeys: [], rowCount: 0, sampleRows: [] }],
  ...over,
});
const SHOP_SQL = 'CREATE TABLE dept (deptno integer PRIMARY KEY);';
const shop = detail({
  sceneId: 9,
  name: '员工部门',
  usedBy: 0,
  initSql: SHOP_SQL,
  tableNames: ['dept'],
  tables: [
    { name: 'dept', columns: [{ name: 'deptno', type: 'integer', notNull: true }], primaryKey: ['deptno'], foreignKeys: [], rowCount: 0, sampleRows: [] },
  ],
});

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  list.mockResolvedValue(ok({ list: [summary({})], total: 1 }));
  read.mockImplementation(async (sceneId) => ok(sceneId === 9 ? shop : detail({})));
  (getKnowledgeGraph as jest.Mock).mockResolvedValue(ok({ points: [], edges: [] }));
  saveQuestion.mockImplementation(async () => ok({ exerciseId: 21 } as SavedExercise) as never);
});

const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
const drawer = () => screen.getByTestId('scene-drawer');
/** the drawer's SQL text areas: the init script first */
const drawerScript = () => within(drawer()).getAllByTestId('sql-editor-fallback')[0] as HTMLTextAreaElement;

async function openSqlQuestion() {
  renderAntd(<ExerciseEditor courseId={3} parentId={7} exerciseId={null} bare listPath="/question-bank/list/3" />);
  await waitFor(() => expect(screen.getByTestId('exercise-form')).toBeTruthy());
  fireEvent.click(within(screen.getByTestId('exercise-type')).getByText('SQL 查询'));
  await waitFor(() => expect(list).toHaveBeenCalled());
}

describe('新建场景 in the question editor', () => {
  it('saves the scene in the course, chooses it, reads the list and tables again, and keeps the typed stem', async () => {
    await openSqlQuestion();
    type('题干', '<p>查询所有部门。</p>');
    fireEvent.change(screen.getByRole('textbox', { name: '参考答案' }), { target: { value: 'SELECT * FROM dept;' } });
    fireEvent.click(screen.getByTestId('exercise-scene-create'));
    await waitFor(() => expect(within(drawer()).getByText('场景信息')).toBeTruthy());
    fireEvent.change(within(drawer()).getByLabelText('场景名称'), { target: { value: '员工部门' } });
    fireEvent.change(drawerScript(), { target: { value: SHOP_SQL } });
    // kept as the course's new-scene draft, as on the scene page
    expect(JSON.parse(window.localStorage.getItem(draftKey(null, 3)) ?? 'null')).toMatchObject({ name: '员工部门', initSql: SHOP_SQL });

    save.mockResolvedValue(ok<SavedScene>({ ...shop, dataWarning: null }));
    list.mockResolvedValue(ok({ list: [summary({ sceneId: 9, name: '员工部门', tableNames: ['dept'], usedBy: 0 }), summary({})], total: 2 }));
    fireEvent.click(within(drawer()).getByTestId('scene-save'));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        { sceneId: null, courseId: 3, name: '员工部门', description: null, initSql: SHOP_SQL, hiddenData: [] },
        { skipErrorHandler: true },
      ),
    );

    // chosen, the list read again, the tables are the new scene's
    await waitFor(() => expect(within(screen.getByTestId('exercise-scene-tables')).getByText('dept')).toBeTruthy());
    expect(list).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenCalledWith(9);
    await waitFor(() => expect(screen.queryByTestId('scene-drawer')?.closest('.ant-drawer-open')).toBeFalsy());
    expect(window.localStorage.getItem(draftKey(null, 3))).toBeNull();
    // nothing typed into the question was lost, and it is saved with the new scene
    expect((screen.getByLabelText('题干') as HTMLTextAreaElement).value).toBe('<p>查询所有部门。</p>');
    expect((screen.getByRole('textbox', { name: '参考答案' }) as HTMLTextAreaElement).value).toBe('SELECT * FROM dept;');
    fireEvent.click(screen.getByRole('button', { name: /保\s*存$/ }));
    await waitFor(() => expect(saveQuestion).toHaveBeenCalledTimes(1));
    expect(saveQuestion.mock.calls[0]![0]).toMatchObject({
      stem: '<p>查询所有部门。</p>',
      spec: { type: 'query', sceneId: 9, referenceSql: 'SELECT * FROM dept;' },
    });
  });

  it('a script PostgreSQL refuses stays in the drawer with the reason; the question keeps its scene', async () => {
    await openSqlQuestion();
    fireEvent.click(screen.getByTestId('exercise-scene-create'));
    await waitFor(() => expect(within(drawer()).getByText('场景信息')).toBeTruthy());
    fireEvent.change(within(drawer()).getByLabelText('场景名称'), { target: { value: '坏脚本' } });
    fireEvent.change(drawerScript(), { target: { value: 'CREATE TABLE t (id integer;' } });
    save.mockRejectedValue(
      new BizError({ errorMessage: '初始化脚本有错误（第 1 行）：syntax error at or near ";"', errorCode: 'VALIDATION_FAILED', showType: 2 }),
    );
    fireEvent.click(within(drawer()).getByTestId('scene-save'));
    await waitFor(() => expect(within(drawer()).getByTestId('scene-script-error').textContent).toContain('第 1 行'));
    expect(screen.queryByTestId('exercise-scene-tables')).toBeNull();
  });
});

describe('编辑场景 in the question editor', () => {
  async function chooseFirstScene() {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '场景' }));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="学生选课"]');
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    await waitFor(() => expect(screen.getByTestId('exercise-scene-tables')).toBeTruthy());
  }

  it('is offered only for a scene the user may edit', async () => {
    list.mockResolvedValue(ok({ list: [summary({ canEdit: false })], total: 1 }));
    await openSqlQuestion();
    await chooseFirstScene();
    expect(screen.queryByTestId('exercise-scene-edit')).toBeNull();
    expect(screen.getByTestId('exercise-scene-create')).toBeTruthy();
  });

  it('says which questions use the scene, saves it, warns as the scene page does, and reads its tables again', async () => {
    await openSqlQuestion();
    type('题干', '<p>查询学号。</p>');
    await chooseFirstScene();
    expect(read).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('exercise-scene-edit'));
    await waitFor(() => expect(within(drawer()).getByTestId('scene-used-by').textContent).toContain('有 2 道题目使用这个场景'));
    const changed = 'CREATE TABLE student (sno char(9), sname text);';
    fireEvent.change(drawerScript(), { target: { value: changed } });
    const warning = '场景已保存，但有 1 道题的参考答案在新的数据上执行出错：“查询选课”。请修改这些题，或修改场景的数据';
    save.mockResolvedValue(ok<SavedScene>({ ...detail({ initSql: changed }), dataWarning: warning }));
    fireEvent.click(within(drawer()).getByTestId('scene-save'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ sceneId: 4, courseId: 3, initSql: changed }), { skipErrorHandler: true }));
    await waitFor(() => expect(screen.getByText(warning)).toBeTruthy());
    // the same scene, read again for its tables
    await waitFor(() => expect(read).toHaveBeenCalledTimes(3));
    expect((screen.getByLabelText('题干') as HTMLTextAreaElement).value).toBe('<p>查询学号。</p>');
  });
});
