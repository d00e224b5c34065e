/**
 * @jest-environment node
 */
import { byText, clickSoon, loginThroughForm, screenshot, typeInDialog, usePlatform, waitForText } from './harness';

const platform = usePlatform();

const visibleModal = '.ant-modal-wrap:not([style*="display: none"]) .ant-modal';

describe('a course from creation to review in a real browser', () => {
  let courseId = 0;

  it('a teacher creates a course, writes its description with a formula and submits it for review', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/teacher/list`, { waitUntil: 'networkidle0' });
    await waitForText(page, '数据库系统原理', '[data-testid="course-cards"]');
    await screenshot(page, 'teacher-course-list');

    await page.click('[data-testid="course-new"]');
    await typeInDialog(page, `${visibleModal} input#name`, '数据库设计实践');
    await page.click(`${visibleModal} .ant-modal-footer .ant-btn-primary`);
    await page.waitForFunction(() => /\/course\/course\/edit\/\d+$/.test(location.pathname), { timeout: 15_000 });
    courseId = Number(await page.evaluate(() => location.pathname.split('/').pop()));

    const editor = '[data-testid="rich-text-content"] .ProseMirror';
    await page.waitForSelector(editor, { visible: true });
    await page.click(editor);
    await page.keyboard.type('本课程讲授关系模型，例如投影：');
    await page.click('[aria-label="公式"]');
    await clickSoon(() => byText(page, '.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', '行内公式'));
    await page.waitForSelector('[data-testid="rich-text-math-input"]', { visible: true });
    await page.type('[data-testid="rich-text-math-input"]', '\\pi_{sname}(Student)');
    await page.click('[data-testid="rich-text-math-ok"]');
    await page.waitForSelector(`${editor} [data-latex]`);
    // the formula dialog's mask must be gone before the next click
    await page.waitForFunction(() => !document.querySelector('.ant-modal-wrap:not([style*="display: none"])'));
    await page.click('[data-testid="course-save"]');
    await waitForText(page, '课程信息已保存', '.ant-message');
    await screenshot(page, 'course-edit');

    await page.click('[data-testid="course-submit"]');
    await clickSoon(() => page.waitForSelector('.ant-popover:not(.ant-popover-hidden) .ant-btn-primary', { visible: true }));
    await page.waitForSelector('[data-testid="course-locked"]', { timeout: 15_000 });
    await page.close();
  });

  it('an expert finds it waiting for review and confirms it; the teacher sees the formula typeset', async () => {
    const expert = await platform.newPage();
    await expert.setViewport({ width: 1280, height: 900 });
    await loginThroughForm(expert, platform.url, 'expert');
    await expert.goto(`${platform.url}/expert/list?tab=review`, { waitUntil: 'networkidle0' });
    await waitForText(expert, '数据库设计实践', '[data-testid="course-cards"]');
    await expert.goto(`${platform.url}/expert/course/${courseId}/confirm`, { waitUntil: 'networkidle0' });
    await waitForText(expert, '本课程讲授关系模型', '[data-testid="rich-text-view"]');
    await screenshot(expert, 'course-review');
    await expert.click('[data-testid="course-approve"]');
    await expert.waitForFunction(() => location.pathname === '/expert/list', { timeout: 15_000 });
    await expert.close();

    const teacher = await platform.newPage();
    await teacher.setViewport({ width: 1280, height: 900 });
    await loginThroughForm(teacher, platform.url, 'teacher');
    await teacher.goto(`${platform.url}/course/view/${courseId}`, { waitUntil: 'networkidle0' });
    await waitForText(teacher, '已确认', '[data-testid="course-status"]');
    await teacher.waitForSelector('[data-testid="rich-text-view"] .katex', { timeout: 15_000 });
    await screenshot(teacher, 'course-view');
    await teacher.close();
  });
});
