// Lab images 镜像 (issue 8, first slice) against a real database: a teacher makes, lists, changes and deletes images for
// their course; an admin sees and changes every image; other teachers, co-teachers and students reach only what is
// theirs; a student sees the enabled images of their own class's course; every bad input is refused in Chinese and
// writes nothing.
import { eq } from 'drizzle-orm';
import { LAB_LIMITS, type LabImage } from '@contract/lab';
import { labImageCourses, labImages } from '../../server/db/schema';
import { CHINESE, newUser, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let teacher: string;
let teacherId: number;
let otherTeacher: string;
let coTeacher: string;
let expert: string;
let student: string;
let outsider: string;
let clazzId: number;
let otherClassId: number;
/** a course of the other teacher */
let otherCourseId: number;
let courseName: string;

const COURSE = 1;
const TEMPLATE = 2;
const MISSING = 999_999;

const fields = (over: Record<string, unknown> = {}) => ({
  imageId: null,
  name: 'PostgreSQL 练习环境',
  description: '每人一个 PostgreSQL 15 实例',
  provides: 'PostgreSQL 15 个人实例 + psql',
  startCommand: 'initdb -D ~/pgdata && pg_ctl -D ~/pgdata -w start',
  ociImage: 'registry.example.com/lab/postgres:15',
  memoryMb: 512,
  cpuTenths: 10,
  maxProcesses: 128,
  diskMb: 1024,
  idleMinutes: 30,
  lifetimeMinutes: 120,
  enabled: true,
  courseIds: [COURSE],
  ...over,
});

const save = (over: Record<string, unknown> = {}, token = teacher) => s.api.saveLabImage({ body: fields(over) }, { token });
const saved = async (over: Record<string, unknown> = {}, token = teacher) => {
  const r = await save(over, token);
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj;
};
const list = (query: Record<string, string> = {}, token = teacher) => s.api.listLabImages({ query: { current: '1', pageSize: '50', ...query } }, { token });
const listed = async (query: Record<string, string> = {}, token = teacher) => {
  const r = await list(query, token);
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj;
};
const remove = (imageId: number, token = teacher) => s.api.deleteLabImage({ params: { imageId } }, { token });
const mine = (courseId: number, classId: number, token = student) => s.api.myLabImages({ params: { courseId, clazzId: classId } }, { token });
const ids = (images: { imageId: number }[]) => images.map((i) => i.imageId);
const counts = async () => [await rowCount(s, labImages), await rowCount(s, labImageCourses)];
const imageRow = async (imageId: number) => (await s.database.db.select().from(labImages).where(eq(labImages.id, imageId)))[0];
const linksOf = async (imageId: number) =>
  (await s.database.db.select().from(labImageCourses).where(eq(labImageCourses.imageId, imageId))).map((r) => r.courseId).sort((a, b) => a - b);

beforeAll(async () => {
  s = await startServer();
  // the demo data's image (server/db/demo-labs.ts) is left out: these tests count and order their own
  await s.database.db.delete(labImages);
  admin = await s.login('admin');
  teacher = await s.login('teacher');
  expert = await s.login('expert');
  student = await s.login('student');
  teacherId = (await s.api.getCurrentUser({}, { token: teacher })).obj.userId;
  const classes = await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher });
  clazzId = classes.obj.list.find((c) => c.courseId === COURSE)!.sclassId;
  ({ token: otherTeacher } = await newUser(s, admin, 't_lab_other', 3));
  ({ token: coTeacher } = await newUser(s, admin, 't_lab_co', 3));
  ({ token: outsider } = await newUser(s, admin, 's_lab_outside', 4));
  expect((await s.api.addClassTeacher({ body: { sclassId: clazzId, code: 't_lab_co' } }, { token: teacher })).success).toBe(true);
  const other = await s.api.saveClass({ body: { name: '另一个班', courseId: COURSE } }, { token: teacher });
  otherClassId = other.obj.sclassId;
  expect((await s.api.addStudents({ body: { sclassId: otherClassId, codes: ['s_lab_outside'] } }, { token: teacher })).success).toBe(true);
  otherCourseId = (await s.api.saveCourse({ body: { name: '别人的课程' } }, { token: otherTeacher })).obj.courseId;
  courseName = (await s.api.getCourse({ params: { courseId: COURSE } }, { token: teacher })).obj.name;
}, 120_000);

afterAll(async () => {
  await s?.close();
});

describe('a teacher and their course', () => {
  let image: LabImage;

  it('creates an image offered to their course', async () => {
    const before = await counts();
    image = await saved();
    expect(image).toMatchObject({
      name: 'PostgreSQL 练习环境',
      provides: 'PostgreSQL 15 个人实例 + psql',
      ociImage: 'registry.example.com/lab/postgres:15',
      memoryMb: 512,
      cpuTenths: 10,
      maxProcesses: 128,
      diskMb: 1024,
      idleMinutes: 30,
      lifetimeMinutes: 120,
      enabled: true,
      courses: [{ courseId: COURSE, name: courseName }],
      authorId: teacherId,
      authorName: '李老师',
      editable: true,
    });
    expect(new Date(image.updatedAt).getTime()).toBeGreaterThan(0);
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1]);
  });

  it('optional text may be left out or empty, duplicate courses count once, enabled defaults to true', async () => {
    const { imageId: _id, enabled: _e, ...rest } = fields();
    const r = await s.api.saveLabImage({ body: { ...rest, description: '', ociImage: undefined, courseIds: [COURSE, COURSE] } }, { token: teacher });
    expect(r.message).toBe(r.success ? r.message : '');
    expect(r.obj).toMatchObject({ description: null, ociImage: null, enabled: true, courses: [{ courseId: COURSE }] });
    expect(await linksOf(r.obj.imageId)).toEqual([COURSE]);
    expect((await remove(r.obj.imageId)).success).toBe(true);
  });

  it('lists the course’s images and its own, newest first, by keyword in the name or what it provides, paged', async () => {
    const second = await saved({ name: 'Linux Shell', provides: 'bash + coreutils', enabled: false });
    const unlinked = await saved({ name: '草稿镜像', provides: '尚未提供', courseIds: [] });
    const byCourse = await listed({ courseId: String(COURSE) });
    expect(ids(byCourse.list)).toEqual([second.imageId, image.imageId]);
    expect(byCourse.total).toBe(2);
    expect(byCourse.list[0]).toMatchObject({ enabled: false, editable: true });
    const own = await listed();
    expect(ids(own.list)).toEqual([unlinked.imageId, second.imageId, image.imageId]);
    expect(own.list[0]!.courses).toEqual([]);
    expect(ids((await listed({ keyword: 'coreutils' })).list)).toEqual([second.imageId]);
    expect(ids((await listed({ keyword: 'postgresql', courseId: String(COURSE) })).list)).toEqual([image.imageId]);
    // LIKE's wildcards are taken literally
    expect((await listed({ keyword: '%' })).total).toBe(0);
    const paged = await list({ pageSize: '2', current: '2' });
    expect(paged.obj).toMatchObject({ total: 3 });
    expect(ids(paged.obj.list)).toEqual([image.imageId]);
    expect((await remove(unlinked.imageId)).success).toBe(true);
  });

  it('changes an image and replaces its course links', async () => {
    const changed = await saved({ imageId: image.imageId, name: 'PostgreSQL 16', memoryMb: 1024, enabled: false, courseIds: [] });
    expect(changed).toMatchObject({ imageId: image.imageId, name: 'PostgreSQL 16', memoryMb: 1024, enabled: false, courses: [] });
    expect(new Date(changed.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(image.updatedAt).getTime());
    expect(await linksOf(image.imageId)).toEqual([]);
    image = await saved({ imageId: image.imageId });
    expect(image).toMatchObject({ name: 'PostgreSQL 练习环境', memoryMb: 512, enabled: true, courses: [{ courseId: COURSE }] });
  });

  it('deletes an image and its course links with it', async () => {
    const doomed = await saved({ name: '要删除的镜像' });
    const before = await counts();
    expect(await remove(doomed.imageId)).toMatchObject({ success: true, obj: null });
    expect(await counts()).toEqual([before[0] - 1, before[1] - 1]);
    expect(await linksOf(doomed.imageId)).toEqual([]);
    const again = await remove(doomed.imageId);
    expect(again).toMatchObject({ success: false, message: '镜像不存在' });
  });
});

describe('who reaches what', () => {
  let teachers: LabImage;
  let others: LabImage;

  beforeAll(async () => {
    teachers = await saved({ name: '教师的镜像' });
    others = await saved({ name: '另一位教师的镜像', courseIds: [otherCourseId] }, otherTeacher);
  });

  it('an admin sees every image and may change and delete any', async () => {
    const all = await listed({}, admin);
    expect(ids(all.list)).toEqual(expect.arrayContaining([teachers.imageId, others.imageId]));
    expect(all.list.every((i) => i.editable)).toBe(true);
    expect((await listed({ courseId: String(otherCourseId) }, admin)).list.map((i) => i.imageId)).toEqual([others.imageId]);
    const changed = await saved({ imageId: teachers.imageId, name: '管理员改过的镜像', courseIds: [COURSE, otherCourseId] }, admin);
    expect(changed).toMatchObject({ authorId: teacherId, editable: true, courses: [{ courseId: COURSE }, { courseId: otherCourseId }] });
    const adminOwn = await saved({ name: '管理员的镜像', courseIds: [TEMPLATE] }, admin);
    expect((await remove(adminOwn.imageId, admin)).success).toBe(true);
  });

  it('an admin offering an image chooses among every course taught on the platform, not templates or archived ones', async () => {
    const archived = (await s.api.saveCourse({ body: { name: '已归档的课程' } }, { token: otherTeacher })).obj.courseId;
    expect((await s.api.archiveCourse({ params: { courseId: archived } }, { token: otherTeacher })).success).toBe(true);
    const every = await s.api.listCourses({ query: { scope: 'all', current: '1', pageSize: '200' } }, { token: admin });
    const offered = every.obj.list.map((c) => c.courseId);
    expect(offered).toEqual(expect.arrayContaining([COURSE, otherCourseId]));
    expect(offered).not.toContain(TEMPLATE);
    expect(offered).not.toContain(archived);
    expect(every.obj.list.every((c) => c.canEdit)).toBe(true);
    // the admins' page starts a new image with no course; it stays in their list until offered
    const draft = await saved({ name: '管理员的草稿镜像', courseIds: [] }, admin);
    expect(ids((await listed({ keyword: '管理员的草稿' }, admin)).list)).toEqual([draft.imageId]);
    expect((await saved({ imageId: draft.imageId, courseIds: [otherCourseId] }, admin)).courses).toEqual([{ courseId: otherCourseId, name: '别人的课程' }]);
    expect((await remove(draft.imageId, admin)).success).toBe(true);
  });

  it('a teacher may not list every course', async () => {
    const refused = await s.api.listCourses({ query: { scope: 'all' } }, { token: teacher });
    expect(refused).toMatchObject({ success: false, errorCode: 'FORBIDDEN', message: '只有管理员可以查看全部课程' });
  });

  it('the author keeps links an admin made to courses they do not edit, and may withdraw them', async () => {
    // The other teacher's course is listed, and the image is not theirs to change.
    const seen = (await listed({ courseId: String(otherCourseId) }, otherTeacher)).list.find((i) => i.imageId === teachers.imageId)!;
    expect(seen).toMatchObject({ editable: false });
    const kept = await saved({ imageId: teachers.imageId, name: '教师的镜像', courseIds: [COURSE, otherCourseId] });
    expect(kept.courses.map((c) => c.courseId)).toEqual([COURSE, otherCourseId]);
    const withdrawn = await saved({ imageId: teachers.imageId, courseIds: [COURSE] });
    expect(withdrawn.courses.map((c) => c.courseId)).toEqual([COURSE]);
    // Once withdrawn, the author may not offer it to that course again.
    const back = await save({ imageId: teachers.imageId, courseIds: [COURSE, otherCourseId] });
    expect(back).toMatchObject({ success: false, message: expect.stringContaining('课程') });
    expect(await linksOf(teachers.imageId)).toEqual([COURSE]);
  });

  it('another teacher can neither change, delete, offer the course nor list it', async () => {
    const before = await counts();
    const row = await imageRow(teachers.imageId);
    const edit = await save({ imageId: teachers.imageId, name: '闯入', courseIds: [otherCourseId] }, otherTeacher);
    expect(edit).toMatchObject({ success: false, code: 403, message: expect.stringMatching(CHINESE) });
    expect(await remove(teachers.imageId, otherTeacher)).toMatchObject({ success: false, code: 403, message: expect.stringMatching(CHINESE) });
    // offering someone else's course, to an image of one's own or a new one: refused, naming the course
    const link = await save({ imageId: others.imageId, name: '另一位教师的镜像', courseIds: [otherCourseId, COURSE] }, otherTeacher);
    expect(link).toMatchObject({ success: false, message: expect.stringContaining(`编号 ${COURSE}`) });
    expect((await save({ courseIds: [COURSE] }, otherTeacher)).success).toBe(false);
    // the expert's template is readable by every teacher: named, and still not theirs to offer
    expect(await save({ courseIds: [TEMPLATE] }, otherTeacher)).toMatchObject({ success: false, message: expect.stringContaining('数据库原理（专家模板）') });
    // listing the course: the same answer as a course that does not exist
    const refused = await list({ courseId: String(COURSE) }, otherTeacher);
    const missing = await list({ courseId: String(MISSING) }, otherTeacher);
    expect(refused).toMatchObject({ success: false, message: expect.stringMatching(CHINESE) });
    expect(missing).toMatchObject({ success: false, code: refused.code, message: refused.message });
    // without a course: only their own
    expect(ids((await listed({}, otherTeacher)).list)).toEqual([others.imageId]);
    expect(await counts()).toEqual(before);
    expect(await imageRow(teachers.imageId)).toEqual(row);
    expect(await linksOf(others.imageId)).toEqual([otherCourseId]);
  });

  it('a co-teacher of one of the course’s classes lists its images but changes none and cannot offer the course', async () => {
    const seen = await listed({ courseId: String(COURSE) }, coTeacher);
    expect(ids(seen.list)).toContain(teachers.imageId);
    expect(seen.list.every((i) => !i.editable)).toBe(true);
    expect((await save({ courseIds: [COURSE] }, coTeacher)).success).toBe(false);
    expect((await save({ imageId: teachers.imageId }, coTeacher)).success).toBe(false);
    expect((await listed({}, coTeacher)).total).toBe(0);
  });

  it('a student or an expert manages nothing and is refused a course’s list as if it did not exist', async () => {
    const before = await counts();
    const missing = await list({ courseId: String(MISSING) }, teacher);
    for (const token of [student, expert]) {
      expect(await save({}, token)).toMatchObject({ success: false, code: 403 });
      expect(await save({ imageId: teachers.imageId }, token)).toMatchObject({ success: false, code: 403 });
      expect(await remove(teachers.imageId, token)).toMatchObject({ success: false, code: 403 });
      expect(await list({ courseId: String(COURSE) }, token)).toMatchObject({ success: false, code: missing.code, message: missing.message });
      expect((await listed({}, token)).total).toBe(0);
    }
    expect(await mine(COURSE, clazzId, teacher)).toMatchObject({ success: false, code: 403 });
    expect(await counts()).toEqual(before);
  });

  it('a student sees the enabled images of their own class’s course, by name, without the managers’ fields', async () => {
    const hidden = await saved({ name: 'A 停用的镜像', enabled: false });
    const early = await saved({ name: 'B 数据库镜像' });
    const seen = await mine(COURSE, clazzId);
    expect(seen.success).toBe(true);
    const names = seen.obj.map((i) => i.name);
    expect(names).toEqual([...names].sort());
    expect(ids(seen.obj)).toContain(early.imageId);
    expect(ids(seen.obj)).toContain(teachers.imageId);
    expect(ids(seen.obj)).not.toContain(hidden.imageId);
    expect(ids(seen.obj)).not.toContain(others.imageId);
    expect(Object.keys(seen.obj[0]!).sort()).toEqual([
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
    // another class, another course, a class or course that does not exist: one answer
    const refused = await mine(COURSE, otherClassId);
    expect(refused).toMatchObject({ success: false, message: expect.stringMatching(CHINESE) });
    for (const [courseId, classId] of [
      [otherCourseId, clazzId],
      [MISSING, clazzId],
      [COURSE, MISSING],
    ]) {
      expect(await mine(courseId, classId)).toMatchObject({ success: false, code: refused.code, message: refused.message });
    }
    // the student of the other class sees the same course's images
    expect(ids((await mine(COURSE, otherClassId, outsider)).obj)).toContain(early.imageId);
    expect((await mine(COURSE, clazzId, outsider)).success).toBe(false);
    expect((await s.api.myLabImages({ params: { courseId: 'abc', clazzId } }, { token: student })).message).toMatch(CHINESE);
  });
});

describe('bad input', () => {
  let image: LabImage;

  beforeAll(async () => {
    image = await saved({ name: '不变的镜像' });
  });

  const LIMITS = {
    memoryMb: LAB_LIMITS.memoryMb,
    cpuTenths: LAB_LIMITS.cpuTenths,
    maxProcesses: LAB_LIMITS.processes,
    diskMb: LAB_LIMITS.diskMb,
    idleMinutes: LAB_LIMITS.idleMinutes,
    lifetimeMinutes: LAB_LIMITS.lifetimeMinutes,
  };

  /** Every refusal: a failure envelope with a Chinese message, for a new image and for a change of one. */
  async function refused(over: Record<string, unknown>, expected?: string) {
    for (const imageId of [null, image.imageId]) {
      const r = await save({ imageId, ...over });
      expect(r.success).toBe(false);
      expect(r.status).toBe(200);
      expect(r.message).toMatch(CHINESE);
      if (expected) expect(r.message).toContain(expected);
    }
  }

  it('each limit out of range, not whole, not a number or missing', async () => {
    const before = await counts();
    const row = await imageRow(image.imageId);
    for (const [key, range] of Object.entries(LIMITS)) {
      await refused({ [key]: range.min - 1 }, `不能小于 ${range.min}`);
      await refused({ [key]: range.max + 1 }, `不能超过 ${range.max}`);
      await refused({ [key]: range.min + 0.5 }, '必须是整数');
      await refused({ [key]: String(range.min) }, '必须是数字');
      await refused({ [key]: null });
      await refused({ [key]: undefined });
    }
    // the bounds themselves are accepted
    const low = await saved({ imageId: image.imageId, ...Object.fromEntries(Object.entries(LIMITS).map(([k, r]) => [k, r.min])) });
    const high = await saved({ imageId: image.imageId, ...Object.fromEntries(Object.entries(LIMITS).map(([k, r]) => [k, r.max])) });
    expect(low.memoryMb).toBe(LAB_LIMITS.memoryMb.min);
    expect(high.lifetimeMinutes).toBe(LAB_LIMITS.lifetimeMinutes.max);
    await saved({ imageId: image.imageId, name: row!.name, ...Object.fromEntries(Object.keys(LIMITS).map((k) => [k, row![k as keyof typeof row]])) });
    expect(await counts()).toEqual(before);
  });

  it('missing, blank, too long or mistyped fields', async () => {
    const before = await counts();
    const row = await imageRow(image.imageId);
    await refused({ name: undefined }, '镜像名称必须是文本');
    await refused({ name: '   ' }, '请输入镜像名称');
    await refused({ name: 'x'.repeat(51) }, '镜像名称不能超过 50 个字符');
    await refused({ name: '<script>' }, '镜像名称不能包含');
    await refused({ name: 42 }, '镜像名称必须是文本');
    await refused({ provides: undefined }, '提供的环境必须是文本');
    await refused({ provides: 'x'.repeat(201) }, '提供的环境不能超过 200 个字符');
    await refused({ startCommand: '' }, '请输入启动命令');
    await refused({ startCommand: 'x'.repeat(2001) }, '启动命令不能超过 2000 个字符');
    await refused({ description: 'x'.repeat(LAB_LIMITS.maxDescription + 1) }, '镜像说明不能超过');
    await refused({ description: 7 }, '镜像说明必须是文本');
    await refused({ ociImage: 'x'.repeat(301) }, '容器镜像地址不能超过 300 个字符');
    await refused({ enabled: 'yes' }, '请选择是否启用');
    await refused({ courseIds: undefined });
    await refused({ courseIds: 'x' });
    await refused({ courseIds: ['abc'] }, '课程必须是数字');
    await refused({ courseIds: [0] }, '课程无效');
    await refused({ courseIds: Array.from({ length: LAB_LIMITS.maxCourses + 1 }, (_, i) => i + 1) }, `最多提供给 ${LAB_LIMITS.maxCourses} 门课程`);
    expect(await counts()).toEqual(before);
    expect(await imageRow(image.imageId)).toEqual(row);
  });

  it('an unknown course or image writes nothing, not even the rest of a change', async () => {
    const before = await counts();
    const row = await imageRow(image.imageId);
    await refused({ name: '改了一半', courseIds: [COURSE, MISSING] }, `编号 ${MISSING}`);
    expect(await save({ imageId: MISSING })).toMatchObject({ success: false, message: '镜像不存在' });
    expect(await save({ imageId: 'abc' })).toMatchObject({ success: false, message: expect.stringContaining('镜像必须是数字') });
    expect(await remove(MISSING)).toMatchObject({ success: false, message: '镜像不存在' });
    expect((await s.api.deleteLabImage({ params: { imageId: 'abc' } }, { token: teacher })).message).toMatch(CHINESE);
    for (const query of [{ courseId: 'abc' }, { courseId: '0' }, { keyword: 'x'.repeat(51) }] as Record<string, string>[]) {
      const r = await list(query);
      expect(r.success).toBe(false);
      expect(r.message).toMatch(CHINESE);
    }
    expect(await counts()).toEqual(before);
    expect(await imageRow(image.imageId)).toEqual(row);
    expect(await linksOf(image.imageId)).toEqual([COURSE]);
  });

  it('deleting a course removes its links, not the images', async () => {
    const doomed = (await s.api.saveCourse({ body: { name: '将被删除的课程' } }, { token: teacher })).obj.courseId;
    const img = await saved({ name: '跨课程镜像', courseIds: [COURSE, doomed] });
    expect((await s.api.deleteCourse({ params: { courseId: doomed } }, { token: teacher })).success).toBe(true);
    expect(await linksOf(img.imageId)).toEqual([COURSE]);
    expect((await imageRow(img.imageId))!.name).toBe('跨课程镜像');
  });
});
