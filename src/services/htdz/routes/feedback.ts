// Generated from contract/feedback.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.
// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.
import type { RoutesOf } from '@contract/client';
import type { feedbackCalls } from '@contract/feedback';

export const feedbackRoutes: RoutesOf<typeof feedbackCalls> = {
  saveFeedback: { method: 'POST', path: '/feedback/save' },
  listFeedback: { method: 'POST', path: '/feedback/list' },
  replyFeedback: { method: 'POST', path: '/feedback/reply' },
  uploadScreenshot: { method: 'POST', path: '/feedback/uploadScreenshot' },
};
