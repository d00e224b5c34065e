// Where a published homework stands by the clock: 未开始 before its start, 进行中 until its end, 已截止 after it
// (late submissions, where accepted, come after 截止).
import type { HomeworkSummary } from '@contract/homework';

export type HomeworkPhase = 'notStarted' | 'open' | 'closed';
export const HOMEWORK_PHASES: HomeworkPhase[] = ['notStarted', 'open', 'closed'];
export const PHASE_COLORS: Record<HomeworkPhase, string> = { notStarted: 'default', open: 'processing', closed: 'success' };

export function phaseOf(h: Pick<HomeworkSummary, 'startAt' | 'endAt'>, now: Date = new Date()): HomeworkPhase {
  const at = now.getTime();
  if (at < Date.parse(h.startAt)) return 'notStarted';
  return at <= Date.parse(h.endAt) ? 'open' : 'closed';
}
