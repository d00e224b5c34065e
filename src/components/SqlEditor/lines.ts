// Lines of a script as the editors count them (1-based), for pointing at PostgreSQL's error line.

/** Start and end offsets of line `line` in `text`, clamped to the last line; null when the text is empty. */
export function lineRange(text: string, line: number): { start: number; end: number } | null {
  if (text.length === 0) return null;
  const lines = text.split('\n');
  const index = Math.min(Math.max(1, Math.floor(line)), lines.length) - 1;
  const start = lines.slice(0, index).reduce((sum, l) => sum + l.length + 1, 0);
  return { start, end: start + lines[index].length };
}

/** Whether a key press is the run shortcut: Ctrl+Enter, or Cmd+Enter on a Mac. */
export const isRunShortcut = (e: { key: string; ctrlKey: boolean; metaKey: boolean }) => e.key === 'Enter' && (e.ctrlKey || e.metaKey);
