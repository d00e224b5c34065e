import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PracticeAttemptView, PracticeLog, PracticeStats } from '@contract/practice';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { getPracticeAttempt, getPracticeLog, getPracticeStats } from '@/services/htdz/practice';
import { getClassStat } from '@/services/htdz/stats';
import { CLASS_STAT } from '../../../../../tests/unit/fixtures/class-stat';
import { ok } from '../../../../../tests/unit/envelope';
import ClassPracticePage from './index';

const mockParams = { sclassId: '1' };
jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../../tests/unit/umi-max'), useParams: () => mockParams }));
jest.mock('@/services/htdz/stats', () => ({ getClassStat: jest.fn() }));
jest.mock('@/services/htdz/practice', () => ({ getPracticeStats: jest.fn(), getPracticeLog: jest.fn(), getPracticeAttempt: jest.fn() }));

const stat = getClassStat as jest.Mock;
const stats = getPracticeStats as jest.MockedFunction<typeof getPracticeStats>;
const log = getPracticeLog as jest.MockedFunction<typeof getPracticeLog>;
const attempt = getPracticeAttempt as jest.MockedFunction<typeof getPracticeAttempt>;
jest.setTimeout(30_000);

const STATS: PracticeStats = {
  studentCount: 2,
  points: [
    { knowId: 7, name: '连接查询' },
    { knowId: 8, name: '范式' },
  ],
  questions: [
    { exerciseId: 11, type: 'single', stemText: '关系的码是', students: 2, correctStudents: 1, attempts: 3, attemptsToCorrect: 1.5 },
    { exerciseId: 12, type: 'query', stemText: '查询计算机系学生', students: 1, correctStudents: 0, attempts: 2, attemptsToCorrect: null },
  ],
  students: [
    { userId: 31, code: 's001', name: '甲同学', attempts: 4, correctQuestions: 1, lastAt: '2025-03-10T02:00:00.000Z' },
    { userId: 32, code: 's002', name: '乙同学', attempts: 0, correctQuestions: 0, lastAt: null },
  ],
};
const LOG: PracticeLog = {
  student: { userId: 31, code: 's001', name: '甲同学' },
  total: 1,
  list: [
    {
      attemptId: 501,
      createdAt: '2025-03-10T02:00:00.000Z',
      exerciseId: 12,
      type: 'query',
      stemText: '查询计算机系学生',
      result: 'wrong',
      score: 0,
      maxScore: 5,
      elapsedMs: 12.4,
      codeLength: 25,
    },
  ],
};
const ATTEMPT: PracticeAttemptView = {
  attemptId: 501,
  userId: 31,
  studentName: '甲同学',
  exerciseId: 12,
  type: 'query',
  stemText: '查询计算机系学生',
  answer: { sql: 'SELECT sname FROM student' },
  verdict: { correct: false, score: 0, maxScore: 5, message: '结果多了 3 行' },
  createdAt: '2025-03-10T02:00:00.000Z',
};

const rows = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('row').slice(1);

beforeEach(() => {
  jest.clearAllMocks();
  stat.mockResolvedValue(ok(CLASS_STAT));
  stats.mockResolvedValue(ok(STATS));
  log.mockResolvedValue(ok(LOG));
  attempt.mockResolvedValue(ok(ATTEMPT));
});

describe('练习情况 of a class', () => {
  it('is a tab of the class’s pages', async () => {
    renderAntd(<ClassPracticePage />);
    await screen.findByText('关系的码是');
    expect(screen.getByRole('tab', { name: '练习情况' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '考试' }));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/class/1/exam');
  });

  it('shows per question the students, those right, the share, the attempts and the mean attempts to the first right answer', async () => {
    renderAntd(<ClassPracticePage />);
    await screen.findByText('关系的码是');
    expect(stats).toHaveBeenCalledWith(1, undefined);
    const cells = rows('practice-questions').map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['关系的码是', '单选题', '2', '1', '50%', '3', '1.5'],
      ['查询计算机系学生', expect.any(String), '1', '0', '0%', '2', '—'],
    ]);
  });

  it('says so when nothing was practised', async () => {
    stats.mockResolvedValue(ok({ ...STATS, questions: [] }));
    renderAntd(<ClassPracticePage />);
    expect(await screen.findByText('本班学生还没有练习过这些题目')).toBeTruthy();
  });

  it('opens a student’s log and an attempt’s answer', async () => {
    renderAntd(<ClassPracticePage />);
    await screen.findByText('甲同学');
    const row = screen.getByText('甲同学').closest('tr') as HTMLElement;
    await act(async () => {
      fireEvent.click(within(row).getByText('作答记录'));
    });
    await waitFor(() => expect(log).toHaveBeenCalledWith(1, 31, 1, 10));
    const entry = await screen.findByTestId('practice-log');
    await waitFor(() => expect(within(entry).getByText('错')).toBeTruthy());
    expect(within(entry).getByText('12 毫秒')).toBeTruthy();
    expect(within(entry).getByText('25 字符')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(entry).getByText('查看答案'));
    });
    expect((await screen.findByTestId('practice-attempt-answer')).textContent).toBe('SELECT sname FROM student');
    expect(attempt).toHaveBeenCalledWith(501);
    expect(screen.getByText('结果多了 3 行')).toBeTruthy();
  });
});
