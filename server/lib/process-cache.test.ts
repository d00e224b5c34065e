import { ProcessCache } from './process-cache';

describe('ProcessCache', () => {
  afterEach(() => jest.useRealTimers());

  it('reuses a loaded value until it expires', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new ProcessCache<string>(2000);
    const load = jest.fn(async () => 'teacher');
    expect(await cache.get(7, load)).toBe('teacher');
    expect(await cache.get(7, load)).toBe('teacher');
    expect(load).toHaveBeenCalledTimes(1);
    jest.setSystemTime(1_000_000 + 2001);
    await cache.get(7, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('clear forgets everything, and a load that was running across it is not kept', async () => {
    const cache = new ProcessCache<string>(60_000);
    let release!: (v: string) => void;
    const slow = cache.get(1, () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(cache.size).toBe(0);
    expect(await cache.get(1, async () => 'after the change')).toBe('after the change');
    expect(cache.size).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new ProcessCache<number>(60_000, 3);
    for (const id of [1, 2, 3, 4]) await cache.get(id, async () => id);
    expect(cache.size).toBe(3);
    const load = jest.fn(async () => 1);
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with no time to keep, always loads', async () => {
    const cache = new ProcessCache<number>(0);
    const load = jest.fn(async () => 1);
    await cache.get(1, load);
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });
});
