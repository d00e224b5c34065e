/**
 * @jest-environment node
 */
// The lab image mocks keep the contract's rules, as the pages expect: a course's list shows every image offered to it
// to its teachers, editable only where the caller made it (admins: all); a teacher changes and deletes only their own
// images and offers them only to their own courses; students see the enabled images of their class's course only.
// Containers: started only with the session's account and role, from one's class (teachers: without one), one per user
// and course; stopped by the owner or the course's teachers, reset by the owner only; watched by teachers.
import type { LabContainer, LabImage } from '@contract/lab';
import mocks, { containerState, MOCK_RUNNING_LIMIT } from './lab';

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
  delete (globalThis as { __htdzMockLabContainers?: unknown }).__htdzMockLabContainers;
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

const start = (headers: Record<string, string>, body: Record<string, unknown>) => call('POST /htdz/lab/container/start', { body }, headers);
const myContainer = (headers: Record<string, string>, courseId: number, query: Record<string, string>) =>
  call('GET /htdz/lab/container/mine/:courseId', { params: { courseId: String(courseId) }, query }, headers);
const act = (action: 'stop' | 'restart' | 'reset' | 'ticket', headers: Record<string, string>, containerId: number) =>
  call(`POST /htdz/lab/container/${action}/:containerId`, { params: { containerId: String(containerId) } }, headers);
const running = (headers: Record<string, string>, courseId: number, query: Record<string, string> = {}) =>
  call('GET /htdz/lab/containers/:courseId', { params: { courseId: String(courseId) }, query }, headers);
const AS_STUDENT = { courseId: 1, clazzId: 1, studentCode: 'student', roleId: 4 };
const MINUTE = 60_000;

describe('lab containers in the mock', () => {
  it('a student starts from their class as themselves: their stopped container runs again with its id, the home folder kept', () => {
    const before = myContainer(STUDENT, 1, { clazzId: '1', studentCode: 'student', roleId: '4' });
    expect(before.obj).toMatchObject({ containerId: 4, state: 'stopped', stopReason: 'idle', usage: null, stopsAt: null });
    const answer = start(STUDENT, { ...AS_STUDENT, imageId: 1 });
    expect(answer.success).toBe(true);
    const c = answer.obj as LabContainer;
    expect(c).toMatchObject({ containerId: 4, courseId: 1, clazzId: 1, state: 'running', stopReason: null, stoppedAt: null, owner: { code: 'student', name: '张同学' } });
    // idle 30 minutes comes before the 4 hours of lifetime
    expect(Date.parse(c.stopsAt!) - Date.parse(c.lastActiveAt)).toBe(30 * MINUTE);
    expect(c.usage!.memoryMb).toBeLessThanOrEqual(512);
    // another image replaces it: the same container
    const other = start(STUDENT, { ...AS_STUDENT, imageId: 2 });
    expect(other.obj).toMatchObject({ containerId: 4, state: 'running', image: { imageId: 2, name: 'Linux 终端' } });
  });

  it('refuses a path that is not the session’s, a class not one’s own, a disabled image, and a student without a class', () => {
    const mismatch = '页面地址中的账号或角色与当前登录不一致，请从课程页面重新进入实验';
    expect(start(STUDENT, { ...AS_STUDENT, imageId: 1, studentCode: '2023010101' })).toMatchObject({ success: false, errorCode: 'FORBIDDEN', message: mismatch });
    expect(start(STUDENT, { ...AS_STUDENT, imageId: 1, roleId: 3 })).toMatchObject({ success: false, message: mismatch });
    expect(myContainer(STUDENT, 1, { clazzId: '1', studentCode: 'teacher', roleId: '4' })).toMatchObject({ success: false, message: mismatch });
    expect(start(STUDENT, { ...AS_STUDENT, clazzId: 2, imageId: 1 })).toMatchObject({ success: false, message: '你不在这个班级中，不能使用它的实验' });
    expect(start(STUDENT, { ...AS_STUDENT, imageId: 3 })).toMatchObject({ success: false, message: '这个镜像已停用，不能启动' });
    expect(start(STUDENT, { ...AS_STUDENT, clazzId: null, imageId: 1 })).toMatchObject({ success: false, message: '请从所在班级的课程页面进入实验' });
    expect(start(STUDENT, { ...AS_STUDENT, imageId: 4 })).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(containerState().containers.find((c) => c.containerId === 4)?.state).toBe('stopped');
  });

  it('a teacher tries the course’s lab without a class; a new container; they have none before', () => {
    const asTeacher = { courseId: 1, studentCode: 'teacher', roleId: 3 };
    expect(myContainer(TEACHER, 1, { studentCode: 'teacher', roleId: '3' }).obj).toBeNull();
    const answer = start(TEACHER, { ...asTeacher, imageId: 2 });
    expect(answer.obj).toMatchObject({ containerId: 50, clazzId: null, state: 'running', owner: { code: 'teacher', name: '李老师' } });
    expect(myContainer(TEACHER, 1, { studentCode: 'teacher', roleId: '3' }).obj.containerId).toBe(50);
    // course 4 is not theirs
    expect(start(TEACHER, { ...asTeacher, courseId: 4, imageId: 4 })).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
  });

  it('no container starts once the limit runs, with a message saying so; one’s own running container still answers and changes image', () => {
    start(STUDENT, { ...AS_STUDENT, imageId: 1 });
    const s = containerState();
    const template = s.containers[0];
    let others = 0;
    const fill = () => {
      while (s.containers.filter((c) => c.state === 'running').length < MOCK_RUNNING_LIMIT) {
        const i = others++;
        s.containers.push({ ...template, containerId: 100 + i, owner: { userId: 200 + i, code: `x${i}`, name: `学生${i}` } });
      }
    };
    fill();
    expect(start(STUDENT, { ...AS_STUDENT, imageId: 1 }).obj).toMatchObject({ containerId: 4, state: 'running' });
    expect(start(STUDENT, { ...AS_STUDENT, imageId: 2 }).obj).toMatchObject({ containerId: 4, image: { imageId: 2 } });
    act('stop', STUDENT, 4);
    fill();
    expect(start(STUDENT, { ...AS_STUDENT, imageId: 1 })).toMatchObject({
      success: false,
      message: `实验容器已满（最多同时运行 ${MOCK_RUNNING_LIMIT} 个），请稍后再试`,
    });
  });

  it('the owner stops (user), a teacher stops (teacher), another student may not; restart runs it again', () => {
    expect(act('stop', STUDENT, 1)).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    expect(act('stop', TEACHER, 1).obj).toMatchObject({ state: 'stopped', stopReason: 'teacher', usage: null });
    expect(act('restart', TEACHER, 1).obj).toMatchObject({ state: 'running', stopReason: null });
    start(STUDENT, { ...AS_STUDENT, imageId: 1 });
    expect(act('stop', STUDENT, 4).obj).toMatchObject({ state: 'stopped', stopReason: 'user' });
  });

  it('only the owner resets: the container stops as reset', () => {
    expect(act('reset', TEACHER, 1)).toMatchObject({ success: false, message: '只有容器的使用者可以重置它' });
    start(STUDENT, { ...AS_STUDENT, imageId: 1 });
    expect(act('reset', STUDENT, 4).obj).toMatchObject({ state: 'stopped', stopReason: 'reset' });
  });

  it('the course’s teachers list its running containers, newest first, searched by account or name', () => {
    const answer = running(TEACHER, 1, { current: '1', pageSize: '10' });
    expect(answer.obj.total).toBe(3);
    expect((answer.obj.list as LabContainer[]).map((c) => c.owner.name)).toEqual(['李思雨', '王小明', '吴佳怡']);
    expect((answer.obj.list as LabContainer[]).every((c) => c.usage !== null && c.stopsAt !== null)).toBe(true);
    expect(running(TEACHER, 1, { keyword: '王' }).obj.total).toBe(1);
    expect(running(TEACHER, 1, { keyword: '2023010201' }).obj.list[0].owner.name).toBe('吴佳怡');
    expect(running(STUDENT, 1)).toMatchObject({ success: false, message: '只有这门课程的教师可以查看它的实验容器' });
  });

  it('tickets: the owner types, a teacher watches, a stopped container has none', () => {
    start(STUDENT, { ...AS_STUDENT, imageId: 1 });
    expect(act('ticket', STUDENT, 4).obj).toMatchObject({ mode: 'owner', expiresIn: 30 });
    expect(act('ticket', TEACHER, 4).obj.mode).toBe('observer');
    expect(act('ticket', STUDENT, 1)).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    act('stop', STUDENT, 4);
    expect(act('ticket', STUDENT, 4)).toMatchObject({ success: false, message: '实验容器已停止，请先启动' });
  });

  it('the reaper stops a container idle too long', () => {
    const c = containerState().containers.find((x) => x.containerId === 2)!;
    c.lastActiveAt = Date.now() - 21 * MINUTE;
    expect(running(TEACHER, 1).obj.total).toBe(2);
    expect(c).toMatchObject({ state: 'stopped', stopReason: 'idle' });
  });
});
