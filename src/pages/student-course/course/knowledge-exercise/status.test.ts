import type { PracticeItem } from '@contract/practice';
import { filterByStatus, statusCounts } from './status';

const item = (exerciseId: number, status: PracticeItem['status']): PracticeItem => ({
  exerciseId,
  status,
  type: 'single',
  stemText: `第 ${exerciseId} 题`,
  difficulty: 'easy',
  score: 2,
  attempts: status === 'new' ? 0 : 1,
  locked: false,
});
const items = [item(11, 'correct'), item(12, 'new'), item(13, 'wrong'), item(14, 'new'), item(15, 'pending')];

describe("the status filter of a point's questions", () => {
  it('counts the questions of each status and all of them', () => {
    expect(statusCounts(items)).toEqual({ all: 5, new: 2, wrong: 1, pending: 1, correct: 1 });
    expect(statusCounts([])).toEqual({ all: 0, new: 0, wrong: 0, pending: 0, correct: 0 });
  });

  it('shows the questions of the status, keeping their numbers in the whole list', () => {
    expect(filterByStatus(items, 'new').map((i) => [i.index, i.exerciseId])).toEqual([
      [2, 12],
      [4, 14],
    ]);
    expect(filterByStatus(items, 'all').map((i) => i.index)).toEqual([1, 2, 3, 4, 5]);
    expect(filterByStatus(items, 'correct').map((i) => i.exerciseId)).toEqual([11]);
  });
});
