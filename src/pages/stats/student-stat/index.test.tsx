import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { saveBlob } from '@/components/SaveBlob';
import { BizError } from '@/requestErrorConfig';
import { exportStudentStat, getStudentStat } from '@/services/htdz/stats';
import { STUDENT_STAT } from '../../../../tests/unit/fixtures/class-stat';
import { ok } from '../../../../tests/unit/envelope';
import StudentStatPage from './index';

const mockQuery = { search: 'sclassId=1&userId=22' };
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useSearchParams: () => [new URLSearchParams(mockQuery.search)],
}));
jest.mock('@/services/htdz/stats', () => ({ getStudentStat: jest.fn(), exportStudentStat: jest.fn() }));
jest.mock('@/components/SaveBlob', () => ({ saveBlob: jest.fn() }));

const load = getStudentStat as jest.Mock;

beforeEach(() => {
  jest.clearAllMocks();
  mockQuery.search = 'sclassId=1&userId=22';
  load.mockResolvedValue(ok(STUDENT_STAT));
});

describe('the statistics of one student', () => {
  it('shows who it is, the course progress, homework done, average and mastery', async () => {
    renderAntd(<StudentStatPage />);
    const figures = await screen.findByTestId('stats-student-figures');
    expect(load).toHaveBeenCalledWith(1, 22);
    expect(screen.getByText('乙同学（s2）')).toBeTruthy();
    expect(figures.textContent).toContain('2023级计算机科学1班（数据库系统原理）');
    expect(figures.textContent).toContain('1 / 2');
    expect(figures.textContent).toContain('60%');
    expect(figures.textContent).toContain('25%');
    expect(screen.getByTestId('stats-student-progress').textContent).toContain('40%');
  });

  it('charts each homework’s score as a share of its total, each point’s mastery and each chapter’s progress', async () => {
    renderAntd(<StudentStatPage />);
    expect(await screen.findByRole('img', { name: '各次作业得分率：作业一 60%，作业二 0%' })).toBeTruthy();
    const mastery = within(screen.getByTestId('stats-chart-mastery')).getAllByRole('meter');
    expect(mastery.map((m) => `${m.getAttribute('aria-label')} ${m.getAttribute('aria-valuenow')}`)).toEqual(['关系模型 50', 'SQL 查询 0']);
    const chapters = within(screen.getByTestId('stats-chart-chapters')).getAllByRole('meter');
    expect(chapters.map((m) => m.getAttribute('aria-valuenow'))).toEqual(['100', '0']);
  });

  it('lists each homework with its status, score and lateness', async () => {
    renderAntd(<StudentStatPage />);
    const table = await screen.findByTestId('stats-student-homeworks');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toContain('已批阅');
    expect(rows[0].textContent).toContain('迟交');
    expect(rows[0].textContent).toContain('6 / 10');
    expect(rows[1].textContent).toContain('未开始');
    expect(rows[1].textContent).toContain('未提交');
  });

  it('lists each exam with its state, score of the total and when it was handed in', async () => {
    renderAntd(<StudentStatPage />);
    const table = await screen.findByTestId('stats-student-exams');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent)).map(([name, , , state, score, at]) => [name, state, score, at !== '—']),
    ).toEqual([
      ['期中考试', '已交卷', '61.5 / 100', true],
      ['期末考试', '未开始', '—', false],
    ]);
  });

  it('exports the student’s sheet from the server and saves it under the student’s and the class’s names', async () => {
    const blob = new Blob(['x']);
    (exportStudentStat as jest.Mock).mockResolvedValue(blob);
    renderAntd(<StudentStatPage />);
    fireEvent.click(await screen.findByRole('button', { name: /导出 Excel/ }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(blob, '学生统计-乙同学-2023级计算机科学1班.xlsx'));
    expect(exportStudentStat).toHaveBeenCalledWith(1, 22);
  });

  it('goes back to the class’s students', async () => {
    renderAntd(<StudentStatPage />);
    await screen.findByTestId('stats-student-figures');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(history.push).toHaveBeenCalledWith('/teacher/class/1/student');
  });

  it('shows the server’s refusal, and a wrong address without asking the server', async () => {
    load.mockRejectedValue(new BizError({ errorMessage: '班级中的这名学生不存在或已被删除', errorCode: 'NOT_FOUND', showType: 2 }));
    const { unmount } = renderAntd(<StudentStatPage />);
    expect(await screen.findByText('班级中的这名学生不存在或已被删除')).toBeTruthy();
    unmount();
    load.mockClear();
    mockQuery.search = 'sclassId=1';
    renderAntd(<StudentStatPage />);
    expect(screen.getByTestId('stats-bad-param')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
