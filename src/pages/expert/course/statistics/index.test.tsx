import { screen, waitFor, within } from '@testing-library/react';
import type { CourseStats } from '@contract/chapter-stats';
import { renderAntd } from '../../../../../tests/unit/render';
import { ok } from '../../../../../tests/unit/envelope';
import { getCourseStats } from '@/services/htdz/chapter-stats';
import CourseStatsPage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../../tests/unit/umi-max'), useParams: () => ({ courseId: '11' }) }));
jest.mock('@/services/htdz/chapter-stats', () => ({ getCourseStats: jest.fn() }));

const stats: CourseStats = {
  courseId: 11,
  name: '数据库系统原理（标准模板）',
  isTemplate: true,
  chapterCount: 9,
  resourceCount: 5,
  knowledgeCount: 12,
  sceneCount: 2,
  courses: [
    { courseId: 11, name: '数据库系统原理（标准模板）', ownerName: '王专家', status: 'confirmed', classCount: 0, studentCount: 0, averageProgress: 0 },
    { courseId: 1, name: '数据库系统原理', ownerName: '李老师', status: 'confirmed', classCount: 2, studentCount: 10, averageProgress: 42 },
  ],
  classCount: 2,
  studentCount: 10,
  averageProgress: 42,
};

it('an expert sees what the template holds and the courses made from it', async () => {
  (getCourseStats as jest.Mock).mockResolvedValue(ok(stats));
  renderAntd(<CourseStatsPage />);
  await waitFor(() => expect(screen.getByTestId('course-stats')).toBeTruthy());
  expect(getCourseStats).toHaveBeenCalledWith(11);
  const page = screen.getByTestId('course-stats');
  expect(within(page).getByText('知识点')).toBeTruthy();
  expect(within(page).getByText('由模板创建的课程')).toBeTruthy();
  const table = screen.getByTestId('course-stats-courses');
  expect(within(table).getByText('李老师')).toBeTruthy();
  expect(within(table).getByText('模板')).toBeTruthy();
  expect(screen.getByTestId('stats-export')).toBeTruthy();
});
