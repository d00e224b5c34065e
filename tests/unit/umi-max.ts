// A stand-in for '@umijs/max' in component tests (jsdom has no Umi runtime): the real zh-CN text, a history that
// records where the page went, and every access flag on. Use: jest.mock('@umijs/max', () => jest.requireActual(<this>)).
import React from 'react';
import shell from '../../src/locales/zh-CN';
import areas from '../../src/locales/zh-CN/areas';
import routes from '../../config/routes';

/** all the text: the shell's (in the entry bundle) and every area's (loaded by app.tsx before the pages) */
const text: Record<string, string> = { ...shell, ...areas };

export function format(id: string, values: Record<string, string | number> = {}): string {
  const message = text[id];
  if (message === undefined) throw new Error(`no text with id ${id}`);
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export const history = {
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  location: { pathname: '/', search: '' },
};

const intl = { formatMessage: ({ id }: { id: string }, values?: Record<string, string | number>) => format(id, values) };
export const useIntl = () => intl;
export const useAccess = () => ({ canAdmin: false, isExpert: true, isTeacher: true, isStudent: false, canTeach: true, isUser: true });
export const useRouteProps = () => ({});
/** the app's own routes, by id as Umi keeps them */
const routesById = Object.fromEntries(routes.map((r, i) => [String(i), r]));
export const useAppData = () => ({ routes: routesById });
export const useParams = () => ({});
/** A plain anchor: enough to check where a link goes. */
export const Link = ({ to, children }: { to: string; children?: React.ReactNode }) => React.createElement('a', { href: to }, children);
