import { defineCalls } from './call';
import { Empty, pageOf, PageQuery } from './envelope';
import { RoleRef } from './roles';
import { z } from './zod';
import { NOTICE_TYPES } from './states';

export const LoginBody = z.object({
  username: z.string({ error: '请输入账号' }).trim().min(1, { error: '请输入账号' }).max(64, { error: '账号不能超过 64 个字符' }),
  password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(128, { error: '密码不能超过 128 个字符' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const CurrentUser = z.object({
  userId: z.number().int(),
  code: z.string(),
  userName: z.string(),
  avatar: z.string(),
  roleType: z.number().int(),
  /** the built-in role the active role acts as: what permissions are checked against */
  baseRoleType: z.number().int(),
  roleList: z.array(RoleRef),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /**
   * true while the account still has the first password a teacher handed out: every call but this one, logout and
   * the own password change (sysCalls.userUpdatePassword) answers 403 请先修改初始密码 until it is changed.
   * Always sent; absent reads as false.
   */
  mustChangePassword: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** The 403's message to an account that has not yet replaced its first password (CurrentUser.mustChangePassword). */
export const MUST_CHANGE_PASSWORD_MESSAGE = '请先修改初始密码';

export type MenuItem = { path: string; name: string; icon?: string; children?: MenuItem[] };
export const MenuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    icon: z.string().optional(),
    children: z.array(MenuItem).optional(),
  }),
);

// without zod in contract/states.ts: the header's bell is on every page (page weight)
export { NOTICE_TYPES } from './states';
export const NoticeType = z.enum(NOTICE_TYPES, { error: '通知类型必须是 notification、message 或 event' });
export type NoticeType = z.infer<typeof NoticeType>;

export const Notice = z.object({
  noticeId: z.number().int(),
  type: NoticeType,
  title: z.string(),
  content: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof Notice>;

export const NoticeQuery = PageQuery.extend({ type: NoticeType.optional() });
export const NotReadCount = z.object({
  total: z.number().int(),
  byType: z.object({ notification: z.number().int(), message: z.number().int(), event: z.number().int() }),
});

export const authCalls = defineCalls({
  login: { method: 'POST', path: '/login', body: LoginBody, answer: CurrentUser },
  logout: { method: 'POST', path: '/logout', invalidates: ['sessions'], answer: Empty },
  getCurrentUser: { method: 'GET', path: '/getCurrentUser', reads: ['sessions'], answer: CurrentUser },
  getMenu: { method: 'GET', path: '/getMenu', reads: ['sessions'], answer: z.array(MenuItem) },
  getNotices: { method: 'GET', path: '/getNotices', query: NoticeQuery, answer: pageOf(Notice) },
  getNoticesNotRead: { method: 'GET', path: '/getNoticesNotRead', answer: NotReadCount },
  changeRead: {
    method: 'GET',
    path: '/changeRead/:type/:noticeId',
    params: z.object({ type: NoticeType, noticeId: z.coerce.number().int().positive() }),
    answer: Empty,
  },
  clearNotRead: { method: 'GET', path: '/clearNotRead/:type', params: z.object({ type: NoticeType }), answer: Empty },
});
