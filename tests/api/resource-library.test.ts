// The resource library 资源库, task points 任务点 and Office documents read as PDF, against the real server on a real
// database. Conversions run LibreOffice for real (.ci/run installs it): a docx, an xlsx and a pptx written by
// LibreOffice itself (tests/fixtures/office), and a file that only pretends to be a docx.
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { ChapterResource } from '@contract/chapter';
import type { ClassSummary } from '@contract/clazz';
import type { LibraryResource } from '@contract/library';
import { RoleId } from '@contract/roles';
import { chapterResources, files, libraryResources, users } from '../../server/db/schema';
import { mp4 } from '../media';
import { CHINESE, newUser, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

const office = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'office', name));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const MP4 = mp4({ seconds: 600 });
/** A zip whose only entry is word/document.xml: the bytes look like a .docx, LibreOffice cannot open it. */
function fakeDocx(): Buffer {
  const name = Buffer.from('word/document.xml');
  const body = Buffer.from('这不是 Word 文档');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(body.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, body]);
}

let s: TestServer;
let admin: string;
let teacher: string;
let colleague: string;
let student: string;
let outsider: string;
let clazz: ClassSummary;
let courseId: number;
let first: number;
let second: number;
let otherCourse: number;
let colleagueChapter: number;

const upload = (chapterId: number, content: Buffer, filename: string, token = teacher) =>
  s.uploadTo('uploadResource', { params: { chapterId } }, { content, filename }, { token });
const uploadToLibrary = (content: Buffer, filename: string, token = teacher) => s.uploadTo('uploadLibraryResource', {}, { content, filename }, { token });
const library = async (token: string, query: { scope?: 'mine' | 'shared' | 'all'; keyword?: string; kind?: 'video' | 'pdf' | 'document' } = {}) =>
  (await s.api.listLibrary({ query: { pageSize: 100, ...query } }, { token })).obj.list;
const chapter = async (chapterId: number, token = teacher) => (await s.api.getChapter({ params: { chapterId } }, { token })).obj;
const fileIdOf = (url: string) => Number(url.split('/').pop());
/** Waits for the conversions this server has under way, then reads the chapter's resource again. */
async function converted(resource: ChapterResource): Promise<ChapterResource> {
  await s.app.converter.settled();
  return (await chapter(resource.chapterId)).resources.find((r) => r.resourceId === resource.resourceId)!;
}

beforeAll(async () => {
  s = await startServer();
  [admin, teacher, student] = await Promise.all(['admin', 'teacher', 'student'].map((u) => s.login(u)));
  colleague = (await newUser(s, admin, 'teacher_lib2', RoleId.TEACHER, '王老师')).token;
  outsider = (await newUser(s, admin, 'teacher_lib3', RoleId.TEACHER, '赵老师')).token;
  clazz = (await s.api.listClasses({ query: { courseId: '1' } }, { token: teacher })).obj.list[0]!;
  courseId = 1;
  first = (await s.api.saveChapter({ body: { courseId, title: '资源库 第一章', content: '<p>正文</p>' } }, { token: teacher })).obj.chapterId;
  second = (await s.api.saveChapter({ body: { courseId, title: '资源库 第二章' } }, { token: teacher })).obj.chapterId;
  otherCourse = (await s.api.saveCourse({ body: { name: '李老师的另一门课' } }, { token: teacher })).obj.courseId;
  const colleagueCourse = (await s.api.saveCourse({ body: { name: '王老师的课' } }, { token: colleague })).obj.courseId;
  colleagueChapter = (await s.api.saveChapter({ body: { courseId: colleagueCourse, title: '王老师的第一章' } }, { token: colleague })).obj.chapterId;
}, 60_000);
afterAll(async () => {
  await s.close();
});

describe('the library', () => {
  let lecture: ChapterResource;
  let handout: LibraryResource;

  it("keeps every chapter upload in the uploader's library, and uploads made in the library itself", async () => {
    lecture = (await upload(first, MP4, '第一讲 关系模型.mp4')).obj;
    expect(lecture).toMatchObject({ kind: 'video', taskPoint: true, allowSeek: true, conversion: null, pdfUrl: null, libraryResourceId: expect.any(Number) });
    handout = (await uploadToLibrary(PDF, '讲义.pdf')).obj;
    expect(handout).toMatchObject({ kind: 'pdf', title: '讲义.pdf', size: PDF.length, shared: false, mine: true, ownerName: '李老师', usages: [] });

    const mine = await library(teacher);
    expect(mine.map((r) => r.title)).toEqual(expect.arrayContaining(['第一讲 关系模型.mp4', '讲义.pdf']));
    const video = mine.find((r) => r.libraryResourceId === lecture.libraryResourceId)!;
    expect(video).toMatchObject({
      url: lecture.url,
      size: MP4.length,
      usages: [{ courseId, chapterId: first, chapterTitle: '资源库 第一章', ownerName: null }],
    });
    // search, kind filter and pages
    expect((await library(teacher, { keyword: '关系' })).map((r) => r.title)).toEqual(['第一讲 关系模型.mp4']);
    expect((await library(teacher, { kind: 'pdf' })).map((r) => r.title)).toEqual(['讲义.pdf']);
    const page = (await s.api.listLibrary({ query: { pageSize: 1, current: 2 } }, { token: teacher })).obj;
    expect(page).toMatchObject({ total: mine.length, list: [{ title: mine[1]!.title }] });
  });

  it('adds an earlier upload to a second chapter and another course without uploading it again', async () => {
    const before = await rowCount(s, files);
    const added = await s.api.addFromLibrary(
      { body: { chapterId: second, libraryResourceIds: [lecture.libraryResourceId!, handout.libraryResourceId] } },
      { token: teacher },
    );
    expect(added.obj.map((r) => [r.kind, r.title, r.serialNum])).toEqual([
      ['video', '第一讲 关系模型.mp4', 1],
      ['pdf', '讲义.pdf', 2],
    ]);
    expect(added.obj[0]!.url).toBe(lecture.url);
    const elsewhere = (await s.api.chapterTree({ params: { courseId: otherCourse } }, { token: teacher })).obj;
    expect(elsewhere).toEqual([]);
    const otherChapter = (await s.api.saveChapter({ body: { courseId: otherCourse, title: '另一门课的第一章' } }, { token: teacher })).obj.chapterId;
    await s.api.addFromLibrary({ body: { chapterId: otherChapter, libraryResourceIds: [handout.libraryResourceId] } }, { token: teacher });
    expect(await rowCount(s, files)).toBe(before);
    const item = (await s.api.getLibraryResource({ params: { libraryResourceId: handout.libraryResourceId } }, { token: teacher })).obj;
    expect(item.usages.map((u) => u.chapterTitle)).toEqual(['资源库 第二章', '另一门课的第一章']);
  });

  it('a rename shows in the chapters that use the item', async () => {
    const renamed = await s.api.renameLibraryResource({ body: { libraryResourceId: handout.libraryResourceId, title: '第二章 讲义' } }, { token: teacher });
    expect(renamed.obj.title).toBe('第二章 讲义');
    expect((await chapter(second)).resources.map((r) => r.title)).toEqual(['第一讲 关系模型.mp4', '第二章 讲义']);
    expect(await s.api.renameLibraryResource({ body: { libraryResourceId: handout.libraryResourceId, title: '  ' } }, { token: teacher })).toMatchObject({
      success: false,
      message: expect.stringMatching(CHINESE),
    });
  });

  it('an unshared item is nobody else’s: not listed, not by id, not addable, its file not readable', async () => {
    const before = [await rowCount(s, chapterResources), await rowCount(s, libraryResources)];
    const id = handout.libraryResourceId;
    expect((await library(colleague, { scope: 'shared' })).map((r) => r.libraryResourceId)).not.toContain(id);
    expect((await library(colleague, { scope: 'all' })).map((r) => r.libraryResourceId)).not.toContain(id);
    expect(await s.api.getLibraryResource({ params: { libraryResourceId: id } }, { token: colleague })).toMatchObject({ success: false, code: 404 });
    expect(await s.api.addFromLibrary({ body: { chapterId: colleagueChapter, libraryResourceIds: [id] } }, { token: colleague })).toMatchObject({
      success: false,
      code: 404,
      message: '资源不存在',
    });
    // a library of one's own and someone else's item in one request adds nothing
    const own = (await uploadToLibrary(PDF, '王老师的讲义.pdf', colleague)).obj;
    expect(
      await s.api.addFromLibrary({ body: { chapterId: colleagueChapter, libraryResourceIds: [own.libraryResourceId, id] } }, { token: colleague }),
    ).toMatchObject({ success: false, code: 404 });
    expect((await s.raw('GET', handout.url, { token: colleague })).statusCode).toBe(403);
    for (const change of [
      s.api.renameLibraryResource({ body: { libraryResourceId: id, title: '改名' } }, { token: colleague }),
      s.api.shareLibraryResource({ body: { libraryResourceId: id, shared: true } }, { token: colleague }),
      s.api.deleteLibraryResource({ params: { libraryResourceId: id } }, { token: colleague }),
    ])
      expect(await change).toMatchObject({ success: false, code: 404 });
    // students have no library at all
    expect(await s.api.listLibrary({ query: {} }, { token: student })).toMatchObject({ success: false, code: 403 });
    expect(await s.api.getLibraryResource({ params: { libraryResourceId: id } }, { token: student })).toMatchObject({ success: false, code: 403 });
    expect([await rowCount(s, chapterResources), (await rowCount(s, libraryResources)) - 1]).toEqual(before);
  });

  it('a shared item is offered to colleagues, who use it but may not change it', async () => {
    const id = handout.libraryResourceId;
    expect((await s.api.shareLibraryResource({ body: { libraryResourceId: id, shared: true } }, { token: teacher })).obj.shared).toBe(true);
    const offered = await library(colleague, { scope: 'shared' });
    expect(offered.find((r) => r.libraryResourceId === id)).toMatchObject({ mine: false, ownerName: '李老师', usages: [], conversionError: null });
    expect((await library(colleague)).map((r) => r.libraryResourceId)).not.toContain(id);
    expect((await s.api.getLibraryResource({ params: { libraryResourceId: id } }, { token: colleague })).obj).toMatchObject({
      title: '第二章 讲义',
      usages: [],
    });
    expect((await s.raw('GET', handout.url, { token: colleague })).statusCode).toBe(200);
    const added = await s.api.addFromLibrary({ body: { chapterId: colleagueChapter, libraryResourceIds: [id] } }, { token: colleague });
    expect(added.obj[0]).toMatchObject({ title: '第二章 讲义', url: handout.url });
    expect(await s.api.renameLibraryResource({ body: { libraryResourceId: id, title: '改名' } }, { token: colleague })).toMatchObject({
      success: false,
      code: 403,
      message: '只有上传者可以修改或删除这个资源',
    });
    // the owner sees the colleague's use, with whose course it is
    const item = (await s.api.getLibraryResource({ params: { libraryResourceId: id } }, { token: teacher })).obj;
    expect(item.usages.at(-1)).toMatchObject({ courseName: '王老师的课', chapterTitle: '王老师的第一章', ownerName: '王老师' });
    // a teacher who is neither still sees nothing once sharing stops; the colleague's chapter keeps it
    await s.api.shareLibraryResource({ body: { libraryResourceId: id, shared: false } }, { token: teacher });
    expect(await s.api.getLibraryResource({ params: { libraryResourceId: id } }, { token: outsider })).toMatchObject({ success: false, code: 404 });
    expect((await chapter(colleagueChapter, colleague)).resources.map((r) => r.title)).toEqual(['第二章 讲义']);
  });

  it('is deleted only when no chapter uses it; removing its last use keeps the file', async () => {
    const id = handout.libraryResourceId;
    const refused = await s.api.deleteLibraryResource({ params: { libraryResourceId: id } }, { token: teacher });
    expect(refused).toMatchObject({ success: false, code: 409, message: expect.stringContaining('《数据库系统原理》的“资源库 第二章”') });
    expect(refused.message).toContain('不能删除');
    for (const [chapterId, token] of [
      [second, teacher],
      [colleagueChapter, colleague],
    ] as const) {
      const usesIt = (await chapter(chapterId, token)).resources.find((r) => r.libraryResourceId === id)!;
      expect((await s.api.deleteResource({ params: { resourceId: usesIt.resourceId } }, { token })).success).toBe(true);
    }
    expect(await s.api.deleteLibraryResource({ params: { libraryResourceId: id } }, { token: teacher })).toMatchObject({ success: false, code: 409 });
    const otherUse = (await s.api.getLibraryResource({ params: { libraryResourceId: id } }, { token: teacher })).obj.usages;
    expect(otherUse.map((u) => u.chapterTitle)).toEqual(['另一门课的第一章']);
    await s.api.deleteResource({ params: { resourceId: otherUse[0]!.resourceId } }, { token: teacher });
    // the last use gone from the chapter: the item and its file are still there
    expect((await s.api.getLibraryResource({ params: { libraryResourceId: id } }, { token: teacher })).obj.usages).toEqual([]);
    expect((await s.raw('GET', handout.url, { token: teacher })).statusCode).toBe(200);
    expect(await s.api.deleteLibraryResource({ params: { libraryResourceId: id } }, { token: teacher })).toMatchObject({ success: true });
    expect(await s.api.getLibraryResource({ params: { libraryResourceId: id } }, { token: teacher })).toMatchObject({ code: 404 });
    expect(
      await s.database.db
        .select()
        .from(files)
        .where(eq(files.id, fileIdOf(handout.url))),
    ).toEqual([]);
  });
});

describe('task points 任务点', () => {
  let pdf: ChapterResource;
  let video: ChapterResource;
  let chapterId: number;
  const progress = async () => (await s.api.studyChapter({ params: { clazzId: clazz.sclassId, chapterId } }, { token: student })).obj;
  const settings = (r: ChapterResource, taskPoint: boolean, allowSeek = true) =>
    s.api.resourceSettings({ body: { resourceId: r.resourceId, taskPoint, allowSeek } }, { token: teacher });

  beforeAll(async () => {
    chapterId = (await s.api.saveChapter({ body: { courseId, title: '任务点 一章', content: '<p>阅读材料</p>' } }, { token: teacher })).obj.chapterId;
    pdf = (await upload(chapterId, PDF, '任务点讲义.pdf')).obj;
    video = (await upload(chapterId, MP4, '任务点视频.mp4')).obj;
  });

  it('count toward progress, and the text no longer does when there are any', async () => {
    await s.api.markOpened({ body: { clazzId: clazz.sclassId, chapterId, resourceId: null } }, { token: student });
    expect(await progress()).toMatchObject({ itemCount: 2, doneCount: 0, progress: 0 });
    await s.api.markOpened({ body: { clazzId: clazz.sclassId, chapterId, resourceId: pdf.resourceId } }, { token: student });
    expect(await progress()).toMatchObject({ itemCount: 2, doneCount: 1, progress: 50, completed: false });
    const stats = (await s.api.chapterStats({ params: { chapterId, clazzId: clazz.sclassId } }, { token: teacher })).obj;
    expect(stats.contentItem).toBe(false);
    expect(stats.students.find((x) => x.code === 'student')).toMatchObject({ itemCount: 2, doneCount: 1, progress: 50 });
  });

  it('a resource that is not a task point does not count; a chapter without task points counts its text', async () => {
    expect((await settings(video, false)).obj).toMatchObject({ taskPoint: false, allowSeek: true });
    expect(await progress()).toMatchObject({ itemCount: 1, doneCount: 1, progress: 100, completed: true });
    await settings(pdf, false);
    // only the text is left to count, and it was opened
    expect(await progress()).toMatchObject({ itemCount: 1, doneCount: 1, progress: 100 });
    const tree = (await s.api.classChapterStats({ params: { courseId, clazzId: clazz.sclassId } }, { token: teacher })).obj;
    expect(tree.find((c) => c.chapterId === chapterId)).toMatchObject({ itemCount: 1 });
    await settings(video, true, false);
    expect(await progress()).toMatchObject({ itemCount: 1, doneCount: 0, progress: 0 });
    const studied = (await progress()).resources.find((r) => r.resourceId === video.resourceId)!;
    expect(studied).toMatchObject({ taskPoint: true, allowSeek: false });
  });

  it('are set by those who edit the course, nobody else', async () => {
    for (const token of [colleague, student])
      expect(await s.api.resourceSettings({ body: { resourceId: pdf.resourceId, taskPoint: true, allowSeek: true } }, { token })).toMatchObject({
        success: false,
        code: 403,
      });
    expect(await s.api.resourceSettings({ body: { resourceId: 999_999, taskPoint: true, allowSeek: true } }, { token: teacher })).toMatchObject({ code: 404 });
  });
});

describe('Office documents', () => {
  it('a docx, an xlsx and a pptx are converted to PDFs that students read in the browser', async () => {
    const docx = (await upload(first, office('lecture.docx'), '第一讲 讲稿.docx')).obj;
    expect(docx).toMatchObject({ kind: 'document', conversion: { state: expect.stringMatching(/^(pending|converting)$/) }, pdfUrl: null });
    const xlsx = (await upload(first, office('scores.xlsx'), '成绩表.xlsx')).obj;
    const pptx = (await upload(first, office('slides.pptx'), '第一讲.pptx')).obj;
    for (const r of [docx, xlsx, pptx]) {
      const done = await converted(r);
      expect(done).toMatchObject({ conversion: { state: 'done', queuePosition: null }, pdfUrl: expect.stringMatching(/^\/readResourse\/\d+$/) });
      const served = await s.raw('GET', done.pdfUrl!, { token: teacher });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(served.headers['content-disposition']).toContain(encodeURIComponent(r.title.replace(/\.\w+$/, '.pdf')));
    }
    // the student of the class reads the PDF through the chapter; a stranger does not
    const studied = (await s.api.studyChapter({ params: { clazzId: clazz.sclassId, chapterId: first } }, { token: student })).obj;
    const seen = studied.resources.find((r) => r.resourceId === docx.resourceId)!;
    expect(seen).toMatchObject({ conversion: { state: 'done' }, pdfUrl: expect.any(String) });
    expect((await s.raw('GET', seen.pdfUrl!, { token: student })).statusCode).toBe(200);
    expect((await s.raw('GET', seen.pdfUrl!, { token: outsider })).statusCode).toBe(403);
    // and the library says the same
    const item = (await library(teacher, { kind: 'document' })).find((r) => r.libraryResourceId === docx.libraryResourceId)!;
    expect(item).toMatchObject({ conversion: { state: 'done' }, pdfUrl: seen.pdfUrl, conversionError: null });
  }, 120_000);

  it('a file that pretends to be a docx fails cleanly and keeps its download', async () => {
    const fake = (await upload(first, fakeDocx(), '假的.docx')).obj;
    expect(fake.kind).toBe('document');
    const after = await converted(fake);
    expect(after).toMatchObject({ conversion: { state: 'failed' }, pdfUrl: null });
    const item = (await s.api.getLibraryResource({ params: { libraryResourceId: fake.libraryResourceId! } }, { token: teacher })).obj;
    expect(item.conversionError).toMatch(/无法打开/);
    expect((await s.raw('GET', fake.url, { token: teacher })).statusCode).toBe(200);
    // no PDF was kept for it
    const [row] = await s.database.db.select().from(libraryResources).where(eq(libraryResources.id, fake.libraryResourceId!));
    expect(row!.pdfFileId).toBeNull();
  }, 60_000);

  it('where conversion is off, a document stays download-only and says so', async () => {
    const off = await startServer({ office: { sofficePath: 'none', timeoutSeconds: 60 } });
    try {
      const token = await off.login('teacher');
      const chapterId = (await off.api.saveChapter({ body: { courseId, title: '无转换' } }, { token })).obj.chapterId;
      const doc = (await off.uploadTo('uploadResource', { params: { chapterId } }, { content: office('lecture.docx'), filename: '讲稿.docx' }, { token })).obj;
      expect(off.app.converter.soffice).toBeNull();
      expect(doc).toMatchObject({ kind: 'document', conversion: { state: 'unavailable' }, pdfUrl: null });
      await off.app.converter.settled();
      expect((await off.api.getChapter({ params: { chapterId } }, { token })).obj.resources[0]).toMatchObject({ conversion: { state: 'unavailable' } });
      expect((await off.raw('GET', doc.url, { token })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('migration 0022', () => {
  it('makes the chapter uploads made before it library items of their uploaders, once per file', async () => {
    const db = s.database.db;
    const teacherId = (await db.select({ id: users.id }).from(users).where(eq(users.code, 'teacher')))[0]!.id;
    // uploads as they were before the library: chapter resources with a file and no item; a course copy shares the file
    const chapterId = (await s.api.saveChapter({ body: { courseId, title: '迁移前的一章' } }, { token: teacher })).obj.chapterId;
    const doc = (await upload(chapterId, office('lecture.docx'), '旧讲稿.docx')).obj;
    const pdf = (await upload(chapterId, PDF, '旧讲义.pdf')).obj;
    await s.app.converter.settled();
    const copy = (await s.api.copyCourse({ params: { courseId } }, { token: teacher })).obj;
    const copied = (await s.api.chapterTree({ params: { courseId: copy.courseId } }, { token: teacher })).obj.find((c) => c.title === '迁移前的一章')!;
    const old = [doc.libraryResourceId!, pdf.libraryResourceId!];
    await db.update(chapterResources).set({ libraryResourceId: null }).where(inArray(chapterResources.libraryResourceId, old));
    await db.delete(libraryResources).where(inArray(libraryResources.id, old));
    // a file whose uploader is unknown belongs to the course's owner
    await db
      .update(files)
      .set({ ownerId: null })
      .where(eq(files.id, fileIdOf(pdf.url)));

    const migration = fs.readFileSync(path.join(__dirname, '../../server/db/migrations/0022_resource-library.sql'), 'utf8');
    const data = migration.split('--> statement-breakpoint').filter((st) => /^\s*(--.*\n)*\s*(INSERT|UPDATE)/.test(st));
    expect(data).toHaveLength(4);
    for (let i = 0; i < 2; i++) for (const statement of data) await db.execute(sql.raw(statement));

    const items = await db
      .select()
      .from(libraryResources)
      .where(inArray(libraryResources.fileId, [fileIdOf(doc.url), fileIdOf(pdf.url)]));
    expect(items.map((i) => [i.title, i.kind, i.ownerId, i.shared, i.conversion]).sort()).toEqual([
      ['旧讲义.pdf', 'pdf', teacherId, false, null],
      ['旧讲稿.docx', 'document', teacherId, false, 'pending'],
    ]);
    for (const c of [chapterId, copied.chapterId]) {
      const resources = (await chapter(c)).resources;
      expect(resources.map((r) => r.libraryResourceId).sort()).toEqual(items.map((i) => i.id).sort());
    }
    // the migrated document is converted like any other
    s.app.converter.wake();
    await s.app.converter.settled();
    expect((await chapter(chapterId)).resources[0]).toMatchObject({ conversion: { state: 'done' }, pdfUrl: expect.any(String) });
  }, 60_000);

  it('puts 资源库 in the menus of a platform seeded before it, once', async () => {
    const menuOf = async (code: string) => (await s.api.getMenu({}, { token: await s.login(code) })).obj.map((m) => m.path);
    expect(await menuOf('teacher')).toContain('/library');
    await s.database.db.execute(sql`delete from modules where path = '/library'`);
    expect(await menuOf('teacher')).not.toContain('/library');
    const migration = fs.readFileSync(path.join(__dirname, '../../server/db/migrations/0022_resource-library.sql'), 'utf8');
    const menu = migration.split('--> statement-breakpoint').filter((st) => st.includes('"modules"') || st.includes('"role_modules"'));
    for (let i = 0; i < 2; i++) for (const statement of menu) await s.database.db.execute(sql.raw(statement));
    const teacherMenu = await menuOf('teacher');
    expect(teacherMenu.indexOf('/library')).toBe(teacherMenu.indexOf('/teacher/templates') + 1);
    expect(teacherMenu.filter((p) => p === '/library')).toHaveLength(1);
    expect(await menuOf('expert')).toContain('/library');
    expect(await menuOf('student')).not.toContain('/library');
  });
});
