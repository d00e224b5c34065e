// The interface's text by id. Each area file (zh-CN/<area>.ts) adds its text here when it is evaluated, and every
// module that shows an area's text imports that area's file: the text then travels in the chunks of the pages that
// show it, not in every first load (issue P14: page weight). src/locales/imports.test.ts checks the imports.
//
// Messages are plain text with `{name}` placeholders; nothing here needs ICU plurals or number formats, so Umi's
// locale plugin (react-intl and its message parser in the entry) is off (docs/decisions.md).
export type MessageValues = Record<string, string | number>;

const messages: Record<string, string> = Object.create(null);

/** Adds an area's text; answers it unchanged, so the area file's type still names its ids. */
export function defineText<T extends Record<string, string>>(text: T): T {
  Object.assign(messages, text);
  return text;
}

/** The text of `id` with its `{name}` placeholders filled; the id itself when no loaded area has it. */
export function translate(id: string, values?: MessageValues): string {
  const message = messages[id];
  if (message === undefined) return id;
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
