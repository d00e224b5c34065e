// Where to go after signing in: the `redirect` query, but only a path of this site (no open redirect).
import { LOGIN_PATH } from '@/requestErrorConfig';

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
