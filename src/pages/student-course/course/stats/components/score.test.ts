import { scoreCellOf } from './score';

describe('a homework score on my statistics', () => {
  it('reads as the score once released, 未公布 while handed in without one, nothing before', () => {
    expect(scoreCellOf({ status: 'reviewed', score: 8, total: 10 })).toEqual({
      kind: 'score',
      score: 8,
      total: 10,
    });
    expect(scoreCellOf({ status: 'submitted', score: null, total: 10 })).toEqual({ kind: 'unreleased' });
    expect(scoreCellOf({ status: 'reviewed', score: null, total: 10 })).toEqual({ kind: 'unreleased' });
    for (const status of ['new', 'answering', 'returned'] as const)
      expect(scoreCellOf({ status, score: null, total: 10 })).toEqual({
        kind: 'none',
      });
  });
});
