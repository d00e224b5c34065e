// The computations of item analysis and of the mastery heat map (contract/analysis.ts defines the figures), kept
// free of the database so that they are tested on small hand-computed data; analysis.ts reads and feeds them.
import { GROUP_SHARE, type ItemStat, type MasteryRow } from '@contract/analysis';
import type { AnswerValue } from '@contract/exercise';
import { toPoints } from '@contract/exercise';
import type { HomeworkQuestionSnapshot } from '@contract/homework';
import { roundPercent } from '@contract/stats';

export type ItemQuestion = Pick<HomeworkQuestionSnapshot, 'questionId' | 'position' | 'type' | 'stemText' | 'scoreTenths' | 'spec' | 'knowIds'>;
/** One question's stored answer and its final score (tenths; null: not scored yet, counts 0). */
export type ItemAnswer = { answer: AnswerValue | null; tenths: number | null };
/** One student's counted work: their answers by question id (a missing one is unanswered). */
export type Paper = { studentId: number; answers: ReadonlyMap<number, ItemAnswer> };

const round3 = (v: number | null) => (v === null ? null : Math.round(v * 1000) / 1000);
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : null);

/** How many students are in each of the upper and lower groups: 27 % of them, at least 1, never overlapping. */
export function groupSizeOf(n: number): number {
  if (n < 2) return 0;
  return Math.min(Math.floor(n / 2), Math.max(1, Math.round(n * GROUP_SHARE)));
}

/** Pearson's correlation; for a right-or-wrong item against the total, the point-biserial. Null when undefined. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const mx = mean(xs)!;
  const my = mean(ys)!;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - mx;
    const dy = ys[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  // zero variance (everyone the same on the item or in total): no correlation to speak of
  if (sxx < 1e-12 || syy < 1e-12) return null;
  return sxy / Math.sqrt(sxx * syy);
}

const correctKeys = (q: ItemQuestion): string[] | null => {
  if (q.spec.type === 'single') return [q.spec.answer];
  if (q.spec.type === 'multiple') return q.spec.answers;
  return null;
};

/** The item statistics of a paper over the counted papers, in the paper's order. */
export function analyseItems(questions: readonly ItemQuestion[], papers: readonly Paper[]): { groupSize: number; items: ItemStat[] } {
  const n = papers.length;
  const ratio = (q: ItemQuestion, p: Paper) => (q.scoreTenths > 0 ? (p.answers.get(q.questionId)?.tenths ?? 0) / q.scoreTenths : 0);
  const totals = papers.map((p) => questions.reduce((s, q) => s + (p.answers.get(q.questionId)?.tenths ?? 0), 0));
  // by total, highest first; ties by student id so the groups are the same every time
  const order = papers.map((_, i) => i).sort((a, b) => totals[b]! - totals[a]! || papers[a]!.studentId - papers[b]!.studentId);
  const groupSize = groupSizeOf(n);
  const upper = order.slice(0, groupSize).map((i) => papers[i]!);
  const lower = order.slice(n - groupSize).map((i) => papers[i]!);

  const items = questions.map((q): ItemStat => {
    const ratios = papers.map((p) => ratio(q, p));
    const upperMean = groupSize ? mean(upper.map((p) => ratio(q, p))) : null;
    const lowerMean = groupSize ? mean(lower.map((p) => ratio(q, p))) : null;
    const discrimination = upperMean === null || lowerMean === null ? null : upperMean - lowerMean;
    const keys = correctKeys(q);
    let options: ItemStat['options'] = null;
    let unanswered = 0;
    if (keys && (q.spec.type === 'single' || q.spec.type === 'multiple')) {
      const counts = new Map(q.spec.options.map((o) => [o.key as string, 0]));
      for (const p of papers) {
        const picked = (p.answers.get(q.questionId)?.answer?.choices ?? []).filter((k) => counts.has(k));
        if (picked.length === 0) unanswered += 1;
        for (const k of new Set(picked)) counts.set(k, counts.get(k)! + 1);
      }
      options = q.spec.options.map((o) => ({ key: o.key, count: counts.get(o.key)!, correct: keys.includes(o.key) }));
    }
    return {
      questionId: q.questionId,
      position: q.position,
      type: q.type,
      stemText: q.stemText,
      score: toPoints(q.scoreTenths),
      difficulty: round3(mean(ratios)),
      correctRate: n ? round3(papers.filter((p) => (p.answers.get(q.questionId)?.tenths ?? 0) >= q.scoreTenths).length / n) : null,
      discrimination: round3(discrimination),
      pointBiserial: round3(correlation(ratios, totals)),
      options,
      unanswered,
      // with nobody counted, nothing is known of the distractors yet
      unpickedDistractors: n && options ? options.filter((o) => !o.correct && o.count === 0).map((o) => o.key) : [],
      strongFail: discrimination !== null && discrimination < -1e-9,
    };
  });
  return { groupSize, items };
}

/** One handed-in paper of the class: its questions (the publication's snapshot) and the student's answers. */
export type MasteryWork = {
  studentId: number;
  questions: readonly Pick<ItemQuestion, 'questionId' | 'scoreTenths' | 'knowIds'>[];
  answers: ReadonlyMap<number, ItemAnswer>;
};
export type MasteryStudent = { userId: number; code: string; name: string };

/** Each student's share of the points earned per knowledge point (in `knowIds`' order) over their handed-in work. */
export function masteryRows(knowIds: readonly number[], students: readonly MasteryStudent[], works: readonly MasteryWork[]): MasteryRow[] {
  const column = new Map(knowIds.map((k, i) => [k, i]));
  const sums = new Map<number, { earned: number[]; max: number[] }>();
  for (const w of works) {
    let s = sums.get(w.studentId);
    if (!s) {
      s = { earned: knowIds.map(() => 0), max: knowIds.map(() => 0) };
      sums.set(w.studentId, s);
    }
    for (const q of w.questions) {
      const tenths = w.answers.get(q.questionId)?.tenths ?? 0;
      for (const k of new Set(q.knowIds)) {
        const i = column.get(k);
        if (i === undefined) continue;
        s.earned[i]! += tenths;
        s.max[i]! += q.scoreTenths;
      }
    }
  }
  return students.map((st) => {
    const s = sums.get(st.userId);
    return { ...st, cells: knowIds.map((_, i) => (s && s.max[i]! > 0 ? roundPercent((100 * s.earned[i]!) / s.max[i]!) : null)) };
  });
}
