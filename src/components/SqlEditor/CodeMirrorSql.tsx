// The CodeMirror 6 SQL editor (PostgreSQL dialect). Loaded lazily by ./index.tsx: it never enters the entry bundle.
import { PostgreSQL, sql } from '@codemirror/lang-sql';
import CodeMirror, {
  Decoration,
  EditorView,
  GutterMarker,
  Prec,
  RangeSet,
  StateEffect,
  StateField,
  gutterLineClass,
  keymap,
  type Extension,
} from '@uiw/react-codemirror';
import { theme } from 'antd';
import { forwardRef, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { completionSchema } from './completion';
import type { SqlEditorHandle, SqlEditorProps } from './types';

const setErrorLine = StateEffect.define<number | null>();

/** The start of the marked line, kept in place while the text around it changes; null when nothing is marked. */
const errorLineStart = StateField.define<number | null>({
  create: () => null,
  update(from, tr) {
    for (const e of tr.effects) {
      if (e.is(setErrorLine)) return e.value !== null && e.value >= 1 && e.value <= tr.state.doc.lines ? tr.state.doc.line(e.value).from : null;
    }
    return from === null || !tr.docChanged ? from : tr.changes.mapPos(from);
  },
});

class ErrorGutterMarker extends GutterMarker {
  elementClass = 'cm-sql-error-gutter';
}
const errorGutterMarker = new ErrorGutterMarker();
const errorLineDecoration = Decoration.line({ class: 'cm-sql-error-line', attributes: { 'data-testid': 'sql-error-line-mark' } });

const errorLineMarks: Extension = [
  errorLineStart,
  EditorView.decorations.compute([errorLineStart], (state) => {
    const from = state.field(errorLineStart);
    return from === null ? Decoration.none : Decoration.set([errorLineDecoration.range(state.doc.lineAt(from).from)]);
  }),
  gutterLineClass.compute([errorLineStart], (state) => {
    const from = state.field(errorLineStart);
    return from === null ? RangeSet.empty : RangeSet.of([errorGutterMarker.range(state.doc.lineAt(from).from)]);
  }),
];

const MONO = 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, Courier, monospace';

const CodeMirrorSql = forwardRef<SqlEditorHandle, SqlEditorProps>(function CodeMirrorSql(
  { value = '', onChange, onRun, errorLine = null, readOnly = false, placeholder, minHeight = 160, maxHeight = 480, label, tables },
  ref,
) {
  const { token } = theme.useToken();
  const [view, setView] = useState<EditorView | null>(null);
  // The shortcut reads the latest onRun without rebuilding the editor's extensions.
  const onRunRef = useRef(onRun);
  onRunRef.current = onRun;

  // the scene's tables and columns complete as one types (lang-sql's schema completion), keywords as before
  const schema = useMemo(() => (tables && tables.length > 0 ? completionSchema(tables) : undefined), [tables]);

  const extensions = useMemo<Extension[]>(
    () => [
      sql({ dialect: PostgreSQL, upperCaseKeywords: true, ...(schema && { schema }) }),
      Prec.highest(
        keymap.of([
          {
            key: 'Mod-Enter',
            run: () => {
              onRunRef.current?.();
              return true;
            },
          },
        ]),
      ),
      errorLineMarks,
      EditorView.contentAttributes.of({ 'data-testid': 'sql-editor-content', ...(label ? { 'aria-label': label } : {}) }),
      EditorView.theme({
        '&': { fontSize: '13px' },
        '&.cm-focused': { outline: 'none' },
        '.cm-scroller, .cm-content': { fontFamily: MONO },
        '.cm-sql-error-line': { backgroundColor: token.colorErrorBg },
        '.cm-gutterElement.cm-sql-error-gutter': { color: token.colorError, fontWeight: 600, backgroundColor: token.colorErrorBg },
      }),
    ],
    [label, schema, token.colorError, token.colorErrorBg],
  );

  useEffect(() => {
    view?.dispatch({ effects: setErrorLine.of(errorLine) });
  }, [view, errorLine]);

  useImperativeHandle(
    ref,
    () => ({
      revealLine: (line) => {
        if (!view) return;
        const doc = view.state.doc;
        const at = doc.line(Math.min(Math.max(1, line), doc.lines)).from;
        view.dispatch({ selection: { anchor: at }, effects: EditorView.scrollIntoView(at, { y: 'center' }) });
        view.focus();
      },
      focus: () => view?.focus(),
    }),
    [view],
  );

  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      readOnly={readOnly}
      editable={!readOnly}
      placeholder={placeholder}
      minHeight={`${minHeight}px`}
      maxHeight={`${maxHeight}px`}
      basicSetup={{ lineNumbers: true, foldGutter: false, highlightActiveLine: !readOnly, highlightActiveLineGutter: !readOnly }}
      extensions={extensions}
      onCreateEditor={(created) => setView(created)}
    />
  );
});

export default CodeMirrorSql;
