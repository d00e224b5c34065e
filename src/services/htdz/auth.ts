// Session, menu and notices: the calls the shell makes (contract/auth.ts), plus the default-role switch,
// which lives under /sys on the server but belongs to the shell's account menu.
import type { BodyOf, QueryOf } from '@contract/call';
import type { authCalls, NoticeType } from '@contract/auth';
import type { sysCalls } from '@contract/sys';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient } from './client';
import { authRoutes } from './routes/auth';
import { sysRoutes } from './routes/sys';

type Auth = typeof authCalls;
const api = htdzClient(authRoutes);
const sys = htdzClient(sysRoutes);

/** Signs in; the answer's `token` is stored by the response interceptor, `obj` is the user. */
export async function login(body: BodyOf<Auth['login']>, options?: HtdzOptions) {
  return api.login({ body }, options);
}

/** Ends the session on the server (its tokens stop working at once). */
export async function logout(options?: HtdzOptions) {
  return api.logout({}, options);
}

export async function getCurrentUser(options?: HtdzOptions) {
  return api.getCurrentUser({}, options);
}

/** The menu tree of the active role. */
export async function getMenu(options?: HtdzOptions) {
  return api.getMenu({}, options);
}

export async function getNotices(query?: QueryOf<Auth['getNotices']>, options?: HtdzOptions) {
  return api.getNotices({ query }, options);
}

export async function getNoticesNotRead(options?: HtdzOptions) {
  return api.getNoticesNotRead({}, options);
}

export async function changeRead(type: NoticeType, noticeId: number, options?: HtdzOptions) {
  return api.changeRead({ params: { type, noticeId } }, options);
}

export async function clearNotRead(type: NoticeType, options?: HtdzOptions) {
  return api.clearNotRead({ params: { type } }, options);
}

/** Makes `roleType` the user's active (default) role; answers the user as that role. */
export async function updateUserDefRole(body: BodyOf<(typeof sysCalls)['updateUserDefRole']>, options?: HtdzOptions) {
  return sys.updateUserDefRole({ body }, options);
}
