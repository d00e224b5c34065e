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

export const Chapter = ChapterSection.extend({
  courseId: z.number().int(),
  /** sanitised HTML */
  content: z.string().nullable(),
  updatedAt: z.string(),
});
export type Chapter = z.infer<typeof Chapter>;

export const SaveChapterBody = z.object({
  chapterId: id('章节').nullish().transform((v) => v ?? null),
  courseId: id('课程'),
  /** null: a chapter; a chapter's id: one of its sections */
  parentId: id('上级章节').nullish().transform((v) => v ?? null),
  title: name('章节标题', 100),
  content: z
    .string({ error: '章节内容必须是文本' })
    .max(RICH_TEXT_MAX, { error: '章节内容太长' })
    .nullish()
    .transform((v) => (v && v.trim() ? v : null)),
});
export type SaveChapterInput = z.output<typeof SaveChapterBody>;

export const MoveChapterBody = z.object({
  chapterId: id('章节'),
  parentId: id('上级章节').nullish().transform((v) => v ?? null),
  /** 0-based place among the new siblings; past the end means last */
  index: z.number({ error: '位置必须是数字' }).int({ error: '位置必须是整数' }).min(0, { error: '位置无效' }),
});

const CourseParams = z.object({ courseId: id('课程') });
const ChapterParams = z.object({ chapterId: id('章节') });

export const chapterCalls = defineCalls({
  chapterTree: { method: 'GET', path: '/chapter/tree/:courseId', params: CourseParams, answer: z.array(ChapterNode) },
  getChapter: { method: 'GET', path: '/chapter/:chapterId', params: ChapterParams, answer: Chapter },
  saveChapter: { method: 'POST', path: '/chapter/save', body: SaveChapterBody, answer: Chapter },
  deleteChapter: { method: 'POST', path: '/chapter/delete/:chapterId', params: ChapterParams, answer: z.array(ChapterNode) },
  moveChapter: { method: 'POST', path: '/chapter/move', body: MoveChapterBody, answer: z.array(ChapterNode) },
});
