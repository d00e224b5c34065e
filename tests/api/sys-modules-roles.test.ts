import { RoleId } from '@contract/roles';
import type { ModuleNode } from '@contract/sys';
import { modules, roleModules, roles } from '../../server/db/schema';
import { CHINESE, rowCount } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

const flatten = (nodes: ModuleNode[]): ModuleNode[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
async function moduleTree() {
  return (await s.api.getModules({}, { token: admin })).obj;
}
async function moduleByPath(path: string) {
  const found = flatten(await moduleTree()).find((m) => m.path === path);
  if (!found) throw new Error(`no module ${path}`);
  return found;
}
async function role(roleId: number) {
  const res = await s.api.getRoles({}, { token: admin });
  return res.obj.find((r) => r.roleId === roleId);
}
async function menuOf(code: string) {
  return (await s.api.getMenu({}, { token: await s.login(code) })).obj;
}
const saveModule = (body: CallBody<'saveModule'>) => s.api.saveModule({ body }, { token: admin });
const saveRole = (body: CallBody<'saveRole'>) => s.api.saveRole({ body }, { token: admin });
const grant = (roleId: number, moduleIds: number[]) => s.api.saveRoleModules({ body: { roleId, moduleIds } }, { token: admin });

describe('modules: the menu tree', () => {
  it('the admin sees the whole tree with 系统管理 and its children', async () => {
    const tree = await moduleTree();
    const sys = tree.find((m) => m.path === '/sys');
    expect(sys).toMatchObject({ name: '系统管理', parentId: null, visible: true });
    expect(sys?.children?.map((c) => c.path)).toEqual(['/sys/user', '/sys/role', '/sys/module', '/sys/rule', '/sys/image']);
  });

  it('a new module granted to students appears in their menu together with its parent, and goes when revoked', async () => {
    const sys = await moduleByPath('/sys');
    const created = await saveModule({ parentId: sys.moduleId, name: '学习报告', path: '/sys/report', icon: 'BarChartOutlined', sort: 50 });
    expect(created).toMatchObject({
      success: true,
      obj: { parentId: sys.moduleId, name: '学习报告', path: '/sys/report', icon: 'BarChartOutlined', sort: 50, visible: true },
    });

    const student = await role(RoleId.STUDENT);
    const granted = await grant(RoleId.STUDENT, [...student!.moduleIds, created.obj.moduleId]);
    expect(granted.obj.moduleIds).toEqual(expect.arrayContaining([created.obj.moduleId, sys.moduleId]));
    const menu = await menuOf('student');
    const sysMenu = menu.find((m) => m.path === '/sys');
    expect(sysMenu?.children?.map((c) => c.path)).toEqual(['/sys/report']);

    await grant(RoleId.STUDENT, student!.moduleIds);
    expect((await menuOf('student')).map((m) => m.path)).not.toContain('/sys');
  });

  it('renaming or hiding a module changes the menu at once', async () => {
    const feedback = await moduleByPath('/feedback/list');
    await saveModule({ ...feedback, name: '问题反馈' });
    expect((await menuOf('teacher')).find((m) => m.path === '/feedback/list')?.name).toBe('问题反馈');
    await saveModule({ ...feedback, visible: false });
    expect((await menuOf('teacher')).map((m) => m.path)).not.toContain('/feedback/list');
    await saveModule({ ...feedback });
    expect((await menuOf('teacher')).find((m) => m.path === '/feedback/list')?.name).toBe('意见反馈');
  });

  it('a module cannot move under itself or under one of its descendants', async () => {
    const sys = await moduleByPath('/sys');
    const user = await moduleByPath('/sys/user');
    const self = await saveModule({ ...sys, parentId: sys.moduleId });
    expect(self).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(self.message).toContain('下级');
    const loop = await saveModule({ ...sys, parentId: user.moduleId });
    expect(loop).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect((await moduleByPath('/sys')).parentId).toBeNull();
  });

  it('a parent that does not exist is refused', async () => {
    const before = await rowCount(s, modules);
    const res = await saveModule({ parentId: 9999, name: '孤儿', path: '/orphan' });
    expect(res).toMatchObject({ success: false, errorCode: 'NOT_FOUND', message: '上级模块不存在' });
    expect(await rowCount(s, modules)).toBe(before);
  });

  it('a module with children cannot be deleted; a leaf can, and its grants go with it', async () => {
    const sys = await moduleByPath('/sys');
    const refused = await s.api.deleteModule({ body: { moduleId: sys.moduleId } }, { token: admin });
    expect(refused).toMatchObject({ success: false, errorCode: 'CONFLICT' });
    expect(refused.message).toMatch(/还有 \d+ 个子模块/);
    expect((await moduleByPath('/sys')).moduleId).toBe(sys.moduleId);

    const leaf = await saveModule({ parentId: sys.moduleId, name: '临时', path: '/sys/tmp' });
    await grant(RoleId.ADMIN, [...(await role(RoleId.ADMIN))!.moduleIds, leaf.obj.moduleId]);
    const deleted = await s.api.deleteModule({ body: { moduleId: leaf.obj.moduleId } }, { token: admin });
    expect(deleted).toMatchObject({ success: true, obj: null });
    expect(flatten(await moduleTree()).map((m) => m.path)).not.toContain('/sys/tmp');
    expect((await role(RoleId.ADMIN))!.moduleIds).not.toContain(leaf.obj.moduleId);
  });

  it('deleting a module that does not exist is not found', async () => {
    const res = await s.api.deleteModule({ body: { moduleId: 9999 } }, { token: admin });
    expect(res).toMatchObject({ success: false, code: 404 });
  });

  const badModules: [string, Record<string, unknown>][] = [
    ['no name', { path: '/x' }],
    ['HTML in the name', { name: '<script>alert(1)</script>', path: '/x' }],
    ['SQL in the name', { name: "x'; DROP TABLE modules;--", path: '/x' }],
    ['a 1 MB name', { name: 'x'.repeat(1_000_000), path: '/x' }],
    ['a path without a leading slash', { name: '坏路径', path: 'javascript:alert(1)' }],
    ['a path with spaces and quotes', { name: '坏路径', path: '/a b"c' }],
    ['an icon with markup', { name: '坏图标', path: '/x', icon: '<img>' }],
    ['a sort that is not a number', { name: '坏排序', path: '/x', sort: 'first' }],
  ];
  it.each(badModules)('saveModule with %s is refused and writes nothing', async (_what, body) => {
    const before = await rowCount(s, modules);
    const res = await s.unchecked('saveModule', { body }, { token: admin });
    expect(res).toMatchObject({ status: 200, success: false, errorCode: 'VALIDATION_FAILED' });
    expect(res.message).toMatch(CHINESE);
    expect(await rowCount(s, modules)).toBe(before);
  });
});

describe('roles: who sees which modules', () => {
  it('lists the built-in roles with their modules and how many users hold them', async () => {
    const res = await s.api.getRoles({}, { token: admin });
    expect(res.obj.slice(0, 4).map((r) => [r.roleId, r.roleName, r.builtin])).toEqual([
      [1, '系统管理员', true],
      [2, '专家', true],
      [3, '教师', true],
      [4, '学生', true],
    ]);
    const teacher = res.obj.find((r) => r.roleId === RoleId.TEACHER)!;
    expect(teacher.userCount).toBe(2); // teacher and teastu
    expect(teacher.moduleIds.length).toBeGreaterThan(0);
  });

  it('a custom role acts as its base role and shows only its granted modules', async () => {
    const created = await saveRole({ roleName: '助教', baseRoleId: RoleId.TEACHER, remark: '协助教师批改' });
    expect(created.obj).toMatchObject({ roleName: '助教', baseRoleId: RoleId.TEACHER, builtin: false, moduleIds: [], userCount: 0 });
    const home = await moduleByPath('/home');
    const classes = await moduleByPath('/teacher/sclassList');
    await grant(created.obj.roleId, [home.moduleId, classes.moduleId]);

    const user = await s.api.updateUser({ body: { code: 'ta01', userName: '助教甲', roleIds: [created.obj.roleId] } }, { token: admin });
    const token = await s.login('ta01', user.obj.password);
    const menu = await s.api.getMenu({}, { token });
    expect(menu.obj.map((m) => m.path)).toEqual(['/home', '/teacher/sclassList']);
    // acting as a teacher: may list teachers, may not manage users
    expect((await s.api.getTeachers({}, { token })).success).toBe(true);
    expect((await s.api.getUser({ body: {} }, { token })).code).toBe(403);
    expect((await role(created.obj.roleId))!.userCount).toBe(1);
  });

  it('role names are unique', async () => {
    const before = await rowCount(s, roles);
    const res = await saveRole({ roleName: '教师', baseRoleId: RoleId.TEACHER });
    expect(res).toMatchObject({ success: false, errorCode: 'CONFLICT', message: '角色名称已存在' });
    expect(await rowCount(s, roles)).toBe(before);
  });

  it('a built-in role may be renamed but keeps its base role', async () => {
    const renamed = await saveRole({ roleId: RoleId.EXPERT, roleName: '课程专家', baseRoleId: RoleId.EXPERT });
    expect(renamed.obj).toMatchObject({ roleName: '课程专家', builtin: true });
    const moved = await saveRole({ roleId: RoleId.EXPERT, roleName: '课程专家', baseRoleId: RoleId.ADMIN });
    expect(moved).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect((await role(RoleId.EXPERT))!.baseRoleId).toBe(RoleId.EXPERT);
    await saveRole({ roleId: RoleId.EXPERT, roleName: '专家', baseRoleId: RoleId.EXPERT });
  });

  it('built-in roles cannot be deleted', async () => {
    const res = await s.api.deleteRole({ body: { roleId: RoleId.STUDENT } }, { token: admin });
    expect(res).toMatchObject({ success: false, code: 403, message: '内置角色不能删除' });
    expect(await role(RoleId.STUDENT)).toBeDefined();
  });

  it('a role held by users cannot be deleted; the answer says by how many', async () => {
    const ta = (await s.api.getRoles({}, { token: admin })).obj.find((r) => r.roleName === '助教')!;
    const res = await s.api.deleteRole({ body: { roleId: ta.roleId } }, { token: admin });
    expect(res).toMatchObject({ success: false, errorCode: 'CONFLICT' });
    expect(res.message).toContain('1 个用户');
    expect(await role(ta.roleId)).toBeDefined();
  });

  it('a custom role nobody holds is deleted with its grants', async () => {
    const created = await saveRole({ roleName: '访客', baseRoleId: RoleId.STUDENT });
    await grant(created.obj.roleId, [(await moduleByPath('/home')).moduleId]);
    const grantsBefore = await rowCount(s, roleModules);
    const res = await s.api.deleteRole({ body: { roleId: created.obj.roleId } }, { token: admin });
    expect(res).toMatchObject({ success: true, obj: null });
    expect(await role(created.obj.roleId)).toBeUndefined();
    expect(await rowCount(s, roleModules)).toBe(grantsBefore - 1);
  });

  it('granting a module that does not exist changes nothing', async () => {
    const before = (await role(RoleId.TEACHER))!.moduleIds;
    const res = await grant(RoleId.TEACHER, [(await moduleByPath('/home')).moduleId, 9999]);
    expect(res).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(res.message).toContain('9999');
    expect((await role(RoleId.TEACHER))!.moduleIds).toEqual(before);
  });

  it('granting to a role that does not exist is not found', async () => {
    const res = await grant(9999, []);
    expect(res).toMatchObject({ success: false, code: 404 });
  });

  const badRoles: [string, Record<string, unknown>][] = [
    ['no name', { baseRoleId: 4 }],
    ['HTML in the name', { roleName: '<script>x</script>', baseRoleId: 4 }],
    ['SQL in the name', { roleName: "x'; DROP TABLE roles;--", baseRoleId: 4 }],
    ['a 1 MB name', { roleName: 'x'.repeat(1_000_000), baseRoleId: 4 }],
    ['a base role that is not built in', { roleName: '怪角色', baseRoleId: 7 }],
    ['a base role that is text', { roleName: '怪角色', baseRoleId: 'admin' }],
  ];
  it.each(badRoles)('saveRole with %s is refused and writes nothing', async (_what, body) => {
    const before = await rowCount(s, roles);
    const res = await s.unchecked('saveRole', { body }, { token: admin });
    expect(res).toMatchObject({ status: 200, success: false, errorCode: 'VALIDATION_FAILED' });
    expect(res.message).toMatch(CHINESE);
    expect(await rowCount(s, roles)).toBe(before);
  });

  it('saveRoleModules with module ids that are not numbers is refused', async () => {
    const res = await s.api.saveRoleModules({ body: { roleId: 4, moduleIds: ['a'] } }, { token: admin });
    expect(res).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
  });
});
