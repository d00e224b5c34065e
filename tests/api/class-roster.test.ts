// A class's roster from a spreadsheet, students added by 学号 + 姓名 (new accounts with first passwords that must be
// changed before anything else), the teachers' care of their students' accounts (name, first password, batch removal),
// and the teachers who teach the class with its owner, against a real database.
// The seed gives 李老师 (teacher) the class 2023级计算机科学1班 of course 1, with student and teastu on its roster.
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { MUST_CHANGE_PASSWORD_MESSAGE } from '@contract/auth';
import type { ClassSummary, CreatedStudent } from '@contract/clazz';
import { RoleId } from '@contract/roles';
import { classStudents, classTeachers, users } from '../../server/db/schema';
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
    expect(messageOf(4)).toBe('学号 nobody 不存在；填写姓名即可为其新建学生账号');
    expect(messageOf(5)).toBe('账号 teacher 不是学生账号');
    expect(messageOf(7)).toBe('姓名“张三”与学号 s03 的账号姓名不一致');
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
    expect(res.obj).toEqual({
      added: 2,
      already: ['student', 'teastu'],
      errors: [],
      created: [],
      joined: [
        { row: 2, userId: expect.any(Number), code: 's01', name: '学生一' },
        { row: 3, userId: expect.any(Number), code: 's02', name: '学生二' },
      ],
    });
    expect(await rosterCodes()).toEqual(['s01', 's02', 'student', 'teastu']);
    const again = await importRoster(file);
    expect(again.obj).toEqual({ added: 0, already: ['s01', 's02', 'student', 'teastu'], errors: [], created: [], joined: [] });
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
    expect(res.obj).toMatchObject({ added: 2, already: [], errors: [], created: [] });
    expect(res.obj.joined.map((j) => [j.row, j.code])).toEqual([
      [2, '2024001'],
      [3, '0230101'],
    ]);
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
    expect(res.obj).toMatchObject({ added: 1, already: [], errors: [], created: [] });
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

describe('students by 学号 and 姓名', () => {
  let termClass: ClassSummary;
  let created: CreatedStudent[];
  const add = (rows: { code: string; name?: string }[], token = teacher, sclassId = termClass.sclassId) =>
    s.api.addStudentAccounts({ body: { sclassId, rows } }, { token });
  const codesOf = async (sclassId: number) => (await s.api.classStudents({ params: { sclassId } }, { token: admin })).obj.map((r) => r.code);

  beforeAll(async () => {
    termClass = (await s.api.saveClass({ body: { name: '2025级新生班', courseId: 1 } }, { token: teacher })).obj;
  });

  it('makes student accounts for new 学号, joins existing students, and answers each first password once', async () => {
    const res = await add([
      { code: 'S2025001', name: '新同学甲' },
      { code: 's2025002', name: ' 新同学  乙 ' },
      { code: 's03', name: '学生三' },
      { code: 'student' },
    ]);
    expect(res.success).toBe(true);
    expect(res.obj).toMatchObject({ added: 4, already: [], errors: [] });
    created = res.obj.created;
    expect(created.map((c) => [c.row, c.code, c.name])).toEqual([
      [1, 'S2025001', '新同学甲'],
      [2, 's2025002', '新同学 乙'],
    ]);
    // 8 characters a student reads off paper: no l, o, i, 0 or 1; a letter and a digit, as a chosen password needs
    for (const c of created) expect(c.password).toMatch(/^(?=.*[a-z])(?=.*\d)[a-hjkmnp-z2-9]{8}$/);
    expect(created[0].password).not.toBe(created[1].password);
    expect(res.obj.joined.map((j) => [j.row, j.code])).toEqual([
      [3, 's03'],
      [4, 'student'],
    ]);
    expect((await codesOf(termClass.sclassId)).sort()).toEqual(['S2025001', 's03', 's2025002', 'student']);
    // students, nothing else, and the password is stored hashed
    const [row] = await s.database.db.select().from(users).where(eq(users.id, created[0].userId));
    expect(row).toMatchObject({ code: 'S2025001', name: '新同学甲', defRole: RoleId.STUDENT, mustChangePassword: true });
    expect(row.passwordHash).not.toContain(created[0].password);
    // again: all there, nobody made twice, no password answered again
    const again = await add([{ code: 's2025001', name: '新同学甲' }, { code: 's03' }]);
    expect(again.obj).toEqual({ added: 0, already: ['S2025001', 's03'], errors: [], created: [], joined: [] });
  });

  it('a new account signs in with its first password and can only change it; then everything answers', async () => {
    const first = created[0];
    const signedIn = await s.api.login({ body: { username: 's2025001', password: first.password } });
    expect(signedIn.obj).toMatchObject({ code: 'S2025001', mustChangePassword: true });
    const token = signedIn.token!;
    expect((await s.api.getCurrentUser({}, { token })).obj).toMatchObject({ userName: '新同学甲', mustChangePassword: true });
    const refusals = [
      await s.api.myCourses({}, { token }),
      await s.api.getMenu({}, { token }),
      await s.api.getNoticesNotRead({}, { token }),
      await s.api.updateUserCenter({ body: { userName: '改名' } }, { token }),
    ];
    for (const res of refusals) expect(res).toMatchObject({ success: false, code: 403, message: MUST_CHANGE_PASSWORD_MESSAGE });
    expect(await s.api.userUpdatePassword({ body: { oldPassword: 'wrong123', newPassword: 'Mine2025' } }, { token })).toMatchObject({ success: false });
    const changed = await s.api.userUpdatePassword({ body: { oldPassword: first.password, newPassword: 'Mine2025' } }, { token });
    expect(changed.success).toBe(true);
    const fresh = changed.token!;
    expect((await s.api.getCurrentUser({}, { token: fresh })).obj.mustChangePassword).toBe(false);
    expect((await s.api.myCourses({}, { token: fresh })).obj.map((c) => c.clazzId)).toEqual([termClass.sclassId]);
    expect((await s.api.getMenu({}, { token: fresh })).success).toBe(true);
    expect((await s.api.login({ body: { username: 's2025001', password: 'Mine2025' } })).obj.mustChangePassword).toBe(false);
    await expect(s.login('s2025001', first.password)).rejects.toThrow();
  });

  it('logout answers to an account that has not changed its first password yet', async () => {
    const token = await s.login('s2025002', created[1].password);
    expect(await s.api.logout({}, { token })).toMatchObject({ success: true });
    expect(await s.api.getCurrentUser({}, { token })).toMatchObject({ success: false, code: 401 });
  });

  it('refuses, row by row, a name that is not the account’s, a teacher’s account, an unknown 学号 without a name, twice the same 学号, an unusable 学号; and then writes nothing', async () => {
    const before = { users: await rowCount(s, users), roster: await rowCount(s, classStudents) };
    const res = await add([
      { code: 's04', name: '张三' }, // 1: s04 is 学生四
      { code: 'newcomer', name: '新来的' }, // 2: fine, but not made while others are refused
      { code: 'teacher02', name: '钱老师' }, // 3: a teacher
      { code: 'nobody2' }, // 4: unknown, no name
      { code: 'dup01', name: '重复' }, // 5: again in 6
      { code: 'DUP01', name: '重复' }, // 6
      { code: '学号一', name: '中文学号' }, // 7: not an account's letters
    ]);
    expect(res.success).toBe(true);
    expect(res.obj).toMatchObject({ added: 0, already: [], created: [], joined: [] });
    const messages = Object.fromEntries(res.obj.errors.map((e) => [e.row, e.message]));
    expect(messages).toEqual({
      1: '姓名“张三”与学号 s04 的账号姓名不一致',
      3: '账号 teacher02 不是学生账号',
      4: '学号 nobody2 不存在；填写姓名即可为其新建学生账号',
      5: '学号 dup01 在名单中重复（第 5、6 行）',
      6: '学号 DUP01 在名单中重复（第 5、6 行）',
      7: '学号 学号一 不能用作新账号：账号只能包含字母、数字和 . _ -',
    });
    expect({ users: await rowCount(s, users), roster: await rowCount(s, classStudents) }).toEqual(before);
  });

  it('only the teachers of the class add students to it', async () => {
    const before = await rowCount(s, users);
    for (const token of [otherTeacher, student]) {
      expect(await add([{ code: 'intruder1', name: '外人' }], token)).toMatchObject({ success: false, code: 403 });
    }
    expect(await add([], teacher)).toMatchObject({ success: false, message: expect.stringContaining('请填写学生的学号和姓名') });
    expect(await rowCount(s, users)).toBe(before);
  });

  it('the import makes accounts, joins students, names those already there, and reports refused rows', async () => {
    const refusedFile = await sheet([
      ['imp001', '导入甲'], // 2: fine alone
      ['teacher', '李老师'], // 3: a teacher
      ['imp404', ''], // 4: unknown without a name
    ]);
    const before = await rowCount(s, users);
    const refused = await importRoster(refusedFile, teacher, termClass.sclassId);
    expect(refused.obj).toMatchObject({ added: 0, created: [], joined: [] });
    expect(refused.obj.errors).toEqual([
      { row: 3, message: '账号 teacher 不是学生账号' },
      { row: 4, message: '学号 imp404 不存在；填写姓名即可为其新建学生账号' },
    ]);
    expect(await rowCount(s, users)).toBe(before);

    const good = await sheet([
      ['imp001', '导入甲'], // 2: made
      ['s04', '学生四'], // 3: joins
      ['student', ''], // 4: already in the class
      ['imp002', '导入乙'], // 5: made
    ]);
    const res = await importRoster(good, teacher, termClass.sclassId);
    expect(res.obj).toMatchObject({ added: 3, already: ['student'], errors: [] });
    expect(res.obj.created.map((c) => [c.row, c.code, c.name])).toEqual([
      [2, 'imp001', '导入甲'],
      [5, 'imp002', '导入乙'],
    ]);
    expect(res.obj.joined.map((j) => [j.row, j.code])).toEqual([[3, 's04']]);
    const token = await s.login('imp002', res.obj.created[1].password);
    expect((await s.api.getCurrentUser({}, { token })).obj.mustChangePassword).toBe(true);
  });
});

describe("a teacher and their students' accounts", () => {
  let termClass: ClassSummary;
  let studentA: CreatedStudent;
  let studentB: CreatedStudent;
  const idOf = async (code: string) =>
    (
      await s.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.code})`, code))
    )[0]!.id;
  const rename = (userId: number, name: string, token = teacher, sclassId = termClass.sclassId) =>
    s.api.renameStudent({ body: { sclassId, userId, name } }, { token });
  const reset = (userId: number, token = teacher, sclassId = termClass.sclassId) => s.api.resetStudentPassword({ body: { sclassId, userId } }, { token });

  beforeAll(async () => {
    termClass = (await s.api.listClasses({ query: { keyword: '2025级新生班' } }, { token: teacher })).obj.list[0];
    const res = await s.api.addStudentAccounts(
      {
        body: {
          sclassId: termClass.sclassId,
          rows: [{ code: 'acc01', name: '账号甲' }, { code: 'acc02', name: '账号乙' }, { code: 'teastu' }],
        },
      },
      { token: teacher },
    );
    [studentA, studentB] = res.obj.created;
  });

  it('renames a student of the class, also as its co-teacher', async () => {
    const res = await rename(studentA.userId, '账号甲（改）');
    expect(res.obj).toMatchObject({ userId: studentA.userId, code: 'acc01', name: '账号甲（改）' });
    expect((await s.api.classStudents({ params: { sclassId: termClass.sclassId } }, { token: teacher })).obj.find((r) => r.code === 'acc01')?.name).toBe(
      '账号甲（改）',
    );
    expect(await rename(studentA.userId, '<b>x</b>')).toMatchObject({ success: false, message: expect.stringContaining('姓名不能包含') });
  });

  it('resets a first password: old sessions end, the new one signs in and must be changed', async () => {
    const old = await s.login('acc02', studentB.password);
    const res = await reset(studentB.userId);
    expect(res.obj).toMatchObject({ userId: studentB.userId, code: 'acc02', name: '账号乙' });
    expect(res.obj.password).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
    expect(await s.api.getCurrentUser({}, { token: old })).toMatchObject({ success: false, code: 401 });
    await expect(s.login('acc02', studentB.password)).rejects.toThrow();
    const signedIn = await s.api.login({ body: { username: 'acc02', password: res.obj.password } });
    expect(signedIn.obj.mustChangePassword).toBe(true);
    // a student who had chosen their own password must choose again
    const mine = await s.api.userUpdatePassword({ body: { oldPassword: res.obj.password, newPassword: 'Mine2026' } }, { token: signedIn.token! });
    expect(mine.success).toBe(true);
    const again = await reset(studentB.userId);
    expect((await s.api.login({ body: { username: 'acc02', password: again.obj.password } })).obj.mustChangePassword).toBe(true);
  });

  it('refuses another teacher’s class, a student of another class, and any account that is not only a student’s', async () => {
    const before = await rowCount(s, users);
    // another teacher, on this class
    expect(await rename(studentA.userId, '外人改名', otherTeacher)).toMatchObject({ success: false, code: 403 });
    expect(await reset(studentA.userId, otherTeacher)).toMatchObject({ success: false, code: 403 });
    // a student, on this class
    expect(await reset(studentA.userId, student)).toMatchObject({ success: false, code: 403 });
    // this teacher, for a student of another teacher's class (not on this roster), through this class or that one
    const other = await idOf('2024001');
    expect(await rename(other, '改名')).toMatchObject({ success: false, code: 403, message: expect.stringContaining('不在这个班级中') });
    expect(await reset(other)).toMatchObject({ success: false, code: 403 });
    expect(await reset(other, teacher, otherClass.sclassId)).toMatchObject({ success: false, code: 403 });
    // teastu is on the roster, but is also a teacher: not a teacher's to reset, nor an admin's through a class
    const teastu = await idOf('teastu');
    expect(await reset(teastu)).toMatchObject({ success: false, code: 403, message: expect.stringContaining('不只是学生账号') });
    expect(await rename(teastu, '改名')).toMatchObject({ success: false, code: 403 });
    expect(await reset(teastu, admin)).toMatchObject({ success: false, code: 403 });
    expect(await s.login('teastu')).toEqual(expect.any(String));
    // admins keep their powers: a student of any class, and their own user pages for everyone
    expect((await reset(studentA.userId, admin)).success).toBe(true);
    expect((await s.api.resetUserPassword({ body: { userId: teastu, password: 'Demo1234' } }, { token: admin })).success).toBe(true);
    expect(await rowCount(s, users)).toBe(before);
  });

  it('refuses a student who is also in another teacher’s class, though put on this roster: no taking over accounts', async () => {
    const other = await idOf('2024001');
    const [{ name }] = await s.database.db.select({ name: users.name }).from(users).where(eq(users.id, other));
    // anyone may put an existing student on their roster by 学号 and name …
    const joined = await s.api.addStudentAccounts({ body: { sclassId: termClass.sclassId, rows: [{ code: '2024001', name }] } }, { token: teacher });
    expect(joined.obj.joined.map((j) => j.userId)).toEqual([other]);
    const hashBefore = (await s.database.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, other)))[0].h;
    // … but that does not make the account theirs: it still attends the other teacher's class
    expect(await reset(other)).toMatchObject({ success: false, code: 403, message: expect.stringContaining('也在其他教师的班级中') });
    expect(await rename(other, '冒名')).toMatchObject({ success: false, code: 403, message: expect.stringContaining('也在其他教师的班级中') });
    expect((await s.database.db.select({ h: users.passwordHash, name: users.name }).from(users).where(eq(users.id, other)))[0]).toEqual({
      h: hashBefore,
      name,
    });
    // an admin still can
    expect((await reset(other, admin)).success).toBe(true);
    await s.api.removeStudents({ body: { sclassId: termClass.sclassId, userIds: [other] } }, { token: teacher });
  });

  it('refuses an account no roster of theirs made: a student in no class, put on this roster, stays the admin’s', async () => {
    // an admin made this student, who is in no class: anyone may put them on a roster by 学号 …
    const password = await newUser('lone01', '独行同学', RoleId.STUDENT);
    const lone = await idOf('lone01');
    const joined = await s.api.addStudents({ body: { sclassId: termClass.sclassId, codes: ['lone01'] } }, { token: teacher });
    expect(joined.success).toBe(true);
    // … and every class they attend is now this teacher's, yet the account is not
    const notOurs = { success: false, code: 403, message: expect.stringContaining('不是由您任教班级的名单建立的') };
    expect(await reset(lone)).toMatchObject(notOurs);
    expect(await rename(lone, '冒名')).toMatchObject(notOurs);
    expect(await s.login('lone01', password)).toEqual(expect.any(String));
    // a student this class's roster made, taken off it and put on another teacher's roster, is not that teacher's
    const made = (await s.api.addStudentAccounts({ body: { sclassId: termClass.sclassId, rows: [{ code: 'made01', name: '名单同学' }] } }, { token: teacher }))
      .obj.created[0]!;
    expect((await s.api.removeStudents({ body: { sclassId: termClass.sclassId, userIds: [made.userId] } }, { token: teacher })).success).toBe(true);
    expect((await s.api.addStudents({ body: { sclassId: otherClass.sclassId, codes: ['made01'] } }, { token: otherTeacher })).success).toBe(true);
    expect(await reset(made.userId, otherTeacher, otherClass.sclassId)).toMatchObject(notOurs);
    // an admin still can
    expect((await reset(lone, admin)).success).toBe(true);
    await s.api.removeStudents({ body: { sclassId: termClass.sclassId, userIds: [lone] } }, { token: teacher });
    await s.api.removeStudents({ body: { sclassId: otherClass.sclassId, userIds: [made.userId] } }, { token: otherTeacher });
  });

  it('removes several students at once, all or none; the old single removal still works', async () => {
    const codes = async () => (await s.api.classStudents({ params: { sclassId: termClass.sclassId } }, { token: teacher })).obj.map((r) => r.code);
    const teastu = await idOf('teastu');
    const notThere = await idOf('2024001');
    const refused = await s.api.removeStudents({ body: { sclassId: termClass.sclassId, userIds: [studentA.userId, notThere] } }, { token: teacher });
    expect(refused).toMatchObject({ success: false, message: '有 1 名学生不在这个班级中，没有移除任何学生；请刷新名单后重试' });
    expect(await codes()).toEqual(expect.arrayContaining(['acc01', 'acc02', 'teastu']));
    expect(await s.api.removeStudents({ body: { sclassId: termClass.sclassId, userIds: [studentA.userId] } }, { token: otherTeacher })).toMatchObject({
      success: false,
      code: 403,
    });
    const res = await s.api.removeStudents(
      { body: { sclassId: termClass.sclassId, userIds: [studentA.userId, studentB.userId, studentA.userId] } },
      { token: teacher },
    );
    expect(res.obj).toEqual({ removed: 2 });
    expect(await codes()).not.toEqual(expect.arrayContaining(['acc01']));
    expect(await codes()).not.toContain('acc02');
    // the accounts stay
    expect(await idOf('acc01')).toBe(studentA.userId);
    expect((await s.api.removeStudent({ body: { sclassId: termClass.sclassId, userId: teastu } }, { token: teacher })).success).toBe(true);
    expect(await codes()).not.toContain('teastu');
  });
});
