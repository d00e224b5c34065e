import type { HomeworkQuestionSnapshot } from '@contract/homework';
import { relabelled, seededRandom, shuffled, studentPaper, toPaperAnswer, toPaperKeys, toStudentAnswer, toStudentLabels } from './shuffle';

type Spec = HomeworkQuestionSnapshot['spec'];
const choice = (questionId: number, n = 4): { questionId: number; spec: Spec } => ({
  questionId,
  spec: {
    type: 'single',
    options: 'ABCDEFGH'
      .slice(0, n)
      .split('')
      .map((key) => ({ key: key as 'A', text: `选项${key}` })),
    answer: 'B',
  },
});
const judge = (questionId: number): { questionId: number; spec: Spec } => ({ questionId, spec: { type: 'judge', answer: true } });
const paper = Array.from({ length: 20 }, (_, i) => (i % 2 ? choice(i + 1) : judge(i + 1)));
const ids = (items: { question: { questionId: number } }[]) => items.map((i) => i.question.questionId);

describe('the seeded generator', () => {
  it('gives the same numbers for the same seed, on every run', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    // pinned to the reference mulberry32: a change of the algorithm would reshuffle every attempt already started
    expect(first.map((x) => Math.round(x * 1e6))).toEqual([601104, 448291, 852466, 669734, 174814]);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('shuffles without losing or repeating an item, leaving the input alone', () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = shuffled(input, seededRandom(7));
    expect([...out].sort((a, b) => a - b)).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe("a student's paper", () => {
  it('keeps the paper order when nothing is shuffled', () => {
    const items = studentPaper(paper, 123, { shuffleQuestions: false, shuffleOptions: false });
    expect(ids(items)).toEqual(paper.map((q) => q.questionId));
    expect(items.map((i) => i.position)).toEqual(paper.map((_, i) => i + 1));
    expect(items.every((i) => i.options === null)).toBe(true);
  });

  it('is stable for one seed and differs between seeds', () => {
    const settings = { shuffleQuestions: true, shuffleOptions: true };
    const once = studentPaper(paper, 1001, settings);
    expect(studentPaper(paper, 1001, settings)).toEqual(once);
    expect(ids(studentPaper(paper, 2002, settings))).not.toEqual(ids(once));
    expect([...ids(once)].sort((a, b) => a - b)).toEqual(paper.map((q) => q.questionId));
  });

  it("shuffles a question's options by the seed and the question, not by where the question lands", () => {
    const alone = studentPaper([choice(5)], 77, { shuffleQuestions: false, shuffleOptions: true });
    const among = studentPaper(
      paper.map((q) => (q.questionId === 5 ? choice(5) : q)),
      77,
      { shuffleQuestions: true, shuffleOptions: true },
    );
    expect(among.find((i) => i.question.questionId === 5)!.options).toEqual(alone[0]!.options);
    expect([...alone[0]!.options!].sort()).toEqual(['A', 'B', 'C', 'D']);
    // over many seeds every option order shows up, so options really move
    const orders = new Set(
      Array.from({ length: 200 }, (_, seed) => studentPaper([choice(5)], seed, { shuffleQuestions: false, shuffleOptions: true })[0]!.options!.join('')),
    );
    expect(orders.size).toBe(24);
  });
});

describe('relabelled options', () => {
  const options = ['C', 'A', 'D', 'B'] as const; // the student's A is the paper's C, …, the student's D the paper's B

  it('maps the student’s labels to the paper’s keys and back', () => {
    expect(toPaperKeys(options, ['D'])).toEqual(['B']);
    expect(toPaperKeys(options, ['B', 'A'])).toEqual(['A', 'C']);
    expect(toPaperKeys(options, ['E'])).toBeNull();
    expect(toStudentLabels(options, ['B'])).toEqual(['D']);
    expect(toStudentLabels(options, ['A', 'C'])).toEqual(['A', 'B']);
  });

  it('shows the options in the student’s order with the key relabelled', () => {
    const spec = relabelled(choice(1).spec, options);
    expect(spec).toEqual({
      type: 'single',
      options: [
        { key: 'A', text: '选项C' },
        { key: 'B', text: '选项A' },
        { key: 'C', text: '选项D' },
        { key: 'D', text: '选项B' },
      ],
      answer: 'D',
    });
    expect(relabelled(judge(2).spec, options)).toEqual(judge(2).spec);
  });

  it('converts whole answers, leaving other types and unshuffled questions as they are', () => {
    const item = { question: choice(1), position: 1, options: [...options] };
    expect(toPaperAnswer(item, { choices: ['D'] })).toEqual({ choices: ['B'] });
    expect(toPaperAnswer(item, { choices: ['H'] })).toBeNull();
    expect(toStudentAnswer(item, { choices: ['B'] })).toEqual({ choices: ['D'] });
    const plain = { question: judge(2), position: 2, options: null };
    expect(toPaperAnswer(plain, { judge: true })).toEqual({ judge: true });
  });
});
