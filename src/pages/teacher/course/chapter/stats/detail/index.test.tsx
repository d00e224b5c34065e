import { screen, waitFor, within } from '@testing-library/react';
import type { ResourceStats } from '@contract/chapter-stats';
import type { ResourceProgress } from '@contract/study';
import { renderAntd } from '../../../../../../../tests/unit/render';
import { ok } from '../../../../../../../tests/unit/envelope';
import { getResourceStats } from '@/services/htdz/chapter-stats';
import ResourceStatsPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', chapterId: '2', clazzId: '1', serialNum: '1', resourcesId: '1' }),
}));
jest.mock('@/services/htdz/chapter-stats', () => ({ getResourceStats: jest.fn() }));

const progress = (over: Partial<ResourceProgress>): ResourceProgress => ({
  resourceId: 1,
  percent: 0,
  completed: false,
  position: 0,
  watchedSeconds: 0,
  duration: null,
  watched: [],
  openedAt: null,
  updatedAt: null,
  ...over,
});
const stats: ResourceStats = {
  chapter: { chapterId: 2, courseId: 1, title: '1.1 数据库系统概述', serialNum: 1 },
  clazz: { sclassId: 1, name: '2023级计算机科学1班' },
  resource: { resourceId: 1, kind: 'video', title: '讲解视频.mp4', taskPoint: true, startedCount: 1, completedCount: 0, averageProgress: 25 },
  students: [
    {
      userId: 4,
      code: 'student',
      name: '张同学',
      progress: progress({
        percent: 50,
        position: 300,
        watchedSeconds: 306,
        duration: 612,
        watched: [[0, 306]],
        openedAt: '2025-03-18T05:00:00.000Z',
        updatedAt: '2025-03-18T06:00:00.000Z',
      }),
    },
    { userId: 25, code: '2023010105', name: '周杰', progress: progress({}) },
  ],
};

it("a video shows each student's watched time against its length and the parts played", async () => {
  (getResourceStats as jest.Mock).mockResolvedValue(ok(stats));
  renderAntd(<ResourceStatsPage />);
  await waitFor(() => expect(screen.getByTestId('stats-student-4')).toBeTruthy());
  expect(getResourceStats).toHaveBeenCalledWith(1, 1);
  const table = screen.getByTestId('stats-students-table');
  expect(within(table).getByText('05:06 / 10:12')).toBeTruthy();
  expect(within(table).getByText('00:00 / —')).toBeTruthy();
  const bars = within(table).getAllByTestId('stats-watched-bar');
  expect(bars).toHaveLength(2);
  expect((bars[0].firstElementChild as HTMLElement).style.width).toBe('50%');
  expect(bars[1].childElementCount).toBe(0);
  expect(screen.getByText('讲解视频.mp4')).toBeTruthy();
  expect(screen.getByTestId('stats-export')).toBeTruthy();
});
