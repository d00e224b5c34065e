import { defineCalls } from './call';
import { CurrentUser } from './auth';
import { Empty, pageOf, PageQuery } from './envelope';
import { BuiltinRoleIdSchema, RoleRef } from './roles';
import { id, name, optionalText, z } from './zod';

/** Login accounts: letters, digits and . _ - only, so they are easy to type and never look alike. */
export const AccountCode = z
  .string({ error: '请输入账号' })
  .trim()
  .min(2, { error: '账号至少 2 个字符' })
  .max(32, { error: '账号不能超过 32 个字符' })
  .regex(/^[A-Za-z0-9._-]+$/, { error: '账号只能包含字母、数字和 . _ -' });

export const NewPassword = z
  .string({ error: '请输入密码' })
  .min(8, { error: '密码至少 8 位' })
  .max(64, { error: '密码不能超过 64 位' })
  .regex(/^(?=.*[A-Za-z])(?=.*\d)/, { error: '密码须同时包含字母和数字' });

const Email = z
  .string()
  .trim()
  .max(100, { error: '邮箱不能超过 100 个字符' })
  .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: '邮箱格式不正确' })
  .nullish()
  .transform((v) => (v ? v : null));
const Phone = z
  .string()
  .trim()
  .refine((v) => v === '' || /^[0-9+\- ]{5,20}$/.test(v), { error: '电话格式不正确' })
  .nullish()
  .transform((v) => (v ? v : null));

export const UserRow = z.object({
  userId: z.number().int(),
  code: z.string(),
  userName: z.string(),
  avatar: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roleList: z.array(RoleRef),
  defRole: z.number().int(),
  isStop: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type UserRow = z.infer<typeof UserRow>;

export const GetUserQuery = PageQuery.extend({
  code: z.string().trim().max(64).optional(),
  userName: z.string().trim().max(64).optional(),
  roleId: z.coerce.number().int().positive().optional(),
  isStop: z.boolean().optional(),
});

export const UpdateUserBody = z.object({
  userId: id('用户').optional(),
  code: AccountCode,
  userName: name('姓名', 50),
  email: Email,
  phone: Phone,
  roleIds: z.array(id('角色'), { error: '请选择角色' }).min(1, { error: '至少选择一个角色' }).max(20),
  defRole: id('默认角色').optional(),
  /** only on create; omitted: a password is generated and answered once */
  password: NewPassword.optional(),
});
export type UpdateUserBody = z.input<typeof UpdateUserBody>;
export const UpdateUserAnswer = z.object({ userId: z.number().int(), password: z.string().optional() });

export const ResetUserPasswordBody = z.object({ userId: id('用户'), password: NewPassword.optional() });
export const ResetUserPasswordAnswer = z.object({ password: z.string() });
export const UpdateUserIsStopBody = z.object({ userId: id('用户'), isStop: z.boolean({ error: '请指定停用或启用' }) });
export const UpdateUserDefRoleBody = z.object({ userId: id('用户'), roleType: id('角色') });

export const UpdateUserCenterBody = z.object({ userName: name('姓名', 50), email: Email, phone: Phone });
export const UpdateAccountInfoBody = z.object({
  avatar: z
    .string()
    .max(200)
    .regex(/^(\/readResourse\/\d+)?$/, { error: '头像地址无效' }),
});
export const UserUpdatePasswordBody = z.object({
  oldPassword: z.string({ error: '请输入原密码' }).min(1, { error: '请输入原密码' }).max(128),
  newPassword: NewPassword,
});

export const TeacherRef = z.object({ userId: z.number().int(), code: z.string(), userName: z.string() });

export const ImportUsersAnswer = z.object({
  created: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /** passwords generated for rows that gave none, by account */
  passwords: z.array(z.object({ code: z.string(), password: z.string() })),
});

export const AvatarAnswer = z.object({ avatar: z.string() });

// Modules: the menu tree. Roles: which modules each role sees.
export type ModuleNode = {
  moduleId: number;
  parentId: number | null;
  name: string;
  path: string;
  icon: string | null;
  sort: number;
  visible: boolean;
  children?: ModuleNode[];
};
export const ModuleNode: z.ZodType<ModuleNode> = z.lazy(() =>
  z.object({
    moduleId: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    path: z.string(),
    icon: z.string().nullable(),
    sort: z.number().int(),
    visible: z.boolean(),
    children: z.array(ModuleNode).optional(),
  }),
);

export const SaveModuleBody = z.object({
  moduleId: id('模块').optional(),
  parentId: id('上级模块')
    .nullish()
    .transform((v) => v ?? null),
  name: name('模块名称', 30),
  path: z
    .string({ error: '请输入路径' })
    .trim()
    .min(1, { error: '请输入路径' })
    .max(200, { error: '路径不能超过 200 个字符' })
    .regex(/^\/[A-Za-z0-9_\-/:.]*$/, { error: '路径须以 / 开头，只能包含字母、数字和 / _ - : .' }),
  icon: z
    .string()
    .trim()
    .max(50)
    .regex(/^[A-Za-z0-9]*$/, { error: '图标名只能包含字母和数字' })
    .nullish()
    .transform((v) => (v ? v : null)),
  sort: z.coerce.number({ error: '排序必须是数字' }).int().min(0).max(9999).default(0),
  visible: z.boolean().default(true),
});
export type SaveModuleBody = z.input<typeof SaveModuleBody>;

export const RoleRow = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  baseRoleId: z.number().int(),
  remark: z.string().nullable(),
  builtin: z.boolean(),
  moduleIds: z.array(z.number().int()),
  userCount: z.number().int(),
});
export type RoleRow = z.infer<typeof RoleRow>;

export const SaveRoleBody = z.object({
  roleId: id('角色').optional(),
  roleName: name('角色名称', 20),
  baseRoleId: BuiltinRoleIdSchema,
  remark: optionalText('备注', 200),
});
export const SaveRoleModulesBody = z.object({
  roleId: id('角色'),
  moduleIds: z.array(id('模块')).max(500),
});

export const sysCalls = defineCalls({
  getUser: { method: 'POST', path: '/sys/getUser', body: GetUserQuery, answer: pageOf(UserRow) },
  updateUser: { method: 'POST', path: '/sys/updateUser', invalidates: ['sessions'], body: UpdateUserBody, answer: UpdateUserAnswer },
  resetUserPassword: {
    method: 'POST',
    path: '/sys/resetUserPassword',
    invalidates: ['sessions'],
    body: ResetUserPasswordBody,
    answer: ResetUserPasswordAnswer,
  },
  updateUserIsStop: { method: 'POST', path: '/sys/updateUserIsStop', invalidates: ['sessions'], body: UpdateUserIsStopBody, answer: Empty },
  updateUserCenter: { method: 'POST', path: '/sys/updateUserCenter', invalidates: ['sessions'], body: UpdateUserCenterBody, answer: CurrentUser },
  updateUserDefRole: { method: 'POST', path: '/sys/updateUserDefRole', invalidates: ['sessions'], body: UpdateUserDefRoleBody, answer: CurrentUser },
  updateAccountInfo: { method: 'POST', path: '/sys/updateAccountInfo', invalidates: ['sessions'], body: UpdateAccountInfoBody, answer: CurrentUser },
  userUpdatePassword: { method: 'POST', path: '/sys/userUpdatePassword', invalidates: ['sessions'], body: UserUpdatePasswordBody, answer: Empty },
  getTeachers: { method: 'GET', path: '/sys/getTeachers', reads: ['sessions'], answer: z.array(TeacherRef) },
  uploadAvatar: { method: 'POST', path: '/sys/uploadAvatar', invalidates: ['sessions'], answer: AvatarAnswer },
  importUsers: { method: 'POST', path: '/sys/importUsers', invalidates: ['sessions'], answer: ImportUsersAnswer },
  userImportTemplate: { method: 'GET', path: '/sys/userImportTemplate' },
  getModules: { method: 'GET', path: '/sys/getModules', reads: ['sessions'], answer: z.array(ModuleNode) },
  saveModule: { method: 'POST', path: '/sys/saveModule', invalidates: ['sessions'], body: SaveModuleBody, answer: ModuleNode },
  deleteModule: { method: 'POST', path: '/sys/deleteModule', invalidates: ['sessions'], body: z.object({ moduleId: id('模块') }), answer: Empty },
  getRoles: { method: 'GET', path: '/sys/getRoles', reads: ['sessions'], answer: z.array(RoleRow) },
  saveRole: { method: 'POST', path: '/sys/saveRole', invalidates: ['sessions'], body: SaveRoleBody, answer: RoleRow },
  deleteRole: { method: 'POST', path: '/sys/deleteRole', invalidates: ['sessions'], body: z.object({ roleId: id('角色') }), answer: Empty },
  saveRoleModules: { method: 'POST', path: '/sys/saveRoleModules', invalidates: ['sessions'], body: SaveRoleModulesBody, answer: RoleRow },
});
