// Users from a spreadsheet: the template to fill in, and an import that writes all rows or none.
import { UpdateUserBody, type ImportUsersAnswer } from '@contract/sys';
import type { z } from '@contract/zod';
import type { Db } from '../../db/client';
import { generatePassword, hashPassword } from '../../lib/password';
import { conflictOnConstraint } from '../../lib/sql-helpers';
import type { Upload } from '../../lib/upload';
import { readSheet, writeSheet, type SheetColumn } from '../../lib/xlsx-sheet';
import { listRoleRefs } from './roles.service';
import { insertUsers, ROLE_GONE, takenAccounts, type NewUser } from './users.service';

export const IMPORT_MAX_ROWS = 2000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const TEMPLATE_FILE_NAME = '用户导入模板.xlsx';

const COLUMNS = [
  {
    key: 'code',
    header: '账号',
    width: 18,
    required: true,
    note: '必填。2–32 个字符，只能包含字母、数字和 . _ -；不区分大小写，不能与已有账号或本文件其他行重复。',
    // identifiers are text cells, also what is typed below the example: 0123 keeps its 0
    type: 'text',
  },
  { key: 'userName', header: '姓名', width: 14, required: true, note: '必填。最多 50 个字符，不能包含 < > ; " ` \\ 等符号。' },
  { key: 'roles', header: '角色', width: 20, required: true, note: '必填。一个或多个角色名称，用 、 , 或 ， 分隔；第一个为登录后的默认角色。' },
  { key: 'email', header: '邮箱', width: 26, required: false, note: '选填。' },
  { key: 'phone', header: '电话', width: 16, required: false, note: '选填。5–20 位，只能包含数字、+、- 和空格。', type: 'text' },
  { key: 'password', header: '初始密码', width: 16, required: false, note: '选填。8–64 位，须同时包含字母和数字；不填则自动生成，在导入结果中显示一次。' },
] as const satisfies readonly SheetColumn<string>[];
type ColumnKey = (typeof COLUMNS)[number]['key'];

const EXAMPLE: Record<ColumnKey, string> = {
  code: 'zhangsan',
  userName: '张三',
  roles: '学生',
  email: 'zhangsan@example.com',
  phone: '13800138000',
  password: '',
};

/** One row checked by the same rules as the user editor (contract/sys.ts UpdateUserBody). */
const ImportRow = UpdateUserBody.pick({ code: true, userName: true, email: true, phone: true, password: true });
const headerOf = (key: PropertyKey) => COLUMNS.find((c) => c.key === key)?.header ?? String(key);
/** "邮箱格式不正确" names its column already; "密码至少 8 位" gets it in front. */
const withColumn = (header: string, message: string) => (message.includes(header) ? message : `${header}：${message}`);

// The template

export async function buildImportTemplate(db: Db): Promise<Buffer> {
  const roleNames = (await listRoleRefs(db)).map((r) => r.roleName);
  return writeSheet({
    sheetName: '用户',
    columns: COLUMNS,
    rows: [EXAMPLE],
    example: true,
    help: [
      { header: '可用角色', note: roleNames.join('、') },
      { header: '示例行', note: '“用户”表的第 2 行是示例，导入前请改写或删除。' },
      { header: '行数', note: `一次最多导入 ${IMPORT_MAX_ROWS} 行；第一行为表头，列的顺序可以调整，但列名不能改。` },
      { header: '出错时', note: '只要有一行有误，整个文件都不会导入；按结果中的行号改正后重新导入即可，不会重复创建。' },
    ],
  });
}

const readUsers = (upload: Upload) => readSheet(upload, COLUMNS, { maxRows: IMPORT_MAX_ROWS, nothingMessage: '文件中没有要导入的用户（第 2 行起填写）' });

// Checking and writing

type Checked = { row: number; user: Omit<NewUser, 'passwordHash'>; password?: string };

const splitRoles = (text: string) => [
  ...new Set(
    text
      .split(/[、,，]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ),
];

/**
 * Imports users from an .xlsx file. Every row is checked first (the editor's rules, roles by name,
 * duplicates in the file and in the database); if any row is wrong nothing is written and every wrong row
 * is answered, so fixing the file and importing again never creates anyone twice.
 */
export async function importUsers(db: Db, upload: Upload): Promise<z.output<typeof ImportUsersAnswer>> {
  const rows = await readUsers(upload);
  const roleByName = new Map((await listRoleRefs(db)).map((r) => [r.roleName, r.roleId]));
  const errors: { row: number; message: string }[] = [];
  const checked: Checked[] = [];
  const firstRowOf = new Map<string, number>();

  for (const { row, values } of rows) {
    const problems: string[] = [];
    const parsed = ImportRow.safeParse({ ...values, password: values.password || undefined });
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((i) => withColumn(headerOf(i.path[0] ?? ''), i.message)));
    }
    const names = splitRoles(values.roles);
    const unknown = names.filter((n) => !roleByName.has(n));
    if (names.length === 0) problems.push('请填写角色');
    else if (unknown.length > 0) problems.push(`角色不存在：${unknown.join('、')}`);
    const key = values.code.toLowerCase();
    if (key && firstRowOf.has(key)) problems.push(`账号与第 ${firstRowOf.get(key)} 行重复`);
    else if (key) firstRowOf.set(key, row);

    if (problems.length > 0 || !parsed.success) {
      errors.push({ row, message: problems.join('；') });
      continue;
    }
    const roleIds = names.map((n) => roleByName.get(n)!);
    const { password, ...fields } = parsed.data;
    checked.push({ row, user: { ...fields, roleIds, defRole: roleIds[0] }, password });
  }

  const taken = await takenAccounts(
    db,
    checked.map((c) => c.user.code),
  );
  for (const c of checked) {
    if (taken.has(c.user.code.toLowerCase())) errors.push({ row: c.row, message: `账号 ${c.user.code} 已存在` });
  }
  if (errors.length > 0) {
    return { created: 0, errors: errors.sort((a, b) => a.row - b.row), passwords: [] };
  }

  const generated = checked.map((c) => (c.password ? undefined : generatePassword()));
  const list = await mapLimited(
    checked,
    4,
    async (c, i): Promise<NewUser> => ({
      ...c.user,
      passwordHash: await hashPassword(c.password ?? generated[i]!),
    }),
  );
  await conflictOnConstraint(() => db.transaction(async (tx) => insertUsers(tx, list)), {
    unique: '导入期间有账号被他人占用，没有导入任何用户，请重新导入',
    foreignKey: ROLE_GONE,
  });
  const passwords = checked.flatMap((c, i) => (generated[i] ? [{ code: c.user.code, password: generated[i] }] : []));
  return { created: list.length, errors: [], passwords };
}

/** Maps with at most `limit` promises running (argon2 hashes are CPU-bound; the thread pool is small). */
async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
