// Item analysis and mastery on small data whose figures are computed by hand in the comments.
import type { AnswerValue } from '@contract/exercise';
import { analyseItems, correlation, groupSizeOf, masteryRows, type ItemAnswer, type ItemQuestion, type Paper } from './item-analysis';

const options = ['A', 'B', 'C', 'D'].map((key) => ({ key: key as 'A', text: key }));
const single = (questionId: number, scoreTenths: number, answer: 'A' | 'B'): ItemQuestion => ({
  questionId,
  position: questionId,
  type: 'single',
  stemText: `第${questionId}题`,
  scoreTenths,
  spec: { type: 'single', options, answer },
  knowIds: [],
});
const short = (questionId: number, scoreTenths: number): ItemQuestion => ({
  questionId,
  position: questionId,
  type: 'short',
  stemText: `第${questionId}题`,
  scoreTenths,
  spec: { type: 'short', referenceAnswer: null, keywords: [] },
  knowIds: [],
});
const paper = (studentId: number, answers: Record<number, [AnswerValue | null, number | null]>): Paper => ({
  studentId,
  answers: new Map(Object.entries(answers).map(([q, [answer, tenths]]): [number, ItemAnswer] => [Number(q), { answer, tenths }])),
});
const pick = (...choices: string[]) => ({ choices }) as AnswerValue;

describe('analyseItems', () => {
  // totals: s1 30, s2 20, s3 20, s4 0; n 4 → groups of round(4 × 0.27) = 1: upper s1, lower s4
  const questions = [single(1, 10, 'A'), short(2, 20)];
  const papers = [
    paper(1, { 1: [pick('A'), 10], 2: [{ text: 'x' }, 20] }),
    paper(2, { 1: [pick('A'), 10], 2: [{ text: 'x' }, 10] }),
    paper(3, { 1: [pick('B'), 0], 2: [{ text: 'x' }, 20] }),
    paper(4, { 1: [pick('B'), 0] }),
  ];
  const { groupSize, items } = analyseItems(questions, papers);
  const [q1, q2] = items;

  it('takes 27 % of the students for each group', () => {
    expect(groupSize).toBe(1);
    expect([0, 1, 2, 3, 10, 200].map(groupSizeOf)).toEqual([0, 0, 1, 1, 3, 54]);
  });

  it('difficulty, correct rate, discrimination and point-biserial as computed by hand', () => {
    // q1: ratios 1 1 0 0 → 0.5; upper 1 − lower 0; r = 15 / √(1 × 475) = 0.68825
    expect(q1).toMatchObject({ difficulty: 0.5, correctRate: 0.5, discrimination: 1, strongFail: false, score: 1 });
    expect(q1!.pointBiserial).toBeCloseTo(0.688, 3);
    // q2: ratios 1 .5 1 0 → 0.625; r = 16.25 / √(0.6875 × 475) = 0.89923
    expect(q2).toMatchObject({ difficulty: 0.625, correctRate: 0.5, discrimination: 1, options: null, unpickedDistractors: [] });
    expect(q2!.pointBiserial).toBeCloseTo(0.899, 3);
  });

  it('counts each option and names the distractors nobody picked', () => {
    expect(q1!.options).toEqual([
      { key: 'A', count: 2, correct: true },
      { key: 'B', count: 2, correct: false },
      { key: 'C', count: 0, correct: false },
      { key: 'D', count: 0, correct: false },
    ]);
    expect(q1!.unanswered).toBe(0);
    expect(q1!.unpickedDistractors).toEqual(['C', 'D']);
  });

  it('flags a question the strong students fail', () => {
    const multiple: ItemQuestion = {
      ...single(2, 10, 'A'),
      type: 'multiple',
      spec: { type: 'multiple', options: options.slice(0, 3), answers: ['A', 'B'], partialCredit: false },
    };
    // totals 90, 60, 10 (groups of 1): upper s1 scores 0 on the choice question, lower s3 full
    const r = analyseItems(
      [short(1, 90), multiple],
      [paper(1, { 1: [null, 90], 2: [pick('C'), 0] }), paper(2, { 1: [null, 50], 2: [pick('A', 'B'), 10] }), paper(3, { 2: [pick('A', 'B'), 10] })],
    );
    const m = r.items[1]!;
    expect(m.discrimination).toBe(-1);
    expect(m.strongFail).toBe(true);
    expect(m.options!.map((o) => o.count)).toEqual([2, 2, 1]);
    expect(m.unanswered).toBe(0);
    expect(m.unpickedDistractors).toEqual([]);
    expect(r.items[0]!.strongFail).toBe(false);
  });

  it('leaves undefined figures null', () => {
    const one = analyseItems(questions, papers.slice(0, 1));
    expect(one.groupSize).toBe(0);
    expect(one.items[0]).toMatchObject({ difficulty: 1, discrimination: null, pointBiserial: null, strongFail: false });
    const none = analyseItems(questions, []);
    expect(none.items[0]).toMatchObject({ difficulty: null, correctRate: null, discrimination: null, pointBiserial: null, unpickedDistractors: [] });
    // everyone right: no variance on the item
    expect(correlation([1, 1, 1], [3, 2, 1])).toBeNull();
    expect(correlation([0, 1], [1, 2])).toBeCloseTo(1, 6);
  });
});

describe('masteryRows', () => {
  it('shares the points earned per knowledge point over handed-in work', () => {
    const q = (questionId: number, scoreTenths: number, knowIds: number[]) => ({ questionId, scoreTenths, knowIds });
    const rows = masteryRows(
      [7, 8, 9],
      [
        { userId: 1, code: 's1', name: '甲' },
        { userId: 2, code: 's2', name: '乙' },
        { userId: 3, code: 's3', name: '丙' },
      ],
      [
        // homework: 10/10 on point 7, 5/20 on points 7 and 8
        { studentId: 1, questions: [q(1, 10, [7]), q(2, 20, [7, 8])], answers: paper(1, { 1: [null, 10], 2: [null, 5] }).answers },
        // exam: point 8's question unanswered
        { studentId: 1, questions: [q(3, 10, [8, 99])], answers: new Map() },
        // not scored yet: counts 0
        { studentId: 3, questions: [q(1, 10, [7])], answers: paper(3, { 1: [null, null] }).answers },
      ],
    );
    // student 1: point 7 15/30 = 50 %, point 8 5/30 = 16.7 %, point 9 no question
    expect(rows.map((r) => r.cells)).toEqual([
      [50, 16.7, null],
      [null, null, null],
      [0, null, null],
    ]);
  });
});
