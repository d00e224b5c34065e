// A paper's questions as the editor holds them, how the server's paper after an add joins the teacher's list, and
// what the rules of a random pick add up to.
import type { ExamDetail } from '@contract/exam';
import type { ScoredQuestion } from '@/components/QuestionScoreList';

export const itemsOf = (exam: ExamDetail): ScoredQuestion[] =>
  exam.questions.map((q) => ({ exerciseId: q.exerciseId, type: q.type, stemText: q.stemText, score: q.score }));

/**
 * The questions the server added (an add from the bank, a random pick) that the teacher's list lacks, in the
 * server's order. A question the teacher removed but has not saved yet is still in the server's paper: it stays
 * out, unless they asked for it again (`asked`).
 */
export function addedBy(items: readonly ScoredQuestion[], saved: ExamDetail, answer: ExamDetail, asked: ReadonlySet<number> = new Set()): ScoredQuestion[] {
  const here = new Set(items.map((i) => i.exerciseId));
  const before = new Set(saved.questions.map((q) => q.exerciseId));
  return itemsOf(answer).filter((i) => !here.has(i.exerciseId) && (!before.has(i.exerciseId) || asked.has(i.exerciseId)));
}

/** How many questions the rules of a random pick draw and what they are worth, exact to the tenth; a rule not
 * filled in yet counts nothing. */
export function pickTotals(rules: readonly ({ count?: number | null; score?: number | null } | undefined)[] | undefined) {
  let count = 0;
  let tenths = 0;
  for (const r of rules ?? []) {
    const n = typeof r?.count === 'number' ? r.count : 0;
    count += n;
    tenths += n * Math.round((typeof r?.score === 'number' ? r.score : 0) * 10);
  }
  return { count, total: tenths / 10 };
}
