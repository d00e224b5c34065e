// Mocks of /htdz/sclass for `max dev` without the server: classes of 李老师's 数据库系统原理 and a few more, their
// rosters, teachers and the students one can add by account, kept in memory. The chapter visibility calls are mocked
// in mock/clazz-visibility.ts. Rules as the server has them: a class is seen and changed by its teachers (and admins),
// a class belongs to one of its owner's courses, 添加学生 adds all accounts or, when one is unknown, none, and only
// the owner (or an admin) adds and removes co-teachers. The roster import cannot read sheets: it answers a refusal.
import ExcelJS from 'exceljs';
import type { CurrentUser } from '@contract/auth';
import {
  AddClassTeacherBody,
  AddStudentsBody,
  ClassListQuery,
  ClassParams,
  ImportRosterQuery,
  RemoveClassTeacherBody,
  RemoveStudentBody,
  SaveClassBody,
  STUDENTS_BY_CODE_MAX,
  StudentsByCodeBody,
  type ClassStudent,
  type ClassSummary,
  type ClassTeacher,
} from '@contract/clazz';
import { mockUserOf } from './auth';
import { courseState } from './course';
import { sendXlsx } from './_exercise-sheet';
import { ok, fail } from './_envelope';

type Req = { body?: unknown; query?: Record<string, unknown>; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };

type Member = { userId: number; joinedAt: string };
export type StoredClass = Omit<ClassSummary, 'courseName' | 'studentCount' | 'canEdit' | 'canManageTeachers'> & {
  /** teachers besides the owner */
  teacherIds: number[];
  students: Member[];
};
type MockStudent = { userId: number; code: string; name: string };

/** The accounts 添加学生 knows: the demo accounts holding the student role and some invented students. */
export const MOCK_STUDENTS: MockStudent[] = [
  { userId: 4, code: 'student', name: '张同学' },
  { userId: 5, code: 'teastu', name: '赵老师' },
  { userId: 21, code: '2023010101', name: '王小明' },
  { userId: 22, code: '2023010102', name: '李思雨' },
  { userId: 23, code: '2023010103', name: '陈浩' },
  { userId: 24, code: '2023010104', name: '刘婷婷' },
  { userId: 25, code: '2023010105', name: '周杰' },
  { userId: 26, code: '2023010201', name: '吴佳怡' },
  { userId: 27, code: '2023010202', name: '郑凯' },
  { userId: 28, code: '2023010203', name: '孙悦' },
  { userId: 29, code: '2023010204', name: '马晓雯' },
  { userId: 30, code: '2023010205', name: '黄一鸣' },
];

/** The accounts 任课教师 knows: the demo accounts holding the teacher role and two invented teachers. */
export const MOCK_TEACHERS: MockStudent[] = [
  { userId: 3, code: 'teacher', name: '李老师' },
  { userId: 5, code: 'teastu', name: '赵老师' },
  { userId: 31, code: 't2010001', name: '钱老师' },
  { userId: 32, code: 't2010002', name: '孙老师' },
];

const joined = (day: number, minute = 0) => new Date(Date.UTC(2025, 1, day, 1, 30 + minute)).toISOString();
const members = (ids: number[], day: number): Member[] => ids.map((userId, i) => ({ userId, joinedAt: joined(day, i) }));

function seed(): { list: StoredClass[]; nextId: number } {
  const list: StoredClass[] = [
    {
      sclassId: 1,
      name: '2023级计算机科学1班',
      courseId: 1,
      ownerId: 3,
      ownerName: '李老师',
      teacherIds: [31],
      startDate: '2025-02-24',
      endDate: '2025-07-04',
      students: members([4, 5, 21, 22, 23, 24, 25], 20),
    },
    {
      sclassId: 2,
      name: '2023级计算机科学2班',
      courseId: 1,
      ownerId: 3,
      ownerName: '李老师',
      teacherIds: [],
      startDate: '2025-02-24',
      endDate: '2025-07-04',
      students: members([26, 27, 28], 21),
    },
    {
      sclassId: 3,
      name: '数据库设计兴趣小组',
      courseId: 2,
      ownerId: 3,
      ownerName: '李老师',
      teacherIds: [],
      startDate: null,
      endDate: null,
      students: [],
    },
    {
      sclassId: 4,
      name: '2022级软件工程1班',
      courseId: 4,
      ownerId: 5,
      ownerName: '赵老师',
      teacherIds: [],
      startDate: '2024-09-02',
      endDate: '2025-01-17',
      students: members([29, 30], 1),
    },
  ];
  return { list, nextId: 10 };
}

type G = typeof globalThis & { __htdzMockClasses?: ReturnType<typeof seed> };
export const classState = () => ((globalThis as G).__htdzMockClasses ??= seed());

const isAdmin = (u: CurrentUser) => u.baseRoleType === 1;
const isTeacher = (u: CurrentUser) => u.baseRoleType === 3 || isAdmin(u);
/** May the user see and change the class (its teachers, admins). */
export const mockTeachesClass = (u: CurrentUser, c: StoredClass) => isAdmin(u) || c.ownerId === u.userId || c.teacherIds.includes(u.userId);

const courseOf = (courseId: number) => courseState().list.find((c) => c.courseId === courseId && !c.isTemplate);
const studentOf = (userId: number) => MOCK_STUDENTS.find((s) => s.userId === userId);

const summaryOf = (u: CurrentUser, c: StoredClass): ClassSummary => ({
  sclassId: c.sclassId,
  name: c.name,
  courseId: c.courseId,
  courseName: courseOf(c.courseId)?.name ?? '（课程已删除）',
  ownerId: c.ownerId,
  ownerName: c.ownerName,
  startDate: c.startDate,
  endDate: c.endDate,
  studentCount: c.students.length,
  canEdit: mockTeachesClass(u, c),
  canManageTeachers: isAdmin(u) || c.ownerId === u.userId,
});

const rosterOf = (c: StoredClass): ClassStudent[] =>
  c.students
    .flatMap((m) => {
      const s = studentOf(m.userId);
      return s ? [{ userId: s.userId, code: s.code, name: s.name, joinedAt: m.joinedAt }] : [];
    })
    .sort((a, b) => a.code.localeCompare(b.code));

const teacherOf = (userId: number) => MOCK_TEACHERS.find((t) => t.userId === userId);
const teachersOf = (c: StoredClass): ClassTeacher[] => [
  { ...(teacherOf(c.ownerId) ?? { userId: c.ownerId, code: String(c.ownerId), name: c.ownerName }), isOwner: true },
  ...c.teacherIds
    .flatMap((userId) => teacherOf(userId) ?? [])
    .sort((a, b) => a.code.localeCompare(b.code))
    .map((t) => ({ ...t, isOwner: false })),
];

const unauthorized = () => fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401);
const notFound = (message = '班级不存在或已被删除') => fail(message, 'NOT_FOUND', 404);
const forbidden = (message = '只有本班的任课教师可以查看和管理这个班级') => fail(message, 'FORBIDDEN', 403);
const conflict = (message: string) => fail(message, 'CONFLICT', 409);
const invalid = (error: { issues: { message: string }[] }) => fail(error.issues[0]?.message ?? '请求参数无效');
type Failure = ReturnType<typeof fail>;
const isFailure = (v: unknown): v is Failure => typeof v === 'object' && v !== null && 'success' in v;

const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : unauthorized());
};

/** The class `sclassId` if the user teaches it, or the failure to answer. */
function taughtClass(user: CurrentUser, sclassId: number): StoredClass | Failure {
  const c = classState().list.find((x) => x.sclassId === sclassId);
  if (!c) return notFound();
  return mockTeachesClass(user, c) ? c : forbidden();
}

function classOfParams(user: CurrentUser, req: Req): StoredClass | Failure {
  const parsed = ClassParams.safeParse(req.params ?? {});
  return parsed.success ? taughtClass(user, parsed.data.sclassId) : invalid(parsed.error);
}

/** The class `sclassId` if the user may choose its co-teachers (owner, admin), or the failure to answer. */
function managedClass(user: CurrentUser, sclassId: number): StoredClass | Failure {
  const c = taughtClass(user, sclassId);
  if (isFailure(c) || isAdmin(user) || c.ownerId === user.userId) return c;
  return forbidden('只有班级的负责教师或管理员可以添加和移除任课教师');
}

type FileRes = Res & { setHeader: (name: string, value: string) => unknown; send: (body: unknown) => void };

export default {
  // before /sclass/:sclassId: Umi's mock server takes the first key that matches
  'GET /htdz/sclass/rosterTemplate': async (req: Req, res: FileRes) => {
    if (!mockUserOf(req)) return res.json(unauthorized());
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('名单');
    sheet.columns = ['学号', '姓名'].map((header) => ({ header, width: 18 }));
    sheet.addRow(['2023010101', '王小明']);
    sendXlsx(res, Buffer.from(await wb.xlsx.writeBuffer()), '班级名单导入模板.xlsx');
  },
  'POST /htdz/sclass/importRoster': signedIn((user, req) => {
    const parsed = ImportRosterQuery.safeParse(req.query ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const c = taughtClass(user, parsed.data.sclassId);
    if (isFailure(c)) return c;
    // The mock cannot read the sheet: it answers the refusal a sheet with mistakes gets (nobody is added).
    return ok({
      added: 0,
      already: [],
      errors: [
        { row: 3, message: '学号 2023010102 在文件中重复（第 3、7 行）' },
        { row: 5, message: '学号 2023019999 不存在' },
        { row: 7, message: '学号 2023010102 在文件中重复（第 3、7 行）' },
        { row: 9, message: '姓名“李思宇”与学号 2023010103 的姓名“陈浩”不一致' },
      ],
    });
  }),
  'GET /htdz/sclass/:sclassId/teachers': signedIn((user, req) => {
    const c = classOfParams(user, req);
    return isFailure(c) ? c : ok(teachersOf(c));
  }),
  'POST /htdz/sclass/addTeacher': signedIn((user, req) => {
    const parsed = AddClassTeacherBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const c = managedClass(user, parsed.data.sclassId);
    if (isFailure(c)) return c;
    const teacher = MOCK_TEACHERS.find((t) => t.code.toLowerCase() === parsed.data.code.toLowerCase());
    if (!teacher) return fail(`账号 ${parsed.data.code} 不存在或不是教师`);
    if (teacher.userId === c.ownerId) return fail(`${teacher.name}是班级的负责教师，不需要再添加为任课教师`);
    if (!c.teacherIds.includes(teacher.userId)) c.teacherIds.push(teacher.userId);
    return ok(teachersOf(c));
  }),
  'POST /htdz/sclass/removeTeacher': signedIn((user, req) => {
    const parsed = RemoveClassTeacherBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const c = managedClass(user, parsed.data.sclassId);
    if (isFailure(c)) return c;
    if (parsed.data.userId === c.ownerId) return fail('负责教师不能移除');
    if (!c.teacherIds.includes(parsed.data.userId)) return fail('该教师不是这个班级的任课教师');
    c.teacherIds = c.teacherIds.filter((id) => id !== parsed.data.userId);
    return ok(teachersOf(c));
  }),
  'GET /htdz/sclass/list': signedIn((user, req) => {
    if (!isTeacher(user)) return forbidden('只有教师可以管理班级');
    const parsed = ClassListQuery.safeParse(req.query ?? {});
    if (!parsed.success) return invalid(parsed.error);
    const { courseId, keyword, current, pageSize } = parsed.data;
    const word = keyword?.toLowerCase();
    const list = classState()
      .list.filter((c) => mockTeachesClass(user, c))
      .filter((c) => courseId === undefined || c.courseId === courseId)
      .filter((c) => !word || c.name.toLowerCase().includes(word))
      .sort((a, b) => b.sclassId - a.sclassId);
    return ok({ list: list.slice((current - 1) * pageSize, current * pageSize).map((c) => summaryOf(user, c)), total: list.length });
  }),
  'GET /htdz/sclass/:sclassId': signedIn((user, req) => {
    const c = classOfParams(user, req);
    return isFailure(c) ? c : ok(summaryOf(user, c));
  }),
  'POST /htdz/sclass/save': signedIn((user, req) => {
    if (!isTeacher(user)) return forbidden('只有教师可以管理班级');
    const parsed = SaveClassBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const b = parsed.data;
    const course = courseOf(b.courseId);
    if (!course) return notFound('课程不存在或已被删除');
    if (!isAdmin(user) && course.ownerId !== user.userId) return forbidden('只能为自己的课程建立班级');
    const fields = { name: b.name, courseId: b.courseId, startDate: b.startDate, endDate: b.endDate };
    if (b.sclassId === null) {
      if (course.status === 'archived') return conflict('课程已归档，不能新建班级');
      const s = classState();
      const c: StoredClass = { sclassId: s.nextId++, ...fields, ownerId: user.userId, ownerName: user.userName, teacherIds: [], students: [] };
      s.list.push(c);
      return ok(summaryOf(user, c));
    }
    const c = taughtClass(user, b.sclassId);
    if (isFailure(c)) return c;
    if (c.courseId !== b.courseId && course.status === 'archived') return conflict('不能把班级换到已归档的课程');
    Object.assign(c, fields);
    return ok(summaryOf(user, c));
  }),
  'GET /htdz/sclass/:sclassId/students': signedIn((user, req) => {
    const c = classOfParams(user, req);
    return isFailure(c) ? c : ok(rosterOf(c));
  }),
  'POST /htdz/sclass/addStudents': signedIn((user, req) => {
    const parsed = AddStudentsBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const c = taughtClass(user, parsed.data.sclassId);
    if (isFailure(c)) return c;
    const codes = [...new Set(parsed.data.codes.map((code) => code.toLowerCase()))];
    const found = codes.map((code) => ({ code, student: MOCK_STUDENTS.find((s) => s.code.toLowerCase() === code) }));
    const unknown = found.filter((f) => !f.student).map((f) => f.code);
    if (unknown.length > 0) {
      return fail(`以下 ${unknown.length} 个账号不存在或不是学生，没有添加任何学生：${unknown.join('、')}`, 'VALIDATION_FAILED', 400);
    }
    const already: string[] = [];
    const now = new Date().toISOString();
    let added = 0;
    for (const { student } of found) {
      if (!student) continue;
      if (c.students.some((m) => m.userId === student.userId)) {
        already.push(student.code);
        continue;
      }
      c.students.push({ userId: student.userId, joinedAt: now });
      added += 1;
    }
    return ok({ added, already });
  }),
  'POST /htdz/sclass/removeStudent': signedIn((user, req) => {
    const parsed = RemoveStudentBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const c = taughtClass(user, parsed.data.sclassId);
    if (isFailure(c)) return c;
    if (!c.students.some((m) => m.userId === parsed.data.userId)) return notFound('这名学生不在班级中');
    c.students = c.students.filter((m) => m.userId !== parsed.data.userId);
    return ok(null);
  }),
  'POST /htdz/sys/getStuBySclassAndCode': signedIn((user, req) => {
    const parsed = StudentsByCodeBody.safeParse(req.body);
    if (!parsed.success) return invalid(parsed.error);
    const c = taughtClass(user, parsed.data.sclassId);
    if (isFailure(c)) return c;
    const word = parsed.data.code.toLowerCase();
    const found = rosterOf(c)
      .filter((s) => s.code.toLowerCase().includes(word))
      .sort((a, b) => Number(a.code.toLowerCase() !== word) - Number(b.code.toLowerCase() !== word) || a.code.localeCompare(b.code));
    return ok(found.slice(0, STUDENTS_BY_CODE_MAX));
  }),
};
