import homework from '../../../tests/fixtures/duplicate/homework-3-sql-and-transactions.json';
import { type DuplicatePair, type DuplicateQuestion, type DuplicateSubmission, findDuplicatePairs } from '.';
import { rarity } from './pairs';

// 《数据库原理》第 3 次作业: four SQL queries on student / course / sc, a fill-in, a short answer on ACID and two
// choice questions, submitted by 12 students; each submission's `story` says what it is there to show.
const questions = homework.questions as DuplicateQuestion[];
const cohort = homework.submissions as (DuplicateSubmission & { name: string })[];
const id = (name: string) => {
  const s = cohort.find((x) => x.name === name);
  if (!s) throw new Error(`no ${name} in the fixture`);
  return s.studentId;
};
const pairOf = (pairs: DuplicatePair[], a: string, b: string) =>
  pairs.find((p) => p.studentId === Math.min(id(a), id(b)) && p.otherStudentId === Math.max(id(a), id(b)));
const names = (pairs: DuplicatePair[]) => pairs.map((p) => [p.studentId, p.otherStudentId].map((sid) => cohort.find((s) => s.studentId === sid)?.name));
const withAnswers = (who: string[], change: (a: DuplicateSubmission['answers'][number]) => Partial<DuplicateSubmission['answers'][number]>) =>
  cohort.map((s) => (who.includes(s.name) ? { ...s, answers: s.answers.map((a) => ({ ...a, ...change(a) })) } : s));
const everyPair = (who: string[]) => who.flatMap((a, i) => who.slice(i + 1).map((b) => [a, b] as const));

const pairs = findDuplicatePairs(questions, cohort);
/** Every pair with any shared evidence at all. */
const allPairs = findDuplicatePairs(questions, cohort, { threshold: 0 });

describe('the duplicate check of homework 3', () => {
  it('reports exactly the two pairs who copied, the most similar first', () => {
    expect(names(pairs)).toEqual([
      ['李娜', '王强'],
      ['陈静', '刘洋'],
    ]);
  });

  it('王强 copied 李娜’s SQL with other aliases, case, whitespace and condition order and kept her mistakes: high on every query', () => {
    const pair = pairOf(pairs, '李娜', '王强');
    expect(pair?.similarity).toBeGreaterThanOrEqual(0.8);
    // both were right on the fill-in, the short answer and the choices, so only the queries are evidence
    expect(pair?.questions.map((q) => q.questionId)).toEqual([101, 102, 103, 104]);
    for (const q of pair?.questions ?? []) expect(q.similarity).toBeGreaterThanOrEqual(0.7);
  });

  it('刘洋 copied 陈静’s wrong short answer and changed a few words: found on that question alone', () => {
    const pair = pairOf(pairs, '陈静', '刘洋');
    expect(pair?.similarity).toBeGreaterThanOrEqual(0.6);
    expect(pair?.questions).toEqual([{ questionId: 106, similarity: pair?.similarity }]);
  });

  it('three students who wrote the same correct answers everywhere are never paired, at any threshold', () => {
    for (const [a, b] of everyPair(['赵敏', '孙磊', '周婷'])) expect(pairOf(allPairs, a, b)).toBeUndefined();
  });

  it('… while the very same answers, had they been wrong, would pair them (so correctness is what keeps them out)', () => {
    const wrong = findDuplicatePairs(
      questions,
      withAnswers(['赵敏', '孙磊', '周婷'], () => ({ correct: false })),
    );
    for (const [a, b] of everyPair(['赵敏', '孙磊', '周婷'])) expect(pairOf(wrong, a, b)).toBeDefined();
  });

  it('two students who went wrong in their own different ways are not paired, and look little alike', () => {
    expect(pairOf(pairs, '吴昊', '郑爽')).toBeUndefined();
    expect(pairOf(allPairs, '吴昊', '郑爽')?.similarity ?? 0).toBeLessThan(0.3);
  });

  it('answers that only repeat the question’s text are no evidence; without that text given, they would be', () => {
    expect(pairOf(pairs, '黄磊', '林芳')).toBeUndefined();
    expect(pairOf(allPairs, '黄磊', '林芳')?.questions.map((q) => q.questionId)).toEqual([107, 108]);

    const noGivenText = findDuplicatePairs(
      questions.map((q) => ({ ...q, givenText: '' })),
      cohort,
    );
    expect(pairOf(noGivenText, '黄磊', '林芳')?.questions.filter((q) => q.questionId === 105 || q.questionId === 106)).toHaveLength(2);
  });

  it('the same wrong picks five students made are weak evidence and pair no one; made by only two, they pair them', () => {
    for (const [a, b] of everyPair(['黄磊', '林芳', '徐明'])) expect(pairOf(pairs, a, b)).toBeUndefined();
    for (const q of pairOf(allPairs, '黄磊', '徐明')?.questions ?? []) expect(q.similarity).toBeLessThan(0.6);

    const rare = findDuplicatePairs(
      questions,
      withAnswers(['黄磊', '林芳'], (a) => (a.questionId === 107 ? { text: 'D' } : a.questionId === 108 ? { text: 'C, A' } : {})),
    );
    expect(pairOf(rare, '黄磊', '林芳')?.questions).toEqual([
      { questionId: 107, similarity: 1 },
      { questionId: 108, similarity: 1 },
    ]);
  });

  it('a single shared pick, however rare, is not enough to reach the threshold', () => {
    const onePick = findDuplicatePairs(
      questions,
      withAnswers(['黄磊', '林芳'], (a) => (a.questionId === 107 ? { text: 'D' } : a.questionId === 108 ? { text: 'A,B,D', correct: true } : {})),
    );
    expect(pairOf(onePick, '黄磊', '林芳')).toBeUndefined();
  });

  it('empty answers are not evidence, even when both are empty', () => {
    const blank = (studentId: number, text: string) => ({ studentId, answers: questions.map((q) => ({ questionId: q.questionId, text, correct: false })) });
    const found = findDuplicatePairs(questions, [...cohort, blank(2024090, ''), blank(2024091, '  \n '), blank(2024092, '')], { threshold: 0 });
    expect(found.filter((p) => p.studentId >= 2024090 || p.otherStudentId >= 2024090)).toEqual([]);
  });

  it('minEvidenceQuestions leaves out pairs with fewer questions carrying evidence', () => {
    expect(names(findDuplicatePairs(questions, cohort, { minEvidenceQuestions: 2 }))).toEqual([['李娜', '王强']]);
    expect(names(findDuplicatePairs(questions, cohort, { minEvidenceQuestions: 5 }))).toEqual([]);
  });

  it('the threshold is the bar a pair’s similarity must reach', () => {
    // similarities are shown rounded to 0.001
    const lina = pairOf(pairs, '李娜', '王强')?.similarity ?? 1;
    expect(names(findDuplicatePairs(questions, cohort, { threshold: lina - 0.001 }))).toEqual([['李娜', '王强']]);
    expect(names(findDuplicatePairs(questions, cohort, { threshold: lina + 0.001 }))).toEqual([]);
  });

  it('lists each pair once, lower student id first, by similarity; the order of the submissions does not matter', () => {
    expect(allPairs.length).toBeGreaterThan(5);
    for (const p of allPairs) expect(p.studentId).toBeLessThan(p.otherStudentId);
    for (let i = 1; i < allPairs.length; i++) expect(allPairs[i - 1].similarity).toBeGreaterThanOrEqual(allPairs[i].similarity);
    expect(new Set(allPairs.map((p) => `${p.studentId}-${p.otherStudentId}`)).size).toBe(allPairs.length);
    expect(findDuplicatePairs(questions, [...cohort].reverse(), { threshold: 0 })).toEqual(allPairs);
  });
});

describe('rarity of a fingerprint', () => {
  it('is 1 when only the pair has it, 0 when everybody has it, and falls in between', () => {
    expect(rarity(2, 300)).toBe(1);
    expect(rarity(300, 300)).toBe(0);
    expect(rarity(150, 300)).toBeLessThan(0.2);
    expect(rarity(5, 12)).toBeLessThan(rarity(3, 12));
    expect(rarity(3, 12)).toBeLessThan(1);
  });
});
