// Spreadsheets in and out (user import, question import and export): one sheet of named columns, a help sheet,
// and a reader that checks the file is a real, small .xlsx before exceljs opens it.
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { ErrorCode } from '@contract/envelope';
import { AppError } from './errors';
import { isZip, zipInflatedSize } from './sniff';
import type { Upload } from './upload';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What an archive may inflate to: thousands of rows take well under 5 MB of sheet XML. */
const MAX_INFLATED = 50 * 1024 * 1024;

export type SheetColumn<K extends string> = { key: K; header: string; width: number; required: boolean; note: string };
export type SheetRow<K extends string> = { row: number; values: Record<K, string> };

export const badFile = (message: string) => new AppError(ErrorCode.BAD_FILE, message, 400);

/** Sends a workbook as a download: `name` for browsers that read RFC 5987, `asciiName` for those that do not. */
export const sendXlsx = (reply: FastifyReply, asciiName: string, name: string, content: Buffer) =>
  reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('Cache-Control', 'no-store')
    .send(content);

/** A workbook with the data sheet (header row, then `rows`, greyed when they are an example) and a help sheet. */
export async function writeSheet<K extends string>(opts: {
  sheetName: string;
  columns: readonly SheetColumn<K>[];
  rows: Record<K, string>[];
  example?: boolean;
  help?: { header: string; note: string }[];
}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '教学平台';
  const sheet = wb.addWorksheet(opts.sheetName);
  sheet.columns = opts.columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width,
    style: { numFmt: '@', alignment: { wrapText: true, vertical: 'top' } },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const r of opts.rows) {
    const row = sheet.addRow(r);
    if (opts.example) row.font = { color: { argb: 'FF888888' }, italic: true };
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  if (opts.help) {
    const help = wb.addWorksheet('说明');
    help.columns = [
      { header: '列', key: 'header', width: 14 },
      { header: '说明', key: 'note', width: 90 },
    ];
    help.getRow(1).font = { bold: true };
    for (const c of opts.columns) help.addRow({ header: c.header, note: c.note });
    help.addRow({});
    for (const h of opts.help) help.addRow(h);
    help.getColumn('note').alignment = { wrapText: true, vertical: 'top' };
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const cellText = (cell: ExcelJS.Cell): string => (cell.value === null || cell.value === undefined ? '' : cell.text.normalize('NFC').trim());

/**
 * The non-empty rows of the first sheet by column header (columns may be in any order); a file that is not an
 * .xlsx, inflates too far, lacks a required column, is empty or too long is refused with a message to show.
 */
export async function readSheet<K extends string>(
  upload: Upload,
  columns: readonly SheetColumn<K>[],
  opts: { maxRows: number; nothingMessage: string },
): Promise<SheetRow<K>[]> {
  if (!isZip(upload.buffer)) throw badFile('只能导入 .xlsx 格式的 Excel 文件，请使用下载的导入模板');
  // inflated here with a cap before exceljs inflates it without one
  if (zipInflatedSize(upload.buffer, MAX_INFLATED) === null) throw badFile('文件无法读取或内容过大，请使用下载的导入模板');
  const wb = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type (an ArrayBuffer); Node's Buffer is what it reads at run time.
    await wb.xlsx.load(upload.buffer as unknown as Parameters<typeof wb.xlsx.load>[0]);
  } catch {
    throw badFile('文件无法读取，请确认是 .xlsx 格式的 Excel 文件');
  }
  const sheet = wb.worksheets[0];
  if (!sheet) throw badFile('文件中没有工作表');

  const columnOf = new Map<K, number>();
  sheet.getRow(1).eachCell((cell, col) => {
    const column = columns.find((c) => c.header === cellText(cell));
    if (column && !columnOf.has(column.key)) columnOf.set(column.key, col);
  });
  const missing = columns.filter((c) => c.required && !columnOf.has(c.key)).map((c) => c.header);
  if (missing.length > 0) throw badFile(`第 1 行缺少列：${missing.join('、')}（请使用下载的导入模板）`);

  const rows: SheetRow<K>[] = [];
  // Only rows that exist in the file: a stray cell far down must not make us walk a million empty rows.
  sheet.eachRow({ includeEmpty: false }, (line, r) => {
    if (r === 1 || rows.length > opts.maxRows) return;
    const values = Object.fromEntries(columns.map((c) => [c.key, columnOf.has(c.key) ? cellText(line.getCell(columnOf.get(c.key)!)) : ''])) as Record<
      K,
      string
    >;
    if (Object.values(values).some((v) => v !== '')) rows.push({ row: r, values });
  });
  if (rows.length > opts.maxRows) throw badFile(`一次最多导入 ${opts.maxRows} 行，请分成几个文件导入`);
  if (rows.length === 0) throw badFile(opts.nothingMessage);
  return rows;
}
