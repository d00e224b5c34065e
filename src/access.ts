// Route flags (config/routes.ts `access`). They follow the built-in role the active role acts as
// (baseRoleType), so a custom role such as 助教 gets the pages of the role it is based on.
// They only hide UI; the server checks every call again (ARCHITECTURE.md, roles and permissions).
import type { CurrentUser } from '@contract/auth';
import type { RoleId as ContractRoleId } from '@contract/roles';

// contract/ values would pull zod into the entry bundle; the type keeps this copy equal to the contract's.
const RoleId: typeof ContractRoleId = { ADMIN: 1, EXPERT: 2, TEACHER: 3, STUDENT: 4 };

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
