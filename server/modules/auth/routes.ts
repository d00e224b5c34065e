import type { FastifyInstance } from 'fastify';
import { authCalls } from '@contract/auth';
import { route } from '../../lib/route';
import { menuFor } from '../sys/modules.service';
import { currentUser, currentUserOf, login, revokeTokens, sessionOf, signToken } from './service';

export default async function authRoutes(app: FastifyInstance) {
  const limits = { maxFailures: app.config.loginMaxFailures, windowMinutes: app.config.loginWindowMinutes };

  // Behind a proxy that is not in HTDZ_TRUST_PROXY every client has the proxy's address: say so once per process.
  let untrustedForwardWarned = false;

  route(app, authCalls.login, 'public', async ({ body, req, issueToken }) => {
    if (!app.config.trustProxy && req.headers['x-forwarded-for'] !== undefined && !untrustedForwardWarned) {
      untrustedForwardWarned = true;
      req.log.warn(
        { remoteAddress: req.ip },
        'X-Forwarded-For ignored: HTDZ_TRUST_PROXY is not set, so login limits count the connecting address; behind a reverse proxy set HTDZ_TRUST_PROXY to its address',
      );
    }
    const session = await login(app.db, limits, body, req.ip);
    issueToken(signToken(app, session));
    return currentUser(app.db, session.userId);
  });

  route(app, authCalls.logout, 'user', async ({ auth }) => {
    await revokeTokens(app.db, [auth.userId]);
    return null;
  });

  route(app, authCalls.getCurrentUser, 'user', async ({ auth }) => currentUserOf(await sessionOf(app, auth.userId)));

  route(app, authCalls.getMenu, 'user', async ({ auth }) => menuFor(app.db, auth.roleType));
}
