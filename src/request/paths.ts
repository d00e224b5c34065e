// Browser paths the request plumbing sends people to: the login page (remembering where they were) and the
// exception page, with the router base a host page may set taken into account.
import type { ShellUi } from './ui';

export const LOGIN_PATH = '/user/login';
export const EXCEPTION_PATH = '/exception';

/**
 * A browser path as the app's routes see it. Umi's `history.location` keeps the router base a host page set
 * (window.routerBase) while `history.push` adds it, so paths read from there lose the base before reuse.
 */
export function appPathname(pathname: string, base = typeof window === 'undefined' ? undefined : window.routerBase): string {
  const prefix = base?.replace(/\/+$/, '');
  if (!prefix || !(pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || '/';
}

export const isLoginPage = (pathname: string) => appPathname(pathname) === LOGIN_PATH;

/** Where to send a visitor without a session: the login page remembering path and query, or null to stay. */
export function loginTarget(location: { pathname: string; search: string }): string | null {
  if (isLoginPage(location.pathname)) return null;
  if (new URLSearchParams(location.search).has('redirect')) return null;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: appPathname(location.pathname) + location.search })}`;
}

export function redirectToLogin(history: ShellUi['history']) {
  const target = loginTarget(history.location);
  if (target) history.push(target);
}
