// Who runs next on the grading slots: each user has at most `perUser` jobs in flight and a short queue of their own;
// free slots go round-robin over the users who wait, so a flood from one user queues behind that user only. Jobs
// without a user (sweeps, hand-ins at a deadline) share one key and leave a slot free for people.
import { GradingBusy } from './errors';

export type SchedulerOptions = {
  slots: number;
  perUser: number;
  /** jobs one user may have waiting beyond those in flight */
  queuedPerUser: number;
  /** jobs waiting on the whole platform */
  queuedTotal: number;
  /** a job not started by then is answered "busy" */
  maxWaitMs: number;
};

export const BACKGROUND = 'background';

type Waiting = { start: (slot: number) => void; fail: (e: Error) => void; timer: NodeJS.Timeout };

export class FairScheduler {
  private readonly free: number[] = [];
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly inFlight = new Map<string, number>();
  private order: string[] = [];
  private queued = 0;
  private closed = false;

  constructor(private readonly options: SchedulerOptions) {
    for (let slot = options.slots; slot >= 1; slot--) this.free.push(slot);
  }

  private limitOf(user: string) {
    return user === BACKGROUND ? Math.max(1, this.options.slots - 1) : this.options.perUser;
  }

  /** Runs `work` on a slot of its own once the user's turn comes; GradingBusy when the queues are full. */
  async run<T>(user: string, work: (slot: number) => Promise<T>): Promise<T> {
    const slot = await this.acquire(user);
    try {
      return await work(slot);
    } finally {
      this.inFlight.set(user, (this.inFlight.get(user) ?? 1) - 1);
      if (this.inFlight.get(user) === 0) this.inFlight.delete(user);
      this.free.push(slot);
      this.dispatch();
    }
  }

  private acquire(user: string): Promise<number> {
    if (this.closed) return Promise.reject(new GradingBusy('评测服务已停止'));
    const mine = this.waiting.get(user) ?? [];
    if (mine.length === 0 && (this.inFlight.get(user) ?? 0) < this.limitOf(user) && this.free.length > 0 && this.queued === 0) {
      this.inFlight.set(user, (this.inFlight.get(user) ?? 0) + 1);
      return Promise.resolve(this.free.pop()!);
    }
    if (user !== BACKGROUND && mine.length >= this.options.queuedPerUser) {
      return Promise.reject(new GradingBusy('评测繁忙：你还有 SQL 正在评测，请等它结束后再试'));
    }
    if (this.queued >= this.options.queuedTotal) return Promise.reject(new GradingBusy('评测繁忙：正在评测的人太多，请稍后再试'));
    return new Promise<number>((resolve, reject) => {
      const entry: Waiting = {
        start: resolve,
        fail: reject,
        timer: setTimeout(() => {
          const list = this.waiting.get(user) ?? [];
          const at = list.indexOf(entry);
          if (at < 0) return;
          list.splice(at, 1);
          this.queued--;
          reject(new GradingBusy('评测繁忙：等待时间过长，请稍后再试'));
        }, this.options.maxWaitMs),
      };
      mine.push(entry);
      this.waiting.set(user, mine);
      if (!this.order.includes(user)) this.order.push(user);
      this.queued++;
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.free.length > 0 && this.queued > 0) {
      const next = this.order.findIndex((u) => (this.waiting.get(u)?.length ?? 0) > 0 && (this.inFlight.get(u) ?? 0) < this.limitOf(u));
      if (next < 0) return;
      const user = this.order[next];
      // round-robin: the user served goes to the back of the line
      this.order.splice(next, 1);
      const list = this.waiting.get(user)!;
      const entry = list.shift()!;
      if (list.length > 0) this.order.push(user);
      else this.waiting.delete(user);
      this.queued--;
      clearTimeout(entry.timer);
      this.inFlight.set(user, (this.inFlight.get(user) ?? 0) + 1);
      entry.start(this.free.pop()!);
    }
  }

  close() {
    this.closed = true;
    for (const list of this.waiting.values()) {
      for (const entry of list) {
        clearTimeout(entry.timer);
        entry.fail(new GradingBusy('评测服务已停止'));
      }
    }
    this.waiting.clear();
    this.queued = 0;
  }
}
