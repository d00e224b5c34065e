// Mocks of /htdz/chapter for `max dev` without the server: the chapters of 数据库系统原理 (course 1), kept in memory
// and changed by the server's rules (two levels; create appends; move renumbers both sibling lists; a chapter with
// sections stays a chapter; a submitted or archived course, or another's, is read-only).
import type { CurrentUser } from '@contract/auth';
import { AddLinkBody, MoveChapterBody, SaveChapterBody, type Chapter, type ChapterNode, type ChapterResource } from '@contract/chapter';
import { mockUserOf } from './auth';
import { courseState } from './course';
import { fail, ok } from './_envelope';

type Req = { body?: unknown; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };
type Row = Omit<Chapter, 'resources'>;

const SQL_DDL = `<p>数据定义语言（DDL）用来创建、修改和删除数据库对象。下面建立学生表：</p>
<pre><code class="language-sql">CREATE TABLE student (
  sno   CHAR(9) PRIMARY KEY,
  sname VARCHAR(20) NOT NULL,
  ssex  CHAR(2) CHECK (ssex IN ('男', '女')),
  sage  SMALLINT,
  sdept VARCHAR(20)
);</code></pre>
<p>修改表结构使用 <code>ALTER TABLE</code>，删除使用 <code>DROP TABLE</code>（注意 <code>CASCADE</code> 与 <code>RESTRICT</code> 的区别）。</p>`;

const SQL_QUERY = `<p>查询计算机系（CS）年龄小于 20 岁的学生，并按年龄降序排列：</p>
<pre><code class="language-sql">SELECT sno, sname, sage
FROM student
WHERE sdept = 'CS' AND sage &lt; 20
ORDER BY sage DESC;</code></pre>
<p>它对应的关系代数表达式为：</p><div data-type="block-math" data-latex="\\pi_{sno,sname,sage}(\\sigma_{sdept='CS' \\wedge sage&lt;20}(Student))"></div>`;

const INTRO = `<h2>1.1 数据库系统概述</h2><p>数据库（Database, DB）是长期储存在计算机内、有组织的、可共享的大量数据的集合。数据库管理系统（DBMS）位于用户与操作系统之间，负责数据的定义、组织、存取与维护。</p>
<ul><li><p>数据（Data）：描述事物的符号记录</p></li><li><p>数据库系统（DBS）= 数据库 + DBMS + 应用程序 + 数据库管理员</p></li></ul>`;

const now = (daysAgo = 0) => new Date(Date.UTC(2025, 2, 20 - daysAgo, 8, 0, 0)).toISOString();

function seed() {
  const row = (chapterId: number, parentId: number | null, serialNum: number, title: string, content: string | null = null, courseId = 1): Row => ({
    chapterId,
    parentId,
    serialNum,
    title,
    content,
    courseId,
    updatedAt: now(chapterId % 7),
  });
  const rows: Row[] = [
    row(1, null, 1, '第一章 绪论', '<p>本章介绍数据库系统的基本概念、数据模型和数据库系统的结构。</p>'),
    row(2, 1, 1, '1.1 数据库系统概述', INTRO),
    row(3, 1, 2, '1.2 数据模型', '<p>数据模型的三要素：数据结构、数据操作和数据的完整性约束条件。</p><p>关系的元组个数记为 <span data-type="inline-math" data-latex="|R|"></span>。</p>'),
    row(4, null, 2, '第二章 关系数据库', '<p>关系模型的数据结构、关系操作与关系的完整性。笛卡儿积：</p><div data-type="block-math" data-latex="D_1 \\times D_2 = \\{(d_1, d_2) \\mid d_1 \\in D_1, d_2 \\in D_2\\}"></div>'),
    row(5, null, 3, '第三章 关系数据库标准语言 SQL', '<p>SQL 集数据查询、数据操纵、数据定义和数据控制功能于一体。</p>'),
    row(6, 5, 1, '3.1 数据定义', SQL_DDL),
    row(7, 5, 2, '3.2 数据查询', SQL_QUERY),
    row(8, 5, 3, '3.3 数据更新', '<p>插入、修改与删除数据：<code>INSERT</code>、<code>UPDATE</code>、<code>DELETE</code>。</p>'),
    row(9, null, 4, '第四章 数据库安全性', null),
    row(10, null, 1, '第一章 数据库设计概述', '<p>需求分析、概念结构设计、逻辑结构设计与物理设计。</p>', 2),
  ];
  const resources: ChapterResource[] = [
    { resourceId: 1, chapterId: 2, kind: 'video', title: '1.1 数据库系统概述（讲解视频）.mp4', url: '/readResourse/9101', size: 48_234_112, serialNum: 1 },
    { resourceId: 2, chapterId: 2, kind: 'pdf', title: '第一章 绪论 课件.pdf', url: '/readResourse/9102', size: 2_310_144, serialNum: 2 },
    { resourceId: 3, chapterId: 2, kind: 'link', title: 'PostgreSQL 中文文档', url: 'http://www.postgres.cn/docs/current/', size: null, serialNum: 3 },
    { resourceId: 4, chapterId: 7, kind: 'document', title: 'SQL 查询练习题.docx', url: '/readResourse/9103', size: 38_912, serialNum: 1 },
    { resourceId: 5, chapterId: 7, kind: 'link', title: 'SELECT 语句参考', url: 'https://www.postgresql.org/docs/current/sql-select.html', size: null, serialNum: 2 },
  ];
  return { rows, resources, nextId: 100, nextResourceId: 100 };
}

type G = typeof globalThis & { __htdzMockChapters?: ReturnType<typeof seed> };
const state = () => ((globalThis as G).__htdzMockChapters ??= seed());

const invalid = (error: { issues: { message: string }[] }) => fail(error.issues[0]?.message ?? '请求参数无效');
const notFound = (what = '章节') => fail(`${what}不存在或已被删除`, 'NOT_FOUND', 404);
const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

const course = (courseId: number) => courseState().list.find((c) => c.courseId === courseId);
/** The failure when the user may not change the course's chapters now, or null. */
function lockOf(user: CurrentUser, courseId: number) {
  const c = course(courseId);
  if (!c) return fail('课程不存在或已被删除', 'NOT_FOUND', 404);
  if (user.baseRoleType !== 1 && c.ownerId !== user.userId) return fail('没有权限修改这门课程', 'FORBIDDEN', 403);
  if (c.status === 'submitted') return fail('课程正在审核中，审核完成前不能修改', 'CONFLICT', 409);
  if (c.status === 'archived') return fail('课程已归档，不能修改', 'CONFLICT', 409);
  return null;
}

const siblings = (courseId: number, parentId: number | null) =>
  state()
    .rows.filter((r) => r.courseId === courseId && r.parentId === parentId)
    .sort((a, b) => a.serialNum - b.serialNum);
const renumber = (list: Row[], parentId: number | null) => list.forEach((r, i) => Object.assign(r, { serialNum: i + 1, parentId }));

function treeOf(courseId: number): ChapterNode[] {
  const section = ({ chapterId, parentId, title, serialNum }: Row) => ({ chapterId, parentId, title, serialNum });
  return siblings(courseId, null).map((c) => ({ ...section(c), children: siblings(courseId, c.chapterId).map(section) }));
}
const chapterOf = (r: Row): Chapter => ({
  ...r,
  resources: state()
    .resources.filter((x) => x.chapterId === r.chapterId)
    .sort((a, b) => a.serialNum - b.serialNum),
});

const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
};

/** The chapter of a request's :chapterId (or id) the user may change, or the failure to answer. */
function editable(user: CurrentUser, chapterId: number | null): Row | ReturnType<typeof fail> {
  const r = state().rows.find((x) => x.chapterId === chapterId);
  if (!r) return notFound();
  return lockOf(user, r.courseId) ?? r;
}
const isFailure = (v: unknown): v is ReturnType<typeof fail> => typeof v === 'object' && v !== null && 'success' in v;

function addResource(chapterId: number, r: Omit<ChapterResource, 'resourceId' | 'chapterId' | 'serialNum'>): ChapterResource {
  const s = state();
  const added = { ...r, resourceId: s.nextResourceId++, chapterId, serialNum: s.resources.filter((x) => x.chapterId === chapterId).length + 1 };
  s.resources.push(added);
  return added;
}

export default {
  'GET /htdz/chapter/tree/:courseId': signedIn((_user, req) => {
    const courseId = idOf(req.params?.courseId);
    if (courseId === null || !course(courseId)) return fail('课程不存在或已被删除', 'NOT_FOUND', 404);
    return ok(treeOf(courseId));
  }),
  'GET /htdz/chapter/:chapterId': signedIn((_user, req) => {
    const r = state().rows.find((x) => x.chapterId === idOf(req.params?.chapterId));
    return r ? ok(chapterOf(r)) : notFound();
  }),
  'POST /htdz/chapter/save': signedIn((user, req) => {
    const parsed = SaveChapterBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const b = parsed.data;
    const locked = lockOf(user, b.courseId);
    if (locked) return locked;
    const at = new Date().toISOString();
    if (b.chapterId !== null) {
      const r = state().rows.find((x) => x.chapterId === b.chapterId && x.courseId === b.courseId);
      if (!r) return notFound();
      Object.assign(r, { title: b.title, content: b.content, updatedAt: at });
      return ok(chapterOf(r));
    }
    if (b.parentId !== null) {
      const parent = state().rows.find((x) => x.chapterId === b.parentId);
      if (!parent || parent.courseId !== b.courseId) return fail('上级章节不属于这门课程');
      if (parent.parentId !== null) return fail('小节下面不能再建小节');
    }
    const s = state();
    const r: Row = {
      chapterId: s.nextId++,
      parentId: b.parentId,
      serialNum: siblings(b.courseId, b.parentId).length + 1,
      title: b.title,
      content: b.content,
      courseId: b.courseId,
      updatedAt: at,
    };
    s.rows.push(r);
    return ok(chapterOf(r));
  }),
  'POST /htdz/chapter/delete/:chapterId': signedIn((user, req) => {
    const r = editable(user, idOf(req.params?.chapterId));
    if (isFailure(r)) return r;
    const s = state();
    const gone = new Set([r.chapterId, ...s.rows.filter((x) => x.parentId === r.chapterId).map((x) => x.chapterId)]);
    s.rows = s.rows.filter((x) => !gone.has(x.chapterId));
    s.resources = s.resources.filter((x) => !gone.has(x.chapterId));
    renumber(siblings(r.courseId, r.parentId), r.parentId);
    return ok(treeOf(r.courseId));
  }),
  'POST /htdz/chapter/move': signedIn((user, req) => {
    const parsed = MoveChapterBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const b = parsed.data;
    const r = editable(user, b.chapterId);
    if (isFailure(r)) return r;
    if (b.parentId === r.chapterId) return fail('章节不能移到自己下面');
    if (b.parentId !== null) {
      const parent = state().rows.find((x) => x.chapterId === b.parentId);
      if (!parent || parent.courseId !== r.courseId) return fail('上级章节不属于这门课程');
      if (parent.parentId !== null) return fail('小节下面不能再建小节');
      if (siblings(r.courseId, r.chapterId).length > 0) return fail('含有小节的章不能移到另一章下面');
    }
    const from = r.parentId;
    const target = siblings(r.courseId, b.parentId).filter((x) => x !== r);
    target.splice(Math.min(b.index, target.length), 0, r);
    renumber(target, b.parentId);
    if (from !== b.parentId) renumber(siblings(r.courseId, from), from);
    return ok(treeOf(r.courseId));
  }),
  // multipart is not parsed by the mock server: every upload becomes a short video
  'POST /htdz/chapter/:chapterId/uploadResource': signedIn((user, req) => {
    const r = editable(user, idOf(req.params?.chapterId));
    if (isFailure(r)) return r;
    return ok(addResource(r.chapterId, { kind: 'video', title: '上传的视频.mp4', url: `/readResourse/${9300 + Math.floor(Math.random() * 699)}`, size: 1_048_576 }));
  }),
  'POST /htdz/chapter/addLink': signedIn((user, req) => {
    const parsed = AddLinkBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const r = editable(user, parsed.data.chapterId);
    if (isFailure(r)) return r;
    return ok(addResource(r.chapterId, { kind: 'link', title: parsed.data.title, url: parsed.data.url, size: null }));
  }),
  'POST /htdz/chapter/deleteResource/:resourceId': signedIn((user, req) => {
    const s = state();
    const res = s.resources.find((x) => x.resourceId === idOf(req.params?.resourceId));
    if (!res) return notFound('资源');
    const r = editable(user, res.chapterId);
    if (isFailure(r)) return r;
    s.resources = s.resources.filter((x) => x !== res);
    s.resources.filter((x) => x.chapterId === res.chapterId).sort((a, b) => a.serialNum - b.serialNum).forEach((x, i) => (x.serialNum = i + 1));
    return ok(null);
  }),
  'GET /htdz/chapter/streamUrl/:resourceId': signedIn((user, req) => {
    const res = state().resources.find((x) => x.resourceId === idOf(req.params?.resourceId));
    if (!res) return notFound('资源');
    if (res.kind === 'link') return fail('链接资源没有文件');
    // as the server: ten minutes, the user's own (server/lib/signed-url.ts)
    const expires = Math.floor(Date.now() / 1000) + 10 * 60;
    return ok({ url: `${res.url}?expires=${expires}&sig=mock&u=${user.userId}`, expiresAt: new Date(expires * 1000).toISOString() });
  }),
};
