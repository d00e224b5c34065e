// The spreadsheet writer types each cell by its column, and the reader the imports use reads typed cells and text
// cells alike.
import ExcelJS from 'exceljs';
import { cellText, DATE_TIME_FORMAT, readSheet, wallClock, writeSheet, type SheetColumn } from './xlsx-sheet';

type Key = 'code' | 'score' | 'at';
const COLUMNS: SheetColumn<Key>[] = [
  { key: 'code', header: '学号', width: 10, required: true, note: '' },
  { key: 'score', header: '得分', width: 10, required: false, note: '', type: 'number' },
  { key: 'at', header: '时间', width: 18, required: false, note: '', type: 'date' },
];

async function firstSheet(content: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(content as unknown as Parameters<typeof wb.xlsx.load>[0]);
  return wb.worksheets[0]!;
}

describe('writeSheet', () => {
  it('writes each cell as its column means it: text, number or date; null and empty strings leave the cell empty', async () => {
    const at = new Date('2024-03-01T01:30:00Z'); // 09:30 in Shanghai
    const sheet = await firstSheet(
      await writeSheet({
        sheetName: '成绩',
        columns: COLUMNS,
        rows: [
          { code: '0230101', score: 4.5, at },
          { code: 2024001, score: '缺考', at: null },
          { code: '', score: null, at: null },
        ],
      }),
    );
    const [a, b, c] = [2, 3, 4].map((r) => sheet.getRow(r));
    expect([a!.getCell(1).value, a!.getCell(2).value]).toEqual(['0230101', 4.5]);
    expect(a!.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(a!.getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(a!.getCell(3).numFmt).toBe(DATE_TIME_FORMAT);
    expect((a!.getCell(3).value as Date).toISOString()).toBe('2024-03-01T09:30:00.000Z');
    // a number given for an identifier stays text; a word in a number column is the word
    expect(b!.getCell(1).value).toBe('2024001');
    expect(b!.getCell(2).value).toBe('缺考');
    for (const cell of [b!.getCell(3), c!.getCell(1), c!.getCell(2), c!.getCell(3)]) expect(cell.type).toBe(ExcelJS.ValueType.Null);
    expect(sheet.getColumn(1).numFmt).toBe('@');
    expect(sheet.getColumn(2).numFmt).toBeUndefined();
  });

  it('refuses a value its column cannot mean', async () => {
    const write = (row: Record<Key, string | number | Date | null>) => writeSheet({ sheetName: 'x', columns: COLUMNS, rows: [row] });
    await expect(write({ code: 'a', score: null, at: 5 })).rejects.toThrow('a number in a date column');
    await expect(write({ code: 'a', score: new Date(), at: null })).rejects.toThrow('a date in a number column');
  });

  it('gives the wall-clock time in Asia/Shanghai across a day boundary', () => {
    expect(wallClock(new Date('2024-12-31T16:05:07Z')).toISOString()).toBe('2025-01-01T00:05:07.000Z');
  });
});

describe('cellText', () => {
  const cellWith = (value: ExcelJS.CellValue) => {
    const cell = new ExcelJS.Workbook().addWorksheet('x').getCell('A1');
    cell.value = value;
    return cell;
  };

  it.each<[string, ExcelJS.CellValue, string]>([
    ['text', ' 0230101 ', '0230101'],
    ['a number', 4.5, '4.5'],
    ['a long number', 13800138000, '13800138000'],
    ['a float sum as Excel shows it', 0.1 + 0.2, '0.3'],
    ['a date at midnight', new Date('2024-03-01T00:00:00Z'), '2024-03-01'],
    ['a date and time', new Date('2024-03-01T09:30:00Z'), '2024-03-01 09:30'],
    ['a date with seconds', new Date('2024-03-01T09:30:15Z'), '2024-03-01 09:30:15'],
    ['a boolean', true, 'TRUE'],
    ['a formula by its result', { formula: 'A2+A3', result: 7 } as ExcelJS.CellValue, '7'],
    ['a formula whose result is 0', { formula: 'A2-A2', result: 0 } as ExcelJS.CellValue, '0'],
    ['a formula without a result', { formula: 'A2' } as ExcelJS.CellValue, ''],
    ['a formula giving an error', { formula: 'NA()', result: { error: '#N/A' } } as ExcelJS.CellValue, '#N/A'],
    ['rich text', { richText: [{ text: '张' }, { text: '三' }] }, '张三'],
    ['a link', { text: 'a@example.com', hyperlink: 'mailto:a@example.com' }, 'a@example.com'],
    ['nothing', null, ''],
  ])('reads %s', (_, value, text) => {
    expect(cellText(cellWith(value))).toBe(text);
  });
});

describe('readSheet', () => {
  it('reads a file of typed cells the same as one of text cells', async () => {
    const file = async (rows: ExcelJS.CellValue[][]) => {
      const wb = new ExcelJS.Workbook();
      wb.addWorksheet('x').addRows([['学号', '得分', '时间'], ...rows]);
      return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), filename: 'x.xlsx' };
    };
    const opts = { maxRows: 10, nothingMessage: 'none' };
    const typed = await readSheet(
      await file([
        [2024001, 4.5, new Date('2024-03-01T09:30:00Z')],
        ['s2', { formula: 'B2-B2', result: 0 }, null],
      ]),
      COLUMNS,
      opts,
    );
    const text = await readSheet(
      await file([
        ['2024001', '4.5', '2024-03-01 09:30'],
        ['s2', '0', ''],
      ]),
      COLUMNS,
      opts,
    );
    expect(typed).toEqual([
      { row: 2, values: { code: '2024001', score: '4.5', at: '2024-03-01 09:30' } },
      { row: 3, values: { code: 's2', score: '0', at: '' } },
    ]);
    expect(typed).toEqual(text);
  });
});
