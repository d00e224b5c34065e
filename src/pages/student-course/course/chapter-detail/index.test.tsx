import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChapterProgress, StudyChapter, StudyChapterNode, StudyCourseInfo } from '@contract/study';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { ok } from '../../../../../tests/unit/envelope';
import { getStudyChapter, getStudyCourseInfo, markOpened, queryStudyChapters } from '@/services/htdz/study';
import StudyChapterPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', clazzId: '1', chapterId: '2' }),
}));
jest.mock('@/services/htdz/study', () => ({ getStudyChapter: jest.fn(), getStudyCourseInfo: jest.fn(), markOpened: jest.fn(), queryStudyChapters: jest.fn() }));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../../tests/unit/rich-text').RichTextViewStandIn }));
jest.mock('@/components/StudyVideo', () => ({ __esModule: true, default: () => <div data-testid="study-video" /> }));

const figures = { itemCount: 2, doneCount: 0, progress: 0, completed: false, lastStudiedAt: null };
const node = (chapterId: number, parentId: number | null, title: string, more: Partial<ChapterProgress> = {}): ChapterProgress => ({
  chapterId,
  parentId,
  title,
  serialNum: 1,
  ...figures,
  ...more,
});
const tree: StudyChapterNode[] = [
  { ...node(1, null, '第一章 绪论', { itemCount: 1, doneCount: 1, progress: 100, completed: true }), children: [node(2, 1, '1.1 数据库系统概述')] },
  { ...node(4, null, '第二章 关系数据库'), children: [] },
];
const chapter: StudyChapter = {
  ...node(2, 1, '1.1 数据库系统概述'),
  courseId: 1,
  content: '<p>数据库是长期储存在计算机内的数据集合。</p>',
  contentRead: false,
  prevChapterId: 1,
  nextChapterId: 4,
  resources: [
    {
      resourceId: 3,
      chapterId: 2,
      kind: 'link',
      title: 'PostgreSQL 中文文档',
      url: 'http://www.postgres.cn/docs/current/',
      size: null,
      serialNum: 1,
      libraryResourceId: null,
      taskPoint: true,
      allowSeek: true,
      conversion: null,
      pdfUrl: null,
      progress: { resourceId: 3, percent: 0, completed: false, position: 0, watchedSeconds: 0, duration: null, watched: [], openedAt: null, updatedAt: null },
    },
  ],
};
const course: StudyCourseInfo = {
  clazzId: 1,
  clazzName: '2023级计算机科学1班',
  courseId: 1,
  courseName: '数据库系统原理',
  cover: null,
  description: null,
  teacherName: '李老师',
  startDate: '2025-02-24',
  endDate: '2025-07-04',
  chapterCount: 3,
  completedChapters: 1,
  progress: 30,
  lastStudiedAt: null,
};

const opened = markOpened as jest.MockedFunction<typeof markOpened>;

beforeAll(() => {
  // jsdom does not scroll
  window.scrollTo = jest.fn();
});

beforeEach(() => {
  jest.clearAllMocks();
  (queryStudyChapters as jest.Mock).mockResolvedValue(ok(tree));
  (getStudyChapter as jest.Mock).mockResolvedValue(ok(chapter));
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(ok(course));
  opened.mockImplementation(async ({ resourceId }) =>
    ok(node(2, 1, '1.1 数据库系统概述', resourceId === null ? { doneCount: 1, progress: 50 } : { doneCount: 2, progress: 100, completed: true })),
  );
});

const mark = (chapterId: number) => within(screen.getByTestId(`study-chapter-node-${chapterId}`)).getByTestId('study-mark');

describe('a student studying a chapter', () => {
  it('reads the chapter, which records its text as read and moves the marks', async () => {
    renderAntd(<StudyChapterPage />);
    await waitFor(() => expect(screen.getByTestId('chapter-title').textContent).toBe('1.1 数据库系统概述'));
    expect(screen.getByTestId('chapter-content').textContent).toContain('长期储存');
    await waitFor(() => expect(opened).toHaveBeenCalledWith({ clazzId: 1, chapterId: 2, resourceId: null }));
    await waitFor(() => expect(mark(2).getAttribute('data-status')).toBe('doing'));
    expect(mark(1).getAttribute('data-status')).toBe('done');
    expect(mark(4).getAttribute('data-status')).toBe('todo');
    expect(screen.getByTestId('study-chapter-progress').textContent).toContain('已完成 1/2 项');
  });

  it('goes to the previous and next chapter the server names', async () => {
    renderAntd(<StudyChapterPage />);
    await waitFor(() => expect(screen.getByTestId('chapter-next').textContent).toContain('下一章：第二章 关系数据库'));
    fireEvent.click(screen.getByTestId('chapter-next'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/chapter/detail/1/1/4');
    fireEvent.click(screen.getByTestId('chapter-prev'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/chapter/detail/1/1/1');
  });

  it('follows a link in a new tab, which records it as opened', async () => {
    renderAntd(<StudyChapterPage />);
    const link = (await screen.findByTestId('study-link')) as HTMLAnchorElement;
    expect(link.target).toBe('_blank');
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    fireEvent.click(link);
    await waitFor(() => expect(opened).toHaveBeenLastCalledWith({ clazzId: 1, chapterId: 2, resourceId: 3 }));
    await waitFor(() => expect(screen.getByTestId('study-resource-done').textContent).toBe('已查看'));
    await waitFor(() => expect(mark(2).getAttribute('data-status')).toBe('done'));
  });
});
