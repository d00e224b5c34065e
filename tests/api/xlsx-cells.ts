// An exported .xlsx read as Excel reads it, with exceljs (the server's own library): the first sheet's cells by
// column header, the kind each cell is stored as, and what =SUM and =AVERAGE over a column would give there.
import ExcelJS from 'exceljs';

/** How a cell is stored: 'n' a number, 'd' a number with a date format (exceljs reads it as a Date), 's' text, '' nothing. */
export type CellKind = 'n' | 'd' | 's' | '' | 'other';

export function kindOf(cell: ExcelJS.Cell): CellKind {
  switch (cell.type) {
    case ExcelJS.ValueType.Number:
      return 'n';
    case ExcelJS.ValueType.Date:
      return 'd';
    case ExcelJS.ValueType.String:
    case ExcelJS.ValueType.SharedString:
    case ExcelJS.ValueType.RichText:
      return 's';
    case ExcelJS.ValueType.Null:
      return '';
    default:
      return 'other';
  }
}

export type DataSheet = {
  sheet: ExcelJS.Worksheet;
  headers: string[];
  /** the cells under the header that starts with `header`, row 2 on */
  column: (header: string) => ExcelJS.Cell[];
  /** the cells of the row whose first cell is `first` */
  rowOf: (first: string) => Map<string, ExcelJS.Cell>;
};

export async function dataSheet(payload: Buffer): Promise<DataSheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(payload as unknown as Parameters<typeof wb.xlsx.load>[0]);
  const sheet = wb.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const indexOf = (header: string) => {
    const i = headers.findIndex((h) => h.startsWith(header));
    if (i < 0) throw new Error(`no column ${header} in ${headers.join(', ')}`);
    return i + 1;
  };
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
  return {
    sheet,
    headers,
    column: (header) => rows.map((r) => r.getCell(indexOf(header))),
    rowOf: (first) => {
      const row = rows.find((r) => r.getCell(1).text === first);
      if (!row) throw new Error(`no row ${first}`);
      return new Map(headers.map((h, i) => [h, row.getCell(i + 1)]));
    },
  };
}

/** Excel's =SUM over the cells: numbers add up; text, "4.5" too, and blanks are passed over (a column of text sums to 0). */
export const excelSum = (cells: ExcelJS.Cell[]) => cells.reduce((sum, c) => sum + (typeof c.value === 'number' ? c.value : 0), 0);

/** Excel's =AVERAGE over the cells: the mean of the numbers among them; null where Excel shows #DIV/0! (none). */
export function excelAverage(cells: ExcelJS.Cell[]): number | null {
  const numbers = cells.flatMap((c) => (typeof c.value === 'number' ? [c.value] : []));
  return numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : null;
}

/** An instant as the platform shows it, in Asia/Shanghai (UTC+8 all year): yyyy-mm-dd hh:mm. */
export const shanghaiTime = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

/** A date cell as Excel shows it with its yyyy-mm-dd hh:mm format (the cell's serial is the wall-clock time, read back as UTC). */
export const dateCellText = (cell: ExcelJS.Cell) => (cell.value as Date).toISOString().slice(0, 16).replace('T', ' ');

export const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
