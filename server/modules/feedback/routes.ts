import type { FastifyInstance } from 'fastify';
import { feedbackCalls } from '@contract/feedback';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import { listFeedback, replyFeedback, saveFeedback, uploadScreenshot } from './service';

const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

export default async function feedbackRoutes(app: FastifyInstance) {
  route(app, feedbackCalls.saveFeedback, 'user', async ({ auth, body }) => saveFeedback(app.db, auth, body));
  route(app, feedbackCalls.listFeedback, 'user', async ({ auth, body }) => listFeedback(app.db, auth, body));
  route(app, feedbackCalls.replyFeedback, [RoleId.ADMIN], async ({ auth, body }) => replyFeedback(app.db, auth, body));
  route(app, feedbackCalls.uploadScreenshot, 'user', async ({ auth, req }) =>
    uploadScreenshot(app.db, app.storage, auth, await readUpload(req, { field: 'file', maxBytes: SCREENSHOT_MAX_BYTES, what: '截图' })),
  );
}
