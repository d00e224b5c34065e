// How a homework's score reads on my statistics: the score once released, 未公布 while handed in but not released
// yet (the server sends no score then), nothing before it is handed in.
import type { StudentHomeworkStat } from '@contract/stats';

export type ScoreCell = { kind: 'score'; score: number; total: number } | { kind: 'unreleased' } | { kind: 'none' };

export function scoreCellOf(h: Pick<StudentHomeworkStat, 'status' | 'score' | 'total'>): ScoreCell {
  if (h.score !== null) return { kind: 'score', score: h.score, total: h.total };
  return h.status === 'submitted' || h.status === 'reviewed' ? { kind: 'unreleased' } : { kind: 'none' };
}
