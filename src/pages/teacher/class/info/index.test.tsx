import { fireEvent, screen, within } from '@testing-library/react';
import type { ClassSummary } from '@contract/clazz';
import type { HomeworkSummary } from '@contract/homework';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { getClass } from '@/services/htdz/clazz';
import { queryHomeworks } from '@/services/htdz/homework';
import { getClassStat } from '@/services/htdz/stats';
import { CLASS_STAT } from '../../../../../tests/unit/fixtures/class-stat';
import { ok } from '../../../../../tests/unit/envelope';
import ClassInfoPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../tests/unit/umi-max'),
  useParams: () => ({ sclassId: '1' }),
  Link: ({ to, children }: { to: string; children: React.ReactNode }) =>
    jest.requireActual<typeof import('react')>('react').createElement('a', { href: to }, children),
}));
jest.mock('@/services/htdz/stats', () => ({ getClassStat: jest.fn() }));
jest.mock('@/services/htdz/clazz', () => ({ getClass: jest.fn() }));
jest.mock('@/services/htdz/homework', () => ({ queryHomeworks: jest.fn() }));

const summary = (over: Partial<ClassSummary> = {}): ClassSummary => ({
  sclassId: 1,
  name: '2023级计算机科学1班',
  courseId: 3,
  courseName: '数据库系统原理',
  ownerId: 3,
  ownerName: '李老师',
  startDate: '2025-02-24',
  endDate: null,
  description: null,
  openToStudents: true,
  studentCount: 3,
  canEdit: true,
  canManageTeachers: true,
  canDelete: true,
  ...over,
});

const homework = (homeworkId: number, name: string, over: Partial<HomeworkSummary> = {}): HomeworkSummary => ({
  homeworkId,
  taskId: 1,
  courseId: 3,
  classId: 1,
  className: '2023级计算机科学1班',
  name,
  questionCount: 2,
  totalScore: 10,
  startAt: '2025-03-01T00:00:00.000Z',
  endAt: '2025-03-08T15:59:00.000Z',
  latePolicy: 'refuse',
  lateUntil: null,
  latePenalty: 0,
  showScore: 'submit',
  showAnswer: 'end',
  duplicateCheck: true,
  duplicateCheckedAt: null,
  allowResubmit: false,
  publishedAt: '2025-03-01T00:00:00.000Z',
  targeted: false,
  studentCount: 3,
  submittedCount: 2,
  reviewedCount: 1,
  pendingCount: 0,
  averageScore: 8,
  ...over,
});

beforeEach(() => {
  jest.clearAllMocks();
  (getClassStat as jest.Mock).mockResolvedValue(ok(CLASS_STAT));
  (getClass as jest.Mock).mockResolvedValue(ok(summary()));
  (queryHomeworks as jest.Mock).mockResolvedValue(
    ok([homework(7, '作业一'), homework(8, '作业二', { submittedCount: 0, reviewedCount: 0, averageScore: null })]),
  );
});

describe('the info tab of a class', () => {
  it('shows the class’s facts and its figures at a glance', async () => {
    renderAntd(<ClassInfoPage />);
    const info = await screen.findByTestId('class-info');
    expect(getClass).toHaveBeenCalledWith(1);
    expect(info.textContent).toContain('李老师');
    expect(info.textContent).toContain('2025-02-24');
    expect((await screen.findByTestId('stats-figures')).textContent).toContain('56.7');
  });

  it('offers to edit the class and to open the course’s homework', async () => {
    renderAntd(<ClassInfoPage />);
    fireEvent.click(await screen.findByRole('button', { name: /编辑班级/ }));
    expect(history.push).toHaveBeenCalledWith('/sclass/edit/1');
    fireEvent.click(screen.getByRole('button', { name: /课程作业/ }));
    expect(history.push).toHaveBeenCalledWith('/teacher/course/task/3');
  });

  it('hides editing from a user who may not change the class', async () => {
    (getClass as jest.Mock).mockResolvedValue(ok(summary({ canEdit: false })));
    renderAntd(<ClassInfoPage />);
    await screen.findByTestId('class-info');
    expect(screen.queryByRole('button', { name: /编辑班级/ })).toBeNull();
  });

  it('lists the class’s homework, each opening its review', async () => {
    renderAntd(<ClassInfoPage />);
    const link = await screen.findByTestId('class-homework-8');
    expect(queryHomeworks).toHaveBeenCalledWith({ classId: 1 });
    const table = screen.getByTestId('class-homeworks');
    expect(within(table).getByText('8 / 10')).toBeTruthy();
    expect(within(table).getByText('暂无 / 10')).toBeTruthy();
    expect(within(table).getByText('0 / 3')).toBeTruthy();
    fireEvent.click(link);
    expect(history.push).toHaveBeenCalledWith('/teacher/course/task/review/courseId/classId/homeworkId/3/1/8');
  });

  it('says so when no homework was published to the class', async () => {
    (queryHomeworks as jest.Mock).mockResolvedValue(ok([]));
    renderAntd(<ClassInfoPage />);
    expect(await screen.findByText('本班还没有发布作业')).toBeTruthy();
  });
});
