// Pure helpers of rich text (HTML as the server stores it after sanitising); no editor code, so tests and pages
// can use them without loading Tiptap.

/** Text of an HTML fragment without tags, for "is anything written" checks. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();

/** Nothing a reader would see: no text, no image, no formula, no table. '<p></p>' is blank. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|table|hr)\b|data-latex=/i.test(html)) return false;
  return textOf(html) === '';
}

/** The HTML to store: null when blank. */
export const storedHtml = (html: string | null | undefined): string | null => (isBlankHtml(html) ? null : (html as string));

/**
 * A link target typed by an author, made usable: `www.x.cn` gets https://, site paths and #anchors stay, and
 * script-like schemes (javascript:, data:, vbscript:) are refused with null. The server sanitises again.
 */
export function safeLinkHref(input: string): string | null {
  const href = input.trim();
  if (!href) return null;
  if (/^(\/|#)/.test(href)) return href;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined) return /\s/.test(href) ? null : `https://${href}`;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? href : null;
}

/** The stored HTML has formulas or code blocks, which the read-only view renders after loading KaTeX / lowlight. */
export const needsEnhancing = (html: string | null | undefined) => !!html && /data-latex=|<pre[\s>]/i.test(html);

/**
 * Every table in a box of its own that scrolls sideways (`htdz-table-scroll`), for the read-only view: a wide table on
 * a phone then keeps readable columns and scrolls inside its box instead of widening the page. Tiptap's stored HTML
 * never nests tables.
 */
export const withScrollingTables = (html: string): string =>
  /<table\b/i.test(html) ? html.replace(/<table\b/gi, '<div class="htdz-table-scroll"><table').replace(/<\/table>/gi, '</table></div>') : html;

/** A LaTeX source fit to store: trimmed, not empty. */
export const cleanLatex = (latex: string): string | null => latex.trim() || null;
