import type { ExerciseSummary } from '@contract/exercise';
import { ok } from '../../../tests/unit/envelope';
import { queryExercises } from '@/services/htdz/exercise';
import { BANK_PAGE, countRows, loadBankCounts } from './bank-counts';

jest.mock('@/services/htdz/exercise', () => ({ queryExercises: jest.fn() }));
const query = queryExercises as jest.MockedFunction<typeof queryExercises>;

type Row = Pick<ExerciseSummary, 'type' | 'difficulty'>;
const rows = (n: number, type: Row['type'], difficulty: Row['difficulty']): Row[] => Array.from({ length: n }, () => ({ type, difficulty }));

/** a bank on the "server": the list call filters it and answers one page */
function serve(bank: Row[]) {
  query.mockImplementation(async (q) => {
    const list = bank.filter((e) => (!q.type || e.type === q.type) && (!q.difficulty || e.difficulty === q.difficulty));
    return ok({ list: list.slice(0, Number(q.pageSize)) as ExerciseSummary[], total: list.length });
  });
}

beforeEach(() => jest.clearAllMocks());

it('counts rows by type and difficulty, every type and difficulty present', () => {
  const counts = countRows([...rows(2, 'single', 'easy'), ...rows(1, 'query', 'hard')]);
  expect(counts.total).toBe(3);
  expect(counts.byType).toMatchObject({ single: 2, query: 1, multiple: 0, trigger: 0 });
  expect(counts.byDifficulty).toEqual({ easy: 2, medium: 0, hard: 1 });
});

it('a bank that fits one page is counted from that page: one call', async () => {
  serve([...rows(120, 'single', 'medium'), ...rows(30, 'fill', 'easy')]);
  const counts = await loadBankCounts(4);
  expect(query).toHaveBeenCalledTimes(1);
  expect(query).toHaveBeenCalledWith({ courseId: 4, current: 1, pageSize: BANK_PAGE });
  expect(counts).toMatchObject({ total: 150, byType: { single: 120, fill: 30 }, byDifficulty: { easy: 30, medium: 120, hard: 0 } });
});

it('a larger bank is counted by the server, one total per type and difficulty', async () => {
  serve([...rows(250, 'single', 'medium'), ...rows(40, 'query', 'hard'), ...rows(10, 'judge', 'easy')]);
  const counts = await loadBankCounts(4);
  expect(counts).toMatchObject({ total: 300, byType: { single: 250, query: 40, judge: 10, short: 0 }, byDifficulty: { easy: 10, medium: 250, hard: 40 } });
  // the first page, then 11 types and 3 difficulties, each a page of one
  expect(query).toHaveBeenCalledTimes(1 + 11 + 3);
  expect(query.mock.calls.slice(1).every(([q]) => q.pageSize === 1)).toBe(true);
});
