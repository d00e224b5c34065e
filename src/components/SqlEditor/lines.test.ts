import { isRunShortcut, lineRange } from './lines';

describe('lines of a script', () => {
  const script = 'SELECT *\nFROM studnt\nWHERE sage > 18;';

  it('finds where a line starts and ends', () => {
    expect(lineRange(script, 1)).toEqual({ start: 0, end: 8 });
    expect(script.slice(lineRange(script, 2)!.start, lineRange(script, 2)!.end)).toBe('FROM studnt');
    expect(script.slice(lineRange(script, 3)!.start, lineRange(script, 3)!.end)).toBe('WHERE sage > 18;');
  });

  it('keeps a line number PostgreSQL gives past the end on the last line', () => {
    expect(lineRange(script, 9)).toEqual(lineRange(script, 3));
    expect(lineRange(script, 0)).toEqual(lineRange(script, 1));
    expect(lineRange('', 1)).toBeNull();
  });
});

describe('the run shortcut', () => {
  it('is Ctrl+Enter, or Cmd+Enter on a Mac', () => {
    expect(isRunShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isRunShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isRunShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isRunShortcut({ key: 'e', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
