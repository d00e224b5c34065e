// Reviewing a submitted course: the reviewing expert reads all of it (chapters and their files, questions with their
// answers, scenes, knowledge points, the statistics) and changes none of it; students and other teachers read none of
// it; the decision and the comment reach the author as a notice, once.
import type { Course } from '@contract/course';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let expert: string;
let teacher: string;
let student: string;
let teastu: string;

/** the teacher's copy of the demo course, with chapters, a file and a link added, submitted for review */
let course: Course;
const ids = { chapter: 0, section: 0, fileResource: 0, linkResource: 0, exercise: 0, folder: 0, scene: 0, know: 0 };
let fileUrl = '';

/** a PDF no other course holds (stored files are content-addressed) */
const PDF = Buffer.from('%PDF-1.4\n% 审核用讲义\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

beforeAll(async () => {
  s = await startServer();
  [admin, expert, teacher, student, teastu] = await Promise.all(['admin', 'expert', 'teacher', 'student', 'teastu'].map((u) => s.login(u)));
  const demo = (await s.api.listCourses({ query: { keyword: '数据库系统原理' } }, { token: teacher })).obj.list[0];
  const copy = (await s.api.copyCourse({ params: { courseId: demo.courseId } }, { token: teacher })).obj;
  const courseId = copy.courseId;
  const chapter = await s.api.saveChapter({ body: { courseId, title: '第一章 绪论', content: '<p>数据库系统的组成</p>' } }, { token: teacher });
  ids.chapter = chapter.obj.chapterId;
  ids.section = (await s.api.saveChapter({ body: { courseId, parentId: ids.chapter, title: '1.1 数据模型' } }, { token: teacher })).obj.chapterId;
  const file = await s.uploadTo('uploadResource', { params: { chapterId: ids.chapter } }, { content: PDF, filename: '讲义.pdf' }, { token: teacher });
  ids.fileResource = file.obj.resourceId;
  fileUrl = file.obj.url;
  const link = await s.api.addLink({ body: { chapterId: ids.chapter, title: '参考资料', url: 'https://example.com/db' } }, { token: teacher });
  ids.linkResource = link.obj.resourceId;
  ids.folder = (await s.api.saveExerciseFolder({ body: { courseId, name: '第一章练习' } }, { token: teacher })).obj.folderId;
  const bank = (await s.api.listExercises({ query: { courseId: String(courseId), pageSize: '200' } }, { token: teacher })).obj.list;
  ids.exercise = bank.find((e) => e.type === 'single')!.exerciseId;
  ids.scene = (await s.api.listScenes({ query: { courseId: String(courseId) } }, { token: teacher })).obj.list[0].sceneId;
  ids.know = (await s.api.knowledgeGraph({ params: { courseId } }, { token: teacher })).obj.points[0].knowId;
  course = (await s.api.submitCourse({ params: { courseId } }, { token: teacher })).obj;
  expect(course.status).toBe('submitted');
});
afterAll(async () => {
  await s.close();
});

/** Everything of the course a reviewer reads, each as the envelope the call answered. */
async function readAll(token: string) {
  const courseId = course.courseId;
  const courseQuery = { courseId: String(courseId) };
  return {
    course: await s.api.getCourse({ params: { courseId } }, { token }),
    chapterTree: await s.api.chapterTree({ params: { courseId } }, { token }),
    chapter: await s.api.getChapter({ params: { chapterId: ids.chapter } }, { token }),
    section: await s.api.getChapter({ params: { chapterId: ids.section } }, { token }),
    streamUrl: await s.api.streamUrl({ params: { resourceId: ids.fileResource } }, { token }),
    exercises: await s.api.listExercises({ query: { ...courseQuery, pageSize: '200' } }, { token }),
    singles: await s.api.listExercises({ query: { ...courseQuery, type: 'single', pageSize: '1' } }, { token }),
    exercise: await s.api.getExercise({ params: { exerciseId: ids.exercise } }, { token }),
    exerciseFolders: await s.api.exerciseFolders({ params: { courseId } }, { token }),
    scenes: await s.api.listScenes({ query: courseQuery }, { token }),
    scene: await s.api.getScene({ params: { sceneId: ids.scene } }, { token }),
    knowledge: await s.api.knowledgeGraph({ params: { courseId } }, { token }),
    stats: await s.api.courseStats({ params: { courseId } }, { token }),
  };
}

describe('the expert reviewing a submitted course reads all of it, read-only', () => {
  it('reads the course, its chapters and their files, questions with answers, scenes, knowledge and statistics', async () => {
    const read = await readAll(expert);
    for (const [call, answer] of Object.entries(read)) expect([call, answer.success]).toEqual([call, true]);
    expect(read.course.obj).toMatchObject({ status: 'submitted', ownerName: '李老师', canEdit: false });
    expect(read.chapterTree.obj.map((c) => [c.title, c.children.map((x) => x.title)])).toEqual([['第一章 绪论', ['1.1 数据模型']]]);
    expect(read.chapter.obj).toMatchObject({ content: '<p>数据库系统的组成</p>', resources: [{ title: '讲义.pdf' }, { title: '参考资料', kind: 'link' }] });
    expect(read.exercises.obj.total).toBeGreaterThan(0);
    expect(read.exercises.obj.list.every((e) => e.canEdit === false)).toBe(true);
    expect(read.singles.obj.total).toBe(read.exercises.obj.list.filter((e) => e.type === 'single').length);
    // the reviewer sees what the questions expect, to judge them
    expect(read.exercise.obj.spec).toMatchObject({ type: 'single' });
    expect(read.exerciseFolders.obj.folders.map((f) => f.name)).toContain('第一章练习');
    expect(read.scenes.obj.list.map((x) => [x.sceneId, x.canEdit])).toContainEqual([ids.scene, false]);
    expect(read.scene.obj).toMatchObject({ sceneId: ids.scene, canEdit: false, hiddenData: [] });
    expect(read.knowledge.obj.points.length).toBeGreaterThan(0);
    expect(read.stats.obj).toMatchObject({
      chapterCount: 2,
      resourceCount: 2,
      sceneCount: read.scenes.obj.total,
      knowledgeCount: read.knowledge.obj.points.length,
    });
    const file = await s.raw('GET', fileUrl, { token: expert });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('changes nothing of it: info, chapters, files, questions, folders, scenes and knowledge are refused with 403', async () => {
    const courseId = course.courseId;
    const before = await readAll(teacher);
    const exercise = before.exercise.obj;
    const scene = before.scene.obj;
    const attempts = {
      saveCourse: await s.api.saveCourse({ body: { courseId, name: '专家改名' } }, { token: expert }),
      archiveCourse: await s.api.archiveCourse({ params: { courseId } }, { token: expert }),
      deleteCourse: await s.api.deleteCourse({ params: { courseId } }, { token: expert }),
      newChapter: await s.api.saveChapter({ body: { courseId, title: '专家加的章' } }, { token: expert }),
      saveChapter: await s.api.saveChapter({ body: { courseId, chapterId: ids.chapter, title: '专家改的章', content: '<p>改</p>' } }, { token: expert }),
      moveChapter: await s.api.moveChapter({ body: { chapterId: ids.section, parentId: null, index: 0 } }, { token: expert }),
      deleteChapter: await s.api.deleteChapter({ params: { chapterId: ids.section } }, { token: expert }),
      addLink: await s.api.addLink({ body: { chapterId: ids.chapter, title: '专家的链接', url: 'https://example.com/x' } }, { token: expert }),
      uploadResource: await s.uploadTo('uploadResource', { params: { chapterId: ids.chapter } }, { content: PDF, filename: 'x.pdf' }, { token: expert }),
      deleteResource: await s.api.deleteResource({ params: { resourceId: ids.linkResource } }, { token: expert }),
      saveExercise: await s.api.saveExercise(
        {
          body: {
            exerciseId: exercise.exerciseId,
            courseId,
            parentId: exercise.parentId,
            stem: '<p>专家改的题干</p>',
            analysis: exercise.analysis,
            difficulty: exercise.difficulty,
            score: exercise.score,
            spec: exercise.spec,
          },
        },
        { token: expert },
      ),
      newExercise: await s.api.saveExercise(
        { body: { courseId, stem: '<p>专家加的题</p>', score: 2, spec: { type: 'judge', answer: true } } },
        { token: expert },
      ),
      moveExercises: await s.api.moveExercises({ body: { exerciseIds: [ids.exercise], parentId: ids.folder } }, { token: expert }),
      deleteExercises: await s.api.deleteExercises({ body: { exerciseIds: [ids.exercise] } }, { token: expert }),
      saveExerciseFolder: await s.api.saveExerciseFolder({ body: { courseId, name: '专家的文件夹' } }, { token: expert }),
      deleteExerciseFolder: await s.api.deleteExerciseFolder({ params: { folderId: ids.folder } }, { token: expert }),
      saveScene: await s.api.saveScene(
        { body: { sceneId: scene.sceneId, courseId, name: '专家改的场景', description: scene.description, initSql: scene.initSql } },
        { token: expert },
      ),
      newScene: await s.api.saveScene({ body: { courseId, name: '专家的场景', initSql: 'create table t (id int);' } }, { token: expert }),
      deleteScene: await s.api.deleteScene({ params: { sceneId: scene.sceneId } }, { token: expert }),
      saveKnowledge: await s.api.saveKnowledge({ body: { courseId, name: '专家的知识点' } }, { token: expert }),
      renameKnowledge: await s.api.saveKnowledge({ body: { courseId, knowId: ids.know, name: '专家改名' } }, { token: expert }),
      deleteKnowledge: await s.api.deleteKnowledge({ params: { knowId: ids.know } }, { token: expert }),
    };
    for (const [call, answer] of Object.entries(attempts)) expect([call, answer.success, answer.code]).toEqual([call, false, 403]);
    // and nothing moved
    const after = await readAll(teacher);
    const { streamUrl: _a, ...same } = before;
    const { streamUrl: _b, ...still } = after;
    expect(JSON.parse(JSON.stringify(still))).toEqual(JSON.parse(JSON.stringify(same)));
  });

  it('students and other teachers read none of it', async () => {
    for (const [who, token] of [
      ['student', student],
      ['teastu', teastu],
    ] as const) {
      const read = await readAll(token);
      for (const [call, answer] of Object.entries(read)) expect([who, call, answer.success, answer.code]).toEqual([who, call, false, 403]);
      expect([who, (await s.raw('GET', fileUrl, { token })).statusCode]).toEqual([who, 403]);
    }
  });

  it('the reviewer still reads the course after deciding, read-only', async () => {
    const returned = await s.api.reviewCourse({ body: { courseId: course.courseId, approve: false, comment: '请补充第一章的练习' } }, { token: expert });
    expect(returned.obj.status).toBe('draft');
    const read = await readAll(expert);
    for (const [call, answer] of Object.entries(read)) expect([call, answer.success]).toEqual([call, true]);
    expect(await s.api.saveChapter({ body: { courseId: course.courseId, title: '专家加的章' } }, { token: expert })).toMatchObject({ code: 403 });
    expect((await s.api.chapterTree({ params: { courseId: course.courseId } }, { token: teastu })).code).toBe(403);
    // back under review for the next tests
    expect((await s.api.submitCourse({ params: { courseId: course.courseId } }, { token: teacher })).obj.status).toBe('submitted');
  });
});

describe('the author hears of the decision', () => {
  type Who = 'admin' | 'expert' | 'teacher' | 'student' | 'teastu';
  const tokens = () => ({ admin, expert, teacher, student, teastu }) as Record<Who, string>;
  const noticesOf = async (token: string) => (await s.api.getNotices({ query: { pageSize: '200' } }, { token })).obj;
  const totals = async () => {
    const out = {} as Record<Who, number>;
    for (const [who, token] of Object.entries(tokens()) as [Who, string][]) out[who] = (await noticesOf(token)).total;
    return out;
  };
  const submit = async () => expect((await s.api.submitCourse({ params: { courseId: course.courseId } }, { token: teacher })).success).toBe(true);
  const link = () => `/course/course/edit/${course.courseId}`;

  beforeAll(async () => {
    if ((await s.api.getCourse({ params: { courseId: course.courseId } }, { token: teacher })).obj.status !== 'submitted') await submit();
  });

  it('a return tells the owner, with the comment and a link to the course, and nobody else', async () => {
    const before = await totals();
    const unread = (await s.api.getNoticesNotRead({}, { token: teacher })).obj.byType.notification;
    const res = await s.api.reviewCourse({ body: { courseId: course.courseId, approve: false, comment: '第二章缺少连接查询的练习场景' } }, { token: expert });
    expect(res.success).toBe(true);
    const after = await totals();
    expect(after).toEqual({ ...before, teacher: before.teacher + 1 });
    const [newest] = (await noticesOf(teacher)).list;
    expect(newest).toMatchObject({
      type: 'notification',
      title: `课程「${course.name}」被退回`,
      content: expect.stringContaining('审核意见：第二章缺少连接查询的练习场景'),
      link: link(),
      read: false,
    });
    expect(newest.content).toContain('王专家');
    expect((await s.api.getNoticesNotRead({}, { token: teacher })).obj.byType.notification).toBe(unread + 1);
  });

  it('a refused review tells nobody; a second review of the same submission adds nothing', async () => {
    await submit();
    const before = await totals();
    expect(await s.api.reviewCourse({ body: { courseId: course.courseId, approve: true } }, { token: teacher })).toMatchObject({ code: 403 });
    expect(await s.api.reviewCourse({ body: { courseId: course.courseId, approve: false } }, { token: expert })).toMatchObject({ success: false });
    expect(await totals()).toEqual(before);
    expect((await s.api.reviewCourse({ body: { courseId: course.courseId, approve: false, comment: '请补充' } }, { token: expert })).success).toBe(true);
    expect(await s.api.reviewCourse({ body: { courseId: course.courseId, approve: true } }, { token: expert })).toMatchObject({
      success: false,
      message: '这门课程不在待审核状态',
    });
    expect(await totals()).toEqual({ ...before, teacher: before.teacher + 1 });
  });

  it('an approval tells the owner, with the comment when there is one', async () => {
    await submit();
    const before = await totals();
    const res = await s.api.reviewCourse({ body: { courseId: course.courseId, approve: true, comment: '内容完整，练习充分' } }, { token: expert });
    expect(res.obj.status).toBe('confirmed');
    expect(await totals()).toEqual({ ...before, teacher: before.teacher + 1 });
    const [newest] = (await noticesOf(teacher)).list;
    expect(newest).toMatchObject({
      type: 'notification',
      title: `课程「${course.name}」审核通过`,
      content: expect.stringContaining('审核意见：内容完整，练习充分'),
      link: link(),
    });
  });

  it('an approval without a comment says so without one; a template links to the expert’s template page', async () => {
    const template = (await s.api.saveCourse({ body: { name: '审核通知模板', isTemplate: true } }, { token: expert })).obj;
    await s.api.submitCourse({ params: { courseId: template.courseId } }, { token: expert });
    const before = await totals();
    expect((await s.api.reviewCourse({ body: { courseId: template.courseId, approve: true, comment: null } }, { token: admin })).success).toBe(true);
    expect(await totals()).toEqual({ ...before, expert: before.expert + 1 });
    const [newest] = (await noticesOf(expert)).list;
    expect(newest).toMatchObject({ title: '课程「审核通知模板」审核通过', link: `/expert/course/info/${template.courseId}` });
    expect(newest.content).not.toContain('审核意见');
  });

  it('two reviews at once: one decides, the author is told once, of that decision', async () => {
    // a confirmed course goes back to draft only through a copy; make a fresh submission
    const fresh = (await s.api.copyCourse({ params: { courseId: course.courseId } }, { token: teacher })).obj;
    await s.api.submitCourse({ params: { courseId: fresh.courseId } }, { token: teacher });
    const before = await totals();
    const [a, b] = await Promise.all([
      s.api.reviewCourse({ body: { courseId: fresh.courseId, approve: true, comment: '同意' } }, { token: expert }),
      s.api.reviewCourse({ body: { courseId: fresh.courseId, approve: false, comment: '请修改' } }, { token: admin }),
    ]);
    expect([a.success, b.success].sort()).toEqual([false, true]);
    const winner = a.success ? a : b;
    expect((a.success ? b : a).message).toBe('这门课程不在待审核状态');
    expect(await totals()).toEqual({ ...before, teacher: before.teacher + 1 });
    const mine = (await noticesOf(teacher)).list.filter((n) => n.link === `/course/course/edit/${fresh.courseId}`);
    expect(mine).toHaveLength(1);
    expect(mine[0].title).toBe(winner.obj!.status === 'confirmed' ? `课程「${fresh.name}」审核通过` : `课程「${fresh.name}」被退回`);
    expect(mine[0].content).toContain(winner.obj!.status === 'confirmed' ? '审核意见：同意' : '审核意见：请修改');
  });
});
