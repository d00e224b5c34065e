import type { FastifyInstance } from 'fastify';
import { authCalls } from '@contract/auth';
import { route } from '../../lib/route';
import { clearNotRead, countNotRead, listNotices, markRead } from './service';

/** Notices: every signed-in user, only their own. */
export default async function noticeRoutes(app: FastifyInstance) {
  route(app, authCalls.getNotices, 'user', async ({ auth, query }) => listNotices(app.db, auth.userId, query));
  route(app, authCalls.getNoticesNotRead, 'user', async ({ auth }) => countNotRead(app.db, auth.userId));
  route(app, authCalls.changeRead, 'user', async ({ auth, params }) => markRead(app.db, auth.userId, params.type, params.noticeId));
  route(app, authCalls.clearNotRead, 'user', async ({ auth, params }) => clearNotRead(app.db, auth.userId, params.type));
}
