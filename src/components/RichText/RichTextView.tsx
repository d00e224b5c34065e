// Stored rich text, read-only: formulas typeset by KaTeX, SQL code blocks highlighted.
//
// Why dangerouslySetInnerHTML and not a read-only Tiptap: readers (students on chapter and question pages) far
// outnumber writers, and ProseMirror is ~340 KB gzip to show what is already HTML. The HTML is the server's
// sanitised output (an allow-list of tags and attributes, enforced on every save), which is the one trust
// boundary; the view then only adds to two kinds of nodes, in a lazy chunk loaded when the text has them:
// [data-latex] (katex.render, trust off) and <pre><code> (lowlight, building text nodes, no innerHTML). Tables are put
// in boxes that scroll sideways on a phone (withScrollingTables), code blocks scroll in their own box too.
import { useEffect, useMemo, useRef } from 'react';
import { needsEnhancing, withScrollingTables } from './html';
import './rich-text.css';

type Props = { html: string | null | undefined; className?: string; style?: React.CSSProperties };

export default function RichTextView({ html, className, style }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useMemo(() => withScrollingTables(html ?? ''), [html]);
  useEffect(() => {
    if (!needsEnhancing(html)) return undefined;
    let live = true;
    import('./enhance')
      .then(({ enhance }) => {
        if (live && ref.current) enhance(ref.current);
      })
      // the text stays readable without formulas typeset
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [html]);
  return (
    <div
      ref={ref}
      data-testid="rich-text-view"
      className={['htdz-rich-text', className].filter(Boolean).join(' ')}
      style={style}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text is sanitised by the server when saved (server/lib/rich-text.ts) and shown as HTML
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
