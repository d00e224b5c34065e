// Where to go after signing in: the `redirect` query, but only a path of this site (no open redirect); an account
// still on the first password a teacher handed out goes to set its own first.
import { LOGIN_PATH } from '@/requestErrorConfig';

/** Where an account still on its first password sets its own (the layout shows the form there: src/app.tsx). */
export const FIRST_PASSWORD_PATH = '/center';

export function safeRedirect(search: string, origin: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  // Only a relative path: '//host' and '/\host' are other sites to a browser.
  if (!wanted?.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\')) return '/';
  try {
    const url = new URL(wanted, origin);
    if (url.origin !== origin || url.pathname === LOGIN_PATH) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
