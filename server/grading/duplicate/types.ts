export type DuplicateKind = 'sql' | 'text' | 'choice';

export type DuplicateQuestion = {
  questionId: number;
  kind: DuplicateKind;
  /** stem + options + reference answer as plain text: tokens found here are not evidence */
  givenText: string;
};

export type DuplicateAnswer = {
  questionId: number;
  text: string;
  /** graded fully correct: not evidence */
  correct: boolean;
};

export type DuplicateSubmission = { studentId: number; answers: DuplicateAnswer[] };

export type DuplicatePair = {
  studentId: number;
  otherStudentId: number;
  /** 0..1 */
  similarity: number;
  questions: { questionId: number; similarity: number }[];
};

export type DuplicateOptions = {
  /** pairs at or above this similarity are reported; default DEFAULT_THRESHOLD */
  threshold?: number;
  /** pairs with fewer questions carrying evidence are not reported; default 1 */
  minEvidenceQuestions?: number;
};

export type Ranges = [number, number][];
