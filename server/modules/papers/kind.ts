// What grading and regrading need to know of one kind of publication (an exam-class, a homework) and of the papers
// handed in for it (exam attempts, homework submissions): its tables, and the rules that are its own, as functions.
// The tables are named by their exact types, one pair per kind: drizzle checks a statement on a table passed in
// only when the table's type is concrete (on "any table with these columns" it checks no column of an insert).
import type { AnswerValue } from '@contract/exercise';
import type { HomeworkQuestionSnapshot } from '@contract/homework';
import type { DbOrTx } from '../../db/client';
import type {
  examAnswers,
  examAttempts,
  examClasses,
  examRegrades,
  homeworkAnswers,
  homeworkRegrades,
  homeworks,
  homeworkSubmissions,
  SceneSnapshot,
} from '../../db/schema';

/** A publication's own copy of its questions and their scenes (exam_classes, homeworks). */
export type Publication = { id: number; questions: HomeworkQuestionSnapshot[]; scenes: Record<string, SceneSnapshot> };
/** A student's paper (exam_attempts, homework_submissions). */
export type Paper = { id: number; studentId: number; status: string };

/** A paper's answers: the table, its column naming the paper, and that column in a new row. */
export type AnswerTable =
  | { table: typeof examAnswers; paper: typeof examAnswers.attemptId; key: (attemptId: number) => { attemptId: number } }
  | { table: typeof homeworkAnswers; paper: typeof homeworkAnswers.submissionId; key: (submissionId: number) => { submissionId: number } };

/** The papers of a publication: the table and its column naming the publication. */
export type PaperTable =
  | { table: typeof examAttempts; publication: typeof examAttempts.examClassId }
  | { table: typeof homeworkSubmissions; publication: typeof homeworkSubmissions.homeworkId };

/** A publication's regrade records: the table, its column naming the publication, and that column in a new row. */
export type RegradeTable =
  | { table: typeof examRegrades; publication: typeof examRegrades.examClassId; key: (examClassId: number) => { examClassId: number } }
  | { table: typeof homeworkRegrades; publication: typeof homeworkRegrades.homeworkId; key: (homeworkId: number) => { homeworkId: number } };

/** What grading a handed-in paper needs. */
export type GradedPapers<Pub extends Publication, P extends Paper> = {
  answers: AnswerTable;
  answersOf: (db: DbOrTx, paperId: number) => Promise<readonly { questionId: number; answer: AnswerValue; regrade: boolean }[]>;
  /** the paper, locked for the rest of the transaction */
  lockPaper: (tx: DbOrTx, paperId: number) => Promise<P | undefined>;
  /** the statuses of a handed-in paper */
  handedIn: readonly ['submitted', 'reviewed'];
  /** the paper's total from its answers, by the kind's own rules (homework takes its late penalty off) */
  updateTotal: (tx: DbOrTx, pub: Pub, paper: P) => Promise<void>;
};

/** Only a handed-in paper is graded (a returned homework submission waits for its next hand-in). */
export const isHandedIn = (kind: Pick<GradedPapers<Publication, Paper>, 'handedIn'>, paper: Paper): boolean =>
  (kind.handedIn as readonly string[]).includes(paper.status);

/** What a teacher's regrade of one question needs, besides grading. */
export type RegradedPapers<Pub extends Publication, P extends Paper> = GradedPapers<Pub, P> & {
  /** in messages: what the publication is called ('考试', '作业'), and the refusal of a question not in it */
  name: string;
  notInPublication: string;
  publications: typeof examClasses | typeof homeworks;
  /** the publication, locked for the rest of the transaction */
  lockPublication: (tx: DbOrTx, publicationId: number) => Promise<Pub | undefined>;
  papers: PaperTable;
  regrades: RegradeTable;
  /**
   * Whether a paper can have been handed in again since its answer was read (a returned homework submission): then
   * this counts its hand-ins, and a paper whose count moved meanwhile is left to its own grading. None: a paper is
   * handed in once and never returned (an exam attempt).
   */
  handIns: { column: typeof homeworkSubmissions.submitCount; of: (paper: P) => number } | null;
};
