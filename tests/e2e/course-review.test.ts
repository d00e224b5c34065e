/**
 * @jest-environment node
 */
// 审核课程 in a real browser: the teacher submits a course with chapters, questions, scenes and knowledge points; the
// expert reads all of it read-only (wide and narrow), returns it with a comment; the teacher is notified and the
// notice opens the course with the comment.
import type { Page } from 'puppeteer';
import { apiOf, byText, clickSoon, DEMO_PASSWORD, loginThroughForm, screenshot, usePlatform, waitForText } from './harness';

const platform = usePlatform();

const COMMENT = '第一章缺少连接查询的练习，请补充后再提交。';

/** Opens a tab of the review once nothing covers it (a closing drawer's mask fades out after the drawer). */
async function openTab(page: Page, name: string) {
  await page.waitForFunction(
    (text: string) => {
      const tab = Array.from(document.querySelectorAll('[data-testid="course-review-tabs"] .ant-tabs-tab')).find((el) => el.textContent?.startsWith(text));
      if (!tab) return false;
      const box = tab.getBoundingClientRect();
      return tab.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    },
    { timeout: 15_000 },
    name,
  );
  await clickSoon(() => byText(page, '[data-testid="course-review-tabs"] .ant-tabs-tab', name));
  await page.waitForFunction(
    (text: string) => document.querySelector('[data-testid="course-review-tabs"] .ant-tabs-tab-active')?.textContent?.startsWith(text),
    { timeout: 15_000 },
    name,
  );
}

describe('an expert reviews everything a teacher submitted', () => {
  let courseId = 0;
  let courseName = '';

  it('the teacher submits a course with chapters, questions, scenes and knowledge points', async () => {
    // the content is laid out through the API (a copy of the demo course, then chapters); submitting is done on the page
    const api = apiOf(platform.url);
    const token = (await api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const demo = (await api.listCourses({ query: { keyword: '数据库系统原理' } }, { token })).obj.list[0];
    const copy = (await api.copyCourse({ params: { courseId: demo.courseId } }, { token })).obj;
    courseId = copy.courseId;
    courseName = copy.name;
    const chapter = async (title: string, content: string | null, parentId: number | null = null) =>
      (await api.saveChapter({ body: { courseId, parentId, title, content } }, { token })).obj.chapterId;
    const first = await chapter(
      '第一章 绪论',
      '<h2>本章目标</h2><p>了解数据库系统的组成：<strong>数据库</strong>、<strong>数据库管理系统</strong>和应用程序。</p><p>完成本章后，能说出三级模式结构的作用。</p>',
    );
    await chapter('1.1 数据库系统概述', '<p>数据、数据库、数据库管理系统与数据库系统的区别。</p>', first);
    await chapter('1.2 数据模型', '<p>概念模型、逻辑模型与物理模型。</p>', first);
    const second = await chapter('第二章 关系数据库', '<p>关系、元组、属性与码。</p>');
    await chapter('2.1 关系代数', null, second);
    await chapter('第三章 SQL 查询', '<p>单表查询、连接查询与嵌套查询。</p>');
    await api.addLink({ body: { chapterId: first, title: 'PostgreSQL 中文文档', url: 'http://www.postgres.cn/docs/current/' } }, { token });

    const page = await platform.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/course/course/edit/${courseId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="course-submit"]', { visible: true });
    await page.click('[data-testid="course-submit"]');
    await clickSoon(() => page.waitForSelector('.ant-popover:not(.ant-popover-hidden) .ant-btn-primary', { visible: true }));
    await page.waitForSelector('[data-testid="course-locked"]', { timeout: 15_000 });
    await page.close();
  });

  it('at 1440 wide the expert reads its info, chapters, questions with answers, scenes and knowledge points', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await loginThroughForm(page, platform.url, 'expert');
    await page.goto(`${platform.url}/expert/list?tab=review`, { waitUntil: 'networkidle0' });
    await waitForText(page, courseName, '[data-testid="course-cards"]');
    await page.goto(`${platform.url}/expert/course/${courseId}/confirm`, { waitUntil: 'networkidle0' });
    await waitForText(page, '关系模型、SQL', '[data-testid="rich-text-view"]');
    // the overview counts what was submitted
    await waitForText(page, '3章 / 3 节', '[data-testid="course-review-count-chapters"]');
    await waitForText(page, '1', '[data-testid="course-review-count-resources"]');
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="course-review-count-questions"] .ant-statistic-content-value')?.textContent) > 0,
    );
    await page.waitForSelector('[data-testid="course-review-decision"]', { visible: true });
    await screenshot(page, 'course-review-1440-info');

    await openTab(page, '章节');
    await waitForText(page, '本章目标', '[data-testid="chapter-content"]');
    await waitForText(page, 'PostgreSQL 中文文档', '[data-testid="course-review-chapters"]');
    await screenshot(page, 'course-review-1440-chapters');
    await clickSoon(() => byText(page, '[data-testid="chapter-tree"] [data-testid^="chapter-node-"]', '1.2 数据模型'));
    await waitForText(page, '概念模型、逻辑模型与物理模型', '[data-testid="chapter-content"]');
    expect(new URL(page.url()).searchParams.get('tab')).toBe('chapters');

    await openTab(page, '题目');
    await page.waitForSelector('[data-testid="course-review-type-single"]', { visible: true, timeout: 15_000 });
    await page.waitForSelector('[data-testid="course-review-questions"] .ant-table-row', { visible: true, timeout: 15_000 });
    // read-only: no way to add, change or delete a question
    const actions = await page.$eval('[data-testid="course-review-questions"]', (el) => (el as HTMLElement).innerText);
    expect(actions).not.toMatch(/新建题目|编辑|删除/);
    await screenshot(page, 'course-review-1440-questions');
    await clickSoon(() => byText(page, '[data-testid="course-review-questions"] .ant-table-row a', '能唯一标识一个元组'));
    await page.waitForSelector('.ant-drawer-open [data-testid="question-view"]', { visible: true, timeout: 15_000 });
    await waitForText(page, '解析', '.ant-drawer-open');
    await page.waitForFunction(() => !document.querySelector('.ant-drawer [class*="-motion-"]'), { timeout: 15_000 });
    await screenshot(page, 'course-review-1440-question-preview');
    await page.click('.ant-drawer-open .ant-drawer-close');
    await page.waitForFunction(() => !document.querySelector('.ant-drawer-open'), { timeout: 15_000 });

    await openTab(page, '场景');
    await page.waitForSelector('[data-testid="course-review-scene"]', { visible: true, timeout: 15_000 });
    await screenshot(page, 'course-review-1440-scenes');
    await page.click('[data-testid="course-review-scene"]');
    await page.waitForFunction(() => location.pathname.startsWith('/expert/publicLib/scene/view/'), { timeout: 15_000 });
    await waitForText(page, '初始化脚本');
    // read-only for the reviewer: no 编辑 on the teacher's scene
    expect(await page.$$eval('button', (bs) => bs.some((b) => b.textContent?.includes('编辑场景')))).toBe(false);
    await page.goBack({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="course-review-scene"]', { visible: true, timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('scenes');

    await openTab(page, '知识点');
    await page.waitForSelector('[data-testid="course-review-knowledge"]', { visible: true });
    await waitForText(page, '关系模型', '[data-testid="course-review-knowledge"]');
    await page.waitForSelector('[data-testid="course-review-knowledge"] [data-testid="knowledge-g6"] canvas', { timeout: 20_000 });
    await screenshot(page, 'course-review-1440-knowledge');
    await page.close();
  });

  it('at 390 wide the overview, the tabs and the decision stack', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
    await loginThroughForm(page, platform.url, 'expert');
    await page.goto(`${platform.url}/expert/course/${courseId}/confirm`, { waitUntil: 'networkidle0' });
    await waitForText(page, '3章 / 3 节', '[data-testid="course-review-count-chapters"]');
    await screenshot(page, 'course-review-390-overview');
    await page.goto(`${platform.url}/expert/course/${courseId}/confirm?tab=questions`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="course-review-type-single"]', { visible: true, timeout: 15_000 });
    await page.$eval('[data-testid="course-review-questions"]', (el) => el.scrollIntoView());
    await screenshot(page, 'course-review-390-questions');
    await page.goto(`${platform.url}/expert/course/${courseId}/confirm?tab=chapters`, { waitUntil: 'networkidle0' });
    await waitForText(page, '本章目标', '[data-testid="chapter-content"]');
    await page.$eval('[data-testid="course-review-decision"]', (el) => el.scrollIntoView());
    await screenshot(page, 'course-review-390-decision');

    // the decision: 退回 with the comment
    await page.type('#course-review-comment', COMMENT);
    await page.click('[data-testid="course-return"]');
    await page.waitForFunction(() => location.pathname === '/expert/list', { timeout: 15_000 });
    await page.close();
  });

  it('the teacher is notified of the return with the comment, and the notice opens the course', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1440, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/teacher/list`, { waitUntil: 'networkidle0' });
    await page.click('[data-testid="notice-bell"]');
    const title = `课程「${courseName}」被退回`;
    await waitForText(page, title, '[data-testid="notice-list"]');
    await waitForText(page, COMMENT.slice(0, 12), '[data-testid="notice-list"]');
    await screenshot(page, 'course-review-teacher-notice');
    await clickSoon(() => byText(page, '[data-testid="notice-list"] li', title));
    await page.waitForFunction((id: number) => location.pathname === `/course/course/edit/${id}`, { timeout: 15_000 }, courseId);
    await waitForText(page, COMMENT, '[data-testid="course-returned"]');
    await page.close();
  });
});
