// The built-in roles' ids without zod: the web's entry (access flags) and the home page use them, and contract/roles.ts
// would bring zod into their first load (issue P14, page weight). roles.ts re-exports them for everything else.

/** Built-in roles; their ids are fixed (ARCHITECTURE.md, roles). Custom roles act as one of these (baseRoleId). */
export const RoleId = { ADMIN: 1, EXPERT: 2, TEACHER: 3, STUDENT: 4 } as const;
export type BuiltinRoleId = (typeof RoleId)[keyof typeof RoleId];
