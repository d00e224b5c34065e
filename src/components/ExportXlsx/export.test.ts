/**
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The whole export once, with the real exceljs: the file offered for download opens as a workbook with the rows.
import ExcelJS from 'exceljs';
import { exportXlsx } from './export';

const readBlob = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

it('offers an .xlsx named after the chapter and class, with Chinese headings and the rows', async () => {
  const blobs: Blob[] = [];
  const names: string[] = [];
  Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  await exportXlsx({
    fileName: '第一章 绪论 学习统计 - 2023级计算机科学1班',
    sheetName: '第一章 绪论',
    columns: [
      { header: '学号', value: (r: { code: string; progress: number }) => r.code },
      { header: '进度（%）', value: (r: { code: string; progress: number }) => r.progress },
    ],
    rows: [
      { code: 'student', progress: 60 },
      { code: '2023010101', progress: 100 },
    ],
  });
  click.mockRestore();
  expect(names).toEqual(['第一章 绪论 学习统计 - 2023级计算机科学1班.xlsx']);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readBlob(blobs[0])) as ExcelJS.Buffer);
  const sheet = book.getWorksheet('第一章 绪论')!;
  expect(
    sheet
      .getSheetValues()
      .slice(1)
      .map((r) => (r as unknown[]).slice(1)),
  ).toEqual([
    ['学号', '进度（%）'],
    ['student', 60],
    ['2023010101', 100],
  ]);
});

it('writes a date as a date cell and a duration as a time cell, each with its format; null as an empty cell', async () => {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  type Row = { at: Date | null; watched: number | null };
  const at = new Date(2026, 10, 27, 9, 30);
  await exportXlsx<Row>({
    fileName: 'x',
    sheetName: 's',
    columns: [
      { header: '最近学习', value: (r) => r.at, format: 'date' },
      { header: '观看时长', value: (r) => r.watched, format: 'duration' },
    ],
    rows: [
      { at, watched: 3725 },
      { at: null, watched: null },
    ],
  });
  click.mockRestore();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readBlob(blobs[0])) as ExcelJS.Buffer);
  const sheet = book.getWorksheet('s')!;
  const date = sheet.getCell('A2');
  expect(date.type).toBe(ExcelJS.ValueType.Date);
  // the wall-clock time the page showed, as Excel has no time zone
  expect((date.value as Date).toISOString()).toBe('2026-11-27T09:30:00.000Z');
  expect(date.numFmt).toBe('yyyy-mm-dd hh:mm');
  // a number of days shown as a time (exceljs reads such a number back as a time of Excel's day zero)
  const watched = sheet.getCell('B2');
  expect(watched.numFmt).toBe('[h]:mm:ss');
  expect((watched.value as Date).toISOString()).toBe('1899-12-30T01:02:05.000Z');
  expect(sheet.getCell('A3').type).toBe(ExcelJS.ValueType.Null);
  expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.Null);
});
