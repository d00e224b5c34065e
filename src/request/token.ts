// The session token: kept in localStorage, sent by the request interceptor, replaced when an answer carries a new
// one, dropped on 401 and sign-out. A different token is a different session, so the GET cache goes with it.
import { clearRequestCache } from './cache';

export const TOKEN_KEY = 'access_token';

export const getToken = () => window.localStorage.getItem(TOKEN_KEY);

export function setToken(token: string) {
  if (getToken() !== token) clearRequestCache();
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken() {
  window.localStorage.removeItem(TOKEN_KEY);
  clearRequestCache();
}

/** Who a token speaks for: the user id and token version the server signed into it, or null if unreadable. */
export function sessionOf(token: string | null): { sub: unknown; tv: unknown } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = window.atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; tv?: unknown };
    return claims.sub === undefined ? null : { sub: claims.sub, tv: claims.tv };
  } catch {
    return null;
  }
}

/**
 * Whether another tab's change of access_token must reload this one: sign-in, sign-out or another user
 * do; the server's renewal of the same session (sliding expiry, same user and token version) does not,
 * since every call reads the stored token anyway and a reload would throw away unsaved work.
 */
export function tokenChangeNeedsReload(oldToken: string | null, newToken: string | null): boolean {
  if (oldToken === newToken) return false;
  const before = sessionOf(oldToken);
  const after = sessionOf(newToken);
  return !before || !after || before.sub !== after.sub || before.tv !== after.tv;
}
