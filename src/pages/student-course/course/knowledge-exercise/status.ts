// The status filter of a point's question list: how many questions have each status, and the ones shown.
import { PRACTICE_STATUSES, type PracticeItem, type PracticeStatus } from '@contract/practice';

export type StatusFilter = PracticeStatus | 'all';
export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...PRACTICE_STATUSES];

/** The number of questions per status, and all of them. */
export function statusCounts(items: readonly Pick<PracticeItem, 'status'>[]): Record<StatusFilter, number> {
  const counts = { all: items.length, new: 0, wrong: 0, pending: 0, correct: 0 };
  for (const i of items) counts[i.status]++;
  return counts;
}

export type NumberedItem = PracticeItem & { index: number };

/** The questions of the status (1-based numbers stay those of the whole list, so 第 3 题 is the same question whatever the filter). */
export function filterByStatus(items: readonly PracticeItem[], filter: StatusFilter): NumberedItem[] {
  return items.map((item, i) => ({ ...item, index: i + 1 })).filter((item) => filter === 'all' || item.status === filter);
}
