// The answer being typed is kept in this browser per user, class and question until it is submitted, so a reload or
// a closed tab loses nothing. It reuses the shared draft kit with one field: the answer as canonical JSON (only the
// type's field, choices in order, nothing when nothing is answered), so "same as submitted" is a string compare.
import { AnswerValue, type ExerciseType } from '@contract/exercise';
import { draftKit } from '@/components/Draft';
import { isAnswered, normaliseAnswer } from '@/components/QuestionView/answer';

export type AnswerDraftValues = { answer: string };

export const answerDraft = draftKit<AnswerDraftValues>(['answer']);

/** `htdz.practiceDraft.4.1.601`: user 4, class 1, question 601 (two accounts in one browser keep their own). */
export const answerDraftKey = (userId: number | undefined, clazzId: number, exerciseId: number) =>
  `htdz.practiceDraft.${userId ?? 'me'}.${clazzId}.${exerciseId}`;

export function draftValuesOf(type: ExerciseType, value: AnswerValue | null | undefined): AnswerDraftValues {
  return { answer: JSON.stringify(isAnswered({ type }, value) ? normaliseAnswer(type, value) : {}) };
}

/** The answer kept in a draft; a damaged or foreign one reads as no answer. */
export function answerOfDraft(type: ExerciseType, values: AnswerDraftValues): AnswerValue {
  try {
    const parsed = AnswerValue.safeParse(JSON.parse(values.answer));
    return parsed.success ? normaliseAnswer(type, parsed.data) : {};
  } catch {
    return {};
  }
}
