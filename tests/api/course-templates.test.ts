// The template gallery (课程模板): teachers browse the confirmed templates with what each holds (chapters and sections,
// questions by type, scenes, knowledge points), search them page by page, read one as a student would (chapters and
// their content, never a question's answer), and make a course of their own from one. Drafts stay with the experts.
import type { TemplateCard } from '@contract/template';
import { CHINESE } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let admin: string;
let expert: string;
let teacher: string;
let student: string;

const DEMO_TEMPLATE = '数据库原理（专家模板）';
const TEMPLATE = '关系数据库设计（模板）';
const DRAFT = 'SQL 进阶（草稿模板）';
/** what only an author may read: a question's key, its analysis, a reference answer */
const ANALYSIS = '第三范式消除了非主属性对码的传递依赖';
const REFERENCE = '消除插入异常与删除异常';

const ids = { template: 0, draft: 0, chapter: 0 };

const list = (token: string, query: Record<string, string> = {}) => s.api.listTemplates({ query }, { token });
const names = (cards: TemplateCard[]) => cards.map((c) => c.name);
const options = ['1NF', '2NF', '3NF', 'BCNF'].map((text, i) => ({ key: 'ABCD'[i]!, text }));

beforeAll(async () => {
  s = await startServer();
  [admin, expert, teacher, student] = await Promise.all(['admin', 'expert', 'teacher', 'student'].map((u) => s.login(u)));
  const template = (body: { name: string; description?: string }) => s.api.saveCourse({ body: { ...body, isTemplate: true } }, { token: expert });
  ids.draft = (await template({ name: DRAFT })).obj.courseId;
  const courseId = (await template({ name: TEMPLATE, description: '<p>从 <strong>ER 图</strong>到范式：关系数据库的设计方法</p>' })).obj.courseId;
  ids.template = courseId;

  const chapter = async (title: string, parentId?: number, content?: string) =>
    (await s.api.saveChapter({ body: { courseId, parentId, title, content } }, { token: expert })).obj.chapterId;
  ids.chapter = await chapter('第一章 ER 模型', undefined, '<p>实体、属性与联系</p>');
  await chapter('1.1 实体与属性', ids.chapter);
  await chapter('1.2 联系的类型', ids.chapter);
  const second = await chapter('第二章 范式');
  await chapter('2.1 函数依赖', second);

  const know = (name: string) => s.api.saveKnowledge({ body: { courseId, name } }, { token: expert });
  const normalForm = (await know('范式')).obj.knowId;
  await know('函数依赖');
  const [library] = (await s.api.listScenes({ query: { pageSize: '1' } }, { token: expert })).obj.list;
  expect((await s.api.copyScene({ body: { sceneId: library!.sceneId, courseId } }, { token: expert })).success).toBe(true);

  const question = (stem: string, spec: Record<string, unknown>, analysis?: string) =>
    s.unchecked('saveExercise', { body: { courseId, stem: `<p>${stem}</p>`, score: 5, analysis, spec, knowIds: [normalForm] } }, { token: expert });
  for (const saved of [
    await question('消除传递依赖的是哪个范式？', { type: 'single', options, answer: 'C' }, `<p>${ANALYSIS}</p>`),
    await question('只消除部分依赖的是哪个范式？', { type: 'single', options, answer: 'B' }),
    await question('BCNF 一定属于 3NF。', { type: 'judge', answer: true }),
    await question('规范化的目的是什么？', { type: 'short', referenceAnswer: `<p>${REFERENCE}</p>`, keywords: ['插入异常'] }),
  ]) {
    expect(saved).toMatchObject({ success: true });
  }

  expect((await s.api.submitCourse({ params: { courseId } }, { token: expert })).obj.status).toBe('submitted');
  expect((await s.api.reviewCourse({ body: { courseId, approve: true } }, { token: admin })).obj.status).toBe('confirmed');
});
afterAll(async () => {
  await s.close();
});

describe('the templates a teacher may use', () => {
  it('are the confirmed ones, newest first, each with its chapters, questions by type, scenes and knowledge points', async () => {
    const res = await list(teacher);
    expect(res.success).toBe(true);
    expect(res.obj.total).toBe(2);
    expect(names(res.obj.list)).toEqual([TEMPLATE, DEMO_TEMPLATE]);
    const [made, demo] = res.obj.list;
    expect(made).toEqual({
      courseId: ids.template,
      name: TEMPLATE,
      cover: null,
      summary: '从 ER 图到范式：关系数据库的设计方法',
      status: 'confirmed',
      ownerName: '王专家',
      chapterCount: 2,
      sectionCount: 3,
      questionCount: 4,
      questionTypes: [
        { type: 'single', count: 2 },
        { type: 'judge', count: 1 },
        { type: 'short', count: 1 },
      ],
      sceneCount: 1,
      knowledgeCount: 2,
      updatedAt: expect.any(String),
    });
    expect(demo).toMatchObject({
      name: DEMO_TEMPLATE,
      summary: '供教师复制使用的课程模板。',
      chapterCount: 0,
      sectionCount: 0,
      questionCount: 0,
      questionTypes: [],
      sceneCount: 0,
      knowledgeCount: 0,
    });
  });

  it('leave drafts to the experts and admins, who see them too; a teacher can neither read nor use a draft', async () => {
    for (const token of [expert, admin]) {
      const all = await list(token);
      expect(names(all.obj.list)).toEqual(expect.arrayContaining([TEMPLATE, DRAFT, DEMO_TEMPLATE]));
      expect(all.obj.list.find((c) => c.name === DRAFT)).toMatchObject({ status: 'draft', chapterCount: 0, questionCount: 0 });
    }
    expect(names((await list(teacher, { keyword: 'SQL 进阶' })).obj.list)).toEqual([]);
    expect(await s.api.chapterTree({ params: { courseId: ids.draft } }, { token: teacher })).toMatchObject({ success: false, code: 403 });
    expect(await s.api.createFromTemplate({ body: { templateId: ids.draft } }, { token: teacher })).toMatchObject({ success: false, code: 403 });
  });

  it('are searched in the name, the description’s text and the author, and paged', async () => {
    const search = async (keyword: string) => names((await list(teacher, { keyword })).obj.list);
    expect(await search('关系数据库')).toEqual([TEMPLATE]);
    expect(await search('ER 图')).toEqual([TEMPLATE]);
    expect(await search('原理')).toEqual([DEMO_TEMPLATE]);
    expect(await search('王专家')).toEqual([TEMPLATE, DEMO_TEMPLATE]);
    // the description's markup is not its text; LIKE's wildcards are plain characters
    expect(await search('strong')).toEqual([]);
    expect(await search('%')).toEqual([]);
    const second = await list(teacher, { current: '2', pageSize: '1' });
    expect(second.obj).toMatchObject({ total: 2, list: [{ name: DEMO_TEMPLATE }] });
    const tooLong = await list(teacher, { keyword: '模'.repeat(51) });
    expect(tooLong).toMatchObject({ success: false, message: expect.stringMatching(CHINESE) });
  });

  it('are not for students', async () => {
    expect(await list(student)).toMatchObject({ success: false, code: 403 });
  });

  it('have their page in the teacher’s menu, after 我的课程', async () => {
    const menu = (await s.api.getMenu({}, { token: teacher })).obj;
    const at = menu.findIndex((m) => m.path === '/teacher/list');
    expect(menu.slice(at, at + 2).map((m) => [m.path, m.name])).toEqual([
      ['/teacher/list', '我的课程'],
      ['/teacher/templates', '课程模板'],
    ]);
    for (const token of [expert, student]) expect((await s.api.getMenu({}, { token })).obj.map((m) => m.path)).not.toContain('/teacher/templates');
  });
});

describe('previewing a template as a student sees it', () => {
  it('reads its info, chapter tree and chapters, and no question’s answer anywhere', async () => {
    const courseId = ids.template;
    const course = await s.api.getCourse({ params: { courseId } }, { token: teacher });
    expect(course.obj).toMatchObject({ name: TEMPLATE, isTemplate: true, canEdit: false });
    const tree = await s.api.chapterTree({ params: { courseId } }, { token: teacher });
    expect(tree.obj.map((c) => [c.title, c.children.map((x) => x.title)])).toEqual([
      ['第一章 ER 模型', ['1.1 实体与属性', '1.2 联系的类型']],
      ['第二章 范式', ['2.1 函数依赖']],
    ]);
    const chapter = await s.api.getChapter({ params: { chapterId: ids.chapter } }, { token: teacher });
    expect(chapter.obj).toMatchObject({ title: '第一章 ER 模型', content: '<p>实体、属性与联系</p>' });
    const cards = await list(teacher);
    for (const answer of [course, tree, chapter, cards]) {
      const text = JSON.stringify(answer.obj);
      expect(text).not.toContain(ANALYSIS);
      expect(text).not.toContain(REFERENCE);
      expect(text).not.toMatch(/"(spec|answer|analysis|referenceAnswer)"/);
    }
  });
});

describe('using a template', () => {
  it('makes the teacher’s own draft course named as asked, with copies of the chapters, questions, scenes and knowledge points', async () => {
    const made = await s.api.createFromTemplate({ body: { templateId: ids.template, name: '我的关系数据库设计' } }, { token: teacher });
    expect(made.obj).toMatchObject({
      name: '我的关系数据库设计',
      status: 'draft',
      isTemplate: false,
      templateId: ids.template,
      ownerName: '李老师',
      canEdit: true,
      sceneCount: 1,
    });
    const courseId = made.obj.courseId;
    const tree = (await s.api.chapterTree({ params: { courseId } }, { token: teacher })).obj;
    expect(tree.map((c) => [c.title, c.children.map((x) => x.title)])).toEqual([
      ['第一章 ER 模型', ['1.1 实体与属性', '1.2 联系的类型']],
      ['第二章 范式', ['2.1 函数依赖']],
    ]);
    expect(tree[0]!.chapterId).not.toBe(ids.chapter);
    const bank = (await s.api.listExercises({ query: { courseId: String(courseId), pageSize: '50' } }, { token: teacher })).obj.list;
    expect(bank.map((e) => e.type).sort()).toEqual(['judge', 'short', 'single', 'single']);
    const points = (await s.api.knowledgeGraph({ params: { courseId } }, { token: teacher })).obj.points;
    expect(points.map((p) => p.name).sort()).toEqual(['函数依赖', '范式']);
    // the course is the teacher's, not a template: the gallery and the template's counts stay as they were
    const cards = (await list(teacher)).obj.list;
    expect(names(cards)).toEqual([TEMPLATE, DEMO_TEMPLATE]);
    expect(cards[0]).toMatchObject({ chapterCount: 2, sectionCount: 3, questionCount: 4, sceneCount: 1, knowledgeCount: 2 });
    const mine = (await s.api.listCourses({ query: { keyword: '我的关系数据库设计' } }, { token: teacher })).obj.list;
    expect(mine.map((c) => c.name)).toEqual(['我的关系数据库设计']);
  });
});
