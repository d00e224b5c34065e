import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { saveBlob } from '@/components/SaveBlob';
import { BizError } from '@/requestErrorConfig';
import { exportClassStat, getClassStat } from '@/services/htdz/stats';
import { CLASS_STAT } from '../../../../../tests/unit/fixtures/class-stat';
import { ok } from '../../../../../tests/unit/envelope';
import ClassStatsPage from './index';

const mockParams = { sclassId: '1' };
jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../../tests/unit/umi-max'), useParams: () => mockParams }));
jest.mock('@/services/htdz/stats', () => ({ getClassStat: jest.fn(), exportClassStat: jest.fn() }));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));

const load = getClassStat as jest.Mock;
const local = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

beforeEach(() => {
  jest.clearAllMocks();
  mockParams.sclassId = '1';
  load.mockResolvedValue(ok(CLASS_STAT));
});

describe('the statistics tab of a class', () => {
  it('heads the page with the class, its course, dates, teachers and students', async () => {
    renderAntd(<ClassStatsPage />);
    const head = await screen.findByTestId('class-head');
    expect(load).toHaveBeenCalledWith(1);
    expect(screen.getAllByText('2023级计算机科学1班').length).toBeGreaterThan(0);
    expect(head.textContent).toContain('数据库系统原理');
    expect(head.textContent).toContain('2025-02-24 ~ 不限');
    expect(head.textContent).toContain('任课教师：2 人');
    expect(head.textContent).toContain('学生：3 人');
  });

  it('opens the other tabs at their own addresses', async () => {
    renderAntd(<ClassStatsPage />);
    await screen.findByTestId('class-head');
    expect(screen.getByRole('tab', { name: '统计' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '学生' }));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/class/1/student');
    fireEvent.click(screen.getByRole('tab', { name: '考试' }));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/class/1/exam');
    fireEvent.click(screen.getByRole('tab', { name: '班级信息' }));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/class/1/info');
  });

  it('draws the score distribution, each homework average as a share of its total, and the mastery of each point', async () => {
    renderAntd(<ClassStatsPage />);
    expect(await screen.findByRole('img', { name: /^成绩分布（按作业平均得分率）：0–59 1 人，60–69 0 人，70–79 1 人，80–89 0 人，90–100 1 人$/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: '各次作业平均得分率：作业一 80%，作业二 0%' })).toBeTruthy();
    const meters = within(screen.getByTestId('stats-chart-knowledge')).getAllByRole('meter');
    expect(meters.map((m) => `${m.getAttribute('aria-label')} ${m.getAttribute('aria-valuenow')}`)).toEqual(['关系模型 50', 'SQL 查询 67']);
  });

  it('shows the figures at a glance and each homework with its scores', async () => {
    renderAntd(<ClassStatsPage />);
    const figures = await screen.findByTestId('stats-figures');
    expect(figures.textContent).toContain('56.7');
    expect(figures.textContent).toContain('33');
    const rows = within(screen.getByTestId('stats-homework-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['作业一', local('2025-03-08T15:59:00.000Z'), '2 / 3', '8', '10', '6', '10'],
      ['作业二', local('2025-03-15T15:59:00.000Z'), '0 / 3', '暂无', '暂无', '暂无', '20'],
    ]);
  });

  it('exports the class sheet from the server and saves it under the class name', async () => {
    const blob = new Blob(['x']);
    (exportClassStat as jest.Mock).mockResolvedValue(blob);
    renderAntd(<ClassStatsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, '班级统计-2023级计算机科学1班.xlsx'));
    expect(exportClassStat).toHaveBeenCalledWith(1);
  });

  it('shows the server’s refusal for a class of someone else, with the way back to the class list', async () => {
    load.mockRejectedValue(new BizError({ errorMessage: '只有本班的任课教师可以查看和管理这个班级', errorCode: 'FORBIDDEN', showType: 2 }));
    renderAntd(<ClassStatsPage />);
    expect(await screen.findByText('只有本班的任课教师可以查看和管理这个班级')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回班级列表' }));
    expect(history.push).toHaveBeenCalledWith('/teacher/sclassList');
  });

  it('says the address is wrong for a class number that is no number, without asking the server', () => {
    mockParams.sclassId = 'abc';
    renderAntd(<ClassStatsPage />);
    expect(screen.getByTestId('stats-bad-param')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
