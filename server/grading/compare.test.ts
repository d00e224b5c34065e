import type { SqlResultSet } from '../../contract/grading';
import { categoryOf, compareResultSets, sortKeyColumns } from './compare';

const set = (types: string[], rows: (string | null)[][], names = types.map((_, i) => `c${i}`)): SqlResultSet => ({
  command: 'SELECT',
  columns: types.map((type, i) => ({ name: names[i], type })),
  rows,
  rowCount: rows.length,
  truncated: false,
});
const loose = { ordered: false, checkColumnNames: false };

describe('compareResultSets', () => {
  it('treats integer, numeric and double as numbers equal within 1e-6', () => {
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
    expect(compareResultSets(a, b, { ordered: true, checkColumnNames: false }).message).toBe('行的顺序不对（参考答案规定了顺序）：第 1 行应为 (1)，你的结果是 (2)');
  });

  it('lets rows tied on the sort columns come in any order, but not the sort columns themselves', () => {
    const names = ['sname', 'sage'];
    const ref = set(['text', 'int'], [['甲', '20'], ['乙', '19'], ['丙', '19']], names);
    const tiesSwapped = set(['text', 'int'], [['甲', '20'], ['丙', '19'], ['乙', '19']], names);
    const wrongOrder = set(['text', 'int'], [['乙', '19'], ['甲', '20'], ['丙', '19']], names);
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
    const many = set(['int'], Array.from({ length: 10 }, (_, i) => [String(i)]));
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
});
