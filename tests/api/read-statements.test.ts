// The reads every page view makes answer with one SQL statement each (issue P14): the student's course list, chapter,
// homework and exam lists, and the teacher's course list, course and chapter. Counted on the database itself
// (Database.statements: every statement drizzle sends), on a call's second asking, once the caller's session and the
// class's outline (and a chapter's text) are in the process's cache as they are on a busy server.
import { startServer, type TestServer } from './harness';

let s: TestServer;
let teacher: string;
let student: string;
let course: { courseId: number; clazzId: number };
let chapterId: number;

beforeAll(async () => {
  // the cache kept for the whole file: what is counted is the call's own reads
  s = await startServer({ cacheMs: 60_000 });
  [teacher, student] = await Promise.all(['teacher', 'student'].map((u) => s.login(u)));
  course = (await s.api.myCourses({}, { token: student })).obj[0]!;
  const chapter = await s.api.saveChapter(
    { body: { courseId: course.courseId, title: '第一章 关系模型', content: '<p>关系是二维表。</p>' } },
    { token: teacher },
  );
  chapterId = chapter.obj.chapterId;
  await s.api.addLink({ body: { chapterId, title: 'PostgreSQL 文档', url: 'https://www.postgresql.org/docs/' } }, { token: teacher });
});
afterAll(async () => {
  await s.close();
});

/** The statements the call's second asking sends (the first fills the caches), and its answer. */
async function statementsOf<T>(call: () => Promise<T>): Promise<{ statements: number; answer: T }> {
  await call();
  const before = s.database.statements();
  const answer = await call();
  return { statements: s.database.statements() - before, answer };
}

describe('a page view reads in one statement', () => {
  it('the student: course list, chapter, homework list and exam list', async () => {
    const courses = await statementsOf(() => s.api.myCourses({}, { token: student }));
    expect(courses.answer.obj.length).toBeGreaterThan(0);
    expect(courses.statements).toBe(1);

    const chapter = await statementsOf(() => s.api.studyChapter({ params: { clazzId: course.clazzId, chapterId } }, { token: student }));
    expect(chapter.answer.obj.resources).toHaveLength(1);
    expect(chapter.statements).toBe(1);

    const params = { courseId: course.courseId, clazzId: course.clazzId };
    const homework = await statementsOf(() => s.api.myHomeworks({ params }, { token: student }));
    expect(homework.answer.obj.homeworks.length).toBeGreaterThan(0);
    expect(homework.statements).toBe(1);

    const exams = await statementsOf(() => s.api.myExams({ params }, { token: student }));
    expect(exams.answer.obj.exams.length).toBeGreaterThan(0);
    expect(exams.statements).toBe(1);
  });

  it('the teacher: course list, course and chapter', async () => {
    const list = await statementsOf(() => s.api.listCourses({ query: {} }, { token: teacher }));
    expect(list.answer.obj.total).toBeGreaterThan(0);
    expect(list.statements).toBe(1);

    const one = await statementsOf(() => s.api.getCourse({ params: { courseId: course.courseId } }, { token: teacher }));
    expect(one.answer.obj.courseId).toBe(course.courseId);
    expect(one.statements).toBe(1);

    const chapter = await statementsOf(() => s.api.getChapter({ params: { chapterId } }, { token: teacher }));
    expect(chapter.answer.obj.resources.map((r) => r.title)).toEqual(['PostgreSQL 文档']);
    expect(chapter.statements).toBe(1);
  });

  it("a chapter's text comes from the process's cache, and a teacher's edit shows at once", async () => {
    const read = () => s.api.studyChapter({ params: { clazzId: course.clazzId, chapterId } }, { token: student });
    expect((await statementsOf(read)).answer.obj.content).toBe('<p>关系是二维表。</p>');
    const edit = { courseId: course.courseId, chapterId, title: '第一章 关系模型', content: '<p>关系是满足第一范式的二维表。</p>' };
    expect((await s.api.saveChapter({ body: edit }, { token: teacher })).success).toBe(true);
    expect((await read()).obj.content).toBe('<p>关系是满足第一范式的二维表。</p>');
    // a chapter without text reads none
    expect((await s.api.saveChapter({ body: { ...edit, content: null } }, { token: teacher })).success).toBe(true);
    const cleared = await statementsOf(read);
    expect(cleared.answer.obj.content).toBeNull();
    expect(cleared.statements).toBe(1);
    expect((await s.api.saveChapter({ body: { ...edit, content: '<p>关系是二维表。</p>' } }, { token: teacher })).success).toBe(true);
  });

  it('a class the student is not in, or a chapter nobody has, is refused by the same statement', async () => {
    const otherClass = { courseId: course.courseId, clazzId: course.clazzId + 999 };
    const other = await statementsOf(() => s.api.myHomeworks({ params: otherClass }, { token: student }));
    expect(other.answer).toMatchObject({ success: false, message: '你不在这个班级中，不能查看它的课程' });
    expect(other.statements).toBe(1);
    const missing = await statementsOf(() => s.api.getChapter({ params: { chapterId: chapterId + 999 } }, { token: teacher }));
    expect(missing.answer).toMatchObject({ success: false, message: expect.stringContaining('章节') });
    expect(missing.statements).toBe(1);
  });
});
