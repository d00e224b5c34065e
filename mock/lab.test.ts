/**
 * @jest-environment node
 */
// The lab image mocks keep the contract's rules, as the pages expect: a course's list shows every image offered to it
// to its teachers, editable only where the caller made it (admins: all); a teacher changes and deletes only their own
// images and offers them only to their own courses; students see the enabled images of their class's course only.
import type { LabImage } from '../contract/lab';
import mocks from './lab';

type Env = { success: boolean; code: number; message: string; errorCode?: string; obj: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const as = (code: string) => ({ authorization: `Bearer mock-token-${code}` });
const ADMIN = { authorization: 'Bearer mock-token' };
const TEACHER = as('teacher');
const OTHER_TEACHER = as('teastu');
const STUDENT = as('student');

function call(
  key: keyof typeof mocks,
  req: { query?: Record<string, string>; params?: Record<string, string>; body?: unknown },
  headers: Record<string, string>,
): Env {
  let answer: Env | undefined;
  (mocks[key] as (q: unknown, s: unknown) => void)({ ...req, headers }, { json: (b: Env) => (answer = b) });
  return answer!;
}
const list = (headers: Record<string, string>, query: Record<string, string> = {}) => call('GET /htdz/lab/images', { query }, headers);
const save = (headers: Record<string, string>, body: unknown) => call('POST /htdz/lab/image/save', { body }, headers);
const remove = (headers: Record<string, string>, imageId: number) =>
  call('POST /htdz/lab/image/delete/:imageId', { params: { imageId: String(imageId) } }, headers);
const mine = (headers: Record<string, string>, courseId: number, clazzId: number) =>
  call('GET /htdz/stu/lab/images/:courseId/:clazzId', { params: { courseId: String(courseId), clazzId: String(clazzId) } }, headers);
const names = (answer: Env) => (answer.obj.list as { name: string }[]).map((i) => i.name);

const BODY = {
  imageId: null,
  name: ' MySQL 8 个人实例 ',
  description: '',
  provides: 'MySQL 8 + mysql 客户端',
  startCommand: 'mysqld --initialize-insecure --datadir=$HOME/mysql',
  ociImage: '',
  memoryMb: 768,
  cpuTenths: 10,
  maxProcesses: 200,
  diskMb: 2048,
  idleMinutes: 30,
  lifetimeMinutes: 120,
  enabled: true,
  courseIds: [2, 2],
};

beforeEach(() => {
  delete (globalThis as { __htdzMockLabImages?: unknown }).__htdzMockLabImages;
});

describe('lab images in the mock', () => {
  it('a course’s list shows every image offered to it, newest first, editable only where the teacher made it', () => {
    const answer = list(TEACHER, { courseId: '1', current: '1', pageSize: '10' });
    expect(answer.success).toBe(true);
    expect(answer.obj.total).toBe(3);
    expect(names(answer)).toEqual(['PostgreSQL 15 + 教学示例库', 'PostgreSQL 15 个人实例', 'Linux 终端']);
    const byName = (name: string) => (answer.obj.list as LabImage[]).find((i) => i.name === name)!;
    expect(byName('PostgreSQL 15 个人实例')).toMatchObject({
      provides: 'PostgreSQL 15 + psql',
      editable: true,
      courses: [
        { courseId: 1, name: '数据库系统原理' },
        { courseId: 2, name: '数据库设计与实践' },
      ],
    });
    expect(byName('PostgreSQL 15 个人实例').startCommand).toMatch(/^initdb -D ~\/pgdata .*\npg_ctl -D ~\/pgdata /);
    expect(byName('Linux 终端').editable).toBe(false);
    // admins manage all
    expect((list(ADMIN, { courseId: '1' }).obj.list as { editable: boolean }[]).every((i) => i.editable)).toBe(true);
  });

  it('searches by name or what an image provides, and pages', () => {
    expect(names(list(TEACHER, { courseId: '1', keyword: 'psql' }))).toEqual(['PostgreSQL 15 + 教学示例库', 'PostgreSQL 15 个人实例']);
    expect(names(list(TEACHER, { courseId: '1', keyword: 'linux' }))).toEqual(['Linux 终端']);
    const page2 = list(TEACHER, { courseId: '1', current: '2', pageSize: '2' });
    expect(page2.obj).toMatchObject({ total: 3 });
    expect(names(page2)).toEqual(['Linux 终端']);
  });

  it('without a course: the images the caller manages', () => {
    expect(names(list(TEACHER))).toEqual(['PostgreSQL 15 + 教学示例库', 'PostgreSQL 15 个人实例']);
    expect(list(ADMIN).obj.total).toBe(4);
  });

  it('only the course’s teachers (and admins) see its images; students and experts manage none', () => {
    expect(list(TEACHER, { courseId: '4' })).toMatchObject({ success: false, errorCode: 'FORBIDDEN', message: '只有这门课程的教师可以查看它的实验镜像' });
    expect(list(OTHER_TEACHER, { courseId: '4' }).obj.total).toBe(1);
    expect(list(STUDENT, { courseId: '1' })).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(list(as('expert'))).toMatchObject({ success: false, message: '只有管理员和教师可以管理实验镜像' });
    expect(list(TEACHER, { courseId: '99' })).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(list({ authorization: 'Bearer nobody' })).toMatchObject({ success: false, code: 401 });
  });

  it('a teacher creates an image for their courses: trimmed, blanks as null, courses once; they are its author', () => {
    const answer = save(TEACHER, BODY);
    expect(answer.success).toBe(true);
    expect(answer.obj).toMatchObject({
      name: 'MySQL 8 个人实例',
      description: null,
      ociImage: null,
      authorId: 3,
      authorName: '李老师',
      editable: true,
      courses: [{ courseId: 2, name: '数据库设计与实践' }],
    });
    expect(names(list(TEACHER, { courseId: '2' }))).toContain('MySQL 8 个人实例');
    expect(names(list(TEACHER, { courseId: '1' }))).not.toContain('MySQL 8 个人实例');
  });

  it('refuses bad input with the contract’s message, and a course that is not the teacher’s', () => {
    expect(save(TEACHER, { ...BODY, name: '' }).message).toBe('请输入镜像名称');
    expect(save(TEACHER, { ...BODY, memoryMb: 32 }).message).toBe('内存上限不能小于 64 MB');
    expect(save(TEACHER, { ...BODY, lifetimeMinutes: 2000 }).message).toBe('最长运行时间不能超过 1440 分钟');
    expect(save(TEACHER, { ...BODY, courseIds: [4] })).toMatchObject({
      success: false,
      errorCode: 'FORBIDDEN',
      message: '只能把镜像提供给自己负责的课程，“数据库应用开发”不是',
    });
    expect(save(TEACHER, { ...BODY, courseIds: [99] })).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(save(STUDENT, BODY)).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(list(ADMIN).obj.total).toBe(4);
  });

  it('a teacher changes and deletes only their own images', () => {
    const changed = save(TEACHER, { ...BODY, imageId: 1, name: 'PostgreSQL 15 个人实例（新版）', courseIds: [1] });
    expect(changed.obj).toMatchObject({
      imageId: 1,
      name: 'PostgreSQL 15 个人实例（新版）',
      authorName: '李老师',
      courses: [{ courseId: 1, name: '数据库系统原理' }],
    });
    expect(save(TEACHER, { ...BODY, imageId: 2 })).toMatchObject({ success: false, errorCode: 'FORBIDDEN', message: '只能修改或删除自己创建的镜像' });
    expect(remove(TEACHER, 2)).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(remove(TEACHER, 77)).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(remove(TEACHER, 3)).toMatchObject({ success: true, obj: null });
    expect(names(list(TEACHER, { courseId: '1' }))).toEqual(['PostgreSQL 15 个人实例（新版）', 'Linux 终端']);
  });

  it('an admin changes anyone’s image and keeps its author; a course already offered stays when the editor does not own it', () => {
    expect(save(ADMIN, { ...BODY, imageId: 4, name: 'SQLite 3', courseIds: [4, 1] }).obj).toMatchObject({ authorName: '赵老师', editable: true });
    // 赵老师 keeps course 1 (offered by the admin) while changing the rest
    const kept = save(OTHER_TEACHER, { ...BODY, imageId: 4, name: 'SQLite 3 练习', courseIds: [4, 1] });
    expect(kept.obj.courses.map((c: { courseId: number }) => c.courseId)).toEqual([4, 1]);
  });

  it('a student sees the enabled images of their class’s course, without start commands or authors', () => {
    const answer = mine(STUDENT, 1, 1);
    expect(answer.success).toBe(true);
    expect(answer.obj.map((i: { name: string }) => i.name)).toEqual(['PostgreSQL 15 个人实例', 'Linux 终端']);
    expect(Object.keys(answer.obj[0]).sort()).toEqual([
      'cpuTenths',
      'description',
      'diskMb',
      'idleMinutes',
      'imageId',
      'lifetimeMinutes',
      'memoryMb',
      'name',
      'provides',
    ]);
    // another class, a class of another course, a class that does not exist: one refusal
    for (const [courseId, clazzId] of [
      [1, 2],
      [2, 1],
      [1, 99],
    ]) {
      expect(mine(STUDENT, courseId, clazzId)).toMatchObject({ success: false, errorCode: 'FORBIDDEN', message: '你不在这个班级中，不能查看它的实验' });
    }
    expect(mine(STUDENT, 0, 1)).toMatchObject({ success: false, message: '课程无效' });
  });
});
