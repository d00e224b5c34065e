// The resource library 资源库: every file a teacher (or expert) uploads for chapters, kept once and used by any
// number of chapters (chapterCalls.addFromLibrary). The owner renames, shares with colleagues and deletes it while no
// chapter uses it; Office documents are converted to PDF in the background to be read in the browser.
import { defineCalls } from './call';
import { Conversion, RESOURCE_KINDS } from './chapter';
import { PageQuery, pageOf } from './envelope';
import { id, name, z } from './zod';

/** What a library holds: uploads (links live in chapters only). */
export const LIBRARY_KINDS = RESOURCE_KINDS.filter((k) => k !== 'link') as ['video', 'pdf', 'document'];

/** Whose items a list shows: one's own, colleagues' shared ones, or both (the chapter editor's picker). */
export const LIBRARY_SCOPES = ['mine', 'shared', 'all'] as const;

export const LibraryQuery = PageQuery.extend({
  /** in the title */
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
  kind: z.enum(LIBRARY_KINDS, { error: '资源类型无效' }).optional(),
  scope: z.enum(LIBRARY_SCOPES, { error: '范围无效' }).default('mine'),
});

/** A chapter using a library item. */
export const LibraryUsage = z.object({
  resourceId: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  chapterId: z.number().int(),
  chapterTitle: z.string(),
  /** the course's owner, when it is not the item's owner (a colleague using a shared item) */
  ownerName: z.string().nullable(),
});
export type LibraryUsage = z.infer<typeof LibraryUsage>;

export const LibraryResource = z.object({
  libraryResourceId: z.number().int(),
  kind: z.enum(LIBRARY_KINDS),
  title: z.string(),
  /** /readResourse/{id} of the uploaded file */
  url: z.string(),
  size: z.number().int(),
  /** offered to colleagues' chapters */
  shared: z.boolean(),
  /** the caller's own item (they may rename, share and delete it) */
  mine: z.boolean(),
  ownerName: z.string(),
  createdAt: z.string(),
  /** Office documents: their conversion to PDF; null for other kinds */
  conversion: Conversion.nullable(),
  /** why the conversion failed (the owner's view) */
  conversionError: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  /** the chapters using it: for the owner's items; [] for a colleague's */
  usages: z.array(LibraryUsage),
});
export type LibraryResource = z.infer<typeof LibraryResource>;

export const RenameLibraryBody = z.object({ libraryResourceId: id('资源'), title: name('资源名称', 100) });
export const ShareLibraryBody = z.object({ libraryResourceId: id('资源'), shared: z.boolean({ error: '是否共享必须是是或否' }) });
const LibraryParams = z.object({ libraryResourceId: id('资源') });

export const libraryCalls = defineCalls({
  listLibrary: { method: 'GET', path: '/library/list', query: LibraryQuery, answer: pageOf(LibraryResource) },
  getLibraryResource: { method: 'GET', path: '/library/:libraryResourceId', params: LibraryParams, answer: LibraryResource },
  /** multipart, field `file`: a video (MP4/WebM), PDF or Office document */
  uploadLibraryResource: { method: 'POST', path: '/library/upload', answer: LibraryResource },
  /** the chapters using it show the new title too */
  renameLibraryResource: { method: 'POST', path: '/library/rename', invalidates: ['outlines'], body: RenameLibraryBody, answer: LibraryResource },
  shareLibraryResource: { method: 'POST', path: '/library/share', body: ShareLibraryBody, answer: LibraryResource },
  /** refused while a chapter uses it */
  deleteLibraryResource: { method: 'POST', path: '/library/delete/:libraryResourceId', params: LibraryParams, answer: z.null() },
});
