// A class's roster from a spreadsheet: the template (学号, and 姓名), and an import that takes the rows as adding by
// 学号 + 姓名 does (student-accounts.ts): existing student accounts join, unknown 学号 with a 姓名 become student
// accounts with first passwords; every row is checked first and one refused row adds nobody.
import { ROSTER_IMPORT_MAX_ROWS, type ImportRosterAnswer } from '@contract/clazz';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { Upload } from '../../lib/upload';
import { readSheet, writeSheet, type SheetColumn } from '../../lib/xlsx-sheet';
import { taughtClass } from './access';
import { addRosterRows } from './student-accounts';

export const ROSTER_TEMPLATE_NAME = '班级名单导入模板.xlsx';

const COLUMNS = [
  // a text cell, also what is typed below the example: 学号 such as 0230101 keep their leading 0
  {
    key: 'code',
    header: '学号',
    width: 20,
    required: true,
    note: '必填。学生的登录账号，不区分大小写；同一个文件中不能重复。已有的学生账号直接加入班级；不存在的学号会新建学生账号（须填写姓名，只能包含字母、数字和 . _ -）。',
    type: 'text',
  },
  {
    key: 'name',
    header: '姓名',
    width: 14,
    required: false,
    note: '新建账号时必填。已有账号时选填，只用于核对：填写时须与该账号的姓名一致，不一致的行不会导入。',
  },
] as const satisfies readonly SheetColumn<string>[];

export async function buildRosterTemplate(): Promise<Buffer> {
  return writeSheet({
    sheetName: '名单',
    columns: COLUMNS,
    rows: [{ code: '2023010101', name: '王小明' }],
    example: true,
    help: [
      { header: '示例行', note: '“名单”表的第 2 行是示例，导入前请改写或删除。' },
      { header: '行数', note: `一次最多导入 ${ROSTER_IMPORT_MAX_ROWS} 名学生；第一行为表头，列的顺序可以调整，但列名不能改。` },
      { header: '新建账号', note: '为不存在的学号新建的学生账号有一个初始密码，导入结果中列出并可以打印，只显示这一次；学生首次登录时须修改密码。' },
      { header: '已在班级', note: '已在班级中的学生不算错误，导入结果中会列出，不会重复添加。' },
      { header: '出错时', note: '只要有一行有误，整个文件都不会导入（也不会新建账号）；按结果中的行号改正后重新导入即可。' },
    ],
  });
}

/**
 * Imports a roster into a class its teacher teaches: every row checked first (学号 given, not twice in the file, an
 * existing student account whose name matches when given, or a new 学号 with a 姓名), then all of them or none.
 */
export async function importRoster(db: Db, actor: AuthContext, sclassId: number, upload: Upload): Promise<ImportRosterAnswer> {
  await taughtClass(db, actor, sclassId);
  const rows = await readSheet(upload, COLUMNS, { maxRows: ROSTER_IMPORT_MAX_ROWS, nothingMessage: '文件中没有要导入的学生（第 2 行起填写学号）' });
  return addRosterRows(
    db,
    actor,
    sclassId,
    rows.map(({ row, values }) => ({ row, code: values.code, name: values.name })),
    '文件',
  );
}
