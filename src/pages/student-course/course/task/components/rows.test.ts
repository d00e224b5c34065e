import type { StudentHomeworkRow } from '@contract/homework';
import { isTodo, rowStateOf } from './rows';

const NOW = Date.parse('2025-03-10T08:00:00.000Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(NOW + ms).toISOString();
const row = (more: Partial<StudentHomeworkRow>): StudentHomeworkRow => ({
  homeworkId: 1,
  name: '作业',
  startAt: at(-24 * HOUR),
  endAt: at(24 * HOUR),
  extended: false,
  lateUntil: null,
  status: 'new',
  open: true,
  questionCount: 5,
  answeredCount: 0,
  totalScore: 20,
  score: null,
  submittedAt: null,
  late: false,
  ...more,
});

describe('what a homework row offers', () => {
  it('not started: waits, with the time until it starts', () => {
    const state = rowStateOf(row({ startAt: at(2 * HOUR), open: false }), NOW);
    expect(state).toMatchObject({ action: 'wait', notStarted: true, closed: false, clock: { kind: 'startsIn', ms: 2 * HOUR } });
  });

  it('open: 开始作答 when new, 继续作答 once begun or returned', () => {
    expect(rowStateOf(row({}), NOW)).toMatchObject({ action: 'begin', clock: { kind: 'left', ms: 24 * HOUR } });
    expect(rowStateOf(row({ status: 'answering' }), NOW).action).toBe('continue');
    expect(rowStateOf(row({ status: 'returned', submittedAt: at(-HOUR) }), NOW)).toMatchObject({ action: 'continue', canView: true });
  });

  it('in the late period the clock counts to the late limit', () => {
    const state = rowStateOf(row({ endAt: at(-HOUR), lateUntil: at(3 * HOUR) }), NOW);
    expect(state).toMatchObject({ action: 'begin', clock: { kind: 'lateLeft', ms: 3 * HOUR } });
  });

  it('handed in: 查看, even while the window is open', () => {
    expect(rowStateOf(row({ status: 'submitted', submittedAt: at(-HOUR) }), NOW)).toMatchObject({ action: 'view', closed: false });
  });

  it('closed without a submission: 已截止 and 查看', () => {
    const state = rowStateOf(row({ endAt: at(-HOUR), open: false, status: 'answering' }), NOW);
    expect(state).toMatchObject({ action: 'view', closed: true, clock: null });
    expect(isTodo(row({ endAt: at(-HOUR), open: false }), NOW)).toBe(false);
    expect(isTodo(row({}), NOW)).toBe(true);
  });
});
