// Chapters 章节 (PRODUCT.md): a course's tree of chapters and their sections, ordered by serialNum, with rich content.
import { defineCalls } from './call';
import { RICH_TEXT_MAX } from './course';
import { id, name, z } from './zod';

export const ChapterSection = z.object({
  chapterId: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  serialNum: z.number().int(),
});
export type ChapterSection = z.infer<typeof ChapterSection>;

/** A chapter with its sections: the tree is two levels deep (chapter > section). */
export const ChapterNode = ChapterSection.extend({ children: z.array(ChapterSection) });
export type ChapterNode = z.infer<typeof ChapterNode>;

export const RESOURCE_KINDS = ['video', 'pdf', 'document', 'link'] as const;
export const RESOURCE_KIND_NAMES: Record<(typeof RESOURCE_KINDS)[number], string> = { video: '视频', pdf: 'PDF', document: '文档', link: '链接' };

/**
 * Where an Office document's conversion to PDF stands (server/modules/library/converter.ts): waiting its turn, under
 * way, done (read in the browser as a PDF), failed, or not possible here (no LibreOffice: download only).
 */
export const CONVERSION_STATES = ['pending', 'converting', 'done', 'failed', 'unavailable'] as const;
export type ConversionState = (typeof CONVERSION_STATES)[number];

export const Conversion = z.object({
  state: z.enum(CONVERSION_STATES),
  /** pending: how many documents convert before this one (0: next) */
  queuePosition: z.number().int().nullable(),
  /** converting: since when */
  startedAt: z.string().nullable(),
});
export type Conversion = z.infer<typeof Conversion>;

export const ChapterResource = z.object({
  resourceId: z.number().int(),
  chapterId: z.number().int(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  /** /readResourse/{id} for uploads, the address for links */
  url: z.string(),
  /** bytes of an upload; null for links */
  size: z.number().int().nullable(),
  serialNum: z.number().int(),
  /** the library item (资源库) the upload is; null for links */
  libraryResourceId: z.number().int().nullable(),
  /** 任务点: counts toward the chapter's progress */
  taskPoint: z.boolean(),
  /** videos: the student may jump forward past what they watched */
  allowSeek: z.boolean(),
  /** Office documents: their conversion to PDF; null for other kinds */
  conversion: Conversion.nullable(),
  /** /readResourse/{id} of the PDF an Office document was converted to, once done */
  pdfUrl: z.string().nullable(),
});
export type ChapterResource = z.infer<typeof ChapterResource>;

/** The largest chapter upload (videos included). */
export const RESOURCE_MAX_BYTES = 200 * 1024 * 1024;

export const Chapter = ChapterSection.extend({
  courseId: z.number().int(),
  /** sanitised HTML */
  content: z.string().nullable(),
  resources: z.array(ChapterResource),
  updatedAt: z.string(),
});
export type Chapter = z.infer<typeof Chapter>;

export const SaveChapterBody = z.object({
  chapterId: id('章节')
    .nullish()
    .transform((v) => v ?? null),
  courseId: id('课程'),
  /** null: a chapter; a chapter's id: one of its sections */
  parentId: id('上级章节')
    .nullish()
    .transform((v) => v ?? null),
  title: name('章节标题', 100),
  content: z
    .string({ error: '章节内容必须是文本' })
    .max(RICH_TEXT_MAX, { error: '章节内容太长' })
    .nullish()
    .transform((v) => (v?.trim() ? v : null)),
});
export type SaveChapterInput = z.output<typeof SaveChapterBody>;

export const MoveChapterBody = z.object({
  chapterId: id('章节'),
  parentId: id('上级章节')
    .nullish()
    .transform((v) => v ?? null),
  /** 0-based place among the new siblings; past the end means last */
  index: z.number({ error: '位置必须是数字' }).int({ error: '位置必须是整数' }).min(0, { error: '位置无效' }),
});

export const AddLinkBody = z.object({
  chapterId: id('章节'),
  title: name('链接标题', 100),
  url: z
    .string({ error: '链接地址必须是文本' })
    .trim()
    .max(2000, { error: '链接地址太长' })
    .regex(/^https?:\/\/[^\s<>"]+$/i, { error: '链接地址必须以 http:// 或 https:// 开头' }),
});

/** At most this many library items added to a chapter at once. */
export const PICK_MAX = 50;

export const AddFromLibraryBody = z.object({
  chapterId: id('章节'),
  libraryResourceIds: z
    .array(id('资源'), { error: '请选择资源' })
    .min(1, { error: '请选择资源' })
    .max(PICK_MAX, { error: `一次最多添加 ${PICK_MAX} 个资源` }),
});

export const ResourceSettingsBody = z.object({
  resourceId: id('资源'),
  taskPoint: z.boolean({ error: '是否计入进度必须是是或否' }),
  allowSeek: z.boolean({ error: '是否允许拖动进度条必须是是或否' }),
});

/** A signed address of an uploaded resource that a <video> can stream from (with Range) without the token. */
export const StreamUrl = z.object({ url: z.string(), expiresAt: z.string() });

const CourseParams = z.object({ courseId: id('课程') });
const ResourceParams = z.object({ resourceId: id('资源') });
const ChapterParams = z.object({ chapterId: id('章节') });

export const chapterCalls = defineCalls({
  chapterTree: { method: 'GET', path: '/chapter/tree/:courseId', reads: ['outlines'], params: CourseParams, answer: z.array(ChapterNode) },
  getChapter: { method: 'GET', path: '/chapter/:chapterId', params: ChapterParams, answer: Chapter },
  saveChapter: { method: 'POST', path: '/chapter/save', invalidates: ['outlines'], body: SaveChapterBody, answer: Chapter },
  deleteChapter: { method: 'POST', path: '/chapter/delete/:chapterId', invalidates: ['outlines'], params: ChapterParams, answer: z.array(ChapterNode) },
  moveChapter: { method: 'POST', path: '/chapter/move', invalidates: ['outlines'], body: MoveChapterBody, answer: z.array(ChapterNode) },
  /** multipart, field `file`: a video (MP4/WebM), PDF or Office document; it goes into the uploader's library too */
  uploadResource: { method: 'POST', path: '/chapter/:chapterId/uploadResource', invalidates: ['outlines'], params: ChapterParams, answer: ChapterResource },
  addLink: { method: 'POST', path: '/chapter/addLink', invalidates: ['outlines'], body: AddLinkBody, answer: ChapterResource },
  /** earlier uploads from the caller's library and colleagues' shared ones, without uploading again */
  addFromLibrary: { method: 'POST', path: '/chapter/addFromLibrary', invalidates: ['outlines'], body: AddFromLibraryBody, answer: z.array(ChapterResource) },
  resourceSettings: { method: 'POST', path: '/chapter/resourceSettings', invalidates: ['outlines'], body: ResourceSettingsBody, answer: ChapterResource },
  deleteResource: { method: 'POST', path: '/chapter/deleteResource/:resourceId', invalidates: ['outlines'], params: ResourceParams, answer: z.null() },
  streamUrl: { method: 'GET', path: '/chapter/streamUrl/:resourceId', params: ResourceParams, answer: StreamUrl },
});
