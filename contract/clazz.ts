// Classes 班级 (PRODUCT.md, Core objects): a course taught to a roster of students by one or more teachers.
// Its roster is added by 学号 (joining a student's account or making one) or imported from .xlsx; its owner (or an admin)
// chooses its co-teachers and may delete it while no student has handed in work. A closed class (openToStudents false)
// hides its course from its students until it is opened again.
import { defineCalls } from './call';
import { PageQuery, pageOf } from './envelope';
import { id, name, optionalText, z } from './zod';

const isoDate = (label: string) =>
  z
    .string({ error: `${label}必须是日期` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}格式应为 YYYY-MM-DD` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: `${label}不是有效日期` })
    .nullish()
    .transform((v) => v ?? null);

export const CLASS_DESCRIPTION_MAX = 500;

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
  /** what the class is, for its teachers (班级简介) */
  description: z.string().nullable(),
  /** false: closed, its students do not see its course (homework and exams published to it stay reachable) */
  openToStudents: z.boolean(),
  studentCount: z.number().int(),
  /** may this user change the class (its teachers and admins) */
  canEdit: z.boolean(),
  /** may this user add and remove its co-teachers (the owner and admins) */
  canManageTeachers: z.boolean(),
  /** may this user delete the class (the owner and admins; refused anyway while it holds student work) */
  canDelete: z.boolean(),
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

/** 进行中: no end date, or it is today or later; 已结束: the end date has passed (the platform's today). */
export const CLASS_STATES = ['current', 'ended'] as const;
export type ClassState = (typeof CLASS_STATES)[number];
export const ClassListQuery = PageQuery.extend({
  courseId: id('课程').optional(),
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字符' }).optional(),
  /** absent: every class */
  state: z.enum(CLASS_STATES, { error: '班级状态只能是 current（进行中）或 ended（已结束）' }).optional(),
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
    description: optionalText('班级简介', CLASS_DESCRIPTION_MAX),
    /** absent: a new class is open, an edited one stays as it is */
    openToStudents: z.boolean({ error: '请选择是否对学生开放' }).optional(),
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
/** Takes students off the roster, all or none; what they handed in stays. */
export const RemoveStudentsBody = z.object({
  sclassId: id('班级'),
  userIds: z
    .array(id('学生'), { error: '请选择要移除的学生' })
    .min(1, { error: '请选择要移除的学生' })
    .max(ADD_STUDENTS_MAX, { error: `一次最多移除 ${ADD_STUDENTS_MAX} 名学生` }),
});
export const RemoveStudentsAnswer = z.object({ removed: z.number().int() });

/**
 * A student by 学号 and 姓名: an existing student account joins the class (姓名, when given, must be that account's);
 * an unknown 学号 becomes a new student account (姓名 then required) with a first password, answered once.
 */
export const StudentAccountRow = z.object({
  code: z.string({ error: '学号必须是文本' }).trim().min(1, { error: '请填写学号' }).max(50, { error: '学号不能超过 50 个字符' }),
  name: name('姓名', 50).optional(),
});
export const AddStudentAccountsBody = z.object({
  sclassId: id('班级'),
  rows: z
    .array(StudentAccountRow, { error: '请填写学生的学号和姓名' })
    .min(1, { error: '请填写学生的学号和姓名' })
    .max(ADD_STUDENTS_MAX, { error: `一次最多添加 ${ADD_STUDENTS_MAX} 名学生` }),
});
/** A row that could not be taken, by its number (the file's row, or the request's row counted from 1). */
export const RosterRowError = z.object({ row: z.number().int(), message: z.string() });
/** An account made for a row, with its first password: shown this once, the student changes it at first sign-in. */
export const CreatedStudent = z.object({ row: z.number().int(), userId: z.number().int(), code: z.string(), name: z.string(), password: z.string() });
export type CreatedStudent = z.infer<typeof CreatedStudent>;
export const JoinedStudent = z.object({ row: z.number().int(), userId: z.number().int(), code: z.string(), name: z.string() });
/**
 * What adding by 学号 + 姓名 and the roster import answer alike. Every row is checked first: while one is refused,
 * nothing is written and `errors` lists every refused row with its reason; otherwise `errors` is empty.
 */
export const RosterAnswer = z.object({
  /** students put on the roster: accounts made and accounts joined */
  added: z.number().int(),
  /** accounts already on the roster (not an error: adding twice changes nothing) */
  already: z.array(z.string()),
  /** every refused row; nothing is added while there is one */
  errors: z.array(RosterRowError),
  /** accounts made, with their first passwords */
  created: z.array(CreatedStudent),
  /** existing student accounts put on the roster */
  joined: z.array(JoinedStudent),
});
export type RosterAnswer = z.infer<typeof RosterAnswer>;

/** A teacher changes the name of a student of their class; accounts holding any other role are the admins' to change. */
export const RenameStudentBody = z.object({ sclassId: id('班级'), userId: id('学生'), name: name('姓名', 50) });
/** A new first password for a student of the caller's class: their sessions end and they must change it at sign-in. */
export const ResetStudentPasswordBody = z.object({ sclassId: id('班级'), userId: id('学生') });
export const ResetStudentPasswordAnswer = z.object({ userId: z.number().int(), code: z.string(), name: z.string(), password: z.string() });

/** What deleting a class would take, and the student work that refuses it (the owner's or an admin's decision). */
export const DeleteClassBody = z.object({ sclassId: id('班级') });
export const ClassDeletion = z.object({
  sclassId: z.number().int(),
  name: z.string(),
  /** students on the roster (their accounts stay) */
  students: z.number().int(),
  /** homework and exams published to the class */
  homeworks: z.number().int(),
  exams: z.number().int(),
  /** student work: handed-in homework, exam attempts, practice attempts; any of it refuses the deletion */
  submissions: z.number().int(),
  attempts: z.number().int(),
  practice: z.number().int(),
  /** may the caller delete it (owner or admin) */
  canDelete: z.boolean(),
});
export type ClassDeletion = z.infer<typeof ClassDeletion>;
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
/** The import answers as adding by 学号 + 姓名 does; rows are the file's (the header is row 1). */
export const ImportRosterAnswer = RosterAnswer;
export type ImportRosterAnswer = RosterAnswer;

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
  /** what deleting the class would take, and whether student work refuses it */
  classDeletion: { method: 'GET', path: '/sclass/:sclassId/deletion', params: ClassParams, answer: ClassDeletion },
  /** refused (with the reason) while the class holds student work; its roster and publications go with it */
  deleteClass: { method: 'POST', path: '/sclass/delete', invalidates: ['outlines'], body: DeleteClassBody, answer: z.null() },
  classStudents: { method: 'GET', path: '/sclass/:sclassId/students', params: ClassParams, answer: z.array(ClassStudent) },
  addStudents: { method: 'POST', path: '/sclass/addStudents', invalidates: ['outlines'], body: AddStudentsBody, answer: AddStudentsAnswer },
  removeStudent: { method: 'POST', path: '/sclass/removeStudent', invalidates: ['outlines'], body: RemoveStudentBody, answer: z.null() },
  removeStudents: { method: 'POST', path: '/sclass/removeStudents', invalidates: ['outlines'], body: RemoveStudentsBody, answer: RemoveStudentsAnswer },
  /** by 学号 + 姓名: joins existing student accounts, makes the others (first passwords answered once) */
  addStudentAccounts: {
    method: 'POST',
    path: '/sclass/addStudentAccounts',
    invalidates: ['outlines'],
    body: AddStudentAccountsBody,
    answer: RosterAnswer,
  },
  renameStudent: { method: 'POST', path: '/sclass/renameStudent', invalidates: ['sessions'], body: RenameStudentBody, answer: ClassStudent },
  resetStudentPassword: {
    method: 'POST',
    path: '/sclass/resetStudentPassword',
    invalidates: ['sessions'],
    body: ResetStudentPasswordBody,
    answer: ResetStudentPasswordAnswer,
  },
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
