// Writes rows to an .xlsx file and offers it as a download. exceljs (about 1 MB) is imported here, inside the call,
// so it becomes a chunk of its own that loads the first time someone exports and never weighs on a page.
import { excelValue, NUMBER_FORMATS, sheetNameOf, sheetOf, xlsxFileName, type XlsxColumn } from './sheet';
import { saveBlob } from '@/components/SaveBlob';

export type XlsxExport<T> = {
  /** the file's name without .xlsx, e.g. 第一章 绪论 学习统计 - 2023级计算机科学1班 */
  fileName: string;
  sheetName: string;
  columns: readonly XlsxColumn<T>[];
  rows: readonly T[];
};

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function exportXlsx<T>({ fileName, sheetName, columns, rows }: XlsxExport<T>): Promise<void> {
  const sheet = sheetOf(columns, rows);
  const excel = await import('exceljs');
  // the browser build is CommonJS: the bundler hands it over as the default export or as the namespace
  const { Workbook } = 'Workbook' in excel ? excel : (excel as { default: typeof excel }).default;
  const book = new Workbook();
  const ws = book.addWorksheet(sheetNameOf(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.headers.map((header, i) => ({ header, width: sheet.widths[i] }));
  ws.addRows(sheet.rows.map((row) => row.map((v, i) => excelValue(v, sheet.formats[i]))));
  sheet.formats.forEach((format, i) => {
    if (format) ws.getColumn(i + 1).numFmt = NUMBER_FORMATS[format];
  });
  ws.getRow(1).font = { bold: true };
  const buffer = await book.xlsx.writeBuffer();
  saveBlob(new Blob([buffer], { type: XLSX_MIME }), xlsxFileName(fileName));
}
