// Route flags (config/routes.ts `access`). They follow the built-in role the active role acts as
// (baseRoleType), so a custom role such as 助教 gets the pages of the role it is based on.
// They only hide UI; the server checks every call again (ARCHITECTURE.md, roles and permissions).
import type { CurrentUser } from '@contract/auth';
// the ids from the zod-free module: contract/roles.ts would pull zod into the entry bundle
import { RoleId } from '@contract/role-ids';

export type AccessFlags = {
  canAdmin: boolean;
  isExpert: boolean;
  isTeacher: boolean;
  isStudent: boolean;
  /** teachers and experts both author course content */
  canTeach: boolean;
  /** anyone signed in */
  isUser: boolean;
};

export default function access(initialState: { currentUser?: CurrentUser } | undefined): AccessFlags {
  const user = initialState?.currentUser;
  const base = user?.baseRoleType;
  return {
    canAdmin: base === RoleId.ADMIN,
    isExpert: base === RoleId.EXPERT,
    isTeacher: base === RoleId.TEACHER,
    isStudent: base === RoleId.STUDENT,
    canTeach: base === RoleId.TEACHER || base === RoleId.EXPERT,
    isUser: !!user,
  };
}
