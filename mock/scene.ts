// Mocks of /htdz/scene for `max dev` without the server: a few demo scenes of the public library and of course 1,
// kept in memory (create, update, delete, copy). Tables are read from each init script by mock/_sql.ts.
import { CopySceneBody, PreviewSceneBody, SaveSceneBody, SceneListQuery, SceneParams, type Scene } from '@contract/scene';
import type { CurrentUser } from '@contract/auth';
import { mockUserOf } from './auth';
import { mockCourseName } from './course';
import { ok, fail } from './_envelope';
import { sceneTablesOf, syntaxErrorOf, tablesOf } from './_sql';

type Req = { body?: unknown; query?: Record<string, unknown>; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };


const STUDENT_COURSE = `-- 学生选课：《数据库系统概论》中的经典例子
CREATE TABLE student (
  sno   char(9) PRIMARY KEY,
  sname varchar(20) NOT NULL,
  ssex  char(2),
  sage  smallint,
  sdept varchar(20)
);

CREATE TABLE course (
  cno     char(4) PRIMARY KEY,
  cname   varchar(40) NOT NULL,
  cpno    char(4) REFERENCES course (cno),
  ccredit smallint
);

CREATE TABLE sc (
  sno   char(9) REFERENCES student (sno),
  cno   char(4) REFERENCES course (cno),
  grade smallint,
  PRIMARY KEY (sno, cno)
);

INSERT INTO student VALUES
  ('201215121', '李勇', '男', 20, 'CS'),
  ('201215122', '刘晨', '女', 19, 'CS'),
  ('201215123', '王敏', '女', 18, 'MA'),
  ('201215125', '张立', '男', 19, 'IS'),
  ('201215126', '陈静', '女', 20, 'IS'),
  ('201215127', '赵强', '男', 21, 'CS'),
  ('201215128', '孙悦', '女', 19, 'MA');

INSERT INTO course VALUES
  ('2', '数学', NULL, 2),
  ('6', '数据处理', NULL, 2),
  ('7', 'PASCAL语言', '6', 4),
  ('5', '数据结构', '7', 4),
  ('1', '数据库', '5', 4),
  ('3', '信息系统', '1', 4),
  ('4', '操作系统', '6', 3);

INSERT INTO sc VALUES
  ('201215121', '1', 92),
  ('201215121', '2', 85),
  ('201215121', '3', 88),
  ('201215122', '2', 90),
  ('201215122', '3', 80),
  ('201215123', '1', NULL),
  ('201215125', '4', 76),
  ('201215126', '1', 58),
  ('201215126', '5', 67);
`;

const LIBRARY = `-- 图书馆：读者、图书与借阅记录
CREATE TABLE reader (
  reader_id integer PRIMARY KEY,
  name      varchar(20) NOT NULL,
  dept      varchar(30),
  max_books smallint DEFAULT 5
);

CREATE TABLE book (
  isbn      char(13) PRIMARY KEY,
  title     varchar(60) NOT NULL,
  author    varchar(40),
  publisher varchar(40),
  price     numeric(6,2),
  stock     smallint
);

CREATE TABLE borrow (
  reader_id   integer REFERENCES reader,
  isbn        char(13) REFERENCES book,
  borrow_date date NOT NULL,
  return_date date,
  PRIMARY KEY (reader_id, isbn, borrow_date)
);

INSERT INTO reader VALUES
  (1001, '周明', '计算机学院', 10),
  (1002, '吴婷', '外国语学院', 5),
  (1003, '郑磊', '计算机学院', 5),
  (1004, '冯雪', '经济管理学院', 8);

INSERT INTO book VALUES
  ('9787040406641', '数据库系统概论（第5版）', '王珊 萨师煊', '高等教育出版社', 42.00, 6),
  ('9787111544937', '深入理解计算机系统', 'Randal E. Bryant', '机械工业出版社', 139.00, 2),
  ('9787302423287', '数据结构（C语言版）', '严蔚敏', '清华大学出版社', 35.00, 8),
  ('9787115428028', 'PostgreSQL 实战', '谭峰 张文升', '人民邮电出版社', 79.00, 0),
  ('9787020002207', '红楼梦', '曹雪芹', '人民文学出版社', 59.70, 4);

INSERT INTO borrow VALUES
  (1001, '9787040406641', '2025-03-01', '2025-03-20'),
  (1001, '9787115428028', '2025-03-05', NULL),
  (1002, '9787020002207', '2025-02-18', '2025-03-10'),
  (1003, '9787040406641', '2025-03-12', NULL),
  (1003, '9787302423287', '2025-03-12', NULL),
  (1004, '9787111544937', '2025-01-08', '2025-02-01');
`;

const EMPLOYEES = `-- 员工部门：自连接（上级）与分组统计的练习
CREATE TABLE dept (
  deptno integer PRIMARY KEY,
  dname  varchar(20) NOT NULL,
  loc    varchar(20)
);

CREATE TABLE emp (
  empno    integer PRIMARY KEY,
  ename    varchar(20) NOT NULL,
  job      varchar(20),
  mgr      integer REFERENCES emp (empno),
  hiredate date,
  sal      numeric(8,2),
  comm     numeric(8,2),
  deptno   integer REFERENCES dept (deptno)
);

INSERT INTO dept VALUES
  (10, '财务部', '北京'),
  (20, '研发部', '上海'),
  (30, '销售部', '广州'),
  (40, '运营部', '成都');

INSERT INTO emp VALUES
  (7839, '王建国', '总经理', NULL, '2015-11-17', 25000.00, NULL, 10),
  (7566, '陈思远', '经理', 7839, '2016-04-02', 18000.00, NULL, 20),
  (7698, '刘芳', '经理', 7839, '2016-05-01', 16500.00, NULL, 30),
  (7782, '杨帆', '经理', 7839, '2017-06-09', 15000.00, NULL, 10),
  (7788, '赵磊', '工程师', 7566, '2019-12-09', 14000.00, NULL, 20),
  (7902, '孙丽', '工程师', 7566, '2020-12-03', 13500.00, NULL, 20),
  (7499, '周杰', '销售代表', 7698, '2018-02-20', 8000.00, 3000.00, 30),
  (7521, '吴倩', '销售代表', 7698, '2018-02-22', 7800.00, 5000.00, 30),
  (7934, '郑浩', '会计', 7782, '2021-01-23', 9000.00, NULL, 10);
`;

const SHOP = `-- 网上商城：顾客、商品与订单
CREATE TABLE customer (
  customer_id integer PRIMARY KEY,
  name        varchar(20) NOT NULL,
  city        varchar(20),
  vip         boolean DEFAULT false
);

CREATE TABLE product (
  product_id integer PRIMARY KEY,
  name       varchar(40) NOT NULL,
  category   varchar(20),
  price      numeric(8,2) NOT NULL
);

CREATE TABLE orders (
  order_id    integer PRIMARY KEY,
  customer_id integer REFERENCES customer,
  product_id  integer REFERENCES product,
  quantity    integer NOT NULL CHECK (quantity > 0),
  ordered_at  timestamp NOT NULL
);

INSERT INTO customer VALUES
  (1, '林小雨', '杭州', true),
  (2, '何志强', '南京', false),
  (3, '郭静', '杭州', false);

INSERT INTO product VALUES
  (101, '机械键盘', '电脑外设', 299.00),
  (102, '无线鼠标', '电脑外设', 89.00),
  (103, '保温杯', '生活用品', 59.90);

INSERT INTO orders VALUES
  (5001, 1, 101, 1, '2025-03-01 10:12:00'),
  (5002, 1, 103, 2, '2025-03-02 18:40:00'),
  (5003, 2, 102, 1, '2025-03-05 09:05:00');
`;

const SCORES = `-- 成绩分析：窗口函数练习
CREATE TABLE score (
  student_name varchar(20),
  subject      varchar(20),
  score        numeric(4,1)
);

INSERT INTO score VALUES
  ('李勇', '数据库', 92.0),
  ('刘晨', '数据库', 85.5),
  ('王敏', '数据库', 85.5),
  ('张立', '数据库', 70.0);
`;

/** Other students in the same tables: an answer that names 李勇 or 201215121 outright fails on them. */
const STUDENT_COURSE_HIDDEN = `DELETE FROM sc;
DELETE FROM student;
INSERT INTO student VALUES
  ('201215131', '周明', '男', 22, 'CS'),
  ('201215132', '吴芳', '女', 19, 'MA'),
  ('201215133', '郑涛', '男', 19, 'CS');
INSERT INTO sc VALUES
  ('201215131', '1', 76),
  ('201215131', '2', NULL),
  ('201215132', '1', 95);
`;

type Stored = Scene & { creatorId: number };

const at = (daysAgo: number, hour: number) => {
  const d = new Date(Date.UTC(2025, 2, 20, hour - 8, 10, 0));
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.toISOString();
};

function build(
  sceneId: number,
  courseId: number | null,
  name: string,
  description: string | null,
  initSql: string,
  creator: [number, string],
  usedBy: number,
  daysAgo: number,
  hiddenData: string[] = [],
): Stored {
  const tables = sceneTablesOf(tablesOf(initSql));
  return {
    sceneId,
    courseId,
    courseName: courseId === null ? null : mockCourseName(courseId) ?? null,
    name,
    description,
    tableNames: tables.map((t) => t.name),
    creatorName: creator[1],
    creatorId: creator[0],
    usedBy,
    hiddenDataCount: hiddenData.length,
    canEdit: false,
    updatedAt: at(daysAgo, 15),
    createdAt: at(daysAgo + 20, 10),
    initSql,
    hiddenData,
    tables,
  };
}

function seed(): { list: Stored[]; nextId: number } {
  const expert: [number, string] = [2, '王专家'];
  const teacher: [number, string] = [3, '李老师'];
  const list = [
    build(1, null, '学生选课', '学生、课程与选课三张表，适合单表查询、连接查询、嵌套查询与分组统计。', STUDENT_COURSE, expert, 12, 30, [STUDENT_COURSE_HIDDEN]),
    build(2, null, '图书馆', '读者借书与还书；未还的书 return_date 为 NULL，适合练习空值判断与外连接。', LIBRARY, expert, 4, 21),
    build(3, 1, '员工部门', '部门与员工，员工的上级也是员工，适合自连接、分组与 HAVING。', EMPLOYEES, teacher, 3, 6),
    build(4, 1, '网上商城', '顾客、商品与订单，用于第六章的更新与约束练习。', SHOP, teacher, 0, 2),
    build(5, 2, '成绩分析', null, SCORES, teacher, 0, 1),
    build(6, 1, '学生选课（练习用副本）', '从公共场景库复制，可以随意修改。', STUDENT_COURSE, teacher, 0, 0),
  ];
  return { list, nextId: 7 };
}

type G = typeof globalThis & { __htdzMockScenes?: ReturnType<typeof seed> };
export const sceneState = () => ((globalThis as G).__htdzMockScenes ??= seed());

/** Who may change a scene: experts the public library, teachers and experts a course's scenes; admins all. */
const mayEdit = (user: CurrentUser, courseId: number | null) =>
  user.baseRoleType === 1 || (courseId === null ? user.baseRoleType === 2 : user.baseRoleType === 2 || user.baseRoleType === 3);

/** As the server: hidden data only for those who may edit the scene. */
const asSeenBy = (user: CurrentUser, { creatorId: _creator, ...scene }: Stored): Scene => {
  const canEdit = mayEdit(user, scene.courseId);
  return { ...scene, canEdit, hiddenData: canEdit ? scene.hiddenData : [] };
};
const summaryOf = (user: CurrentUser, s: Stored) => {
  const { initSql: _sql, hiddenData: _hidden, tables: _tables, createdAt: _created, ...summary } = asSeenBy(user, s);
  return summary;
};

const unauthorized = () => fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401);
const notFound = () => fail('场景不存在或已被删除', 'NOT_FOUND', 404);
const forbidden = () => fail('没有权限修改这个场景', 'FORBIDDEN', 403);
const invalid = (error: { issues: { message: string }[] }) => fail(error.issues[0]?.message ?? '请求参数无效');

/** The failure of a script PostgreSQL refuses, or of one that creates no table; null when it is fine. */
function scriptProblem(initSql: string) {
  const error = syntaxErrorOf(initSql);
  if (error) return fail(`初始化脚本有错误（第 ${error.line} 行）：${error.message}`);
  if (tablesOf(initSql).length === 0) return fail('初始化脚本没有创建任何数据表，请用 CREATE TABLE 建表');
  return null;
}

/** The failure of the first hidden data script with a syntax error; null when they are fine. */
function hiddenDataProblem(hiddenData: string[]) {
  for (const [i, data] of hiddenData.entries()) {
    const error = syntaxErrorOf(data);
    if (error) return fail(`隐藏数据 ${i + 1} 有错误（第 ${error.line} 行）：${error.message}`);
  }
  return null;
}

/** Answers for a signed-in user, or 401. */
const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : unauthorized());
};

export default {
  'POST /htdz/scene/save': signedIn((user, req) => {
    const parsed = SaveSceneBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const b = parsed.data;
    const problem = scriptProblem(b.initSql) ?? hiddenDataProblem(b.hiddenData);
    if (problem) return problem;
    const s = sceneState();
    const tables = sceneTablesOf(tablesOf(b.initSql));
    const now = new Date().toISOString();
    if (b.sceneId !== null) {
      const scene = s.list.find((x) => x.sceneId === b.sceneId);
      if (!scene) return notFound();
      if (!mayEdit(user, scene.courseId)) return forbidden();
      Object.assign(scene, {
        name: b.name,
        description: b.description,
        initSql: b.initSql,
        hiddenData: b.hiddenData,
        hiddenDataCount: b.hiddenData.length,
        tables,
        tableNames: tables.map((t) => t.name),
        updatedAt: now,
      });
      // the mock has no questions to try on the new data: it never warns
      return ok({ ...asSeenBy(user, scene), dataWarning: null });
    }
    if (!mayEdit(user, b.courseId)) return forbidden();
    if (b.courseId !== null && !mockCourseName(b.courseId)) return fail('课程不存在', 'NOT_FOUND', 404);
    const scene: Stored = {
      ...build(s.nextId++, b.courseId, b.name, b.description, b.initSql, [user.userId, user.userName], 0, 0, b.hiddenData),
      updatedAt: now,
      createdAt: now,
    };
    s.list.push(scene);
    return ok({ ...asSeenBy(user, scene), dataWarning: null });
  }),
  'POST /htdz/scene/preview': signedIn((_user, req) => {
    const parsed = PreviewSceneBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    return scriptProblem(parsed.data.initSql) ?? ok({ tables: sceneTablesOf(tablesOf(parsed.data.initSql)) });
  }),
  'GET /htdz/scene/list': signedIn((user, req) => {
    const parsed = SceneListQuery.safeParse(req.query ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const { courseId, keyword, current, pageSize } = parsed.data;
    const word = keyword?.toLowerCase();
    const list = sceneState()
      .list.filter((x) => x.courseId === courseId)
      .filter((x) => !word || [x.name, x.description ?? '', ...x.tableNames].some((v) => v.toLowerCase().includes(word)))
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return ok({ list: list.slice((current - 1) * pageSize, current * pageSize).map((x) => summaryOf(user, x)), total: list.length });
  }),
  'GET /htdz/scene/:sceneId': signedIn((user, req) => {
    const parsed = SceneParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const scene = sceneState().list.find((x) => x.sceneId === parsed.data.sceneId);
    return scene ? ok(asSeenBy(user, scene)) : notFound();
  }),
  'POST /htdz/scene/delete/:sceneId': signedIn((user, req) => {
    const parsed = SceneParams.safeParse(req.params ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const s = sceneState();
    const scene = s.list.find((x) => x.sceneId === parsed.data.sceneId);
    if (!scene) return notFound();
    if (!mayEdit(user, scene.courseId)) return forbidden();
    if (scene.usedBy > 0) return fail(`场景“${scene.name}”已被 ${scene.usedBy} 道题目引用，不能删除`, 'CONFLICT', 409);
    s.list = s.list.filter((x) => x !== scene);
    return ok(null);
  }),
  'POST /htdz/scene/copy': signedIn((user, req) => {
    const parsed = CopySceneBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const s = sceneState();
    const source = s.list.find((x) => x.sceneId === parsed.data.sceneId);
    if (!source) return notFound();
    const { courseId } = parsed.data;
    if (!mockCourseName(courseId)) return fail(`课程 ${courseId} 不存在`, 'NOT_FOUND', 404);
    if (!mayEdit(user, courseId)) return fail('只能复制到自己的课程', 'FORBIDDEN', 403);
    const taken = s.list.some((x) => x.courseId === courseId && x.name === source.name);
    const now = new Date().toISOString();
    const copy: Stored = {
      ...build(s.nextId++, courseId, taken ? `${source.name}（副本）` : source.name, source.description, source.initSql, [user.userId, user.userName], 0, 0, source.hiddenData),
      updatedAt: now,
      createdAt: now,
    };
    s.list.push(copy);
    return ok(asSeenBy(user, copy));
  }),
};
