// Classes 班级 (PRODUCT.md, Core objects): a course taught to a roster of students by one or more teachers.
// Its roster is added by account or imported from .xlsx; its owner (or an admin) chooses its co-teachers.
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
  /** may this user add and remove its co-teachers (the owner and admins) */
  canManageTeachers: z.boolean(),
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
    sclassId: id('班级')
      .nullish()
      .transform((v) => v ?? null),
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

/** Roster import: one .xlsx of 学号 (and 姓名 to check), all rows or none. */
export const ROSTER_IMPORT_MAX_ROWS = 2000;
export const ROSTER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const ImportRosterQuery = z.object({ sclassId: id('班级') });
export const ImportRosterAnswer = z.object({
  added: z.number().int(),
  /** accounts of the file already on the roster (not an error: importing twice changes nothing) */
  already: z.array(z.string()),
  /** every wrong row of the file; nothing is added while there is one */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ImportRosterAnswer = z.infer<typeof ImportRosterAnswer>;

/** A teacher of a class: its owner (负责教师) first, then its co-teachers (任课教师). */
export const ClassTeacher = z.object({
  userId: z.number().int(),
  code: z.string(),
  name: z.string(),
  isOwner: z.boolean(),
});
export type ClassTeacher = z.infer<typeof ClassTeacher>;
export const AddClassTeacherBody = z.object({
  sclassId: id('班级'),
  code: z.string({ error: '教师账号必须是文本' }).trim().min(1, { error: '请输入教师账号' }).max(50, { error: '教师账号不能超过 50 个字符' }),
});
export const RemoveClassTeacherBody = z.object({ sclassId: id('班级'), userId: id('教师') });

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
  saveClass: { method: 'POST', path: '/sclass/save', invalidates: ['outlines'], body: SaveClassBody, answer: ClassSummary },
  classStudents: { method: 'GET', path: '/sclass/:sclassId/students', params: ClassParams, answer: z.array(ClassStudent) },
  addStudents: { method: 'POST', path: '/sclass/addStudents', invalidates: ['outlines'], body: AddStudentsBody, answer: AddStudentsAnswer },
  removeStudent: { method: 'POST', path: '/sclass/removeStudent', invalidates: ['outlines'], body: RemoveStudentBody, answer: z.null() },
  /** the .xlsx template of the roster import */
  rosterTemplate: { method: 'GET', path: '/sclass/rosterTemplate' },
  /** multipart, field `file`: an .xlsx of at most ROSTER_IMPORT_MAX_ROWS rows and ROSTER_IMPORT_MAX_BYTES */
  importRoster: { method: 'POST', path: '/sclass/importRoster', invalidates: ['outlines'], query: ImportRosterQuery, answer: ImportRosterAnswer },
  classTeachers: { method: 'GET', path: '/sclass/:sclassId/teachers', params: ClassParams, answer: z.array(ClassTeacher) },
  /** answers the class's teachers after the change; adding one already there changes nothing */
  addClassTeacher: { method: 'POST', path: '/sclass/addTeacher', invalidates: ['outlines'], body: AddClassTeacherBody, answer: z.array(ClassTeacher) },
  removeClassTeacher: { method: 'POST', path: '/sclass/removeTeacher', invalidates: ['outlines'], body: RemoveClassTeacherBody, answer: z.array(ClassTeacher) },
  /** at most STUDENTS_BY_CODE_MAX, an exact account first, then by account */
  studentsByCode: { method: 'POST', path: '/sys/getStuBySclassAndCode', body: StudentsByCodeBody, answer: z.array(ClassStudent) },
  hiddenChapters: { method: 'GET', path: '/sclass/:sclassId/hiddenChapters', reads: ['outlines'], params: ClassParams, answer: HiddenChapters },
  setChapterVisibility: { method: 'POST', path: '/sclass/chapterVisibility', invalidates: ['outlines'], body: ChapterVisibilityBody, answer: HiddenChapters },
});
