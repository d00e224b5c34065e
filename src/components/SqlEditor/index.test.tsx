import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import SqlEditor, { type SqlEditorHandle } from '.';

// The CodeMirror chunk: first still on its way, then failing to load; the page must work with the stand-in.
let chunk: 'loading' | 'failed' = 'loading';
jest.mock('./CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<typeof import('react')>('react').forwardRef(function CodeMirrorSql() {
    if (chunk === 'failed') throw new Error('Loading chunk 12 failed');
    throw new Promise(() => undefined);
  }),
}));

/** Renders, then lets lazy() resolve the (mocked) chunk so the editor settles. */
async function show(ui: ReactElement) {
  const rendered = render(ui);
  await act(async () => undefined);
  return rendered;
}

describe('the SQL editor before CodeMirror arrives', () => {
  beforeEach(() => {
    chunk = 'loading';
  });

  it('is a text area with the same value and changes', async () => {
    const onChange = jest.fn();
    await show(<SqlEditor value="SELECT 1;" onChange={onChange} />);
    const area = screen.getByTestId('sql-editor-fallback') as HTMLTextAreaElement;
    expect(screen.getByTestId('sql-editor').contains(area)).toBe(true);
    expect(area.value).toBe('SELECT 1;');
    fireEvent.change(area, { target: { value: 'SELECT 2;' } });
    expect(onChange).toHaveBeenCalledWith('SELECT 2;');
  });

  it('runs on Ctrl+Enter and Cmd+Enter, not on Enter', async () => {
    const onRun = jest.fn();
    await show(<SqlEditor value="SELECT 1;" onRun={onRun} />);
    const area = screen.getByTestId('sql-editor-fallback');
    fireEvent.keyDown(area, { key: 'Enter' });
    expect(onRun).not.toHaveBeenCalled();
    fireEvent.keyDown(area, { key: 'Enter', ctrlKey: true });
    fireEvent.keyDown(area, { key: 'Enter', metaKey: true });
    expect(onRun).toHaveBeenCalledTimes(2);
  });

  it('selects the error line when asked to show it', async () => {
    const ref = createRef<SqlEditorHandle>();
    await show(<SqlEditor ref={ref} value={'SELECT *\nFROM studnt;'} />);
    act(() => ref.current?.revealLine(2));
    const area = screen.getByTestId('sql-editor-fallback') as HTMLTextAreaElement;
    expect(area.value.slice(area.selectionStart, area.selectionEnd)).toBe('FROM studnt;');
    expect(document.activeElement).toBe(area);
  });

  it('keeps the text area when the editor chunk fails to load', async () => {
    chunk = 'failed';
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onChange = jest.fn();
    await show(<SqlEditor value="SELECT 1;" onChange={onChange} />);
    fireEvent.change(screen.getByTestId('sql-editor-fallback'), { target: { value: 'SELECT 3;' } });
    expect(onChange).toHaveBeenCalledWith('SELECT 3;');
    error.mockRestore();
  });
});
