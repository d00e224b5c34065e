import type { ExamDetail } from '@contract/exam';
import { addedBy, itemsOf, pickTotals } from './paper';

const paper = (ids: [number, number][]) =>
  ({
    questions: ids.map(([exerciseId, score], i) => ({
      exerciseId,
      position: i + 1,
      type: 'single',
      stemText: `题 ${exerciseId}`,
      difficulty: 'easy',
      knowledge: [],
      sceneName: null,
      score,
    })),
  }) as unknown as ExamDetail;

describe('questions the server added to a paper', () => {
  const saved = paper([
    [1, 2],
    [2, 3],
  ]);
  const answer = paper([
    [1, 2],
    [2, 3],
    [7, 5],
    [8, 4],
  ]);

  it('are the new ones, in the server’s order, with their scores', () => {
    expect(addedBy(itemsOf(saved), saved, answer).map((i) => [i.exerciseId, i.score])).toEqual([
      [7, 5],
      [8, 4],
    ]);
  });

  it('leave out a question the teacher removed but has not saved, unless asked for again', () => {
    const removed = itemsOf(saved).filter((i) => i.exerciseId !== 2);
    expect(addedBy(removed, saved, answer).map((i) => i.exerciseId)).toEqual([7, 8]);
    expect(addedBy(removed, saved, answer, new Set([2, 7])).map((i) => i.exerciseId)).toEqual([2, 7, 8]);
  });
});

describe('the totals of a random pick', () => {
  it('count the questions and their points exactly, ignoring rules not filled in yet', () => {
    expect(
      pickTotals([
        { count: 3, score: 0.1 },
        { count: 2, score: 2.5 },
        { count: null, score: 4 },
        { count: 1, score: null },
      ]),
    ).toEqual({ count: 6, total: 5.3 });
    expect(pickTotals(undefined)).toEqual({ count: 0, total: 0 });
  });
});
