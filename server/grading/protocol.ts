// Messages between the grading pool (main thread) and its workers.
import type { SqlRunResult } from '../../contract/grading';
import type { InstallAnswer, RunRequest, SceneSpec } from './sandbox';

export type WorkerRequest = { id: number; op: 'install'; scene: SceneSpec } | { id: number; op: 'run'; run: RunRequest };

export type WorkerReply =
  | { id: number; ok: true; answer: InstallAnswer | SqlRunResult }
  | { id: number; ok: false; broken: boolean; message: string };

export type WorkerReady = { ready: true };
