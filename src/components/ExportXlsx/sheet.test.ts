import { sheetNameOf, sheetOf, textWidth, xlsxFileName, type XlsxColumn } from './sheet';

type Row = { code: string; name: string; progress: number; lastStudiedAt: string | null };
const columns: XlsxColumn<Row>[] = [
  { header: '学号', value: (r) => r.code },
  { header: '姓名', value: (r) => r.name },
  { header: '进度（%）', value: (r) => r.progress },
  { header: '最近学习', value: (r) => r.lastStudiedAt, width: 20 },
];
const rows: Row[] = [
  { code: 'student', name: '张同学', progress: 60, lastStudiedAt: '2025-03-18 13:00' },
  { code: '2023010101', name: '欧阳娜娜娜娜娜娜娜', progress: 100, lastStudiedAt: null },
];

describe('an export sheet is built from columns and rows', () => {
  it('has the Chinese headings and one value row per row, in order, with nulls kept empty', () => {
    const sheet = sheetOf(columns, rows);
    expect(sheet.headers).toEqual(['学号', '姓名', '进度（%）', '最近学习']);
    expect(sheet.rows).toEqual([
      ['student', '张同学', 60, '2025-03-18 13:00'],
      ['2023010101', '欧阳娜娜娜娜娜娜娜', 100, null],
    ]);
  });

  it('sizes columns by their longest text, a Chinese character counting twice, within bounds', () => {
    const { widths } = sheetOf(columns, rows);
    expect(widths[0]).toBe(12); // '2023010101' + 2
    expect(widths[1]).toBe(20); // nine characters of width 2, + 2
    expect(widths[2]).toBe(11); // the heading is the longest
    expect(widths[3]).toBe(20); // given
    expect(sheetOf([{ header: '号', value: () => 1 }], []).widths).toEqual([8]);
    expect(sheetOf([{ header: 'x', value: () => 'y'.repeat(500) }], [{}]).widths).toEqual([60]);
  });

  it('an empty table still has its headings', () => {
    expect(sheetOf(columns, [])).toEqual({
      headers: ['学号', '姓名', '进度（%）', '最近学习'],
      rows: [],
      widths: [8, 8, 11, 20],
      formats: [undefined, undefined, undefined, undefined],
    });
  });

  it('counts full-width characters twice', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('学习统计')).toBe(8);
    expect(textWidth('（%）')).toBe(5);
  });
});

describe('file and sheet names', () => {
  it('end in .xlsx and keep Chinese, spaces and dashes', () => {
    expect(xlsxFileName('第1章 学习统计 - 2023级计算机科学1班')).toBe('第1章 学习统计 - 2023级计算机科学1班.xlsx');
    expect(xlsxFileName('统计.xlsx')).toBe('统计.xlsx');
  });

  it('lose characters file systems refuse', () => {
    expect(xlsxFileName('SQL: 查询/更新 "练习" <1>?')).toBe('SQL_ 查询_更新 _练习_ _1_.xlsx');
    expect(xlsxFileName('  ')).toBe('export.xlsx');
    expect(xlsxFileName('..隐藏')).toBe('隐藏.xlsx');
  });

  it('sheet names are at most 31 characters without []:*?/\\', () => {
    expect(sheetNameOf('第一章 绪论')).toBe('第一章 绪论');
    expect(sheetNameOf('a[b]:c*d?e/f\\g')).toBe('a b c d e f g');
    expect(Array.from(sheetNameOf('长'.repeat(40)))).toHaveLength(31);
    expect(sheetNameOf('')).toBe('Sheet1');
  });
});
