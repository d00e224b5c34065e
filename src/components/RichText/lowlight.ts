// The syntax highlighter of code blocks, shared by the editor and the read-only view: lowlight (highlight.js
// grammars) with SQL registered, the language of this platform's courses. Loaded only by the lazy chunks.
import sql from 'highlight.js/lib/languages/sql';
import { createLowlight } from 'lowlight';

export const lowlight = createLowlight({ sql });
/** Code blocks without a language are SQL. */
export const DEFAULT_CODE_LANGUAGE = 'sql';
