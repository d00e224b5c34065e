// Typesets formulas and highlights SQL in rendered rich text (a lazy chunk of RichTextView).
import type { ElementContent, Root } from 'hast';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import { DEFAULT_CODE_LANGUAGE, lowlight } from './lowlight';

/** DOM nodes of a lowlight tree: elements with their classes, and text; nothing is parsed as HTML. */
function domOf(nodes: ElementContent[] | Root['children'], doc: Document): Node[] {
  return nodes.flatMap((node): Node[] => {
    if (node.type === 'text') return [doc.createTextNode(node.value)];
    if (node.type !== 'element') return [];
    const el = doc.createElement('span');
    const cls = node.properties?.className;
    if (Array.isArray(cls)) el.className = cls.map(String).join(' ');
    el.append(...domOf(node.children, doc));
    return [el];
  });
}

export function highlightCode(code: HTMLElement) {
  const language = /language-([\w-]+)/.exec(code.className)?.[1] ?? DEFAULT_CODE_LANGUAGE;
  const text = code.textContent ?? '';
  const tree = lowlight.registered(language) ? lowlight.highlight(language, text) : lowlight.highlightAuto(text);
  code.replaceChildren(...domOf(tree.children, code.ownerDocument));
}

export function enhance(root: HTMLElement) {
  root.querySelectorAll<HTMLElement>('[data-latex]').forEach((el) => {
    const latex = el.getAttribute('data-latex') ?? '';
    const displayMode = el.getAttribute('data-type') === 'block-math' || el.tagName === 'DIV';
    katex.render(latex, el, { displayMode, throwOnError: false, trust: false });
  });
  root.querySelectorAll<HTMLElement>('pre > code').forEach(highlightCode);
}
