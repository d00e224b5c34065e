import type { BuiltinRoleId } from './role-ids';
import { z } from './zod';

export { RoleId, type BuiltinRoleId } from './role-ids';
export const BUILTIN_ROLE_IDS: readonly BuiltinRoleId[] = [1, 2, 3, 4];
export const BUILTIN_ROLE_NAMES: Record<BuiltinRoleId, string> = {
  1: '系统管理员',
  2: '专家',
  3: '教师',
  4: '学生',
};

export const BuiltinRoleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: '基础角色必须是系统管理员、专家、教师或学生',
});

export const RoleRef = z.object({
  roleId: z.number().int(),
  roleName: z.string(),
  baseRoleId: z.number().int(),
});
export type RoleRef = z.infer<typeof RoleRef>;
