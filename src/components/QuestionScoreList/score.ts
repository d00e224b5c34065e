// The arithmetic of a list of questions with scores (a task's, an exam paper's): the exact total, the first score
// the contract refuses, and moving one question up or down.
import { Score, type ExerciseType } from '@contract/exercise';
import { zodProblem } from '@/components/FormRules';
import type { Translate } from '@/components/Locale';
import '@/locales/zh-CN/task';

/** A question of the list as the teacher arranges it; a score being typed may be empty. */
export type ScoredQuestion = { exerciseId: number; type: ExerciseType; stemText: string; score: number | null };

/** The sum of the scores, exact to the tenth (2.5 + 3.5 is 6, 0.1 + 0.2 is 0.3). */
export const totalOf = (items: readonly Pick<ScoredQuestion, 'score'>[]) => items.reduce((sum, i) => sum + Math.round((i.score ?? 0) * 10), 0) / 10;

/** The first score the contract refuses, as a sentence naming the question; null when all are good. */
export function scoreProblem(items: readonly Pick<ScoredQuestion, 'score'>[], t: Translate): string | null {
  for (const [i, item] of items.entries()) {
    const problem = zodProblem(Score, item.score, t('task.questions.score.required'));
    if (problem !== null) return t('task.questions.score.problem', { n: i + 1, problem });
  }
  return null;
}

/** The list with one item moved `by` places (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}

/** What a save sends and what tells a changed list from the saved one: the order and the scores. */
export const shapeOf = (items: readonly Pick<ScoredQuestion, 'exerciseId' | 'score'>[]) => JSON.stringify(items.map((i) => [i.exerciseId, i.score]));
