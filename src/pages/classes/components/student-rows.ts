// The students typed or pasted into 添加学生: one a line, 学号 then 姓名, separated by a Tab or a comma (two columns
// pasted from Excel) or by spaces. A line holding only a 学号 adds an existing account; blank lines are skipped.
import { ADD_STUDENTS_MAX } from '@contract/clazz';

/** One student to send, and the line of the text it came from (the server numbers rows from 1 in the order sent). */
export type StudentLine = { line: number; code: string; name?: string };

/** What is wrong with the text as a whole, before anything is sent. */
export type RowsProblem = { kind: 'empty' } | { kind: 'tooMany'; count: number; max: number } | { kind: 'tooLong'; line: number };

const FIELD_MAX = 50;

/** A Tab or a comma splits 学号 from 姓名 (a name may hold spaces then); otherwise the first run of spaces does. */
function splitLine(text: string): { code: string; name?: string } {
  const separated = text.match(/^([^\t,，]*)[\t,，](.*)$/);
  const [code, name] = separated ? [separated[1], separated[2]] : [text.split(/\s+/)[0] ?? '', text.split(/\s+/).slice(1).join(' ')];
  const tidyName = (name ?? '')
    .replace(/[\t,，]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return tidyName ? { code: code.trim(), name: tidyName } : { code: code.trim() };
}

export function parseStudentLines(text: string): StudentLine[] {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ raw: raw.trim(), line: i + 1 }))
    .filter((l) => l.raw !== '')
    .map(({ raw, line }) => ({ line, ...splitLine(raw) }));
}

export function rowsProblem(lines: readonly StudentLine[]): RowsProblem | null {
  if (lines.length === 0) return { kind: 'empty' };
  if (lines.length > ADD_STUDENTS_MAX) return { kind: 'tooMany', count: lines.length, max: ADD_STUDENTS_MAX };
  const long = lines.find((l) => l.code.length > FIELD_MAX || (l.name?.length ?? 0) > FIELD_MAX);
  return long ? { kind: 'tooLong', line: long.line } : null;
}
