// The pure rules of the student's exam pages: where they link, and what a row of the list offers by the server's clock.
import type { StudentExamRow } from '@contract/exam';
import { STU_LINKS } from './study';

/** examId is part of the addresses only; a paper deleted after publishing leaves 0 there. */
export const EXAM_STU_LINKS = {
  list: STU_LINKS.exam,
  detail: (courseId: number, clazzId: number, examId: number | null, examClassId: number) =>
    `/stu/course/exam/examClass/detail/${courseId}/${clazzId}/${examId ?? 0}/${examClassId}`,
  exercise: (courseId: number, clazzId: number, examId: number | null, examClassId: number, exerciseId: number) =>
    `/stu/course/exam/exercise/${courseId}/${clazzId}/${examId ?? 0}/${examClassId}/${exerciseId}`,
};

/** wait: not yet open; start: may begin; continue: the attempt runs; view: handed in, missed or closed. */
export type ExamRowAction = 'wait' | 'start' | 'continue' | 'view';

export function examRowAction(row: Pick<StudentExamRow, 'state' | 'startAt' | 'endAt' | 'deadline'>, now: number): ExamRowAction {
  switch (row.state) {
    case 'upcoming':
      return now < Date.parse(row.startAt) ? 'wait' : 'start';
    case 'open':
      return now <= Date.parse(row.endAt) ? 'start' : 'view';
    case 'answering':
      return row.deadline !== null && now <= Date.parse(row.deadline) ? 'continue' : 'view';
    default:
      return 'view';
  }
}

/** Exams still to do: not yet open, open or running. */
export const isExamTodo = (row: Pick<StudentExamRow, 'state'>) => row.state === 'upcoming' || row.state === 'open' || row.state === 'answering';

/** The question to show: the one in the address if it is on the paper, else the first. */
export function questionIndexOf(questions: readonly { questionId: number }[], exerciseId: number | null): number {
  const at = exerciseId === null ? -1 : questions.findIndex((q) => q.questionId === exerciseId);
  return Math.max(at, 0);
}

/** How long after the deadline the page asks the server to hand in (the server's grace for saves in flight, and a little). */
export const autoSubmitDelayMs = (graceSeconds: number) => graceSeconds * 1000 + 1500;
