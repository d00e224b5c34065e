// Courses 课程 (PRODUCT.md, Core objects): info, cover, rich description, status, expert templates, review.
import { defineCalls } from './call';
import { PageQuery, pageOf } from './envelope';
import { COURSE_STATUSES } from './states';
import { id, name, optionalText, z } from './zod';

// without zod in contract/states.ts: the home page shows them (page weight); everything else imports them from here
export { COURSE_STATUS_NAMES, COURSE_STATUSES, type CourseStatus } from './states';
export const CourseStatusSchema = z.enum(COURSE_STATUSES, { error: '课程状态无效' });

/**
 * A course's teaching team 教学团队, besides its owner: co-teachers (协作教师) edit everything of the course and teach
 * its classes; assistants (助教) read it and grade in its classes, but change and delete nothing. Members are teachers.
 */
export const TEAM_ROLES = ['co_teacher', 'assistant'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ROLE_NAMES: Record<TeamRole, string> = { co_teacher: '协作教师', assistant: '助教' };
export const TeamRoleSchema = z.enum(TEAM_ROLES, { error: '请选择协作教师或助教' });
/** One's relation to a course: its owner or a member of its team. */
export const COURSE_ROLES = ['owner', ...TEAM_ROLES] as const;
export type CourseRole = (typeof COURSE_ROLES)[number];
export const COURSE_ROLE_NAMES: Record<CourseRole, string> = { owner: '课程负责人', ...TEAM_ROLE_NAMES };

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
  /** may this user change its content (owner, co-teacher or admin) */
  canEdit: z.boolean(),
  /** may this user manage its team, submit, archive and delete it (owner or admin) */
  canManage: z.boolean(),
  /** the caller's relation to it; null for none (admins, experts, teachers using a template) */
  myRole: z.enum(COURSE_ROLES).nullable(),
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
 * Which courses a list shows: one's own courses and those one is on the team of (teachers), templates (experts),
 * courses waiting for review, and every course that is taught (admins, who offer lab images to any course).
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

/** One person of a course's team: the owner first (role `owner`), then the members by account. */
export const TeamMember = z.object({
  userId: z.number().int(),
  code: z.string(),
  name: z.string(),
  role: z.enum(COURSE_ROLES),
  /** when they were added; null for the owner */
  addedAt: z.string().nullable(),
});
export type TeamMember = z.infer<typeof TeamMember>;
export const AddTeamMemberBody = z.object({
  courseId: id('课程'),
  code: z.string({ error: '教师账号必须是文本' }).trim().min(1, { error: '请输入教师账号' }).max(50, { error: '教师账号不能超过 50 个字符' }),
  role: TeamRoleSchema,
});
export const SetTeamRoleBody = z.object({ courseId: id('课程'), userId: id('教师'), role: TeamRoleSchema });
export const RemoveTeamMemberBody = z.object({ courseId: id('课程'), userId: id('教师') });

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
  /** the owner first, then the members; read by the owner, the members and admins */
  courseTeam: { method: 'GET', path: '/course/:courseId/team', params: CourseParams, answer: z.array(TeamMember) },
  /** the owner (or an admin) adds a teacher by account; answers the team after the change */
  addTeamMember: { method: 'POST', path: '/course/team/add', body: AddTeamMemberBody, answer: z.array(TeamMember) },
  setTeamRole: { method: 'POST', path: '/course/team/role', body: SetTeamRoleBody, answer: z.array(TeamMember) },
  removeTeamMember: { method: 'POST', path: '/course/team/remove', body: RemoveTeamMemberBody, answer: z.array(TeamMember) },
});
