import { type DuplicateKind, type DuplicateQuestion, type DuplicateSubmission, findDuplicatePairs, normaliseSql, sharedSpans } from '.';
import { MAX_INPUT_CHARS } from './sql-tokens';

const KINDS: DuplicateKind[] = ['sql', 'text', 'choice'];

/** A fixed-seed generator of hostile strings: SQL fragments, quotes of every kind, unbalanced brackets, stray surrogates. */
function garbage(seed: number, count: number): string[] {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
  const atoms = [
    "'",
    "''",
    '"',
    '`',
    '$',
    '$$',
    '$a$',
    '$1',
    '--',
    '/*',
    '*/',
    '(',
    ')',
    '((',
    '))',
    ';',
    '.',
    ',',
    '::',
    '<>',
    '!=',
    '||',
    '\\',
    "e'",
    "u&'",
    'select',
    'from',
    'where',
    'as',
    'and',
    'or',
    'join',
    'on',
    'with',
    'between',
    'case',
    'end',
    'sc s',
    'student',
    '=',
    '>',
    '<=',
    ' ',
    '\n',
    '\t',
    '\u3000',
    '0',
    '1.5e',
    '.5',
    '学生',
    '，',
    '（',
    '\ud800',
    '\udc00',
    '😀',
    '\u0000',
    '\u200b',
    'ＡＢＣ',
    '\u0301',
  ];
  return Array.from({ length: count }, () => Array.from({ length: Math.floor(next() * 40) }, () => atoms[Math.floor(next() * atoms.length)]).join(''));
}

const NASTY = [
  '',
  "select 'unterminated",
  'select "unterminated name',
  'select $$ unterminated body',
  'select $tag$ body $other$ still body',
  'select /* unterminated /* nested */ comment',
  'select -- comment without newline',
  "select e'\\",
  "select u&'",
  '('.repeat(20_000),
  ')'.repeat(20_000),
  '(select '.repeat(3_000),
  'select a from t where '.concat('a = 1 and '.repeat(2_000)),
  'with with with as as as ( ( ( select select',
  'from from , , , join on on where where having order by',
  '\ud800\udfff\ud800',
  '事务的ACID特性是原子性、一致性、隔离性和持久性。',
  'A,B,C,D,E,F,G,H,I,J,K,L,M,N,O,P,Q,R,S,T,U,V,W,X,Y,Z,AA',
];

describe('hostile input never breaks the duplicate check', () => {
  const inputs = [...NASTY, ...garbage(7, 400)];

  it('normaliseSql returns tokens for any text', () => {
    for (const input of inputs) {
      const tokens = normaliseSql(input);
      expect(Array.isArray(tokens) && tokens.every((t) => typeof t === 'string' && t.length > 0)).toBe(true);
    }
  });

  it('sharedSpans returns well-formed ranges for any pair of texts, of every kind', () => {
    const outside: unknown[] = [];
    for (const kind of KINDS) {
      for (let i = 0; i < inputs.length; i++) {
        const a = inputs[i];
        const b = inputs[(i * 7 + 3) % inputs.length];
        const spans = sharedSpans(kind, a, b, inputs[(i * 13 + 5) % inputs.length]);
        for (const [text, ranges] of [
          [a, spans.a],
          [b, spans.b],
        ] as const) {
          for (const [s, e] of ranges) if (!(0 <= s && s < e && e <= Math.min(text.length, MAX_INPUT_CHARS))) outside.push({ kind, i, s, e });
        }
      }
      // an answer compared with itself shares everything it has
      expect(sharedSpans(kind, inputs[25], inputs[25]).a).toEqual(sharedSpans(kind, inputs[25], inputs[25]).b);
    }
    expect(outside).toEqual([]);
  });

  it('findDuplicatePairs takes a cohort of garbage, and values a caller outside TypeScript might pass', () => {
    const questions = KINDS.map((kind, i) => ({ questionId: i + 1, kind, givenText: inputs[i * 11] })) as DuplicateQuestion[];
    const submissions: DuplicateSubmission[] = inputs.slice(0, 60).map((text, s) => ({
      studentId: s,
      answers: questions.map((q, i) => ({ questionId: q.questionId, text: i === 0 ? text : inputs[(s + i * 17) % inputs.length], correct: s % 5 === 0 })),
    }));
    expect(Array.isArray(findDuplicatePairs(questions, submissions, { threshold: 0 }))).toBe(true);

    const odd = [
      {
        studentId: 1,
        answers: [
          { questionId: 1, text: null, correct: false },
          { questionId: 2, text: 42, correct: 'yes' },
        ],
      },
      { studentId: 2, answers: null },
      { studentId: 2, answers: [] },
      { studentId: 3 },
      null,
      { studentId: Number.NaN, answers: [] },
    ] as unknown as DuplicateSubmission[];
    const oddQuestions = [
      { questionId: 1, kind: 'essay', givenText: undefined },
      { questionId: 2, kind: 'sql', givenText: null },
      null,
    ] as unknown as DuplicateQuestion[];
    expect(findDuplicatePairs(oddQuestions, odd, { threshold: Number.NaN, minEvidenceQuestions: -1 })).toEqual([]);
    expect(findDuplicatePairs([], [])).toEqual([]);
    expect(findDuplicatePairs(questions, [])).toEqual([]);
  });

  it('reads only the first 20,000 characters of a huge answer', () => {
    const statement = "select a.sname from student a where a.sdept = 'CS' and a.sage < 20;\n";
    const huge = statement.repeat(Math.ceil(1_000_000 / statement.length));
    expect(normaliseSql(huge)).toEqual(normaliseSql(huge.slice(0, MAX_INPUT_CHARS)));
    const spans = sharedSpans('sql', huge, huge);
    expect(spans.a[spans.a.length - 1][1]).toBeLessThanOrEqual(MAX_INPUT_CHARS);
    const text = '原子性一致性隔离性持久性'.repeat(200_000);
    expect(sharedSpans('text', text, text).a).toEqual([[0, MAX_INPUT_CHARS]]);
  });

  it('a class of huge answers still pairs exactly the identical ones', () => {
    const big = (i: number) => `select ${i} from t where x = ${i};\n`.repeat(5_000);
    const questions: DuplicateQuestion[] = [{ questionId: 1, kind: 'sql', givenText: '' }];
    const submissions = Array.from({ length: 20 }, (_, i) => ({ studentId: i, answers: [{ questionId: 1, text: big(i % 10), correct: false }] }));
    const pairs = findDuplicatePairs(questions, submissions);
    expect(pairs.map((p) => `${p.studentId}-${p.otherStudentId}`).sort()).toEqual(Array.from({ length: 10 }, (_, i) => `${i}-${i + 10}`).sort());
  });
});
