// Scene files (docs/scene-file.md): export one scene or a course's scenes, import them into another course all or
// none, with hidden data only for those who may edit the scenes; refused files and outsiders write nothing.
import { eq } from 'drizzle-orm';
import { RoleId } from '@contract/roles';
import { SCENE_FILE_FORMAT, SCENE_IMPORT_MAX_BYTES, SCENE_IMPORT_MAX_SCENES, type SceneExport, type SceneFile, type SceneImportAnswer } from '@contract/scene';
import { scenes } from '../../server/db/schema';
import { CHINESE, newUser, PNG, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let expert: string;
let teacher: string;
let student: string;
/** a teacher with a course of their own, nothing to do with the demo course */
let stranger: string;
/** the demo teacher's assistant on the demo course: reads its scenes, edits none */
let assistant: string;
let teacherCourse: number;
let otherCourse: number;
let strangerCourse: number;

const SHOP = [
  'CREATE TABLE dept (deptno integer PRIMARY KEY, dname text NOT NULL);',
  'CREATE TABLE emp (empno integer PRIMARY KEY, ename text, deptno integer REFERENCES dept);',
  "INSERT INTO dept VALUES (10, '研发'), (20, '销售');",
  "INSERT INTO emp VALUES (1, '张三', 10), (2, '李四', 20);",
].join('\n');
const SHOP_HIDDEN = ["DELETE FROM emp; INSERT INTO emp VALUES (3, '王五', 20);", "INSERT INTO dept VALUES (30, '财务');"];
const SMALL = "CREATE TABLE t (id integer PRIMARY KEY, name text);\nINSERT INTO t VALUES (1, '一');";

const courseOf = async (token: string, name: string) => {
  const r = await s.api.saveCourse({ body: { courseId: null, name, description: '<p>场景导入</p>', cover: null, isTemplate: false } }, { token });
  if (!r.success) throw new Error(r.message);
  return r.obj.courseId;
};
const saveScene = async (
  token: string,
  courseId: number | null,
  name: string,
  initSql: string,
  hiddenData: string[] = [],
  description: string | null = null,
) => {
  const r = await s.api.saveScene({ body: { courseId, name, description, initSql, hiddenData } }, { token });
  if (!r.success) throw new Error(r.message);
  return r.obj;
};
const exportCourse = (token: string, courseId: number | null) => s.api.exportScenes({ query: courseId === null ? {} : { courseId } }, { token });
const fileOf = (doc: unknown, filename = '场景.json') => ({ filename, contentType: 'application/json', content: Buffer.from(JSON.stringify(doc)) });
const fileDoc = (list: unknown[]) => ({ format: SCENE_FILE_FORMAT, version: 1, exportedAt: new Date().toISOString(), scenes: list });
const upload = (token: string, courseId: number | null, content: Buffer | SceneFile | Record<string, unknown>, preview = false) =>
  s.uploadTo(
    preview ? 'importScenesPreview' : 'importScenes',
    { query: courseId === null ? {} : { courseId } },
    Buffer.isBuffer(content) ? { filename: '场景.json', contentType: 'application/json', content } : fileOf(content),
    { token },
  );
const namesIn = async (courseId: number) =>
  (await s.database.db.select({ name: scenes.name }).from(scenes).where(eq(scenes.courseId, courseId))).map((r) => r.name).sort();

beforeAll(async () => {
  s = await startServer();
  [admin, expert, teacher, student] = await Promise.all(['admin', 'expert', 'teacher', 'student'].map((u) => s.login(u)));
  ({ token: stranger } = await newUser(s, admin, 't_transfer_other', RoleId.TEACHER, '外课教师'));
  ({ token: assistant } = await newUser(s, admin, 't_transfer_asst', RoleId.TEACHER, '助教'));
  teacherCourse = await firstCourseOf(teacher);
  otherCourse = await courseOf(teacher, '数据库设计（导入目标）');
  strangerCourse = await courseOf(stranger, '别人的课程');
  const team = await s.api.addTeamMember({ body: { courseId: teacherCourse, code: 't_transfer_asst', role: 'assistant' } }, { token: teacher });
  if (!team.success) throw new Error(team.message);
  await saveScene(teacher, teacherCourse, '员工部门', SHOP, SHOP_HIDDEN, '两张表：部门与员工');
}, 120_000);
afterAll(async () => {
  await s.close();
});

async function firstCourseOf(token: string): Promise<number> {
  const r = await s.api.listCourses({ query: { scope: 'mine', current: '1', pageSize: '10' } }, { token });
  return r.obj.list[0]!.courseId;
}

describe('export, then import into another course', () => {
  let exported: SceneExport;

  it('the course’s editor gets every scene with its scripts and hidden data, in a file named after the course', async () => {
    const r = await exportCourse(teacher, teacherCourse);
    expect(r.success).toBe(true);
    exported = r.obj;
    expect(exported.fileName).toBe('数据库系统原理-场景.json');
    expect(exported.hiddenDataLeftOut).toBe(0);
    expect(exported.file).toMatchObject({ format: 'htdz-scenes', version: 1 });
    expect(Date.parse(exported.file.exportedAt)).not.toBeNaN();
    expect(exported.file.scenes.map((x) => x.name)).toEqual(['学生选课', '员工部门']);
    expect(exported.file.scenes[1]).toEqual({ name: '员工部门', description: '两张表：部门与员工', initSql: SHOP, hiddenData: SHOP_HIDDEN });
  });

  it('the preview lists names, tables and hidden data and writes nothing', async () => {
    const before = await rowCount(s, scenes);
    const r = await upload(teacher, otherCourse, exported.file, true);
    expect(r.success).toBe(true);
    expect(r.obj.sceneIds).toEqual([]);
    expect(r.obj.scenes).toEqual([
      { name: '学生选课', savedAs: '学生选课', tableNames: ['student', 'course', 'sc'], hiddenDataCount: 0, problem: null },
      { name: '员工部门', savedAs: '员工部门', tableNames: ['dept', 'emp'], hiddenDataCount: 2, problem: null },
    ]);
    expect(await rowCount(s, scenes)).toBe(before);
  });

  it('the import reproduces names, descriptions, scripts, hidden data and described tables', async () => {
    const r = await upload(teacher, otherCourse, exported.file);
    expect(r.success).toBe(true);
    expect(r.obj.sceneIds).toHaveLength(2);
    const originals = (await s.api.listScenes({ query: { courseId: teacherCourse } }, { token: teacher })).obj.list;
    for (const [i, sceneId] of r.obj.sceneIds.entries()) {
      const copy = (await s.api.getScene({ params: { sceneId } }, { token: teacher })).obj;
      const source = originals.find((x) => x.name === exported.file.scenes[i]!.name)!;
      const original = (await s.api.getScene({ params: { sceneId: source.sceneId } }, { token: teacher })).obj;
      expect(copy.courseId).toBe(otherCourse);
      expect(copy.creatorName).toBe('李老师');
      for (const key of ['name', 'description', 'initSql', 'hiddenData', 'tables', 'tableNames'] as const)
        expect({ key, value: copy[key] }).toEqual({ key, value: original[key] });
    }
  });

  it('one scene exports alone, named after it', async () => {
    const [row] = await s.database.db.select({ id: scenes.id }).from(scenes).where(eq(scenes.name, '员工部门')).limit(1);
    const r = await s.api.exportScene({ params: { sceneId: row!.id } }, { token: teacher });
    expect(r.obj.fileName).toBe('场景-员工部门.json');
    expect(r.obj.file.scenes).toEqual([exported.file.scenes[1]]);
  });

  it('a name the course has already gets （导入）, then （导入 2）; so does a name twice in one file', async () => {
    const twice = fileDoc([exported.file.scenes[1], { ...exported.file.scenes[1], description: '同名的第二个' }]);
    const preview = await upload(teacher, otherCourse, twice, true);
    expect(preview.obj.scenes.map((x) => x.savedAs)).toEqual(['员工部门（导入）', '员工部门（导入 2）']);
    const r = await upload(teacher, otherCourse, twice);
    expect(r.obj.scenes.map((x) => x.savedAs)).toEqual(['员工部门（导入）', '员工部门（导入 2）']);
    expect(await namesIn(otherCourse)).toEqual(['员工部门', '员工部门（导入 2）', '员工部门（导入）', '学生选课']);
  });

  it('a long name keeps within 60 characters with its suffix', async () => {
    const long = '长'.repeat(60);
    await saveScene(teacher, otherCourse, long, SMALL);
    const r = await upload(teacher, otherCourse, fileDoc([{ name: long, description: null, initSql: SMALL, hiddenData: [] }]));
    expect(r.success).toBe(true);
    expect(r.obj.scenes[0]!.savedAs).toBe(`${'长'.repeat(56)}（导入）`);
  });
});

describe('all or none', () => {
  const good = { name: '好场景', description: null, initSql: SMALL, hiddenData: [] };

  const cases: [string, Record<string, unknown>, RegExp][] = [
    [
      'an init script PostgreSQL refuses',
      { name: '坏脚本', description: null, initSql: 'CREATE TABLE t (id integer;', hiddenData: [] },
      /第 2 个场景“坏脚本”：初始化脚本有错误/,
    ],
    [
      'hidden data that adds a table',
      { name: '坏隐藏数据', description: null, initSql: SMALL, hiddenData: ['CREATE TABLE extra (x integer);'] },
      /第 2 个场景“坏隐藏数据”：隐藏数据 1 只能改变表中的行/,
    ],
    [
      'a name over 60 characters',
      { name: '名'.repeat(61), description: null, initSql: SMALL, hiddenData: [] },
      /第 2 个场景“名+…”：场景名称不能超过 60 个字符/,
    ],
    ['six hidden data', { name: '太多', description: null, initSql: SMALL, hiddenData: Array(6).fill('SELECT 1;') }, /“太多”：隐藏数据最多 5 组/],
    [
      'a script over 64 KB',
      { name: '太长', description: null, initSql: `${SMALL}\n--${'x'.repeat(65 * 1024)}`, hiddenData: [] },
      /“太长”：初始化脚本不能超过 64 KB/,
    ],
    ['no init script', { name: '没脚本', description: '说明' }, /“没脚本”：初始化脚本必须是文本/],
    ['not an object', ['学生选课'] as unknown as Record<string, unknown>, /第 2 个场景：不是场景/],
  ];

  it.each(cases)('%s: the preview names it, the import writes no scene and says which and why', async (_what, bad, message) => {
    const before = await rowCount(s, scenes);
    const preview = await upload(teacher, otherCourse, fileDoc([good, bad]), true);
    expect(preview.success).toBe(true);
    expect(preview.obj.scenes[0]!.problem).toBeNull();
    expect(preview.obj.scenes[1]!.problem).toEqual(expect.stringMatching(CHINESE));
    const r = await upload(teacher, otherCourse, fileDoc([good, bad]));
    expect({ success: r.success, message: r.message }).toEqual({ success: false, message: expect.stringMatching(message) });
    expect(r.message).toMatch(/^没有导入任何场景/);
    expect(await rowCount(s, scenes)).toBe(before);
  });

  it('a refusal counts every wrong scene', async () => {
    const bad = { name: '坏', description: null, initSql: 'SELEC 1;', hiddenData: [] };
    const r = await upload(teacher, otherCourse, fileDoc([bad, good, { ...bad, name: '也坏' }]));
    expect(r.message).toMatch(/^没有导入任何场景：第 1 个场景“坏”：初始化脚本有错误.*（共 2 个场景有错误）$/);
  });
});

describe('hostile and malformed files are refused in Chinese and write nothing', () => {
  const scene = { name: '场景', description: null, initSql: SMALL, hiddenData: [] };
  const big = SCENE_IMPORT_MAX_SCENES * 200;

  const cases: [string, Buffer | Record<string, unknown>, RegExp][] = [
    ['not JSON', Buffer.from('name,initSql\n学生,CREATE TABLE t (id integer);'), /不是有效的 JSON/],
    ['an image', PNG, /不是 UTF-8 编码的文本/],
    ['a JSON array', Buffer.from('[1, 2, 3]'), /不是场景文件/],
    ['another format', { format: 'something-else', version: 1, scenes: [scene] }, /不是场景文件/],
    ['version 2', { ...fileDoc([scene]), version: 2 }, /不支持的场景文件版本 2/],
    ['no scenes list', { format: SCENE_FILE_FORMAT, version: 1 }, /没有场景列表/],
    ['no scene', fileDoc([]), /文件中没有场景/],
    [`${big} scenes`, fileDoc(Array(big).fill(scene)), new RegExp(`最多导入 ${SCENE_IMPORT_MAX_SCENES} 个场景，这个文件有 ${big} 个`)],
    [
      'a __proto__ key',
      Buffer.from(`{"format":"htdz-scenes","version":1,"scenes":[{"__proto__":{"polluted":true},"name":"x","initSql":"SELECT 1;"}]}`),
      /不允许的键名“__proto__”/,
    ],
    ['a constructor key', Buffer.from(`{"format":"htdz-scenes","version":1,"constructor":{"prototype":{"polluted":true}},"scenes":[]}`), /不允许的键名/],
    ['a NUL in a description', fileDoc([{ ...scene, description: '说明\u0000' }]), /控制字符/],
    ['JSON nested 100 000 deep', Buffer.from(`{"format":"htdz-scenes","version":1,"scenes":[${'['.repeat(100_000)}${']'.repeat(100_000)}]}`), /嵌套过深/],
    ['a file over the limit', Buffer.from(JSON.stringify(fileDoc([{ ...scene, description: 'x'.repeat(SCENE_IMPORT_MAX_BYTES) }]))), /场景文件不能超过 5 MB/],
    ['an empty file', Buffer.alloc(0), /空文件/],
  ];

  it.each(cases)('%s', async (_what, content, message) => {
    const before = await rowCount(s, scenes);
    for (const preview of [true, false]) {
      const r = await upload(teacher, otherCourse, content, preview);
      expect({ preview, success: r.success, message: r.message }).toEqual({ preview, success: false, message: expect.stringMatching(message) });
    }
    expect(await rowCount(s, scenes)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('huge strings in a scene are that scene’s problem, not the server’s', async () => {
    const r = await upload(teacher, otherCourse, fileDoc([{ ...scene, name: '名'.repeat(1_000_000) }]), true);
    expect(r.success).toBe(true);
    // the answer repeats the name shortened, not a megabyte of it
    expect(r.obj.scenes[0]!.name.length).toBeLessThanOrEqual(61);
    expect(r.obj.scenes[0]!.problem).toMatch(/场景名称不能超过 60 个字符/);
  });
});

describe('who may export and import', () => {
  it('a student exports nothing: not their course’s scenes, not a scene, not the public library', async () => {
    const [row] = await s.database.db.select({ id: scenes.id }).from(scenes).where(eq(scenes.courseId, teacherCourse)).limit(1);
    for (const r of [
      await exportCourse(student, teacherCourse),
      await exportCourse(student, null),
      await s.api.exportScene({ params: { sceneId: row!.id } }, { token: student }),
    ]) {
      expect({ success: r.success, code: r.code, hasFile: 'file' in (r.obj ?? {}) }).toEqual({ success: false, code: 403, hasFile: false });
      expect(JSON.stringify(r)).not.toContain(SHOP_HIDDEN[0]);
    }
  });

  it('a teacher of another course gets neither the course’s scenes nor one of them', async () => {
    // their own course exports: the refusals are about the demo course
    expect((await exportCourse(stranger, strangerCourse)).obj).toMatchObject({ fileName: '别人的课程-场景.json', file: { scenes: [] } });
    const [row] = await s.database.db.select({ id: scenes.id }).from(scenes).where(eq(scenes.name, '员工部门')).limit(1);
    for (const r of [await exportCourse(stranger, teacherCourse), await s.api.exportScene({ params: { sceneId: row!.id } }, { token: stranger })]) {
      expect({ success: r.success, code: r.code }).toEqual({ success: false, code: 403 });
      expect(r.message).toMatch(CHINESE);
      expect(JSON.stringify(r)).not.toContain(SHOP_HIDDEN[0]);
    }
  });

  it('those who read but do not edit the scenes (an assistant, an expert) get them without hidden data', async () => {
    for (const token of [assistant, expert]) {
      const r = await exportCourse(token, teacherCourse);
      expect(r.success).toBe(true);
      expect(r.obj.hiddenDataLeftOut).toBe(1);
      expect(r.obj.file.scenes.every((x) => x.hiddenData.length === 0)).toBe(true);
      expect(r.obj.file.scenes.find((x) => x.name === '员工部门')!.initSql).toBe(SHOP);
      expect(JSON.stringify(r)).not.toContain(SHOP_HIDDEN[0]);
    }
  });

  it('nobody imports into a course they do not edit: a stranger, the assistant, an expert; nothing is written', async () => {
    const before = await rowCount(s, scenes);
    const file = fileDoc([{ name: '越权', description: null, initSql: SMALL, hiddenData: [] }]);
    for (const [token, message] of [
      [stranger, /只有课程负责人可以编辑/],
      [assistant, /助教只能查看和批阅/],
      [expert, /只有课程负责人可以编辑/],
    ] as const) {
      for (const preview of [true, false]) {
        const r = await upload(token, teacherCourse, file, preview);
        expect({ success: r.success, code: r.code, message: r.message }).toEqual({ success: false, code: 403, message: expect.stringMatching(message) });
      }
    }
    expect((await upload(student, teacherCourse, file)).code).toBe(403);
    expect(await rowCount(s, scenes)).toBe(before);
  });

  it('the public library: a teacher exports it without hidden data and may not import into it; an expert does both', async () => {
    const mine = await saveScene(expert, null, '库中带隐藏数据', SMALL, ["DELETE FROM t; INSERT INTO t VALUES (9, '九');"]);
    const asTeacher = await exportCourse(teacher, null);
    expect(asTeacher.obj.fileName).toBe('公共场景库-场景.json');
    expect(asTeacher.obj.file.scenes.find((x) => x.name === mine.name)!.hiddenData).toEqual([]);
    const asExpert = await exportCourse(expert, null);
    expect(asExpert.obj.file.scenes.find((x) => x.name === mine.name)!.hiddenData).toEqual(mine.hiddenData);

    const file = fileDoc([{ name: '导入到公共库', description: null, initSql: SMALL, hiddenData: [] }]);
    const refused = await upload(teacher, null, file);
    expect({ success: refused.success, message: refused.message }).toEqual({ success: false, message: '只有专家可以编辑公共场景库' });
    const r: { success: boolean; obj: SceneImportAnswer } = await upload(expert, null, file);
    expect(r.success).toBe(true);
    const [row] = await s.database.db.select().from(scenes).where(eq(scenes.id, r.obj.sceneIds[0]!));
    expect(row).toMatchObject({ courseId: null, name: '导入到公共库' });
  });
});
