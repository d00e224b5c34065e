import { format } from '../../../tests/unit/umi-max';
import type { Translate } from '@/components/Locale';
import { moved, scoreProblem, shapeOf, totalOf } from './score';

const t: Translate = (id, values) => format(id, values);
const q = (exerciseId: number, score: number | null) => ({ exerciseId, type: 'single' as const, stemText: `题 ${exerciseId}`, score });

describe('a list of questions with scores', () => {
  it('adds the scores exactly to the tenth, an empty score counting nothing', () => {
    expect(totalOf([q(1, 0.1), q(2, 0.2)])).toBe(0.3);
    expect(totalOf([q(1, 2.5), q(2, 3.5), q(3, null)])).toBe(6);
    expect(totalOf([])).toBe(0);
  });

  it('names the first question whose score the contract refuses', () => {
    expect(scoreProblem([q(1, 2), q(2, 3)], t)).toBeNull();
    expect(scoreProblem([q(1, 2), q(2, null)], t)).toBe('第 2 题：请填写分值');
    expect(scoreProblem([q(1, 0), q(2, 101)], t)).toBe('第 1 题：分值至少 0.1 分');
    expect(scoreProblem([q(1, 1.25)], t)).toBe('第 1 题：分值最多一位小数');
  });

  it('moves one question up or down, and nothing past the ends', () => {
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('tells a reordered or rescored list from the saved one', () => {
    const saved = shapeOf([q(1, 2), q(2, 3)]);
    expect(shapeOf([q(1, 2), q(2, 3)])).toBe(saved);
    expect(shapeOf([q(2, 3), q(1, 2)])).not.toBe(saved);
    expect(shapeOf([q(1, 2), q(2, 3.5)])).not.toBe(saved);
  });
});
