import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentStat } from '@contract/stats';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { ok } from '../../../../../tests/unit/envelope';
import { getMyStat } from '@/services/htdz/stats';
import MyStatsPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', clazzId: '2' }),
}));
jest.mock('@/services/htdz/stats', () => ({ getMyStat: jest.fn() }));

const figures = {
  itemCount: 2,
  doneCount: 1,
  progress: 50,
  completed: false,
  lastStudiedAt: '2025-03-18T08:00:00.000Z',
};

const STAT: StudentStat = {
  clazz: {
    sclassId: 2,
    name: '2023级计算机科学1班',
    courseId: 1,
    courseName: '数据库系统原理',
    ownerName: '李老师',
    startDate: null,
    endDate: null,
    teacherCount: 1,
    studentCount: 30,
  },
  student: { userId: 4, code: 'student', name: '张同学' },
  progress: 45,
  chapters: [
    {
      chapterId: 1,
      parentId: null,
      serialNum: 1,
      title: '第一章 绪论',
      ...figures,
    },
    {
      chapterId: 2,
      parentId: 1,
      serialNum: 1,
      title: '1.1 数据库系统概述',
      ...figures,
      doneCount: 2,
      progress: 100,
      completed: true,
    },
  ],
  homeworkDone: 2,
  homeworkAverage: 75,
  mastery: 40,
  homeworks: [
    {
      homeworkId: 11,
      name: '第一章 关系模型练习',
      endAt: '2025-03-10T15:59:00.000Z',
      status: 'reviewed',
      score: 7.5,
      total: 10,
      submittedAt: '2025-03-09T08:00:00.000Z',
      late: false,
    },
    {
      homeworkId: 12,
      name: '第二章 关系代数小测',
      endAt: '2025-03-17T15:59:00.000Z',
      status: 'submitted',
      score: null,
      total: 20,
      submittedAt: '2025-03-16T08:00:00.000Z',
      late: true,
    },
    {
      homeworkId: 13,
      name: '第三章 SQL 查询作业',
      endAt: '2099-03-24T15:59:00.000Z',
      status: 'answering',
      score: null,
      total: 10,
      submittedAt: null,
      late: false,
    },
  ],
  knowledge: [
    {
      knowId: 101,
      name: '关系模型',
      exerciseCount: 5,
      correctCount: 4,
      mastery: 80,
    },
    {
      knowId: 102,
      name: '关系代数',
      exerciseCount: 5,
      correctCount: 0,
      mastery: 0,
    },
  ],
  exams: [
    {
      examClassId: 41,
      name: '第一、二章 小测',
      startAt: '2025-03-20T01:00:00.000Z',
      endAt: '2025-03-20T02:00:00.000Z',
      state: 'reviewed',
      score: 18,
      total: 20,
      submittedAt: '2025-03-20T01:40:00.000Z',
    },
    {
      examClassId: 42,
      name: '期中考试',
      startAt: '2025-04-20T01:00:00.000Z',
      endAt: '2025-04-20T03:00:00.000Z',
      state: 'submitted',
      score: null,
      total: 100,
      submittedAt: '2025-04-20T02:30:00.000Z',
    },
    {
      examClassId: 43,
      name: '期末考试',
      startAt: '2099-06-30T01:00:00.000Z',
      endAt: '2099-06-30T03:00:00.000Z',
      state: 'upcoming',
      score: null,
      total: 100,
      submittedAt: null,
    },
  ],
};

const open = async (stat: StudentStat = STAT) => {
  (getMyStat as jest.Mock).mockResolvedValue(ok(stat));
  renderAntd(<MyStatsPage />);
  await waitFor(() => expect(screen.getByTestId('my-stats-figures')).toBeTruthy());
};
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => jest.clearAllMocks());

describe('my statistics', () => {
  it('shows my progress, homework done of all, my average and my mastery, in my course and class', async () => {
    await open();
    expect(getMyStat).toHaveBeenCalledWith(1, 2);
    expect(screen.getByText('数据库系统原理 · 2023级计算机科学1班')).toBeTruthy();
    expect(screen.getByTestId('my-stats-progress').textContent).toContain('45%');
    expect(screen.getByTestId('my-stats-homework').textContent).toContain('2/ 3');
    expect(screen.getByTestId('my-stats-average').textContent).toContain('75%');
    expect(screen.getByTestId('my-stats-mastery').textContent).toContain('40%');
  });

  it('charts only the released scores, and mastery per point', async () => {
    await open();
    const scores = screen.getByTestId('my-stats-chart-scores');
    expect(scores.textContent).toContain('75%');
    expect(scores.textContent).not.toContain('关系代数小测');
    const mastery = screen.getByTestId('my-stats-chart-mastery');
    expect(mastery.textContent).toContain('关系模型');
    expect(mastery.textContent).toContain('80%');
  });

  it('lists my chapters with their progress, and my homework with its status and score, 未公布 before release', async () => {
    await open();
    const chapters = screen.getByTestId('my-stats-chapters');
    expect(within(chapters).getByText('第一章 绪论')).toBeTruthy();
    expect(within(rowOf('1.1 数据库系统概述')).getByText('已完成')).toBeTruthy();
    expect(screen.getByTestId('my-stats-hw-score-11').textContent).toBe('7.5 / 10');
    expect(screen.getByTestId('my-stats-hw-score-12').textContent).toBe('未公布');
    expect(screen.getByTestId('my-stats-hw-status-12').textContent).toBe('已提交迟交');
    expect(screen.getByTestId('my-stats-hw-score-13').textContent).toBe('—');
  });

  it('lists my exams with their state and score, 未公布 while handed in but not released', async () => {
    await open();
    const exams = screen.getByTestId('my-stats-exams');
    const cells = within(exams)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells.map(([name, , , state, score]) => [name, state, score])).toEqual([
      ['第一、二章 小测', '已批阅', '18 / 20'],
      ['期中考试', '已交卷', '未公布'],
      ['期末考试', '未开始', '—'],
    ]);
  });

  it('nothing released yet: the score chart says so', async () => {
    await open({
      ...STAT,
      homeworks: STAT.homeworks.map((h) => ({ ...h, score: null })),
      homeworkAverage: null,
    });
    expect(screen.getByTestId('my-stats-average').textContent).toContain('暂无');
    expect(screen.getAllByText('还没有公布成绩的作业').length).toBeGreaterThan(0);
  });

  it('leads to the other study pages, but not to itself', async () => {
    await open();
    expect(screen.queryByTestId('study-nav-stats')).toBeNull();
    fireEvent.click(screen.getByTestId('study-nav-task'));
    expect(history.push).toHaveBeenLastCalledWith('/stu/course/task/1/2');
  });

  it('a class I am not in says so', async () => {
    (getMyStat as jest.Mock).mockRejectedValue(new Error('你不在这个班级中，不能查看它的课程'));
    renderAntd(<MyStatsPage />);
    await waitFor(() => expect(screen.getByTestId('my-stats-failed')).toBeTruthy());
    expect(screen.getByText('课程不存在，或你不在这个班级中')).toBeTruthy();
  });
});
