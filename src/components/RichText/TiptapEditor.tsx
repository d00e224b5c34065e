// The rich text editor itself (Tiptap 3 + KaTeX + lowlight): a lazy chunk of its own, loaded by ./index.tsx only
// where an editor is shown, so none of it reaches the entry bundle.
import type { Node as PmNode } from '@tiptap/pm/model';
import { EditorContent, useEditor } from '@tiptap/react';
import { theme } from 'antd';
import 'katex/dist/katex.min.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { richTextExtensions, type MathKind } from './extensions';
import LinkDialog from './LinkDialog';
import MathDialog, { type MathEdit } from './MathDialog';
import './rich-text.css';
import Toolbar from './Toolbar';
import type { RichTextProps } from './types';

export default function TiptapEditor({ value, onChange, uploadImage, readOnly, placeholder, minHeight = 240, label }: RichTextProps) {
  const { token } = theme.useToken();
  const [math, setMath] = useState<MathEdit | null>(null);
  const [linking, setLinking] = useState<string | null>(null);
  /** the HTML this editor last reported, to tell our own echo from a new value given from outside */
  const reported = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const onMathClick = useCallback((kind: MathKind, node: PmNode, pos: number) => {
    setMath({ kind, latex: String(node.attrs.latex ?? ''), pos });
  }, []);
  const extensions = useMemo(() => richTextExtensions(onMathClick), [onMathClick]);

  const editor = useEditor({
    extensions,
    content: value || '',
    editable: !readOnly,
    editorProps: {
      attributes: {
        class: 'htdz-rich-text',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(label ? { 'aria-label': label } : {}),
        style: `min-height: ${minHeight}px`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      reported.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value from outside (a restored draft, 放弃草稿, a reload) replaces the document; our own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value || '';
    if (next === reported.current) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (next !== current) editor.commands.setContent(next, { emitUpdate: false });
    reported.current = next;
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  const showPlaceholder = !!placeholder && !readOnly && !value;

  return (
    <>
      {!readOnly && editor && (
        <Toolbar
          editor={editor}
          uploadImage={uploadImage}
          onMath={(kind) => setMath({ kind, latex: '', pos: null })}
          onLink={() => setLinking(String(editor.getAttributes('link').href ?? ''))}
        />
      )}
      <div style={{ position: 'relative' }}>
        {showPlaceholder && (
          <div style={{ position: 'absolute', top: 12, left: 16, color: token.colorTextPlaceholder, pointerEvents: 'none' }}>{placeholder}</div>
        )}
        <EditorContent editor={editor} data-testid="rich-text-content" />
      </div>
      {editor && (
        <MathDialog
          edit={math}
          onClose={() => setMath(null)}
          onSubmit={(latex) => {
            if (!math) return;
            const chain = editor.chain().focus();
            if (math.pos === null) {
              if (math.kind === 'inline') chain.insertInlineMath({ latex }).run();
              else chain.insertBlockMath({ latex }).run();
            } else if (math.kind === 'inline') chain.updateInlineMath({ latex, pos: math.pos }).run();
            else chain.updateBlockMath({ latex, pos: math.pos }).run();
            setMath(null);
          }}
          onDelete={() => {
            if (!math || math.pos === null) return;
            if (math.kind === 'inline') editor.chain().focus().deleteInlineMath({ pos: math.pos }).run();
            else editor.chain().focus().deleteBlockMath({ pos: math.pos }).run();
            setMath(null);
          }}
        />
      )}
      {editor && (
        <LinkDialog
          href={linking}
          onClose={() => setLinking(null)}
          onSubmit={(href) => {
            const chain = editor.chain().focus().extendMarkRange('link');
            if (href === null) chain.unsetLink().run();
            else chain.setLink({ href }).run();
            setLinking(null);
          }}
        />
      )}
    </>
  );
}
