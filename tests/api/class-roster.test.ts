// A class's roster from a spreadsheet and the teachers who teach the class with its owner, against a real database.
// The seed gives 李老师 (teacher) the class 2023级计算机科学1班 of course 1, with student and teastu on its roster.
import ExcelJS from 'exceljs';
import type { ClassSummary } from '@contract/clazz';
import { RoleId } from '@contract/roles';
import { classStudents, classTeachers } from '../../server/db/schema';
import { CHINESE, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';
import { kindOf } from './xlsx-cells';

let s: TestServer;
let admin: string;
let teacher: string;
let otherTeacher: string;
let coTeacher: string;
let student: string;
let clazz: ClassSummary;
let otherClass: ClassSummary;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Creates an account; answers its password. */
async function newUser(code: string, userName: string, roleId: number): Promise<string> {
  const created = await s.api.updateUser({ body: { code, userName, roleIds: [roleId] } }, { token: admin });
  expect(created.success).toBe(true);
  return created.obj.password!;
}

/** An .xlsx with the template's header (or another) and these rows. */
async function sheet(rows: string[][], header = ['学号', '姓名']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('名单');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const importRoster = (content: Buffer, token = teacher, sclassId = clazz.sclassId) =>
  s.uploadTo('importRoster', { query: { sclassId } }, { content, filename: '名单.xlsx', contentType: XLSX_TYPE }, { token });
const rosterCodes = async (token = teacher) => (await s.api.classStudents({ params: { sclassId: clazz.sclassId } }, { token })).obj.map((r) => r.code);
const teachers = (token = teacher) => s.api.classTeachers({ params: { sclassId: clazz.sclassId } }, { token });
const addTeacher = (code: string, token = teacher) => s.api.addClassTeacher({ body: { sclassId: clazz.sclassId, code } }, { token });
const removeTeacher = (userId: number, token = teacher) => s.api.removeClassTeacher({ body: { sclassId: clazz.sclassId, userId } }, { token });

beforeAll(async () => {
  s = await startServer();
  [admin, teacher, student] = await Promise.all(['admin', 'teacher', 'student'].map((u) => s.login(u)));
  [otherTeacher, coTeacher] = await Promise.all([
    newUser('teacher02', '钱老师', RoleId.TEACHER).then((password) => s.login('teacher02', password)),
    newUser('coteach', '孙老师', RoleId.TEACHER).then((password) => s.login('coteach', password)),
    ...['一', '二', '三', '四'].map((n, i) => newUser(`s0${i + 1}`, `学生${n}`, RoleId.STUDENT)),
  ]);
  clazz = (await s.api.listClasses({ query: { courseId: '1' } }, { token: teacher })).obj.list[0];
  const course = (await s.api.saveCourse({ body: { name: '钱老师的课' } }, { token: otherTeacher })).obj;
  otherClass = (await s.api.saveClass({ body: { name: '钱老师的班', courseId: course.courseId } }, { token: otherTeacher })).obj;
});
afterAll(async () => {
  await s.close();
});

describe('the roster template', () => {
  it('downloads as 班级名单导入模板.xlsx with 学号 and 姓名, an example row and a sheet of explanations', async () => {
    const res = await s.response('rosterTemplate', {}, { token: teacher });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('班级名单导入模板.xlsx')}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as Parameters<typeof wb.xlsx.load>[0]);
    const [names, help] = wb.worksheets;
    expect((names.getRow(1).values as unknown[]).slice(1)).toEqual(['学号', '姓名']);
    expect(names.getRow(2).getCell(1).text).toBe('2023010101');
    // 学号 is text, in the example and in what is typed below it: an account such as 0230101 keeps its 0
    expect(kindOf(names.getRow(2).getCell(1))).toBe('s');
    expect(names.getColumn(1).numFmt).toBe('@');
    expect(help.name).toBe('说明');
    const helpText = help.getColumn(2).values.join('\n');
    expect(helpText).toContain('必填');
    expect(helpText).toContain('2000');
  });

  it('is not for students', async () => {
    const res = await s.response('rosterTemplate', {}, { token: student });
    expect(res.json()).toMatchObject({ success: false, code: 403 });
  });
});

describe('importing a roster', () => {
  it('a file with mistakes is refused row by row, naming each row and problem, and adds nobody', async () => {
    const before = await rowCount(s, classStudents);
    const file = await sheet([
      ['s01', '学生一'], // row 2: fine, but not added while others are wrong
      ['s02', '学生二'], // row 3: again in row 6
      ['nobody', ''], // row 4
      ['teacher', '李老师'], // row 5: a teacher
      ['S02', ''], // row 6: s02 again (case does not matter)
      ['s03', '张三'], // row 7: the account's name is 学生三
      ['', '无名氏'], // row 8: no 学号
    ]);
    const res = await importRoster(file);
    expect(res.success).toBe(true);
    expect(res.obj.added).toBe(0);
    expect(res.obj.already).toEqual([]);
    expect(res.obj.errors.map((e) => e.row)).toEqual([3, 4, 5, 6, 7, 8]);
    const messageOf = (row: number) => res.obj.errors.find((e) => e.row === row)!.message;
    expect(messageOf(3)).toBe('学号 s02 在文件中重复（第 3、6 行）');
    expect(messageOf(6)).toBe('学号 S02 在文件中重复（第 3、6 行）');
    expect(messageOf(4)).toBe('学号 nobody 不存在');
    expect(messageOf(5)).toBe('账号 teacher（李老师）不是学生');
    expect(messageOf(7)).toBe('姓名“张三”与学号 s03 的姓名“学生三”不一致');
    expect(messageOf(8)).toBe('请填写学号');
    for (const e of res.obj.errors) expect(e.message).toMatch(CHINESE);
    expect(await rowCount(s, classStudents)).toBe(before);
  });

  it('a good file adds its students and names those already in the class; importing it again adds nobody twice', async () => {
    const file = await sheet([
      ['s01', '学生一'],
      ['S02', ''],
      ['student', '张同学'],
      ['teastu', ''],
    ]);
    const res = await importRoster(file);
    expect(res.obj).toEqual({ added: 2, already: ['student', 'teastu'], errors: [] });
    expect(await rosterCodes()).toEqual(['s01', 's02', 'student', 'teastu']);
    const again = await importRoster(file);
    expect(again.obj).toEqual({ added: 0, already: ['s01', 's02', 'student', 'teastu'], errors: [] });
    const summary = await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: teacher });
    expect(summary.obj.studentCount).toBe(4);
  });

  it('reads 学号 typed as a number, or as text with a leading 0, as the account it is', async () => {
    await newUser('2024001', '数同学', RoleId.STUDENT);
    await newUser('0230101', '零同学', RoleId.STUDENT);
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('名单');
    ws.addRows([
      ['学号', '姓名'],
      [2024001, '数同学'],
      ['0230101', { richText: [{ text: '零' }, { text: '同学' }] }],
    ]);
    const res = await importRoster(Buffer.from(await wb.xlsx.writeBuffer()), otherTeacher, otherClass.sclassId);
    expect(res.obj).toEqual({ added: 2, already: [], errors: [] });
    const codes = (await s.api.classStudents({ params: { sclassId: otherClass.sclassId } }, { token: otherTeacher })).obj.map((r) => r.code);
    expect(codes.sort()).toEqual(['0230101', '2024001']);
  });

  it('a teacher of another class, or a student, cannot import into this one', async () => {
    const before = await rowCount(s, classStudents);
    const file = await sheet([['s03', '']]);
    expect(await importRoster(file, otherTeacher)).toMatchObject({ success: false, code: 403 });
    expect(await importRoster(file, student)).toMatchObject({ success: false, code: 403 });
    expect(await importRoster(file, teacher, otherClass.sclassId)).toMatchObject({ success: false, code: 403 });
    expect(await rowCount(s, classStudents)).toBe(before);
  });

  it('refuses what is not a roster: not .xlsx, no 学号 column, no rows, too many rows, too large', async () => {
    const refused = async (content: Buffer, message: string | RegExp) => {
      const res = await importRoster(content);
      expect(res).toMatchObject({ success: false, message: typeof message === 'string' ? expect.stringContaining(message) : expect.stringMatching(message) });
      expect(res.message).toMatch(CHINESE);
    };
    await refused(Buffer.from('学号,姓名\ns03,学生三\n'), '只能导入 .xlsx');
    await refused(await sheet([['s03']], ['账号']), '缺少列：学号');
    await refused(await sheet([]), '文件中没有要导入的学生');
    await refused(await sheet(Array.from({ length: 2001 }, (_, i) => [`x${i}`, ''])), '一次最多导入 2000 行');
    await refused(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(2 * 1024 * 1024)]), '不能超过 2 MB');
    expect(await rosterCodes()).toEqual(['s01', 's02', 'student', 'teastu']);
  });
});

describe('co-teachers', () => {
  let coTeacherId: number;

  it('at first the class has only its owner, and another teacher cannot open it', async () => {
    const list = await teachers();
    expect(list.obj).toEqual([expect.objectContaining({ code: 'teacher', name: '李老师', isOwner: true })]);
    expect(await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: coTeacher })).toMatchObject({ success: false, code: 403 });
    expect(await teachers(coTeacher)).toMatchObject({ success: false, code: 403 });
    expect(await teachers(student)).toMatchObject({ success: false, code: 403 });
  });

  it('the owner adds a teacher by account; twice is harmless; neither the owner nor a student nor an unknown account can be added', async () => {
    const added = await addTeacher('COTEACH');
    expect(added.obj.map((t) => [t.code, t.name, t.isOwner])).toEqual([
      ['teacher', '李老师', true],
      ['coteach', '孙老师', false],
    ]);
    coTeacherId = added.obj[1].userId;
    expect((await addTeacher('coteach')).obj).toEqual(added.obj);
    const rows = await rowCount(s, classTeachers);
    expect(await addTeacher('teacher')).toMatchObject({ success: false, message: expect.stringContaining('负责教师') });
    expect(await addTeacher('s04')).toMatchObject({ success: false, message: '账号 s04 不存在或不是教师' });
    expect(await addTeacher('nobody')).toMatchObject({ success: false, message: '账号 nobody 不存在或不是教师' });
    expect(await addTeacher('  ')).toMatchObject({ success: false, message: expect.stringContaining('请输入教师账号') });
    expect(await rowCount(s, classTeachers)).toBe(rows);
  });

  it('the co-teacher then sees the class, its roster and its teachers, and imports a roster', async () => {
    const summary = await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: coTeacher });
    expect(summary.obj).toMatchObject({ sclassId: clazz.sclassId, canEdit: true, canManageTeachers: false });
    const listed = await s.api.listClasses({}, { token: coTeacher });
    expect(listed.obj.list.map((c) => c.sclassId)).toEqual([clazz.sclassId]);
    expect(await rosterCodes(coTeacher)).toEqual(['s01', 's02', 'student', 'teastu']);
    expect((await teachers(coTeacher)).obj.map((t) => t.code)).toEqual(['teacher', 'coteach']);
    const res = await importRoster(await sheet([['s04', '学生四']]), coTeacher);
    expect(res.obj).toEqual({ added: 1, already: [], errors: [] });
    expect(await rosterCodes(coTeacher)).toContain('s04');
  });

  it('a co-teacher cannot add or remove teachers; the owner and admins can', async () => {
    expect(await addTeacher('teacher02', coTeacher)).toMatchObject({ success: false, code: 403, message: expect.stringContaining('负责教师或管理员') });
    expect(await removeTeacher(coTeacherId, coTeacher)).toMatchObject({ success: false, code: 403 });
    expect(await addTeacher('teacher02', otherTeacher)).toMatchObject({ success: false, code: 403 });
    expect((await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: teacher })).obj.canManageTeachers).toBe(true);
    expect((await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: admin })).obj.canManageTeachers).toBe(true);
    const byAdmin = await addTeacher('teacher02', admin);
    expect(byAdmin.obj.map((t) => t.code)).toEqual(['teacher', 'coteach', 'teacher02']);
  });

  it('removing a co-teacher takes the class away from them; the owner cannot be removed', async () => {
    const ownerId = (await teachers()).obj[0].userId;
    expect(await removeTeacher(ownerId)).toMatchObject({ success: false, message: '负责教师不能移除' });
    const removed = await removeTeacher(coTeacherId);
    expect(removed.obj.map((t) => t.code)).toEqual(['teacher', 'teacher02']);
    expect(await removeTeacher(coTeacherId)).toMatchObject({ success: false, message: '该教师不是这个班级的任课教师' });
    expect(await s.api.getClass({ params: { sclassId: clazz.sclassId } }, { token: coTeacher })).toMatchObject({ success: false, code: 403 });
    expect(await importRoster(await sheet([['s03', '']]), coTeacher)).toMatchObject({ success: false, code: 403 });
  });
});
