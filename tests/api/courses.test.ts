import { eq } from 'drizzle-orm';
import type { BodyOf } from '@contract/call';
import type { courseCalls, Course } from '@contract/course';
import type { TaskDetail } from '@contract/task';
import { courses, exercises, scenes } from '../../server/db/schema';
import { CHINESE, PNG, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let expert: string;
let teacher: string;
let student: string;
let teastu: string;

beforeAll(async () => {
  s = await startServer();
  [admin, expert, teacher, student, teastu] = await Promise.all(['admin', 'expert', 'teacher', 'student', 'teastu'].map((u) => s.login(u)));
});
afterAll(async () => {
  await s.close();
});

const list = (token: string, query: Record<string, string> = {}) => s.api.listCourses({ query }, { token });
const save = (token: string, body: BodyOf<(typeof courseCalls)['saveCourse']>) => s.api.saveCourse({ body }, { token });
const get = (token: string, courseId: number) => s.api.getCourse({ params: { courseId } }, { token });

describe('course lists', () => {
  it('a teacher sees their own courses, an expert the templates', async () => {
    expect((await list(teacher)).obj.list.map((c) => [c.name, c.status, c.sceneCount, c.canEdit])).toEqual([['数据库系统原理', 'confirmed', 1, true]]);
    const templates = await list(expert, { scope: 'templates' });
    expect(templates.obj.list.map((c) => [c.name, c.isTemplate, c.ownerName])).toEqual([['数据库原理（专家模板）', true, '王专家']]);
    expect((await list(teacher, { scope: 'templates' })).obj.list.map((c) => c.name)).toEqual(['数据库原理（专家模板）']);
    expect((await list(student)).obj).toEqual({ list: [], total: 0 });
  });

  it('the total counts every matching course, on any page (read in one statement; a page past the end asks again)', async () => {
    const names = ['分页一', '分页二', '分页三'];
    const created: number[] = [];
    for (const name of names) created.push((await save(teacher, { courseId: null, name, description: null, cover: null, isTemplate: false })).obj.courseId);
    const first = await list(teacher, { current: '1', pageSize: '2' });
    expect(first.obj).toMatchObject({ total: 4 });
    expect(first.obj.list).toHaveLength(2);
    expect((await list(teacher, { current: '2', pageSize: '2' })).obj).toMatchObject({ total: 4, list: [{}, {}] });
    expect((await list(teacher, { current: '9', pageSize: '2' })).obj).toEqual({ list: [], total: 4 });
    // the filter counts too
    expect((await list(teacher, { current: '1', pageSize: '2', keyword: '分页' })).obj.total).toBe(3);
    // the later tests see the teacher's one course again
    for (const courseId of created) expect((await s.api.deleteCourse({ params: { courseId } }, { token: teacher })).success).toBe(true);
  });

  it('only experts list the courses waiting for review', async () => {
    expect(await list(teacher, { scope: 'review' })).toMatchObject({ code: 403, success: false });
    expect(await list(expert, { scope: 'nothing' })).toMatchObject({ success: false, message: expect.stringContaining('列表范围无效') });
  });
});

describe('creating and editing a course', () => {
  let course: Course;

  it('a teacher creates a blank course; the description is cleaned of scripts and handlers', async () => {
    const res = await save(teacher, {
      name: '数据库设计与实践',
      description:
        '<h2>课程目标</h2><p onclick="steal()">掌握 <strong>ER 图</strong><script>alert(1)</script></p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">点我</a><span data-type="inline-math" data-latex="E=mc^2"></span><pre><code class="language-sql">select 1;</code></pre>',
    });
    expect(res.success).toBe(true);
    course = res.obj;
    expect(course).toMatchObject({ name: '数据库设计与实践', status: 'draft', isTemplate: false, ownerName: '李老师', canEdit: true, sceneCount: 0 });
    expect(course.description).toBe(
      '<h2>课程目标</h2><p>掌握 <strong>ER 图</strong></p><img src="x" /><a rel="noopener noreferrer" target="_blank">点我</a><span data-type="inline-math" data-latex="E=mc^2"></span><pre><code class="language-sql">select 1;</code></pre>',
    );
  });

  it("a teacher sets a cover they uploaded; someone else's upload is refused", async () => {
    const mine = await s.uploadTo('uploadCover', {}, { content: PNG, filename: 'cover.png' }, { token: teacher });
    expect(mine.obj.cover).toMatch(/^\/readResourse\/\d+$/);
    const theirs = await s.uploadTo('uploadCover', {}, { content: PNG, filename: 'cover.png' }, { token: expert });
    const refused = await save(teacher, { courseId: course.courseId, name: course.name, cover: theirs.obj.cover });
    expect(refused).toMatchObject({ code: 403, message: '只能使用自己上传的图片' });
    const res = await save(teacher, { courseId: course.courseId, name: course.name, description: course.description, cover: mine.obj.cover });
    expect(res.obj.cover).toBe(mine.obj.cover);
    // covers show in lists as <img>: public like avatars
    expect((await s.raw('GET', mine.obj.cover)).statusCode).toBe(200);
    const notImage = await s.uploadTo('uploadCover', {}, { content: Buffer.from('<svg onload=alert(1)>'), filename: 'x.png' }, { token: teacher });
    expect(notImage).toMatchObject({ success: false, message: expect.stringContaining('只能上传') });
  });

  it('bad input is refused with a Chinese message and writes nothing', async () => {
    const before = await rowCount(s, courses);
    for (const body of [
      { name: '' },
      { name: 'a<b' },
      { name: 'x'.repeat(61) },
      { name: '好课', cover: 'http://evil/x.png' },
      { name: '好课', description: 'x'.repeat(200_001) },
    ]) {
      const res = await save(teacher, body);
      expect(res.success).toBe(false);
      expect(res.message).toMatch(CHINESE);
    }
    expect(await rowCount(s, courses)).toBe(before);
  });

  it("others cannot change a teacher's course; teachers cannot make templates", async () => {
    expect(await save(teastu, { courseId: course.courseId, name: '改名' })).toMatchObject({ code: 403 });
    expect(await save(student, { name: '学生的课' })).toMatchObject({ code: 403 });
    expect(await save(teacher, { name: '我的模板', isTemplate: true })).toMatchObject({ code: 403, message: '只有专家可以创建课程模板' });
    expect(await get(teastu, course.courseId)).toMatchObject({ code: 403 });
    expect(await get(student, course.courseId)).toMatchObject({ code: 403 });
    expect(await get(teacher, 999999)).toMatchObject({ code: 404, message: '课程不存在' });
  });

  it('submitted for review, the course is locked until an expert returns it with a comment or confirms it', async () => {
    const submitted = await s.api.submitCourse({ params: { courseId: course.courseId } }, { token: teacher });
    expect(submitted.obj).toMatchObject({ status: 'submitted', submittedAt: expect.any(String) });
    expect(await save(teacher, { courseId: course.courseId, name: '审核中改名' })).toMatchObject({
      success: false,
      message: '课程正在审核中，审核结束前不能修改',
    });
    expect((await list(expert, { scope: 'review' })).obj.list.map((c) => c.name)).toEqual(['数据库设计与实践']);

    expect(await s.api.reviewCourse({ body: { courseId: course.courseId, approve: false } }, { token: expert })).toMatchObject({
      success: false,
      message: expect.stringContaining('退回时请填写审核意见'),
    });
    expect(await s.api.reviewCourse({ body: { courseId: course.courseId, approve: true } }, { token: teacher })).toMatchObject({ code: 403 });
    const returned = await s.api.reviewCourse({ body: { courseId: course.courseId, approve: false, comment: '请补充课程目标' } }, { token: expert });
    expect(returned.obj).toMatchObject({ status: 'draft', reviewComment: '请补充课程目标', reviewerName: '王专家' });
    // a second review of the same submission changes nothing
    expect(await s.api.reviewCourse({ body: { courseId: course.courseId, approve: true } }, { token: expert })).toMatchObject({
      success: false,
      message: '这门课程不在待审核状态',
    });

    await s.api.submitCourse({ params: { courseId: course.courseId } }, { token: teacher });
    const confirmed = await s.api.reviewCourse({ body: { courseId: course.courseId, approve: true, comment: null } }, { token: expert });
    expect(confirmed.obj).toMatchObject({ status: 'confirmed', reviewComment: null });
    expect(await s.api.submitCourse({ params: { courseId: course.courseId } }, { token: teacher })).toMatchObject({
      success: false,
      message: '只有草稿状态的课程可以提交审核',
    });
  });

  it('an expert cannot review their own course', async () => {
    const own = (await save(expert, { name: '专家自己的课' })).obj;
    await s.api.submitCourse({ params: { courseId: own.courseId } }, { token: expert });
    expect(await s.api.reviewCourse({ body: { courseId: own.courseId, approve: true } }, { token: expert })).toMatchObject({
      code: 403,
      message: '不能审核自己的课程',
    });
    expect(await s.api.reviewCourse({ body: { courseId: own.courseId, approve: true } }, { token: admin })).toMatchObject({ success: true });
  });

  it('archived courses leave the list and can no longer be changed', async () => {
    const archived = await s.api.archiveCourse({ params: { courseId: course.courseId } }, { token: teacher });
    expect(archived.obj.status).toBe('archived');
    expect((await list(teacher)).obj.list.map((c) => c.name)).toEqual(['数据库系统原理']);
    expect((await list(teacher, { status: 'archived' })).obj.list.map((c) => c.name)).toEqual(['数据库设计与实践']);
    expect(await save(teacher, { courseId: course.courseId, name: '再改' })).toMatchObject({ success: false, message: '课程已归档，不能修改' });
  });
});

describe('templates and copies', () => {
  let templateId: number;
  beforeAll(async () => {
    templateId = (await list(expert, { scope: 'templates' })).obj.list[0].courseId;
  });

  it('a teacher creates a course from a confirmed template, named as they choose', async () => {
    const res = await s.api.createFromTemplate({ body: { templateId, name: '数据库原理（2026 秋）' } }, { token: teacher });
    expect(res.obj).toMatchObject({ name: '数据库原理（2026 秋）', status: 'draft', isTemplate: false, templateId, ownerName: '李老师' });
    const templateScenes = await s.database.db.select().from(scenes).where(eq(scenes.courseId, templateId));
    const copied = await s.api.listScenes({ query: { courseId: String(res.obj.courseId) } }, { token: teacher });
    expect(copied.obj.list.map((x) => x.name).sort()).toEqual(templateScenes.map((x) => x.name).sort());
  });

  it("the copy of a template has its own copies of the scenes: deleting the template's scene leaves them", async () => {
    const sceneRes = await s.api.saveScene(
      { body: { courseId: templateId, name: '模板场景', initSql: 'create table t (id int);\ninsert into t values (1);' } },
      { token: expert },
    );
    expect(sceneRes.success).toBe(true);
    const fromTemplate = await s.api.createFromTemplate({ body: { templateId } }, { token: teacher });
    expect(fromTemplate.obj.sceneCount).toBeGreaterThanOrEqual(1);
    const copiedScenes = await s.database.db.select().from(scenes).where(eq(scenes.courseId, fromTemplate.obj.courseId));
    expect(copiedScenes.map((x) => [x.name, x.copiedFrom])).toContainEqual(['模板场景', sceneRes.obj.sceneId]);
    await s.api.deleteScene({ params: { sceneId: sceneRes.obj.sceneId } }, { token: expert });
    expect((await get(teacher, fromTemplate.obj.courseId)).obj.sceneCount).toBe(copiedScenes.length);
  });

  it('drafts of templates are not for teachers; a course is not a template', async () => {
    const draft = (await save(expert, { name: '新模板', isTemplate: true })).obj;
    expect(draft).toMatchObject({ isTemplate: true, status: 'draft' });
    expect(await s.api.createFromTemplate({ body: { templateId: draft.courseId } }, { token: teacher })).toMatchObject({ code: 403 });
    const teacherCourse = (await list(teacher)).obj.list[0].courseId;
    expect(await s.api.createFromTemplate({ body: { templateId: teacherCourse } }, { token: expert })).toMatchObject({
      success: false,
      message: '这门课程不是课程模板',
    });
  });

  it("copying makes a draft named 副本 with the scenes; others' courses cannot be copied", async () => {
    const mine = (await list(teacher, { keyword: '数据库系统原理' })).obj.list[0];
    const copy = await s.api.copyCourse({ params: { courseId: mine.courseId } }, { token: teacher });
    expect(copy.obj).toMatchObject({ name: '数据库系统原理（副本）', status: 'draft', sceneCount: mine.sceneCount, templateId: mine.courseId });
    expect(await s.api.copyCourse({ params: { courseId: mine.courseId } }, { token: teastu })).toMatchObject({ code: 403 });
  });

  it('a template others were made from cannot be deleted; an unused course can, with its scenes', async () => {
    expect(await s.api.deleteCourse({ params: { courseId: templateId } }, { token: expert })).toMatchObject({
      success: false,
      message: expect.stringMatching(/^已有 \d+ 门课程由这个模板创建，不能删除/),
    });
    const spare = (await save(teacher, { name: '试用课程' })).obj;
    await s.api.saveScene({ body: { courseId: spare.courseId, name: '试用场景', initSql: 'create table z (a int);' } }, { token: teacher });
    expect(await s.api.deleteCourse({ params: { courseId: spare.courseId } }, { token: expert })).toMatchObject({ code: 403 });
    expect(await s.api.deleteCourse({ params: { courseId: spare.courseId } }, { token: teacher })).toMatchObject({ success: true, obj: null });
    expect(await get(teacher, spare.courseId)).toMatchObject({ code: 404 });
    expect(await s.database.db.select().from(scenes).where(eq(scenes.courseId, spare.courseId))).toEqual([]);
  });
});

describe('copies bring the task bank and the exam papers, not what was published', () => {
  /** the task bank and the exam papers of a course as its author reads them, every detail with its questions */
  async function papersOf(token: string, courseId: number) {
    const query = { courseId: String(courseId), pageSize: '200' };
    const [folders, taskPage, examPage] = await Promise.all([
      s.api.taskFolders({ params: { courseId } }, { token }),
      s.api.listTasks({ query }, { token }),
      s.api.listExams({ query }, { token }),
    ]);
    const taskDetails = await Promise.all(taskPage.obj.list.map(async (t) => (await s.api.getTask({ params: { taskId: t.taskId } }, { token })).obj));
    const examDetails = await Promise.all(examPage.obj.list.map(async (e) => (await s.api.getExam({ params: { examId: e.examId } }, { token })).obj));
    const byName = <T extends { name: string }>(list: T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
    return { folders: folders.obj.folders, tasks: byName(taskDetails), exams: byName(examDetails) };
  }

  /** The papers without ids: folders as paths, so a task filed in another course's folder shows. */
  function shapeOf(papers: Awaited<ReturnType<typeof papersOf>>) {
    const byId = new Map(papers.folders.map((f) => [f.folderId, f]));
    const path = (folderId: number | null): string => {
      if (folderId === null) return '';
      const f = byId.get(folderId);
      return f ? `${path(f.parentId)}/${f.name}` : `不在本课程的文件夹 ${folderId}`;
    };
    const questions = (qs: TaskDetail['questions']) => qs.map((q) => ({ position: q.position, type: q.type, stemText: q.stemText, score: q.score }));
    return {
      folders: papers.folders.map((f) => path(f.folderId)).sort(),
      tasks: papers.tasks.map((t) => ({
        folder: path(t.parentId),
        name: t.name,
        description: t.description,
        authorName: t.authorName,
        publishedCount: t.publishedCount,
        totalScore: t.totalScore,
        questions: questions(t.questions),
      })),
      exams: papers.exams.map((e) => ({
        name: e.name,
        description: e.description,
        durationMinutes: e.durationMinutes,
        authorName: e.authorName,
        publishedCount: e.publishedCount,
        totalScore: e.totalScore,
        questions: questions(e.questions),
      })),
    };
  }

  /** The copy's own questions, each with the question it was copied from. */
  async function copiedFromOf(courseId: number): Promise<Map<number, number | null>> {
    const rows = await s.database.db.select({ id: exercises.id, copiedFrom: exercises.copiedFrom }).from(exercises).where(eq(exercises.courseId, courseId));
    return new Map(rows.map((r) => [r.id, r.copiedFrom]));
  }

  it("a teacher's copy has the folders, tasks and exam papers on its own questions; homework and exam classes stay behind", async () => {
    const source = (await list(teacher, { keyword: '数据库系统原理' })).obj.list.find((c) => c.name === '数据库系统原理')!;
    // the demo bank is flat: file its task two folders deep and add one, by the admin, with its own order and scores
    const term = await s.api.saveTaskFolder({ body: { courseId: source.courseId, name: '本学期' } }, { token: teacher });
    const midterm = await s.api.saveTaskFolder({ body: { courseId: source.courseId, parentId: term.obj.folderId, name: '期中' } }, { token: teacher });
    const [demoTask] = (await papersOf(teacher, source.courseId)).tasks;
    expect((await s.api.moveTasks({ body: { taskIds: [demoTask.taskId], parentId: midterm.obj.folderId } }, { token: teacher })).success).toBe(true);
    const review = await s.api.saveTask(
      { body: { courseId: source.courseId, parentId: term.obj.folderId, name: '期中复习', description: '先做后两题' } },
      { token: admin },
    );
    const reordered = demoTask.questions.slice(0, 2).reverse();
    const set = await s.api.setTaskQuestions(
      { body: { taskId: review.obj.taskId, questions: reordered.map((q, i) => ({ exerciseId: q.exerciseId, score: 7.5 + i })) } },
      { token: admin },
    );
    expect(set.success).toBe(true);

    const before = await papersOf(teacher, source.courseId);
    expect(Object.fromEntries(before.tasks.map((t) => [t.name, [t.questionCount > 0, t.publishedCount]]))).toEqual({
      期中复习: [true, 0],
      [demoTask.name]: [true, 1],
    });
    expect(before.exams.length).toBeGreaterThanOrEqual(1);
    expect(before.exams.every((e) => e.questions.length > 0 && e.publishedCount > 0)).toBe(true);

    const copy = (await s.api.copyCourse({ params: { courseId: source.courseId } }, { token: teacher })).obj;
    const after = await papersOf(teacher, copy.courseId);
    // the same papers, authored by the copier and published nowhere yet
    const expected = shapeOf(before);
    expect(shapeOf(after)).toEqual({
      folders: ['/本学期', '/本学期/期中'],
      tasks: expected.tasks.map((t) => ({ ...t, authorName: '李老师', publishedCount: 0 })),
      exams: expected.exams.map((e) => ({ ...e, authorName: '李老师', publishedCount: 0 })),
    });
    expect(shapeOf(after).tasks.map((t) => [t.folder, t.name, t.questions.map((q) => q.score)])).toContainEqual(['/本学期', '期中复习', [7.5, 8.5]]);

    // every question of a copied paper is the copy of the source paper's question at the same position
    const copiedFrom = await copiedFromOf(copy.courseId);
    const pairs = [
      ...after.tasks.map((t, i) => [t.questions, before.tasks[i].questions]),
      ...after.exams.map((e, i) => [e.questions, before.exams[i].questions]),
    ];
    for (const [copied, original] of pairs) {
      expect(copied.map((q) => copiedFrom.get(q.exerciseId))).toEqual(original.map((q) => q.exerciseId));
    }

    const published = async (courseId: number) => ({
      homeworks: (await s.api.listHomeworks({ query: { courseId: String(courseId) } }, { token: teacher })).obj.map((h) => h.taskId),
      examClasses: (await s.api.listExamClasses({ query: { courseId: String(courseId) } }, { token: teacher })).obj.map((ec) => ec.examId),
    });
    expect(await published(copy.courseId)).toEqual({ homeworks: [], examClasses: [] });
    expect(await published(source.courseId)).toEqual({ homeworks: [demoTask.taskId], examClasses: before.exams.map((e) => e.examId) });
  });

  it("a course made from a template gets the template's papers, authored by the teacher who made it", async () => {
    const template = (await list(expert, { scope: 'templates', keyword: '专家模板' })).obj.list.find((c) => c.name === '数据库原理（专家模板）')!;
    const lab = await s.api.saveTaskFolder({ body: { courseId: template.courseId, name: '实验' } }, { token: expert });
    expect(
      (await s.api.saveTask({ body: { courseId: template.courseId, parentId: lab.obj.folderId, name: '实验一', description: null } }, { token: expert }))
        .success,
    ).toBe(true);
    expect(
      (await s.api.saveExam({ body: { courseId: template.courseId, name: '期末考试', description: '闭卷', durationMinutes: 90 } }, { token: expert })).success,
    ).toBe(true);

    const made = (await s.api.createFromTemplate({ body: { templateId: template.courseId, name: '数据库原理（2027 春）' } }, { token: teacher })).obj;
    const papers = shapeOf(await papersOf(teacher, made.courseId));
    expect(papers).toEqual({
      folders: ['/实验'],
      tasks: [{ folder: '/实验', name: '实验一', description: null, authorName: '李老师', publishedCount: 0, totalScore: 0, questions: [] }],
      exams: [{ name: '期末考试', description: '闭卷', durationMinutes: 90, authorName: '李老师', publishedCount: 0, totalScore: 0, questions: [] }],
    });
  });
});
