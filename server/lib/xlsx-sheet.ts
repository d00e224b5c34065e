// Spreadsheets in and out (imports, their templates, and the exports): one sheet of named columns, a help sheet,
// and a reader that checks the file is a real, small .xlsx before exceljs opens it. Cells are typed by what their
// column means: scores and counts are numbers (Excel's SUM and AVERAGE count them), times are real date cells,
// and everything else, identifiers that look like numbers (学号, phone) too, stays text so leading zeros are kept.
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { ErrorCode } from '@contract/envelope';
import { AppError } from './errors';
import { isZip, zipInflatedSize } from './sniff';
import type { Upload } from './upload';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** What an archive may inflate to: thousands of rows take well under 5 MB of sheet XML. */
const MAX_INFLATED = 50 * 1024 * 1024;

export type SheetColumn<K extends string> = {
  key: K;
  header: string;
  width: number;
  required: boolean;
  note: string;
  /**
   * What the column holds, decided by its meaning, never by the look of a value: `text` (the default) for names,
   * words and identifiers, digits or not; `number` for scores, counts and percentages (a string given in such a
   * column, 缺考 or 未开始, is written as the word it is); `date` for points in time.
   */
  type?: SheetCellType;
};
export type SheetCellType = 'text' | 'number' | 'date';
/** A cell to write: null (and '') leave the cell empty. */
export type SheetValue = string | number | Date | null;
export type SheetRow<K extends string> = { row: number; values: Record<K, string> };

/** How a date cell reads in Excel. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';
/** The zone the platform shows its times in (as the pages and the messages do): an Excel date has no zone. */
const TIME_ZONE = 'Asia/Shanghai';
const NUM_FMT: Record<SheetCellType, string | undefined> = { text: '@', number: undefined, date: DATE_TIME_FORMAT };

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The instant's wall-clock time in TIME_ZONE carried in a Date's UTC fields, which are what exceljs writes as the cell's date. */
export function wallClock(d: Date): Date {
  const p = Object.fromEntries(zoneParts.formatToParts(d).map((x) => [x.type, Number(x.value)]));
  return new Date(Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!, d.getUTCMilliseconds()));
}

/** A value as the cell of a column of `type`: a typed value where the column means one, text where it means text. */
function cellOf(type: SheetCellType, header: string, v: SheetValue | undefined): ExcelJS.CellValue {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string') return v;
  if (type === 'text') {
    if (v instanceof Date) throw new Error(`xlsx column ${header}: a date in a text column`);
    return String(v);
  }
  if (type === 'number') {
    if (v instanceof Date) throw new Error(`xlsx column ${header}: a date in a number column`);
    return Number.isFinite(v) ? v : null;
  }
  if (!(v instanceof Date)) throw new Error(`xlsx column ${header}: a number in a date column`);
  return Number.isNaN(v.getTime()) ? null : wallClock(v);
}

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
  rows: Record<K, SheetValue>[];
  example?: boolean;
  help?: { header: string; note: string }[];
}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = '教学平台';
  const sheet = wb.addWorksheet(opts.sheetName);
  // the column's format also holds for what someone types below the rows (a template's 学号 stays text)
  sheet.columns = opts.columns.map((c) => {
    const numFmt = NUM_FMT[c.type ?? 'text'];
    return { header: c.header, key: c.key, width: c.width, style: { ...(numFmt ? { numFmt } : {}), alignment: { wrapText: true, vertical: 'top' } } };
  });
  sheet.getRow(1).font = { bold: true };
  for (const r of opts.rows) {
    const row = sheet.addRow(Object.fromEntries(opts.columns.map((c) => [c.key, cellOf(c.type ?? 'text', c.header, r[c.key])])));
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

/** A number as Excel shows it in its General format, to 15 significant digits: 4.5, 2023010101, and 0.3 for =0.1+0.2. */
const numberText = (n: number) => String(Number(n.toPrecision(15)));
/** A date cell (its UTC fields are the wall-clock time written) as yyyy-mm-dd, with hh:mm and :ss when it has them. */
function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const iso = new Date(Math.round(d.getTime() / 1000) * 1000).toISOString();
  const [day, time] = [iso.slice(0, 10), iso.slice(11, 19)];
  if (time === '00:00:00') return day;
  return `${day} ${time.endsWith(':00') ? time.slice(0, 5) : time}`;
}
/** A formula's cached result as text (exceljs's own text, and its cell.value, lose a result of 0 or FALSE). */
function resultText(r: ExcelJS.CellFormulaValue['result']): string {
  if (r === null || r === undefined) return '';
  if (typeof r === 'object' && !(r instanceof Date)) return r.error;
  return primitiveText(r);
}
/** Numbers, dates and booleans by their value (exceljs's own text of a date is Date#toString). */
function primitiveText(v: string | number | boolean | Date): string {
  if (typeof v === 'number') return numberText(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return dateText(v);
  return v;
}

/**
 * The text an import reads from a cell, whether the file holds text cells (older exports, or typed as text) or
 * typed ones (the exports now, or numbers and dates Excel made of what was typed): a formula by its result,
 * rich text and links by their text, blanks as ''.
 */
export function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  let text: string;
  if (cell.type === ExcelJS.ValueType.Formula) text = resultText(cell.result as ExcelJS.CellFormulaValue['result']);
  else if (typeof v !== 'object' || v instanceof Date) text = primitiveText(v);
  else text = cell.text;
  return text.normalize('NFC').trim();
}

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
