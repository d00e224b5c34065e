// Mocks of /htdz/sys (users, roles, modules, one's own account) for `max dev` without the server.
// State lives on globalThis so every mock file sees the same data however Umi reloads them.
import ExcelJS from 'exceljs';
import type { CurrentUser } from '@contract/auth';
import type { ModuleNode, RoleRow, UserRow } from '@contract/sys';
import { ok, fail } from './_envelope';

type Req = { body?: Record<string, unknown>; query?: Record<string, unknown>; params?: Record<string, string> };
type Res = {
  json: (body: unknown) => void;
  send: (body: unknown) => void;
  status: (code: number) => Res;
  setHeader: (name: string, value: string) => void;
};


type Role = Omit<RoleRow, 'userCount'>;
type User = Omit<UserRow, 'roleList'> & { roleIds: number[] };
export type SysState = { users: User[]; roles: Role[]; modules: ModuleNode[]; nextId: number; me: number };

const day = (daysAgo: number, hour = 9) => {
  const d = new Date(Date.UTC(2025, 2, 20, hour - 8, 12, 0));
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.toISOString();
};

function seed(): SysState {
  const m = (moduleId: number, parentId: number | null, name: string, path: string, icon: string | null, sort: number, children?: ModuleNode[]): ModuleNode => ({
    moduleId,
    parentId,
    name,
    path,
    icon,
    sort,
    visible: true,
    ...(children ? { children } : {}),
  });
  const modules = [
    m(1, null, '首页', '/home', 'HomeOutlined', 10),
    m(2, null, '课程模板', '/expert/list', 'BookOutlined', 20),
    m(3, null, '公共资源库', '/expert/public_library', 'DatabaseOutlined', 30, [
      m(4, 3, '公共场景', '/expert/public_library/scene', null, 10),
      m(5, 3, '公共题目', '/expert/public_library/exercise', null, 20),
    ]),
    m(6, null, '我的课程', '/teacher/list', 'BookOutlined', 40),
    m(7, null, '班级管理', '/teacher/sclassList', 'TeamOutlined', 50),
    m(8, null, '我的课程', '/stu/course', 'ReadOutlined', 60),
    m(9, null, '系统管理', '/sys', 'SettingOutlined', 70, [
      m(10, 9, '用户管理', '/sys/user', 'UserOutlined', 10),
      m(11, 9, '角色管理', '/sys/role', 'SafetyOutlined', 20),
      m(12, 9, '模块管理', '/sys/module', 'AppstoreOutlined', 30),
      m(13, 9, '平台规则', '/sys/rule', 'ProfileOutlined', 40),
      m(15, 9, '镜像管理', '/sys/image', 'CloudServerOutlined', 50),
    ]),
    m(14, null, '意见反馈', '/feedback/list', 'MessageOutlined', 80),
  ];
  const roles: Role[] = [
    { roleId: 1, roleName: '系统管理员', baseRoleId: 1, remark: '管理用户、角色、模块与平台规则', builtin: true, moduleIds: [1, 9, 10, 11, 12, 13, 15, 14] },
    { roleId: 2, roleName: '专家', baseRoleId: 2, remark: '编写课程模板与公共资源', builtin: true, moduleIds: [1, 2, 3, 4, 5, 14] },
    { roleId: 3, roleName: '教师', baseRoleId: 3, remark: '建设课程、布置作业与考试', builtin: true, moduleIds: [1, 6, 7, 14] },
    { roleId: 4, roleName: '学生', baseRoleId: 4, remark: null, builtin: true, moduleIds: [1, 8, 14] },
    { roleId: 5, roleName: '助教', baseRoleId: 3, remark: '协助教师批阅作业，不能建课', builtin: false, moduleIds: [1, 7, 14] },
    { roleId: 6, roleName: '课程审核员', baseRoleId: 2, remark: '只审核课程，不编写模板', builtin: false, moduleIds: [1, 2] },
  ];
  const people: [string, string, number[], boolean?][] = [
    ['admin', '系统管理员', [1]],
    ['expert', '王专家', [2]],
    ['teacher', '李老师', [3]],
    ['student', '张同学', [4]],
    ['teastu', '赵老师', [3, 4]],
    ['chenjg', '陈建国', [3]],
    ['liufang', '刘芳', [3, 2]],
    ['zhoumin', '周敏', [5]],
    ['s2023001', '王浩然', [4]],
    ['s2023002', '李思雨', [4]],
    ['s2023003', '张子涵', [4]],
    ['s2023004', '刘一诺', [4], true],
    ['s2023005', '陈雨桐', [4]],
    ['s2023006', '杨博文', [4]],
    ['s2023007', '黄梓萱', [4]],
    ['s2023008', '吴俊杰', [4]],
    ['s2023009', '孙可欣', [4]],
    ['s2023010', '马天宇', [4], true],
    ['s2023011', '朱晨曦', [4]],
    ['s2023012', '胡静怡', [4]],
    ['s2023013', '郭子轩', [4]],
    ['s2023014', '何雨萱', [4]],
  ];
  const users = people.map(([code, userName, roleIds, isStop], i): User => ({
    userId: i + 1,
    code,
    userName,
    avatar: '',
    email: i < 8 ? `${code}@htdz.edu.cn` : null,
    phone: i < 8 ? `1380013${String(8000 + i).padStart(4, '0')}` : null,
    roleIds,
    defRole: roleIds[0],
    isStop: !!isStop,
    createdAt: day(60 - i),
    lastLoginAt: i % 5 === 3 ? null : day(i % 7, 8 + (i % 10)),
  }));
  return { users, roles, modules, nextId: 100, me: 1 };
}

type G = typeof globalThis & { __htdzMockSys?: SysState };
export const sysState = (): SysState => ((globalThis as G).__htdzMockSys ??= seed());

const roleRefs = (s: SysState, ids: number[]) =>
  ids.flatMap((id) => {
    const r = s.roles.find((x) => x.roleId === id);
    return r ? [{ roleId: r.roleId, roleName: r.roleName, baseRoleId: r.baseRoleId }] : [];
  });
const toRow = (s: SysState, { roleIds, ...u }: User): UserRow => ({ ...u, roleList: roleRefs(s, roleIds) });
const toRole = (s: SysState, r: Role): RoleRow => ({ ...r, userCount: s.users.filter((u) => u.roleIds.includes(r.roleId)).length });

/** The signed-in user of the mocks (admin), as /getCurrentUser would answer. */
export function mockCurrentUser(): CurrentUser {
  const s = sysState();
  const u = s.users.find((x) => x.userId === s.me) ?? s.users[0];
  const roleList = roleRefs(s, u.roleIds);
  return {
    userId: u.userId,
    code: u.code,
    userName: u.userName,
    avatar: u.avatar,
    roleType: u.defRole,
    baseRoleType: roleList.find((r) => r.roleId === u.defRole)?.baseRoleId ?? u.defRole,
    roleList,
    email: u.email,
    phone: u.phone,
  };
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const num = (v: unknown, fallback: number) => (Number.isFinite(Number(v)) && v !== undefined && v !== null && v !== '' ? Number(v) : fallback);
const password = () => `Htdz${Math.random().toString(36).slice(2, 8)}${Math.floor(Math.random() * 90 + 10)}`;
const flatten = (nodes: ModuleNode[]): ModuleNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

function sortTree(nodes: ModuleNode[]) {
  nodes.sort((a, b) => a.sort - b.sort || a.moduleId - b.moduleId);
  for (const n of nodes) {
    if (n.children?.length) sortTree(n.children);
    else delete n.children;
  }
}

export default {
  'POST /htdz/sys/getUser': (req: Req, res: Res) => {
    const s = sysState();
    const b = req.body ?? {};
    const code = str(b.code).toLowerCase();
    const userName = str(b.userName);
    const roleId = b.roleId ? Number(b.roleId) : undefined;
    const list = s.users.filter(
      (u) =>
        (!code || u.code.toLowerCase().includes(code)) &&
        (!userName || u.userName.includes(userName)) &&
        (roleId === undefined || u.roleIds.includes(roleId)) &&
        (typeof b.isStop !== 'boolean' || u.isStop === b.isStop),
    );
    const current = num(b.current, 1);
    const pageSize = num(b.pageSize, 10);
    res.json(ok({ list: list.slice((current - 1) * pageSize, current * pageSize).map((u) => toRow(s, u)), total: list.length }));
  },
  'POST /htdz/sys/updateUser': (req: Req, res: Res) => {
    const s = sysState();
    const b = req.body ?? {};
    const roleIds = Array.isArray(b.roleIds) ? b.roleIds.map(Number) : [];
    if (!str(b.code) || !str(b.userName) || roleIds.length === 0) return res.json(fail('请填写账号、姓名并至少选择一个角色'));
    const defRole = b.defRole && roleIds.includes(Number(b.defRole)) ? Number(b.defRole) : roleIds[0];
    const fields = {
      userName: str(b.userName),
      email: str(b.email) || null,
      phone: str(b.phone) || null,
      roleIds,
      defRole,
    };
    if (b.userId) {
      const u = s.users.find((x) => x.userId === Number(b.userId));
      if (!u) return res.json(fail('用户不存在', 'NOT_FOUND', 404));
      Object.assign(u, fields);
      return res.json(ok({ userId: u.userId }));
    }
    const code = str(b.code);
    if (s.users.some((u) => u.code.toLowerCase() === code.toLowerCase())) return res.json(fail(`账号 ${code} 已存在`, 'CONFLICT', 409));
    const userId = s.nextId++;
    s.users.unshift({ userId, code, avatar: '', isStop: false, createdAt: new Date().toISOString(), lastLoginAt: null, ...fields });
    return res.json(ok(b.password ? { userId } : { userId, password: password() }));
  },
  'POST /htdz/sys/resetUserPassword': (req: Req, res: Res) => {
    const u = sysState().users.find((x) => x.userId === Number(req.body?.userId));
    if (!u) return res.json(fail('用户不存在', 'NOT_FOUND', 404));
    res.json(ok({ password: str(req.body?.password) || password() }));
  },
  'POST /htdz/sys/updateUserIsStop': (req: Req, res: Res) => {
    const s = sysState();
    const u = s.users.find((x) => x.userId === Number(req.body?.userId));
    if (!u) return res.json(fail('用户不存在', 'NOT_FOUND', 404));
    if (u.userId === s.me) return res.json(fail('不能停用自己的账号'));
    u.isStop = req.body?.isStop === true;
    res.json(ok(null));
  },
  'POST /htdz/sys/updateUserCenter': (req: Req, res: Res) => {
    const s = sysState();
    const u = s.users.find((x) => x.userId === s.me);
    if (u) Object.assign(u, { userName: str(req.body?.userName) || u.userName, email: str(req.body?.email) || null, phone: str(req.body?.phone) || null });
    res.json(ok(mockCurrentUser()));
  },
  'POST /htdz/sys/updateAccountInfo': (req: Req, res: Res) => {
    const s = sysState();
    const u = s.users.find((x) => x.userId === s.me);
    if (u) u.avatar = str(req.body?.avatar);
    res.json(ok(mockCurrentUser()));
  },
  'POST /htdz/sys/userUpdatePassword': (req: Req, res: Res) => {
    if (req.body?.oldPassword === req.body?.newPassword) return res.json(fail('新密码不能与原密码相同'));
    res.json(ok(null));
  },
  'GET /htdz/sys/getTeachers': (_req: Req, res: Res) => {
    const s = sysState();
    const teachers = s.users.filter((u) => !u.isStop && roleRefs(s, u.roleIds).some((r) => r.baseRoleId === 3));
    res.json(ok(teachers.map((u) => ({ userId: u.userId, code: u.code, userName: u.userName }))));
  },
  'POST /htdz/sys/uploadAvatar': (_req: Req, res: Res) => {
    const s = sysState();
    const u = s.users.find((x) => x.userId === s.me);
    const avatar = `/readResourse/${9000 + Math.floor(Math.random() * 999)}`;
    if (u) u.avatar = avatar;
    res.json(ok({ avatar }));
  },
  'POST /htdz/sys/importUsers': (_req: Req, res: Res) => {
    // The mock cannot read the sheet: it answers the refusal a sheet with mistakes gets.
    res.json(
      ok({
        created: 0,
        errors: [
          { row: 3, message: '账号：账号 s2023001 已存在' },
          { row: 5, message: '角色：没有名为“班主任”的角色' },
          { row: 8, message: '邮箱：邮箱格式不正确' },
        ],
        passwords: [],
      }),
    );
  },
  'GET /htdz/sys/userImportTemplate': async (_req: Req, res: Res) => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('用户');
    sheet.columns = ['账号', '姓名', '角色', '邮箱', '电话', '初始密码'].map((header) => ({ header, width: 18 }));
    sheet.addRow(['s2024001', '示例学生', '学生', 's2024001@htdz.edu.cn', '13800138000', '']);
    const body = Buffer.from(await wb.xlsx.writeBuffer());
    res.setHeader('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent('用户导入模板.xlsx')}`);
    res.send(body);
  },

  'GET /htdz/sys/getModules': (_req: Req, res: Res) => res.json(ok(sysState().modules)),
  'POST /htdz/sys/saveModule': (req: Req, res: Res) => {
    const s = sysState();
    const b = req.body ?? {};
    const parentId = b.parentId ? Number(b.parentId) : null;
    const all = flatten(s.modules);
    if (!str(b.name) || !str(b.path).startsWith('/')) return res.json(fail('请填写模块名称和以 / 开头的路径'));
    const fields = { name: str(b.name), path: str(b.path), icon: str(b.icon) || null, sort: num(b.sort, 0), visible: b.visible !== false };
    const existing = b.moduleId ? all.find((n) => n.moduleId === Number(b.moduleId)) : undefined;
    if (b.moduleId && !existing) return res.json(fail('模块不存在', 'NOT_FOUND', 404));
    if (existing && parentId !== null && flatten([existing]).some((n) => n.moduleId === parentId)) {
      return res.json(fail('不能把模块移到它自己或它的子模块下'));
    }
    const parent = parentId === null ? undefined : all.find((n) => n.moduleId === parentId);
    let node: ModuleNode;
    if (existing) {
      const oldParent = all.find((n) => n.moduleId === existing.parentId);
      const siblings = oldParent ? oldParent.children ?? [] : s.modules;
      siblings.splice(siblings.indexOf(existing), 1);
      node = Object.assign(existing, fields, { parentId: parent ? parent.moduleId : null });
    } else {
      node = { moduleId: s.nextId++, parentId: parent ? parent.moduleId : null, ...fields };
    }
    (parent ? (parent.children ??= []) : s.modules).push(node);
    sortTree(s.modules);
    const { children: _children, ...answer } = node;
    res.json(ok(answer));
  },
  'POST /htdz/sys/deleteModule': (req: Req, res: Res) => {
    const s = sysState();
    const id = Number(req.body?.moduleId);
    const node = flatten(s.modules).find((n) => n.moduleId === id);
    if (!node) return res.json(fail('模块不存在', 'NOT_FOUND', 404));
    if (node.children?.length) return res.json(fail(`模块“${node.name}”下还有子模块，请先删除子模块`, 'CONFLICT', 409));
    const parent = flatten(s.modules).find((n) => n.moduleId === node.parentId);
    const siblings = parent ? parent.children ?? [] : s.modules;
    siblings.splice(siblings.indexOf(node), 1);
    sortTree(s.modules);
    for (const r of s.roles) r.moduleIds = r.moduleIds.filter((x) => x !== id);
    res.json(ok(null));
  },

  'GET /htdz/sys/getRoles': (_req: Req, res: Res) => {
    const s = sysState();
    res.json(ok(s.roles.map((r) => toRole(s, r))));
  },
  'POST /htdz/sys/saveRole': (req: Req, res: Res) => {
    const s = sysState();
    const b = req.body ?? {};
    const roleName = str(b.roleName);
    if (!roleName) return res.json(fail('请输入角色名称'));
    if (s.roles.some((r) => r.roleName === roleName && r.roleId !== Number(b.roleId))) return res.json(fail(`角色“${roleName}”已存在`, 'CONFLICT', 409));
    let role = s.roles.find((r) => r.roleId === Number(b.roleId));
    if (b.roleId && !role) return res.json(fail('角色不存在', 'NOT_FOUND', 404));
    if (role) {
      role.roleName = roleName;
      role.remark = str(b.remark) || null;
      if (!role.builtin) role.baseRoleId = num(b.baseRoleId, role.baseRoleId);
    } else {
      role = { roleId: s.nextId++, roleName, baseRoleId: num(b.baseRoleId, 4), remark: str(b.remark) || null, builtin: false, moduleIds: [1] };
      s.roles.push(role);
    }
    res.json(ok(toRole(s, role)));
  },
  'POST /htdz/sys/deleteRole': (req: Req, res: Res) => {
    const s = sysState();
    const role = s.roles.find((r) => r.roleId === Number(req.body?.roleId));
    if (!role) return res.json(fail('角色不存在', 'NOT_FOUND', 404));
    if (role.builtin) return res.json(fail('内置角色不能删除', 'FORBIDDEN', 403));
    const n = s.users.filter((u) => u.roleIds.includes(role.roleId)).length;
    if (n > 0) return res.json(fail(`该角色已分配给 ${n} 个用户，请先取消分配再删除`, 'CONFLICT', 409));
    s.roles.splice(s.roles.indexOf(role), 1);
    res.json(ok(null));
  },
  'POST /htdz/sys/saveRoleModules': (req: Req, res: Res) => {
    const s = sysState();
    const role = s.roles.find((r) => r.roleId === Number(req.body?.roleId));
    if (!role) return res.json(fail('角色不存在', 'NOT_FOUND', 404));
    const known = new Set(flatten(s.modules).map((n) => n.moduleId));
    role.moduleIds = (Array.isArray(req.body?.moduleIds) ? req.body.moduleIds : []).map(Number).filter((x) => known.has(x));
    res.json(ok(toRole(s, role)));
  },
};
