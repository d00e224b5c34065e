import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExerciseFolder } from '@contract/exercise';
import { renderAntd } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { deleteExerciseFolder, moveExerciseFolder, saveExerciseFolder } from '@/services/htdz/exercise';
import FolderTree from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
// The tree's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/exercise', () => ({ saveExerciseFolder: jest.fn(), moveExerciseFolder: jest.fn(), deleteExerciseFolder: jest.fn() }));

const save = saveExerciseFolder as jest.MockedFunction<typeof saveExerciseFolder>;
const move = moveExerciseFolder as jest.MockedFunction<typeof moveExerciseFolder>;
const remove = deleteExerciseFolder as jest.MockedFunction<typeof deleteExerciseFolder>;

const FOLDERS: ExerciseFolder[] = [
  { folderId: 10, parentId: null, name: '第一章 绪论', count: 2 },
  { folderId: 11, parentId: null, name: '第三章 SQL', count: 0 },
  { folderId: 12, parentId: 11, name: '单表查询', count: 3 },
  { folderId: 13, parentId: 11, name: '连接查询', count: 2 },
  { folderId: 14, parentId: null, name: '期末复习', count: 0 },
];

function show(props: Partial<React.ComponentProps<typeof FolderTree>> = {}) {
  const onSelect = jest.fn();
  const onChanged = jest.fn();
  renderAntd(
    <FolderTree
      courseId={1}
      folders={FOLDERS}
      rootCount={4}
      loading={false}
      selected={undefined}
      onSelect={onSelect}
      editable
      onChanged={onChanged}
      {...props}
    />,
  );
  return { onSelect, onChanged };
}

/** Opens a folder's menu and clicks one of its items. */
async function menu(folderId: number, item: string) {
  fireEvent.click(screen.getByTestId(`folder-menu-${folderId}`));
  // the item's name starts with its icon's label
  const entry = await screen.findByRole('menuitem', { name: new RegExp(item) });
  await act(async () => {
    fireEvent.click(entry);
  });
  return entry;
}

/** Types a name into the open name dialog and confirms it. */
async function nameIt(name: string) {
  const input = await screen.findByTestId('folder-name-input');
  fireEvent.change(input, { target: { value: name } });
  await act(async () => {
    fireEvent.click(within(input.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));
  });
}

/** The confirmation dialog with this title (antd writes the title twice: visible and for screen readers). */
const confirmDialog = async (title: string) => (await screen.findAllByText(title))[0].closest('.ant-modal') as HTMLElement;

beforeEach(() => jest.clearAllMocks());

describe('the folder tree of a bank', () => {
  it('counts each folder with its sub-folders, the whole bank and the questions in no folder', () => {
    show();
    expect(screen.getByTestId('folder-count-all').textContent).toBe('11');
    expect(screen.getByTestId('folder-count-11').textContent).toBe('5');
    expect(screen.getByTestId('folder-count-10').textContent).toBe('2');
    expect(screen.getByTestId('folder-count-root').textContent).toBe('4');
  });

  it('chooses the whole bank, a folder, or the questions in no folder', () => {
    const { onSelect } = show({ selected: 12 });
    fireEvent.click(screen.getByText('第三章 SQL'));
    expect(onSelect).toHaveBeenLastCalledWith(11);
    fireEvent.click(screen.getByText('未分类'));
    expect(onSelect).toHaveBeenLastCalledWith(0);
    fireEvent.click(screen.getByText('全部题目'));
    expect(onSelect).toHaveBeenLastCalledWith(undefined);
  });

  it('creates a folder at the root and a sub-folder inside a folder', async () => {
    save.mockResolvedValue(ok({ folderId: 30, parentId: null, name: '第五章 规范化', count: 0 }));
    const { onChanged } = show();
    fireEvent.click(screen.getByRole('button', { name: /新建文件夹/ }));
    await nameIt(' 第五章 规范化 ');
    expect(save).toHaveBeenLastCalledWith({ courseId: 1, parentId: null, name: '第五章 规范化' });
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));

    await menu(11, '新建子文件夹');
    expect(await screen.findByText('在“第三章 SQL”中新建文件夹')).toBeTruthy();
    await nameIt('分组统计');
    expect(save).toHaveBeenLastCalledWith({ courseId: 1, parentId: 11, name: '分组统计' });
  });

  it('refuses an empty name before asking the server', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: /新建文件夹/ }));
    await nameIt('   ');
    expect(await screen.findByText('请输入文件夹名称')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('renames a folder where it is', async () => {
    save.mockResolvedValue(ok({ folderId: 12, parentId: 11, name: '单表查询与排序', count: 3 }));
    const { onChanged } = show();
    await menu(12, '重命名');
    expect((screen.getByTestId('folder-name-input') as HTMLInputElement).value).toBe('单表查询');
    await nameIt('单表查询与排序');
    expect(save).toHaveBeenCalledWith({ folderId: 12, courseId: 1, parentId: 11, name: '单表查询与排序' });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(await screen.findByText('文件夹已重命名')).toBeTruthy();
  });

  it('deletes an empty folder only after confirming', async () => {
    remove.mockResolvedValue(ok(null));
    const { onChanged } = show();
    await menu(14, '删除');
    expect(remove).not.toHaveBeenCalled();
    const dialog = await confirmDialog('删除文件夹“期末复习”？');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
    });
    expect(remove).toHaveBeenCalledWith(14);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it('cancelling the confirmation deletes nothing', async () => {
    show();
    await menu(14, '删除');
    const dialog = await confirmDialog('删除文件夹“期末复习”？');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /取\s*消|Cancel/ }));
    });
    expect(remove).not.toHaveBeenCalled();
  });

  it('a folder with questions or sub-folders cannot be deleted', async () => {
    show();
    const entry = await menu(11, '删除');
    expect(entry.getAttribute('aria-disabled')).toBe('true');
    expect(entry.textContent).toContain('需先清空');
    expect(screen.queryByText('删除文件夹“第三章 SQL”？')).toBeNull();
  });

  it('moves a folder under a new parent, never into its own branch', async () => {
    move.mockResolvedValue(ok({ folderId: 11, parentId: 10, name: '第三章 SQL', count: 0 }));
    show();
    await menu(11, '移动到…');
    const dialog = (await screen.findByText('移动文件夹“第三章 SQL”')).closest('.ant-modal') as HTMLElement;
    await act(async () => {
      fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    });
    const picker = document.querySelector('.ant-select-tree') as HTMLElement;
    const titles = [...picker.querySelectorAll('.ant-select-tree-title')].map((n) => n.textContent);
    expect(titles).toEqual(expect.arrayContaining(['题库根目录（未分类）', '第一章 绪论', '期末复习']));
    expect(titles).not.toContain('第三章 SQL');
    expect(titles).not.toContain('单表查询');
    await act(async () => {
      fireEvent.click(within(picker).getByText('第一章 绪论'));
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /移\s*动/ }));
    });
    expect(move).toHaveBeenCalledWith({ folderId: 11, parentId: 10 });
  });

  it('read-only, it offers choosing folders but no changes', () => {
    show({ editable: false });
    expect(screen.queryByRole('button', { name: /新建文件夹/ })).toBeNull();
    expect(screen.queryByTestId('folder-menu-11')).toBeNull();
    expect(screen.getByText('单表查询')).toBeTruthy();
  });
});
