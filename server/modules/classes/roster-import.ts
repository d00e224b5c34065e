// A class's roster from a spreadsheet: the template (学号, and 姓名 to check), and an import that checks every row
// first and adds all the students or none. Accounts already on the roster are answered, not refused.
import { ROSTER_IMPORT_MAX_ROWS, type ImportRosterAnswer } from '@contract/clazz';
import { RoleId } from '@contract/roles';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { Upload } from '../../lib/upload';
import { readSheet, writeSheet, type SheetColumn, type SheetRow } from '../../lib/xlsx-sheet';
import { accountsByCode, taughtClass, type Account } from './access';
import { enrollStudents } from './service';

export const ROSTER_TEMPLATE_NAME = '班级名单导入模板.xlsx';

const COLUMNS = [
  // a text cell, also what is typed below the example: 学号 such as 0230101 keep their leading 0
  {
    key: 'code',
    header: '学号',
    width: 20,
    required: true,
    note: '必填。学生的登录账号，不区分大小写；同一个文件中不能重复。账号须已存在并且是学生。',
    type: 'text',
  },
  { key: 'name', header: '姓名', width: 14, required: false, note: '选填。只用于核对：填写时须与该账号的姓名一致，不一致的行不会导入。' },
] as const satisfies readonly SheetColumn<string>[];
type ColumnKey = (typeof COLUMNS)[number]['key'];

export async function buildRosterTemplate(): Promise<Buffer> {
  return writeSheet({
    sheetName: '名单',
    columns: COLUMNS,
    rows: [{ code: '2023010101', name: '王小明' }],
    example: true,
    help: [
      { header: '示例行', note: '“名单”表的第 2 行是示例，导入前请改写或删除。' },
      { header: '行数', note: `一次最多导入 ${ROSTER_IMPORT_MAX_ROWS} 名学生；第一行为表头，列的顺序可以调整，但列名不能改。` },
      { header: '已在班级', note: '已在班级中的学生不算错误，导入结果中会列出，不会重复添加。' },
      { header: '出错时', note: '只要有一行有误，整个文件都不会导入；按结果中的行号改正后重新导入即可。' },
    ],
  });
}

/** Names compare as written, apart from surrounding and repeated spaces. */
const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ') === b.replace(/\s+/g, ' ').trim();

/** Every problem of every row, in row order; the accounts of the rows that have none. */
function checkRows(rows: SheetRow<ColumnKey>[], accounts: Map<string, Account>): { errors: ImportRosterAnswer['errors']; students: Account[] } {
  const rowsOf = new Map<string, number[]>();
  for (const { row, values } of rows) {
    const key = values.code.toLowerCase();
    if (key) rowsOf.set(key, [...(rowsOf.get(key) ?? []), row]);
  }
  const errors: ImportRosterAnswer['errors'] = [];
  const students: Account[] = [];
  for (const { row, values } of rows) {
    if (!values.code) {
      errors.push({ row, message: '请填写学号' });
      continue;
    }
    const problems: string[] = [];
    const same = rowsOf.get(values.code.toLowerCase())!;
    if (same.length > 1) problems.push(`学号 ${values.code} 在文件中重复（第 ${same.join('、')} 行）`);
    const account = accounts.get(values.code.toLowerCase());
    if (!account) problems.push(`学号 ${values.code} 不存在`);
    else if (!account.baseRoles.has(RoleId.STUDENT)) problems.push(`账号 ${account.code}（${account.name}）不是学生`);
    else if (values.name && !sameName(values.name, account.name)) problems.push(`姓名“${values.name}”与学号 ${account.code} 的姓名“${account.name}”不一致`);
    if (problems.length > 0) errors.push({ row, message: problems.join('；') });
    else if (account) students.push(account);
  }
  return { errors, students };
}

/**
 * Imports a roster into a class its teacher teaches. Every row is checked first (学号 given, an existing student
 * account, not twice in the file, 姓名 matching when given); one wrong row and nothing is added, every wrong row
 * answered with its number and problem.
 */
export async function importRoster(db: Db, actor: AuthContext, sclassId: number, upload: Upload): Promise<ImportRosterAnswer> {
  await taughtClass(db, actor, sclassId);
  const rows = await readSheet(upload, COLUMNS, { maxRows: ROSTER_IMPORT_MAX_ROWS, nothingMessage: '文件中没有要导入的学生（第 2 行起填写学号）' });
  const accounts = await accountsByCode(db, rows.map((r) => r.values.code).filter(Boolean));
  const { errors, students } = checkRows(rows, accounts);
  if (errors.length > 0) return { added: 0, already: [], errors };
  return db.transaction(async (tx) => {
    await taughtClass(tx, actor, sclassId, { lock: true });
    return { ...(await enrollStudents(tx, sclassId, students)), errors: [] };
  });
}
