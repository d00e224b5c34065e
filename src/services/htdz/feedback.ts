// Feedback: the form, the list (own, or all for admins), replies, screenshots.
import { request } from '@umijs/max';
import type { AnswerOf, BodyOf } from '@contract/call';
import type { feedbackCalls } from '@contract/feedback';
import { htdz, htdzHost } from './client';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof feedbackCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

export async function saveFeedback(body: Body<'saveFeedback'>) {
  return htdz<Answer<'saveFeedback'>>('/feedback/save', { method: 'POST', data: body });
}

export async function queryFeedback(body: Body<'listFeedback'>) {
  return htdz<Answer<'listFeedback'>>('/feedback/list', { method: 'POST', data: body });
}

export async function replyFeedback(body: Body<'replyFeedback'>) {
  return htdz<Answer<'replyFeedback'>>('/feedback/reply', { method: 'POST', data: body });
}

export async function uploadScreenshot(file: Blob, opts?: UploadOptions) {
  return htdz<Answer<'uploadScreenshot'>>('/feedback/uploadScreenshot', {
    method: 'POST',
    data: fileForm(file, file instanceof File ? file.name : 'screenshot.png'),
    ...progressOf(opts),
  });
}

/** A screenshot (private to its author and admins, so fetched with the token, not by an <img> URL), as a blob. */
export async function fetchScreenshot(screenshot: string): Promise<Blob> {
  return request<Blob>(`${htdzHost()}${screenshot}`, { method: 'GET', responseType: 'blob', skipErrorHandler: true });
}
