// Pairs of submissions that look copied. Per question, every answer becomes a set of fingerprints, each
// weighted by its rarity w in the cohort (shared by only these two: 1; by everyone: 0). Two answers are
//
//   similarity = Σ over shared fingerprints of w³  /  mean of (Σ w² of each answer)
//
// that is the share of their content they have in common (content weighted by w², so common phrases count
// little), times the mean rarity of what they share. An identical copy of a distinctive mistake is ~1; an
// identical answer that half the class also wrote is only as rare as its fingerprints (~0.4 at most); a
// fingerprint everybody has adds nothing on either side. A pair's similarity is Σ shared w³ / max(Σ mean
// Σ w², MIN_EVIDENCE) over the questions where both answered and at least one is wrong: the per-question
// similarities averaged by how much evidence each question carries, and a pair with less than MIN_EVIDENCE
// of it in total (one shared multiple-choice pick, say) cannot reach full similarity.
//
// Both formulas are bounded by the largest weight of a fingerprint the pair shares, so a pair can only reach
// the threshold through a fingerprint at least as heavy as the threshold. Only those go into an inverted
// index (few students each); it yields the candidate pairs with the exact sum of their heavy shares, and
// the lighter fingerprints can add at most the lighter side's Σ w³. Only candidates whose bound reaches the
// threshold are scored in full.
import { GRAM_SIZE, GivenText, answerGrams, kindOf } from './fingerprint';
import { GramTable } from './gram-table';
import type { DuplicateOptions, DuplicatePair, DuplicateQuestion, DuplicateSubmission } from './types';

export const DEFAULT_THRESHOLD = 0.6;
/** Evidence (in fingerprints only the two share) a pair needs before its similarity is not scaled down. */
export const MIN_EVIDENCE = 3;

/** Weight of a fingerprint found in `df` of `answered` answers: 1 when only a pair has it, 0 when all do. */
export function rarity(df: number, answered: number): number {
  if (answered <= 2 || df <= 2) return 1;
  return Math.max(0, Math.log(answered / df) / Math.log(answered / 2));
}

/** One question across the cohort, by student index; ids are dense numbers for the question's fingerprints. */
type Column = {
  questionId: number;
  /** each answer's fingerprints outside the given text, sorted, no repeats; null where there is no evidence */
  ids: (Int32Array | null)[];
  /** rarity of each fingerprint in this question */
  weight: Float64Array;
  /** Σ w² of each answer: how much evidence it carries */
  mass: Float64Array;
  /** Σ w³ over each answer's fingerprints lighter than the threshold (they are not in the inverted index) */
  light: Float64Array;
  correct: Uint8Array;
};

export type DuplicateScan = {
  pairs: DuplicatePair[];
  /** pairs sharing at least one fingerprint as heavy as the threshold */
  candidatePairs: number;
  /** candidates whose upper bound reached the threshold, scored in full */
  comparedPairs: number;
};

export function findDuplicatePairs(questions: DuplicateQuestion[], submissions: DuplicateSubmission[], opts: DuplicateOptions = {}): DuplicatePair[] {
  return scanDuplicatePairs(questions, submissions, opts).pairs;
}

/** findDuplicatePairs with the work it did (for the benchmark). */
export function scanDuplicatePairs(questions: DuplicateQuestion[], submissions: DuplicateSubmission[], opts: DuplicateOptions = {}): DuplicateScan {
  const threshold = Number.isFinite(opts?.threshold) ? Math.min(1, Math.max(0, opts.threshold as number)) : DEFAULT_THRESHOLD;
  const minQuestions = Number.isFinite(opts?.minEvidenceQuestions) ? Math.max(0, Math.floor(opts.minEvidenceQuestions as number)) : 1;
  const students = uniqueStudents(submissions);
  const columns = uniqueQuestions(questions).map((q) => column(q, students, threshold));
  const heavy = new PairSums(students.length);
  for (const col of columns) addHeavyShares(col, threshold, heavy);

  const pairs: DuplicatePair[] = [];
  let compared = 0;
  heavy.forEach((i, j, heavyShared) => {
    if (upperBound(columns, i, j, heavyShared) < threshold - 1e-9) return;
    compared++;
    const pair = score(columns, i, j);
    if (pair.evidenceQuestions < minQuestions || pair.similarity <= 0 || pair.similarity < threshold) return;
    pairs.push({ studentId: students[i].studentId, otherStudentId: students[j].studentId, similarity: round(pair.similarity), questions: pair.questions });
  });
  pairs.sort((a, b) => b.similarity - a.similarity || a.studentId - b.studentId || a.otherStudentId - b.otherStudentId);
  return { pairs, candidatePairs: heavy.size, comparedPairs: compared };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Submissions ordered by student id, one per student (the first), so that index order is id order. */
function uniqueStudents(submissions: DuplicateSubmission[]): DuplicateSubmission[] {
  const seen = new Set<number>();
  return (Array.isArray(submissions) ? submissions : [])
    .filter((s) => s && Number.isFinite(s.studentId) && !seen.has(s.studentId) && seen.add(s.studentId))
    .sort((a, b) => a.studentId - b.studentId);
}

function uniqueQuestions(questions: DuplicateQuestion[]): DuplicateQuestion[] {
  const seen = new Set<number>();
  return (Array.isArray(questions) ? questions : []).filter((q) => q && !seen.has(q.questionId) && seen.add(q.questionId));
}

function column(q: DuplicateQuestion, students: DuplicateSubmission[], threshold: number): Column {
  const kind = kindOf(q.kind);
  const given = new GivenText(kind, q.givenText);
  const n = students.length;
  // identical answers (a common fill-in, a pick, a copy) are fingerprinted once
  const seen = new Map<unknown, ReturnType<typeof answerGrams>>();
  const grams = students.map((s) => {
    const answer = (Array.isArray(s.answers) ? s.answers : []).find((a) => a && a.questionId === q.questionId);
    if (!answer) return null;
    let g = seen.get(answer.text);
    if (!g) seen.set(answer.text, (g = answerGrams(kind, answer.text)));
    return { ...g, correct: answer.correct === true };
  });
  const givenGrams = given.grams(GRAM_SIZE[kind]);
  const table = new GramTable(givenGrams.size + grams.reduce((sum, g) => sum + (g ? g.hashes.length : 0), 0));
  // the given text's fingerprints take the first ids: "given" is "id below givenCount"
  for (const h of givenGrams) table.id(h);
  const givenCount = table.size;
  const ids: (Int32Array | null)[] = grams.map((g) => {
    if (!g) return null;
    const excluded = g.size === GRAM_SIZE[kind] ? null : given.grams(g.size);
    const kept = new Int32Array(g.hashes.length);
    let n = 0;
    for (const h of g.hashes) {
      const id = excluded?.has(h) ? -1 : table.id(h);
      if (id >= givenCount) kept[n++] = id;
    }
    return n ? uniqueSorted(kept.subarray(0, n)) : null;
  });

  const df = new Int32Array(table.size);
  for (const list of ids) if (list) for (const id of list) df[id]++;
  const answered = ids.filter(Boolean).length;
  const weight = Float64Array.from(df, (d) => (d > 0 ? rarity(d, answered) : 0));
  const col: Column = { questionId: q.questionId, ids, weight, mass: new Float64Array(n), light: new Float64Array(n), correct: new Uint8Array(n) };
  ids.forEach((list, i) => {
    if (!list) return;
    col.correct[i] = grams[i]?.correct ? 1 : 0;
    for (const id of list) {
      const w = weight[id];
      col.mass[i] += w * w;
      if (!isHeavy(w, threshold)) col.light[i] += w * w * w;
    }
  });
  return col;
}

function uniqueSorted(ids: Int32Array): Int32Array {
  const sorted = ids.sort();
  let n = 0;
  for (let k = 0; k < sorted.length; k++) if (k === 0 || sorted[k] !== sorted[n - 1]) sorted[n++] = sorted[k];
  return sorted.slice(0, n);
}

/** Fingerprints that can lift a pair to the threshold on their own; only these are indexed. */
const isHeavy = (w: number, threshold: number) => w > 0 && w >= threshold;

/** Per pair, Σ w³ of the heavy fingerprints it shares on questions where the two are not both right. */
function addHeavyShares(col: Column, threshold: number, sums: PairSums): void {
  const postings: number[][] = [];
  col.ids.forEach((list, i) => {
    if (!list) return;
    for (const id of list) if (isHeavy(col.weight[id], threshold)) (postings[id] ??= []).push(i);
  });
  postings.forEach((students, id) => {
    const x = col.weight[id] ** 3;
    for (let a = 0; a < students.length; a++) {
      for (let b = a + 1; b < students.length; b++) {
        if (!(col.correct[students[a]] && col.correct[students[b]])) sums.add(students[a], students[b], x);
      }
    }
  });
}

/** The pair's similarity is at most this: heavy shares are known, light ones at most the lighter side's Σ w³. */
function upperBound(columns: Column[], i: number, j: number, heavyShared: number): number {
  let shared = heavyShared;
  let evidence = 0;
  for (const col of columns) {
    if (!col.ids[i] || !col.ids[j] || (col.correct[i] && col.correct[j])) continue;
    evidence += (col.mass[i] + col.mass[j]) / 2;
    shared += Math.min(col.light[i], col.light[j]);
  }
  return shared / Math.max(evidence, MIN_EVIDENCE);
}

function score(columns: Column[], i: number, j: number) {
  let shared = 0;
  let evidence = 0;
  let evidenceQuestions = 0;
  const questions: DuplicatePair['questions'] = [];
  for (const col of columns) {
    const a = col.ids[i];
    const b = col.ids[j];
    if (!a || !b || (col.correct[i] && col.correct[j])) continue;
    const mean = (col.mass[i] + col.mass[j]) / 2;
    if (mean <= 0) continue;
    const common = sharedCubed(a, b, col.weight);
    shared += common;
    evidence += mean;
    evidenceQuestions++;
    questions.push({ questionId: col.questionId, similarity: round(common / mean) });
  }
  return { similarity: shared / Math.max(evidence, MIN_EVIDENCE), evidenceQuestions, questions };
}

/** Σ w³ over the fingerprints in both sorted sets. */
function sharedCubed(a: Int32Array, b: Int32Array, weight: Float64Array): number {
  let sum = 0;
  let x = 0;
  let y = 0;
  while (x < a.length && y < b.length) {
    if (a[x] < b[y]) x++;
    else if (a[x] > b[y]) y++;
    else {
      sum += weight[a[x]] ** 3;
      x++;
      y++;
    }
  }
  return sum;
}

/** A number per pair of student indexes (i < j): a flat array for classes up to 2,000, a map beyond. */
class PairSums {
  private readonly dense: Float64Array | null;
  private readonly sparse = new Map<number, number>();
  size = 0;

  constructor(private readonly n: number) {
    this.dense = n <= 2000 ? new Float64Array(n * n) : null;
  }

  add(i: number, j: number, x: number): void {
    const key = i * this.n + j;
    if (this.dense) {
      if (this.dense[key] === 0) this.size++;
      this.dense[key] += x;
      return;
    }
    const old = this.sparse.get(key);
    if (old === undefined) this.size++;
    this.sparse.set(key, (old ?? 0) + x);
  }

  forEach(f: (i: number, j: number, sum: number) => void): void {
    if (!this.dense) {
      for (const [key, sum] of this.sparse) f(Math.floor(key / this.n), key % this.n, sum);
      return;
    }
    for (let key = 0; key < this.dense.length; key++) if (this.dense[key] > 0) f(Math.floor(key / this.n), key % this.n, this.dense[key]);
  }
}
