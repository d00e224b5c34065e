// Mocks of the lab images 镜像 (/htdz/lab/... and /htdz/stu/lab/...) for `max dev` without the server, kept in memory,
// with the contract's rules, simply: admins manage every image, a teacher the images they made, and offers an image
// only to courses they edit (their own; admins: any); a course's list shows every image offered to it to its teachers
// (its owner, the teachers of its classes) and admins, each marked editable or not; a student sees the enabled images
// of the course of a class they are in. Demo: a personal PostgreSQL 15 and a plain Linux terminal for 数据库系统原理
// (course 1), a PostgreSQL with a sample database still disabled, and 赵老师's SQLite for course 4.
// The contract check signs in as the administrator, who may read any class's images here (the server lets only its students).
import type { CurrentUser } from '../contract/auth';
import { LabImageQuery, SaveLabImageBody, type LabImage, type StudentLabImage } from '../contract/lab';
import { id, z } from '../contract/zod';
import { classState, mockTeachesClass } from './clazz';
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
      memoryMb: 512,
      cpuTenths: 5,
      maxProcesses: 256,
      diskMb: 1024,
      idleMinutes: 30,
      lifetimeMinutes: 240,
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
};
