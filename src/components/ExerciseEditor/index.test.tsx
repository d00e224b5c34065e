import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { designOfScene } from '@contract/ddl-generate';
import type { SavedExercise } from '@contract/exercise';
import type { SqlCheckResult, SqlRunResult } from '@contract/grading';
import type { Scene, SceneSummary } from '@contract/scene';
import { renderAntd } from '../../../tests/unit/render';
import { BizError } from '@/requestErrorConfig';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { getExercise, queryExerciseVersions, saveExercise } from '@/services/htdz/exercise';
import { checkSql, runSql } from '@/services/htdz/grading';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import { getScene, queryScenes } from '@/services/htdz/scene';
import { exerciseDraftKey } from './draft';
import ExerciseEditor from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/exercise', () => ({
  getExercise: jest.fn(),
  saveExercise: jest.fn(),
  queryExerciseVersions: jest.fn(),
  getExerciseVersion: jest.fn(),
}));
jest.mock('@/services/htdz/grading', () => ({ runSql: jest.fn(), checkSql: jest.fn() }));
jest.mock('@/services/htdz/scene', () => ({ queryScenes: jest.fn(), getScene: jest.fn() }));
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

// whole forms typed through antd in jsdom take a few seconds each
jest.setTimeout(30_000);

const save = saveExercise as jest.MockedFunction<typeof saveExercise>;
const sent = () => save.mock.calls[0][0];

const scene: SceneSummary = {
  sceneId: 4,
  courseId: 3,
  courseName: '数据库原理与应用',
  name: '学生选课',
  description: null,
  tableNames: ['student', 'sc'],
  creatorName: '李老师',
  usedBy: 0,
  hiddenDataCount: 0,
  canEdit: true,
  updatedAt: '2025-03-14T07:10:00.000Z',
};
const sceneDetail: Scene = {
  ...scene,
  initSql: 'CREATE TABLE student (sno char(9), sname varchar(20));',
  hiddenData: [],
  createdAt: '2025-03-14T07:10:00.000Z',
  tables: [
    {
      name: 'student',
      columns: [
        { name: 'sno', type: 'character(9)', notNull: false },
        { name: 'sname', type: 'character varying(20)', notNull: false },
      ],
      primaryKey: [],
      foreignKeys: [],
      rowCount: 2,
      sampleRows: [
        ['201215121', '李勇'],
        ['201215122', '刘晨'],
      ],
    },
  ],
};
const names: SqlRunResult = {
  results: [{ command: 'SELECT', columns: [{ name: 'sname', type: 'character varying' }], rows: [['李勇'], ['刘晨']], rowCount: 2, truncated: false }],
  elapsedMs: 3,
};

const savedAnswer = (over: Partial<SavedExercise> = {}): SavedExercise => ({
  exerciseId: 21,
  courseId: 3,
  parentId: 7,
  type: 'single',
  stemText: '关系模型的数据结构是',
  stem: '<p>关系模型的数据结构是</p>',
  difficulty: 'medium',
  score: 2,
  knowledge: [],
  sceneName: null,
  authorName: '李老师',
  canEdit: true,
  updatedAt: '2025-03-20T08:00:00.000Z',
  createdAt: '2025-03-20T08:00:00.000Z',
  version: 1,
  editedBy: '李老师',
  editedAt: '2025-03-20T08:00:00.000Z',
  analysis: null,
  practice: true,
  answerShows: 'afterCorrect',
  spec: {
    type: 'single',
    options: [
      { key: 'A', text: '树' },
      { key: 'B', text: '二维表' },
    ],
    answer: 'B',
  },
  dataWarning: null,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  (queryScenes as jest.Mock).mockResolvedValue(ok({ list: [scene], total: 1 }));
  (getScene as jest.Mock).mockResolvedValue(ok(sceneDetail));
  (getKnowledgeGraph as jest.Mock).mockResolvedValue(
    ok({ points: [{ knowId: 5, courseId: 3, name: '关系模型', description: null, x: null, y: null }], edges: [] }),
  );
  save.mockImplementation(async () => ok(savedAnswer()) as never);
});

type Open = { courseId?: number | null; exerciseId?: number | null; parentId?: number | null };
async function open({ courseId = 3, exerciseId = null, parentId = 7 }: Open = {}) {
  const view = renderAntd(<ExerciseEditor courseId={courseId} parentId={parentId} exerciseId={exerciseId} bare listPath="/question-bank/list/3" />);
  await waitFor(() => expect(screen.getByTestId('exercise-form')).toBeTruthy());
  return view;
}

const type = (value: string | RegExp, text: string) => fireEvent.change(screen.getByLabelText(value), { target: { value: text } });
const chooseType = (name: string) => fireEvent.click(within(screen.getByTestId('exercise-type')).getByText(name));
const saveButton = () => screen.getByRole('button', { name: /保\s*存$/ });
/** Types words into a tags input, each ended by Enter. */
function addTags(label: string, words: string[]) {
  const input = screen.getByRole('combobox', { name: label });
  for (const word of words) {
    fireEvent.change(input, { target: { value: word } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13, which: 13 });
  }
}
async function pickOption(label: string, name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${name}"]`);
    if (!found) throw new Error(`no option ${name}`);
    return found;
  });
  fireEvent.click(option);
}
const pickScene = (name: string) => pickOption('场景', name);
/** The SQL editors' text areas by their labels. */
const sqlBox = (label: string) => screen.getByRole('textbox', { name: label });

describe('a teacher writes a question of each type and 保存 sends it', () => {
  it('a multiple choice with partial credit, knowledge points and analysis', async () => {
    await open();
    chooseType('多选题');
    type('题干', '<p>下列哪些是 DML 语句？</p>');
    type('选项 A', 'SELECT');
    type('选项 B', 'CREATE');
    type('选项 C', 'UPDATE');
    type('选项 D', 'INSERT');
    fireEvent.click(screen.getByLabelText('选项 C 是正确答案'));
    fireEvent.click(screen.getByLabelText('选项 D 是正确答案'));
    fireEvent.click(screen.getByRole('switch', { name: '部分得分' }));
    type('解析', '<p>CREATE 是 DDL。</p>');
    await pickOption('知识点', '关系模型');
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual({
      exerciseId: null,
      courseId: 3,
      parentId: 7,
      stem: '<p>下列哪些是 DML 语句？</p>',
      analysis: '<p>CREATE 是 DDL。</p>',
      practice: true,
      answerShows: 'afterCorrect',
      difficulty: 'medium',
      score: 2,
      knowIds: [5],
      spec: {
        type: 'multiple',
        options: [
          { key: 'A', text: 'SELECT' },
          { key: 'B', text: 'CREATE' },
          { key: 'C', text: 'UPDATE' },
          { key: 'D', text: 'INSERT' },
        ],
        answers: ['C', 'D'],
        partialCredit: true,
      },
    });
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/question-bank/list/3'));
    expect(window.localStorage.getItem(exerciseDraftKey(null, 3))).toBeNull();
  });

  it('a fill-in with two blanks, several answers each, case sensitive; the score with a half point', async () => {
    await open();
    chooseType('填空题');
    type('题干', '<p>关系的完整性约束包括 ____ 完整性和 ____ 完整性。</p>');
    fireEvent.change(screen.getByLabelText('分值'), { target: { value: '3.5' } });
    addTags('第 1 空的答案', ['实体', 'Entity']);
    fireEvent.click(screen.getByTestId('exercise-blank-add'));
    addTags('第 2 空的答案', ['参照', '引用', 'Referential']);
    fireEvent.click(screen.getByRole('switch', { name: '区分大小写' }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      score: 3.5,
      spec: { type: 'fill', blanks: [{ answers: ['实体', 'Entity'] }, { answers: ['参照', '引用', 'Referential'] }], caseSensitive: true },
    });
  });

  it('a SQL query on a scene of the course: its tables show, 运行 runs the reference, 保存 sends scene and reference', async () => {
    (runSql as jest.Mock).mockResolvedValue(ok(names));
    await open();
    chooseType('SQL 查询');
    type('题干', '<p>查询所有学生的姓名。</p>');
    await waitFor(() => expect(queryScenes).toHaveBeenCalledWith({ pageSize: 200, courseId: 3 }));
    await pickScene('学生选课');
    await waitFor(() => expect(within(screen.getByTestId('exercise-scene-tables')).getByText('场景的数据表（1 张）')).toBeTruthy());
    expect(getScene).toHaveBeenCalledWith(4);
    expect(screen.getByText('201215121')).toBeTruthy();
    // a query needs no verification SQL
    expect(screen.queryByRole('textbox', { name: '验证 SQL' })).toBeNull();
    fireEvent.change(sqlBox('参考答案'), { target: { value: 'SELECT sname FROM student;' } });
    fireEvent.click(screen.getByTestId('exercise-reference-run'));
    await waitFor(() => expect(runSql).toHaveBeenCalledWith({ sceneId: 4, sql: 'SELECT sname FROM student;' }));
    await waitFor(() => expect(within(screen.getByTestId('sql-result')).getByText('刘晨')).toBeTruthy());
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent().spec).toEqual({
      type: 'query',
      sceneId: 4,
      referenceSql: 'SELECT sname FROM student;',
      verifySql: null,
      orderSensitive: null,
      checkColumnNames: false,
    });
    expect(screen.queryByText('题目已保存，但场景数据可能区分不了常见错误')).toBeNull();
  });

  it("saved, a SQL question whose scene's data cannot tell mistakes apart warns its author until closed", async () => {
    const warning = '场景数据无法区分以下常见错误，这样写的答案也会被判为正确：把第 1 个 LEFT JOIN 改成 JOIN。可以在场景的隐藏数据中加入能区分它们的行。';
    save.mockImplementation(async () => ok(savedAnswer({ type: 'query', dataWarning: warning })) as never);
    await open();
    chooseType('SQL 查询');
    type('题干', '<p>查询学生和成绩。</p>');
    await pickScene('学生选课');
    fireEvent.change(sqlBox('参考答案'), { target: { value: 'SELECT s.sname, c.grade FROM student s LEFT JOIN sc c ON c.sno = s.sno;' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('题目已保存，但场景数据可能区分不了常见错误')).toBeTruthy();
    expect(screen.getByText(warning)).toBeTruthy();
  });

  it('a judge question and 保存并继续新建: saved, and a blank question of the same type follows', async () => {
    await open();
    chooseType('判断题');
    type('题干', '<p>关系中的元组没有先后顺序。</p>');
    fireEvent.click(screen.getByLabelText('正确'));
    fireEvent.click(screen.getByTestId('exercise-save-next'));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent().spec).toEqual({ type: 'judge', answer: true });
    await waitFor(() => expect((screen.getByLabelText('题干') as HTMLTextAreaElement).value).toBe(''));
    expect(history.push).not.toHaveBeenCalled();
    expect(screen.getByTestId('exercise-type-card').textContent).toContain('答案（判断题）');
    expect(screen.queryByText('有未保存的修改（草稿已自动保存在本机）')).toBeNull();
  });
});

describe('invalid questions are refused on the page with the reason, and nothing is sent', () => {
  it('a choice question without a marked correct option', async () => {
    await open();
    type('题干', '<p>关系模型的数据结构是</p>');
    type('选项 A', '树');
    type('选项 B', '二维表');
    type('选项 C', '图');
    type('选项 D', '网');
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByText('请标出正确答案')).toBeTruthy());
    expect(save).not.toHaveBeenCalled();
    // marking one clears the message
    fireEvent.click(screen.getByLabelText('选项 B 是正确答案'));
    await waitFor(() => expect(screen.queryByText('请标出正确答案')).toBeNull());
  });

  it('a single choice keeps one correct option: marking another moves the mark', async () => {
    await open();
    type('题干', '<p>关系模型的数据结构是</p>');
    ['树', '二维表', '图', '网'].forEach((text, i) => type(`选项 ${'ABCD'[i]}`, text));
    fireEvent.click(screen.getByLabelText('选项 A 是正确答案'));
    fireEvent.click(screen.getByLabelText('选项 B 是正确答案'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent().spec).toMatchObject({ type: 'single', answer: 'B' });
  });

  it('an SQL update question without verification SQL, and an empty stem', async () => {
    await open();
    chooseType('SQL 更新');
    await pickScene('学生选课');
    fireEvent.change(sqlBox('参考答案'), { target: { value: "UPDATE student SET sname = '李勇勇' WHERE sno = '201215121';" } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByText('除 SQL 查询外的题型需要验证 SQL')).toBeTruthy());
    expect(screen.getByText('请输入题干')).toBeTruthy();
    expect(screen.getByText('请按提示修改后再保存')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('duplicate options are named under the list', async () => {
    await open();
    type('题干', '<p>x</p>');
    type('选项 A', '树');
    type('选项 B', '树');
    fireEvent.click(screen.getByLabelText('选项 A 是正确答案'));
    fireEvent.click(screen.getByLabelText('删除选项 D'));
    fireEvent.click(screen.getByLabelText('删除选项 C'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.getByText('选项内容不能重复')).toBeTruthy());
    expect(save).not.toHaveBeenCalled();
  });
  it('a SQL question whose reference answer the server cannot run is not saved, and PostgreSQL says why beside the form', async () => {
    const refusal = '参考答案运行出错（第 1 行）：relation "students" does not exist';
    save.mockRejectedValue(new BizError({ errorMessage: refusal, errorCode: 'VALIDATION_FAILED', showType: 2 }));
    await open();
    chooseType('SQL 查询');
    type('题干', '<p>查询所有学生的姓名。</p>');
    await pickScene('学生选课');
    fireEvent.change(sqlBox('参考答案'), { target: { value: 'SELECT sname FROM students;' } });
    fireEvent.click(saveButton());
    const box = await screen.findByTestId('exercise-save-refused');
    expect(box.textContent).toContain(refusal);
    expect(save.mock.calls[0][1]).toEqual({ skipErrorHandler: true });
    expect(history.push).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(exerciseDraftKey(null, 3))).not.toBeNull();
  });
});

describe('试答 grades a typed answer with the settings on the form', () => {
  it('sends scene, type, reference, verification, order and column settings, and shows the verdict and both results', async () => {
    const verdict: SqlCheckResult = {
      correct: false,
      message: '结果少了 1 行：(刘晨)',
      reference: names,
      student: { results: [{ ...names.results[0], rows: [['李勇']], rowCount: 1 }], elapsedMs: 2 },
    };
    (checkSql as jest.Mock).mockResolvedValue(ok(verdict));
    await open();
    chooseType('视图');
    await pickScene('学生选课');
    fireEvent.change(sqlBox('参考答案'), { target: { value: 'CREATE VIEW v AS SELECT sname FROM student;' } });
    fireEvent.change(sqlBox('验证 SQL'), { target: { value: 'SELECT * FROM v;' } });
    fireEvent.click(screen.getByLabelText('比较顺序'));
    fireEvent.click(screen.getByRole('switch', { name: '比较列名' }));
    fireEvent.change(sqlBox('试答的 SQL'), { target: { value: "CREATE VIEW v AS SELECT sname FROM student WHERE sno = '201215121';" } });
    fireEvent.click(screen.getByTestId('exercise-tryout-check'));
    await waitFor(() => expect(checkSql).toHaveBeenCalledTimes(1));
    expect(checkSql).toHaveBeenCalledWith({
      sceneId: 4,
      type: 'view',
      referenceSql: 'CREATE VIEW v AS SELECT sname FROM student;',
      studentSql: "CREATE VIEW v AS SELECT sname FROM student WHERE sno = '201215121';",
      verifySql: 'SELECT * FROM v;',
      orderSensitive: true,
      checkColumnNames: true,
    });
    const shown = await screen.findByTestId('exercise-tryout-verdict');
    expect(shown.textContent).toContain('判为错误');
    expect(shown.textContent).toContain('结果少了 1 行：(刘晨)');
    expect(within(screen.getByTestId('exercise-tryout-reference')).getByText('刘晨')).toBeTruthy();
    expect(within(screen.getByTestId('exercise-tryout-student')).queryByText('刘晨')).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('is not sent while the verification SQL is missing', async () => {
    await open();
    chooseType('触发器');
    await pickScene('学生选课');
    fireEvent.change(sqlBox('参考答案'), { target: { value: 'CREATE TRIGGER t ...;' } });
    fireEvent.change(sqlBox('试答的 SQL'), { target: { value: 'SELECT 1;' } });
    fireEvent.click(screen.getByTestId('exercise-tryout-check'));
    await waitFor(() => expect(screen.getByText('除 SQL 查询外的题型需要验证 SQL')).toBeTruthy());
    expect(checkSql).not.toHaveBeenCalled();
  });
});

describe('nothing typed is lost', () => {
  it('the draft comes back after the editor is closed and opened again, and can be dropped', async () => {
    const first = await open();
    chooseType('多选题');
    type('题干', '<p>下列哪些是 DML 语句？</p>');
    type('选项 A', 'SELECT');
    fireEvent.click(screen.getByLabelText('选项 A 是正确答案'));
    expect(screen.getByText('有未保存的修改（草稿已自动保存在本机）')).toBeTruthy();
    first.unmount();

    await open();
    expect(screen.getByTestId('exercise-draft-restored').textContent).toContain('已恢复未保存的草稿');
    expect((screen.getByLabelText('题干') as HTMLTextAreaElement).value).toBe('<p>下列哪些是 DML 语句？</p>');
    expect((screen.getByLabelText('选项 A') as HTMLInputElement).value).toBe('SELECT');
    expect((screen.getByLabelText('选项 A 是正确答案') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('exercise-type-card').textContent).toContain('答案（多选题）');

    fireEvent.click(screen.getByText('放弃草稿'));
    await waitFor(() => expect((screen.getByLabelText('题干') as HTMLTextAreaElement).value).toBe(''));
    expect(window.localStorage.getItem(exerciseDraftKey(null, 3))).toBeNull();
  });

  it('switching the type keeps the stem, score and analysis, and what was typed for the other type', async () => {
    await open();
    type('题干', '<p>关系模型的数据结构是</p>');
    fireEvent.change(screen.getByLabelText('分值'), { target: { value: '5' } });
    type('选项 A', '二维表');
    chooseType('简答题');
    expect(screen.queryByLabelText('选项 A')).toBeNull();
    chooseType('单选题');
    expect((screen.getByLabelText('选项 A') as HTMLInputElement).value).toBe('二维表');
    expect((screen.getByLabelText('题干') as HTMLTextAreaElement).value).toBe('<p>关系模型的数据结构是</p>');
    expect((screen.getByLabelText('分值') as HTMLInputElement).value).toBe('5.0');
  });

  it('leaving with unsaved changes asks first; without changes it just goes', async () => {
    await open();
    fireEvent.click(screen.getByTestId('page-back'));
    expect(history.push).toHaveBeenCalledWith('/question-bank/list/3');
    (history.push as jest.Mock).mockClear();

    type('题干', '<p>未保存</p>');
    fireEvent.click(screen.getByTestId('page-back'));
    await waitFor(() => expect(screen.getAllByText('放弃未保存的修改？').length).toBeGreaterThan(0));
    expect(history.push).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText(/^离\s*开$/).closest('button') as HTMLButtonElement);
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/question-bank/list/3'));
  });
});

describe('an existing question', () => {
  it('opens with its values and 保存 sends its id and folder', async () => {
    (getExercise as jest.Mock).mockResolvedValue(ok(savedAnswer({ knowledge: [{ knowId: 5, name: '关系模型' }] })));
    await open({ exerciseId: 21, parentId: null });
    expect(getExercise).toHaveBeenCalledWith(21);
    expect((screen.getByLabelText('选项 B') as HTMLInputElement).value).toBe('二维表');
    expect((screen.getByLabelText('选项 B 是正确答案') as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId('exercise-save-next')).toBeNull();
    type('选项 A', '层次树');
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      exerciseId: 21,
      courseId: 3,
      parentId: 7,
      knowIds: [5],
      spec: {
        type: 'single',
        options: [
          { key: 'A', text: '层次树' },
          { key: 'B', text: '二维表' },
        ],
        answer: 'B',
      },
    });
  });

  it('shows its version, sends it with 保存 (the server refuses a save over another’s edit), and opens its history', async () => {
    (getExercise as jest.Mock).mockResolvedValue(ok(savedAnswer({ version: 2, updatedAt: '2025-03-21T09:30:00.000Z' })));
    (queryExerciseVersions as jest.Mock).mockResolvedValue(
      ok({
        exerciseId: 21,
        versions: [
          { version: 2, editedBy: '王老师', editedAt: '2025-03-21T09:30:00.000Z', changes: ['answer'], current: true },
          { version: 1, editedBy: '李老师', editedAt: '2025-03-20T08:00:00.000Z', changes: [], current: false },
        ],
      }),
    );
    await open({ exerciseId: 21 });
    expect(screen.getByTestId('exercise-version').textContent).toBe('第 2 版');
    type('选项 A', '层次树');
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ exerciseId: 21, version: 2, updatedAt: '2025-03-21T09:30:00.000Z' });

    expect(queryExerciseVersions).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('exercise-history'));
    await waitFor(() => expect(queryExerciseVersions).toHaveBeenCalledWith(21));
    expect((await screen.findByTestId('exercise-version-2')).textContent).toContain('修改了：答案');
  });

  it('that the user may not change is shown read-only with the reason', async () => {
    (getExercise as jest.Mock).mockResolvedValue(ok(savedAnswer({ canEdit: false })));
    await open({ exerciseId: 21 });
    expect(screen.getByTestId('exercise-readonly').textContent).toContain('只有课程负责人可以修改这门课程的题目。');
    expect(screen.queryByTestId('exercise-save')).toBeNull();
    expect((screen.getByLabelText('选项 A') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('题干') as HTMLTextAreaElement).readOnly).toBe(true);
  });

  it('that does not exist says so', async () => {
    (getExercise as jest.Mock).mockRejectedValue(new Error('题目不存在'));
    renderAntd(<ExerciseEditor courseId={3} parentId={null} exerciseId={99} bare listPath="/question-bank/list/3" />);
    await waitFor(() => expect(screen.getByText('它可能已被删除，或你没有查看它的权限。')).toBeTruthy());
  });
});

describe('the public library', () => {
  it('has no knowledge points, offers the public scenes and saves without a course', async () => {
    await open({ courseId: null, parentId: null });
    expect(screen.queryByRole('combobox', { name: '知识点' })).toBeNull();
    expect(getKnowledgeGraph).not.toHaveBeenCalled();
    chooseType('DDL');
    await waitFor(() => expect(queryScenes).toHaveBeenCalledWith({ pageSize: 200 }));
    type('题干', '<p>为 student 表的 sname 列建索引。</p>');
    await pickScene('学生选课');
    fireEvent.change(sqlBox('参考答案'), { target: { value: 'CREATE INDEX i ON student (sname);' } });
    fireEvent.change(sqlBox('验证 SQL'), { target: { value: "SELECT indexname FROM pg_indexes WHERE tablename = 'student';" } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      courseId: null,
      parentId: null,
      knowIds: [],
      spec: { type: 'ddl', sceneId: 4, verifySql: "SELECT indexname FROM pg_indexes WHERE tablename = 'student';" },
    });
  });
});

describe('设计期望结构 of a DDL question', () => {
  /** Opens the designer on the chosen scene and adds a table, named enroll, with its id key. */
  async function designEnroll() {
    fireEvent.click(screen.getByTestId('ddl-designer-open'));
    await screen.findByText(/从场景“学生选课”中现有的表开始/);
    fireEvent.click(screen.getByTestId('ddl-add-table'));
    const panel = await waitFor(() => {
      const active = document.querySelector('[data-testid="ddl-designer"] .ant-tabs-tabpane-active');
      if (!active || !within(active as HTMLElement).queryByDisplayValue('new_table')) throw new Error('no new table yet');
      return active as HTMLElement;
    });
    fireEvent.change(within(panel).getByLabelText('表名'), { target: { value: 'enroll' } });
    await waitFor(() => expect(screen.getByTestId('ddl-apply')).toHaveProperty('disabled', false));
  }

  it('applied on an empty stem, it fills reference, verification SQL and stem, and 保存 sends the design with them', async () => {
    await open();
    chooseType('DDL');
    expect(screen.getByTestId('ddl-designer-open')).toHaveProperty('disabled', true);
    await pickScene('学生选课');
    await waitFor(() => expect(screen.getByTestId('ddl-designer-open')).toHaveProperty('disabled', false));
    await designEnroll();
    fireEvent.click(screen.getByTestId('ddl-apply'));
    await waitFor(() => expect((sqlBox('参考答案') as HTMLTextAreaElement).value).toContain('CREATE TABLE enroll'));
    expect((sqlBox('验证 SQL') as HTMLTextAreaElement).value).toContain('-- 检查：表 enroll 存在');
    expect((screen.getByLabelText('题干') as HTMLTextAreaElement).value).toContain('<p>创建表 <code>enroll</code>：</p>');
    expect(screen.getByText('参考答案和验证 SQL 由期望结构生成；再次打开可继续修改')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent().spec).toMatchObject({
      type: 'ddl',
      sceneId: 4,
      referenceSql: expect.stringContaining('CREATE TABLE enroll (\n  id int,\n  PRIMARY KEY (id)\n);'),
      verifySql: expect.stringContaining('-- 检查：主键 enroll(id)'),
      design: { tables: [{ name: 'student' }, { name: 'enroll', primaryKey: ['id'] }], ignoreCase: true },
    });
  });

  it('a stem already written is replaced only when the author agrees', async () => {
    await open();
    chooseType('DDL');
    type('题干', '<p>我自己写的题干</p>');
    await pickScene('学生选课');
    await waitFor(() => expect(screen.getByTestId('ddl-designer-open')).toHaveProperty('disabled', false));
    await designEnroll();
    fireEvent.click(screen.getByTestId('ddl-apply'));
    fireEvent.click(await screen.findByRole('button', { name: '保留原题干' }));
    await waitFor(() => expect((sqlBox('参考答案') as HTMLTextAreaElement).value).toContain('CREATE TABLE enroll'));
    expect((screen.getByLabelText('题干') as HTMLTextAreaElement).value).toBe('<p>我自己写的题干</p>');
  });

  it('a saved question reopens the designer on its design and saves the design again', async () => {
    const design = designOfScene(sceneDetail.tables);
    design.tables.push({
      name: 'course',
      columns: [{ name: 'cno', type: 'char(4)', notNull: false, default: null }],
      primaryKey: ['cno'],
      uniques: [],
      foreignKeys: [],
      checks: [],
      indexes: [],
    });
    const ddl = savedAnswer({
      type: 'ddl',
      sceneName: '学生选课',
      spec: {
        type: 'ddl',
        sceneId: 4,
        referenceSql: 'CREATE TABLE course (cno char(4) PRIMARY KEY);',
        verifySql: 'SELECT 1',
        orderSensitive: null,
        checkColumnNames: false,
        design,
      },
    });
    (getExercise as jest.Mock).mockResolvedValue(ok(ddl));
    await open({ exerciseId: 21 });
    expect(screen.getByText('参考答案和验证 SQL 由期望结构生成；再次打开可继续修改')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ddl-designer-open'));
    await screen.findByRole('tab', { name: 'course' });
    fireEvent.click(screen.getByTestId('ddl-cancel'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(sent().spec).toMatchObject({ design });
  });
});
