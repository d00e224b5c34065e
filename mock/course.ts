// Mocks of /htdz/course for `max dev` without the server: 李老师's courses, 王专家's templates and a course of
// 赵老师 waiting for review, kept in memory and changed by the lifecycle rules the server enforces
// (draft -> submitted -> confirmed or back to draft; archived and submitted courses are read-only).
import type { CurrentUser } from '@contract/auth';
import {
  CourseListQuery,
  CourseParams,
  CreateFromTemplateBody,
  ReviewCourseBody,
  SaveCourseBody,
  type Course,
  type CourseSummary,
  type COURSE_SCOPES,
} from '@contract/course';

type CourseScope = (typeof COURSE_SCOPES)[number];
import { mockUserOf } from './auth';
import { ok, fail } from './_envelope';

type Req = { body?: unknown; query?: Record<string, unknown>; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };
type Stored = Omit<Course, 'canEdit'>;

const at = (daysAgo: number, hour: number) => {
  const d = new Date(Date.UTC(2025, 2, 20, hour - 8, 15, 0));
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.toISOString();
};

const DB_INTRO = `<h2>课程简介</h2><p>本课程讲授关系数据库的基本原理与 <strong>SQL</strong> 的使用，配合在线场景自动评测，边学边练。</p>
<h3>学习目标</h3><ol><li><p>理解关系模型与关系代数，例如选择与投影：<span data-type="inline-math" data-latex="\\pi_{sname}(\\sigma_{sdept='CS'}(Student))"></span></p></li><li><p>熟练使用 SQL 完成查询、更新与数据定义</p></li><li><p>掌握规范化理论与数据库设计方法</p></li></ol>
<h3>示例</h3><pre><code class="language-sql">SELECT sname, grade
FROM student JOIN sc ON student.sno = sc.sno
WHERE cno = '1' AND grade &gt;= 60
ORDER BY grade DESC;</code></pre>
<h3>考核方式</h3><table><tbody><tr><th><p>项目</p></th><th><p>占比</p></th></tr><tr><td><p>平时作业（SQL 自动评测）</p></td><td><p>30%</p></td></tr><tr><td><p>实验报告</p></td><td><p>20%</p></td></tr><tr><td><p>期末考试</p></td><td><p>50%</p></td></tr></tbody></table>
<blockquote><p>函数依赖的闭包：</p></blockquote><div data-type="block-math" data-latex="X_F^+ = \\{ A \\mid X \\rightarrow A \\in F^+ \\}"></div>`;

const TEACHER: [number, string] = [3, '李老师'];
const EXPERT: [number, string] = [2, '王专家'];
const OTHER_TEACHER: [number, string] = [5, '赵老师'];

function course(
  courseId: number,
  name: string,
  owner: [number, string],
  status: Course['status'],
  extra: Partial<Stored> & { days: number },
): Stored {
  const { days, ...rest } = extra;
  return {
    courseId,
    name,
    cover: null,
    status,
    isTemplate: false,
    ownerId: owner[0],
    ownerName: owner[1],
    templateId: null,
    sceneCount: 0,
    updatedAt: at(days, 16),
    description: null,
    reviewComment: null,
    reviewerName: null,
    submittedAt: null,
    reviewedAt: null,
    createdAt: at(days + 40, 9),
    ...rest,
  };
}

function seed(): { list: Stored[]; nextId: number } {
  const list: Stored[] = [
    course(1, '数据库系统原理', TEACHER, 'confirmed', {
      days: 1,
      templateId: 11,
      sceneCount: 3,
      description: DB_INTRO,
      submittedAt: at(12, 10),
      reviewedAt: at(10, 15),
      reviewerName: '王专家',
    }),
    course(2, '数据库设计与实践', TEACHER, 'draft', {
      days: 3,
      sceneCount: 1,
      description: '<p>以一个网上商城为例，从需求分析、E-R 图到建表、约束与索引，完整走一遍数据库设计。</p>',
      submittedAt: at(6, 9),
      reviewedAt: at(5, 14),
      reviewerName: '王专家',
      reviewComment: '第 4 章“规范化”缺少练习场景，请补充一个含部分函数依赖的示例表后再提交。',
    }),
    course(3, 'SQL 编程基础（2023 秋）', TEACHER, 'archived', {
      days: 160,
      description: '<p>2023 年秋季学期的课程，已结课。</p>',
    }),
    course(4, '数据库应用开发', OTHER_TEACHER, 'submitted', {
      days: 2,
      sceneCount: 2,
      submittedAt: at(2, 11),
      description:
        '<p>面向软件工程专业，讲授在应用程序中使用数据库：连接池、事务、防止 SQL 注入。</p><pre><code class="language-sql">PREPARE find_user(text) AS\n  SELECT * FROM users WHERE name = $1;</code></pre>',
    }),
    course(11, '数据库系统原理（标准模板）', EXPERT, 'confirmed', {
      days: 30,
      isTemplate: true,
      sceneCount: 2,
      description: DB_INTRO,
      submittedAt: at(35, 10),
      reviewedAt: at(33, 10),
      reviewerName: '陈专家',
    }),
    course(12, 'PostgreSQL 高级编程', EXPERT, 'draft', {
      days: 4,
      isTemplate: true,
      description: '<p>存储过程、触发器、窗口函数与查询优化（EXPLAIN）。</p>',
    }),
    course(13, '数据仓库与数据挖掘', EXPERT, 'confirmed', {
      days: 60,
      isTemplate: true,
      description: '<p>维度建模、ETL 与 OLAP 分析。</p>',
      reviewedAt: at(58, 10),
      reviewerName: '陈专家',
    }),
  ];
  return { list, nextId: 20 };
}

type G = typeof globalThis & { __htdzMockCourses?: ReturnType<typeof seed> };
export const courseState = () => ((globalThis as G).__htdzMockCourses ??= seed());

/** The name of a course the scene mocks refer to, or undefined. */
export const mockCourseName = (courseId: number) => courseState().list.find((c) => c.courseId === courseId)?.name;

const isAdmin = (u: CurrentUser) => u.baseRoleType === 1;
const isExpert = (u: CurrentUser) => u.baseRoleType === 2 || isAdmin(u);
const mayEdit = (u: CurrentUser, c: Stored) => isAdmin(u) || c.ownerId === u.userId;
const asSeenBy = (u: CurrentUser, c: Stored): Course => ({ ...c, canEdit: mayEdit(u, c) });
const summaryOf = (u: CurrentUser, c: Stored): CourseSummary => {
  const { description: _d, reviewComment: _r, reviewerName: _n, submittedAt: _s, reviewedAt: _v, createdAt: _c, ...summary } = asSeenBy(u, c);
  return summary;
};

const unauthorized = () => fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401);
const notFound = () => fail('课程不存在或已被删除', 'NOT_FOUND', 404);
const forbidden = (message = '没有权限修改这门课程') => fail(message, 'FORBIDDEN', 403);
const conflict = (message: string) => fail(message, 'CONFLICT', 409);
const invalid = (error: { issues: { message: string }[] }) => fail(error.issues[0]?.message ?? '请求参数无效');

/** Why the course's info cannot change now, as the server says it; null when it can. */
const lockedMessage = (c: Stored) =>
  c.status === 'submitted' ? '课程正在审核中，审核完成前不能修改' : c.status === 'archived' ? '课程已归档，不能修改' : null;

const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : unauthorized());
};

/** The course of the request's :courseId the user may change, or the failure to answer. */
function ownCourse(user: CurrentUser, req: Req): Stored | ReturnType<typeof fail> {
  const parsed = CourseParams.safeParse(req.params ?? {});
  if (!parsed.success) return invalid(parsed.error);
  const c = courseState().list.find((x) => x.courseId === parsed.data.courseId);
  if (!c) return notFound();
  if (!mayEdit(user, c)) return forbidden();
  return c;
}
const isFailure = (v: unknown): v is ReturnType<typeof fail> => typeof v === 'object' && v !== null && 'success' in v;

function copyOf(user: CurrentUser, source: Stored, name: string, templateId: number | null, isTemplate: boolean): Stored {
  const s = courseState();
  const now = new Date().toISOString();
  const c: Stored = {
    ...source,
    courseId: s.nextId++,
    name,
    status: 'draft',
    isTemplate,
    ownerId: user.userId,
    ownerName: user.userName,
    templateId,
    reviewComment: null,
    reviewerName: null,
    submittedAt: null,
    reviewedAt: null,
    updatedAt: now,
    createdAt: now,
  };
  s.list.push(c);
  return c;
}

/** The courses of a list scope as `user` sees them, the last changed first (the list call and the home page). */
export function mockCoursesOf(user: CurrentUser, scope: CourseScope): CourseSummary[] {
  return courseState()
    .list.filter((c) => {
      if (scope === 'mine') return !c.isTemplate && c.ownerId === user.userId;
      if (scope === 'templates') return c.isTemplate && (isExpert(user) || c.status === 'confirmed');
      if (scope === 'all') return isAdmin(user) && !c.isTemplate && c.status !== 'archived';
      return isExpert(user) && c.status === 'submitted' && c.ownerId !== user.userId;
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .map((c) => summaryOf(user, c));
}

export default {
  'GET /htdz/course/list': signedIn((user, req) => {
    const parsed = CourseListQuery.safeParse(req.query ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const { scope, status, keyword, current, pageSize } = parsed.data;
    if (scope === 'all' && !isAdmin(user)) return forbidden('只有管理员可以查看全部课程');
    const word = keyword?.toLowerCase();
    const list = mockCoursesOf(user, scope)
      .filter((c) => !status || c.status === status)
      .filter((c) => !word || c.name.toLowerCase().includes(word));
    return ok({ list: list.slice((current - 1) * pageSize, current * pageSize), total: list.length });
  }),
  'GET /htdz/course/:courseId': signedIn((user, req) => {
    const parsed = CourseParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const c = courseState().list.find((x) => x.courseId === parsed.data.courseId);
    return c ? ok(asSeenBy(user, c)) : notFound();
  }),
  'POST /htdz/course/save': signedIn((user, req) => {
    const parsed = SaveCourseBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const b = parsed.data;
    const now = new Date().toISOString();
    if (b.courseId === null) {
      if (user.baseRoleType !== 3 && !isExpert(user)) return forbidden('只有教师和专家可以创建课程');
      const s = courseState();
      const c = course(s.nextId++, b.name, [user.userId, user.userName], 'draft', {
        days: 0,
        isTemplate: b.isTemplate && isExpert(user),
        description: b.description,
        cover: b.cover,
        updatedAt: now,
        createdAt: now,
      });
      s.list.push(c);
      return ok(asSeenBy(user, c));
    }
    const c = courseState().list.find((x) => x.courseId === b.courseId);
    if (!c) return notFound();
    if (!mayEdit(user, c)) return forbidden();
    const locked = lockedMessage(c);
    if (locked) return conflict(locked);
    Object.assign(c, { name: b.name, description: b.description, cover: b.cover, updatedAt: now });
    return ok(asSeenBy(user, c));
  }),
  'POST /htdz/course/createFromTemplate': signedIn((user, req) => {
    const parsed = CreateFromTemplateBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const t = courseState().list.find((x) => x.courseId === parsed.data.templateId && x.isTemplate);
    if (!t) return fail('课程模板不存在', 'NOT_FOUND', 404);
    if (t.status !== 'confirmed') return conflict('只能从已确认的课程模板创建课程');
    return ok(asSeenBy(user, copyOf(user, t, parsed.data.name ?? t.name.replace(/（.*模板）$/, ''), t.courseId, false)));
  }),
  'POST /htdz/course/copy/:courseId': signedIn((user, req) => {
    const c = ownCourse(user, req);
    if (isFailure(c)) return c;
    return ok(asSeenBy(user, copyOf(user, c, `${c.name}（副本）`, c.templateId, c.isTemplate)));
  }),
  'POST /htdz/course/archive/:courseId': signedIn((user, req) => {
    const c = ownCourse(user, req);
    if (isFailure(c)) return c;
    const locked = lockedMessage(c);
    if (locked) return conflict(locked);
    Object.assign(c, { status: 'archived', updatedAt: new Date().toISOString() });
    return ok(asSeenBy(user, c));
  }),
  'POST /htdz/course/delete/:courseId': signedIn((user, req) => {
    const c = ownCourse(user, req);
    if (isFailure(c)) return c;
    if (c.status === 'submitted') return conflict('课程正在审核中，不能删除');
    if (c.sceneCount > 0) return conflict(`课程“${c.name}”下还有 ${c.sceneCount} 个场景，请先删除场景，或将课程归档`);
    const s = courseState();
    s.list = s.list.filter((x) => x !== c);
    return ok(null);
  }),
  'POST /htdz/course/submit/:courseId': signedIn((user, req) => {
    const c = ownCourse(user, req);
    if (isFailure(c)) return c;
    if (c.status !== 'draft') return conflict('只有草稿状态的课程可以提交审核');
    const now = new Date().toISOString();
    Object.assign(c, { status: 'submitted', submittedAt: now, reviewComment: null, updatedAt: now });
    return ok(asSeenBy(user, c));
  }),
  'POST /htdz/course/review': signedIn((user, req) => {
    const parsed = ReviewCourseBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    if (!isExpert(user)) return forbidden('只有专家可以审核课程');
    const b = parsed.data;
    const c = courseState().list.find((x) => x.courseId === b.courseId);
    if (!c) return notFound();
    if (c.ownerId === user.userId && !isAdmin(user)) return forbidden('不能审核自己的课程');
    if (c.status !== 'submitted') return conflict('这门课程不在待审核状态');
    const now = new Date().toISOString();
    Object.assign(c, {
      status: b.approve ? 'confirmed' : 'draft',
      reviewComment: b.comment,
      reviewerName: user.userName,
      reviewedAt: now,
      updatedAt: now,
    });
    return ok(asSeenBy(user, c));
  }),
  'POST /htdz/course/uploadCover': signedIn(() => ok({ cover: `/readResourse/${9200 + Math.floor(Math.random() * 799)}` })),
};
