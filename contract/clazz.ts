// Classes 班级 (PRODUCT.md, Core objects): a course taught to a roster of students by one or more teachers.
// The class pages and the roster import come with the classes issue; this is what study and statistics need.
import { defineCalls } from './call';
import { PageQuery, pageOf } from './envelope';
import { id, name, z } from './zod';

const isoDate = (label: string) =>
  z
    .string({ error: `${label}必须是日期` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式应为 YYYY-MM-DD` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${label}不是有效日期` })
    .nullish()
    .transform((v) => v ?? null);

export const ClassSummary = z.object({
  sclassId: z.number().int(),
  name: z.string(),
  courseId: z.number().int(),
  courseName: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  /** YYYY-MM-DD, or null when open-ended */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  studentCount: z.number().int(),
  /** may this user change the class (its teachers and admins) */
  canEdit: z.boolean(),
});
export type ClassSummary = z.infer<typeof ClassSummary>;

export const ClassStudent = z.object({
  userId: z.number().int(),
  /** the account (学号) */
  code: z.string(),
  name: z.string(),
  joinedAt: z.string(),
});
export type ClassStudent = z.infer<typeof ClassStudent>;

export const ClassListQuery = PageQuery.extend({
  courseId: id('课程').optional(),
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
});

export const SaveClassBody = z
  .object({
    sclassId: id('班级').nullish().transform((v) => v ?? null),
    name: name('班级名称', 60),
    courseId: id('课程'),
    startDate: isoDate('开始日期'),
    endDate: isoDate('结束日期'),
  })
  .refine((b) => !b.startDate || !b.endDate || b.startDate <= b.endDate, { error: '结束日期不能早于开始日期', path: ['endDate'] });
export type SaveClassInput = z.output<typeof SaveClassBody>;

/** The most accounts one request adds; a whole roster comes by import. */
export const ADD_STUDENTS_MAX = 500;
export const AddStudentsBody = z.object({
  sclassId: id('班级'),
  codes: z
    .array(z.string({ error: '账号必须是文本' }).trim().min(1, { error: '账号不能为空' }).max(50, { error: '账号不能超过 50 个字符' }), {
      error: '请填写学生账号',
    })
    .min(1, { error: '请填写学生账号' })
    .max(ADD_STUDENTS_MAX, { error: `一次最多添加 ${ADD_STUDENTS_MAX} 名学生` }),
});
export const AddStudentsAnswer = z.object({
  added: z.number().int(),
  /** accounts already on the roster (not an error: adding twice changes nothing) */
  already: z.array(z.string()),
});
export const RemoveStudentBody = z.object({ sclassId: id('班级'), userId: id('学生') });
/** SPEC.md section 7: students of a class whose account contains `code` (a teacher looking one up while reviewing). */
export const StudentsByCodeBody = z.object({
  sclassId: id('班级'),
  code: z.string({ error: '学号必须是文本' }).trim().min(1, { error: '请输入学号' }).max(50, { error: '学号不能超过 50 个字符' }),
});
export const STUDENTS_BY_CODE_MAX = 20;

export const ClassParams = z.object({ sclassId: id('班级') });

export const ChapterVisibilityBody = z.object({
  sclassId: id('班级'),
  chapterId: id('章节'),
  visible: z.boolean({ error: '请选择可见或隐藏' }),
});
/** The chapters (and, through them, sections) the class does not see. */
export const HiddenChapters = z.array(z.number().int());

export const classCalls = defineCalls({
  listClasses: { method: 'GET', path: '/sclass/list', query: ClassListQuery, answer: pageOf(ClassSummary) },
  getClass: { method: 'GET', path: '/sclass/:sclassId', params: ClassParams, answer: ClassSummary },
  saveClass: { method: 'POST', path: '/sclass/save', body: SaveClassBody, answer: ClassSummary },
  classStudents: { method: 'GET', path: '/sclass/:sclassId/students', params: ClassParams, answer: z.array(ClassStudent) },
  addStudents: { method: 'POST', path: '/sclass/addStudents', body: AddStudentsBody, answer: AddStudentsAnswer },
  removeStudent: { method: 'POST', path: '/sclass/removeStudent', body: RemoveStudentBody, answer: z.null() },
  /** at most STUDENTS_BY_CODE_MAX, an exact account first, then by account */
  studentsByCode: { method: 'POST', path: '/sys/getStuBySclassAndCode', body: StudentsByCodeBody, answer: z.array(ClassStudent) },
  hiddenChapters: { method: 'GET', path: '/sclass/:sclassId/hiddenChapters', params: ClassParams, answer: HiddenChapters },
  setChapterVisibility: { method: 'POST', path: '/sclass/chapterVisibility', body: ChapterVisibilityBody, answer: HiddenChapters },
});
