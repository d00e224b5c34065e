// What the SQL editor takes and what it lets its page do, shared by the lazy CodeMirror chunk and its stand-in.

/** A table whose name and columns the editor completes (a scene's: contract/scene.ts SceneTable fits). */
export type CompletionTable = { name: string; columns: readonly { name: string; type: string }[] };

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
  /** tables and columns to complete as the student types (the scene's); keep the same array while it is unchanged */
  tables?: readonly CompletionTable[];
};

export type SqlEditorHandle = {
  /** puts the cursor on a line, scrolls it into view and focuses the editor */
  revealLine: (line: number) => void;
  focus: () => void;
};
