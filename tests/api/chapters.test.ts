import type { ChapterNode } from '@contract/chapter';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/client';
import { chapters } from '../../server/db/schema';
import { CHINESE, rowCount } from './fixtures';
import { startServer, type CallBody, type TestServer } from './harness';

let s: TestServer;
let expert: string;
let teacher: string;
let student: string;
let teastu: string;
let courseId: number;

beforeAll(async () => {
  s = await startServer();
  [expert, teacher, student, teastu] = await Promise.all(['expert', 'teacher', 'student', 'teastu'].map((u) => s.login(u)));
  courseId = (await s.api.saveCourse({ body: { name: '章节测试课程' } }, { token: teacher })).obj.courseId;
});
afterAll(async () => {
  await s.close();
});

const save = (body: Omit<CallBody<'saveChapter'>, 'courseId'>, token = teacher) => s.api.saveChapter({ body: { courseId, ...body } }, { token });
const tree = async (token = teacher) => (await s.api.chapterTree({ params: { courseId } }, { token })).obj;
const move = (chapterId: number, parentId: number | null, index: number, token = teacher) =>
  s.api.moveChapter({ body: { chapterId, parentId, index } }, { token });
/** the tree as titles, sections in brackets */
const shape = (nodes: ChapterNode[]) => nodes.map((n) => (n.children.length ? `${n.title}[${n.children.map((c) => c.title).join(',')}]` : n.title));

/** serialNum is 1..n among every list of siblings */
function expectValid(nodes: ChapterNode[]) {
  expect(nodes.map((n) => n.serialNum)).toEqual(nodes.map((_, i) => i + 1));
  for (const n of nodes) {
    expect(n.children.map((c) => c.serialNum)).toEqual(n.children.map((_, i) => i + 1));
    expect(n.children.every((c) => c.parentId === n.chapterId)).toBe(true);
  }
}

const ids: Record<string, number> = {};

describe('building the tree', () => {
  it('chapters and sections are appended in order', async () => {
    for (const title of ['第一章 绪论', '第二章 关系模型', '第三章 SQL']) ids[title] = (await save({ title })).obj.chapterId;
    for (const title of ['1.1 数据库系统概述', '1.2 数据模型']) ids[title] = (await save({ title, parentId: ids['第一章 绪论'] })).obj.chapterId;
    const t = await tree();
    expect(shape(t)).toEqual(['第一章 绪论[1.1 数据库系统概述,1.2 数据模型]', '第二章 关系模型', '第三章 SQL']);
    expectValid(t);
  });

  it('content is rich text, cleaned before it is stored', async () => {
    const res = await save({
      chapterId: ids['第二章 关系模型'],
      title: '第二章 关系模型',
      content: '<p>关系是<em>集合</em><img src=x onerror=alert(1)></p><script>x()</script>',
    });
    expect(res.obj.content).toBe('<p>关系是<em>集合</em><img src="x" /></p>');
    expect((await s.api.getChapter({ params: { chapterId: ids['第二章 关系模型'] } }, { token: teacher })).obj.content).toBe(res.obj.content);
  });

  it('refuses sections of sections, foreign parents and bad titles, writing nothing', async () => {
    const before = await rowCount(s, chapters);
    expect(await save({ title: '1.1.1 太深', parentId: ids['1.1 数据库系统概述'] })).toMatchObject({ success: false, message: '小节下面不能再建小节' });
    const other = (await s.api.saveCourse({ body: { name: '另一门课' } }, { token: teacher })).obj.courseId;
    const foreign = await s.api.saveChapter({ body: { courseId: other, title: '串门', parentId: ids['第一章 绪论'] } }, { token: teacher });
    expect(foreign).toMatchObject({ success: false, message: '上级章节不属于这门课程' });
    for (const title of ['', '<b>章</b>', 'x'.repeat(101)]) {
      const res = await save({ title });
      expect(res.success).toBe(false);
      expect(res.message).toMatch(CHINESE);
    }
    expect(await rowCount(s, chapters)).toBe(before);
  });

  it('only the course owner edits; students and other teachers cannot read it either', async () => {
    expect(await save({ title: '别人的章' }, teastu)).toMatchObject({ code: 403 });
    expect(await save({ title: '学生的章' }, student)).toMatchObject({ code: 403 });
    expect(await s.api.chapterTree({ params: { courseId } }, { token: teastu })).toMatchObject({ code: 403 });
    expect(await s.api.getChapter({ params: { chapterId: ids['第一章 绪论'] } }, { token: student })).toMatchObject({ code: 403 });
    expect(await s.api.chapterTree({ params: { courseId: 999999 } }, { token: teacher })).toMatchObject({ code: 404 });
    expect(shape(await tree(expert))).toHaveLength(3);
  });
});

/**
 * Until another connection waits for a lock (PostgreSQL). PGlite has one connection: what comes after a transaction
 * waits for it in line, so there is nothing to poll (and a query would queue behind the transaction).
 */
async function waitingForLock() {
  if (s.database.kind !== 'postgres') return new Promise((r) => setTimeout(r, 100));
  for (let i = 0; i < 200; i++) {
    const waiting = rowsOf<{ n: number }>(
      await s.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if (waiting[0]!.n > 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the second move never waited for the course lock');
}

describe('reordering', () => {
  it('moves a chapter within its siblings', async () => {
    const t = (await move(ids['第三章 SQL'], null, 0)).obj;
    expect(shape(t)).toEqual(['第三章 SQL', '第一章 绪论[1.1 数据库系统概述,1.2 数据模型]', '第二章 关系模型']);
    expectValid(t);
  });

  it('re-parents a section to another chapter and a chapter into a section, closing the gaps', async () => {
    let t = (await move(ids['1.2 数据模型'], ids['第二章 关系模型'], 5)).obj;
    expect(shape(t)).toEqual(['第三章 SQL', '第一章 绪论[1.1 数据库系统概述]', '第二章 关系模型[1.2 数据模型]']);
    t = (await move(ids['第三章 SQL'], ids['第二章 关系模型'], 0)).obj;
    expect(shape(t)).toEqual(['第一章 绪论[1.1 数据库系统概述]', '第二章 关系模型[第三章 SQL,1.2 数据模型]']);
    expectValid(t);
    t = (await move(ids['第三章 SQL'], null, 2)).obj;
    expect(shape(t)).toEqual(['第一章 绪论[1.1 数据库系统概述]', '第二章 关系模型[1.2 数据模型]', '第三章 SQL']);
    expectValid(t);
  });

  it('refuses moves that would break the two-level tree', async () => {
    expect(await move(ids['第一章 绪论'], ids['第二章 关系模型'], 0)).toMatchObject({ success: false, message: '带小节的章不能移到其他章下面' });
    expect(await move(ids['第三章 SQL'], ids['第三章 SQL'], 0)).toMatchObject({ success: false, message: '章节不能移到自己下面' });
    expect(await move(ids['第三章 SQL'], ids['1.1 数据库系统概述'], 0)).toMatchObject({ success: false, message: '小节下面不能再建小节' });
    expect(await move(ids['第三章 SQL'], null, -1)).toMatchObject({ success: false });
    expect(await move(ids['第三章 SQL'], null, 0, teastu)).toMatchObject({ code: 403 });
  });

  it('a move that waited for the course lock works from where the previous move left the chapter', async () => {
    const course = (await s.api.saveCourse({ body: { name: '并发移动课程' } }, { token: teacher })).obj.courseId;
    const add = async (title: string, parentId: number | null) =>
      (await s.api.saveChapter({ body: { courseId: course, title, parentId } }, { token: teacher })).obj.chapterId;
    const a = await add('甲', null);
    const a1 = await add('甲.1', a);
    const a2 = await add('甲.2', a);
    const b = await add('乙', null);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let moved!: () => void;
    const lockHeld = new Promise<void>((r) => (moved = r));
    // another move of 甲.1, still holding the course lock: 甲.1 to the front of the chapters, 甲.2 closes up
    const first = s.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from courses where id = ${course} for update`);
      await tx
        .update(chapters)
        .set({ serialNum: sql`${chapters.serialNum} + 1` })
        .where(and(eq(chapters.courseId, course), isNull(chapters.parentId)));
      await tx.update(chapters).set({ parentId: null, serialNum: 1 }).where(eq(chapters.id, a1));
      await tx.update(chapters).set({ serialNum: 1 }).where(eq(chapters.id, a2));
      moved();
      await held;
    });
    // the lock is taken before the second move is sent (under load the second could otherwise run first)
    await lockHeld;
    // this one reads 甲.1 under 甲 (the committed state), then waits for the lock
    const second = s.api.moveChapter({ body: { chapterId: a1, parentId: b, index: 0 } }, { token: teacher });
    await waitingForLock();
    release();
    await first;
    expect((await second).success).toBe(true);
    const t = (await s.api.chapterTree({ params: { courseId: course } }, { token: teacher })).obj;
    expectValid(t);
    expect(shape(t)).toEqual(['甲[甲.2]', '乙[甲.1]']);
  });

  it('many concurrent moves still leave a valid tree with every chapter in it', async () => {
    const all = Object.values(ids);
    const moves = Array.from({ length: 24 }, (_, i) => {
      const id = all[i % all.length];
      const toTop = i % 3 !== 0 || id === ids['第一章 绪论'];
      return move(id, toTop ? null : ids['第二章 关系模型'], (i * 7) % 5);
    });
    await Promise.all(moves);
    const t = await tree();
    expectValid(t);
    const seen = t.flatMap((n) => [n.chapterId, ...n.children.map((c) => c.chapterId)]).sort((a, b) => a - b);
    expect(seen).toEqual([...all].sort((a, b) => a - b));
  });
});

describe('deleting and copying', () => {
  it('deleting a chapter removes its sections and closes the gap', async () => {
    await move(ids['1.1 数据库系统概述'], ids['第一章 绪论'], 0);
    const before = await tree();
    const target = before.find((n) => n.chapterId === ids['第一章 绪论'])!;
    const after = (await s.api.deleteChapter({ params: { chapterId: target.chapterId } }, { token: teacher })).obj;
    expect(after.some((n) => n.chapterId === target.chapterId)).toBe(false);
    expect(after.flatMap((n) => n.children).some((c) => c.parentId === target.chapterId)).toBe(false);
    expectValid(after);
    expect(await s.api.getChapter({ params: { chapterId: ids['1.1 数据库系统概述'] } }, { token: teacher })).toMatchObject({ code: 404 });
  });

  it('a copied course gets its own copy of the tree', async () => {
    const original = await tree();
    const copy = (await s.api.copyCourse({ params: { courseId } }, { token: teacher })).obj;
    const copied = (await s.api.chapterTree({ params: { courseId: copy.courseId } }, { token: teacher })).obj;
    expect(shape(copied)).toEqual(shape(original));
    expect(copied[0].chapterId).not.toBe(original[0].chapterId);
    expectValid(copied);
  });

  it("a submitted course's chapters are locked until the review", async () => {
    await s.api.submitCourse({ params: { courseId } }, { token: teacher });
    expect(await save({ title: '审核中新增' })).toMatchObject({ success: false, message: '课程正在审核中，审核结束前不能修改' });
  });
});
