import type { RoleRef } from '@contract/roles';

/**
 * Who is calling: read from the database, or from the session cache that every change through the API empties
 * (server/lib/process-cache.ts), so a stop or a role change applies at once.
 */
export type AuthContext = {
  userId: number;
  code: string;
  userName: string;
  /** the active role (users.def_role) */
  roleType: number;
  /** the built-in role the active role acts as: what permissions are checked against */
  baseRole: number;
  roleList: RoleRef[];
  tokenVersion: number;
  /** still on a first password handed out by a teacher: only who-am-I, logout and the password change answer (route.ts) */
  mustChangePassword: boolean;
  /** a fresh token when the presented one is past half its life (sliding session) */
  renewedToken?: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
