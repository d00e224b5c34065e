// The visible side effects of the request plumbing, handed in by src/app.tsx (antd's message and notification, Umi's
// history) so unit tests can watch them; and the shell's text with its {placeholders} filled.
import shell, { type ShellId } from '../locales/zh-CN/shell';

export type NoticeArgs = { message: string; description?: string };
export type ShellUi = {
  message: { error: (content: string) => unknown; warning: (content: string) => unknown };
  notification: { open: (args: NoticeArgs) => unknown; error: (args: NoticeArgs) => unknown };
  history: { push: (to: string) => void; location: { pathname: string; search: string } };
};

export const text = (id: ShellId, values: Record<string, string | number> = {}) =>
  shell[id].replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
