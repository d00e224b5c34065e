// What a row of my homework list shows and offers, by the server's clock: not started yet (waiting, disabled), open
// (开始作答 / 继续作答), or done with (查看), with 已截止 for one that closed without a submission.
import type { StudentHomeworkRow } from '@contract/homework';

export type RowAction = 'wait' | 'begin' | 'continue' | 'view';
/** the time line under the dates: until the start, until the end, until the late limit */
export type RowClock = { kind: 'startsIn' | 'left' | 'lateLeft'; ms: number } | null;

export type RowState = {
  action: RowAction;
  notStarted: boolean;
  /** closed and never handed in */
  closed: boolean;
  clock: RowClock;
  /** submitted before: 查看 is offered beside 继续作答 */
  canView: boolean;
};

const EDITABLE = new Set<StudentHomeworkRow['status']>(['new', 'answering', 'returned']);

export function rowStateOf(row: StudentHomeworkRow, now: number): RowState {
  const start = Date.parse(row.startAt);
  const end = Date.parse(row.endAt);
  const lateUntil = row.lateUntil ? Date.parse(row.lateUntil) : null;
  const notStarted = now < start;
  const editable = row.open && EDITABLE.has(row.status);
  const action: RowAction = notStarted ? 'wait' : editable ? (row.status === 'new' ? 'begin' : 'continue') : 'view';
  const clock: RowClock = notStarted
    ? { kind: 'startsIn', ms: start - now }
    : !row.open
      ? null
      : now < end
        ? { kind: 'left', ms: end - now }
        : lateUntil !== null && now < lateUntil
          ? { kind: 'lateLeft', ms: lateUntil - now }
          : null;
  return {
    action,
    notStarted,
    closed: !row.open && !notStarted && row.submittedAt === null,
    clock,
    canView: action === 'continue' && row.submittedAt !== null,
  };
}

/** Homework still to do: open (or not yet open) and not handed in. */
export const isTodo = (row: StudentHomeworkRow, now: number) => {
  const { action } = rowStateOf(row, now);
  return action === 'wait' || action === 'begin' || action === 'continue';
};
