// The grading slots are shared fairly: one user's flood waits behind that user only.
import { GradingBusy } from './errors';
import { BACKGROUND, FairScheduler } from './scheduler';

const options = { slots: 2, perUser: 1, queuedPerUser: 3, queuedTotal: 10, maxWaitMs: 2000 };

/** A job that holds its slot until released; records when it started. */
function holder(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return {
    release: () => release(),
    work: async (slot: number) => {
      started.push(`${name}@${slot}`);
      await done;
    },
  };
}

describe('the fair scheduler', () => {
  it('runs one job per user at a time; a flooding user waits behind their own jobs, others go first', async () => {
    const s = new FairScheduler(options);
    const started: string[] = [];
    const flood = [1, 2, 3, 4].map((i) => holder(started, `a${i}`));
    const runs = flood.map((h) => s.run('a', h.work));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a1@1']);
    const b = holder(started, 'b1');
    const bRun = s.run('b', b.work);
    await new Promise((r) => setImmediate(r));
    // b gets the free slot at once, although three jobs of a were waiting before it
    expect(started).toEqual(['a1@1', 'b1@2']);
    b.release();
    await bRun;
    flood[0].release();
    await runs[0];
    await new Promise((r) => setImmediate(r));
    expect(started.slice(2)).toEqual(['a2@1']);
    for (const h of flood.slice(1)) h.release();
    await Promise.all(runs);
    expect(started.filter((x) => x.startsWith('a'))).toHaveLength(4);
  });

  it('a user with a full queue hears "busy" at once, without waiting', async () => {
    const s = new FairScheduler(options);
    const started: string[] = [];
    const jobs = [1, 2, 3, 4].map((i) => holder(started, `a${i}`));
    const runs = jobs.map((h) => s.run('a', h.work));
    await expect(s.run('a', async () => 'never')).rejects.toThrow(GradingBusy);
    await expect(s.run('a', async () => 'never')).rejects.toThrow(/评测繁忙/);
    for (const h of jobs) h.release();
    await Promise.all(runs);
  });

  it('a job that waits too long is answered "busy" and never runs', async () => {
    const s = new FairScheduler({ ...options, slots: 1, maxWaitMs: 50 });
    const started: string[] = [];
    const first = holder(started, 'a1');
    const running = s.run('a', first.work);
    const ran = jest.fn();
    await expect(s.run('b', async () => ran())).rejects.toThrow(/等待时间过长/);
    first.release();
    await running;
    expect(ran).not.toHaveBeenCalled();
  });

  it('background work leaves a slot free for people', async () => {
    const s = new FairScheduler({ ...options, slots: 3 });
    const started: string[] = [];
    const sweeps = [1, 2, 3].map((i) => holder(started, `bg${i}`));
    const runs = sweeps.map((h) => s.run(BACKGROUND, h.work));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['bg1@1', 'bg2@2']);
    const person = holder(started, 'p');
    const p = s.run('u1', person.work);
    await new Promise((r) => setImmediate(r));
    expect(started).toContain('p@3');
    person.release();
    await p;
    for (const h of sweeps) h.release();
    await Promise.all(runs);
  });

  it('the whole platform queue is bounded', async () => {
    const s = new FairScheduler({ ...options, slots: 1, queuedTotal: 2 });
    const started: string[] = [];
    const jobs = ['a', 'b', 'c'].map((u) => ({ u, h: holder(started, u) }));
    const runs = jobs.map(({ u, h }) => s.run(u, h.work));
    await expect(s.run('d', async () => 1)).rejects.toThrow(/正在评测的人太多/);
    for (const { h } of jobs) h.release();
    await Promise.all(runs);
  });
});
