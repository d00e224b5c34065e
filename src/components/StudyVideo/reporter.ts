// When and what the player reports to POST /stu/progress/watch. Reports go one at a time; a failed one hands its
// intervals back to the tracker so the next report carries them again (the server keeps the union, so sending
// seconds twice is harmless and losing them is not). No DOM here: the component tells it what the player shows.
import type { ReportWatchInput, ResourceProgress } from '@contract/study';
import { WatchTracker } from './tracker';

/**
 * Why a report is due. `tick` (every few seconds while playing) and `ended` send only newly played seconds;
 * `pause` and `leave` (page hidden or closed, player gone) also send a moved position alone, so the video
 * carries on from there next time.
 */
export type ReportReason = 'tick' | 'pause' | 'ended' | 'leave';

/** What the player shows now; duration is NaN or Infinity while unknown. */
export type PlayerReading = { duration: number; position: number };

type Options = {
  clazzId: number;
  resourceId: number;
  /** the position the server knows already (from the last answer or the page's data) */
  position: number;
  read: () => PlayerReading | null;
  /** sends one report; `leaving` asks for a request that outlives the page */
  send: (body: ReportWatchInput, leaving: boolean) => Promise<ResourceProgress>;
  onAnswer: (progress: ResourceProgress) => void;
  onError: (error: unknown) => void;
};

/** A position must move this far (seconds) before it is worth a report of its own. */
const POSITION_STEP = 1;

export class WatchReporter {
  readonly tracker = new WatchTracker();
  private sentPosition: number;
  private busy = false;
  private queued: ReportReason | null = null;

  constructor(private readonly options: Options) {
    this.sentPosition = options.position;
  }

  /** Reports what is new, now; while a report is on its way the next waits for it (unless the page is leaving). */
  async report(reason: ReportReason): Promise<void> {
    if (this.busy && reason !== 'leave') {
      // a pause or leave outranks a tick waiting in line
      if (this.queued === null || this.queued === 'tick') this.queued = reason;
      return;
    }
    const reading = this.options.read();
    if (!reading || !Number.isFinite(reading.duration) || reading.duration <= 0) return;
    const { duration } = reading;
    const position = Math.min(Math.max(0, reading.position), duration);
    const withPosition = reason === 'pause' || reason === 'leave';
    const moved = Math.abs(position - this.sentPosition) >= POSITION_STEP;
    if (!this.tracker.hasNew() && !(withPosition && moved)) return;
    const intervals = this.tracker.take(duration);
    if (intervals.length === 0 && !(withPosition && moved)) return;

    const leaving = reason === 'leave';
    if (!leaving) this.busy = true;
    // counted as known at once, so a second leave (pagehide after visibilitychange) does not send it again
    const before = this.sentPosition;
    this.sentPosition = position;
    try {
      const answer = await this.options.send({ clazzId: this.options.clazzId, resourceId: this.options.resourceId, duration, position, intervals }, leaving);
      this.options.onAnswer(answer);
    } catch (e) {
      if (this.sentPosition === position) this.sentPosition = before;
      this.tracker.giveBack(intervals);
      this.options.onError(e);
    } finally {
      if (!leaving) this.busy = false;
    }
    if (!leaving && this.queued) {
      const next = this.queued;
      this.queued = null;
      await this.report(next);
    }
  }
}
