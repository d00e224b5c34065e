// First-start data: built-in roles, the module tree that makes the menus, and accounts (demo or a lone admin).
import { eq, sql } from 'drizzle-orm';
import { BUILTIN_ROLE_NAMES, RoleId } from '@contract/roles';
import { generatePassword, hashPassword } from '../lib/password';
import type { Db, DbOrTx } from './client';
import { seedDemoExam } from './demo-exam';
import { seedDemoExercises } from './demo-exercises';
import { seedDemoHomework } from './demo-homework';
import { seedDemoLabs } from './demo-labs';
import { LIBRARY_SCENE, STUDENT_COURSE_SCENE } from './demo-scenes';
import { classes, classStudents, courses, modules, notices, roleModules, roles, rules, scenes, userRoles, users } from './schema';

type ModuleSeed = { path: string; name: string; icon?: string; roles: number[]; children?: ModuleSeed[]; visible?: boolean };
const { ADMIN, EXPERT, TEACHER, STUDENT } = RoleId;

/** The menu of each built-in role; later modules add their entries here. */
export const MODULE_TREE: ModuleSeed[] = [
  { path: '/home', name: '首页', icon: 'HomeOutlined', roles: [ADMIN, EXPERT, TEACHER, STUDENT] },
  { path: '/expert/list', name: '课程模板', icon: 'BookOutlined', roles: [EXPERT] },
  {
    path: '/expert/public_library',
    name: '公共资源库',
    icon: 'DatabaseOutlined',
    roles: [EXPERT],
    children: [
      { path: '/expert/public_library/scene', name: '公共场景', roles: [EXPERT] },
      { path: '/expert/public_library/exercise', name: '公共题目', roles: [EXPERT] },
    ],
  },
  { path: '/teacher/list', name: '我的课程', icon: 'BookOutlined', roles: [TEACHER] },
  { path: '/teacher/templates', name: '课程模板', icon: 'AppstoreOutlined', roles: [TEACHER] },
  { path: '/library', name: '资源库', icon: 'FolderOpenOutlined', roles: [TEACHER, EXPERT] },
  { path: '/teacher/sclassList', name: '班级管理', icon: 'TeamOutlined', roles: [TEACHER] },
  { path: '/stu/course', name: '我的课程', icon: 'ReadOutlined', roles: [STUDENT] },
  {
    path: '/sys',
    name: '系统管理',
    icon: 'SettingOutlined',
    roles: [ADMIN],
    children: [
      { path: '/sys/user', name: '用户管理', icon: 'UserOutlined', roles: [ADMIN] },
      { path: '/sys/role', name: '角色管理', icon: 'SafetyOutlined', roles: [ADMIN] },
      { path: '/sys/module', name: '模块管理', icon: 'AppstoreOutlined', roles: [ADMIN] },
      { path: '/sys/rule', name: '平台规则', icon: 'ProfileOutlined', roles: [ADMIN] },
      { path: '/sys/image', name: '镜像管理', icon: 'CloudServerOutlined', roles: [ADMIN] },
    ],
  },
  { path: '/feedback/list', name: '意见反馈', icon: 'MessageOutlined', roles: [ADMIN, EXPERT, TEACHER, STUDENT] },
];

export const DEMO_ACCOUNTS = [
  { code: 'admin', name: '系统管理员', roles: [ADMIN] },
  { code: 'expert', name: '王专家', roles: [EXPERT] },
  { code: 'teacher', name: '李老师', roles: [TEACHER] },
  { code: 'student', name: '张同学', roles: [STUDENT] },
  { code: 'teastu', name: '赵老师', roles: [TEACHER, STUDENT] },
] as const;

const DEMO_RULES = [
  {
    title: '考试纪律',
    category: 'exam',
    content: '考试开始后计时由服务器控制，到时自动交卷；作答内容自动保存，断网或刷新不会丢失。考试期间请勿切换页面或与他人交流。',
  },
  {
    title: '作业提交',
    category: 'homework',
    content: '作业须在截止时间前提交；提交后如需修改，请联系任课教师退回。SQL 题提交前可先“运行”查看结果，运行不计分。',
  },
  {
    title: '账号安全',
    category: 'platform',
    content: '请妥善保管账号密码，首次登录后请在个人中心修改密码。连续多次输错密码，账号将被暂时锁定。',
  },
];

export type SeedResult = { accounts: { code: string; name: string }[]; password: string; passwordGenerated: boolean } | null;

async function seedRolesAndModules(tx: DbOrTx) {
  await tx
    .insert(roles)
    .values(Object.entries(BUILTIN_ROLE_NAMES).map(([roleId, name]) => ({ id: Number(roleId), name, baseRoleId: Number(roleId), builtin: true })));
  // Custom roles get ids after the built-in ones.
  await tx.execute(sql`select setval(pg_get_serial_sequence('roles', 'id'), (select max(id) from roles))`);
  const insertTree = async (nodes: ModuleSeed[], parentId: number | null) => {
    for (const [index, node] of nodes.entries()) {
      const [row] = await tx
        .insert(modules)
        .values({ parentId, name: node.name, path: node.path, icon: node.icon ?? null, sort: (index + 1) * 10, visible: node.visible ?? true })
        .returning({ id: modules.id });
      await tx.insert(roleModules).values(node.roles.map((roleId) => ({ roleId, moduleId: row.id })));
      if (node.children) await insertTree(node.children, row.id);
    }
  };
  await insertTree(MODULE_TREE, null);
}

async function createAccount(tx: DbOrTx, code: string, name: string, roleIds: readonly number[], passwordHash: string) {
  const [user] = await tx.insert(users).values({ code, name, passwordHash, defRole: roleIds[0] }).returning({ id: users.id });
  await tx.insert(userRoles).values(roleIds.map((roleId, sort) => ({ userId: user.id, roleId, sort })));
  return user.id;
}

async function userIdOf(tx: DbOrTx, code: string): Promise<number> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.code, code));
  return row.id;
}

/**
 * The demo teacher's course with a class (the demo students in it), knowledge points and questions, the expert's
 * template, and scenes in the public library and the course.
 */
async function seedDemoCourses(tx: DbOrTx) {
  const teacherId = await userIdOf(tx, 'teacher');
  const expertId = await userIdOf(tx, 'expert');
  const [course] = await tx
    .insert(courses)
    .values({ name: '数据库系统原理', description: '关系模型、SQL、数据库设计与事务的入门课程。', ownerId: teacherId, status: 'confirmed' })
    .returning({ id: courses.id });
  await tx
    .insert(courses)
    .values({ name: '数据库原理（专家模板）', description: '供教师复制使用的课程模板。', ownerId: expertId, isTemplate: true, status: 'confirmed' });
  const publicScenes = await tx
    .insert(scenes)
    .values([STUDENT_COURSE_SCENE, LIBRARY_SCENE].map((s) => ({ ...s, courseId: null, createdBy: expertId })))
    .returning({ id: scenes.id });
  const [courseScene] = await tx
    .insert(scenes)
    .values({ ...STUDENT_COURSE_SCENE, courseId: course.id, copiedFrom: publicScenes[0].id, createdBy: teacherId })
    .returning({ id: scenes.id });
  await seedDemoExercises(tx, course.id, courseScene.id, teacherId);
  const [clazz] = await tx
    .insert(classes)
    .values({ name: '2023级计算机科学1班', courseId: course.id, ownerId: teacherId, startDate: '2025-02-24', endDate: '2025-07-04' })
    .returning({ id: classes.id });
  for (const code of ['student', 'teastu']) await tx.insert(classStudents).values({ classId: clazz.id, userId: await userIdOf(tx, code) });
  await seedDemoHomework(tx, course.id, clazz.id, teacherId);
  await seedDemoExam(tx, course.id, clazz.id, teacherId);
  await seedDemoLabs(tx, course.id, teacherId);
}

/** Seeds an empty database; answers the accounts it created (to print once), or null when there was data. */
export async function seedIfEmpty(db: Db, opts: { demo: boolean; demoPassword?: string; adminPassword?: string }): Promise<SeedResult> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  const given = opts.demo ? opts.demoPassword : opts.adminPassword;
  const password = given ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const accounts = opts.demo ? DEMO_ACCOUNTS : [{ code: 'admin', name: '系统管理员', roles: [ADMIN] }];
  await db.transaction(async (tx) => {
    const [{ roleCount }] = await tx.select({ roleCount: sql<number>`count(*)::int` }).from(roles);
    if (roleCount === 0) await seedRolesAndModules(tx);
    for (const a of accounts) {
      const userId = await createAccount(tx, a.code, a.name, a.roles, passwordHash);
      if (opts.demo) {
        await tx.insert(notices).values({
          userId,
          type: 'notification',
          title: '欢迎使用教学平台',
          content: '这是演示账号，请在个人中心修改密码。',
          link: '/center',
        });
      }
    }
    if (opts.demo) {
      await tx.insert(rules).values(DEMO_RULES.map((r, i) => ({ ...r, sort: (i + 1) * 10 })));
      await seedDemoCourses(tx);
    }
  });
  return { accounts: accounts.map((a) => ({ code: a.code, name: a.name })), password, passwordGenerated: !given };
}
