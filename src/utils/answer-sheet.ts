// The pure rules of the answering screen: the questions in order, which are unanswered, and why a sheet is read-only.
import type { AnswerValue } from '@contract/exercise';
import type { HomeworkSheet, HomeworkSheetQuestion } from '@contract/homework';
import type { Translate } from '@/components/Locale';
import { isAnswered } from '@/components/QuestionView/answer';
import '@/locales/zh-CN/homework-stu';

export const orderedQuestions = (sheet: Pick<HomeworkSheet, 'questions'>): HomeworkSheetQuestion[] =>
  [...sheet.questions].sort((a, b) => a.position - b.position || a.questionId - b.questionId);

/** The numbers (from 1, as shown) of the questions without an answer. */
export const unansweredNumbers = (questions: HomeworkSheetQuestion[], answers: Record<number, AnswerValue>) =>
  questions.flatMap((q, i) => (isAnswered(q.exercise, answers[q.questionId]) ? [] : [i + 1]));

/** “第 2、5、7 题”. */
export const numbersText = (t: Translate, numbers: number[]) => t('homeworkStu.answer.questionList', { list: numbers.join('、') });

export type ReadOnlyReason = 'notStarted' | 'submitted' | 'ended';

/** Why answers cannot change now, when the server says so (canEdit false). */
export function readOnlyReason(sheet: Pick<HomeworkSheet, 'canEdit' | 'status' | 'startAt'>, now: number): ReadOnlyReason | null {
  if (sheet.canEdit) return null;
  if (sheet.status === 'submitted' || sheet.status === 'reviewed') return 'submitted';
  if (now < Date.parse(sheet.startAt)) return 'notStarted';
  return 'ended';
}
