import { clockText, resumePosition, SEEK_SLACK, SeekGuard, WatchTracker, type PlayState } from './tracker';

const playing: PlayState = { playing: true, seeking: false, rate: 1 };

/** timeupdate events every quarter second from `from` to `to` while playing. */
function play(t: WatchTracker, from: number, to: number, state: PlayState = playing) {
  for (let time = from; time <= to + 1e-9; time += 0.25 * state.rate) t.update(Math.round(time * 100) / 100, state);
}

describe('a student watching a video', () => {
  it('who plays from the start counts the seconds played', () => {
    const t = new WatchTracker();
    play(t, 0, 30);
    expect(t.take(600)).toEqual([[0, 30]]);
  });

  it('who drags the scrubber ahead does not get the skipped part', () => {
    const t = new WatchTracker();
    play(t, 0, 10);
    // a jump of 290 s between two events while playing: no seconds for the gap
    play(t, 300, 320);
    expect(t.take(600)).toEqual([
      [0, 10],
      [300, 320],
    ]);
  });

  it('who seeks ahead gets nothing for the skipped part when the player says it is seeking', () => {
    const t = new WatchTracker();
    play(t, 0, 10);
    t.update(10.5, { ...playing, seeking: true });
    t.update(15, { ...playing, seeking: true });
    play(t, 15, 20);
    expect(t.take(600)).toEqual([
      [0, 10],
      [15, 20],
    ]);
  });

  it('who jumps back and watches again counts those seconds once', () => {
    const t = new WatchTracker();
    play(t, 0, 60);
    t.jump(20);
    play(t, 20, 40);
    expect(t.take(600)).toEqual([[0, 60]]);
  });

  it('who pauses counts nothing while paused, and events while paused add nothing', () => {
    const t = new WatchTracker();
    play(t, 0, 10);
    t.update(10, { ...playing, playing: false });
    t.update(50, { ...playing, playing: false });
    expect(t.take(600)).toEqual([[0, 10]]);
    expect(t.hasNew()).toBe(false);
  });

  it('who plays at double speed counts the content seconds, and steps that fit the rate are playback', () => {
    const t = new WatchTracker();
    play(t, 0, 20, { ...playing, rate: 2 });
    expect(t.take(600)).toEqual([[0, 20]]);
    const slow = new WatchTracker();
    // 2.5 s between events is too far at rate 1 but playback at rate 2 (≤ 3 s)
    slow.update(0, playing);
    slow.update(2.5, playing);
    expect(slow.take(600)).toEqual([]);
    slow.update(0, { ...playing, rate: 2 });
    slow.update(2.5, { ...playing, rate: 2 });
    expect(slow.take(600)).toEqual([[0, 2.5]]);
  });

  it('never reports zero-length intervals', () => {
    const t = new WatchTracker();
    t.update(5, playing);
    t.update(5, playing);
    t.jump(5);
    expect(t.hasNew()).toBe(false);
    expect(t.take(600)).toEqual([]);
  });

  it('a report takes the interval being played and playback carries on from its end', () => {
    const t = new WatchTracker();
    play(t, 0, 10);
    expect(t.take(600)).toEqual([[0, 10]]);
    expect(t.hasNew()).toBe(false);
    play(t, 10.25, 20);
    expect(t.take(600)).toEqual([[10, 20]]);
  });

  it('keeps the intervals of a failed report and sends them with the next', () => {
    const t = new WatchTracker();
    play(t, 0, 10);
    const failed = t.take(600);
    play(t, 10.25, 15);
    t.giveBack(failed);
    expect(t.take(600)).toEqual([[0, 15]]);
    expect(t.take(600)).toEqual([]);
  });

  it('keeps what is played within the video and at most the given number of intervals per report', () => {
    const t = new WatchTracker();
    t.update(598, playing);
    t.update(599, playing);
    t.update(600.4, playing);
    expect(t.take(600)).toEqual([[598, 600]]);
    for (let i = 0; i < 5; i++) {
      t.jump(i * 10);
      t.update(i * 10 + 1, playing);
    }
    expect(t.take(600, 3)).toEqual([
      [0, 1],
      [10, 11],
      [20, 21],
    ]);
    expect(t.take(600, 3)).toEqual([
      [30, 31],
      [40, 41],
    ]);
  });

  it('ignores times that are no numbers', () => {
    const t = new WatchTracker();
    t.update(Number.NaN, playing);
    t.update(Number.POSITIVE_INFINITY, playing);
    t.update(1, playing);
    expect(t.take(600)).toEqual([]);
  });
});

describe('carrying on where the student stopped', () => {
  it('starts from the saved position, or from the start near the end', () => {
    expect(resumePosition(95.5, 600)).toBe(95.5);
    expect(resumePosition(0, 600)).toBe(0);
    expect(resumePosition(598, 600)).toBe(0);
    expect(resumePosition(700, 600)).toBe(0);
    expect(resumePosition(30, Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('says where as a clock', () => {
    expect(clockText(0)).toBe('00:00');
    expect(clockText(185.7)).toBe('03:05');
    expect(clockText(3723)).toBe('1:02:03');
  });
});

describe('a video that does not allow seeking ahead', () => {
  /** timeupdate events every quarter second while playing, fed to the guard */
  function playGuarded(g: SeekGuard, from: number, to: number, state: PlayState = playing) {
    g.check(from);
    for (let time = from; time <= to + 1e-9; time += 0.25 * state.rate) g.update(Math.round(time * 100) / 100, state);
  }

  it('lets the student go back anywhere and forward only as far as they have watched', () => {
    const g = new SeekGuard([]);
    playGuarded(g, 0, 40);
    expect(g.furthest).toBe(40);
    expect(g.check(10)).toBeNull();
    expect(g.check(40)).toBeNull();
    expect(g.check(40 + SEEK_SLACK)).toBeNull();
    // a drag of the scrubber to the middle is put back where watching stopped
    expect(g.check(300)).toBe(40);
  });

  it('starts from what the server kept, the end of the furthest interval', () => {
    const g = new SeekGuard([
      [0, 60],
      [100, 130],
    ]);
    expect(g.check(120)).toBeNull();
    expect(g.check(200)).toBe(130);
  });

  it('moves the limit on with playback, at any playback rate, never with a seek', () => {
    const g = new SeekGuard([[0, 20]]);
    playGuarded(g, 10, 50, { ...playing, rate: 2 });
    expect(g.furthest).toBe(50);
    // a jump between two events (the player moved without a seeking event) does not move it
    g.update(51, playing);
    g.update(400, playing);
    expect(g.furthest).toBe(51);
    expect(g.check(400)).toBe(51);
  });

  it('counts nothing while paused or seeking, nor for times that are no numbers', () => {
    const g = new SeekGuard([]);
    g.update(0, playing);
    g.update(1, { ...playing, playing: false });
    g.update(1.25, { ...playing, seeking: true });
    g.update(Number.NaN, playing);
    expect(g.furthest).toBe(0);
    expect(g.check(Number.NaN)).toBeNull();
  });
});
