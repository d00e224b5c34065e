// The props of QuestionView: one question as a student sees it (contract's StudentExercise), read-only or
// answering. Used by practice, the preview pages, and later homework and exams.
import type { AnswerValue, StudentExercise } from '@contract/exercise';
import type { SqlRunResult } from '@contract/grading';

export type QuestionViewProps = {
  exercise: StudentExercise;
  /** the answer shown in the inputs */
  value?: AnswerValue;
  /** absent: read-only (the inputs show `value` but cannot change) */
  onChange?: (value: AnswerValue) => void;
  disabled?: boolean;
  /** fill-in after a verdict: each blank marked right or wrong */
  blankMarks?: boolean[];
  /** SQL types: the editor's 运行 button runs the typed SQL on the question's scene */
  onRunSql?: (sql: string) => Promise<SqlRunResult>;
  /** shows exercise.answer and exercise.analysis when the exercise carries them */
  showAnswer?: boolean;
};
