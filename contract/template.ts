// Course templates 课程模板 as teachers choose among them (PRODUCT.md, Core objects): the templates one may start a
// course from, each with what it holds. A course is made from one with courseCalls.createFromTemplate; its chapters
// are read, as a student would, through chapterCalls.
import { defineCalls } from './call';
import { CourseStatusSchema } from './course';
import { PageQuery, pageOf } from './envelope';
import { ExerciseTypeSchema } from './exercise';
import { z } from './zod';

export const TemplateListQuery = PageQuery.extend({
  /** in the name or the description */
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
});

/** How many questions of one type a template's bank holds (types without questions are left out). */
export const QuestionTypeCount = z.object({ type: ExerciseTypeSchema, count: z.number().int() });
export type QuestionTypeCount = z.infer<typeof QuestionTypeCount>;

export const TemplateCard = z.object({
  courseId: z.number().int(),
  name: z.string(),
  /** /readResourse/{id} of the cover image, or null */
  cover: z.string().nullable(),
  /** the description's visible text, shortened for a card; null without one */
  summary: z.string().nullable(),
  /** confirmed for teachers; experts and admins also see drafts and templates under review */
  status: CourseStatusSchema,
  ownerName: z.string(),
  /** chapters (top level) and their sections */
  chapterCount: z.number().int(),
  sectionCount: z.number().int(),
  questionCount: z.number().int(),
  /** in the order of EXERCISE_TYPES */
  questionTypes: z.array(QuestionTypeCount),
  sceneCount: z.number().int(),
  knowledgeCount: z.number().int(),
  updatedAt: z.string(),
});
export type TemplateCard = z.infer<typeof TemplateCard>;

export const templateCalls = defineCalls({
  /** the templates the caller may start a course from, newest change first */
  listTemplates: { method: 'GET', path: '/course/template/list', query: TemplateListQuery, answer: pageOf(TemplateCard) },
});
