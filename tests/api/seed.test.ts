import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedIfEmpty } from '../../server/db/seed';
import { startServer, type TestServer } from './harness';

describe('production mode (HTDZ_DEMO=0) on an empty database', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ demo: false }, { seed: false });
  });
  afterAll(async () => {
    await s.close();
  });

  it('creates only the admin, with a generated password that is answered once and works', async () => {
    const seeded = await seedIfEmpty(s.database.db, { demo: false });
    expect(seeded?.accounts.map((a) => a.code)).toEqual(['admin']);
    expect(seeded?.passwordGenerated).toBe(true);
    expect(seeded?.password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{12}$/);

    const token = await s.login('admin', seeded!.password);
    const menu = await s.api.getMenu({}, { token });
    expect(menu.obj.map((m) => m.path)).toContain('/sys');
    const teacher = await s.api.login({ body: { username: 'teacher', password: seeded!.password } });
    expect(teacher.success).toBe(false);
  });

  it('does nothing on a database that already has users', async () => {
    expect(await seedIfEmpty(s.database.db, { demo: true, demoPassword: 'Another123' })).toBeNull();
    const res = await s.api.login({ body: { username: 'student', password: 'Another123' } });
    expect(res.success).toBe(false);
  });
});

describe('demo mode', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({}, { seed: false });
  });
  afterAll(async () => {
    await s.close();
  });

  it('creates the five demo accounts with HTDZ_DEMO_PASSWORD; teastu holds teacher and student, teacher active', async () => {
    const seeded = await seedIfEmpty(s.database.db, { demo: true, demoPassword: 'Given12345', adminPassword: 'Ignored123' });
    expect(seeded).toMatchObject({ password: 'Given12345', passwordGenerated: false });
    expect(seeded?.accounts.map((a) => a.code)).toEqual(['admin', 'expert', 'teacher', 'student', 'teastu']);
    const token = await s.login('teastu', 'Given12345');
    const me = await s.api.getCurrentUser({}, { token });
    expect(me.obj.roleType).toBe(3);
    expect(me.obj.roleList.map((r) => r.roleId)).toEqual([3, 4]);
  });

  it('the admin finds 镜像管理 (every lab image) last under 系统管理, with its icon', async () => {
    const token = await s.login('admin', 'Given12345');
    const menu = await s.api.getMenu({}, { token });
    const sys = menu.obj.find((m) => m.path === '/sys');
    expect(sys?.children?.map((c) => c.path)).toEqual(['/sys/user', '/sys/role', '/sys/module', '/sys/rule', '/sys/image']);
    expect(sys?.children?.at(-1)).toEqual({ path: '/sys/image', name: '镜像管理', icon: 'CloudServerOutlined' });
  });

  it('a platform seeded before the template gallery gets 课程模板 after 我的课程 from its migration, once', async () => {
    const teacherMenu = async () => (await s.api.getMenu({}, { token: await s.login('teacher', 'Given12345') })).obj.map((m) => m.path);
    expect(await teacherMenu()).toEqual(expect.arrayContaining(['/teacher/list', '/teacher/templates']));
    // the menu as it was before: no gallery
    await s.database.db.execute(sql`delete from modules where path = '/teacher/templates'`);
    expect(await teacherMenu()).not.toContain('/teacher/templates');

    const migration = fs.readFileSync(path.join(__dirname, '../../server/db/migrations/0019_teacher-templates-menu.sql'), 'utf8');
    for (let i = 0; i < 2; i++) {
      for (const statement of migration.split('--> statement-breakpoint')) await s.database.db.execute(sql.raw(statement));
    }
    const menu = await teacherMenu();
    expect(menu.indexOf('/teacher/templates')).toBe(menu.indexOf('/teacher/list') + 1);
    expect(menu.filter((p) => p === '/teacher/templates')).toHaveLength(1);
    const studentMenu = (await s.api.getMenu({}, { token: await s.login('student', 'Given12345') })).obj.map((m) => m.path);
    expect(studentMenu).not.toContain('/teacher/templates');
  });
});
