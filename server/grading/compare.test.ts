import type { SqlResultSet } from '@contract/grading';
import { categoryOf, checkDifference, compareResultSets, sortKeyColumns } from './compare';

const set = (types: string[], rows: (string | null)[][], names = types.map((_, i) => `c${i}`)): SqlResultSet => ({
  command: 'SELECT',
  columns: types.map((type, i) => ({ name: names[i], type })),
  rows,
  rowCount: rows.length,
  truncated: false,
});
const loose = { ordered: false, checkColumnNames: false };

describe('compareResultSets', () => {
  it('treats integer, numeric and double as numbers: exact, a double within its tolerance', () => {
    expect(compareResultSets(set(['numeric'], [['0.3333333333']]), set(['double precision'], [['0.333333333333333']]), loose).correct).toBe(true);
    expect(compareResultSets(set(['integer'], [['2']]), set(['numeric'], [['2.000']]), loose).correct).toBe(true);
    expect(compareResultSets(set(['numeric'], [['87.5']]), set(['numeric'], [['88']]), loose).correct).toBe(false);
  });

  it('compares rows as a multiset: duplicates count', () => {
    const v = compareResultSets(set(['text'], [['a'], ['b']]), set(['text'], [['a'], ['a'], ['b']]), loose);
    expect(v).toEqual({ correct: false, message: expect.stringContaining('多出 1 行，例如：(a)') });
  });

  it('tells NULL from the text NULL', () => {
    expect(compareResultSets(set(['text'], [[null]]), set(['text'], [['NULL']]), loose).correct).toBe(false);
  });

  it('checks order only when asked', () => {
    const a = set(['int'], [['1'], ['2']]);
    const b = set(['int'], [['2'], ['1']]);
    expect(compareResultSets(a, b, loose).correct).toBe(true);
    expect(compareResultSets(a, b, { ordered: true, checkColumnNames: false }).message).toBe(
      '行的顺序不对（参考答案规定了顺序）：第 1 行应为 (1)，你的结果是 (2)',
    );
  });

  it('lets rows tied on the sort columns come in any order, but not the sort columns themselves', () => {
    const names = ['sname', 'sage'];
    const ref = set(
      ['text', 'int'],
      [
        ['甲', '20'],
        ['乙', '19'],
        ['丙', '19'],
      ],
      names,
    );
    const tiesSwapped = set(
      ['text', 'int'],
      [
        ['甲', '20'],
        ['丙', '19'],
        ['乙', '19'],
      ],
      names,
    );
    const wrongOrder = set(
      ['text', 'int'],
      [
        ['乙', '19'],
        ['甲', '20'],
        ['丙', '19'],
      ],
      names,
    );
    const bySage = { ordered: true, checkColumnNames: false, sortKeys: [1] };
    expect(compareResultSets(ref, tiesSwapped, bySage).correct).toBe(true);
    expect(compareResultSets(ref, wrongOrder, bySage).message).toBe('行的顺序不对（参考答案按 sage 排序）：第 1 行应为 (甲, 20)，你的结果是 (乙, 19)');
    // without known sort columns every row's place counts
    expect(compareResultSets(ref, tiesSwapped, { ordered: true, checkColumnNames: false }).correct).toBe(false);
  });

  it('finds the sort columns by position or by a single matching name', () => {
    const columns = ['sno', 'sname', 'Age', 'sage'].map((name) => ({ name, type: 'text' }));
    expect(sortKeyColumns(['sage', '1'], columns)).toEqual([3, 0]);
    expect(sortKeyColumns(['s.SNAME', '"Age"'], columns)).toEqual([1, 2]);
    expect(sortKeyColumns(['age'], columns)).toBeNull();
    expect(sortKeyColumns(['sage + 1'], columns)).toBeNull();
    expect(sortKeyColumns(['5'], columns)).toBeNull();
    expect(sortKeyColumns(['sno'], [...columns, { name: 'sno', type: 'text' }])).toBeNull();
  });

  it('ignores char(n) padding', () => {
    expect(compareResultSets(set(['character(2)'], [['男 ']]), set(['text'], [['男']]), loose).correct).toBe(true);
  });

  it('shows at most three example rows', () => {
    const many = set(
      ['int'],
      Array.from({ length: 10 }, (_, i) => [String(i)]),
    );
    const v = compareResultSets(many, set(['int'], []), loose);
    expect(v.message).toContain('缺少 10 行，例如：(0)；(1)；(2)');
    expect(v.message).not.toContain('(3)');
  });

  it('groups types into kinds', () => {
    expect(['smallint', 'bigint', 'numeric(5,1)', 'real'].map(categoryOf)).toEqual(['number', 'number', 'number', 'number']);
    expect(['character varying(20)', 'character(9)', 'text'].map(categoryOf)).toEqual(['text', 'text', 'text']);
    expect(categoryOf('timestamp with time zone')).toBe('timestamp');
    expect(categoryOf('time without time zone')).toBe('time');
  });

  describe('values by type', () => {
    const same = (a: [string, string | null], b: [string, string | null]) => compareResultSets(set([a[0]], [[a[1]]]), set([b[0]], [[b[1]]]), loose).correct;

    it('compares integers and numeric exactly at any size', () => {
      expect(same(['bigint', '12345678901234567'], ['bigint', '12345678901234568'])).toBe(false);
      expect(same(['bigint', '12345678901234567'], ['numeric', '12345678901234567.000'])).toBe(true);
      expect(same(['numeric', '1234567890123.0000001'], ['numeric', '1234567890123'])).toBe(false);
      expect(same(['numeric', '0.1000000000000000000001'], ['numeric', '0.1'])).toBe(false);
      expect(same(['numeric', '1.50'], ['numeric', '1.5'])).toBe(true);
      expect(same(['numeric', '-0'], ['integer', '0'])).toBe(true);
      expect(same(['numeric', '-0.00'], ['numeric', '0'])).toBe(true);
      expect(same(['integer', '-5'], ['integer', '5'])).toBe(false);
      expect(same(['numeric', '100'], ['numeric', '1'])).toBe(false);
      expect(same(['numeric', '0.001'], ['numeric', '0.0010'])).toBe(true);
      // the old rounding to 1e-6 called these equal
      expect(same(['numeric', '0.0000001'], ['numeric', '0.0000002'])).toBe(false);
    });

    it('handles NaN and infinities', () => {
      expect(same(['numeric', 'NaN'], ['double precision', 'NaN'])).toBe(true);
      expect(same(['numeric', 'Infinity'], ['double precision', 'Infinity'])).toBe(true);
      expect(same(['double precision', 'Infinity'], ['double precision', '-Infinity'])).toBe(false);
      expect(same(['double precision', 'Infinity'], ['double precision', '1e+308'])).toBe(false);
      expect(same(['numeric', 'NaN'], ['numeric', '0'])).toBe(false);
    });

    it('allows a tolerance only when a column is floating point', () => {
      // float rounding: 0.1 + 0.2 in double precision
      expect(same(['double precision', '0.30000000000000004'], ['numeric', '0.3'])).toBe(true);
      expect(same(['numeric', '0.30000000000000004'], ['numeric', '0.3'])).toBe(false);
      // relative, so large sums within float rounding agree and small quantities still differ
      expect(same(['double precision', '1234567890123.4568'], ['numeric', '1234567890123.4567'])).toBe(true);
      expect(same(['double precision', '1e-7'], ['double precision', '2e-7'])).toBe(false);
      expect(same(['double precision', '1.000001'], ['numeric', '1'])).toBe(false);
      // a residue where 0 is meant
      expect(same(['double precision', '5.551115123125783e-17'], ['integer', '0'])).toBe(true);
      expect(same(['double precision', '-0'], ['double precision', '0'])).toBe(true);
      expect(same(['double precision', '1e+20'], ['numeric', '100000000000000000000'])).toBe(true);
      // real has about 7 digits: its 0.1 is 0.10000000149 as a double
      expect(same(['real', '0.1'], ['double precision', '0.10000000149011612'])).toBe(true);
      expect(same(['real', '0.1'], ['double precision', '0.1001'])).toBe(false);
      expect(same(['double precision', null], ['double precision', '0'])).toBe(false);
    });

    it('pairs float rows within the tolerance also when exact pairing would leave them over', () => {
      const ref = set(
        ['text', 'double precision'],
        [
          ['a', '0.1'],
          ['b', '0.30000000000000004'],
          ['b', '0.3'],
        ],
      );
      const stu = set(
        ['text', 'numeric'],
        [
          ['b', '0.3'],
          ['a', '0.1000000000000000001'],
          ['b', '0.3'],
        ],
      );
      expect(compareResultSets(ref, stu, loose).correct).toBe(true);
      // NaN and NULL must be equal as they are; the other float still within the tolerance
      const two = ['double precision', 'double precision'];
      expect(
        compareResultSets(
          set(two, [
            ['NaN', '0.30000000000000004'],
            [null, '1'],
          ]),
          set(two, [
            [null, '1.0000000000000002'],
            ['NaN', '0.3'],
          ]),
          loose,
        ).correct,
      ).toBe(true);
      expect(compareResultSets(set(two, [['NaN', '0.3']]), set(two, [[null, '0.3']]), loose).correct).toBe(false);
      const wrong = set(
        ['text', 'numeric'],
        [
          ['b', '0.3'],
          ['a', '0.1'],
          ['a', '0.3'],
        ],
      );
      expect(compareResultSets(ref, wrong, loose).message).toContain('缺少 1 行，例如：(b, 0.3');
    });

    it('compares money exactly', () => {
      expect(same(['money', '$1,234.50'], ['numeric', '1234.5'])).toBe(true);
      expect(same(['money', '-$3.00'], ['numeric', '-3'])).toBe(true);
      expect(same(['money', '$1,234.50'], ['money', '$1,234.51'])).toBe(false);
    });

    it('compares json and jsonb as values', () => {
      expect(same(['jsonb', '{"a": 1, "b": [1, 2]}'], ['json', '{ "b":[1,2],"a":1 }'])).toBe(true);
      expect(same(['jsonb', '{"a": 1, "b": [1, 2]}'], ['jsonb', '{"a": 1, "b": [2, 1]}'])).toBe(false);
      expect(same(['jsonb', '{"n": 1.0}'], ['json', '{"n": 1}'])).toBe(true);
      expect(same(['jsonb', '{"n": 12345678901234567890}'], ['json', '{"n": 12345678901234567891}'])).toBe(false);
      expect(same(['jsonb', '{"s": "é"}'], ['json', '{"s": "\\u00e9"}'])).toBe(true);
      expect(same(['json', '{"a": 1, "a": 2}'], ['jsonb', '{"a": 2}'])).toBe(true);
      expect(same(['jsonb', '"1"'], ['jsonb', '1'])).toBe(false);
      expect(same(['jsonb', 'null'], ['jsonb', null])).toBe(false);
      expect(same(['jsonb', '[{"x": {"z": true, "y": null}}]'], ['json', '[{"x": {"y": null, "z": true}}]'])).toBe(true);
    });

    it('keeps char(n) padding apart from text padding', () => {
      expect(same(['character(4)', 'ab  '], ['character varying', 'ab'])).toBe(true);
      expect(same(['text', 'ab  '], ['text', 'ab'])).toBe(false);
    });
  });

  describe('order under the reference sort keys', () => {
    const names = ['sname', 'sage'];
    const ref = set(
      ['text', 'int'],
      [
        ['甲', '20'],
        ['乙', '19'],
        ['丙', '19'],
        ['丁', '18'],
      ],
      names,
    );
    /** as if ORDER BY sage DESC computed by a rewrite: keys given apart from the rows */
    const keys = { items: ['sage DESC'], types: ['smallint'], rows: [['20'], ['19'], ['19'], ['18']] };
    const ordered = { ordered: true, checkColumnNames: false, referenceKeys: keys };
    const rows = (...r: [string, string][]) => set(['text', 'int'], r, names);

    it('accepts ties in another order, so also an added tiebreaker', () => {
      expect(compareResultSets(ref, rows(['甲', '20'], ['丙', '19'], ['乙', '19'], ['丁', '18']), ordered).correct).toBe(true);
      expect(compareResultSets(ref, ref, ordered).correct).toBe(true);
    });

    it('names the row where a wrong order goes wrong, and what the reference orders by', () => {
      const wrong = rows(['甲', '20'], ['丁', '18'], ['乙', '19'], ['丙', '19']);
      expect(compareResultSets(ref, wrong, ordered).message).toBe(
        '行的顺序不对（参考答案按 sage DESC 排序）：第 2 行应为 (丙, 19)（第 2–3 行排序键相同，彼此顺序不限），你的结果是 (丁, 18)',
      );
      expect(compareResultSets(ref, rows(['乙', '19'], ['甲', '20'], ['丙', '19'], ['丁', '18']), ordered).message).toBe(
        '行的顺序不对（参考答案按 sage DESC 排序）：第 1 行应为 (甲, 20)，你的结果是 (乙, 19)',
      );
      expect(compareResultSets(ref, wrong, { ...ordered, hideRows: true }).message).toBe(
        '行的顺序不对（参考答案按 sage DESC 排序）：顺序与参考答案不同（隐藏数据的行不公开）',
      );
    });

    it('on hidden data says neither how many rows nor which: a condition of the student’s choosing must not count them', () => {
      const hidden = { ...ordered, hideRows: true };
      const fewer = compareResultSets(ref, rows(['甲', '20']), hidden).message;
      const none = compareResultSets(ref, rows(), hidden).message;
      expect(fewer).toBe('结果与参考答案的行不同（行数和内容都不公开）');
      expect(none).toBe(fewer);
      expect(compareResultSets(ref, rows(['甲', '20'], ['乙', '19'], ['丙', '19'], ['戊', '18']), hidden).message).toBe(fewer);
    });

    it('uses keys that are not in the result: rows equal in every column may still be ordered apart', () => {
      // ORDER BY a hidden column x: (a) x=1, (b) x=2, (a) x=3
      const r = set(['text'], [['a'], ['b'], ['a']]);
      const byX = { ordered: true, checkColumnNames: false, referenceKeys: { items: ['x'], types: ['integer'], rows: [['1'], ['2'], ['3']] } };
      expect(compareResultSets(r, set(['text'], [['a'], ['b'], ['a']]), byX).correct).toBe(true);
      expect(compareResultSets(r, set(['text'], [['b'], ['a'], ['a']]), byX).message).toBe(
        '行的顺序不对（参考答案按 x 排序）：第 1 行应为 (a)，你的结果是 (b)',
      );
    });

    it('ties keys that are equal as values, not as text', () => {
      const r = set(['text'], [['a'], ['b']]);
      const byPrice = { ordered: true, checkColumnNames: false, referenceKeys: { items: ['price'], types: ['numeric'], rows: [['1.0'], ['1.00']] } };
      expect(compareResultSets(r, set(['text'], [['b'], ['a']]), byPrice).correct).toBe(true);
    });

    it('compares tied rows with the value rules (floats within the tolerance)', () => {
      const r = set(
        ['text', 'double precision'],
        [
          ['a', '0.30000000000000004'],
          ['b', '1'],
        ],
      );
      const byNothing = { ordered: true, checkColumnNames: false, referenceKeys: { items: ['1 + 0'], types: ['integer'], rows: [['1'], ['1']] } };
      expect(
        compareResultSets(
          r,
          set(
            ['text', 'numeric'],
            [
              ['b', '1.0'],
              ['a', '0.3'],
            ],
          ),
          byNothing,
        ).correct,
      ).toBe(true);
      expect(
        compareResultSets(
          r,
          set(
            ['text', 'numeric'],
            [
              ['a', '0.3'],
              ['b', '1'],
            ],
          ),
          { ordered: true, checkColumnNames: false },
        ).correct,
      ).toBe(true);
    });

    it('falls back to row by row when the keys are not for these rows', () => {
      const stale = { ...ordered, referenceKeys: { ...keys, rows: keys.rows.slice(1) } };
      expect(compareResultSets(ref, rows(['甲', '20'], ['丙', '19'], ['乙', '19'], ['丁', '18']), stale).message).toBe(
        '行的顺序不对（参考答案规定了顺序）：第 2 行应为 (乙, 19)，你的结果是 (丙, 19)',
      );
    });

    it('prefers the keys over the sort columns', () => {
      const both = { ...ordered, sortKeys: [0] };
      expect(compareResultSets(ref, rows(['甲', '20'], ['丙', '19'], ['乙', '19'], ['丁', '18']), both).correct).toBe(true);
    });
  });

  describe('large results', () => {
    const numbers = (n: number, from = 1) =>
      set(
        ['bigint'],
        Array.from({ length: n }, (_, i) => [String(1_000_000_000_000 + from + i)]),
      );

    it('counts every row in its messages, beyond the 1000 shown', () => {
      const v = compareResultSets(numbers(1500), numbers(1499), loose);
      expect(v.message).toContain('结果不一致：应有 1500 行，你的结果有 1499 行');
      expect(v.message).toContain('缺少 1 行，例如：(1000000001500)');
      const shifted = compareResultSets(numbers(1500), numbers(1500, 2), loose);
      expect(shifted.message).toContain('缺少 1 行，例如：(1000000000001)');
      expect(shifted.message).toContain('多出 1 行，例如：(1000000001501)');
    });

    it('finds a wrong order after row 1000', () => {
      const stu = numbers(1500);
      [stu.rows[1200], stu.rows[1201]] = [stu.rows[1201], stu.rows[1200]];
      expect(compareResultSets(numbers(1500), stu, { ordered: true, checkColumnNames: false }).message).toBe(
        '行的顺序不对（参考答案规定了顺序）：第 1201 行应为 (1000000001201)，你的结果是 (1000000001202)',
      );
    });

    it('compares 100 000 rows quickly', () => {
      const big = (shift: number) =>
        set(
          ['integer', 'double precision'],
          Array.from({ length: 100_000 }, (_, i) => [String(i), String(i / 3 + shift)]),
        );
      const started = Date.now();
      expect(compareResultSets(big(0), big(1e-12), { ordered: true, checkColumnNames: false }).correct).toBe(true);
      expect(compareResultSets(big(0), big(1), loose).message).toContain('缺少 100000 行');
      // quadratic matching would take minutes; a loaded machine takes a few seconds
      expect(Date.now() - started).toBeLessThan(15_000);
    });
  });
});

describe('checkDifference', () => {
  const column = (row: (string | null)[]) => set(['text', 'text'], [row], ['类型', '非空']);
  it('names the values that differ in a one-row check', () => {
    expect(checkDifference(column(['numeric(5,1)', '是']), column(['integer', '是']), false)).toBe('类型应为 numeric(5,1)，你的是 integer');
    expect(checkDifference(column(['integer', '是']), column(['integer', '否']), false)).toBe('非空应为 是，你的是 否');
  });
  it('says nothing was found, nothing for a yes/no check, and nothing on hidden data', () => {
    expect(checkDifference(column(['integer', '是']), set(['text', 'text'], [], ['类型', '非空']), false)).toBe('执行你的 SQL 后没有找到它');
    expect(checkDifference(set(['boolean'], [['t']]), set(['boolean'], [['f']]), false)).toBeNull();
    expect(checkDifference(column(['numeric(5,1)', '是']), column(['integer', '是']), true)).toBeNull();
  });
});
