import type { FastifyRequest } from 'fastify';
import { loadAuth, signToken, verifyToken } from '../modules/auth/service';
import { forbidden, unauthorized } from './errors';

/** preHandler: a valid, unrevoked token of a user who is not stopped, acting in one of `roles` (null: any role). */
export function requireAuth(roles: readonly number[] | null) {
  return async (req: FastifyRequest) => {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized('请先登录');
    const claims = verifyToken(req.server, token);
    if (!claims) throw unauthorized();
    const auth = await loadAuth(req.server.db, claims.sub);
    if (!auth || auth.tokenVersion !== claims.tv) throw unauthorized();
    if (auth.isStop) throw unauthorized('账号已停用，请联系管理员');
    req.auth = { ...auth, renewedToken: claims.halfLifePassed ? signToken(req.server, auth) : undefined };
    if (roles && !roles.includes(auth.baseRole)) throw forbidden();
  };
}
