import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Chapter, ChapterNode } from '../../../../contract/chapter';
import type { Course } from '../../../../contract/course';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { deleteChapter, getChapter, queryChapterTree, saveChapter } from '@/services/htdz/chapter';
import { getCourse } from '@/services/htdz/course';
import ChapterEditor from './ChapterEditor';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));
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
jest.mock('@/components/RichText', () => {
  const standIns = jest.requireActual('../../../../tests/unit/rich-text');
  return { __esModule: true, default: standIns.RichTextStandIn, RichTextView: standIns.RichTextViewStandIn };
});

const ok = <T,>(obj: T) => ({ code: 200, success: true, message: '操作成功', obj });
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
});

const open = async (over: Partial<Course>, chapterId = 0) => {
  (getCourse as jest.Mock).mockResolvedValue(ok(course(over)));
  renderAntd(<ChapterEditor area="teacher" courseId={1} clazzId={0} chapterId={chapterId} bare />);
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
