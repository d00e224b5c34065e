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
