// The answer of one question as the inputs make it: only the field of the question's type, so two answers compare
// by their JSON (drafts, "is this the answer that was graded?") and the server reads exactly what was shown.
import { isSqlType, OPTION_KEYS, type AnswerValue, type ExerciseType, type StudentExercise } from './exercise';

type Field = keyof AnswerValue;

/** Which field of AnswerValue a type reads. */
export function answerFieldOf(type: ExerciseType): Field {
  if (isSqlType(type)) return 'sql';
  switch (type) {
    case 'single':
    case 'multiple':
      return 'choices';
    case 'judge':
      return 'judge';
    case 'fill':
      return 'blanks';
    default:
      return 'text';
  }
}

/** Option keys in the order A, B, C …, without repeats: the order of clicks is not part of the answer. */
export const sortChoices = (keys: readonly string[]) => OPTION_KEYS.filter((k) => keys.includes(k)) as NonNullable<AnswerValue['choices']>;

/** The answer with only its type's field (absent when that field is). */
export function normaliseAnswer(type: ExerciseType, value: AnswerValue | null | undefined): AnswerValue {
  const field = answerFieldOf(type);
  const v = value?.[field];
  if (v === undefined) return {};
  if (field === 'choices') return { choices: sortChoices(v as string[]) };
  return { [field]: v } as AnswerValue;
}

/** The same answer as far as the type is concerned. */
export const sameAnswer = (type: ExerciseType, a: AnswerValue | null | undefined, b: AnswerValue | null | undefined) =>
  JSON.stringify(normaliseAnswer(type, a)) === JSON.stringify(normaliseAnswer(type, b));

/** Something was answered: an option, a side, a blank, some text or SQL. */
export function isAnswered(exercise: Pick<StudentExercise, 'type'>, value: AnswerValue | null | undefined): boolean {
  const v = normaliseAnswer(exercise.type, value);
  switch (answerFieldOf(exercise.type)) {
    case 'choices':
      return (v.choices?.length ?? 0) > 0;
    case 'judge':
      return typeof v.judge === 'boolean';
    case 'blanks':
      return (v.blanks ?? []).some((b) => b.trim() !== '');
    case 'text':
      return (v.text ?? '').trim() !== '';
    default:
      return (v.sql ?? '').trim() !== '';
  }
}
