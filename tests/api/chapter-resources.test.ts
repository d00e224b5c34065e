import { eq } from 'drizzle-orm';
import type { ChapterResource } from '@contract/chapter';
import { chapterResources, files } from '../../server/db/schema';
import { LECTURE_LAST_BLOCK_SECONDS, LECTURE_SECONDS, LECTURE_WEBM, mp4, recordedWebm } from '../media';
import { PNG, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let expert: string;
let teacher: string;
let student: string;
let teastu: string;
let courseId: number;
let chapterId: number;

/** The first bytes of real formats: an MP4 (ftyp box), a PDF, a .docx (zip whose first entry is under word/). */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4000, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
function docx(): Buffer {
  const name = Buffer.from('word/document.xml');
  const body = Buffer.from('<w:document/>');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(body.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, body]);
}

beforeAll(async () => {
  s = await startServer();
  [expert, teacher, student, teastu] = await Promise.all(['expert', 'teacher', 'student', 'teastu'].map((u) => s.login(u)));
  courseId = (await s.api.saveCourse({ body: { name: '资源测试课程' } }, { token: teacher })).obj.courseId;
  chapterId = (await s.api.saveChapter({ body: { courseId, title: '第一章' } }, { token: teacher })).obj.chapterId;
});
afterAll(async () => {
  await s.close();
});

const upload = (content: Buffer, filename: string, token = teacher) =>
  s.uploadTo('uploadResource', { params: { chapterId } }, { content, filename }, { token });

describe('chapter resources', () => {
  let video: ChapterResource;

  it('uploads a video, a PDF and a Word document, each told by its bytes', async () => {
    video = (await upload(MP4, '第一讲.mp4')).obj;
    expect(video).toMatchObject({ kind: 'video', title: '第一讲.mp4', size: MP4.length, serialNum: 1, url: expect.stringMatching(/^\/readResourse\/\d+$/) });
    expect((await upload(PDF, '讲义.pdf')).obj).toMatchObject({ kind: 'pdf', serialNum: 2 });
    expect((await upload(docx(), '实验指导.docx')).obj).toMatchObject({ kind: 'document', serialNum: 3 });
    const link = await s.api.addLink({ body: { chapterId, title: 'PostgreSQL 文档', url: 'https://www.postgresql.org/docs/' } }, { token: teacher });
    expect(link.obj).toMatchObject({ kind: 'link', url: 'https://www.postgresql.org/docs/', size: null, serialNum: 4 });
    const chapter = (await s.api.getChapter({ params: { chapterId } }, { token: teacher })).obj;
    expect(chapter.resources.map((r) => r.kind)).toEqual(['video', 'pdf', 'document', 'link']);
  });

  it('refuses files that are not what a name says, bad links, and strangers, writing nothing', async () => {
    const before = [await rowCount(s, files), await rowCount(s, chapterResources)];
    expect(await upload(Buffer.from('<script>alert(1)</script>'), '视频.mp4')).toMatchObject({
      success: false,
      message: '只能上传 MP4/WebM 视频、PDF 或 Word/Excel/PowerPoint 文档',
    });
    expect(await upload(PNG, '图.pdf')).toMatchObject({ success: false });
    expect(await upload(PDF, 'x.pdf', teastu)).toMatchObject({ code: 403 });
    expect(await upload(PDF, 'x.pdf', student)).toMatchObject({ code: 403 });
    for (const url of ['javascript:alert(1)', 'ftp://x', '/relative']) {
      const res = await s.api.addLink({ body: { chapterId, title: '链接', url } }, { token: teacher });
      expect(res).toMatchObject({ success: false, message: expect.stringContaining('链接地址必须以 http:// 或 https:// 开头') });
    }
    expect([await rowCount(s, files), await rowCount(s, chapterResources)]).toEqual(before);
  });

  it('files are served with Range to those who see the course, and to nobody else', async () => {
    const whole = await s.raw('GET', video.url, { token: teacher });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    const first = await s.raw('GET', video.url, { token: teacher, headers: { range: 'bytes=0-11' } });
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    const suffix = await s.raw('GET', video.url, { token: expert, headers: { range: 'bytes=-10' } });
    expect(suffix.headers['content-range']).toBe(`bytes ${MP4.length - 10}-${MP4.length - 1}/${MP4.length}`);
    expect((await s.raw('GET', video.url, { token: teacher, headers: { range: `bytes=${MP4.length}-` } })).statusCode).toBe(416);
    expect((await s.raw('GET', video.url, { token: student })).statusCode).toBe(403);
    expect((await s.raw('GET', video.url, { token: teastu })).statusCode).toBe(403);
    expect((await s.raw('GET', video.url)).statusCode).toBe(401);
  });

  it("a copy of the course carries the resources, readable by the copy's owner", async () => {
    const copy = (await s.api.copyCourse({ params: { courseId } }, { token: teacher })).obj;
    const tree = (await s.api.chapterTree({ params: { courseId: copy.courseId } }, { token: teacher })).obj;
    const copied = (await s.api.getChapter({ params: { chapterId: tree[0].chapterId } }, { token: teacher })).obj;
    expect(copied.resources.map((r) => [r.kind, r.title])).toEqual([
      ['video', '第一讲.mp4'],
      ['pdf', '讲义.pdf'],
      ['document', '实验指导.docx'],
      ['link', 'PostgreSQL 文档'],
    ]);
  });

  it("keeps a video's length as read from its bytes at upload; other files have none", async () => {
    const other = (await s.api.saveChapter({ body: { courseId, title: '第二章' } }, { token: teacher })).obj.chapterId;
    const put = async (content: Buffer, filename: string) => {
      const r = (await s.uploadTo('uploadResource', { params: { chapterId: other } }, { content, filename }, { token: teacher })).obj;
      return (
        await s.database.db
          .select()
          .from(files)
          .where(eq(files.id, Number(r.url.split('/').pop())))
      )[0]!;
    };
    expect(await put(mp4({ seconds: 2712.5, moovAtEnd: true, version: 1, timescale: 600 }), '第二讲.mp4')).toMatchObject({
      duration: 2712.5,
      durationReadAt: expect.any(Date),
    });
    expect((await put(LECTURE_WEBM, '录屏.webm')).duration).toBeCloseTo(LECTURE_SECONDS, 5);
    expect((await put(recordedWebm(), '浏览器录制.webm')).duration).toBeCloseTo(LECTURE_LAST_BLOCK_SECONDS, 6);
    expect(await put(PDF, '讲义2.pdf')).toMatchObject({ duration: null, durationReadAt: null });
    // the first video of this suite has the first bytes of an MP4 and no moov: uploaded, its length unknown
    expect(
      (
        await s.database.db
          .select()
          .from(files)
          .where(eq(files.id, Number(video.url.split('/').pop())))
      )[0],
    ).toMatchObject({ duration: null });
  });

  it('deleting a resource closes the gap', async () => {
    const chapter = (await s.api.getChapter({ params: { chapterId } }, { token: teacher })).obj;
    expect(await s.api.deleteResource({ params: { resourceId: chapter.resources[1].resourceId } }, { token: teastu })).toMatchObject({ code: 403 });
    expect(await s.api.deleteResource({ params: { resourceId: chapter.resources[1].resourceId } }, { token: teacher })).toMatchObject({ success: true });
    const after = (await s.api.getChapter({ params: { chapterId } }, { token: teacher })).obj;
    expect(after.resources.map((r) => [r.title, r.serialNum])).toEqual([
      ['第一讲.mp4', 1],
      ['实验指导.docx', 2],
      ['PostgreSQL 文档', 3],
    ]);
    expect(await s.api.deleteResource({ params: { resourceId: 999999 } }, { token: teacher })).toMatchObject({ code: 404 });
  });
});
