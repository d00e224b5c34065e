import { EXAM_LIMITS, type StudentExamRow } from '@contract/exam';
import { autoSubmitDelayMs, EXAM_STU_LINKS, examRowAction, isExamTodo, questionIndexOf } from './student-exam';

const T = Date.parse('2024-03-10T08:00:00.000Z');
const MINUTE = 60_000;
const at = (ms: number) => new Date(T + ms).toISOString();
type Row = Pick<StudentExamRow, 'state' | 'startAt' | 'endAt' | 'deadline'>;
// the window: from an hour ago to an hour on
const row = (more: Partial<Row>): Row => ({ state: 'open', startAt: at(-60 * MINUTE), endAt: at(60 * MINUTE), deadline: null, ...more });

describe('the links of the student’s exam pages', () => {
  it('the list is the study pages’ 考试, the detail and the answering page carry course, class, exam and exam-class', () => {
    expect(EXAM_STU_LINKS.list(1, 2)).toBe('/stu/course/exam/1/2');
    expect(EXAM_STU_LINKS.detail(1, 2, 7, 12)).toBe('/stu/course/exam/examClass/detail/1/2/7/12');
    expect(EXAM_STU_LINKS.exercise(1, 2, 7, 12, 601)).toBe('/stu/course/exam/exercise/1/2/7/12/601');
  });

  it('a paper deleted after publishing leaves 0 for the exam', () => {
    expect(EXAM_STU_LINKS.detail(1, 2, null, 12)).toBe('/stu/course/exam/examClass/detail/1/2/0/12');
    expect(EXAM_STU_LINKS.exercise(1, 2, null, 12, 0)).toBe('/stu/course/exam/exercise/1/2/0/12/0');
  });
});

describe('what a row offers, by the server’s clock', () => {
  it('未开始: waits until the window opens, then may start (the list is older than the clock)', () => {
    const upcoming = row({ state: 'upcoming', startAt: at(10 * MINUTE), endAt: at(70 * MINUTE) });
    expect(examRowAction(upcoming, T)).toBe('wait');
    expect(examRowAction(upcoming, T + 10 * MINUTE - 1)).toBe('wait');
    expect(examRowAction(upcoming, T + 10 * MINUTE)).toBe('start');
  });

  it('可参加: may start until the window closes (its last moment included), then only view', () => {
    const open = row({ state: 'open' });
    expect(examRowAction(open, T)).toBe('start');
    expect(examRowAction(open, T + 60 * MINUTE)).toBe('start');
    expect(examRowAction(open, T + 60 * MINUTE + 1)).toBe('view');
  });

  it('进行中: continues until the attempt’s deadline (included), then only view', () => {
    const running = row({ state: 'answering', deadline: at(30 * MINUTE) });
    expect(examRowAction(running, T)).toBe('continue');
    expect(examRowAction(running, T + 30 * MINUTE)).toBe('continue');
    expect(examRowAction(running, T + 30 * MINUTE + 1)).toBe('view');
  });

  it('进行中 without a deadline (never from the server) is only viewed', () => {
    expect(examRowAction(row({ state: 'answering', deadline: null }), T)).toBe('view');
  });

  it('handed in, reviewed or missed: view, whatever the clock', () => {
    for (const state of ['submitted', 'reviewed', 'missed'] as const) {
      expect(examRowAction(row({ state, deadline: at(30 * MINUTE) }), T)).toBe('view');
      expect(examRowAction(row({ state }), T - 120 * MINUTE)).toBe('view');
    }
  });

  it('still to do: not yet open, open or running', () => {
    expect((['upcoming', 'open', 'answering', 'submitted', 'reviewed', 'missed'] as const).filter((state) => isExamTodo({ state }))).toEqual([
      'upcoming',
      'open',
      'answering',
    ]);
  });
});

describe('the question on screen', () => {
  const questions = [{ questionId: 601 }, { questionId: 602 }, { questionId: 605 }];

  it('is the one in the address when it is on the paper', () => {
    expect(questionIndexOf(questions, 601)).toBe(0);
    expect(questionIndexOf(questions, 605)).toBe(2);
  });

  it('is the first when the address has none, 0, or one not on the paper', () => {
    expect(questionIndexOf(questions, null)).toBe(0);
    expect(questionIndexOf(questions, 0)).toBe(0);
    expect(questionIndexOf(questions, 999)).toBe(0);
    expect(questionIndexOf([], 601)).toBe(0);
  });
});

describe('handing in by itself', () => {
  it('asks the server after its grace for saves in flight, and a little more', () => {
    expect(autoSubmitDelayMs(0)).toBe(1500);
    expect(autoSubmitDelayMs(EXAM_LIMITS.saveGraceSeconds)).toBe(EXAM_LIMITS.saveGraceSeconds * 1000 + 1500);
    expect(autoSubmitDelayMs(EXAM_LIMITS.saveGraceSeconds)).toBeGreaterThan(EXAM_LIMITS.saveGraceSeconds * 1000);
  });
});
