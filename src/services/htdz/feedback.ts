// Feedback: the form, the list (own, or all for admins), replies, screenshots.
import { request } from '@umijs/max';
import type { BodyOf } from '@contract/call';
import type { feedbackCalls } from '@contract/feedback';
import { htdzClient, htdzHost } from './client';
import { feedbackRoutes } from './routes/feedback';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof feedbackCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(feedbackRoutes);

export async function saveFeedback(body: Body<'saveFeedback'>) {
  return api.saveFeedback({ body });
}

export async function queryFeedback(body: Body<'listFeedback'>) {
  return api.listFeedback({ body });
}

export async function replyFeedback(body: Body<'replyFeedback'>) {
  return api.replyFeedback({ body });
}

export async function uploadScreenshot(file: Blob, opts?: UploadOptions) {
  return api.uploadScreenshot({}, { data: fileForm(file, file instanceof File ? file.name : 'screenshot.png'), ...progressOf(opts) });
}

/**
 * A screenshot (private to its author and admins, so fetched with the token, not by an <img> URL), as a blob. Its
 * address is the one the feedback answer carries, not a call of the contract.
 */
export async function fetchScreenshot(screenshot: string): Promise<Blob> {
  return request<Blob>(`${htdzHost()}${screenshot}`, { method: 'GET', responseType: 'blob', skipErrorHandler: true });
}
