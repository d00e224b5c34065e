// Courses 课程 (PRODUCT.md, Core objects): info, cover, rich description, status, expert templates, review.
import { defineCalls } from './call';
import { PageQuery, pageOf } from './envelope';
import { COURSE_STATUSES } from './states';
import { id, name, optionalText, z } from './zod';

// without zod in contract/states.ts: the home page shows them (page weight); everything else imports them from here
export { COURSE_STATUS_NAMES, COURSE_STATUSES, type CourseStatus } from './states';
export const CourseStatusSchema = z.enum(COURSE_STATUSES, { error: '课程状态无效' });

/** Rich text as HTML; the server keeps only safe tags and attributes before storing it. */
export const RICH_TEXT_MAX = 200_000;

export const CourseSummary = z.object({
  courseId: z.number().int(),
  name: z.string(),
  /** /readResourse/{id} of the cover image, or null */
  cover: z.string().nullable(),
  status: CourseStatusSchema,
  isTemplate: z.boolean(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** the template this course was created from */
  templateId: z.number().int().nullable(),
  sceneCount: z.number().int(),
  /** may this user change it (owner or admin) */
  canEdit: z.boolean(),
  updatedAt: z.string(),
});
export type CourseSummary = z.infer<typeof CourseSummary>;

export const Course = CourseSummary.extend({
  /** sanitised HTML */
  description: z.string().nullable(),
  /** the expert's words when a review returned the course */
  reviewComment: z.string().nullable(),
  reviewerName: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Course = z.infer<typeof Course>;

/**
 * Which courses a list shows: one's own courses (teachers), templates (experts), courses waiting for review, and every
 * course that is taught (admins, who offer lab images to any course).
 */
export const COURSE_SCOPES = ['mine', 'templates', 'review', 'all'] as const;
export const CourseListQuery = PageQuery.extend({
  scope: z.enum(COURSE_SCOPES, { error: '列表范围无效' }).default('mine'),
  status: CourseStatusSchema.optional(),
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
});

export const coverRef = z
  .string()
  .regex(/^\/readResourse\/\d+$/, { error: '封面地址无效' })
  .nullish()
  .transform((v) => v ?? null);

export const SaveCourseBody = z.object({
  courseId: id('课程')
    .nullish()
    .transform((v) => v ?? null),
  name: name('课程名称', 60),
  description: z
    .string({ error: '课程介绍必须是文本' })
    .max(RICH_TEXT_MAX, { error: '课程介绍太长' })
    .nullish()
    .transform((v) => (v?.trim() ? v : null)),
  cover: coverRef,
  /** experts create templates; ignored for others */
  isTemplate: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type SaveCourseInput = z.output<typeof SaveCourseBody>;

export const CourseParams = z.object({ courseId: id('课程') });
export const CreateFromTemplateBody = z.object({
  templateId: id('课程模板'),
  name: name('课程名称', 60)
    .nullish()
    .transform((v) => v ?? null),
});
export const ReviewCourseBody = z
  .object({
    courseId: id('课程'),
    approve: z.boolean({ error: '请选择通过或退回' }),
    comment: optionalText('审核意见', 2000),
  })
  .refine((b) => b.approve || b.comment !== null, { error: '退回时请填写审核意见', path: ['comment'] });
export const CoverAnswer = z.object({ cover: z.string() });

export const courseCalls = defineCalls({
  listCourses: { method: 'GET', path: '/course/list', query: CourseListQuery, answer: pageOf(CourseSummary) },
  getCourse: { method: 'GET', path: '/course/:courseId', params: CourseParams, answer: Course },
  saveCourse: { method: 'POST', path: '/course/save', invalidates: ['outlines'], body: SaveCourseBody, answer: Course },
  createFromTemplate: { method: 'POST', path: '/course/createFromTemplate', invalidates: ['outlines'], body: CreateFromTemplateBody, answer: Course },
  copyCourse: { method: 'POST', path: '/course/copy/:courseId', invalidates: ['outlines'], params: CourseParams, answer: Course },
  archiveCourse: { method: 'POST', path: '/course/archive/:courseId', invalidates: ['outlines'], params: CourseParams, answer: Course },
  deleteCourse: { method: 'POST', path: '/course/delete/:courseId', invalidates: ['outlines'], params: CourseParams, answer: z.null() },
  submitCourse: { method: 'POST', path: '/course/submit/:courseId', invalidates: ['outlines'], params: CourseParams, answer: Course },
  reviewCourse: { method: 'POST', path: '/course/review', invalidates: ['outlines'], body: ReviewCourseBody, answer: Course },
  uploadCover: { method: 'POST', path: '/course/uploadCover', invalidates: ['outlines'], answer: CoverAnswer },
});
