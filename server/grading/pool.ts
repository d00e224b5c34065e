// A small pool of grading workers (ARCHITECTURE.md: student SQL never runs on the server's thread): threads, or
// with isolation 'process' child processes of their own (HTDZ_GRADING_ISOLATION), so that a fault of the embedded
// database — or memory it takes — belongs to a process the operating system can limit and kill.
// Unlike a generic pool it knows when a worker starts a student's statements, so the time limit counts
// only that, not the queue, the worker's start-up or a scene's first install; a worker that overruns or
// breaks is terminated and replaced, and the queue moves on to the others.
import { fork } from 'node:child_process';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { WorkerReady, WorkerReply, WorkerRequest } from './protocol';

export class GradingTimeout extends Error {}
export class GradingBroken extends Error {}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
type Job = {
  id: number;
  request: Request;
  sceneKey: string;
  /** limit for the student's statements */
  timeMs: number;
  resolve: (answer: unknown) => void;
  reject: (e: Error) => void;
};
type Message = WorkerReady | WorkerReply | { id: number; running: true };

/** A worker thread or process, as the pool uses it. */
type Channel = {
  send: (msg: WorkerRequest) => void;
  terminate: () => Promise<unknown>;
  /** the process id of a worker process (the server's own for a thread) */
  pid: number;
};

export type Isolation = 'thread' | 'process';

function startWorker(isolation: Isolation, onMessage: (msg: Message) => void, onExit: () => void): Channel {
  if (isolation === 'thread') {
    const worker = new Worker(SHIM);
    worker.on('message', onMessage);
    worker.on('error', () => {
      /* the exit handler does the work */
    });
    worker.on('exit', onExit);
    return { send: (msg) => worker.postMessage(msg), terminate: () => worker.terminate(), pid: process.pid };
  }
  // structured clone over the IPC channel, as between threads; no inspector or flags of the server's own
  const child = fork(SHIM, [], { serialization: 'advanced', execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  child.on('message', onMessage);
  child.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(onExit);
  return {
    send: (msg) => {
      if (child.connected) child.send(msg);
    },
    terminate: () => {
      child.kill('SIGKILL');
      return exited;
    },
    pid: child.pid ?? 0,
  };
}

type Slot = { worker: Channel; ready: boolean; job: Job | null; timer: NodeJS.Timeout | null; scenes: Set<string> };

/** Generous limit for what comes before the student's statements (installing a scene on this worker). */
const INSTALL_MS = 30_000;
const SHIM = path.join(__dirname, 'worker-shim.mjs');

export class GradingPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing = false;
  /** workers replaced after a timeout or a failure (for the health page and the tests) */
  replaced = 0;

  constructor(
    private readonly size: number,
    private readonly isolation: Isolation = 'thread',
  ) {
    for (let i = 0; i < size; i++) this.spawn();
  }

  submit<T>(request: Request, timeMs: number): Promise<T> {
    if (this.closing) return Promise.reject(new GradingBroken('grading pool is closed'));
    const sceneKey = request.op === 'install' ? request.scene.key : request.run.scene.key;
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request, sceneKey, timeMs, resolve: resolve as (a: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Resolves once every worker has its database ready (server start-up, benchmarks). */
  async warm(): Promise<void> {
    while (!this.closing && this.slots.some((s) => !s.ready)) await new Promise((r) => setTimeout(r, 50));
  }

  get workers() {
    return this.slots.length;
  }

  async close() {
    this.closing = true;
    for (const job of this.queue.splice(0)) job.reject(new GradingBroken('grading pool is closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn() {
    const slot = { ready: false, job: null, timer: null, scenes: new Set() } as Omit<Slot, 'worker'> as Slot;
    slot.worker = startWorker(
      this.isolation,
      (msg) => this.onMessage(slot, msg),
      () => this.onExit(slot),
    );
    this.slots.push(slot);
  }

  /** the process ids of the workers (tests, the health of a process pool) */
  get pids(): number[] {
    return this.slots.map((s) => s.worker.pid);
  }

  private onMessage(slot: Slot, msg: Message) {
    if ('ready' in msg) {
      slot.ready = true;
      this.dispatch();
      return;
    }
    const job = slot.job;
    if (!job || job.id !== msg.id) return;
    if ('running' in msg) {
      // The scene is installed; from now on only the student's statements run.
      this.arm(slot, job.timeMs, () => new GradingTimeout());
      return;
    }
    this.clear(slot);
    slot.job = null;
    if (msg.ok) {
      slot.scenes.add(job.sceneKey);
      job.resolve(msg.answer);
    } else {
      job.reject(msg.broken ? new GradingBroken(msg.message) : new Error(msg.message));
    }
    this.dispatch();
  }

  private onExit(slot: Slot) {
    this.clear(slot);
    this.slots.splice(this.slots.indexOf(slot), 1);
    if (slot.job) slot.job.reject(new GradingBroken('grading worker stopped'));
    if (this.closing) return;
    this.replaced++;
    this.spawn();
    this.dispatch();
  }

  private arm(slot: Slot, ms: number, error: () => Error) {
    this.clear(slot);
    slot.timer = setTimeout(() => {
      const job = slot.job;
      slot.job = null;
      slot.ready = false; // dying: never given another job
      job?.reject(error());
      void slot.worker.terminate();
    }, ms);
  }

  private clear(slot: Slot) {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const idle = this.slots.filter((s) => s.ready && !s.job);
      if (idle.length === 0) return;
      const job = this.queue.shift()!;
      // Prefer a worker that already holds the scene: its install is skipped.
      const slot = idle.find((s) => s.scenes.has(job.sceneKey)) ?? idle[0];
      slot.job = job;
      this.arm(slot, INSTALL_MS + job.timeMs, () => new GradingTimeout());
      slot.worker.send({ id: job.id, ...job.request } as WorkerRequest);
    }
  }
}
