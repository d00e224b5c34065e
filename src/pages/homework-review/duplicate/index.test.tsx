import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { compareDuplicate, decideDuplicate } from '@/services/htdz/homework';
import { comparison, pair } from '../../../../tests/unit/fixtures/review';
import { ok } from '../../../../tests/unit/envelope';
import DuplicateComparisonPage from '.';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ studentId: '21', otherStudentId: '22', homeworkId: '7' }),
}));
jest.mock('@/services/htdz/homework', () => ({ compareDuplicate: jest.fn(), decideDuplicate: jest.fn() }));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const marks = (el: HTMLElement) => Array.from(el.querySelectorAll('mark')).map((m) => m.textContent);

beforeEach(() => jest.clearAllMocks());

async function open() {
  (compareDuplicate as jest.Mock).mockResolvedValue(ok(comparison()));
  renderAntd(<DuplicateComparisonPage />);
  await waitFor(() => expect(screen.getByTestId('duplicate-overall')).toBeTruthy());
}

it("puts both students side by side per question, in order, with the question's similarity", async () => {
  await open();
  expect(compareDuplicate).toHaveBeenCalledWith(7, 21, 22);
  expect(screen.getByTestId('duplicate-overall').textContent).toContain('86%');
  const cards = screen.getAllByTestId(/^duplicate-question-\d+$/);
  expect(cards.map((c) => c.getAttribute('data-testid'))).toEqual(['duplicate-question-601', 'duplicate-question-606']);
  const sql = screen.getByTestId('duplicate-question-606');
  expect(within(sql).getByText('第 3 题 · SQL 查询')).toBeTruthy();
  expect(within(sql).getByText('查询全体学生的姓名和所在系。')).toBeTruthy();
  expect(within(sql).getByTestId('duplicate-question-similarity').textContent).toBe('相似度 79%');
  expect(within(sql).getByText('王小明（2023010101）')).toBeTruthy();
  expect(within(sql).getByText('李思雨（2023010102）')).toBeTruthy();
});

it('marks exactly the shared pieces of each answer, and the rest stays plain text', async () => {
  await open();
  const a = screen.getByTestId('duplicate-a-606-text');
  const b = screen.getByTestId('duplicate-b-606-text');
  expect(a.textContent).toBe('SELECT sname, sage FROM student;');
  expect(marks(a)).toEqual(['SELECT sname, sage']);
  expect(b.textContent).toBe('select sname, sage from student where 1=1;');
  expect(marks(b)).toEqual(['select sname, sage', 'from student']);
  expect(b.querySelector('mark + span')?.textContent).toBe(' ');
});

it('a right answer is marked as such and never highlighted, whatever the spans say', async () => {
  await open();
  const b = screen.getByTestId('duplicate-b-601');
  expect(b.getAttribute('data-correct')).toBe('true');
  expect(within(b).getByText('回答正确，不作为雷同证据')).toBeTruthy();
  expect(marks(b)).toEqual([]);
  expect(within(screen.getByTestId('duplicate-question-601')).getByText('不计入')).toBeTruthy();
});

it('确认雷同 records the decision and shows it', async () => {
  (decideDuplicate as jest.Mock).mockResolvedValue(ok(pair({ decision: 'confirmed' })));
  await open();
  expect(screen.getByTestId('duplicate-decision').textContent).toBe('待确认');
  expect((screen.getByTestId('duplicate-decide-pending') as HTMLButtonElement).disabled).toBe(true);
  await act(async () => {
    fireEvent.click(screen.getByTestId('duplicate-decide-confirmed'));
  });
  await waitFor(() => expect(decideDuplicate).toHaveBeenCalledWith({ homeworkId: 7, studentId: 21, otherStudentId: 22, decision: 'confirmed' }));
  await waitFor(() => expect(screen.getByTestId('duplicate-decision').textContent).toBe('确认雷同'));
  expect((screen.getByTestId('duplicate-decide-confirmed') as HTMLButtonElement).disabled).toBe(true);
  expect((screen.getByTestId('duplicate-decide-dismissed') as HTMLButtonElement).disabled).toBe(false);
});

it("leads back to the homework's 查重 tab and to each student's review", async () => {
  await open();
  fireEvent.click(screen.getByTestId('page-back'));
  expect(history.push).toHaveBeenLastCalledWith('/teacher/course/task/review/courseId/classId/homeworkId/1/2/7?tab=duplicates');
  fireEvent.click(screen.getAllByTestId('duplicate-review-22')[0]);
  expect(history.push).toHaveBeenLastCalledWith('/task-bank/task/review/studentId/homeworkId/22/7/1/2');
});
