// What the SQL editor takes and what it lets its page do, shared by the lazy CodeMirror chunk and its stand-in.

export type SqlEditorProps = {
  value?: string;
  onChange?: (value: string) => void;
  /** Ctrl/Cmd+Enter */
  onRun?: () => void;
  /** 1-based line to mark as where PostgreSQL reported an error */
  errorLine?: number | null;
  readOnly?: boolean;
  placeholder?: string;
  /** heights in px; the editor grows with its text between them */
  minHeight?: number;
  maxHeight?: number;
  /** the accessible name of the text area */
  label?: string;
};

export type SqlEditorHandle = {
  /** puts the cursor on a line, scrolls it into view and focuses the editor */
  revealLine: (line: number) => void;
  focus: () => void;
};
