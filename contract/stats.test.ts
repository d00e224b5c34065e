// The score bands of the class statistics: where a homework average falls, and the distribution over them.
import { bandIndexOf, distributionOf, percentOf, roundPercent, SCORE_BANDS } from './stats';

describe('score bands', () => {
  it('cover 0–100 without gaps: below 60, then by tens, 90 to 100 together', () => {
    expect([0, 59, 59.9, 60, 69.9, 70, 79.9, 80, 89.9, 90, 100].map(bandIndexOf)).toEqual([0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4]);
    expect(SCORE_BANDS.map((b) => b.label)).toEqual(['0–59', '60–69', '70–79', '80–89', '90–100']);
  });

  it('count the students with an average in each band and leave out those without one', () => {
    expect(distributionOf([100, 70, null, 0, 59.9, 85.5]).map((b) => b.count)).toEqual([2, 0, 1, 1, 1]);
    expect(distributionOf([]).every((b) => b.count === 0)).toBe(true);
  });
});

describe('percents of scores', () => {
  it('read to one decimal, and a total of 0 is 0', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(6, 10)).toBe(60);
    expect(percentOf(5, 0)).toBe(0);
    expect(roundPercent(59.96)).toBe(60);
  });
});
