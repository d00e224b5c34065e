/**
 * @jest-environment node
 */
import { apiOf, byText, DEMO_PASSWORD, loginThroughForm, screenshot, typeInDialog, usePlatform, waitForText } from './harness';

const platform = usePlatform();

const visibleModal = '.ant-modal-wrap:not([style*="display: none"]) .ant-modal';
const TEMPLATE = '数据库原理（专家模板）';
const cardOf = `[data-testid="template-card"]`;

describe('课程模板 in a real browser', () => {
  it('a teacher finds the templates from 我的课程, previews one as a student sees it and makes a course from it', async () => {
    // the expert's demo template gets chapters, a knowledge point and a scene, so its card has something to tell
    const api = apiOf(platform.url);
    const token = (await api.login({ body: { username: 'expert', password: DEMO_PASSWORD } })).token!;
    const template = (await api.listCourses({ query: { scope: 'mine', current: 1, pageSize: 10 } }, { token })).obj.list.find((c) => c.name === TEMPLATE)!;
    const courseId = template.courseId;
    const chapter = (await api.saveChapter({ body: { courseId, title: '第一章 绪论', content: '<p>数据库系统的组成与发展。</p>' } }, { token })).obj;
    await api.saveChapter({ body: { courseId, parentId: chapter.chapterId, title: '1.1 数据模型' } }, { token });
    await api.saveChapter({ body: { courseId, title: '第二章 关系模型' } }, { token });
    await api.saveKnowledge({ body: { courseId, name: '关系模型' } }, { token });
    const [library] = (await api.listScenes({ query: { current: 1, pageSize: 1 } }, { token })).obj.list;
    await api.copyScene({ body: { sceneId: library!.sceneId, courseId } }, { token });

    const page = await platform.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/teacher/list`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="course-from-template"]', { visible: true });
    await page.click('[data-testid="course-from-template"]');
    await page.waitForFunction(() => location.pathname === '/teacher/templates', { timeout: 15_000 });
    await waitForText(page, TEMPLATE, '[data-testid="template-cards"]');
    await waitForText(page, '2 章 · 1 节', cardOf);
    await waitForText(page, '1 个场景', cardOf);
    await screenshot(page, 'teacher-templates');

    await (await byText(page, `${cardOf} [data-action="preview"]`, '预览')).click();
    await page.waitForFunction((id) => location.pathname === `/student/course/info/${id}`, { timeout: 15_000 }, courseId);
    await waitForText(page, '第一章 绪论');
    await screenshot(page, 'teacher-template-preview');
    await page.goBack({ waitUntil: 'networkidle0' });

    await waitForText(page, TEMPLATE, '[data-testid="template-cards"]');
    await (await byText(page, `${cardOf} [data-action="use"]`, '使用此模板')).click();
    await page.waitForSelector(`${visibleModal} input#name`, { visible: true });
    expect(await page.$eval(`${visibleModal} input#name`, (el) => (el as HTMLInputElement).value)).toBe(TEMPLATE);
    await typeInDialog(page, `${visibleModal} input#name`, '我的数据库原理');
    await screenshot(page, 'teacher-template-use');
    await page.click(`${visibleModal} .ant-modal-footer .ant-btn-primary`);
    await page.waitForFunction(() => /\/course\/course\/edit\/\d+$/.test(location.pathname), { timeout: 15_000 });
    const made = Number(await page.evaluate(() => location.pathname.split('/').pop()));
    expect(made).not.toBe(courseId);
    const teacherToken = (await api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const course = (await api.getCourse({ params: { courseId: made } }, { token: teacherToken })).obj;
    expect(course).toMatchObject({ name: '我的数据库原理', templateId: courseId, isTemplate: false });
    await page.close();
  });
});
