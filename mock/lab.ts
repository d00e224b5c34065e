// Mocks of the lab images 镜像 (/htdz/lab/... and /htdz/stu/lab/...) for `max dev` without the server, kept in memory,
// with the contract's rules, simply: admins manage every image, a teacher the images they made, and offers an image
// only to courses they edit (their own; admins: any); a course's list shows every image offered to it to its teachers
// (its owner, the teachers of its classes) and admins, each marked editable or not; a student sees the enabled images
// of the course of a class they are in. Demo: a personal PostgreSQL 15 and a plain Linux terminal for 数据库系统原理
// (course 1), a PostgreSQL with a sample database still disabled, and 赵老师's SQLite for course 4.
// Containers 容器 (/htdz/lab/container/... and /htdz/lab/containers/...): one per user and course, started with the
// path's account and role (refused when they are not the session's), from a class the student is in or, without one, by
// a teacher of the course; a running one with another image is replaced; at most MOCK_RUNNING_LIMIT run at once. The
// owner, the course's teachers and admins stop and restart; only the owner resets; teachers list the course's running
// ones and watch their terminals (observer tickets). Idle and lifetime limits stop them as the server's reaper would.
// Usage figures drift with the clock. Demo: three students of 数据库系统原理 at work, 张同学's container stopped when idle.
// The terminal WebSocket itself cannot be mocked: in `max dev` without the server the terminal shows 连接已断开.
// The contract check signs in as the administrator, who may read any class's images here (the server lets only its students).
import type { CurrentUser } from '@contract/auth';
import { PageQuery } from '@contract/envelope';
import {
  LabImageQuery,
  MyContainerQuery,
  NEW_IMAGE_LIMITS,
  SaveLabImageBody,
  StartContainerBody,
  type LabContainer,
  type LabImage,
  type STOP_REASONS,
  type StudentLabImage,
} from '@contract/lab';
import { id, z } from '@contract/zod';
import { classState, mockTeachesClass, MOCK_STUDENTS } from './clazz';
import { courseState } from './course';
import { isFailure, notFound, parse, signedIn, type Failure } from './_exercise-bank';
import { fail, ok } from './_envelope';

type StoredImage = Omit<LabImage, 'courses' | 'editable'> & { courseIds: number[] };

const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(Math.floor(Date.now() / HOUR) * HOUR - hours * HOUR).toISOString();

/** The start command of a personal PostgreSQL in the home folder (docs/labs.md: the sandbox runs as uid 1000). */
const POSTGRES_START = [
  'initdb -D ~/pgdata -U lab --auth=trust -E UTF8 --locale=C.UTF-8',
  'pg_ctl -D ~/pgdata -o "-k /home/lab -c listen_addresses=" -w start',
].join('\n');

function seed() {
  const images: StoredImage[] = [
    {
      imageId: 1,
      name: 'PostgreSQL 15 个人实例',
      description: '每人一个独立的 PostgreSQL 15 数据库，启动后在终端里用 psql -h /home/lab -U lab 连接，可以随意建表、导入数据和练习 SQL，互不影响。',
      provides: 'PostgreSQL 15 + psql',
      startCommand: POSTGRES_START,
      ociImage: 'postgres:15',
      ...NEW_IMAGE_LIMITS,
      enabled: true,
      courseIds: [1, 2],
      authorId: 3,
      authorName: '李老师',
      updatedAt: hoursAgo(30),
    },
    {
      imageId: 2,
      name: 'Linux 终端',
      description: '一个干净的 Linux 命令行环境，适合练习常用命令和 Shell 脚本。',
      provides: 'Bash + 常用命令行工具',
      startCommand: 'echo "欢迎使用 Linux 终端：$(uname -sr)"',
      ociImage: 'debian:12-slim',
      memoryMb: 256,
      cpuTenths: 5,
      maxProcesses: 128,
      diskMb: 512,
      idleMinutes: 20,
      lifetimeMinutes: 120,
      enabled: true,
      courseIds: [1],
      authorId: 1,
      authorName: '管理员',
      updatedAt: hoursAgo(72),
    },
    {
      imageId: 3,
      name: 'PostgreSQL 15 + 教学示例库',
      description: '在个人实例中预先导入 school 示例库（student、course、sc 三张表），还在准备中。',
      provides: 'PostgreSQL 15 + psql + school 示例库',
      startCommand: `${POSTGRES_START}\npsql -h /home/lab -U lab -d postgres -f ~/school.sql`,
      ociImage: null,
      memoryMb: 1024,
      cpuTenths: 10,
      maxProcesses: 256,
      diskMb: 2048,
      idleMinutes: 30,
      lifetimeMinutes: 180,
      enabled: false,
      courseIds: [1],
      authorId: 3,
      authorName: '李老师',
      updatedAt: hoursAgo(5),
    },
    {
      imageId: 4,
      name: 'SQLite 练习环境',
      description: null,
      provides: 'SQLite 3 命令行',
      startCommand: 'sqlite3 --version',
      ociImage: null,
      memoryMb: 128,
      cpuTenths: 2,
      maxProcesses: 64,
      diskMb: 256,
      idleMinutes: 15,
      lifetimeMinutes: 60,
      enabled: true,
      courseIds: [4],
      authorId: 5,
      authorName: '赵老师',
      updatedAt: hoursAgo(50),
    },
  ];
  return { images, nextImageId: 50 };
}

type G = typeof globalThis & { __htdzMockLabImages?: ReturnType<typeof seed> };
/** The lab images in memory. */
export const labState = () => ((globalThis as G).__htdzMockLabImages ??= seed());

const isAdmin = (u: CurrentUser) => u.baseRoleType === 1;
const canManage = (u: CurrentUser) => isAdmin(u) || u.baseRoleType === 3;
const editable = (u: CurrentUser, image: Pick<StoredImage, 'authorId'>) => isAdmin(u) || image.authorId === u.userId;
const courseOf = (courseId: number) => courseState().list.find((c) => c.courseId === courseId && !c.isTemplate);

/** Whether the user teaches the course: its owner, a teacher of one of its classes, an admin. */
const teachesCourse = (u: CurrentUser, courseId: number) =>
  isAdmin(u) || courseOf(courseId)?.ownerId === u.userId || classState().list.some((c) => c.courseId === courseId && mockTeachesClass(u, c));

/** Why the user may not offer images to these courses, or null: each must exist, the new ones be courses they edit. */
function offerable(u: CurrentUser, courseIds: number[], already: number[]): Failure | null {
  for (const courseId of courseIds) {
    const course = courseOf(courseId);
    if (!course) return notFound('课程');
    if (!already.includes(courseId) && !isAdmin(u) && course.ownerId !== u.userId)
      return fail(`只能把镜像提供给自己负责的课程，“${course.name}”不是`, 'FORBIDDEN', 403);
  }
  return null;
}

const imageOf = (u: CurrentUser, { courseIds, ...image }: StoredImage): LabImage => ({
  ...image,
  courses: courseIds.flatMap((courseId) => {
    const course = courseOf(courseId);
    return course ? [{ courseId, name: course.name }] : [];
  }),
  editable: editable(u, image),
});

const studentImageOf = (i: StoredImage): StudentLabImage => ({
  imageId: i.imageId,
  name: i.name,
  description: i.description,
  provides: i.provides,
  memoryMb: i.memoryMb,
  cpuTenths: i.cpuTenths,
  diskMb: i.diskMb,
  idleMinutes: i.idleMinutes,
  lifetimeMinutes: i.lifetimeMinutes,
});

const NOT_MANAGER = () => fail('只有管理员和教师可以管理实验镜像', 'FORBIDDEN', 403);
const NOT_EDITABLE = () => fail('只能修改或删除自己创建的镜像', 'FORBIDDEN', 403);

/** The stored image the user may change, or the failure. */
function editableImage(u: CurrentUser, imageId: number): StoredImage | Failure {
  const image = labState().images.find((i) => i.imageId === imageId);
  if (!image) return notFound('镜像');
  return editable(u, image) ? image : NOT_EDITABLE();
}

const ImageParams = z.object({ imageId: id('镜像') });
const ClassParams = z.object({ courseId: id('课程'), clazzId: id('班级') });
const newestFirst = (a: StoredImage, b: StoredImage) => b.updatedAt.localeCompare(a.updatedAt) || b.imageId - a.imageId;

// ---- containers ----

type StopReason = (typeof STOP_REASONS)[number];
type StoredContainer = {
  containerId: number;
  courseId: number;
  clazzId: number | null;
  /** the image as it was when started */
  image: StudentLabImage;
  owner: { userId: number; code: string; name: string };
  state: 'running' | 'stopped';
  startedAt: number;
  lastActiveAt: number;
  stoppedAt: number | null;
  stopReason: StopReason | null;
};

/** How many containers may run at once here (the server's limit is its configuration's). */
export const MOCK_RUNNING_LIMIT = 12;
const MINUTE = 60_000;

function seedContainers(): { containers: StoredContainer[]; nextContainerId: number } {
  const now = Date.now();
  const image = (imageId: number) => studentImageOf(labState().images.find((i) => i.imageId === imageId)!);
  const student = (userId: number) => {
    const s = MOCK_STUDENTS.find((x) => x.userId === userId)!;
    return { userId, code: s.code, name: s.name };
  };
  const running = (containerId: number, userId: number, clazzId: number, imageId: number, startedMinutesAgo: number, idleMinutes: number) => ({
    containerId,
    courseId: 1,
    clazzId,
    image: image(imageId),
    owner: student(userId),
    state: 'running' as const,
    startedAt: now - startedMinutesAgo * MINUTE,
    lastActiveAt: now - idleMinutes * MINUTE,
    stoppedAt: null,
    stopReason: null,
  });
  return {
    containers: [
      running(1, 21, 1, 1, 42, 1),
      running(2, 22, 1, 2, 12, 3),
      running(3, 26, 2, 1, 95, 6),
      {
        containerId: 4,
        courseId: 1,
        clazzId: 1,
        image: image(1),
        owner: student(4),
        state: 'stopped',
        startedAt: now - 26 * 60 * MINUTE,
        lastActiveAt: now - 25 * 60 * MINUTE,
        stoppedAt: now - 25 * 60 * MINUTE + 30 * MINUTE,
        stopReason: 'idle',
      },
    ],
    nextContainerId: 50,
  };
}

type GC = typeof globalThis & { __htdzMockLabContainers?: ReturnType<typeof seedContainers> };
/** The containers in memory. */
export const containerState = () => ((globalThis as GC).__htdzMockLabContainers ??= seedContainers());

const lifetimeEnd = (c: StoredContainer) => c.startedAt + c.image.lifetimeMinutes * MINUTE;
const idleEnd = (c: StoredContainer) => c.lastActiveAt + c.image.idleMinutes * MINUTE;
/** When the reaper stops a running container: the earlier of its lifetime's end and its idle time-out. */
const stopsAt = (c: StoredContainer) => Math.min(lifetimeEnd(c), idleEnd(c));

function stop(c: StoredContainer, reason: StopReason, at = Date.now()) {
  c.state = 'stopped';
  c.stoppedAt = at;
  c.stopReason = reason;
}

/** The reaper: running containers past their idle time-out or lifetime stop, as the server's would. */
function reap(now = Date.now()) {
  for (const c of containerState().containers) {
    if (c.state === 'running' && stopsAt(c) <= now) stop(c, lifetimeEnd(c) <= idleEnd(c) ? 'lifetime' : 'idle', stopsAt(c));
  }
}

/** A figure between `low` and `high` that drifts slowly with the clock, different per container. */
const drift = (seed: number, low: number, high: number) => low + ((Math.sin(Date.now() / 40_000 + seed * 1.7) + 1) / 2) * (high - low);

function usageOf(c: StoredContainer): LabContainer['usage'] {
  if (c.state !== 'running') return null;
  const { memoryMb, diskMb } = c.image;
  return {
    cpuPercent: Math.round(drift(c.containerId, 0.5, 35) * 10) / 10,
    memoryMb: Math.round(drift(c.containerId * 3, memoryMb * 0.15, memoryMb * 0.6)),
    diskMb: Math.round(Math.min(diskMb * 0.9, 38 + c.containerId * 11)),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

const containerOf = (c: StoredContainer): LabContainer => ({
  containerId: c.containerId,
  courseId: c.courseId,
  clazzId: c.clazzId,
  image: c.image,
  owner: c.owner,
  state: c.state,
  runtime: 'sandbox',
  startedAt: iso(c.startedAt),
  lastActiveAt: iso(c.lastActiveAt),
  stopsAt: c.state === 'running' ? iso(stopsAt(c)) : null,
  stoppedAt: c.stoppedAt === null ? null : iso(c.stoppedAt),
  stopReason: c.stopReason,
  usage: usageOf(c),
  now: new Date().toISOString(),
});

/** The path's account and role must be the session's: the page never decides who starts. */
const notThisSession = (u: CurrentUser, studentCode: string, roleId: number) =>
  studentCode !== u.code || roleId !== u.roleType ? fail('页面地址中的账号或角色与当前登录不一致，请从课程页面重新进入实验', 'FORBIDDEN', 403) : null;

/** Why the user may not use the labs of the course from this class (or, without one, as its teacher), or null. */
function placeRefused(u: CurrentUser, courseId: number, clazzId: number | null): Failure | null {
  if (!courseOf(courseId)) return notFound('课程');
  if (clazzId === null) return teachesCourse(u, courseId) ? null : fail('请从所在班级的课程页面进入实验', 'FORBIDDEN', 403);
  const clazz = classState().list.find((c) => c.sclassId === clazzId);
  if (!clazz || clazz.courseId !== courseId || (!isAdmin(u) && !clazz.students.some((m) => m.userId === u.userId))) {
    return fail('你不在这个班级中，不能使用它的实验', 'FORBIDDEN', 403);
  }
  return null;
}

/** The stored container the user may act on (owner, the course's teachers, admins; `ownerOnly`: the owner), or the failure. */
function containerFor(u: CurrentUser, containerId: number, ownerOnly = false): StoredContainer | Failure {
  const c = containerState().containers.find((x) => x.containerId === containerId);
  if (!c) return notFound('实验容器');
  if (c.owner.userId === u.userId) return c;
  if (ownerOnly) return fail('只有容器的使用者可以重置它', 'FORBIDDEN', 403);
  return teachesCourse(u, c.courseId) ? c : fail('只能操作自己的实验容器', 'FORBIDDEN', 403);
}

function startAgain(c: StoredContainer, image: StudentLabImage, clazzId: number | null) {
  const now = Date.now();
  Object.assign(c, { image, clazzId, state: 'running', startedAt: now, lastActiveAt: now, stoppedAt: null, stopReason: null });
}

const ContainerParams = z.object({ containerId: id('容器') });
const CourseParams = z.object({ courseId: id('课程') });
const CourseContainersQuery = PageQuery.extend({ keyword: z.string().trim().max(50).optional() });

export default {
  'GET /htdz/lab/images': signedIn((user, req) => {
    if (!canManage(user)) return NOT_MANAGER();
    const q = parse(LabImageQuery, req.query);
    if (isFailure(q)) return q;
    if (q.courseId !== undefined) {
      if (!courseOf(q.courseId)) return notFound('课程');
      if (!teachesCourse(user, q.courseId)) return fail('只有这门课程的教师可以查看它的实验镜像', 'FORBIDDEN', 403);
    }
    const word = q.keyword?.toLowerCase();
    const list = labState()
      .images.filter((i) => (q.courseId !== undefined ? i.courseIds.includes(q.courseId) : editable(user, i)))
      .filter((i) => !word || i.name.toLowerCase().includes(word) || i.provides.toLowerCase().includes(word))
      .sort(newestFirst);
    const start = (q.current - 1) * q.pageSize;
    return ok({ list: list.slice(start, start + q.pageSize).map((i) => imageOf(user, i)), total: list.length });
  }),
  'POST /htdz/lab/image/save': signedIn((user, req) => {
    if (!canManage(user)) return NOT_MANAGER();
    const b = parse(SaveLabImageBody, req.body);
    if (isFailure(b)) return b;
    const { imageId, courseIds, ...fields } = b;
    const s = labState();
    const updatedAt = new Date().toISOString();
    if (imageId !== null) {
      const image = editableImage(user, imageId);
      if (isFailure(image)) return image;
      const problem = offerable(user, courseIds, image.courseIds);
      if (problem) return problem;
      Object.assign(image, fields, { courseIds, updatedAt });
      return ok(imageOf(user, image));
    }
    const problem = offerable(user, courseIds, []);
    if (problem) return problem;
    const image: StoredImage = { imageId: s.nextImageId++, ...fields, courseIds, authorId: user.userId, authorName: user.userName, updatedAt };
    s.images.push(image);
    return ok(imageOf(user, image));
  }),
  'POST /htdz/lab/image/delete/:imageId': signedIn((user, req) => {
    if (!canManage(user)) return NOT_MANAGER();
    const p = parse(ImageParams, req.params);
    if (isFailure(p)) return p;
    const image = editableImage(user, p.imageId);
    if (isFailure(image)) return image;
    const s = labState();
    s.images = s.images.filter((i) => i !== image);
    return ok(null);
  }),
  'GET /htdz/stu/lab/images/:courseId/:clazzId': signedIn((user, req) => {
    const p = parse(ClassParams, req.params);
    if (isFailure(p)) return p;
    const clazz = classState().list.find((c) => c.sclassId === p.clazzId);
    // a missing class and another's alike, so ids cannot be probed
    if (!clazz || clazz.courseId !== p.courseId || (!isAdmin(user) && !clazz.students.some((m) => m.userId === user.userId))) {
      return fail('你不在这个班级中，不能查看它的实验', 'FORBIDDEN', 403);
    }
    return ok(
      labState()
        .images.filter((i) => i.enabled && i.courseIds.includes(p.courseId))
        .sort((a, b) => a.imageId - b.imageId)
        .map(studentImageOf),
    );
  }),
  'POST /htdz/lab/container/start': signedIn((user, req) => {
    const b = parse(StartContainerBody, req.body);
    if (isFailure(b)) return b;
    const refused = notThisSession(user, b.studentCode, b.roleId) ?? placeRefused(user, b.courseId, b.clazzId);
    if (refused) return refused;
    const stored = labState().images.find((i) => i.imageId === b.imageId && i.courseIds.includes(b.courseId));
    if (!stored) return notFound('镜像');
    if (!stored.enabled) return fail('这个镜像已停用，不能启动', 'FORBIDDEN', 403);
    reap();
    const s = containerState();
    const image = studentImageOf(stored);
    const mine = s.containers.find((c) => c.courseId === b.courseId && c.owner.userId === user.userId);
    if (mine?.state === 'running' && mine.image.imageId === b.imageId) return ok(containerOf(mine));
    if (mine?.state !== 'running' && s.containers.filter((c) => c.state === 'running').length >= MOCK_RUNNING_LIMIT) {
      return fail(`实验容器已满（最多同时运行 ${MOCK_RUNNING_LIMIT} 个），请稍后再试`, 'LAB_FULL', 409);
    }
    if (mine) {
      // one container per user and course: another image replaces the running one, the home folder stays
      startAgain(mine, image, b.clazzId);
      return ok(containerOf(mine));
    }
    const now = Date.now();
    const created: StoredContainer = {
      containerId: s.nextContainerId++,
      courseId: b.courseId,
      clazzId: b.clazzId,
      image,
      owner: { userId: user.userId, code: user.code, name: user.userName },
      state: 'running',
      startedAt: now,
      lastActiveAt: now,
      stoppedAt: null,
      stopReason: null,
    };
    s.containers.push(created);
    return ok(containerOf(created));
  }),
  'GET /htdz/lab/container/mine/:courseId': signedIn((user, req) => {
    const p = parse(CourseParams, req.params);
    if (isFailure(p)) return p;
    const q = parse(MyContainerQuery, req.query);
    if (isFailure(q)) return q;
    const refused = notThisSession(user, q.studentCode, q.roleId) ?? placeRefused(user, p.courseId, q.clazzId ?? null);
    if (refused) return refused;
    reap();
    const mine = containerState().containers.find((c) => c.courseId === p.courseId && c.owner.userId === user.userId);
    return ok(mine ? containerOf(mine) : null);
  }),
  'POST /htdz/lab/container/stop/:containerId': signedIn((user, req) => {
    const p = parse(ContainerParams, req.params);
    if (isFailure(p)) return p;
    reap();
    const c = containerFor(user, p.containerId);
    if (isFailure(c)) return c;
    if (c.state === 'running') stop(c, c.owner.userId === user.userId ? 'user' : 'teacher');
    return ok(containerOf(c));
  }),
  'POST /htdz/lab/container/restart/:containerId': signedIn((user, req) => {
    const p = parse(ContainerParams, req.params);
    if (isFailure(p)) return p;
    reap();
    const c = containerFor(user, p.containerId);
    if (isFailure(c)) return c;
    const stored = labState().images.find((i) => i.imageId === c.image.imageId);
    if (!stored?.enabled) return fail('镜像已被删除或停用，不能重启', 'FORBIDDEN', 403);
    startAgain(c, studentImageOf(stored), c.clazzId);
    return ok(containerOf(c));
  }),
  'POST /htdz/lab/container/reset/:containerId': signedIn((user, req) => {
    const p = parse(ContainerParams, req.params);
    if (isFailure(p)) return p;
    reap();
    const c = containerFor(user, p.containerId, true);
    if (isFailure(c)) return c;
    // the home folder is emptied; a stopped container keeps the time it stopped
    if (c.state === 'running') stop(c, 'reset');
    else c.stopReason = 'reset';
    return ok(containerOf(c));
  }),
  'GET /htdz/lab/containers/:courseId': signedIn((user, req) => {
    const p = parse(CourseParams, req.params);
    if (isFailure(p)) return p;
    const q = parse(CourseContainersQuery, req.query);
    if (isFailure(q)) return q;
    if (!courseOf(p.courseId)) return notFound('课程');
    if (!teachesCourse(user, p.courseId)) return fail('只有这门课程的教师可以查看它的实验容器', 'FORBIDDEN', 403);
    reap();
    const word = q.keyword?.toLowerCase();
    const list = containerState()
      .containers.filter((c) => c.courseId === p.courseId && c.state === 'running')
      .filter((c) => !word || c.owner.code.toLowerCase().includes(word) || c.owner.name.toLowerCase().includes(word))
      .sort((a, b) => b.startedAt - a.startedAt || b.containerId - a.containerId);
    const start = (q.current - 1) * q.pageSize;
    return ok({ list: list.slice(start, start + q.pageSize).map(containerOf), total: list.length });
  }),
  'POST /htdz/lab/container/ticket/:containerId': signedIn((user, req) => {
    const p = parse(ContainerParams, req.params);
    if (isFailure(p)) return p;
    reap();
    const c = containerFor(user, p.containerId);
    if (isFailure(c)) return c;
    if (c.state !== 'running') return fail('实验容器已停止，请先启动', 'CONTAINER_STOPPED', 409);
    return ok({ ticket: `mock-ticket-${c.containerId}-${Date.now().toString(36)}`, mode: c.owner.userId === user.userId ? 'owner' : 'observer', expiresIn: 30 });
  }),
};
