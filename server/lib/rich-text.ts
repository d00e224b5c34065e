// Rich text from the editor (Tiptap HTML) is cleaned here before it is stored: only the tags and attributes the
// editor makes survive; scripts, event handlers, styles and javascript: links never reach another user's page.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'code', 'pre',
    'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'colgroup', 'col', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'colwidth'],
    td: ['colspan', 'rowspan', 'colwidth'],
    col: ['style'],
    code: ['class'],
    pre: ['class'],
    // formulas of the mathematics extension: the LaTeX source lives in data-latex
    span: ['data-type', 'data-latex'],
    div: ['data-type', 'data-latex'],
    ol: ['start'],
  },
  allowedClasses: { code: [/^language-[a-z0-9]+$/], pre: [/^language-[a-z0-9]+$/] },
  allowedStyles: { col: { 'min-width': [/^\d+px$/], width: [/^\d+px$/] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' } }),
  },
};

/** Clean HTML, or null when nothing visible is left. */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  const visible = clean.replace(/<(p|br)\s*\/?>|<\/p>/g, '').trim();
  return visible ? clean : null;
}
