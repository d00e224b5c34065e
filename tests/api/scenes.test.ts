import { eq } from 'drizzle-orm';
import { RoleId } from '@contract/roles';
import type { Scene } from '@contract/scene';
import { LIBRARY_SCENE, STUDENT_COURSE_SCENE } from '../../server/db/demo-scenes';
import { courses, knowledgePoints, scenes } from '../../server/db/schema';
import { CHINESE, newUser, rowCount } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let expert: string;
let teacher: string;
let student: string;
let teastu: string;
/** a student in no class of the demo course */
let outsider: string;
/** the demo teacher's course, and the expert's template */
let teacherCourse: number;
let expertCourse: number;

beforeAll(async () => {
  s = await startServer();
  [admin, expert, teacher, student, teastu] = await Promise.all(['admin', 'expert', 'teacher', 'student', 'teastu'].map((u) => s.login(u)));
  ({ token: outsider } = await newUser(s, admin, 's_scene_outsider', RoleId.STUDENT));
  const rows = await s.database.db.select({ id: courses.id, isTemplate: courses.isTemplate }).from(courses);
  teacherCourse = rows.find((r) => !r.isTemplate)!.id;
  expertCourse = rows.find((r) => r.isTemplate)!.id;
});
afterAll(async () => {
  await s.close();
});

const list = (token: string, query: Record<string, string> = {}) => s.api.listScenes({ query }, { token });
const save = (token: string, body: CallBody<'saveScene'>) => s.api.saveScene({ body }, { token });
const get = (token: string, sceneId: number) => s.api.getScene({ params: { sceneId } }, { token });
const run = (token: string, sceneId: number, sql: string) => s.api.runSql({ body: { sceneId, sql } }, { token });

const SMALL = "create table t (id serial primary key, name text not null);\ninsert into t (name) values ('一'), ('二');";

describe('the demo scenes', () => {
  it('the public library holds two scenes that everyone signed in can read', async () => {
    for (const token of [student, teacher, expert]) {
      const res = await list(token);
      expect(res.obj.list.map((x) => x.name).sort()).toEqual(['图书借阅', '学生选课']);
    }
    const res = await list(student);
    expect(res.obj.list.every((x) => x.canEdit === false && x.courseId === null)).toBe(true);
    expect((await list(expert)).obj.list.every((x) => x.canEdit)).toBe(true);
  });

  it('their stored table descriptions are what the engine makes of their scripts', async () => {
    for (const demo of [STUDENT_COURSE_SCENE, LIBRARY_SCENE]) {
      const described = await s.app.grading.describe(demo.initSql);
      expect(described).toEqual({ tables: demo.tables });
    }
  });

  it('the demo course has a copy of 学生选课 that its teacher edits', async () => {
    const res = await list(teacher, { courseId: String(teacherCourse) });
    expect(res.obj.list).toEqual([
      expect.objectContaining({ name: '学生选课', courseName: '数据库系统原理', canEdit: true, tableNames: ['student', 'course', 'sc'] }),
    ]);
  });
});

describe('saving a scene', () => {
  let mine: Scene;

  it('a teacher creates a scene in their course; the init script runs and its tables are described', async () => {
    const res = await save(teacher, { courseId: teacherCourse, name: '小表', description: '两行数据', initSql: SMALL });
    expect(res.success).toBe(true);
    mine = res.obj;
    expect(mine).toMatchObject({ courseId: teacherCourse, name: '小表', canEdit: true, usedBy: 0, creatorName: '李老师' });
    expect(mine.tables).toEqual([
      {
        name: 't',
        columns: [
          { name: 'id', type: 'integer', notNull: true },
          { name: 'name', type: 'text', notNull: true },
        ],
        primaryKey: ['id'],
        foreignKeys: [],
        rowCount: 2,
        sampleRows: [
          ['1', '一'],
          ['2', '二'],
        ],
      },
    ]);
  });

  it("a bad init script is refused with PostgreSQL's error and its line, and nothing is saved", async () => {
    const before = await rowCount(s, scenes);
    const res = await save(teacher, {
      courseId: teacherCourse,
      name: '坏脚本',
      initSql: 'create table a (x int);\ninsert into a values (1);\ninsert into b values (2);',
    });
    expect(res).toMatchObject({ success: false, code: 400, message: '初始化脚本有错误（第 3 行）：relation "b" does not exist' });
    const update = await save(teacher, { sceneId: mine.sceneId, courseId: teacherCourse, name: '小表', initSql: 'create tabel x (y int)' });
    expect(update.message).toMatch(/^初始化脚本有错误（第 1 行）：syntax error at or near "tabel"/);
    expect(await rowCount(s, scenes)).toBe(before);
    expect((await get(teacher, mine.sceneId)).obj.initSql).toBe(SMALL);
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await rowCount(s, scenes);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ courseId: teacherCourse, name: '', initSql: SMALL }, /请输入场景名称/],
      [{ courseId: teacherCourse, name: '<b>x</b>', initSql: SMALL }, /场景名称不能包含/],
      [{ courseId: teacherCourse, name: 'x'.repeat(61), initSql: SMALL }, /场景名称不能超过 60 个字符/],
      [{ courseId: teacherCourse, name: '空脚本', initSql: '   ' }, /请输入初始化脚本/],
      [{ courseId: teacherCourse, name: '太大', initSql: `-- ${'x'.repeat(65 * 1024)}\n${SMALL}` }, /初始化脚本不能超过 64 KB/],
      [{ courseId: 'abc', name: '课程号', initSql: SMALL }, /课程必须是数字/],
      [{ courseId: teacherCourse, name: '临时表', initSql: 'create temp table x (y int)' }, /初始化脚本不能创建临时表/],
      [{ courseId: teacherCourse, name: '事务', initSql: `begin;\n${SMALL}\ncommit;` }, /第 1 行.*事务控制语句/],
    ];
    for (const [body, message] of cases) {
      const res = await s.unchecked('saveScene', { body }, { token: teacher });
      expect(res).toMatchObject({ success: false });
      expect(res.message).toMatch(message);
      expect(res.message).toMatch(CHINESE);
    }
    expect(await rowCount(s, scenes)).toBe(before);
  });

  it('scenes follow the course: others may not write into it, and a scene stays in its course', async () => {
    expect(await save(teacher, { courseId: expertCourse, name: 'x', initSql: SMALL })).toMatchObject({
      code: 403,
      message: '只有课程负责人可以编辑这门课程的场景',
    });
    expect(await save(teacher, { courseId: null, name: 'x', initSql: SMALL })).toMatchObject({ code: 403, message: '只有专家可以编辑公共场景库' });
    expect(await save(student, { courseId: teacherCourse, name: 'x', initSql: SMALL })).toMatchObject({ code: 403 });
    expect(await save(teacher, { courseId: 999999, name: 'x', initSql: SMALL })).toMatchObject({ code: 404, message: '课程不存在' });
    const moved = await save(teacher, { sceneId: mine.sceneId, courseId: null, name: '小表', initSql: SMALL });
    expect(moved.code).toBe(403);
    const [own] = await s.database.db
      .insert(courses)
      .values({ name: '另一门课', ownerId: (await s.api.getCurrentUser({}, { token: teacher })).obj.userId })
      .returning({ id: courses.id });
    const elsewhere = await save(teacher, { sceneId: mine.sceneId, courseId: own.id, name: '小表', initSql: SMALL });
    expect(elsewhere).toMatchObject({ success: false, message: '场景不属于这门课程（或公共场景库），不能在这里修改' });
    await s.database.db.delete(courses).where(eq(courses.id, own.id));
  });

  it('an update changes the scene and its tables', async () => {
    const res = await save(teacher, {
      sceneId: mine.sceneId,
      courseId: teacherCourse,
      name: '小表（改）',
      initSql: `${SMALL}\ninsert into t (name) values ('三');`,
    });
    expect(res.obj).toMatchObject({ sceneId: mine.sceneId, name: '小表（改）' });
    expect(res.obj.tables[0].rowCount).toBe(3);
    const r = await run(teacher, mine.sceneId, 'select count(*) from t');
    expect(r.obj.results[0].rows).toEqual([['3']]);
  });

  it('an expert adds to the public library', async () => {
    const res = await save(expert, { courseId: 0, name: '公共小表', initSql: SMALL });
    expect(res.obj).toMatchObject({ courseId: null, courseName: null, canEdit: true });
    expect((await list(student, { keyword: '公共小' })).obj.list.map((x) => x.name)).toEqual(['公共小表']);
  });

  it('preview describes a script without saving it', async () => {
    const before = await rowCount(s, scenes);
    const res = await s.api.previewScene({ body: { initSql: SMALL } }, { token: teacher });
    expect(res.obj.tables.map((t) => t.name)).toEqual(['t']);
    const bad = await s.api.previewScene({ body: { initSql: 'select * from nothing' } }, { token: teacher });
    expect(bad.message).toBe('初始化脚本有错误（第 1 行）：relation "nothing" does not exist');
    expect(await rowCount(s, scenes)).toBe(before);
  });
});

describe('reading, listing, copying, deleting', () => {
  it("course scenes are for their course's teacher and experts; students outside the course and other teachers get 403", async () => {
    const [courseScene] = (await list(teacher, { courseId: String(teacherCourse), keyword: '学生选课' })).obj.list;
    expect((await get(teacher, courseScene.sceneId)).obj.initSql).toContain('CREATE TABLE student');
    expect((await get(expert, courseScene.sceneId)).obj.canEdit).toBe(false);
    expect(await get(outsider, courseScene.sceneId)).toMatchObject({ code: 403, success: false, message: '没有权限查看这个场景' });
    expect(await list(student, { courseId: String(teacherCourse) })).toMatchObject({ code: 403 });
    expect(await list(teacher, { courseId: String(expertCourse) })).toMatchObject({ code: 403 });
    expect(await get(teacher, 999999)).toMatchObject({ code: 404, message: '场景不存在' });
    expect(await list(teacher, { courseId: '999999' })).toMatchObject({ code: 404, message: '课程不存在' });
  });

  it('lists page by page with a keyword', async () => {
    const page1 = await list(teacher, { pageSize: '1', current: '1' });
    const page2 = await list(teacher, { pageSize: '1', current: '2' });
    expect(page1.obj.total).toBe(3);
    expect(page1.obj.list).toHaveLength(1);
    expect(page2.obj.list[0].sceneId).not.toBe(page1.obj.list[0].sceneId);
    expect((await list(teacher, { keyword: '借阅' })).obj.list.map((x) => x.name)).toEqual(['图书借阅']);
    expect((await list(teacher, { keyword: '%' })).obj.list).toEqual([]);
    expect(await list(teacher, { pageSize: '0' })).toMatchObject({ success: false });
  });

  it('a teacher copies a public scene into their course', async () => {
    const library = (await list(teacher, { keyword: '借阅' })).obj.list[0];
    const res = await s.api.copyScene({ body: { sceneId: library.sceneId, courseId: teacherCourse } }, { token: teacher });
    expect(res.obj).toMatchObject({ name: '图书借阅', courseId: teacherCourse, canEdit: true, creatorName: '李老师' });
    expect(res.obj.tables).toEqual(LIBRARY_SCENE.tables);
    const refused = await s.api.copyScene({ body: { sceneId: library.sceneId, courseId: expertCourse } }, { token: teacher });
    expect(refused).toMatchObject({ code: 403 });
    expect(await s.api.copyScene({ body: { sceneId: library.sceneId, courseId: teacherCourse } }, { token: student })).toMatchObject({ code: 403 });
  });

  it('only who edits a scene deletes it', async () => {
    const created = (await save(teacher, { courseId: teacherCourse, name: '待删除', initSql: SMALL })).obj;
    expect(await s.api.deleteScene({ params: { sceneId: created.sceneId } }, { token: expert })).toMatchObject({ code: 403 });
    expect(await s.api.deleteScene({ params: { sceneId: created.sceneId } }, { token: student })).toMatchObject({ code: 403 });
    expect(await s.api.deleteScene({ params: { sceneId: created.sceneId } }, { token: teacher })).toMatchObject({ success: true });
    expect(await get(teacher, created.sceneId)).toMatchObject({ code: 404 });
    expect(await s.api.deleteScene({ params: { sceneId: 999999 } }, { token: teacher })).toMatchObject({ code: 404 });
  });

  it('an admin may edit any scene', async () => {
    const [courseScene] = (await list(admin, { courseId: String(teacherCourse), keyword: '学生选课' })).obj.list;
    expect(courseScene.canEdit).toBe(true);
  });
});

describe('running and checking SQL', () => {
  let publicScene: number;
  let courseScene: number;
  beforeAll(async () => {
    publicScene = (await list(student, { keyword: '学生选课' })).obj.list[0].sceneId;
    courseScene = (await list(teacher, { courseId: String(teacherCourse), keyword: '学生选课' })).obj.list[0].sceneId;
  });

  it('a student runs SQL on a public scene and sees the rows', async () => {
    const res = await run(student, publicScene, "select sname from student where sdept = 'CS' order by sno");
    expect(res.obj.results[0]).toMatchObject({
      command: 'SELECT',
      columns: [{ name: 'sname', type: 'character varying' }],
      rows: [['李勇'], ['刘晨']],
      rowCount: 2,
      truncated: false,
    });
    expect(res.obj.elapsedMs).toEqual(expect.any(Number));
  });

  it("an error comes back in PostgreSQL's words with its line, as data (the call itself succeeds)", async () => {
    const res = await run(student, publicScene, 'select 1;\nselect nope from student;');
    expect(res.success).toBe(true);
    expect(res.obj.error).toMatchObject({ message: 'column "nope" does not exist', line: 2, position: 18 });
  });

  it('students cannot run SQL on a course scene they do not reach; bad bodies are refused', async () => {
    expect(await run(student, courseScene, 'select 1')).toMatchObject({ code: 403 });
    expect(await run(student, publicScene, '')).toMatchObject({ success: false, message: expect.stringMatching(/请输入SQL 语句|请输入 ?SQL 语句/) });
    expect(await run(student, 999999, 'select 1')).toMatchObject({ code: 404 });
    expect(await s.api.runSql({ body: { sceneId: publicScene, sql: 'select 1' } })).toMatchObject({ code: 401 });
  });

  it('a teacher checks an answer against a reference and gets a verdict that explains itself', async () => {
    const res = await s.api.checkSql(
      {
        body: {
          sceneId: courseScene,
          type: 'query',
          referenceSql: 'select sno from student where sage >= 19',
          studentSql: 'select sno from student where sage > 19',
        },
      },
      { token: teacher },
    );
    expect(res.obj.correct).toBe(false);
    expect(res.obj.message).toMatch(/缺少 2 行/);
    expect(res.obj.reference.results[0].rowCount).toBe(3);
    expect(res.obj.student.results[0].rowCount).toBe(1);
  });

  it('checks are for authors; a non-query check needs its verification SQL', async () => {
    const body = { sceneId: publicScene, type: 'query' as const, referenceSql: 'select 1', studentSql: 'select 1' };
    expect(await s.api.checkSql({ body }, { token: student })).toMatchObject({ code: 403 });
    const dml = await s.api.checkSql({ body: { ...body, type: 'dml' } }, { token: teacher });
    expect(dml).toMatchObject({ success: false, message: expect.stringContaining('除 SQL 查询外的题型需要验证 SQL') });
    const badType = await s.unchecked('checkSql', { body: { ...body, type: 'essay' } }, { token: teacher });
    expect(badType.message).toContain('SQL 题型无效');
  });

  it('a user with teacher and student roles acts as the active role', async () => {
    expect(await run(teastu, publicScene, 'select 1')).toMatchObject({ success: true });
  });
});

describe('hidden data', () => {
  /** other rows in the same table: 三 and 四, never seen by students */
  const OTHER_ROWS = "delete from t;\ninsert into t (name) values ('三'), ('四');";
  let scene: Scene;

  it('is saved with the scene and shown to who edits it; others only learn how many there are', async () => {
    const res = await save(expert, { courseId: null, name: '带隐藏数据', initSql: SMALL, hiddenData: [OTHER_ROWS] });
    expect(res.success).toBe(true);
    scene = res.obj;
    expect(scene).toMatchObject({ hiddenData: [OTHER_ROWS], hiddenDataCount: 1 });
    const [row] = await s.database.db.select({ hiddenData: scenes.hiddenData }).from(scenes).where(eq(scenes.id, scene.sceneId));
    expect(row.hiddenData).toEqual([OTHER_ROWS]);
    for (const token of [student, teacher]) expect((await get(token, scene.sceneId)).obj).toMatchObject({ hiddenData: [], hiddenDataCount: 1 });
    expect((await list(student, { keyword: '带隐藏数据' })).obj.list[0]).toMatchObject({ hiddenDataCount: 1 });
    expect(JSON.stringify((await list(student, { keyword: '带隐藏数据' })).obj)).not.toContain('三');
  });

  it('a script that fails, or that changes the tables, is refused with its own line, and nothing is written', async () => {
    const cases: [unknown[], string | RegExp][] = [
      [[OTHER_ROWS, 'delete from t;\ninsert into nosuch values (1);'], '隐藏数据 2 有错误（第 2 行）：relation "nosuch" does not exist'],
      [['alter table t add column age int;'], /^隐藏数据 1 只能改变表中的行，不能增删表或列/],
      [['create table extra (id int);'], /^隐藏数据 1 只能改变表中的行/],
      [['   '], /请输入隐藏数据/],
      [Array.from({ length: 6 }, () => OTHER_ROWS), /隐藏数据最多 5 组/],
    ];
    for (const [hiddenData, message] of cases) {
      const res = await s.unchecked(
        'saveScene',
        { body: { sceneId: scene.sceneId, courseId: null, name: '带隐藏数据', initSql: SMALL, hiddenData } },
        { token: expert },
      );
      expect({ success: res.success, message: res.message }).toEqual({
        success: false,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
      });
    }
    expect((await get(expert, scene.sceneId)).obj.hiddenData).toEqual([OTHER_ROWS]);
  });

  it('a check passes only when the answer is right on the hidden data too, without showing its rows', async () => {
    const check = (studentSql: string) =>
      s.api.checkSql({ body: { sceneId: scene.sceneId, type: 'query', referenceSql: 'select name from t where id > 1', studentSql } }, { token: expert });
    const hardCoded = await check("select name from t where name = '二'");
    expect(hardCoded.obj.correct).toBe(false);
    expect(hardCoded.obj.message).toMatch(/^在公开数据上结果正确，但在隐藏数据上不正确/);
    expect(hardCoded.obj.message).not.toMatch(/三|四/);
    expect((await check('select name from t where id >= 2')).obj).toMatchObject({ correct: true, message: '结果正确' });
  });

  it('goes with a copy of the scene, and an update without it removes it', async () => {
    const copy = await s.api.copyScene({ body: { sceneId: scene.sceneId, courseId: teacherCourse } }, { token: teacher });
    expect(copy.obj).toMatchObject({ hiddenData: [OTHER_ROWS], hiddenDataCount: 1 });
    const cleared = await save(expert, { sceneId: scene.sceneId, courseId: null, name: '带隐藏数据', initSql: SMALL });
    expect(cleared.obj).toMatchObject({ hiddenData: [], hiddenDataCount: 0 });
  });
  it("warns, once saved, when its questions' reference answers no longer run on its new data, and names them", async () => {
    // runs on 一 and 二 (ids 1, 2); divides by zero on the hidden rows (ids 3, 4)
    const question = await s.api.saveExercise(
      {
        body: {
          courseId: null,
          score: 5,
          stem: '<p>每行的倒数差</p>',
          spec: { type: 'query', sceneId: scene.sceneId, referenceSql: 'select name, 1 / (id - 3) from t' },
        },
      },
      { token: expert },
    );
    expect(question.success).toBe(true);
    const saved = await save(expert, { sceneId: scene.sceneId, courseId: null, name: '带隐藏数据', initSql: SMALL, hiddenData: [OTHER_ROWS] });
    expect(saved).toMatchObject({
      success: true,
      obj: {
        hiddenDataCount: 1,
        dataWarning: '场景已保存，但有 1 道题的参考答案在新的数据上执行出错：“每行的倒数差”（隐藏数据 1）。请修改这些题，或修改场景的数据',
      },
    });
    expect((await save(expert, { sceneId: scene.sceneId, courseId: null, name: '带隐藏数据', initSql: SMALL })).obj.dataWarning).toBeNull();
  });
});

describe('keys: what the tables of a scene are described with', () => {
  const SHOP = `create table customers (id serial primary key, name text not null, city text);
create table orders (
  id serial primary key,
  customer_id int not null references customers(id),
  total numeric(8, 2)
);
insert into customers (name, city) values ('王芳', '北京'), ('李雷', '上海');
insert into orders (customer_id, total) values (1, 99.50), (2, 12.00), (1, 8.80);`;

  it('primary keys, foreign keys and NOT NULL columns, from the init script', async () => {
    const res = await save(teacher, { courseId: teacherCourse, name: '网店', initSql: SHOP });
    expect(res.success).toBe(true);
    const [customers, orders] = res.obj.tables;
    expect(customers).toMatchObject({
      name: 'customers',
      primaryKey: ['id'],
      foreignKeys: [],
      columns: [
        { name: 'id', type: 'integer', notNull: true },
        { name: 'name', type: 'text', notNull: true },
        { name: 'city', type: 'text', notNull: false },
      ],
    });
    expect(orders).toMatchObject({
      name: 'orders',
      primaryKey: ['id'],
      foreignKeys: [{ columns: ['customer_id'], refTable: 'customers', refColumns: ['id'] }],
      columns: [
        { name: 'id', notNull: true },
        { name: 'customer_id', type: 'integer', notNull: true },
        { name: 'total', type: 'numeric(8,2)', notNull: false },
      ],
      rowCount: 3,
    });
    const preview = await s.api.previewScene({ body: { initSql: SHOP } }, { token: teacher });
    expect(preview.obj.tables).toEqual(res.obj.tables);
  });

  it('the demo scenes have theirs after a fresh seed', async () => {
    const [courseScene] = (await list(teacher, { courseId: String(teacherCourse), keyword: '学生选课' })).obj.list;
    const { tables } = (await get(teacher, courseScene.sceneId)).obj;
    expect(tables.map((t) => [t.name, t.primaryKey, t.foreignKeys])).toEqual([
      ['student', ['sno'], []],
      ['course', ['cno'], [{ columns: ['cpno'], refTable: 'course', refColumns: ['cno'] }]],
      [
        'sc',
        ['sno', 'cno'],
        [
          { columns: ['sno'], refTable: 'student', refColumns: ['sno'] },
          { columns: ['cno'], refTable: 'course', refColumns: ['cno'] },
        ],
      ],
    ]);
  });

  it('a scene stored before keys were described is described again when it is read, and stored so', async () => {
    const created = (await save(teacher, { courseId: teacherCourse, name: '旧网店', initSql: SHOP })).obj;
    // as it was stored before: columns with name and type only, no keys
    const old = created.tables.map(({ primaryKey: _p, foreignKeys: _f, ...t }) => ({ ...t, columns: t.columns.map(({ name, type }) => ({ name, type })) }));
    await s.database.db.update(scenes).set({ tables: old }).where(eq(scenes.id, created.sceneId));
    const read = await get(teacher, created.sceneId);
    expect(read.obj.tables).toEqual(created.tables);
    const [row] = await s.database.db.select({ tables: scenes.tables }).from(scenes).where(eq(scenes.id, created.sceneId));
    expect(row.tables).toEqual(created.tables);
    // listed as before, by its table names
    expect((await list(teacher, { courseId: String(teacherCourse), keyword: '旧网店' })).obj.list[0].tableNames).toEqual(['customers', 'orders']);
  });
});

describe('a student answering a SQL question reads its scene: tables and keys, never hidden data', () => {
  const SHOP = `create table customers (id serial primary key, name text not null);
create table orders (id serial primary key, customer_id int not null references customers(id), total numeric(8, 2));
insert into customers (name) values ('王芳'), ('李雷');
insert into orders (customer_id, total) values (1, 99.50), (2, 12.00);`;
  /** rows of the hidden data: their text never reaches a student */
  const SECRET = '隐藏客户甲';
  const HIDDEN = `delete from orders;\ndelete from customers;\ninsert into customers (name) values ('${SECRET}');`;
  const HOUR = 3600_000;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  let clazzId: number;
  let knowId: number;
  let keys = 0;

  beforeAll(async () => {
    clazzId = (await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher })).obj.list[0]!.sclassId;
    [{ id: knowId }] = await s.database.db.select({ id: knowledgePoints.id }).from(knowledgePoints).where(eq(knowledgePoints.courseId, teacherCourse));
  });

  const shopScene = async (name: string, courseId = teacherCourse, token = teacher) => {
    const r = await save(token, { courseId, name, initSql: SHOP, hiddenData: [HIDDEN] });
    expect(r.message).toBe(r.success ? r.message : '');
    return r.obj.sceneId;
  };
  /** a SQL question on the scene; `practice`: a 练习题 linked to a knowledge point */
  const question = async (sceneId: number, practice: boolean) => {
    const r = await s.api.saveExercise(
      {
        body: {
          courseId: teacherCourse,
          score: 5,
          stem: '<p>查询每位客户的订单数</p>',
          practice,
          knowIds: practice ? [knowId] : [],
          spec: {
            type: 'query',
            sceneId,
            referenceSql: 'select c.name, count(o.id) from customers c left join orders o on o.customer_id = c.id group by c.name',
          },
        },
      },
      { token: teacher },
    );
    expect(r.message).toBe(r.success ? r.message : '');
    return r.obj.exerciseId;
  };
  const publishHomework = async (exerciseId: number, startIn: number) => {
    const task = await s.api.saveTask({ body: { courseId: teacherCourse, name: `场景作业 ${++keys}` } }, { token: teacher });
    expect((await s.api.setTaskQuestions({ body: { taskId: task.obj.taskId, questions: [{ exerciseId, score: 5 }] } }, { token: teacher })).success).toBe(true);
    const settings = {
      startAt: at(startIn),
      endAt: at(startIn + 2 * HOUR),
      latePolicy: 'refuse',
      showScore: 'submit',
      showAnswer: 'end',
      duplicateCheck: false,
    } as const;
    const r = await s.api.publishTask({ body: { taskId: task.obj.taskId, classIds: [clazzId], settings } }, { token: teacher });
    expect(r.message).toBe(r.success ? r.message : '');
  };
  const publishExam = async (exerciseId: number) => {
    const paper = await s.api.saveExam(
      { body: { courseId: teacherCourse, name: `场景测验 ${++keys}`, description: null, durationMinutes: 30 } },
      { token: teacher },
    );
    const questions = await s.api.setExamQuestions({ body: { examId: paper.obj.examId, questions: [{ exerciseId, score: 5 }] } }, { token: teacher });
    expect(questions.success).toBe(true);
    const settings = { startAt: at(-HOUR), endAt: at(HOUR), durationMinutes: 30, showScore: 'submit', showAnswer: 'submit' } as const;
    const r = await s.api.publishExam({ body: { examId: paper.obj.examId, classIds: [clazzId], name: null, settings } }, { token: teacher });
    expect(r.message).toBe(r.success ? r.message : '');
    return r.obj[0]!.examClassId;
  };
  const refused = { success: false, code: 403, message: '没有权限查看这个场景' };

  /** What the student was answered: the tables with their keys, nothing of the hidden data, not the script. */
  const expectStudentView = (res: Awaited<ReturnType<typeof get>>) => {
    expect(res.success).toBe(true);
    expect(res.obj).toMatchObject({ canEdit: false, hiddenData: [], hiddenDataCount: 1, initSql: '' });
    expect(res.obj.tables.map((t) => [t.name, t.primaryKey, t.foreignKeys])).toEqual([
      ['customers', ['id'], []],
      ['orders', ['id'], [{ columns: ['customer_id'], refTable: 'customers', refColumns: ['id'] }]],
    ]);
    expect(res.obj.tables[1].columns.find((c) => c.name === 'customer_id')).toEqual({ name: 'customer_id', type: 'integer', notNull: true });
    expect(res.obj.tables[0].sampleRows).toEqual([
      ['1', '王芳'],
      ['2', '李雷'],
    ]);
    expect(JSON.stringify(res)).not.toContain(SECRET);
  };

  it('the demo student reads the demo course scene of the demo homework, with its keys', async () => {
    const [courseScene] = (await list(teacher, { courseId: String(teacherCourse), keyword: '学生选课' })).obj.list;
    const res = await get(student, courseScene.sceneId);
    expect(res.success).toBe(true);
    expect(res.obj.tables.find((t) => t.name === 'sc')).toMatchObject({
      primaryKey: ['sno', 'cno'],
      foreignKeys: [{ refTable: 'student' }, { refTable: 'course' }],
    });
    expect(await get(outsider, courseScene.sceneId)).toMatchObject(refused);
  });

  it('a scene of their course that no question of theirs uses stays closed, as does a scene of another course', async () => {
    const unused = await shopScene('未使用的网店');
    expect(await get(student, unused)).toMatchObject(refused);
    const elsewhere = await shopScene('模板课程的网店', expertCourse, expert);
    expect(await get(student, elsewhere)).toMatchObject(refused);
    // a question that is neither practised nor published yet opens nothing
    await question(unused, false);
    expect(await get(student, unused)).toMatchObject(refused);
  });

  it('a homework opens its question’s scene from its start: tables, keys and sample rows, no hidden data, no script', async () => {
    const sceneId = await shopScene('作业的网店');
    const exerciseId = await question(sceneId, false);
    await publishHomework(exerciseId, HOUR);
    expect(await get(student, sceneId)).toMatchObject(refused);
    await publishHomework(exerciseId, -HOUR);
    expectStudentView(await get(student, sceneId));
    // only the reading: SQL on the scene runs through the answering calls, as before
    expect(await run(student, sceneId, 'select 1')).toMatchObject({ code: 403 });
    // students of no class of the course still get nothing; its teacher still gets everything
    expect(await get(outsider, sceneId)).toMatchObject(refused);
    expect((await get(teacher, sceneId)).obj).toMatchObject({ hiddenData: [HIDDEN], initSql: SHOP });
  });

  it('an exam opens its question’s scene once the student has started it', async () => {
    const sceneId = await shopScene('考试的网店');
    const examClassId = await publishExam(await question(sceneId, false));
    expect(await get(student, sceneId)).toMatchObject(refused);
    expect((await s.api.startExam({ body: { examClassId } }, { token: student })).success).toBe(true);
    expectStudentView(await get(student, sceneId));
    expect(await get(outsider, sceneId)).toMatchObject(refused);
  });

  it('a practice question opens its scene, until an exam open for the student holds the question', async () => {
    const sceneId = await shopScene('练习的网店');
    const exerciseId = await question(sceneId, true);
    expectStudentView(await get(student, sceneId));
    await publishExam(exerciseId);
    expect(await get(student, sceneId)).toMatchObject(refused);
  });
});
