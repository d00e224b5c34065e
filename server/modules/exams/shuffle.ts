// A student's own paper: the question order and each choice question's option order, derived from the attempt's
// seed with a small seeded PRNG, so the same attempt shows the same paper on every load, device and server, for
// ever (nothing but the seed is stored). Options are relabelled A, B, C … in the student's order; answers travel
// in the student's labels and are stored in the paper's own keys.
import type { AnswerValue, ChoiceOption } from '@contract/exercise';
import { OPTION_KEYS } from '@contract/exercise';
import type { HomeworkQuestionSnapshot } from '@contract/homework';

type OptionKey = (typeof OPTION_KEYS)[number];
type Question = Pick<HomeworkQuestionSnapshot, 'questionId' | 'spec'>;
type Spec = HomeworkQuestionSnapshot['spec'];

/** mulberry32: 32 bits of state, good enough spread for shuffling, the same sequence on every platform. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher–Yates shuffle driven by `random`; the input is left as it is. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** murmur3's finaliser: a question's option stream depends on the seed and the question, not on the question order. */
function mix(seed: number, questionId: number): number {
  let h = (seed ^ Math.imul(questionId, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export type PaperItem<Q extends Question> = {
  question: Q;
  /** the student's number of the question, from 1 */
  position: number;
  /** choice questions with shuffled options: the paper's keys in the student's order (label i shows options[i]) */
  options: OptionKey[] | null;
};

export type ShuffleSettings = { shuffleQuestions: boolean; shuffleOptions: boolean };

/** The paper as this attempt shows it. */
export function studentPaper<Q extends Question>(questions: readonly Q[], seed: number, settings: ShuffleSettings): PaperItem<Q>[] {
  const order = settings.shuffleQuestions ? shuffled(questions, seededRandom(seed)) : [...questions];
  return order.map((question, i) => {
    const { spec } = question;
    const keys = spec.type === 'single' || spec.type === 'multiple' ? spec.options.map((o) => o.key) : null;
    return {
      question,
      position: i + 1,
      options: settings.shuffleOptions && keys ? shuffled(keys, seededRandom(mix(seed, question.questionId))) : null,
    };
  });
}

const labelAt = (i: number) => OPTION_KEYS[i]!;

/** The paper's keys of choices made in the student's labels; null when a label is not one of the question's. */
export function toPaperKeys(options: readonly OptionKey[], labels: readonly string[]): OptionKey[] | null {
  const keys: OptionKey[] = [];
  for (const label of labels) {
    const key = options[OPTION_KEYS.indexOf(label as OptionKey)];
    if (key === undefined) return null;
    keys.push(key);
  }
  return OPTION_KEYS.filter((k) => keys.includes(k));
}

/** The student's labels of choices stored in the paper's keys (keys the question no longer has are dropped). */
export function toStudentLabels(options: readonly OptionKey[], keys: readonly string[]): OptionKey[] {
  const labels = keys
    .map((k) => options.indexOf(k as OptionKey))
    .filter((i) => i >= 0)
    .map(labelAt);
  return OPTION_KEYS.filter((l) => labels.includes(l));
}

/** The spec as the student sees it: options in their order relabelled A, B …, the keys relabelled to match. */
export function relabelled(spec: Spec, options: readonly OptionKey[] | null): Spec {
  if (!options || (spec.type !== 'single' && spec.type !== 'multiple')) return spec;
  const textOf = new Map(spec.options.map((o) => [o.key, o.text]));
  const shown: ChoiceOption[] = options.map((key, i) => ({ key: labelAt(i), text: textOf.get(key) ?? '' }));
  if (spec.type === 'single') return { ...spec, options: shown, answer: toStudentLabels(options, [spec.answer])[0] ?? spec.answer };
  return { ...spec, options: shown, answers: toStudentLabels(options, spec.answers) };
}

/** A saved answer in the paper's keys, or null when it names an option the student was not shown. */
export function toPaperAnswer(item: PaperItem<Question>, answer: AnswerValue): AnswerValue | null {
  if (!item.options || !answer.choices) return answer;
  const choices = toPaperKeys(item.options, answer.choices);
  return choices === null ? null : { ...answer, choices };
}

/** A stored answer in the student's labels. */
export function toStudentAnswer(item: PaperItem<Question>, answer: AnswerValue): AnswerValue {
  if (!item.options || !answer.choices) return answer;
  return { ...answer, choices: toStudentLabels(item.options, answer.choices) };
}
