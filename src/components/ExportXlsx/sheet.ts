// The pure part of an xlsx export: which columns, which rows, how wide, and a file name a file system accepts.
// Kept apart from exceljs so it is tested without it and the library loads only when someone exports.

/** A number is a number cell (SUM works on it), a Date a date cell; null an empty cell. */
export type Cell = string | number | Date | null;

export type XlsxColumn<T> = {
  /** the column's Chinese heading */
  header: string;
  value: (row: T) => Cell;
  /** how Excel shows it: `date` a Date as yyyy-mm-dd hh:mm, `duration` a number of seconds as h:mm:ss */
  format?: 'date' | 'duration';
  /** in characters; by default from the longest text of the column */
  width?: number;
};

export type Sheet = { headers: string[]; rows: Cell[][]; widths: number[]; formats: (XlsxColumn<unknown>['format'] | undefined)[] };

/** what a date or duration cell shows, for the column's width */
const shownWidth = (v: Cell, format: XlsxColumn<unknown>['format']) => {
  if (v === null) return 0;
  if (v instanceof Date || format === 'date') return 16;
  if (format === 'duration') return 9;
  return textWidth(String(v));
};

const MIN_WIDTH = 8;
const MAX_WIDTH = 60;

/** Width of a text in Excel's character units: a Chinese (full-width) character takes two. */
export function textWidth(text: string): number {
  let width = 0;
  for (const c of text)
    width += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(c) || c.codePointAt(0)! > 0xffff ? 2 : 1;
  return width;
}

/** The heading row, the value rows in the order given, and each column's width. */
export function sheetOf<T>(columns: readonly XlsxColumn<T>[], rows: readonly T[]): Sheet {
  const values = rows.map((row) => columns.map((c) => c.value(row)));
  const widths = columns.map((c, i) => {
    if (c.width) return c.width;
    const longest = values.reduce((w, r) => Math.max(w, shownWidth(r[i], c.format)), textWidth(c.header));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
  });
  return { headers: columns.map((c) => c.header), rows: values, widths, formats: columns.map((c) => c.format) };
}

/** A file name without characters Windows and macOS refuse, ending in .xlsx. */
export function xlsxFileName(base: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = base
    .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const name = clean || 'export';
  return /\.xlsx$/i.test(name) ? name : `${name}.xlsx`;
}

/** A worksheet name Excel accepts: at most 31 characters, none of []:*?/\. */
export function sheetNameOf(name: string): string {
  const clean = name
    .replace(/[[\]:*?/\\]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    Array.from(clean || 'Sheet1')
      .slice(0, 31)
      .join('')
      .trim() || 'Sheet1'
  );
}

const DAY_SECONDS = 24 * 60 * 60;
export const NUMBER_FORMATS = { date: 'yyyy-mm-dd hh:mm', duration: '[h]:mm:ss' } as const;

/**
 * A cell as exceljs writes it: Excel dates have no time zone, so a Date becomes this browser's wall-clock time (what
 * the page showed); a duration in seconds becomes a fraction of a day.
 */
export function excelValue(v: Cell, format: XlsxColumn<unknown>['format']): Cell {
  if (v instanceof Date) return new Date(v.getTime() - v.getTimezoneOffset() * 60_000);
  if (format === 'duration' && typeof v === 'number') return v / DAY_SECONDS;
  return v;
}
