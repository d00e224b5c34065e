import dayjs from 'dayjs';
import { accountsProblem, endBeforeStart, parseAccounts } from './school-class';

describe('accounts typed into 添加学生', () => {
  it('are read one a line, or separated by commas (also Chinese ones) and spaces, each once', () => {
    const parsed = parseAccounts('student\n2023010101, 2023010102，2023010103、teastu  student\r\n\n2023010101 ');
    expect(parsed.codes).toEqual(['student', '2023010101', '2023010102', '2023010103', 'teastu']);
    expect(parsed.repeats).toBe(2);
    expect(accountsProblem(parsed)).toBeNull();
  });

  it('an empty box, more than 500 accounts, or one too long cannot be sent', () => {
    expect(accountsProblem(parseAccounts(' \n , '))).toEqual({ kind: 'empty' });
    const many = Array.from({ length: 501 }, (_, i) => `s${i}`).join('\n');
    expect(accountsProblem(parseAccounts(many))).toEqual({ kind: 'tooMany', count: 501, max: 500 });
    expect(accountsProblem(parseAccounts(`ok\n${'a'.repeat(51)}`))).toEqual({ kind: 'tooLong', code: 'a'.repeat(51), max: 50 });
  });

  it('500 different accounts with repeats among them are fine', () => {
    const codes = Array.from({ length: 500 }, (_, i) => `s${i}`);
    expect(accountsProblem(parseAccounts([...codes, ...codes].join(',')))).toBeNull();
  });
});

describe('class dates', () => {
  it('an end before the start is refused; the same day or an open end is fine', () => {
    expect(endBeforeStart(dayjs('2025-03-01'), dayjs('2025-02-28'))).toBe(true);
    expect(endBeforeStart(dayjs('2025-03-01'), dayjs('2025-03-01'))).toBe(false);
    expect(endBeforeStart(dayjs('2025-03-01'), null)).toBe(false);
    expect(endBeforeStart(undefined, dayjs('2025-03-01'))).toBe(false);
  });
});
