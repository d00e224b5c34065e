import type { FastifyRequest } from 'fastify';
import { authOf, sessionOf, signToken, verifyToken } from '../modules/auth/service';
import type { AuthContext } from './auth-context';
import { AppError, forbidden, unauthorized } from './errors';

/** The caller behind the Bearer token: valid, unrevoked, not stopped; throws the 401 envelope otherwise. */
export async function authenticate(req: FastifyRequest): Promise<AuthContext> {
  if (req.auth) return req.auth;
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized('请先登录');
  const claims = verifyToken(req.server, token);
  if (!claims) throw unauthorized();
  const auth = authOf(await sessionOf(req.server, claims.sub));
  if (!auth || auth.tokenVersion !== claims.tv) throw unauthorized();
  if (auth.isStop) throw unauthorized('账号已停用，请联系管理员');
  const { isStop: _stopped, ...context } = auth;
  req.auth = { ...context, renewedToken: claims.halfLifePassed ? signToken(req.server, auth) : undefined };
  return req.auth;
}

/** Hook: a signed-in caller acting in one of `roles` (null: any role). */
export function requireAuth(roles: readonly number[] | null) {
  return async (req: FastifyRequest) => {
    const auth = await authenticate(req);
    if (roles && !roles.includes(auth.baseRole)) throw forbidden();
  };
}

/** The caller when the request carries a usable token, else null (for answers that need real HTTP statuses). */
export async function tryAuthenticate(req: FastifyRequest): Promise<AuthContext | null> {
  try {
    return await authenticate(req);
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}
