import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PracticeCompare, PracticeItem } from '@contract/practice';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { ok } from '../../../../../tests/unit/envelope';
import { getPracticeCompare, queryPracticeExercises } from '@/services/htdz/practice';
import { getStudyCourseInfo } from '@/services/htdz/study';
import PracticeExercisesPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', clazzId: '1', knowId: '105' }),
}));
jest.mock('@/services/htdz/practice', () => ({ queryPracticeExercises: jest.fn(), getPracticeCompare: jest.fn() }));
jest.mock('@/services/htdz/study', () => ({ getStudyCourseInfo: jest.fn() }));

const item = (exerciseId: number, status: PracticeItem['status'], stemText: string, type: PracticeItem['type'] = 'single'): PracticeItem => ({
  exerciseId,
  status,
  type,
  stemText,
  difficulty: 'medium',
  score: 2,
  attempts: status === 'new' ? 0 : 2,
  locked: false,
});
const exercises = [
  item(601, 'correct', '能唯一标识元组的最小属性组称为？'),
  item(606, 'wrong', '查询全体学生的姓名和所在系。', 'query'),
  item(607, 'new', '查询全部课程的课程号和课程名。', 'query'),
];
const point = { knowId: 105, name: '单表查询', description: 'SELECT ... FROM ... WHERE', parentId: 103, exerciseCount: 3, correctCount: 1, mastery: 33 };

const COMPARE: PracticeCompare = {
  mine: { attempts: 4, answered: 2, correct: 1, share: 50 },
  classMean: { attempts: 3.5, answered: 2.3, correct: 1.7, share: 72 },
  practising: 5,
  questions: [
    {
      exerciseId: 601,
      stemText: '能唯一标识元组的最小属性组称为？',
      myAttempts: 2,
      myCorrect: true,
      classStudents: 5,
      classCorrectShare: 80,
      classAttempts: 1.4,
    },
    {
      exerciseId: 606,
      stemText: '查询全体学生的姓名和所在系。',
      myAttempts: 2,
      myCorrect: false,
      classStudents: 2,
      classCorrectShare: null,
      classAttempts: null,
    },
  ],
};

beforeEach(() => {
  jest.clearAllMocks();
  (getPracticeCompare as jest.Mock).mockResolvedValue(ok(COMPARE));
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(ok({ courseName: '数据库系统原理', clazzName: '2023级计算机科学1班' }));
});

async function open(list = exercises) {
  (queryPracticeExercises as jest.Mock).mockResolvedValue(ok({ point, exercises: list }));
  renderAntd(<PracticeExercisesPage />);
  await waitFor(() => expect(screen.getByTestId('practice-exercise-table')).toBeTruthy());
}
const stems = () => screen.queryAllByTestId(/^practice-exercise-\d+$/).map((a) => a.textContent);

describe("a knowledge point's questions", () => {
  it('shows the point with my mastery and every question with its number, type, status and attempts', async () => {
    await open();
    expect(queryPracticeExercises).toHaveBeenCalledWith(1, 105);
    expect(screen.getByText('单表查询')).toBeTruthy();
    expect(screen.getByText('已答对 1 / 3 题')).toBeTruthy();
    expect(screen.getByText('33%')).toBeTruthy();
    const row = screen.getByTestId('practice-exercise-606').closest('tr')!;
    expect(Array.from(row.querySelectorAll('td'), (td) => td.textContent)).toEqual([
      '2',
      '查询全体学生的姓名和所在系。',
      'SQL 查询',
      '中等',
      '2',
      '未答对',
      '2',
      '作 答',
    ]);
    expect(within(row).getByText('未答对').closest('[data-status]')?.getAttribute('data-status')).toBe('wrong');
  });

  it('filters by status with the count of each, numbers staying those of the whole list', async () => {
    await open();
    expect(stems()).toHaveLength(3);
    fireEvent.click(screen.getByText('未做（1）'));
    expect(stems()).toEqual(['查询全部课程的课程号和课程名。']);
    expect(screen.getByTestId('practice-exercise-607').closest('tr')!.querySelector('td')?.textContent).toBe('3');
    fireEvent.click(screen.getByText('待批阅（0）'));
    expect(stems()).toEqual([]);
    expect(screen.getByText('没有“待批阅”的题目')).toBeTruthy();
    fireEvent.click(screen.getByText('全部（3）'));
    expect(stems()).toHaveLength(3);
  });

  it('a question opens answering', async () => {
    await open();
    fireEvent.click(screen.getByTestId('practice-exercise-606'));
    expect(history.push).toHaveBeenCalledWith('/stu/course/exercise/1/1/105/606');
  });

  it('a question of an exam or homework still open is marked 暂停练习 and does not open', async () => {
    await open([...exercises.slice(0, 2), { ...item(607, 'new', '查询全部课程的课程号和课程名。', 'query'), locked: true }]);
    expect(screen.getByTestId('practice-locked-607').textContent).toBe('暂停练习');
    fireEvent.click(screen.getByTestId('practice-exercise-607'));
    const row = screen.getByTestId('practice-exercise-607').closest('tr')!;
    expect((within(row).getByRole('button') as HTMLButtonElement).disabled).toBe(true);
    expect(history.push).not.toHaveBeenCalled();
  });

  it('a point without questions says so', async () => {
    await open([]);
    expect(screen.getByText('这个知识点还没有练习题')).toBeTruthy();
  });

  it('shows my practice of the point beside the class’s means, per question too', async () => {
    await open();
    expect(getPracticeCompare).toHaveBeenCalledWith(1, 105);
    const figures = await screen.findByTestId('practice-compare-figures');
    const cells = within(figures)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent));
    expect(cells).toEqual([
      ['我', '4', '2', '1', '50%'],
      ['班级平均', '3.5', '2.3', '1.7', '72%'],
    ]);
    const questions = screen.getByTestId('practice-compare-questions');
    const row = within(questions).getByText('查询全体学生的姓名和所在系。').closest('tr')!;
    expect(Array.from(row.querySelectorAll('td'), (td) => td.textContent).slice(1)).toEqual(['2 次，未答对', '—', '—']);
  });

  it('without enough classmates practising, no class figures', async () => {
    (getPracticeCompare as jest.Mock).mockResolvedValue(ok({ ...COMPARE, classMean: null, practising: 2 }));
    await open();
    expect((await screen.findByTestId('practice-compare-few')).textContent).toBe('练习的同学不足 3 人，暂不显示班级数据');
  });
});
