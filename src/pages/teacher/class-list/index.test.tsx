import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ClassSummary } from '@contract/clazz';
import { renderAntd } from '../../../../tests/unit/render';
import { ok } from '../../../../tests/unit/envelope';
import { queryClasses } from '@/services/htdz/clazz';
import { queryCourses } from '@/services/htdz/course';
import ClassListPage from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/clazz', () => ({ queryClasses: jest.fn() }));
jest.mock('@/services/htdz/course', () => ({ queryCourses: jest.fn() }));

const query = queryClasses as jest.MockedFunction<typeof queryClasses>;
const courses = queryCourses as jest.MockedFunction<typeof queryCourses>;

const clazz = (over: Partial<ClassSummary>): ClassSummary => ({
  sclassId: 1,
  name: '2026级春季班',
  courseId: 1,
  courseName: '数据库系统原理',
  ownerId: 3,
  ownerName: '李老师',
  startDate: '2026-02-24',
  endDate: '2026-07-04',
  description: null,
  openToStudents: true,
  studentCount: 40,
  canEdit: true,
  canManageTeachers: true,
  canDelete: true,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  courses.mockResolvedValue(ok({ list: [], total: 0 }));
});

it('opens on 进行中, asks again for 已结束 and 全部, and marks a class closed to its students', async () => {
  query.mockResolvedValue(ok({ list: [clazz({}), clazz({ sclassId: 2, name: '关掉的班', openToStudents: false })], total: 2 }));
  renderAntd(<ClassListPage />);
  await waitFor(() => expect(query).toHaveBeenCalledWith(expect.objectContaining({ state: 'current' })));
  expect(await screen.findByText('关掉的班')).toBeTruthy();
  expect(screen.getByTestId('class-closed-2').textContent).toBe('已关闭');
  expect(screen.queryByTestId('class-closed-1')).toBeNull();

  query.mockResolvedValue(ok({ list: [], total: 0 }));
  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name: '已结束' }));
  });
  await waitFor(() => expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ state: 'ended' })));
  expect(await screen.findByText('没有已结束的班级')).toBeTruthy();

  await act(async () => {
    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
  });
  await waitFor(() => expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ state: undefined })));
});
