import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { SceneSummary } from '@contract/scene';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { saveBlob } from '@/components/SaveBlob';
import { copyScene, deleteScene, exportScene, exportScenes, queryScenes } from '@/services/htdz/scene';
import SceneList from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The list's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/scene', () => ({
  queryScenes: jest.fn(),
  deleteScene: jest.fn(),
  copyScene: jest.fn(),
  exportScene: jest.fn(),
  exportScenes: jest.fn(),
}));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));

const query = queryScenes as jest.MockedFunction<typeof queryScenes>;
const remove = deleteScene as jest.MockedFunction<typeof deleteScene>;
const copy = copyScene as jest.MockedFunction<typeof copyScene>;

const scene = (over: Partial<SceneSummary>): SceneSummary => ({
  sceneId: 1,
  courseId: 3,
  courseName: '数据库原理与应用',
  name: '学生选课',
  description: '学生、课程与选课',
  tableNames: ['student', 'course', 'sc'],
  creatorName: '李老师',
  usedBy: 0,
  hiddenDataCount: 0,
  canEdit: true,
  updatedAt: '2025-03-14T07:10:00.000Z',
  ...over,
});

const page = (list: SceneSummary[]) => ok({ list, total: list.length });

async function showList(ui: ReactElement) {
  renderAntd(ui);
  await waitFor(() => expect(query).toHaveBeenCalled());
  await act(async () => undefined);
}

/** The table row that shows a scene's name. */
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  jest.clearAllMocks();
});

describe('a course scene list', () => {
  it("asks for the course's first page and shows each scene with its tables and use", async () => {
    query.mockResolvedValue(page([scene({ usedBy: 12 }), scene({ sceneId: 2, name: '图书馆', tableNames: ['book'], canEdit: false })]));
    await showList(<SceneList area="teacher" courseId={3} editable />);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ current: 1, pageSize: 10, courseId: 3 }));
    const row = within(rowOf('学生选课'));
    expect(row.getByText('student')).toBeTruthy();
    expect(row.getByText('sc')).toBeTruthy();
    expect(row.getByText('12 题')).toBeTruthy();
    expect(row.getByText('李老师')).toBeTruthy();
  });

  it('offers 编辑 and 删除 only on scenes the server lets the user change', async () => {
    query.mockResolvedValue(page([scene({}), scene({ sceneId: 2, name: '图书馆', canEdit: false })]));
    await showList(<SceneList area="teacher" courseId={3} editable />);
    expect(within(rowOf('学生选课')).queryByText('编辑')).toBeTruthy();
    expect(within(rowOf('学生选课')).queryByText('删除')).toBeTruthy();
    expect(within(rowOf('图书馆')).queryByText('编辑')).toBeNull();
    expect(within(rowOf('图书馆')).queryByText('删除')).toBeNull();
    fireEvent.click(within(rowOf('学生选课')).getByText('编辑'));
    expect(history.push).toHaveBeenLastCalledWith('/scene/update/3/1');
    fireEvent.click(within(rowOf('图书馆')).getByText('查看'));
    expect(history.push).toHaveBeenLastCalledWith('/course/scene/view/2');
  });

  it('rows carry the actions the page adds, e.g. 共享', async () => {
    query.mockResolvedValue(page([scene({})]));
    const onShare = jest.fn();
    await showList(
      <SceneList
        area="teacher"
        courseId={3}
        editable
        rowActions={(row) => [
          <a key="share" onClick={() => onShare(row.sceneId)}>
            共享
          </a>,
        ]}
      />,
    );
    fireEvent.click(within(rowOf('学生选课')).getByText('共享'));
    expect(onShare).toHaveBeenCalledWith(1);
  });

  it('a scene used by questions cannot be deleted from the list', async () => {
    query.mockResolvedValue(page([scene({ usedBy: 3 })]));
    await showList(<SceneList area="teacher" courseId={3} editable />);
    const del = within(rowOf('学生选课')).getByText('删除');
    expect(del.tagName).not.toBe('A');
    fireEvent.click(del);
    expect(screen.queryByText('删除场景“学生选课”？')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes after confirming, and asks for the list again', async () => {
    query.mockResolvedValue(page([scene({})]));
    remove.mockResolvedValue(ok(null));
    await showList(<SceneList area="teacher" courseId={3} editable />);
    fireEvent.click(within(rowOf('学生选课')).getByText('删除'));
    const confirm = await screen.findByText('删除场景“学生选课”？');
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    await act(async () => {
      fireEvent.click(popup.querySelector('.ant-btn-primary') as HTMLElement);
    });
    expect(remove).toHaveBeenCalledWith(1);
    await waitFor(() => expect(query).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('场景已删除')).toBeTruthy();
  });

  it('an empty course says so and offers to create the first scene', async () => {
    query.mockResolvedValue(page([]));
    await showList(<SceneList area="teacher" courseId={3} editable />);
    expect(screen.getByText('还没有场景')).toBeTruthy();
    const create = screen.getAllByText('新建场景');
    expect(create.length).toBeGreaterThanOrEqual(1);
    fireEvent.click(create[create.length - 1]);
    expect(history.push).toHaveBeenLastCalledWith('/scene/create/3');
  });
});

describe('read-only and public lists', () => {
  it('the student preview shows 查看 only, even for scenes the user may edit', async () => {
    query.mockResolvedValue(page([scene({})]));
    await showList(<SceneList area="student" courseId={3} editable={false} />);
    const row = within(rowOf('学生选课'));
    expect(row.getByText('查看')).toBeTruthy();
    expect(row.queryByText('编辑')).toBeNull();
    expect(row.queryByText('删除')).toBeNull();
    expect(screen.queryByText('新建场景')).toBeNull();
  });

  it('the public library asks without a course, and experts create and edit in the library', async () => {
    query.mockResolvedValue(page([scene({ courseId: null, courseName: null })]));
    await showList(<SceneList area="expert" courseId={null} editable copyTo="choose" />);
    expect(query.mock.calls[0][0].courseId).toBeUndefined();
    fireEvent.click(screen.getByText('新建场景'));
    expect(history.push).toHaveBeenLastCalledWith('/expert/public_library/scene/create');
    fireEvent.click(within(rowOf('学生选课')).getByText('编辑'));
    expect(history.push).toHaveBeenLastCalledWith('/expert/public_library/scene/1/update');
    expect(within(rowOf('学生选课')).getByText('复制到课程')).toBeTruthy();
  });

  it('a teacher copies a public scene into the course of the page', async () => {
    query.mockResolvedValue(page([scene({ sceneId: 9, courseId: null, courseName: null, canEdit: false })]));
    const copied = { ...scene({ sceneId: 20 }), initSql: 'CREATE TABLE t (id int);', hiddenData: [], tables: [], createdAt: '2025-03-20T00:00:00.000Z' };
    copy.mockResolvedValue(ok(copied));
    const onCopied = jest.fn();
    await showList(<SceneList area="teacher" courseId={null} editable={false} copyTo={3} onCopied={onCopied} />);
    expect(within(rowOf('学生选课')).queryByText('编辑')).toBeNull();
    fireEvent.click(within(rowOf('学生选课')).getByText('复制到本课程'));
    const confirm = await screen.findByText('把“学生选课”复制到本课程？');
    await act(async () => {
      fireEvent.click((confirm.closest('.ant-popover') as HTMLElement).querySelector('.ant-btn-primary') as HTMLElement);
    });
    expect(copy).toHaveBeenCalledWith({ sceneId: 9, courseId: 3 });
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(copied));
  });
});

describe('scene files', () => {
  const file = (names: string[]) => ({
    format: 'htdz-scenes' as const,
    version: 1 as const,
    exportedAt: '2025-03-20T00:00:00.000Z',
    scenes: names.map((name) => ({ name, description: null, initSql: 'CREATE TABLE t (id int);', hiddenData: [] })),
  });

  it('导出全部 saves the course’s scenes under the server’s name; 导出 on a row saves that scene', async () => {
    query.mockResolvedValue(page([scene({})]));
    (exportScenes as jest.Mock).mockResolvedValue(ok({ fileName: '数据库原理与应用-场景.json', file: file(['学生选课', '图书馆']), hiddenDataLeftOut: 0 }));
    (exportScene as jest.Mock).mockResolvedValue(ok({ fileName: '场景-学生选课.json', file: file(['学生选课']), hiddenDataLeftOut: 0 }));
    await showList(<SceneList area="teacher" courseId={3} editable transfer />);
    fireEvent.click(screen.getByTestId('scene-export-all'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), '数据库原理与应用-场景.json'));
    expect(exportScenes).toHaveBeenCalledWith(3);
    const saved = (saveBlob as jest.Mock).mock.calls[0][0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved);
    });
    expect(JSON.parse(text)).toEqual(file(['学生选课', '图书馆']));
    expect(await screen.findByText('已导出 2 个场景')).toBeTruthy();

    fireEvent.click(within(rowOf('学生选课')).getByText('导出'));
    await waitFor(() => expect(saveBlob).toHaveBeenLastCalledWith(expect.any(Blob), '场景-学生选课.json'));
    expect(exportScene).toHaveBeenCalledWith(1);
  });

  it('says when hidden data was left out, and offers no import where the list is not editable', async () => {
    query.mockResolvedValue(page([scene({ courseId: null, courseName: null, canEdit: false })]));
    (exportScenes as jest.Mock).mockResolvedValue(ok({ fileName: '公共场景库-场景.json', file: file(['学生选课']), hiddenDataLeftOut: 1 }));
    await showList(<SceneList area="teacher" courseId={null} editable={false} copyTo={3} transfer />);
    expect(screen.queryByTestId('scene-import')).toBeNull();
    fireEvent.click(screen.getByTestId('scene-export-all'));
    await waitFor(() => expect(exportScenes).toHaveBeenCalledWith(null));
    expect(await screen.findByText(/其中 1 个场景的隐藏数据只有能编辑它的人可以导出/)).toBeTruthy();
  });

  it('the student preview offers no scene files at all', async () => {
    query.mockResolvedValue(page([scene({})]));
    await showList(<SceneList area="student" courseId={3} editable={false} />);
    expect(screen.queryByTestId('scene-export-all')).toBeNull();
    expect(within(rowOf('学生选课')).queryByText('导出')).toBeNull();
  });

  it('导入 opens the import dialog for the course', async () => {
    query.mockResolvedValue(page([scene({})]));
    await showList(<SceneList area="teacher" courseId={3} editable transfer />);
    fireEvent.click(screen.getByTestId('scene-import'));
    expect(await screen.findByText('导入场景')).toBeTruthy();
    expect(screen.getByText(/场景将导入本课程/)).toBeTruthy();
  });
});
