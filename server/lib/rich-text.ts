// Rich text from the editor (Tiptap HTML) is cleaned here before it is stored: only the tags and attributes the
// editor makes survive; scripts, event handlers, styles and javascript: links never reach another user's page.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'colgroup',
    'col',
    'span',
    'div',
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

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The visible text of (sanitised) rich text, one line per paragraph, formulas as their LaTeX. */
export function plainLinesOf(html: string): string {
  const withFormulas = html.replace(/<(span|div)[^>]*data-latex="([^"]*)"[^>]*>/g, ' $2 ');
  return sanitizeHtml(withFormulas.replace(/<\/(p|div|li|h\d|tr)>|<br\s*\/?>/g, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The visible text on one line, shortened to `max` characters for lists and search. */
export function plainTextOf(html: string, max: number): string {
  const text = plainLinesOf(html).replace(/\n/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
