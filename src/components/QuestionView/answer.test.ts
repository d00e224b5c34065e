import { isAnswered, normaliseAnswer, sameAnswer } from './answer';

describe('an answer keeps only the field of its type', () => {
  it('drops the other fields and orders choices A, B, C', () => {
    expect(normaliseAnswer('multiple', { choices: ['C', 'A'], text: 'x', sql: 'SELECT 1' })).toEqual({ choices: ['A', 'C'] });
    expect(normaliseAnswer('query', { choices: ['A'], sql: 'SELECT 1;' })).toEqual({ sql: 'SELECT 1;' });
    expect(normaliseAnswer('judge', { judge: false })).toEqual({ judge: false });
    expect(normaliseAnswer('short', null)).toEqual({});
  });

  it('two answers are the same when their own field is', () => {
    expect(sameAnswer('multiple', { choices: ['B', 'A'] }, { choices: ['A', 'B'], text: 'ignored' })).toBe(true);
    expect(sameAnswer('fill', { blanks: ['a', 'b'] }, { blanks: ['a', 'c'] })).toBe(false);
  });
});

describe('what counts as answered', () => {
  it.each([
    ['single', {}, false],
    ['single', { choices: ['A'] }, true],
    ['multiple', { choices: [] }, false],
    ['judge', { judge: false }, true],
    ['judge', { text: 'true' }, false],
    ['fill', { blanks: ['', '  '] }, false],
    ['fill', { blanks: ['', '投影'] }, true],
    ['short', { text: '  ' }, false],
    ['short', { text: '原子性' }, true],
    ['dml', { sql: '\n' }, false],
    ['dml', { sql: 'DELETE FROM sc;' }, true],
  ] as const)('%s %j: %s', (type, value, answered) => {
    expect(isAnswered({ type }, value as never)).toBe(answered);
  });
});
