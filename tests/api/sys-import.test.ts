import ExcelJS from 'exceljs';
import { users } from '../../server/db/schema';
import { zipOf } from '../zip-bomb';
import { PNG, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';
import { dataSheet, kindOf } from './xlsx-cells';

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
});
afterAll(async () => {
  await s.close();
});

const HEADER = ['账号', '姓名', '角色', '邮箱', '电话', '初始密码'];

async function xlsx(rows: (string | number)[][], header: string[] = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('用户');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const importFile = (content: Buffer, filename = 'users.xlsx', token = admin) => s.uploadTo('importUsers', {}, { content, filename }, { token });

describe('the import template', () => {
  it('downloads as an .xlsx named 用户导入模板.xlsx with the header, an example row and a sheet of explanations', async () => {
    const res = await s.response('userImportTemplate', {}, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('用户导入模板.xlsx')}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as Parameters<typeof wb.xlsx.load>[0]);
    const [sheet, help] = wb.worksheets;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(sheet.getRow(2).getCell(1).text).toBe('zhangsan');
    expect(help.name).toBe('说明');
    const helpText = help.getColumn(2).values.join('\n');
    expect(helpText).toContain('学生');
    expect(helpText).toContain('2000');
  });

  it('filled in and imported again, it creates the users, who can sign in', async () => {
    const res = await s.response('userImportTemplate', {}, { token: admin });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as Parameters<typeof wb.xlsx.load>[0]);
    const sheet = wb.worksheets[0];
    sheet.getRow(2).values = ['tpl01', '模板甲', '学生', 'tpl01@example.com', '13800000001', ''];
    sheet.getRow(3).values = ['tpl02', '模板乙', '教师、学生', '', '', 'Given2024'];
    const filled = Buffer.from(await wb.xlsx.writeBuffer());

    const answer = await importFile(filled, '用户导入模板.xlsx');
    expect(answer).toMatchObject({ success: true, obj: { created: 2, errors: [] } });
    expect(answer.obj.passwords.map((p) => p.code)).toEqual(['tpl01']);
    await s.login('tpl01', answer.obj.passwords[0].password);
    const token = await s.login('tpl02', 'Given2024');
    const me = await s.api.getCurrentUser({}, { token });
    expect(me.obj.roleList.map((r) => r.roleName)).toEqual(['教师', '学生']);
  });

  it('keeps 账号 and 电话 as text, its example and what is typed below it, so 0 in front is not lost', async () => {
    const res = await s.response('userImportTemplate', {}, { token: admin });
    const { sheet, rowOf } = await dataSheet(res.rawPayload);
    const example = rowOf('zhangsan');
    expect(kindOf(example.get('账号')!)).toBe('s');
    expect(kindOf(example.get('电话')!)).toBe('s');
    expect(example.get('电话')!.value).toBe('13800138000');
    expect(kindOf(example.get('初始密码')!)).toBe('');
    for (const c of [1, 2, 3, 4, 5, 6]) expect(sheet.getColumn(c).numFmt).toBe('@');
  });

  it('students cannot download it', async () => {
    const res = await s.response('userImportTemplate', {}, { token: await s.login('student') });
    expect(res.json()).toMatchObject({ code: 403, success: false });
  });
});

describe('importing users', () => {
  it('a good file creates every user; roles may be separated by 、 , or ，', async () => {
    const before = await rowCount(s, users);
    const file = await xlsx([
      ['good01', '好一', '学生', 'g1@example.com', 13900000001, ''],
      ['good02', '好二', '教师,学生', '', '', 'Pass2024a'],
      ['good03', '好三', '专家，教师', '', '', ''],
    ]);
    const res = await importFile(file);
    expect(res.obj).toMatchObject({ created: 3, errors: [] });
    expect(res.obj.passwords.map((p) => p.code)).toEqual(['good01', 'good03']);
    expect(await rowCount(s, users)).toBe(before + 3);
    await s.login('good02', 'Pass2024a');
    const token = await s.login('good01', res.obj.passwords[0].password);
    const me = await s.api.getCurrentUser({}, { token });
    expect(me.obj).toMatchObject({ phone: '13900000001', email: 'g1@example.com' });
  });

  it('reads 账号 and 电话 typed as numbers, or as text with a leading 0, as the digits they are', async () => {
    const file = await xlsx([
      [2024101, '数一', '学生', '', 13900000002, ''],
      ['0230102', '零二', '学生', '', '010-6275 1234', ''],
    ]);
    const res = await importFile(file);
    expect(res.obj).toMatchObject({ created: 2, errors: [] });
    expect(res.obj.passwords.map((p) => p.code)).toEqual(['2024101', '0230102']);
    const me = await s.api.getCurrentUser({}, { token: await s.login('2024101', res.obj.passwords[0].password) });
    expect(me.obj).toMatchObject({ phone: '13900000002' });
    await s.login('0230102', res.obj.passwords[1].password);
  });

  it('one bad row means nothing is written, and every bad row is reported by its row number', async () => {
    const before = await rowCount(s, users);
    const rows = [
      ['part01', '部分一', '学生', '', '', ''],
      ['part02', '部分二', '学生', 'not-an-email', '', ''],
      ['part03', '部分三', '学生', '', '', ''],
      ['part01', '重复', '学生', '', '', ''],
      ['part05', '<script>', '校长', '', '', 'weak'],
      ['student', '已有', '学生', '', '', ''],
    ];
    const res = await importFile(await xlsx(rows));
    expect(res).toMatchObject({ success: true, obj: { created: 0, passwords: [] } });
    expect(res.obj.errors.map((e) => e.row)).toEqual([3, 5, 6, 7]);
    const byRow = Object.fromEntries(res.obj.errors.map((e) => [e.row, e.message]));
    expect(byRow[3]).toContain('邮箱');
    expect(byRow[5]).toContain('与第 2 行重复');
    expect(byRow[6]).toMatch(/姓名.*角色.*校长|角色.*校长/s);
    expect(byRow[6]).toContain('初始密码');
    expect(byRow[7]).toContain('已存在');
    expect(await rowCount(s, users)).toBe(before);

    // fixed and imported again: all of them, once
    rows[1][3] = 'part02@example.com';
    rows[3][0] = 'part04';
    rows[4] = ['part05', '部分五', '学生', '', '', 'Strong2024'];
    rows[5][0] = 'part06';
    const fixed = await importFile(await xlsx(rows));
    expect(fixed.obj).toMatchObject({ created: 6, errors: [] });
    const again = await importFile(await xlsx(rows));
    expect(again.obj.created).toBe(0);
    expect(again.obj.errors).toHaveLength(6);
    expect(await rowCount(s, users)).toBe(before + 6);
  });

  it('a file that is not .xlsx is refused, whatever its name', async () => {
    const before = await rowCount(s, users);
    const text = await importFile(Buffer.from('账号,姓名,角色\nx1,某人,学生\n', 'utf8'), 'users.xlsx');
    expect(text).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
    expect(text.message).toContain('xlsx');
    const image = await importFile(PNG, 'users.xlsx');
    expect(image).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
    const brokenZip = await importFile(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]), 'users.xlsx');
    expect(brokenZip).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
    expect(await rowCount(s, users)).toBe(before);
  });

  it('a zip bomb that lies about its size is refused before it is opened', async () => {
    const before = await rowCount(s, users);
    // 60 MB of sheet XML declared as 100 bytes: trusting the declaration, exceljs would inflate it all
    const bomb = zipOf([
      { name: '[Content_Types].xml', content: Buffer.from('<Types/>') },
      { name: 'xl/worksheets/sheet1.xml', content: Buffer.alloc(60 * 1024 * 1024, ' '), declaredSize: 100 },
    ]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const r = await importFile(bomb, 'users.xlsx');
    expect(r).toMatchObject({ success: false, errorCode: 'BAD_FILE', message: '文件无法读取或内容过大，请使用下载的导入模板' });
    expect(await rowCount(s, users)).toBe(before);
  });

  it('a sheet without the required columns is refused with their names', async () => {
    const res = await importFile(await xlsx([['x', 'y']], ['用户名', '名字']));
    expect(res).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
    expect(res.message).toContain('账号、姓名、角色');
  });

  it('an empty sheet is refused', async () => {
    const res = await importFile(await xlsx([]));
    expect(res).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
  });

  it('more than 2000 rows are refused with a clear message and nothing is written', async () => {
    const before = await rowCount(s, users);
    const rows = Array.from({ length: 2001 }, (_, i) => [`many${i}`, `多${i}`, '学生', '', '', '']);
    const res = await importFile(await xlsx(rows));
    expect(res).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
    expect(res.message).toContain('2000');
    expect(await rowCount(s, users)).toBe(before);
  });

  it('a request without a file is refused', async () => {
    const res = await s.api.importUsers({ body: {} }, { token: admin });
    expect(res).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
  });

  it('a student cannot import', async () => {
    const before = await rowCount(s, users);
    const res = await importFile(await xlsx([['sneaky', '偷偷', '系统管理员', '', '', '']]), 'users.xlsx', await s.login('student'));
    expect(res).toMatchObject({ code: 403, success: false });
    expect(await rowCount(s, users)).toBe(before);
  });
});
