import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Scene } from '@contract/scene';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { BizError } from '@/requestErrorConfig';
import { getScene, previewScene, saveScene } from '@/services/htdz/scene';
import { draftKey } from '@/utils/scene-draft';
import SceneEditor from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/scene', () => ({ getScene: jest.fn(), previewScene: jest.fn(), saveScene: jest.fn() }));
jest.mock('@/services/htdz/grading', () => ({ runSql: jest.fn() }));
// CodeMirror stays on its way: the editors are their text-area stand-ins, which jsdom can type into.
jest.mock('@/components/SqlEditor/CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<typeof import('react')>('react').forwardRef(function Loading() {
    throw new Promise(() => undefined);
  }),
}));

const get = getScene as jest.MockedFunction<typeof getScene>;
const save = saveScene as jest.MockedFunction<typeof saveScene>;
const preview = previewScene as jest.MockedFunction<typeof previewScene>;

const SAVED_SQL = 'CREATE TABLE dept (deptno integer);';
const shop: Scene = {
  sceneId: 4,
  courseId: 3,
  courseName: '数据库原理与应用',
  name: '员工部门',
  description: null,
  tableNames: ['dept'],
  creatorName: '李老师',
  usedBy: 0,
  hiddenDataCount: 0,
  canEdit: true,
  updatedAt: '2025-03-14T07:10:00.000Z',
  createdAt: '2025-02-14T07:10:00.000Z',
  initSql: SAVED_SQL,
  hiddenData: [],
  tables: [{ name: 'dept', columns: [{ name: 'deptno', type: 'integer', notNull: false }], primaryKey: [], foreignKeys: [], rowCount: 0, sampleRows: [] }],
};

/** The init script's text area (the console, when shown, is the second editor). */
const script = () => screen.getAllByTestId('sql-editor-fallback')[0] as HTMLTextAreaElement;

async function open(sceneId: number | null) {
  renderAntd(<SceneEditor area="teacher" courseId={3} sceneId={sceneId} bare />);
  await waitFor(() => expect(screen.getAllByTestId('sql-editor-fallback').length).toBeGreaterThan(0));
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  get.mockResolvedValue(ok(shop));
});

describe('the scene editor keeps what was typed', () => {
  it('offers back a draft the last visit left, and can go back to the saved scene', async () => {
    const typed = `${SAVED_SQL}\nINSERT INTO dept VALUES (10);`;
    window.localStorage.setItem(draftKey(4, 3), JSON.stringify({ name: '员工部门', description: '', initSql: typed, savedAt: Date.now() }));
    await open(4);
    expect(screen.getByTestId('scene-draft-restored').textContent).toContain('已恢复未保存的草稿');
    expect(script().value).toBe(typed);
    fireEvent.click(screen.getByText('放弃草稿'));
    await waitFor(() => expect(script().value).toBe(SAVED_SQL));
    expect(window.localStorage.getItem(draftKey(4, 3))).toBeNull();
  });

  it('without a draft the saved scene shows and nothing is announced', async () => {
    await open(4);
    expect(script().value).toBe(SAVED_SQL);
    expect(screen.queryByTestId('scene-draft-restored')).toBeNull();
  });

  it('every change is kept as a draft until it is saved', async () => {
    await open(4);
    fireEvent.change(script(), { target: { value: `${SAVED_SQL}\n-- 新的一行` } });
    expect(JSON.parse(window.localStorage.getItem(draftKey(4, 3)) ?? 'null')).toMatchObject({ initSql: `${SAVED_SQL}\n-- 新的一行` });
    expect(screen.getByText('有未保存的修改（草稿已自动保存在本机）')).toBeTruthy();
    save.mockResolvedValue(ok({ ...shop, dataWarning: null, initSql: `${SAVED_SQL}\n-- 新的一行` }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-save'));
    });
    await waitFor(() => expect(save).toHaveBeenCalled());
    await waitFor(() => expect(window.localStorage.getItem(draftKey(4, 3))).toBeNull());
    expect(save.mock.calls[0][0]).toEqual({
      sceneId: 4,
      courseId: 3,
      name: '员工部门',
      description: null,
      initSql: `${SAVED_SQL}\n-- 新的一行`,
      hiddenData: [],
    });
  });
});

describe('hidden data', () => {
  /** the text areas of the hidden data, in order (the init script's comes first, the console's last) */
  const hidden = () => screen.getAllByTestId('sql-editor-fallback').slice(1, -1) as HTMLTextAreaElement[];

  it('a new one is typed, kept in the draft and sent with the scene', async () => {
    await open(4);
    expect(hidden()).toHaveLength(0);
    fireEvent.click(screen.getByTestId('scene-hidden-add'));
    await waitFor(() => expect(hidden()).toHaveLength(1));
    fireEvent.change(hidden()[0], { target: { value: 'DELETE FROM dept;' } });
    expect(JSON.parse(window.localStorage.getItem(draftKey(4, 3)) ?? 'null')).toMatchObject({ hidden1: 'DELETE FROM dept;' });
    save.mockResolvedValue(ok({ ...shop, dataWarning: null, hiddenData: ['DELETE FROM dept;'], hiddenDataCount: 1 }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-save'));
    });
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toMatchObject({ hiddenData: ['DELETE FROM dept;'] });
  });

  it('an added one left empty is not sent: it asks for its SQL', async () => {
    await open(4);
    fireEvent.click(screen.getByTestId('scene-hidden-add'));
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-save'));
    });
    expect(await screen.findByText('请输入隐藏数据的 SQL，或删除这一组')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('the saved ones show; removing one, once confirmed, moves the next up', async () => {
    get.mockResolvedValue(ok({ ...shop, hiddenData: ['DELETE FROM dept;', 'UPDATE dept SET deptno = 20;'], hiddenDataCount: 2 }));
    await open(4);
    await waitFor(() => expect(hidden().map((a) => a.value)).toEqual(['DELETE FROM dept;', 'UPDATE dept SET deptno = 20;']));
    fireEvent.click(screen.getByLabelText('删除隐藏数据 1'));
    fireEvent.click(await screen.findByRole('button', { name: '删 除' }));
    await waitFor(() => expect(hidden().map((a) => a.value)).toEqual(['UPDATE dept SET deptno = 20;']));
    expect(JSON.parse(window.localStorage.getItem(draftKey(4, 3)) ?? 'null')).toMatchObject({ hidden1: 'UPDATE dept SET deptno = 20;', hidden2: '' });
  });

  it("saved, a scene whose questions' reference answers fail on its new data warns its author until closed", async () => {
    await open(4);
    fireEvent.click(screen.getByTestId('scene-hidden-add'));
    await waitFor(() => expect(hidden()).toHaveLength(1));
    fireEvent.change(hidden()[0], { target: { value: 'DELETE FROM dept;' } });
    const warning = '场景已保存，但有 1 道题的参考答案在新的数据上执行出错：“查询部门”（隐藏数据 1）。请修改这些题，或修改场景的数据';
    save.mockResolvedValue(ok({ ...shop, hiddenData: ['DELETE FROM dept;'], hiddenDataCount: 1, dataWarning: warning }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-save'));
    });
    expect(await screen.findByText('有题目的参考答案在新的数据上执行出错')).toBeTruthy();
    expect(screen.getByText(warning)).toBeTruthy();
  });

  it("PostgreSQL's refusal of one is shown as the hidden data's", async () => {
    get.mockResolvedValue(ok({ ...shop, hiddenData: ['DELETE FROM dept;'], hiddenDataCount: 1 }));
    await open(4);
    const refusal = '隐藏数据 1 有错误（第 1 行）：relation "emp" does not exist';
    save.mockRejectedValue(new BizError({ errorMessage: refusal, errorCode: 'VALIDATION_FAILED', showType: 2 }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-save'));
    });
    const box = await screen.findByTestId('scene-script-error');
    expect(box.textContent).toContain('隐藏数据有错误');
    expect(box.textContent).toContain(refusal);
    // the line is the hidden data's, not the init script's
    expect(screen.queryByText('定位到第 1 行')).toBeNull();
  });
});

describe('saving and previewing a script', () => {
  it("shows PostgreSQL's refusal with its line, and keeps the draft", async () => {
    await open(4);
    fireEvent.change(script(), { target: { value: 'CREATE TABLE t (id integer);\n\ncreat table u (id integer);' } });
    const refusal = '初始化脚本有错误（第 3 行）：syntax error at or near "creat"';
    save.mockRejectedValue(new BizError({ errorMessage: refusal, errorCode: 'VALIDATION_FAILED', showType: 2 }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-save'));
    });
    const box = await screen.findByTestId('scene-script-error');
    expect(box.textContent).toContain(refusal);
    expect(save.mock.calls[0][1]).toEqual({ skipErrorHandler: true });
    // the page shows the failure itself, with a button to the line
    fireEvent.click(screen.getByText('定位到第 3 行'));
    expect(script().value.slice(script().selectionStart, script().selectionEnd)).toBe('creat table u (id integer);');
    expect(window.localStorage.getItem(draftKey(4, 3))).not.toBeNull();
  });

  it('a new scene, once saved, opens on its update page and leaves no draft behind', async () => {
    await open(null);
    expect(get).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('场景名称'), { target: { value: '图书馆' } });
    fireEvent.change(script(), { target: { value: 'CREATE TABLE book (isbn char(13));' } });
    expect(window.localStorage.getItem(draftKey(null, 3))).not.toBeNull();
    save.mockResolvedValue(ok({ ...shop, dataWarning: null, sceneId: 20, name: '图书馆' }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-save'));
    });
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/scene/update/3/20'));
    expect(save.mock.calls[0][0]).toMatchObject({ sceneId: null, courseId: 3, name: '图书馆' });
    expect(window.localStorage.getItem(draftKey(null, 3))).toBeNull();
  });

  it('does not send an empty script', async () => {
    await open(null);
    fireEvent.change(screen.getByLabelText('场景名称'), { target: { value: '图书馆' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-save'));
    });
    expect(await screen.findByText('请输入初始化脚本')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('previews the tables of the script without saving', async () => {
    await open(4);
    preview.mockResolvedValue(
      ok({
        tables: [
          {
            name: 'emp',
            columns: [{ name: 'ename', type: 'varchar(20)', notNull: false }],
            primaryKey: [],
            foreignKeys: [],
            rowCount: 9,
            sampleRows: [['王建国'], [null]],
          },
        ],
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-preview'));
    });
    expect(await screen.findByText('王建国')).toBeTruthy();
    expect(screen.getByText('只显示前 2 行')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
