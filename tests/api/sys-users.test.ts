import { eq } from 'drizzle-orm';
import { RoleId } from '@contract/roles';
import type { UserRow } from '@contract/sys';
import { userRoles, users } from '../../server/db/schema';
import { CHINESE, rowCount } from './fixtures';
import { DEMO_PASSWORD, startServer, type CallBody, type CallName, type TestServer } from './harness';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

async function findUser(code: string): Promise<UserRow> {
  const res = await s.api.getUser({ body: { code, pageSize: 200 } }, { token: admin });
  const user = res.obj.list.find((u) => u.code.toLowerCase() === code.toLowerCase());
  if (!user) throw new Error(`no user ${code}`);
  return user;
}

async function createUser(body: CallBody<'updateUser'>) {
  return s.api.updateUser({ body }, { token: admin });
}

describe('the admin looks users up', () => {
  it('pages through every user in id order with the total', async () => {
    const first = await s.api.getUser({ body: { current: 1, pageSize: 2 } }, { token: admin });
    expect(first).toMatchObject({ code: 200, success: true });
    expect(first.obj.total).toBeGreaterThanOrEqual(5);
    expect(first.obj.list.map((u) => u.code)).toEqual(['admin', 'expert']);
    const second = await s.api.getUser({ body: { current: 2, pageSize: 2 } }, { token: admin });
    expect(second.obj.list.map((u) => u.code)).toEqual(['teacher', 'student']);
    expect(second.obj.list[0]).toMatchObject({ userName: '李老师', isStop: false, roleList: [{ roleId: RoleId.TEACHER, roleName: '教师' }] });
  });

  it('filters by part of the account (any case), the name, a role and the state', async () => {
    const byCode = await s.api.getUser({ body: { code: 'TEA' } }, { token: admin });
    expect(byCode.obj.list.map((u) => u.code)).toEqual(['teacher', 'teastu']);
    const byName = await s.api.getUser({ body: { userName: '老师' } }, { token: admin });
    expect(byName.obj.list.map((u) => u.code)).toEqual(['teacher', 'teastu']);
    const byRole = await s.api.getUser({ body: { roleId: RoleId.STUDENT } }, { token: admin });
    expect(byRole.obj.list.map((u) => u.code)).toEqual(expect.arrayContaining(['student', 'teastu']));
    expect(byRole.obj.list.every((u) => u.roleList.some((r) => r.roleId === RoleId.STUDENT))).toBe(true);
    const stopped = await s.api.getUser({ body: { isStop: true } }, { token: admin });
    expect(stopped.obj.list.every((u) => u.isStop)).toBe(true);
  });

  it('takes % and _ in a search literally', async () => {
    const res = await s.api.getUser({ body: { code: '%' } }, { token: admin });
    expect(res.obj).toEqual({ list: [], total: 0 });
  });

  it('teachers, experts and admins can list the active teachers; students cannot', async () => {
    const res = await s.api.getTeachers({}, { token: await s.login('expert') });
    expect(res.obj.map((t) => t.code)).toEqual(expect.arrayContaining(['teacher', 'teastu']));
    expect(res.obj.map((t) => t.code)).not.toContain('student');
    const refused = await s.api.getTeachers({}, { token: await s.login('student') });
    expect(refused).toMatchObject({ code: 403, success: false });
  });
});

describe('the admin creates and edits users', () => {
  it('creates a user without a password: one is generated, shown once, and works', async () => {
    const res = await createUser({ code: 'wang01', userName: '王同学', roleIds: [RoleId.STUDENT], email: 'wang@example.com' });
    expect(res).toMatchObject({ success: true, obj: { userId: expect.any(Number), password: expect.any(String) } });
    const token = await s.login('wang01', res.obj.password);
    const me = await s.api.getCurrentUser({}, { token });
    expect(me.obj).toMatchObject({ code: 'wang01', userName: '王同学', roleType: RoleId.STUDENT, email: 'wang@example.com' });
    const [row] = await s.database.db.select().from(users).where(eq(users.id, res.obj.userId));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('creates a user with several roles and a given password; the default role is the one asked for', async () => {
    const res = await createUser({ code: 'li02', userName: '李二', roleIds: [RoleId.TEACHER, RoleId.STUDENT], defRole: RoleId.STUDENT, password: 'Start2024' });
    expect(res.success).toBe(true);
    expect(res.obj.password).toBeUndefined();
    const me = await s.api.getCurrentUser({}, { token: await s.login('li02', 'Start2024') });
    expect(me.obj.roleType).toBe(RoleId.STUDENT);
    expect(me.obj.roleList.map((r) => r.roleId)).toEqual([RoleId.TEACHER, RoleId.STUDENT]);
  });

  it('a default role the user does not get falls back to the first role', async () => {
    const res = await createUser({ code: 'zhou03', userName: '周三', roleIds: [RoleId.EXPERT], defRole: RoleId.ADMIN });
    expect(res.success).toBe(true);
    expect((await findUser('zhou03')).defRole).toBe(RoleId.EXPERT);
  });

  it('refuses an account that exists in another case, and writes nothing', async () => {
    const before = await rowCount(s, users);
    const res = await createUser({ code: 'STUDENT', userName: '重复', roleIds: [RoleId.STUDENT] });
    expect(res).toMatchObject({ success: false, errorCode: 'CONFLICT', message: '账号已存在' });
    expect(await rowCount(s, users)).toBe(before);
  });

  it('refuses a role that does not exist, and writes nothing', async () => {
    const before = await rowCount(s, users);
    const res = await createUser({ code: 'norole', userName: '无角色', roleIds: [RoleId.STUDENT, 999] });
    expect(res).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(res.message).toContain('角色不存在');
    expect(await rowCount(s, users)).toBe(before);
  });

  it('renames a user and keeps their session while their active role stays', async () => {
    const created = await createUser({ code: 'chen04', userName: '陈四', roleIds: [RoleId.STUDENT] });
    const token = await s.login('chen04', created.obj.password);
    const res = await createUser({
      userId: created.obj.userId,
      code: 'chen04',
      userName: '陈四四',
      roleIds: [RoleId.STUDENT, RoleId.TEACHER],
      phone: '010-1234567',
    });
    expect(res).toMatchObject({ success: true, obj: { userId: created.obj.userId } });
    const me = await s.api.getCurrentUser({}, { token });
    expect(me.obj).toMatchObject({ userName: '陈四四', phone: '010-1234567', roleType: RoleId.STUDENT });
    expect(me.obj.roleList.map((r) => r.roleId)).toEqual([RoleId.STUDENT, RoleId.TEACHER]);
  });

  it('taking away the role a user acts in moves them to their first role and ends their sessions', async () => {
    const created = await createUser({ code: 'sun05', userName: '孙五', roleIds: [RoleId.TEACHER, RoleId.STUDENT], defRole: RoleId.STUDENT });
    const token = await s.login('sun05', created.obj.password);
    await createUser({ userId: created.obj.userId, code: 'sun05', userName: '孙五', roleIds: [RoleId.TEACHER] });
    expect((await s.api.getCurrentUser({}, { token })).code).toBe(401);
    const me = await s.api.getCurrentUser({}, { token: await s.login('sun05', created.obj.password) });
    expect(me.obj.roleType).toBe(RoleId.TEACHER);
  });

  it('editing a user into an account taken by someone else is a conflict', async () => {
    const created = await createUser({ code: 'qian06', userName: '钱六', roleIds: [RoleId.STUDENT] });
    const res = await createUser({ userId: created.obj.userId, code: 'Teacher', userName: '钱六', roleIds: [RoleId.STUDENT] });
    expect(res).toMatchObject({ success: false, errorCode: 'CONFLICT' });
    expect((await findUser('qian06')).userName).toBe('钱六');
  });

  it('editing a user who does not exist is not found', async () => {
    const res = await createUser({ userId: 99999, code: 'ghost', userName: '幽灵', roleIds: [RoleId.STUDENT] });
    expect(res).toMatchObject({ success: false, code: 404, errorCode: 'NOT_FOUND' });
  });

  it('the admin cannot take the admin role away from themself', async () => {
    const me = await findUser('admin');
    const res = await createUser({ userId: me.userId, code: 'admin', userName: '系统管理员', roleIds: [RoleId.TEACHER] });
    expect(res).toMatchObject({ success: false, code: 403, errorCode: 'FORBIDDEN' });
    const rows = await s.database.db.select().from(userRoles).where(eq(userRoles.userId, me.userId));
    expect(rows.map((r) => r.roleId)).toEqual([RoleId.ADMIN]);
  });
});

describe('the admin resets passwords and stops accounts', () => {
  it('a reset ends the user’s sessions; the old password stops working and the new one works', async () => {
    const created = await createUser({ code: 'reset01', userName: '重置', roleIds: [RoleId.STUDENT], password: 'Before123' });
    const token = await s.login('reset01', 'Before123');
    const res = await s.api.resetUserPassword({ body: { userId: created.obj.userId } }, { token: admin });
    expect(res.obj.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{12}$/);
    expect((await s.api.getCurrentUser({}, { token })).code).toBe(401);
    expect((await s.api.login({ body: { username: 'reset01', password: 'Before123' } })).success).toBe(false);
    await s.login('reset01', res.obj.password);
  });

  it('a reset may set the password the admin gives', async () => {
    const created = await createUser({ code: 'reset02', userName: '重置二', roleIds: [RoleId.STUDENT] });
    const res = await s.api.resetUserPassword({ body: { userId: created.obj.userId, password: 'Given2024' } }, { token: admin });
    expect(res).toMatchObject({ success: true, obj: { password: 'Given2024' } });
    await s.login('reset02', 'Given2024');
  });

  it('a stopped user cannot sign in and their open session ends at once; resuming lets them in again', async () => {
    const created = await createUser({ code: 'stop01', userName: '停用', roleIds: [RoleId.STUDENT], password: 'Stop12345' });
    const token = await s.login('stop01', 'Stop12345');
    const stop = await s.api.updateUserIsStop({ body: { userId: created.obj.userId, isStop: true } }, { token: admin });
    expect(stop).toMatchObject({ success: true, obj: null });
    expect((await s.api.getCurrentUser({}, { token })).code).toBe(401);
    const login = await s.api.login({ body: { username: 'stop01', password: 'Stop12345' } });
    expect(login).toMatchObject({ success: false, errorCode: 'ACCOUNT_STOPPED' });
    expect((await findUser('stop01')).isStop).toBe(true);

    await s.api.updateUserIsStop({ body: { userId: created.obj.userId, isStop: false } }, { token: admin });
    const again = await s.login('stop01', 'Stop12345');
    expect((await s.api.getCurrentUser({}, { token: again })).success).toBe(true);
  });

  it('the admin cannot stop themself', async () => {
    const me = await findUser('admin');
    const res = await s.api.updateUserIsStop({ body: { userId: me.userId, isStop: true } }, { token: admin });
    expect(res).toMatchObject({ success: false, code: 403 });
    expect((await findUser('admin')).isStop).toBe(false);
  });

  it('stopped teachers are not offered as teachers', async () => {
    const created = await createUser({ code: 'tstop', userName: '停课老师', roleIds: [RoleId.TEACHER] });
    await s.api.updateUserIsStop({ body: { userId: created.obj.userId, isStop: true } }, { token: admin });
    const res = await s.api.getTeachers({}, { token: admin });
    expect(res.obj.map((t) => t.code)).not.toContain('tstop');
  });
});

describe('a student is refused every admin call, and nothing is written', () => {
  const calls: [CallName, unknown][] = [
    ['getUser', {}],
    ['updateUser', { code: 'hacker', userName: '黑客', roleIds: [RoleId.ADMIN] }],
    ['resetUserPassword', { userId: 1 }],
    ['updateUserIsStop', { userId: 1, isStop: true }],
    ['userImportTemplate', undefined],
    ['getModules', undefined],
    ['saveModule', { name: '后门', path: '/backdoor' }],
    ['deleteModule', { moduleId: 1 }],
    ['getRoles', undefined],
    ['saveRole', { roleName: '超级学生', baseRoleId: 1 }],
    ['deleteRole', { roleId: 4 }],
    ['saveRoleModules', { roleId: 4, moduleIds: [] }],
    // a student's bad body still gets 403, never a lesson in the schema
    ['updateUser', { code: 1 }],
  ];

  it.each(calls)('%s answers code 403', async (call, body) => {
    const student = await s.login('student');
    const before = await rowCount(s, users);
    const res = await s.unchecked(call, { body }, { token: student });
    expect(res).toMatchObject({ status: 200, code: 403, success: false, errorCode: 'FORBIDDEN' });
    expect(await rowCount(s, users)).toBe(before);
  });

  it('the admin account is untouched afterwards', async () => {
    const me = await findUser('admin');
    expect(me).toMatchObject({ isStop: false, roleList: [{ roleId: RoleId.ADMIN }] });
    await s.login('admin');
  });

  it('without a token every /sys call answers 401', async () => {
    const res = await s.api.updateUser({ body: { code: 'anon', userName: '匿名', roleIds: [4] } });
    expect(res).toMatchObject({ code: 401, success: false });
  });
});

describe('bad bodies are refused with a Chinese message and nothing is written', () => {
  const huge = 'x'.repeat(1_000_000);
  const bad: [string, unknown][] = [
    ['an empty body', {}],
    ['a missing name', { code: 'nobody', roleIds: [4] }],
    ['no roles', { code: 'nobody', userName: '某人', roleIds: [] }],
    ['wrong types', { code: 123, userName: ['a'], roleIds: 'student' }],
    ['a 1 MB name', { code: 'nobody', userName: huge, roleIds: [4] }],
    ['a 1 MB account', { code: huge, userName: '某人', roleIds: [4] }],
    ['SQL in the name', { code: 'nobody', userName: "x'; DROP TABLE users;--", roleIds: [4] }],
    ['SQL in the account', { code: "x'; DROP TABLE users;--", userName: '某人', roleIds: [4] }],
    ['HTML in the name', { code: 'nobody', userName: '<script>alert(1)</script>', roleIds: [4] }],
    ['a weak password', { code: 'nobody', userName: '某人', roleIds: [4], password: 'abc' }],
    ['a bad e-mail', { code: 'nobody', userName: '某人', roleIds: [4], email: 'not-an-email' }],
    ['a negative role id', { code: 'nobody', userName: '某人', roleIds: [-1] }],
  ];

  it.each(bad)('updateUser with %s', async (_what, body) => {
    const before = await rowCount(s, users);
    const res = await s.unchecked('updateUser', { body }, { token: admin });
    expect(res).toMatchObject({ status: 200, code: 400, success: false, errorCode: 'VALIDATION_FAILED' });
    expect(res.message).toMatch(CHINESE);
    expect(await rowCount(s, users)).toBe(before);
  });

  it('the users table is still there after the SQL attempts', async () => {
    expect(await rowCount(s, users)).toBeGreaterThan(5);
  });

  const otherCalls: [CallName, string, unknown][] = [
    ['resetUserPassword', 'a user id that is not a number', { userId: 'abc' }],
    ['resetUserPassword', 'a weak password', { userId: 2, password: 'short' }],
    ['updateUserIsStop', 'no state', { userId: 2 }],
    ['updateUserIsStop', 'a state that is not a boolean', { userId: 2, isStop: 'yes' }],
    ['updateUserDefRole', 'an empty body', {}],
    ['updateUserCenter', 'a 1 MB name', { userName: huge }],
    ['updateUserCenter', 'HTML in the name', { userName: '<b>管理员</b>' }],
    ['updateAccountInfo', 'a script address as avatar', { avatar: 'javascript:alert(1)' }],
    ['userUpdatePassword', 'a new password without digits', { oldPassword: DEMO_PASSWORD, newPassword: 'onlyletters' }],
    ['getUser', 'page 0', { current: 0 }],
    ['getUser', 'a huge page', { pageSize: 100000 }],
  ];

  it.each(otherCalls)('%s with %s', async (call, _what, body) => {
    const [before] = await s.database.db.select().from(users).where(eq(users.code, 'admin'));
    const res = await s.unchecked(call, { body }, { token: admin });
    expect(res).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    expect(res.message).toMatch(CHINESE);
    const [after] = await s.database.db.select().from(users).where(eq(users.code, 'admin'));
    expect(after).toEqual(before);
  });
});

describe('a user keeps their own account', () => {
  it('edits their profile and reads it back', async () => {
    const token = await s.login('teacher');
    const res = await s.api.updateUserCenter({ body: { userName: '李明老师', email: 'li@example.com', phone: '' } }, { token });
    expect(res.obj).toMatchObject({ userName: '李明老师', email: 'li@example.com', phone: null });
    const me = await s.api.getCurrentUser({}, { token });
    expect(me.obj.userName).toBe('李明老师');
  });

  it('changes their password: the old token dies, the fresh one in the answer works, the new password signs in', async () => {
    await createUser({ code: 'pw01', userName: '改密', roleIds: [RoleId.STUDENT], password: 'OldPass123' });
    const old = await s.login('pw01', 'OldPass123');
    const res = await s.api.userUpdatePassword({ body: { oldPassword: 'OldPass123', newPassword: 'NewPass456' } }, { token: old });
    expect(res).toMatchObject({ success: true, token: expect.stringMatching(/^ey/) });
    expect((await s.api.getCurrentUser({}, { token: old })).code).toBe(401);
    expect((await s.api.getCurrentUser({}, { token: res.token })).success).toBe(true);
    expect((await s.api.login({ body: { username: 'pw01', password: 'OldPass123' } })).success).toBe(false);
    await s.login('pw01', 'NewPass456');
  });

  it('a wrong old password is refused clearly and changes nothing', async () => {
    await createUser({ code: 'pw02', userName: '改密二', roleIds: [RoleId.STUDENT], password: 'Keep12345' });
    const token = await s.login('pw02', 'Keep12345');
    const res = await s.api.userUpdatePassword({ body: { oldPassword: 'Wrong1234', newPassword: 'NewPass456' } }, { token });
    expect(res).toMatchObject({ success: false, message: '原密码不正确' });
    expect((await s.api.getCurrentUser({}, { token })).success).toBe(true);
    await s.login('pw02', 'Keep12345');
  });

  it('teastu switches to student: the profile and menu follow, and the token stays valid', async () => {
    const token = await s.login('teastu');
    const me = await s.api.getCurrentUser({}, { token });
    expect(me.obj.roleType).toBe(RoleId.TEACHER);
    const res = await s.api.updateUserDefRole({ body: { userId: me.obj.userId, roleType: RoleId.STUDENT } }, { token });
    expect(res).toMatchObject({ success: true, obj: { roleType: RoleId.STUDENT, baseRoleType: RoleId.STUDENT } });
    const after = await s.api.getCurrentUser({}, { token });
    expect(after.obj.roleType).toBe(RoleId.STUDENT);
    const menu = await s.api.getMenu({}, { token });
    expect(menu.obj.map((m) => m.path)).toContain('/stu/course');
    expect(menu.obj.map((m) => m.path)).not.toContain('/teacher/list');
    // acting as a student, teastu is refused what teachers may do
    expect((await s.api.getTeachers({}, { token })).code).toBe(403);
    await s.api.updateUserDefRole({ body: { userId: me.obj.userId, roleType: RoleId.TEACHER } }, { token });
  });

  it('switching to a role one does not hold is refused', async () => {
    const token = await s.login('teastu');
    const me = await s.api.getCurrentUser({}, { token });
    const res = await s.api.updateUserDefRole({ body: { userId: me.obj.userId, roleType: RoleId.ADMIN } }, { token });
    expect(res).toMatchObject({ success: false, errorCode: 'FORBIDDEN', message: '你没有该角色' });
    expect((await s.api.getCurrentUser({}, { token })).obj.roleType).toBe(RoleId.TEACHER);
  });

  it('a student cannot change another user’s default role', async () => {
    const teastu = await findUser('teastu');
    const res = await s.api.updateUserDefRole({ body: { userId: teastu.userId, roleType: RoleId.STUDENT } }, { token: await s.login('student') });
    expect(res).toMatchObject({ success: false, code: 403 });
    expect((await findUser('teastu')).defRole).toBe(RoleId.TEACHER);
  });

  it('an admin may set another user’s default role', async () => {
    const teastu = await findUser('teastu');
    const res = await s.api.updateUserDefRole({ body: { userId: teastu.userId, roleType: RoleId.STUDENT } }, { token: admin });
    expect(res.obj).toMatchObject({ code: 'teastu', roleType: RoleId.STUDENT });
    await s.api.updateUserDefRole({ body: { userId: teastu.userId, roleType: RoleId.TEACHER } }, { token: admin });
  });
});
