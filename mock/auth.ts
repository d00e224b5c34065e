// Umi mocks of the shell's calls, so `max dev` works without the server. Answers follow contract/auth.ts;
// the demo accounts are the server's (admin, expert, teacher, student, teastu; password Demo1234).
import type { CurrentUser, MenuItem, Notice, NoticeType } from '@contract/auth';
import type { RoleRef } from '@contract/roles';
import { ok, fail } from './_envelope';

type Req = {
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
  params?: Record<string, string | undefined>;
  query?: Record<string, unknown>;
};
type Res = { json: (body: unknown) => void };

const ROLE: Record<number, RoleRef> = {
  1: { roleId: 1, roleName: '系统管理员', baseRoleId: 1 },
  2: { roleId: 2, roleName: '专家', baseRoleId: 2 },
  3: { roleId: 3, roleName: '教师', baseRoleId: 3 },
  4: { roleId: 4, roleName: '学生', baseRoleId: 4 },
};

type Account = { userId: number; code: string; userName: string; roles: number[] };
const ACCOUNTS: Account[] = [
  { userId: 1, code: 'admin', userName: '管理员', roles: [1] },
  { userId: 2, code: 'expert', userName: '王专家', roles: [2] },
  { userId: 3, code: 'teacher', userName: '李老师', roles: [3] },
  { userId: 4, code: 'student', userName: '张同学', roles: [4] },
  { userId: 5, code: 'teastu', userName: '赵老师', roles: [3, 4] },
];
const PASSWORD = 'Demo1234';

/** The active role of each account, changed by updateUserDefRole (lives as long as the dev server). */
const activeRole = new Map<number, number>(ACCOUNTS.map((a) => [a.userId, a.roles[0]]));

const MENU: Array<MenuItem & { roles: number[] }> = [
  { path: '/home', name: '首页', icon: 'HomeOutlined', roles: [1, 2, 3, 4] },
  { path: '/expert/list', name: '课程模板', icon: 'BookOutlined', roles: [2] },
  { path: '/expert/public_library/scene', name: '公共场景', icon: 'DatabaseOutlined', roles: [2] },
  { path: '/teacher/list', name: '我的课程', icon: 'BookOutlined', roles: [3] },
  { path: '/teacher/sclassList', name: '班级管理', icon: 'TeamOutlined', roles: [3] },
  { path: '/stu/course', name: '我的课程', icon: 'ReadOutlined', roles: [4] },
  {
    path: '/sys',
    name: '系统管理',
    icon: 'SettingOutlined',
    roles: [1],
    children: [
      { path: '/sys/user', name: '用户管理', icon: 'UserOutlined' },
      { path: '/sys/role', name: '角色管理', icon: 'SafetyOutlined' },
      { path: '/sys/module', name: '模块管理', icon: 'AppstoreOutlined' },
      { path: '/sys/rule', name: '平台规则', icon: 'ProfileOutlined' },
      { path: '/sys/image', name: '镜像管理', icon: 'CloudServerOutlined' },
    ],
  },
  { path: '/feedback/list', name: '意见反馈', icon: 'MessageOutlined', roles: [1, 2, 3, 4] },
];

const NOTICES: Notice[] = [
  { noticeId: 1, type: 'notification', title: '欢迎使用教学平台', content: '请先完善个人信息。', link: '/center', read: false, createdAt: '2025-01-06T08:00:00.000Z' },
  { noticeId: 2, type: 'message', title: '作业已批改', content: '《SQL 查询基础》的作业已批改。', link: null, read: true, createdAt: '2025-01-05T10:30:00.000Z' },
];

const unauthorized = () => fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401);

const tokenOf = (a: Account) => `mock-token-${a.code}`;

function accountOf(req: Req): Account | undefined {
  const header = req.headers.authorization;
  const value = Array.isArray(header) ? header[0] : header;
  const token = value?.startsWith('Bearer ') ? value.slice(7) : undefined;
  // A bare 'mock-token' (what mock/contract.test.ts sends) is the administrator.
  if (token === 'mock-token') return ACCOUNTS[0];
  return ACCOUNTS.find((a) => token === tokenOf(a));
}

function userOf(a: Account): CurrentUser {
  const roleType = activeRole.get(a.userId) ?? a.roles[0];
  return {
    userId: a.userId,
    code: a.code,
    userName: a.userName,
    avatar: '',
    roleType,
    baseRoleType: ROLE[roleType].baseRoleId,
    roleList: a.roles.map((r) => ROLE[r]),
    email: null,
    phone: null,
  };
}

const menuOf = (roleType: number): MenuItem[] =>
  MENU.filter((m) => m.roles.includes(roleType)).map(({ roles: _roles, ...item }) => item);

/** Runs `answer` for a signed-in account, or answers 401. */
const signedIn = (answer: (a: Account, req: Req) => unknown) => (req: Req, res: Res) => {
  const account = accountOf(req);
  res.json(account ? answer(account, req) : unauthorized());
};

/** The signed-in user of a mock request (by its token), as /getCurrentUser answers it; other mocks use it too. */
export const mockUserOf = (req: Req): CurrentUser | undefined => {
  const account = accountOf(req);
  return account ? userOf(account) : undefined;
};

const body = (req: Req) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

export default {
  'POST /htdz/login': (req: Req, res: Res) => {
    const { username, password } = body(req);
    const account = ACCOUNTS.find((a) => typeof username === 'string' && a.code === username.trim().toLowerCase());
    if (!account || password !== PASSWORD) {
      res.json(fail('账号或密码错误', 'BAD_CREDENTIALS', 400));
      return;
    }
    res.json(ok(userOf(account), tokenOf(account)));
  },
  'POST /htdz/logout': signedIn(() => ok(null)),
  'GET /htdz/getCurrentUser': signedIn((a) => ok(userOf(a))),
  'GET /htdz/getMenu': signedIn((a) => ok(menuOf(userOf(a).roleType))),
  'GET /htdz/getNotices': signedIn((_a, req) => {
    const type = req.query?.type as NoticeType | undefined;
    const list = NOTICES.filter((n) => !type || n.type === type);
    return ok({ list, total: list.length });
  }),
  'GET /htdz/getNoticesNotRead': signedIn(() => {
    const unread = NOTICES.filter((n) => !n.read);
    const count = (type: NoticeType) => unread.filter((n) => n.type === type).length;
    return ok({ total: unread.length, byType: { notification: count('notification'), message: count('message'), event: count('event') } });
  }),
  'GET /htdz/changeRead/:type/:noticeId': signedIn(() => ok(null)),
  'GET /htdz/clearNotRead/:type': signedIn(() => ok(null)),
  'POST /htdz/sys/updateUserDefRole': signedIn((a, req) => {
    const { userId, roleType } = body(req);
    if (userId !== a.userId) return fail('只能切换自己的角色', 'FORBIDDEN', 403);
    if (typeof roleType !== 'number' || !a.roles.includes(roleType)) return fail('没有该角色', 'VALIDATION_FAILED', 400);
    activeRole.set(a.userId, roleType);
    return ok(userOf(a));
  }),
};
