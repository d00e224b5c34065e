// Stand-ins for component tests of pages with rich text: the rich text editor as a text area (Tiptap is tested on its own).
import type { RichTextProps } from '@/components/RichText';

export function RichTextStandIn({ value, onChange, label, readOnly }: RichTextProps) {
  return <textarea data-testid="rich-text" aria-label={label} value={value ?? ''} readOnly={readOnly} onChange={(e) => onChange?.(e.target.value)} />;
}

export function RichTextViewStandIn({ html }: { html: string | null | undefined }) {
  return <div data-testid="rich-text-view">{html}</div>;
}
