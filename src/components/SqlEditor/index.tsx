// The SQL editor of scenes, questions and answers: CodeMirror 6 (PostgreSQL), loaded lazily so it stays out of the
// entry bundle (ARCHITECTURE.md). Until its chunk arrives, or if it never does, a plain text area takes its place
// with the same value, changes and Ctrl/Cmd+Enter, so the page works either way.
import KeepFallback from '@/components/KeepFallback';
import { Input, theme } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { forwardRef, lazy, Suspense, useImperativeHandle, useRef } from 'react';
import { isRunShortcut, lineRange } from './lines';
import type { SqlEditorHandle, SqlEditorProps } from './types';

export type { SqlEditorHandle, SqlEditorProps } from './types';

const CodeMirrorSql = lazy(() => import('./CodeMirrorSql'));

const MONO = 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, Courier, monospace';

type Props = SqlEditorProps & {
  /** given by Form.Item: the label points at the editor */
  id?: string;
  /** given by Form.Item while the field fails its rules */
  'aria-invalid'?: boolean | 'true' | 'false';
};

const SqlEditor = forwardRef<SqlEditorHandle, Props>(function SqlEditor({ id, 'aria-invalid': invalid, ...props }, ref) {
  const { token } = theme.useToken();
  const editor = useRef<SqlEditorHandle>(null);
  const area = useRef<TextAreaRef>(null);
  const { value = '', onChange, onRun, readOnly, placeholder, minHeight = 160, label } = props;

  useImperativeHandle(ref, () => ({
    revealLine: (line) => {
      if (editor.current) return editor.current.revealLine(line);
      const textarea = area.current?.resizableTextArea?.textArea;
      const range = lineRange(textarea?.value ?? '', line);
      if (!textarea || !range) return;
      textarea.focus();
      textarea.setSelectionRange(range.start, range.end);
    },
    focus: () => (editor.current ? editor.current.focus() : area.current?.focus()),
  }));

  const fallback = (
    <Input.TextArea
      ref={area}
      data-testid="sql-editor-fallback"
      aria-label={label}
      value={value}
      readOnly={readOnly}
      placeholder={placeholder}
      spellCheck={false}
      variant="borderless"
      onChange={(e) => onChange?.(e.target.value)}
      onKeyDown={(e) => {
        if (!isRunShortcut(e)) return;
        e.preventDefault();
        onRun?.();
      }}
      style={{ fontFamily: MONO, fontSize: 13, minHeight, resize: 'vertical' }}
    />
  );

  return (
    <div
      id={id}
      data-testid="sql-editor"
      style={{
        border: `1px solid ${invalid === true || invalid === 'true' ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
        background: readOnly ? token.colorFillAlter : token.colorBgContainer,
      }}
    >
      <KeepFallback fallback={fallback}>
        <Suspense fallback={fallback}>
          <CodeMirrorSql ref={editor} {...props} />
        </Suspense>
      </KeepFallback>
    </div>
  );
});

export default SqlEditor;
