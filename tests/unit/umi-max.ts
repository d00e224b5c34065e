// A stand-in for '@umijs/max' in component tests (jsdom has no Umi runtime): the real zh-CN text, a history that
// records where the page went, and every access flag on. Use: jest.mock('@umijs/max', () => jest.requireActual(<this>)).
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import { translate } from '../../src/locales/text';
import routes from '../../config/routes';

// every area's text: the pages import the areas they show (src/locales/imports.test.ts checks that statically)
const TEXT_DIR = path.join(__dirname, '../../src/locales/zh-CN');
for (const file of fs.readdirSync(TEXT_DIR)) require(path.join(TEXT_DIR, file));

/** The text of an id, as the pages show it; an id no area has is an error here (a page would show the bare id). */
export function format(id: string, values: Record<string, string | number> = {}): string {
  const message = translate(id, values);
  if (message === id) throw new Error(`no text with id ${id}`);
  return message;
}

export const history = {
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  location: { pathname: '/', search: '' },
};

export const useAccess = () => ({ canAdmin: false, isExpert: true, isTeacher: true, isStudent: false, canTeach: true, isUser: true });
export const useRouteProps = () => ({});
/** the app's own routes, by id as Umi keeps them */
const routesById = Object.fromEntries(routes.map((r, i) => [String(i), r]));
export const useAppData = () => ({ routes: routesById });
export const useParams = () => ({});
/** A plain anchor: enough to check where a link goes. */
export const Link = ({ to, children }: { to: string; children?: React.ReactNode }) => React.createElement('a', { href: to }, children);
