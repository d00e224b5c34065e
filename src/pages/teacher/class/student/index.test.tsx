import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { getClassStat } from '@/services/htdz/stats';
import { CLASS_STAT } from '../../../../../tests/unit/fixtures/class-stat';
import { ok } from '../../../../../tests/unit/envelope';
import ClassStudentsPage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../../tests/unit/umi-max'), useParams: () => ({ sclassId: '1' }) }));
jest.mock('@/services/htdz/stats', () => ({ getClassStat: jest.fn() }));

/** Types into the search box and presses its search button. */
function search(text: string) {
  const box = screen.getByPlaceholderText('搜索账号或姓名');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.click(box.closest('.ant-input-search')!.querySelector('.ant-input-search-button')!);
}
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
const studentRows = () =>
  within(screen.getByTestId('stats-students-table'))
    .getAllByRole('row')
    .filter((r) => r.querySelector('td[class*="cell"]') && r.textContent?.includes('同学'));

beforeEach(() => {
  jest.clearAllMocks();
  (getClassStat as jest.Mock).mockResolvedValue(ok(CLASS_STAT));
});

describe('the students tab of a class', () => {
  it('lists every student with progress, homework done of all, average, mastery and each exam', async () => {
    renderAntd(<ClassStudentsPage />);
    await screen.findByTestId('stats-student-21');
    expect(screen.getByText('学生（3 人）')).toBeTruthy();
    expect(studentRows().map((r) => cells(r).slice(0, 6))).toEqual([
      ['s1', '甲同学', '100%', '2 / 2', '100%', '100%'],
      ['s2', '乙同学', '0%', '2 / 2', '70%', '25%'],
      ['s3', '丙同学', '0%', '0 / 2', '暂无', '暂无'],
    ]);
    // then a column per exam: the score once graded, else the state
    expect(studentRows().map((r) => cells(r).slice(6, 8))).toEqual([
      ['92', '未开始'],
      ['61.5', '未开始'],
      ['缺考', '未开始'],
    ]);
    expect(screen.getByRole('tab', { name: '学生' }).getAttribute('aria-selected')).toBe('true');
  });

  it('finds students by account or name', async () => {
    renderAntd(<ClassStudentsPage />);
    await screen.findByTestId('stats-student-21');
    search('乙');
    await waitFor(() => expect(screen.queryByTestId('stats-student-21')).toBeNull());
    expect(screen.getByTestId('stats-student-22')).toBeTruthy();
    search('S3');
    await waitFor(() => expect(screen.getByTestId('stats-student-23')).toBeTruthy());
    expect(screen.queryByTestId('stats-student-22')).toBeNull();
    search('无此人');
    expect(await screen.findByText('没有符合条件的学生')).toBeTruthy();
  });

  it('opens a student’s statistics', async () => {
    renderAntd(<ClassStudentsPage />);
    fireEvent.click(await screen.findByTestId('stats-student-22'));
    expect(history.push).toHaveBeenCalledWith('/statis/stuStat?sclassId=1&userId=22');
  });

  it('says so when the class has no students', async () => {
    (getClassStat as jest.Mock).mockResolvedValue(ok({ ...CLASS_STAT, students: [] }));
    renderAntd(<ClassStudentsPage />);
    expect(await screen.findByText('班级还没有学生')).toBeTruthy();
  });
});
