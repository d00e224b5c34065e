import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChapterStats, ChapterStatsRow } from '@contract/chapter-stats';
import { renderAntd } from '../../../../../../../tests/unit/render';
import { history } from '../../../../../../../tests/unit/umi-max';
import { ok } from '../../../../../../../tests/unit/envelope';
import { getChapterStats, queryClassChapterStats } from '@/services/htdz/chapter-stats';
import { queryClasses } from '@/services/htdz/clazz';
import ChapterStatsPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', chapterId: '2', clazzId: '1', serialNum: '1' }),
}));
jest.mock('@/services/htdz/chapter-stats', () => ({ queryClassChapterStats: jest.fn(), getChapterStats: jest.fn() }));
jest.mock('@/services/htdz/clazz', () => ({ queryClasses: jest.fn() }));

const row = (chapterId: number, parentId: number | null, serialNum: number, title: string, over: Partial<ChapterStatsRow> = {}): ChapterStatsRow => ({
  chapterId,
  parentId,
  serialNum,
  title,
  hidden: false,
  itemCount: 1,
  studentCount: 3,
  startedCount: 2,
  completedCount: 1,
  averageProgress: 50,
  ...over,
});
const stats: ChapterStats = {
  chapter: { chapterId: 2, courseId: 1, title: '1.1 数据库系统概述', serialNum: 1 },
  clazz: { sclassId: 1, name: '2023级计算机科学1班' },
  contentItem: true,
  contentReadCount: 2,
  resources: [{ resourceId: 1, kind: 'video', title: '讲解视频.mp4', taskPoint: true, startedCount: 2, completedCount: 1, averageProgress: 60 }],
  students: [
    { userId: 4, code: 'student', name: '张同学', progress: 100, completed: true, doneCount: 2, itemCount: 2, lastStudiedAt: '2025-03-18T05:00:00.000Z' },
    { userId: 21, code: '2023010101', name: '王小明', progress: 40, completed: false, doneCount: 1, itemCount: 2, lastStudiedAt: '2025-03-17T05:00:00.000Z' },
    { userId: 25, code: '2023010105', name: '周杰', progress: 0, completed: false, doneCount: 0, itemCount: 2, lastStudiedAt: null },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  (queryClasses as jest.Mock).mockResolvedValue(
    ok({
      list: [
        { sclassId: 1, name: '2023级计算机科学1班', courseId: 1, courseName: '数据库系统原理', studentCount: 3 },
        { sclassId: 2, name: '2023级计算机科学2班', courseId: 1, courseName: '数据库系统原理', studentCount: 3 },
      ],
      total: 2,
    }),
  );
  (queryClassChapterStats as jest.Mock).mockResolvedValue(
    ok([row(9, null, 4, '第四章 数据库安全性', { hidden: true }), row(2, 1, 1, '1.1 数据库系统概述'), row(1, null, 1, '第一章 绪论', { completedCount: 3 })]),
  );
  (getChapterStats as jest.Mock).mockResolvedValue(ok(stats));
});

describe('the statistics of a chapter for a class', () => {
  it('lists every chapter in reading order with its figures, hidden ones marked', async () => {
    renderAntd(<ChapterStatsPage />);
    await waitFor(() => expect(screen.getByTestId('stats-chapter-9')).toBeTruthy());
    expect(queryClassChapterStats).toHaveBeenCalledWith(1, 1);
    const tree = screen.getByTestId('stats-chapter-tree');
    expect(
      within(tree)
        .getAllByRole('option')
        .map((o) => o.getAttribute('data-testid')),
    ).toEqual(['stats-chapter-1', 'stats-chapter-2', 'stats-chapter-9']);
    expect(within(screen.getByTestId('stats-chapter-9')).getByText('对本班隐藏')).toBeTruthy();
    expect(within(screen.getByTestId('stats-chapter-1')).getByText('已完成 3/3 人')).toBeTruthy();
    expect(screen.getByTestId('stats-chapter-2').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByTestId('stats-chapter-9'));
    expect(history.push).toHaveBeenCalledWith('/teacher/course/chapter/statis/list/1/9/1/4');
  });

  it('shows the text and each resource, a resource opening its detail', async () => {
    renderAntd(<ChapterStatsPage />);
    await waitFor(() => expect(screen.getByTestId('stats-resource-1')).toBeTruthy());
    const items = screen.getByTestId('stats-resources-table');
    expect(within(items).getByText('章节正文')).toBeTruthy();
    expect(within(items).getByText('已阅读 2 人')).toBeTruthy();
    fireEvent.click(screen.getByTestId('stats-resource-1'));
    expect(history.push).toHaveBeenCalledWith('/teacher/course/chapter/statis/detail/1/2/1/1/1');
  });

  it('lists the students, searchable by code or name, each opening their study process', async () => {
    renderAntd(<ChapterStatsPage />);
    await waitFor(() => expect(screen.getByTestId('stats-student-4')).toBeTruthy());
    const table = screen.getByTestId('stats-students-table');
    expect(within(table).getByText('2 / 2')).toBeTruthy();
    expect(within(table).getByText('未开始')).toBeTruthy();
    const search = within(table).getByPlaceholderText('搜索学号或姓名');
    fireEvent.change(search, { target: { value: '0101' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTestId('stats-student-4')).toBeNull());
    expect(screen.getByTestId('stats-student-21')).toBeTruthy();
    fireEvent.click(screen.getByTestId('stats-student-21'));
    expect(history.push).toHaveBeenCalledWith('/teacher/course/chapter/statis/student/process/1/2/1/1/21');
  });

  it('names the course and class in the header and offers the export', async () => {
    renderAntd(<ChapterStatsPage />);
    await waitFor(() => expect(screen.getByText('数据库系统原理')).toBeTruthy());
    expect(screen.getByTestId('stats-class-select')).toBeTruthy();
    expect(screen.getByTestId('stats-export').textContent).toContain('导出 Excel');
  });
});
