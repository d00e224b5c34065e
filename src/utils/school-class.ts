// What the class pages share that is no component: their addresses, the class number of an address, how dates
// show, and how the 添加学生 box turns typed text into accounts (checked as the server checks them).
import dayjs, { type Dayjs } from 'dayjs';
import { ADD_STUDENTS_MAX } from '@contract/clazz';

export { CLASS_LINKS } from './class-links';

export const DATE_FORMAT = 'YYYY-MM-DD';

/** A date of the wire (YYYY-MM-DD) for a DatePicker, and back. */
export const toDayjs = (value: string | null): Dayjs | undefined => (value ? dayjs(value) : undefined);
export const fromDayjs = (value: Dayjs | null | undefined): string | null => (value ? value.format(DATE_FORMAT) : null);

/** 结束日期 may not lie before 开始日期; either may be open. */
export const endBeforeStart = (start: Dayjs | null | undefined, end: Dayjs | null | undefined): boolean => !!start && !!end && end.isBefore(start, 'day');

/** The longest account the server takes. */
export const ACCOUNT_MAX_LENGTH = 50;

export type ParsedAccounts = {
  /** in the order typed, each once */
  codes: string[];
  /** how many repeats were dropped */
  repeats: number;
  /** accounts longer than the server takes */
  tooLong: string[];
};

/** Accounts typed one a line, or separated by commas (also ，、；) or spaces; repeats dropped. */
export function parseAccounts(text: string): ParsedAccounts {
  const seen = new Set<string>();
  const codes: string[] = [];
  let repeats = 0;
  for (const code of text.split(/[\s,，、;；]+/)) {
    if (code === '') continue;
    if (seen.has(code)) {
      repeats += 1;
      continue;
    }
    seen.add(code);
    codes.push(code);
  }
  return { codes, repeats, tooLong: codes.filter((c) => c.length > ACCOUNT_MAX_LENGTH) };
}

export type AccountsProblem = { kind: 'empty' } | { kind: 'tooMany'; count: number; max: number } | { kind: 'tooLong'; code: string; max: number };

/** Why the parsed accounts cannot be sent, or null when they can. */
export function accountsProblem(parsed: ParsedAccounts): AccountsProblem | null {
  if (parsed.codes.length === 0) return { kind: 'empty' };
  if (parsed.codes.length > ADD_STUDENTS_MAX) return { kind: 'tooMany', count: parsed.codes.length, max: ADD_STUDENTS_MAX };
  if (parsed.tooLong.length > 0) return { kind: 'tooLong', code: parsed.tooLong[0], max: ACCOUNT_MAX_LENGTH };
  return null;
}
