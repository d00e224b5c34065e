// What a student really watched of a video, from the player's timeupdate events (no DOM here, so it is tested on
// its own). Seconds count only while playing, not seeking, and when the clock moved forward by about what
// playback takes between two events: a drag of the scrubber, a skip or a jump back starts a new interval, and
// the seconds jumped over are never counted.
import { mergeIntervals, WATCH_REPORT_MAX, type WatchInterval } from '@contract/study';

/** Largest forward step (seconds, at playback rate 1) two timeupdate events may be apart and still be playback. */
export const MAX_STEP = 1.5;
/** A saved position this close to the end (seconds) starts the video from the beginning again. */
export const END_MARGIN = 2;

export type PlayState = { playing: boolean; seeking: boolean; rate: number };

const round = (s: number) => Math.round(s * 100) / 100;

export class WatchTracker {
  /** the time of the last event, or null when the next one must not join anything */
  private last: number | null = null;
  /** the interval being played, extended by each event */
  private open: WatchInterval | null = null;
  /** played and not yet acknowledged by the server */
  private closed: WatchInterval[] = [];

  /** A timeupdate at `time` (the player's currentTime). */
  update(time: number, { playing, seeking, rate }: PlayState): void {
    if (!Number.isFinite(time) || !playing || seeking || this.last === null) {
      this.jump(Number.isFinite(time) ? time : null);
      return;
    }
    const delta = time - this.last;
    // the same time again (an event right after play): nothing played, nothing broken
    if (delta === 0) return;
    if (delta < 0 || delta > MAX_STEP * Math.max(rate, 0)) {
      this.jump(time);
      return;
    }
    if (this.open) this.open[1] = time;
    else this.open = [this.last, time];
    this.last = time;
  }

  /** A seek, a pause or a new source: ends the interval being played; the next update starts from `time`. */
  jump(time: number | null): void {
    this.closeOpen();
    this.last = time !== null && Number.isFinite(time) ? time : null;
  }

  /** Whether seconds were played that the server has not acknowledged. */
  hasNew(): boolean {
    return this.closed.some(([a, b]) => b > a) || (this.open !== null && this.open[1] > this.open[0]);
  }

  /**
   * The intervals to report now, within [0, duration], merged, at most `max` of them. They leave the tracker:
   * hand them back with `giveBack` if the report fails. The interval being played goes too and carries on from
   * its end, so playback goes on counting without a gap.
   */
  take(duration: number, max = WATCH_REPORT_MAX): WatchInterval[] {
    if (this.open) {
      this.closed.push([this.open[0], this.open[1]]);
      this.open = [this.open[1], this.open[1]];
    }
    const clamped = this.closed.map(([a, b]) => [round(Math.max(0, a)), round(Math.min(duration, b))] as WatchInterval);
    const all = mergeIntervals(clamped);
    this.closed = all.slice(max);
    return all.slice(0, max);
  }

  /** Intervals of a report that failed: they are sent again with the next one (the server keeps a union). */
  giveBack(intervals: readonly WatchInterval[]): void {
    this.closed = mergeIntervals([...intervals.map(([a, b]) => [a, b] as WatchInterval), ...this.closed]);
  }

  private closeOpen() {
    if (this.open && this.open[1] > this.open[0]) this.closed.push(this.open);
    this.open = null;
  }
}

/** Seconds past the furthest watched second a seek may still land (the player's own steps, a key press of rounding). */
export const SEEK_SLACK = 1;

/**
 * A video whose teacher does not allow seeking ahead: the student may go back anywhere and forward up to the furthest
 * second they have watched, no further. The furthest second starts from what the server kept (their intervals) and
 * moves on only with playback (steps of at most MAX_STEP at the playback rate), never with a seek.
 */
export class SeekGuard {
  private furthestSecond: number;
  private last: number | null = null;

  constructor(watched: readonly WatchInterval[]) {
    this.furthestSecond = watched.reduce((m, [, end]) => Math.max(m, end), 0);
  }

  /** The furthest second watched: where a seek past it is put back to. */
  get furthest(): number {
    return this.furthestSecond;
  }

  /** A timeupdate at `time`: playback moves the furthest second along. */
  update(time: number, { playing, seeking, rate }: PlayState): void {
    if (!Number.isFinite(time)) return;
    const delta = this.last === null ? Number.NaN : time - this.last;
    if (playing && !seeking && delta > 0 && delta <= MAX_STEP * Math.max(rate, 0)) this.furthestSecond = Math.max(this.furthestSecond, time);
    this.last = time;
  }

  /** A seek to `time`: null when it may land there, else the second to put the player back to. */
  check(time: number): number | null {
    this.last = null;
    if (!Number.isFinite(time) || time <= this.furthestSecond + SEEK_SLACK) return null;
    return this.furthestSecond;
  }
}

/** Where to carry on: the saved position, unless it is (nearly) the end or past it, then from the start. */
export function resumePosition(saved: number, duration: number): number {
  if (!Number.isFinite(saved) || saved <= 0 || !Number.isFinite(duration) || duration <= 0) return 0;
  return saved >= duration - END_MARGIN ? 0 : saved;
}

/** Seconds as a clock: 03:05, or 1:02:03 past an hour. */
export function clockText(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${two(m)}:${two(s % 60)}`;
}
