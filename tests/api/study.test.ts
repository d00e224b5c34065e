// Classes, studying through a class, the progress students record and what teachers see of it, against a real
// database. The seed gives course 1 (李老师's 数据库系统原理) a class with the demo student in it.
import { and, eq } from 'drizzle-orm';
import type { ChapterResource } from '@contract/chapter';
import type { ClassSummary } from '@contract/clazz';
import { RoleId } from '@contract/roles';
import { classStudents, courses as courseTable, files, resourceProgress, users } from '../../server/db/schema';
import { signedQuery, signFile } from '../../server/lib/signed-url';
import { LECTURE_LAST_BLOCK_SECONDS, LECTURE_SECONDS, LECTURE_WEBM, MP4_WITHOUT_LENGTH, mp4, recordedWebm } from '../media';
import { CHINESE, newUser, rowCount } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let expert: string;
let teacher: string;
let otherTeacher: string;
let student: string;
let outsider: string;
let studentId: number;
let clazz: ClassSummary;
let intro: number;
let section: number;
let hiddenChapter: number;
let video: ChapterResource;
let pdf: ChapterResource;

const TITLE_HIDDEN = '第二章 期末复习（暂不开放）';
/** A ten-minute MP4 (its header says so: the server reads the length from the file) */
const MP4 = mp4({ seconds: 600 });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const saveChapter = (body: Omit<CallBody<'saveChapter'>, 'courseId'>) => s.api.saveChapter({ body: { courseId: 1, ...body } }, { token: teacher });
type Watch = Omit<CallBody<'reportWatch'>, 'clazzId' | 'resourceId' | 'duration'> & { duration?: number };
const watch = (body: Watch, token = student) =>
  s.api.reportWatch({ body: { clazzId: clazz.sclassId, resourceId: video.resourceId, duration: 600, ...body } }, { token });
/** Pretends the student's last report on the video was `seconds` ago (what the report budget counts from). */
async function ageProgress(seconds: number, resourceId = video.resourceId, userId = studentId) {
  await s.database.db
    .update(resourceProgress)
    .set({ updatedAt: new Date(Date.now() - seconds * 1000) })
    .where(and(eq(resourceProgress.userId, userId), eq(resourceProgress.resourceId, resourceId)));
}

beforeAll(async () => {
  s = await startServer();
  [admin, expert, teacher, student] = await Promise.all(['admin', 'expert', 'teacher', 'student'].map((u) => s.login(u)));
  otherTeacher = (await newUser(s, admin, 'teacher02', RoleId.TEACHER)).token;
  outsider = (await newUser(s, admin, 'stu02', RoleId.STUDENT)).token;
  studentId = (await s.api.getCurrentUser({}, { token: student })).obj.userId;
  clazz = (await s.api.listClasses({ query: { courseId: '1' } }, { token: teacher })).obj.list[0];

  intro = (await saveChapter({ title: '第一章 绪论', content: '<p>数据库系统概述</p>' })).obj.chapterId;
  section = (await saveChapter({ title: '1.1 数据模型', parentId: intro })).obj.chapterId;
  hiddenChapter = (await saveChapter({ title: TITLE_HIDDEN, content: '<p>答案</p>' })).obj.chapterId;
  video = (await s.uploadTo('uploadResource', { params: { chapterId: section } }, { content: MP4, filename: '讲解.mp4' }, { token: teacher })).obj;
  pdf = (await s.uploadTo('uploadResource', { params: { chapterId: section } }, { content: PDF, filename: '课件.pdf' }, { token: teacher })).obj;
  await s.uploadTo(
    'uploadResource',
    { params: { chapterId: hiddenChapter } },
    { content: Buffer.from('%PDF-1.4\n% hidden\n%%EOF\n'), filename: '答案.pdf' },
    { token: teacher },
  );
});
afterAll(async () => {
  await s.close();
});

describe('classes', () => {
  it('the seeded class of course 1 has the demo students', async () => {
    expect(clazz).toMatchObject({ name: '2023级计算机科学1班', courseId: 1, courseName: '数据库系统原理', studentCount: 2, canEdit: true });
    const roster = (await s.api.classStudents({ params: { sclassId: clazz.sclassId } }, { token: teacher })).obj;
    expect(roster.map((r) => r.code)).toEqual(['student', 'teastu']);
  });

  it('a teacher opens classes only for a course of their own that is taught', async () => {
    const mine = await s.api.saveClass(
      { body: { name: '2023级软件工程2班', courseId: 1, startDate: '2025-03-01', endDate: '2025-07-01' } },
      { token: teacher },
    );
    expect(mine.obj).toMatchObject({ name: '2023级软件工程2班', studentCount: 0, ownerName: '李老师' });
    expect(await s.api.saveClass({ body: { name: '蹭课班', courseId: 1 } }, { token: otherTeacher })).toMatchObject({ success: false, code: 403 });
    expect(await s.api.saveClass({ body: { name: '模板班', courseId: 2 } }, { token: teacher })).toMatchObject({ success: false });
    const backwards = await s.api.saveClass({ body: { name: '日期错', courseId: 1, startDate: '2025-07-01', endDate: '2025-03-01' } }, { token: teacher });
    expect(backwards).toMatchObject({ success: false, message: expect.stringContaining('结束日期不能早于开始日期') });
    expect(await s.api.saveClass({ body: { name: '学生班', courseId: 1 } }, { token: student })).toMatchObject({ success: false, code: 403 });
    // another teacher neither sees nor changes it
    expect(await s.api.classStudents({ params: { sclassId: mine.obj.sclassId } }, { token: otherTeacher })).toMatchObject({ success: false, code: 403 });
    expect((await s.api.listClasses({}, { token: otherTeacher })).obj.total).toBe(0);
  });

  it('adds students by account all or nothing, and twice is harmless', async () => {
    const before = await rowCount(s, classStudents);
    const bad = await s.api.addStudents({ body: { sclassId: clazz.sclassId, codes: ['stu02', 'nobody', 'teacher'] } }, { token: teacher });
    expect(bad).toMatchObject({ success: false, message: expect.stringMatching(/nobody.*teacher|teacher.*nobody/) });
    expect(bad.message).toMatch(CHINESE);
    expect(await rowCount(s, classStudents)).toBe(before);
    const added = await s.api.addStudents({ body: { sclassId: clazz.sclassId, codes: ['STU02', 'student'] } }, { token: teacher });
    expect(added.obj).toEqual({ added: 1, already: ['student'] });
    const removed = await s.api.removeStudent(
      { body: { sclassId: clazz.sclassId, userId: (await s.api.getCurrentUser({}, { token: outsider })).obj.userId } },
      { token: teacher },
    );
    expect(removed.success).toBe(true);
    expect(await rowCount(s, classStudents)).toBe(before);
  });

  it("finds students of a class by account (exact first), only for the class's teachers (SPEC: /sys/getStuBySclassAndCode)", async () => {
    const find = (code: string, token = teacher) => s.api.studentsByCode({ body: { sclassId: clazz.sclassId, code } }, { token });
    expect((await find('STU')).obj.map((r) => r.code)).toEqual(['student', 'teastu']);
    expect((await find('teastu')).obj).toEqual([expect.objectContaining({ code: 'teastu', name: '赵老师' })]);
    expect((await find('%')).obj).toEqual([]);
    expect((await find('nobody')).obj).toEqual([]);
    expect(await find('stu', otherTeacher)).toMatchObject({ success: false, code: 403 });
    expect(await find('stu', student)).toMatchObject({ success: false, code: 403 });
    expect(await s.api.studentsByCode({ body: { sclassId: clazz.sclassId, code: '  ' } }, { token: teacher })).toMatchObject({
      success: false,
      message: expect.stringContaining('请输入学号'),
    });
  });

  it('a course with classes cannot be deleted', async () => {
    const res = await s.api.deleteCourse({ params: { courseId: 1 } }, { token: teacher });
    expect(res).toMatchObject({ success: false, message: expect.stringContaining('班级在使用') });
  });
});

describe('studying through a class', () => {
  it('hides a chapter (with its sections) from one class', async () => {
    const hidden = await s.api.setChapterVisibility({ body: { sclassId: clazz.sclassId, chapterId: hiddenChapter, visible: false } }, { token: teacher });
    expect(hidden.obj).toEqual([hiddenChapter]);
    expect(await s.api.setChapterVisibility({ body: { sclassId: clazz.sclassId, chapterId: section, visible: false } }, { token: teacher })).toMatchObject({
      success: false,
    });
    expect(await s.api.setChapterVisibility({ body: { sclassId: clazz.sclassId, chapterId: intro, visible: false } }, { token: otherTeacher })).toMatchObject({
      code: 403,
    });
  });

  it('a change by the teacher shows at once, though the outline of a class is kept for a moment (HTDZ_CACHE_MS)', async () => {
    const titles = async () => (await s.api.studyChapters({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: student })).obj.map((c) => c.title);
    const before = await titles();
    expect(before).not.toContain(TITLE_HIDDEN);
    const show = (visible: boolean) =>
      s.api.setChapterVisibility({ body: { sclassId: clazz.sclassId, chapterId: hiddenChapter, visible } }, { token: teacher });
    expect((await show(true)).success).toBe(true);
    expect(await titles()).toContain(TITLE_HIDDEN);
    expect((await show(false)).success).toBe(true);
    expect(await titles()).toEqual(before);
    const added = await saveChapter({ title: '临时一章' });
    expect(await titles()).toContain('临时一章');
    expect((await s.api.deleteChapter({ params: { chapterId: added.obj.chapterId } }, { token: teacher })).success).toBe(true);
    expect(await titles()).toEqual(before);
  });

  it('the student finds the course through the class and sees only the visible chapters', async () => {
    const courses = (await s.api.myCourses({}, { token: student })).obj;
    expect(courses).toEqual([
      expect.objectContaining({ clazzId: clazz.sclassId, courseId: 1, courseName: '数据库系统原理', teacherName: '李老师', progress: 0, chapterCount: 2 }),
    ]);
    // the course page's head: the same names, and the course's description, from the same one statement
    const info = (await s.api.studyCourseInfo({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: student })).obj;
    const [course] = await s.database.db.select({ description: courseTable.description }).from(courseTable).where(eq(courseTable.id, 1));
    expect(info).toMatchObject({
      clazzId: clazz.sclassId,
      courseName: '数据库系统原理',
      teacherName: '李老师',
      chapterCount: 2,
      description: course!.description,
    });
    const tree = (await s.api.studyChapters({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: student })).obj;
    expect(tree.map((c) => [c.title, c.children.map((x) => x.title)])).toEqual([['第一章 绪论', ['1.1 数据模型']]]);
    const chapter = (await s.api.studyChapter({ params: { clazzId: clazz.sclassId, chapterId: section } }, { token: student })).obj;
    expect(chapter).toMatchObject({ prevChapterId: intro, nextChapterId: null, itemCount: 2, progress: 0 });
    expect(chapter.resources.map((r) => r.kind)).toEqual(['video', 'pdf']);
    expect(await s.api.studyChapter({ params: { clazzId: clazz.sclassId, chapterId: hiddenChapter } }, { token: student })).toMatchObject({
      success: false,
      code: 403,
    });
  });

  it('a student reads files only of the chapters their class sees; outsiders read nothing', async () => {
    const file = (url: string, token: string) => s.raw('GET', url, { token });
    expect((await file(video.url, student)).statusCode).toBe(200);
    const hiddenFile = (await s.api.getChapter({ params: { chapterId: hiddenChapter } }, { token: teacher })).obj.resources[0].url;
    expect((await file(hiddenFile, student)).statusCode).toBe(403);
    expect((await file(video.url, outsider)).statusCode).toBe(403);
    expect(await s.api.studyChapters({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: outsider })).toMatchObject({ success: false, code: 403 });
    expect(await s.api.studyCourseInfo({ params: { courseId: 1, clazzId: clazz.sclassId + 1000 } }, { token: student })).toMatchObject({
      success: false,
      code: 403,
    });
    expect(await s.api.studyChapters({ params: { courseId: 2, clazzId: clazz.sclassId } }, { token: student })).toMatchObject({ success: false, code: 403 });
    expect(await watch({ intervals: [[0, 5]], position: 5 }, outsider)).toMatchObject({ success: false, code: 403 });
  });
});

describe('signed video addresses', () => {
  const streamUrl = (token: string, resourceId = video.resourceId) => s.api.streamUrl({ params: { resourceId } }, { token });

  it('let a <video> stream with Range and no token, only for those who may see the file', async () => {
    const signed = (await streamUrl(student)).obj;
    expect(signed.url).toBe(`${video.url}?expires=${/expires=(\d+)/.exec(signed.url)![1]}&sig=${/sig=([\w-]+)/.exec(signed.url)![1]}&u=${studentId}`);
    // short-lived: ten minutes, renewed by the player
    expect(new Date(signed.expiresAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(new Date(signed.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);
    const part = await s.raw('GET', signed.url, { headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(MP4.subarray(4, 12));
    expect(await streamUrl(outsider)).toMatchObject({ success: false, code: 403 });
    const hiddenResource = (await s.api.getChapter({ params: { chapterId: hiddenChapter } }, { token: teacher })).obj.resources[0].resourceId;
    expect(await streamUrl(student, hiddenResource)).toMatchObject({ success: false, code: 403 });
  });

  it('refuse a changed, borrowed or expired signature', async () => {
    const { url } = (await streamUrl(student)).obj;
    const [, fileId, expires, sig, u] = /^\/readResourse\/(\d+)\?expires=(\d+)&sig=([\w-]+)&u=(\d+)$/.exec(url)!;
    const flipped = sig[0] === 'A' ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    const pdfFile = pdf.url.split('/').pop();
    const teastuId = (await s.api.getCurrentUser({}, { token: await s.login('teastu') })).obj.userId;
    for (const bad of [
      `/readResourse/${fileId}?expires=${expires}&sig=${flipped}&u=${u}`,
      `/readResourse/${fileId}?expires=${Number(expires) + 60}&sig=${sig}&u=${u}`,
      `/readResourse/${pdfFile}?expires=${expires}&sig=${sig}&u=${u}`,
      `/readResourse/${fileId}?expires=1000&sig=${sig}&u=${u}`,
      `/readResourse/${fileId}?sig=${sig}&u=${u}`,
      `/readResourse/${fileId}?expires=${expires}&sig=${sig}`,
      // the student's signature under the name of a classmate who may see the file too
      `/readResourse/${fileId}?expires=${expires}&sig=${sig}&u=${teastuId}`,
      // an address of the old form (four hours, no user)
      `/readResourse/${fileId}?expires=${expires}&sig=${sig}&u=0`,
    ]) {
      expect((await s.raw('GET', bad, { headers: { range: 'bytes=0-1' } })).statusCode).toBe(403);
    }
    expect((await s.raw('GET', url, { headers: { range: 'bytes=0-1' } })).statusCode).toBe(206);
  });

  it('refuse an address past its ten minutes, though made by the server for this student', async () => {
    const [user] = await s.database.db.select({ tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, studentId));
    const grant = { fileId: Number(video.url.split('/').pop()), userId: studentId, tokenVersion: user!.tokenVersion };
    const at = (minutesAgo: number) => `${video.url}?${signedQuery(signFile(s.app.config.jwtSecret!, grant, Date.now() - minutesAgo * 60_000))}`;
    expect((await s.raw('GET', at(9), { headers: { range: 'bytes=0-1' } })).statusCode).toBe(206);
    const expired = await s.raw('GET', at(11), { headers: { range: 'bytes=0-1' } });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ success: false, message: '链接已失效，请刷新页面' });
  });
});

describe('progress', () => {
  it('records played seconds as a union: the same report twice counts once, a late old one takes nothing away', async () => {
    const first = await watch({ intervals: [[0, 30]], position: 30 });
    expect(first.obj).toMatchObject({ percent: 5, watchedSeconds: 30, position: 30, completed: false, watched: [[0, 30]] });
    expect((await watch({ intervals: [[0, 30]], position: 30 })).obj).toMatchObject({ percent: 5, watchedSeconds: 30 });
    await ageProgress(60);
    expect((await watch({ intervals: [[30, 90]], position: 90 })).obj).toMatchObject({ watchedSeconds: 90, watched: [[0, 90]] });
    expect((await watch({ intervals: [[10, 20]], position: 20 })).obj).toMatchObject({ watchedSeconds: 90, percent: 15 });
  });

  it('counts no more new seconds than could have been played since the last report', async () => {
    await ageProgress(10);
    const greedy = await watch({ intervals: [[0, 600]], position: 600 });
    // 60 s of slack plus twice the 10 s since the last report
    expect(greedy.obj.watchedSeconds).toBeGreaterThanOrEqual(170);
    expect(greedy.obj.watchedSeconds).toBeLessThanOrEqual(172);
    expect(greedy.obj.completed).toBe(false);
  });

  it('completes the video at 90 % and never goes back', async () => {
    await ageProgress(3600);
    const done = await watch({ intervals: [[0, 545]], position: 545 });
    // a completed video shows as done (100 %); the seconds played stay as they were
    expect(done.obj).toMatchObject({ percent: 100, completed: true, watchedSeconds: 545 });
    // a later report stating another length changes nothing: the length is the server's, read from the file
    expect((await watch({ duration: 1200, intervals: [[0, 10]], position: 10 })).obj).toMatchObject({ percent: 100, completed: true, duration: 600 });
  });

  it('refuses impossible reports with a clear message and writes nothing', async () => {
    const before = await s.api.studyChapter({ params: { clazzId: clazz.sclassId, chapterId: section } }, { token: student });
    for (const body of [
      { intervals: [[50, 10]] },
      { intervals: [[0, 5000]] },
      { duration: -1, intervals: [] },
      { intervals: 'all' },
      { position: Number.NaN, intervals: [] },
    ]) {
      const res = await s.unchecked(
        'reportWatch',
        { body: { clazzId: clazz.sclassId, resourceId: video.resourceId, duration: 600, position: 0, ...body } },
        { token: student },
      );
      expect(res).toMatchObject({ success: false });
      expect(res.message).toMatch(CHINESE);
    }
    const pdfWatch = await s.api.reportWatch(
      { body: { clazzId: clazz.sclassId, resourceId: pdf.resourceId, duration: 10, position: 1, intervals: [[0, 1]] } },
      { token: student },
    );
    expect(pdfWatch).toMatchObject({ success: false, message: '只有视频可以报告观看进度' });
    const after = await s.api.studyChapter({ params: { clazzId: clazz.sclassId, chapterId: section } }, { token: student });
    expect(after.obj.resources).toEqual(before.obj.resources);
  });

  it('opening the PDF completes the section; opening the chapter text completes the chapter; again changes nothing', async () => {
    const open = (chapterId: number, resourceId: number | null) =>
      s.api.markOpened({ body: { clazzId: clazz.sclassId, chapterId, resourceId } }, { token: student });
    expect((await open(section, pdf.resourceId)).obj).toMatchObject({ itemCount: 2, doneCount: 2, progress: 100, completed: true });
    expect((await open(section, pdf.resourceId)).obj).toMatchObject({ doneCount: 2, progress: 100 });
    expect(await open(hiddenChapter, null)).toMatchObject({ success: false, code: 403 });
    expect(await open(intro, video.resourceId)).toMatchObject({ success: false, message: '资源不属于这一章' });
    expect((await open(intro, null)).obj).toMatchObject({ itemCount: 1, doneCount: 1, completed: true });
    const course = (await s.api.myCourses({}, { token: student })).obj[0];
    expect(course).toMatchObject({ progress: 100, completedChapters: 2, chapterCount: 2 });
    // the records come back with their times (read as JSON in one statement: server/modules/study/progress.ts)
    expect(Date.now() - Date.parse(course.lastStudiedAt!)).toBeLessThan(60_000);
  });
});

describe('what teachers see', () => {
  it('per chapter, hidden chapters marked', async () => {
    const rows = (await s.api.classChapterStats({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token: teacher })).obj;
    expect(rows.map((r) => [r.title, r.hidden, r.studentCount, r.completedCount])).toEqual([
      ['第一章 绪论', false, 2, 1],
      ['1.1 数据模型', false, 2, 1],
      ['第二章 期末复习（暂不开放）', true, 2, 0],
    ]);
    expect(rows[1].averageProgress).toBe(50);
  });

  it('per resource and per student', async () => {
    const chapter = (await s.api.chapterStats({ params: { chapterId: section, clazzId: clazz.sclassId } }, { token: teacher })).obj;
    expect(chapter.resources.map((r) => [r.title, r.startedCount, r.completedCount])).toEqual([
      ['讲解.mp4', 1, 1],
      ['课件.pdf', 1, 1],
    ]);
    expect(chapter.students.find((x) => x.code === 'student')).toMatchObject({ progress: 100, completed: true, doneCount: 2 });
    expect(chapter.students.find((x) => x.code === 'teastu')).toMatchObject({ progress: 0, lastStudiedAt: null });
    const resource = (await s.api.resourceStats({ params: { resourceId: video.resourceId, clazzId: clazz.sclassId } }, { token: teacher })).obj;
    const watched = resource.students.find((x) => x.code === 'student')!.progress;
    expect(watched).toMatchObject({ completed: true, duration: 600, percent: 100 });
    expect(watched.watched.length).toBeGreaterThan(0);
    expect(Date.now() - Date.parse(watched.updatedAt!)).toBeLessThan(60_000);
    expect(Date.now() - Date.parse(chapter.students.find((x) => x.code === 'student')!.lastStudiedAt!)).toBeLessThan(60_000);
    const one = (await s.api.studentProcess({ params: { chapterId: section, clazzId: clazz.sclassId, userId: studentId } }, { token: teacher })).obj;
    expect(one).toMatchObject({ courseProgress: 100, student: { code: 'student' } });
    expect(one.chapters).toHaveLength(2);
  });

  it('only the class teachers: not another teacher, not students', async () => {
    for (const read of [
      (token: string) => s.api.classChapterStats({ params: { courseId: 1, clazzId: clazz.sclassId } }, { token }),
      (token: string) => s.api.chapterStats({ params: { chapterId: section, clazzId: clazz.sclassId } }, { token }),
      (token: string) => s.api.resourceStats({ params: { resourceId: video.resourceId, clazzId: clazz.sclassId } }, { token }),
    ]) {
      expect(await read(otherTeacher)).toMatchObject({ success: false, code: 403 });
      expect(await read(student)).toMatchObject({ success: false, code: 403 });
    }
    expect(await s.api.studentProcess({ params: { chapterId: section, clazzId: clazz.sclassId, userId: 1 } }, { token: teacher })).toMatchObject({
      success: false,
      code: 404,
    });
  });

  it('an expert sees the reach of a template: the courses made from it, their classes and students', async () => {
    const made = await s.api.createFromTemplate({ body: { templateId: 2, name: '模板课程' } }, { token: teacher });
    const cls = await s.api.saveClass({ body: { name: '模板课程1班', courseId: made.obj.courseId } }, { token: teacher });
    await s.api.addStudents({ body: { sclassId: cls.obj.sclassId, codes: ['student', 'stu02'] } }, { token: teacher });
    const stats = (await s.api.courseStats({ params: { courseId: 2 } }, { token: expert })).obj;
    expect(stats).toMatchObject({ isTemplate: true, classCount: 1, studentCount: 2 });
    expect(stats.courses).toEqual([expect.objectContaining({ courseId: made.obj.courseId, ownerName: '李老师', classCount: 1, studentCount: 2 })]);
    expect(await s.api.courseStats({ params: { courseId: 1 } }, { token: otherTeacher })).toMatchObject({ success: false, code: 403 });
    // any teacher may view a confirmed template, not the courses other teachers made from it
    const seenByOther = (await s.api.courseStats({ params: { courseId: 2 } }, { token: otherTeacher })).obj;
    expect(seenByOther.courses.map((c) => c.courseId)).not.toContain(made.obj.courseId);
    expect(seenByOther).toMatchObject({ classCount: 0, studentCount: 0 });
    // its own teacher sees it there
    const seenByOwner = (await s.api.courseStats({ params: { courseId: 2 } }, { token: teacher })).obj;
    expect(seenByOwner.courses.map((c) => c.courseId)).toContain(made.obj.courseId);
  });
});

describe("the server's own video length", () => {
  let course: number;
  let chapter: number;
  let clazzId: number;
  let learner: { token: string; userId: number };
  const videos: Record<'hour' | 'lecture' | 'recorded' | 'unknown' | 'older' | 'large', ChapterResource> = {} as never;
  const upload = async (content: Buffer, filename: string) =>
    (await s.uploadTo('uploadResource', { params: { chapterId: chapter } }, { content, filename }, { token: teacher })).obj;
  const report = (resource: ChapterResource, body: Omit<CallBody<'reportWatch'>, 'clazzId' | 'resourceId'>, token = learner.token) =>
    s.api.reportWatch({ body: { clazzId, resourceId: resource.resourceId, ...body } }, { token });
  const fileRow = async (resource: ChapterResource) =>
    (
      await s.database.db
        .select()
        .from(files)
        .where(eq(files.id, Number(resource.url.split('/').pop())))
    )[0]!;

  beforeAll(async () => {
    course = (await s.api.saveCourse({ body: { name: '视频时长课程' } }, { token: teacher })).obj.courseId;
    chapter = (await s.api.saveChapter({ body: { courseId: course, title: '第一讲' } }, { token: teacher })).obj.chapterId;
    videos.hour = await upload(mp4({ seconds: 3600, version: 1, moovAtEnd: true }), '一小时讲座.mp4');
    videos.lecture = await upload(LECTURE_WEBM, '录屏.webm');
    videos.recorded = await upload(recordedWebm(LECTURE_WEBM, { unknownSizes: true }), '浏览器录制.webm');
    videos.unknown = await upload(MP4_WITHOUT_LENGTH, '无时长.mp4');
    videos.older = await upload(mp4({ seconds: 1800, timescale: 90_000 }), '旧视频.mp4');
    videos.large = await upload(mp4({ seconds: 120, mdatBytes: 5 * 1024 * 1024 }), '大文件.mp4');
    learner = await newUser(s, admin, 'stu03', RoleId.STUDENT);
    clazzId = (await s.api.saveClass({ body: { name: '时长测试班', courseId: course } }, { token: teacher })).obj.sclassId;
    expect((await s.api.addStudents({ body: { sclassId: clazzId, codes: ['stu03', 'stu02'] } }, { token: teacher })).success).toBe(true);
  });

  it('is read from the file at upload: MP4 (64-bit mvhd, moov after the media), WebM with and without a Duration', async () => {
    expect((await fileRow(videos.hour)).duration).toBe(3600);
    expect((await fileRow(videos.lecture)).duration).toBeCloseTo(LECTURE_SECONDS, 5);
    expect((await fileRow(videos.recorded)).duration).toBeCloseTo(LECTURE_LAST_BLOCK_SECONDS, 6);
    expect(await fileRow(videos.unknown)).toMatchObject({ duration: null, durationReadAt: expect.any(Date) });
  });

  it('a 60-minute video reported as 1 second long stays far from complete', async () => {
    const lie = await report(videos.hour, { duration: 1, position: 1, intervals: [[0, 1]] });
    expect(lie.obj).toMatchObject({ completed: false, percent: 0, watchedSeconds: 1, duration: 3600 });
    // and an hour later, 89.9 % of the real length is still not done; 90 % is
    await ageProgress(3600, videos.hour.resourceId, learner.userId);
    expect((await report(videos.hour, { duration: 3600, position: 3236, intervals: [[0, 3236]] })).obj).toMatchObject({ completed: false, percent: 89 });
    expect((await report(videos.hour, { duration: 3600, position: 3240, intervals: [[3236, 3240]] })).obj).toMatchObject({
      completed: true,
      percent: 100,
      watchedSeconds: 3240,
    });
  });

  it('counts a real recording against its own length, whatever the player says', async () => {
    const lecture = await report(videos.lecture, { duration: 1, position: 1, intervals: [[0, 1]] });
    expect(lecture.obj.duration).toBeCloseTo(LECTURE_SECONDS, 5);
    expect(lecture.obj).toMatchObject({ percent: 16, completed: false });
    const recorded = await report(videos.recorded, { duration: 60, position: 6, intervals: [[0, 6]] });
    // played to the end: the seconds past the file's last block are not counted
    expect(recorded.obj).toMatchObject({ completed: true, percent: 100 });
    expect(recorded.obj.watchedSeconds).toBeCloseTo(LECTURE_LAST_BLOCK_SECONDS, 6);
  });

  it('a video whose container tells no length is counted against the length reported, within the allowance', async () => {
    const first = await report(videos.unknown, { duration: 600, position: 30, intervals: [[0, 30]] });
    expect(first.obj).toMatchObject({ duration: 600, percent: 5, watchedSeconds: 30, completed: false });
    const greedy = await report(videos.unknown, { duration: 600, position: 600, intervals: [[0, 600]] });
    expect(greedy.obj.completed).toBe(false);
    expect(greedy.obj.watchedSeconds).toBeLessThan(100);
  });

  it('a video uploaded before lengths were kept has it read from storage when first needed, once', async () => {
    await s.database.db
      .update(files)
      .set({ duration: null, durationReadAt: null })
      .where(eq(files.id, (await fileRow(videos.older)).id));
    const answer = await report(videos.older, { duration: 1, position: 1, intervals: [[0, 1]] });
    expect(answer.obj).toMatchObject({ duration: 1800, percent: 0, completed: false });
    const read = await fileRow(videos.older);
    expect(read).toMatchObject({ duration: 1800, durationReadAt: expect.any(Date) });
    // kept: the next report does not read the file again
    await report(videos.older, { duration: 1, position: 2, intervals: [[1, 2]] });
    expect((await fileRow(videos.older)).durationReadAt).toEqual(read.durationReadAt);
  });

  describe('signed addresses, bound to the student', () => {
    const signedFor = async (resource: ChapterResource, token = learner.token) =>
      (await s.api.streamUrl({ params: { resourceId: resource.resourceId } }, { token })).obj.url;
    const get = (url: string, range = 'bytes=0-99', token?: string) => s.raw('GET', url, { token, headers: { range } });

    it('an open-ended range is answered a piece at a time, each request checked again', async () => {
      const url = await signedFor(videos.large);
      const first = await get(url, 'bytes=0-');
      expect(first.statusCode).toBe(206);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const size = (await fileRow(videos.large)).size;
      expect(first.headers['content-range']).toBe(`bytes 0-${4 * 1024 * 1024 - 1}/${size}`);
      const rest = await get(url, `bytes=${4 * 1024 * 1024}-`);
      expect(rest.headers['content-range']).toBe(`bytes ${4 * 1024 * 1024}-${size - 1}/${size}`);
      // a closed range is what it asked for, and the token's reads are whole
      expect((await get(url, `bytes=0-${size - 1}`)).headers['content-length']).toBe(String(size));
      expect((await s.raw('GET', videos.large.url, { token: learner.token, headers: { range: 'bytes=0-' } })).headers['content-length']).toBe(String(size));
    });

    it("a classmate's token does not make another student's address worth more", async () => {
      const url = await signedFor(videos.hour);
      // stu02 (the outsider of course 1) is in this class too
      expect((await get(url, 'bytes=0-99', outsider)).statusCode).toBe(206);
      // the address is the learner's, read as the learner whoever presents it: hidden from the class, refused to all
      const hidden = await s.api.setChapterVisibility({ body: { sclassId: clazzId, chapterId: chapter, visible: false } }, { token: teacher });
      expect(hidden.success).toBe(true);
      expect((await get(url)).statusCode).toBe(403);
      expect((await get(url, 'bytes=0-99', teacher)).statusCode).toBe(403);
      expect((await s.api.setChapterVisibility({ body: { sclassId: clazzId, chapterId: chapter, visible: true } }, { token: teacher })).success).toBe(true);
      expect((await get(url)).statusCode).toBe(206);
    });

    it('stops working on the next range request once the student is removed from the class', async () => {
      const url = await signedFor(videos.hour);
      const part = await get(url, 'bytes=0-99');
      expect(part.statusCode).toBe(206);
      expect((await s.api.removeStudent({ body: { sclassId: clazzId, userId: learner.userId } }, { token: teacher })).success).toBe(true);
      const next = await get(url, 'bytes=100-199');
      expect(next.statusCode).toBe(403);
      expect(next.json()).toMatchObject({ success: false, message: '没有权限查看该文件' });
      expect(await s.api.streamUrl({ params: { resourceId: videos.hour.resourceId } }, { token: learner.token })).toMatchObject({ success: false, code: 403 });
      // back on the roster, the same address works again (it is worth what its student may read now)
      expect((await s.api.addStudents({ body: { sclassId: clazzId, codes: ['stu03'] } }, { token: teacher })).success).toBe(true);
      expect((await get(url, 'bytes=100-199')).statusCode).toBe(206);
    });

    it("ends with the student's session: after logging out the address is refused", async () => {
      const url = await signedFor(videos.hour);
      expect((await get(url)).statusCode).toBe(206);
      expect((await s.api.logout({}, { token: learner.token })).success).toBe(true);
      expect((await get(url)).statusCode).toBe(403);
    });
  });
});
