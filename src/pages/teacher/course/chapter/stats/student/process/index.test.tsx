import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { StudentProcess } from '@contract/chapter-stats';
import { renderAntd } from '../../../../../../../../tests/unit/render';
import { history } from '../../../../../../../../tests/unit/umi-max';
import { ok } from '../../../../../../../../tests/unit/envelope';
import { getStudentProcess } from '@/services/htdz/chapter-stats';
import StudentProcessPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', chapterId: '2', clazzId: '1', serialNum: '1', userId: '4' }),
}));
jest.mock('@/services/htdz/chapter-stats', () => ({ getStudentProcess: jest.fn() }));

const chapter = (chapterId: number, parentId: number | null, serialNum: number, title: string, progress: number) => ({
  chapterId,
  parentId,
  serialNum,
  title,
  itemCount: 2,
  doneCount: progress === 100 ? 2 : 0,
  progress,
  completed: progress === 100,
  lastStudiedAt: progress ? '2025-03-18T05:00:00.000Z' : null,
});
const process: StudentProcess = {
  student: { userId: 4, code: 'student', name: '张同学' },
  clazz: { sclassId: 1, name: '2023级计算机科学1班' },
  chapter: { chapterId: 2, courseId: 1, title: '1.1 数据库系统概述', serialNum: 1 },
  contentItem: true,
  contentReadAt: '2025-03-18T05:00:00.000Z',
  resources: [
    {
      resourceId: 1,
      kind: 'video',
      title: '讲解视频.mp4',
      progress: {
        resourceId: 1,
        percent: 95,
        completed: true,
        position: 600,
        watchedSeconds: 580,
        duration: 612,
        watched: [
          [0, 300],
          [332, 612],
        ],
        openedAt: '2025-03-18T04:00:00.000Z',
        updatedAt: '2025-03-18T05:00:00.000Z',
      },
    },
    {
      resourceId: 2,
      kind: 'pdf',
      title: '课件.pdf',
      progress: { resourceId: 2, percent: 0, completed: false, position: 0, watchedSeconds: 0, duration: null, watched: [], openedAt: null, updatedAt: null },
    },
  ],
  chapters: [chapter(4, null, 2, '第二章 关系数据库', 0), chapter(2, 1, 1, '1.1 数据库系统概述', 100), chapter(1, null, 1, '第一章 绪论', 100)],
  courseProgress: 67,
};

it('shows the student, this chapter item by item and every chapter, another chapter one click away', async () => {
  (getStudentProcess as jest.Mock).mockResolvedValue(ok(process));
  renderAntd(<StudentProcessPage />);
  await waitFor(() => expect(screen.getByTestId('stats-process-items')).toBeTruthy());
  expect(getStudentProcess).toHaveBeenCalledWith(2, 1, 4);
  expect(within(screen.getByTestId('stats-process-text')).getByText(`已阅读（${dayjs('2025-03-18T05:00:00.000Z').format('YYYY-MM-DD HH:mm')}）`)).toBeTruthy();
  const video = screen.getByTestId('stats-process-resource-1');
  expect(within(video).getByText('已看 09:40 / 10:12，停在 10:00')).toBeTruthy();
  expect(within(video).getByTestId('stats-watched-bar').childElementCount).toBe(2);
  expect(within(screen.getByTestId('stats-process-resource-2')).getByText('未打开')).toBeTruthy();
  expect(
    within(screen.getByTestId('stats-process-chapters'))
      .getAllByRole('row')
      .map((r) => r.textContent?.slice(0, 6)),
  ).toEqual([expect.any(String), '第一章 绪论', '1.1 数据', '第二章 关系']);
  fireEvent.click(screen.getByTestId('stats-process-chapter-4'));
  expect(history.push).toHaveBeenCalledWith('/teacher/course/chapter/statis/student/process/1/4/1/2/4');
});
