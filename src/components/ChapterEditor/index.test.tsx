import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Chapter, ChapterNode } from '@contract/chapter';
import type { Course } from '@contract/course';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { deleteChapter, getChapter, queryChapterTree, saveChapter } from '@/services/htdz/chapter';
import { queryClasses, queryHiddenChapters, setChapterVisibility } from '@/services/htdz/clazz';
import { getCourse } from '@/services/htdz/course';
import ChapterEditor from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/chapter', () => ({
  queryChapterTree: jest.fn(),
  getChapter: jest.fn(),
  saveChapter: jest.fn(),
  deleteChapter: jest.fn(),
  moveChapter: jest.fn(),
  uploadResource: jest.fn(),
  addLink: jest.fn(),
  deleteResource: jest.fn(),
  fetchResource: jest.fn(),
}));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn(), uploadCover: jest.fn() }));
jest.mock('@/services/htdz/clazz', () => ({ queryClasses: jest.fn(), queryHiddenChapters: jest.fn(), setChapterVisibility: jest.fn() }));
jest.mock('@/components/RichText', () => {
  const standIns = jest.requireActual('../../../tests/unit/rich-text');
  return { __esModule: true, default: standIns.RichTextStandIn, RichTextView: standIns.RichTextViewStandIn };
});

const tree: ChapterNode[] = [
  { chapterId: 1, parentId: null, title: '第一章 绪论', serialNum: 1, children: [{ chapterId: 2, parentId: 1, title: '1.1 数据库系统概述', serialNum: 1 }] },
  { chapterId: 4, parentId: null, title: '第二章 关系数据库', serialNum: 2, children: [] },
];
const chapter = (chapterId: number): Chapter => ({
  chapterId,
  parentId: null,
  title: chapterId === 4 ? '第二章 关系数据库' : '第一章 绪论',
  serialNum: 1,
  courseId: 1,
  content: '<p>本章介绍数据库系统的基本概念。</p>',
  updatedAt: '2025-03-20T08:00:00.000Z',
  resources: [],
});
const course = (over: Partial<Course>): Course =>
  ({ courseId: 1, name: '数据库系统原理', status: 'confirmed', canEdit: true, isTemplate: false, ...over }) as Course;

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
  (queryChapterTree as jest.Mock).mockResolvedValue(ok(tree));
  (getChapter as jest.Mock).mockImplementation(async (id: number) => ok(chapter(id)));
  (queryClasses as jest.Mock).mockResolvedValue(ok({ list: [{ sclassId: 1, name: '2023级计算机科学1班', courseId: 1 }], total: 1 }));
  (queryHiddenChapters as jest.Mock).mockResolvedValue(ok([4]));
});

const open = async (over: Partial<Course>, chapterId = 0, clazzId = 0) => {
  (getCourse as jest.Mock).mockResolvedValue(ok(course(over)));
  renderAntd(<ChapterEditor area="teacher" courseId={1} clazzId={clazzId} chapterId={chapterId} bare />);
  await waitFor(() => expect(screen.getByTestId('chapter-tree')).toBeTruthy());
};

describe('the chapter editor follows the course lock', () => {
  it('the owner of a confirmed course edits: form, 保存, 添加章; address 0 becomes the first chapter', async () => {
    await open({});
    await waitFor(() => expect(screen.getByTestId('chapter-save')).toBeTruthy());
    expect(screen.queryByTestId('chapter-locked')).toBeNull();
    expect(screen.getByTestId('chapter-add')).toBeTruthy();
    expect(screen.getByTestId('chapter-upload')).toBeTruthy();
    expect(history.replace).toHaveBeenCalledWith('/edit/chapter/1/0/1');
  });

  it.each([
    [{ status: 'submitted' as const }, '课程正在审核中，章节暂不能修改'],
    [{ status: 'archived' as const }, '课程已归档，章节只读'],
    [{ canEdit: false }, '你不是这门课程的负责人，章节只读'],
  ])('%o shows the chapters read-only with the reason', async (over, reason) => {
    await open(over);
    await waitFor(() => expect(screen.getByTestId('chapter-content')).toBeTruthy());
    expect(screen.getByTestId('chapter-locked').textContent).toContain(reason);
    expect(screen.queryByTestId('chapter-save')).toBeNull();
    expect(screen.queryByTestId('chapter-add')).toBeNull();
    expect(screen.queryByTestId('chapter-upload')).toBeNull();
    expect(screen.queryByTestId('chapter-delete-1')).toBeNull();
  });

  it('a confirmed delete asks the server and shows the tree it answers, then the first chapter', async () => {
    (deleteChapter as jest.Mock).mockResolvedValue(ok([tree[1]]));
    await open({}, 1);
    await waitFor(() => expect(screen.getByTestId('chapter-save')).toBeTruthy());
    fireEvent.click(screen.getByTestId('chapter-delete-1'));
    await waitFor(() => expect(screen.getByText('它下面的 1 个小节及所有资源也会一并删除，且不能恢复。')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(deleteChapter).toHaveBeenCalledWith(1));
    await waitFor(() => expect(screen.queryByText('第一章 绪论')).toBeNull());
    await waitFor(() => expect(getChapter).toHaveBeenLastCalledWith(4));
    expect(saveChapter).not.toHaveBeenCalled();
  });
});

describe('switching chapters with unsaved edits', () => {
  it('says the edits stay as a draft, and the draft comes back with the chapter', async () => {
    await open({}, 1);
    await waitFor(() => expect(screen.getByDisplayValue('第一章 绪论')).toBeTruthy());
    fireEvent.change(screen.getByDisplayValue('第一章 绪论'), { target: { value: '第一章 绪论（修订）' } });
    await waitFor(() => expect(screen.getByText('有未保存的修改（草稿已自动保存在本机）')).toBeTruthy());
    fireEvent.click(screen.getByText('第二章 关系数据库'));
    await waitFor(() => expect(screen.getByText('“第一章 绪论”的修改尚未保存，已作为草稿留在本机，回到该章节即可继续编辑')).toBeTruthy());
    await waitFor(() => expect(screen.getByDisplayValue('第二章 关系数据库')).toBeTruthy());
    fireEvent.click(screen.getByText('第一章 绪论'));
    await waitFor(() => expect(screen.getByDisplayValue('第一章 绪论（修订）')).toBeTruthy());
    expect(saveChapter).not.toHaveBeenCalled();
  });

  it('switching without edits says nothing', async () => {
    await open({}, 1);
    await waitFor(() => expect(screen.getByDisplayValue('第一章 绪论')).toBeTruthy());
    fireEvent.click(screen.getByText('第二章 关系数据库'));
    await waitFor(() => expect(screen.getByDisplayValue('第二章 关系数据库')).toBeTruthy());
    expect(screen.queryByText(/已作为草稿留在本机/)).toBeNull();
  });
});

describe('a teacher hides chapters from a class', () => {
  it('without a class the tree has no eyes and asks for no hidden chapters', async () => {
    await open({});
    await waitFor(() => expect(queryClasses).toHaveBeenCalledWith({ courseId: 1, pageSize: 100 }));
    expect(screen.getByTestId('chapter-visibility-class')).toBeTruthy();
    expect(screen.queryByTestId('chapter-visibility-toggle-1')).toBeNull();
    expect(queryHiddenChapters).not.toHaveBeenCalled();
  });

  it('the class of the address shows an eye on each chapter (not on sections), hidden ones greyed with their sections', async () => {
    await open({}, 1, 1);
    await waitFor(() => expect(screen.getByTestId('chapter-visibility-toggle-4')).toBeTruthy());
    expect(queryHiddenChapters).toHaveBeenCalledWith(1);
    expect(screen.getByTestId('chapter-visibility-toggle-1')).toBeTruthy();
    expect(screen.queryByTestId('chapter-visibility-toggle-2')).toBeNull();
    expect(screen.getByTestId('chapter-node-4').getAttribute('data-hidden')).toBe('true');
    expect(screen.getByTestId('chapter-node-1').getAttribute('data-hidden')).toBeNull();
    expect(screen.getByTestId('chapter-visibility-toggle-4').getAttribute('aria-label')).toBe('对该班学生隐藏（点击显示）');
  });

  it('a click hides at once (no confirmation), says so, and greys the chapter and its sections', async () => {
    (setChapterVisibility as jest.Mock).mockResolvedValue(ok([1, 4]));
    await open({}, 1, 1);
    await waitFor(() => expect(screen.getByTestId('chapter-visibility-toggle-1')).toBeTruthy());
    fireEvent.click(screen.getByTestId('chapter-visibility-toggle-1'));
    await waitFor(() => expect(setChapterVisibility).toHaveBeenCalledWith({ sclassId: 1, chapterId: 1, visible: false }));
    await waitFor(() => expect(screen.getByText('已对 2023级计算机科学1班 隐藏“第一章 绪论”')).toBeTruthy());
    expect(screen.getByTestId('chapter-node-1').getAttribute('data-hidden')).toBe('true');
    expect(screen.getByTestId('chapter-node-2').getAttribute('data-hidden')).toBe('true');
    // the click on the eye does not open the chapter
    expect(history.replace).not.toHaveBeenCalledWith('/edit/chapter/1/1/4');
  });

  it('a hidden chapter is shown again with a click', async () => {
    (setChapterVisibility as jest.Mock).mockResolvedValue(ok([]));
    await open({}, 1, 1);
    await waitFor(() => expect(screen.getByTestId('chapter-visibility-toggle-4')).toBeTruthy());
    fireEvent.click(screen.getByTestId('chapter-visibility-toggle-4'));
    await waitFor(() => expect(setChapterVisibility).toHaveBeenCalledWith({ sclassId: 1, chapterId: 4, visible: true }));
    await waitFor(() => expect(screen.getByTestId('chapter-node-4').getAttribute('data-hidden')).toBeNull());
  });
});
