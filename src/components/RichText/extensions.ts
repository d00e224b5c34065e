// The one schema of rich text: what the editor can make is what the view shows and what the server keeps.
import type { Node as PmNode } from '@tiptap/pm/model';
import CodeBlockLowlight from '@tiptap/extension-code-block-lowlight';
import Image from '@tiptap/extension-image';
import Mathematics from '@tiptap/extension-mathematics';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { DEFAULT_CODE_LANGUAGE, lowlight } from './lowlight';

export type MathKind = 'inline' | 'block';
export type MathClick = (kind: MathKind, node: PmNode, pos: number) => void;

export function richTextExtensions(onMathClick?: MathClick) {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      // replaced by the highlighted code block below
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    CodeBlockLowlight.configure({ lowlight, defaultLanguage: DEFAULT_CODE_LANGUAGE }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
    Mathematics.configure({
      katexOptions: { throwOnError: false, trust: false },
      inlineOptions: { onClick: (node, pos) => onMathClick?.('inline', node, pos) },
      blockOptions: { onClick: (node, pos) => onMathClick?.('block', node, pos) },
    }),
  ];
}
