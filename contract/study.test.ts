import { coveredSeconds, mergeIntervals, videoPercent, type WatchInterval } from './study';

describe('played intervals', () => {
  it('merges overlapping and touching intervals, in order, dropping empty ones', () => {
    const parts: WatchInterval[] = [
      [30, 40],
      [0, 10],
      [10.5, 20],
      [35, 50],
      [60, 60],
    ];
    expect(mergeIntervals(parts)).toEqual([
      [0, 20],
      [30, 50],
    ]);
    expect(coveredSeconds(parts)).toBe(40);
  });

  it('counts seconds played once however often they are reported', () => {
    const once: WatchInterval[] = [[0, 30]];
    expect(coveredSeconds([...once, ...once, [5, 25]])).toBe(30);
  });

  it('gives whole percents of the duration, 0 without one', () => {
    expect(videoPercent([[0, 59.9]], 100)).toBe(59);
    expect(videoPercent([[0, 200]], 100)).toBe(100);
    expect(videoPercent([[0, 10]], null)).toBe(0);
  });

  it('does not change its input', () => {
    const input: WatchInterval[] = [
      [0, 10],
      [5, 20],
    ];
    mergeIntervals(input);
    expect(input).toEqual([
      [0, 10],
      [5, 20],
    ]);
  });
});
