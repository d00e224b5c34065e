// Chapters 章节: a course's tree of chapters and sections, their rich content and resources (contract/chapter.ts).
import { request } from '@umijs/max';
import type { BodyOf } from '@contract/call';
import type { chapterCalls } from '@contract/chapter';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzClient, htdzHost } from './client';
import { chapterRoutes } from './routes/chapter';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof chapterCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(chapterRoutes);

/** The course's chapters, each with its sections, in order. */
export async function queryChapterTree(courseId: number) {
  return api.chapterTree({ params: { courseId } });
}

/** A chapter or section with its content and resources. */
export async function getChapter(chapterId: number, options?: HtdzOptions) {
  return api.getChapter({ params: { chapterId } }, options);
}

/** Creates (chapterId null: appended last under parentId) or updates the title and content of a chapter. */
export async function saveChapter(body: Body<'saveChapter'>) {
  return api.saveChapter({ body });
}

/** Deletes a chapter with its sections; answers the new tree. */
export async function deleteChapter(chapterId: number) {
  return api.deleteChapter({ params: { chapterId } });
}

/** Puts a chapter at `index` among the children of `parentId` (null: the chapters); answers the new tree. */
export async function moveChapter(body: Body<'moveChapter'>) {
  return api.moveChapter({ body });
}

/** Uploads a video, PDF or office document as a resource of the chapter (the server tells the type from the bytes). */
export async function uploadResource(chapterId: number, file: Blob, opts?: UploadOptions) {
  return api.uploadResource(
    { params: { chapterId } },
    {
      data: fileForm(file, file instanceof File ? file.name : 'resource'),
      // large videos: no time-out of the default request
      timeout: 0,
      ...progressOf(opts),
    },
  );
}

export async function addLink(body: Body<'addLink'>) {
  return api.addLink({ body });
}

/** Adds earlier uploads (one's library items and colleagues' shared ones) to the chapter, in order. */
export async function addFromLibrary(body: Body<'addFromLibrary'>) {
  return api.addFromLibrary({ body });
}

/** Whether a resource counts toward progress (任务点) and, for a video, whether students may seek ahead. */
export async function saveResourceSettings(body: Body<'resourceSettings'>) {
  return api.resourceSettings({ body });
}

/** Removes the resource from the chapter; its library item stays. */
export async function deleteResource(resourceId: number) {
  return api.deleteResource({ params: { resourceId } });
}

/**
 * An uploaded resource (/readResourse/{id}) as a blob. Chapter files are private to those who may see the course, so
 * the request must carry the token, which <video src> and <iframe src> cannot send: pages fetch the file through the
 * request helper (token added by its interceptor) and show it from a blob: URL. The address is the server's (from an
 * answer), not a call of the contract.
 */
export async function fetchResource(url: string, opts?: { signal?: AbortSignal }): Promise<Blob> {
  return request<Blob>(`${htdzHost()}${url}`, { method: 'GET', responseType: 'blob', skipErrorHandler: true, timeout: 0, signal: opts?.signal });
}

/** A short-lived signed address of an uploaded resource, for <video src> (streams with Range, no token needed). */
export async function getStreamUrl(resourceId: number) {
  return api.streamUrl({ params: { resourceId } }, { skipErrorHandler: true });
}
