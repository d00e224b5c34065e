// The grading engine failing through no fault of the student (lost connection, broken scene database, its own
// timeout) or too busy: until restored, the app's own engine answers every call by throwing GradingUnavailable or
// GradingBusy, as server/grading/engine.ts does after its own retry. The engine stays the real one underneath.
import type { FastifyInstance } from 'fastify';
import { GradingBusy, GradingUnavailable } from '../../server/grading/errors';

const CALLS = ['check', 'run', 'describe', 'referenceFailure'] as const;

export type Outage = {
  /** calls the engine refused meanwhile */
  readonly refused: number;
  restore: () => void;
};

export function engineDown(app: FastifyInstance, kind: 'unavailable' | 'busy' = 'unavailable'): Outage {
  const engine = app.grading as unknown as Record<string, unknown>;
  let refused = 0;
  for (const name of CALLS) {
    // an own property over the class's method: removing it restores the engine
    engine[name] = async () => {
      refused += 1;
      throw kind === 'busy' ? new GradingBusy('too many runs queued') : new GradingUnavailable('lost the connection to the grading database');
    };
  }
  return {
    get refused() {
      return refused;
    },
    restore: () => {
      for (const name of CALLS) delete engine[name];
    },
  };
}
