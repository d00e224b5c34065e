import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { queryClasses } from '@/services/htdz/clazz';
import { getClassStat } from '@/services/htdz/stats';
import { CLASS_STAT } from '../../../../tests/unit/fixtures/class-stat';
import { ok } from '../../../../tests/unit/envelope';
import ClassStatPage from './index';

const mockQuery = { search: '' };
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useSearchParams: () => [new URLSearchParams(mockQuery.search)],
}));
jest.mock('@/services/htdz/stats', () => ({ getClassStat: jest.fn(), exportClassStat: jest.fn() }));
jest.mock('@/services/htdz/clazz', () => ({ queryClasses: jest.fn() }));
jest.mock('@/services/htdz/analysis', () => ({ getClassMastery: jest.fn(() => new Promise(() => undefined)) }));

const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
const local = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

const classes = [
  { sclassId: 1, name: '2023级计算机科学1班', courseId: 1, courseName: '数据库系统原理', studentCount: 3 },
  { sclassId: 2, name: '2023级计算机科学2班', courseId: 1, courseName: '数据库系统原理', studentCount: 3 },
];

beforeEach(() => {
  jest.clearAllMocks();
  mockQuery.search = '';
  (queryClasses as jest.Mock).mockResolvedValue(ok({ list: classes, total: 2 }));
  (getClassStat as jest.Mock).mockResolvedValue(ok(CLASS_STAT));
});

describe('the class statistics page', () => {
  it('asks for a class when none is chosen, and opens the one picked', async () => {
    renderAntd(<ClassStatPage />);
    expect(screen.getByText('请选择要查看的班级')).toBeTruthy();
    expect(getClassStat).not.toHaveBeenCalled();
    await waitFor(() => expect(queryClasses).toHaveBeenCalledWith({ current: 1, pageSize: 100 }));
    const select = screen.getByTestId('stats-class-select');
    fireEvent.mouseDown(select.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('2023级计算机科学2班'));
    expect(history.push).toHaveBeenCalledWith('/statis/sclassStat?sclassId=2');
  });

  it('says so to a user who teaches no class', async () => {
    (queryClasses as jest.Mock).mockResolvedValue(ok({ list: [], total: 0 }));
    renderAntd(<ClassStatPage />);
    expect(await screen.findByText('你还没有任教的班级')).toBeTruthy();
    expect(screen.queryByText('请选择要查看的班级')).toBeNull();
  });

  it('shows the chosen class’s charts, homework and students', async () => {
    mockQuery.search = 'sclassId=1';
    renderAntd(<ClassStatPage />);
    expect(await screen.findByTestId('stats-chart-distribution')).toBeTruthy();
    expect(getClassStat).toHaveBeenCalledWith(1);
    expect(screen.getByTestId('stats-homework-table')).toBeTruthy();
    expect(screen.getByTestId('stats-student-23')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeTruthy();
  });

  it('lists each exam with its window and scores, and gives each student a column per exam: the score, else the state', async () => {
    mockQuery.search = 'sclassId=1';
    renderAntd(<ClassStatPage />);
    const exams = await screen.findByTestId('stats-exam-table');
    expect(within(exams).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['期中考试', local('2025-04-20T01:00:00.000Z'), local('2025-04-20T03:00:00.000Z'), '2 / 3', '76.8', '92', '61.5', '100'],
      ['期末考试', local('2025-06-30T01:00:00.000Z'), local('2025-06-30T03:00:00.000Z'), '0 / 3', '暂无', '暂无', '暂无', '100'],
    ]);
    const students = screen.getByTestId('stats-students-table');
    expect(
      within(students)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(expect.arrayContaining(['期中考试', '期末考试']));
    expect(screen.getByTestId('stats-student-21-exam-31').textContent).toBe('92');
    expect(screen.getByTestId('stats-student-22-exam-31').textContent).toBe('61.5');
    expect(screen.getByTestId('stats-student-23-exam-31').textContent).toBe('缺考');
    expect(screen.getByTestId('stats-student-23-exam-32').textContent).toBe('未开始');
  });

  it('says so when the class has no exam, and gives the students no exam column', async () => {
    mockQuery.search = 'sclassId=1';
    (getClassStat as jest.Mock).mockResolvedValue(ok({ ...CLASS_STAT, exams: [], students: CLASS_STAT.students.map((r) => ({ ...r, exams: [] })) }));
    renderAntd(<ClassStatPage />);
    const exams = await screen.findByTestId('stats-exam-table');
    expect(within(exams).getByText('本班还没有发布考试')).toBeTruthy();
    expect(screen.getByTestId('stats-student-21')).toBeTruthy();
    expect(screen.queryByText('期中考试')).toBeNull();
  });

  it('treats a class number that is no number as none chosen', async () => {
    mockQuery.search = 'sclassId=x1';
    renderAntd(<ClassStatPage />);
    expect(screen.getByText('请选择要查看的班级')).toBeTruthy();
    await waitFor(() => expect(queryClasses).toHaveBeenCalled());
    expect(getClassStat).not.toHaveBeenCalled();
  });
});
