// The exam as one student sees it: their order of the questions, options relabelled in their order, never a key or
// an analysis before the release settings allow it (studentViewOf with release false during the exam).
import { studentViewOf, toPoints, type StudentExercise } from '@contract/exercise';
import type { AttemptRow, ExamClassRow, SnapshotQuestion } from './access';
import { relabelled, studentPaper, type PaperItem } from './shuffle';

export type ExamItem = PaperItem<SnapshotQuestion>;

/** The attempt's paper in the student's order. */
export const itemsOf = (ec: ExamClassRow, attempt: Pick<AttemptRow, 'seed'>): ExamItem[] => studentPaper(ec.questions, attempt.seed, ec);

export function examViewOf(ec: ExamClassRow, item: ExamItem, release: boolean): StudentExercise {
  const q = item.question;
  return studentViewOf(
    {
      exerciseId: q.questionId,
      type: q.type,
      stem: q.stem,
      difficulty: q.difficulty,
      score: toPoints(q.scoreTenths),
      spec: relabelled(q.spec, item.options),
      analysis: q.analysis,
    },
    { release, sceneName: 'sceneId' in q.spec ? (ec.scenes[String(q.spec.sceneId)]?.name ?? null) : null },
  );
}
