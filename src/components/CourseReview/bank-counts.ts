// How many questions a course's bank holds, by type and by difficulty, from the list call the bank pages use: one page
// of up to 200 rows counted here covers most banks; a larger bank is counted by the server, one filtered total per
// type and per difficulty, so the cost stays the same however many questions there are.
import { DIFFICULTIES, EXERCISE_TYPES, type Difficulty, type ExerciseSummary, type ExerciseType } from '@contract/exercise';
import { queryExercises } from '@/services/htdz/exercise';

export type BankCounts = { total: number; byType: Record<ExerciseType, number>; byDifficulty: Record<Difficulty, number> };

/** the largest page the list call answers */
export const BANK_PAGE = 200;

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

export function countRows(rows: readonly Pick<ExerciseSummary, 'type' | 'difficulty'>[]): BankCounts {
  const byType = zeros(EXERCISE_TYPES);
  const byDifficulty = zeros(DIFFICULTIES);
  for (const r of rows) {
    byType[r.type] += 1;
    byDifficulty[r.difficulty] += 1;
  }
  return { total: rows.length, byType, byDifficulty };
}

export async function loadBankCounts(courseId: number): Promise<BankCounts> {
  const first = (await queryExercises({ courseId, current: 1, pageSize: BANK_PAGE })).obj;
  if (first.list.length >= first.total) return countRows(first.list);
  const totalOf = async (filter: { type?: ExerciseType; difficulty?: Difficulty }) =>
    (await queryExercises({ courseId, current: 1, pageSize: 1, ...filter })).obj.total;
  const [types, difficulties] = await Promise.all([
    Promise.all(EXERCISE_TYPES.map((type) => totalOf({ type }))),
    Promise.all(DIFFICULTIES.map((difficulty) => totalOf({ difficulty }))),
  ]);
  return {
    total: first.total,
    byType: Object.fromEntries(EXERCISE_TYPES.map((type, i) => [type, types[i]])) as Record<ExerciseType, number>,
    byDifficulty: Object.fromEntries(DIFFICULTIES.map((difficulty, i) => [difficulty, difficulties[i]])) as Record<Difficulty, number>,
  };
}
