import type { FastifyInstance } from 'fastify';
import { authCalls } from '../../../contract/auth';
import { route } from '../../lib/route';
import { menuFor } from '../sys/modules.service';
import { currentUser, currentUserOf, login, revokeTokens, sessionOf, signToken } from './service';

export default async function authRoutes(app: FastifyInstance) {
  const limits = { maxFailures: app.config.loginMaxFailures, windowMinutes: app.config.loginWindowMinutes };

  route(app, authCalls.login, 'public', async ({ body, req, issueToken }) => {
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
