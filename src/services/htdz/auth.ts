// Session, menu and notices: the calls the shell makes (contract/auth.ts), plus the default-role switch,
// which lives under /sys on the server but belongs to the shell's account menu.
import type { AnswerOf, BodyOf, QueryOf } from '@contract/call';
import type { authCalls, NoticeType } from '@contract/auth';
import type { sysCalls } from '@contract/sys';
import { htdz } from './client';
import type { HtdzOptions } from '@/requestErrorConfig';

type Auth = typeof authCalls;

/** Signs in; the answer's `token` is stored by the response interceptor, `obj` is the user. */
export async function login(body: BodyOf<Auth['login']>, options?: HtdzOptions) {
  return htdz<AnswerOf<Auth['login']>>('/login', { method: 'POST', data: body, ...options });
}

/** Ends the session on the server (its tokens stop working at once). */
export async function logout(options?: HtdzOptions) {
  return htdz<AnswerOf<Auth['logout']>>('/logout', { method: 'POST', ...options });
}

export async function getCurrentUser(options?: HtdzOptions) {
  return htdz<AnswerOf<Auth['getCurrentUser']>>('/getCurrentUser', { method: 'GET', ...options });
}

/** The menu tree of the active role. */
export async function getMenu(options?: HtdzOptions) {
  return htdz<AnswerOf<Auth['getMenu']>>('/getMenu', { method: 'GET', ...options });
}

export async function getNotices(query?: QueryOf<Auth['getNotices']>, options?: HtdzOptions) {
  return htdz<AnswerOf<Auth['getNotices']>>('/getNotices', { method: 'GET', params: query, ...options });
}

export async function getNoticesNotRead(options?: HtdzOptions) {
  return htdz<AnswerOf<Auth['getNoticesNotRead']>>('/getNoticesNotRead', { method: 'GET', ...options });
}

export async function changeRead(type: NoticeType, noticeId: number, options?: HtdzOptions) {
  const path = `/changeRead/${encodeURIComponent(type)}/${encodeURIComponent(noticeId)}`;
  return htdz<AnswerOf<Auth['changeRead']>>(path, { method: 'GET', ...options });
}

export async function clearNotRead(type: NoticeType, options?: HtdzOptions) {
  return htdz<AnswerOf<Auth['clearNotRead']>>(`/clearNotRead/${encodeURIComponent(type)}`, { method: 'GET', ...options });
}

/** Makes `roleType` the user's active (default) role; answers the user as that role. */
export async function updateUserDefRole(
  body: BodyOf<(typeof sysCalls)['updateUserDefRole']>,
  options?: HtdzOptions,
) {
  return htdz<AnswerOf<(typeof sysCalls)['updateUserDefRole']>>('/sys/updateUserDefRole', {
    method: 'POST',
    data: body,
    ...options,
  });
}
