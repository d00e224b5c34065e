/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiOf, byText, clickSoon, DEMO_PASSWORD, loginThroughForm, screenshot, usePlatform, waitForText } from './harness';

const platform = usePlatform();
const visibleModal = '.ant-modal-wrap:not([style*="display: none"]) .ant-modal';
const OFFICE = path.join(__dirname, '..', 'fixtures', 'office');

describe('资源库 in a real browser', () => {
  it('a teacher uploads into the library, adds it to a chapter from the picker and marks it as a task point', async () => {
    const api = apiOf(platform.url);
    const token = (await api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const chapterId = (await api.saveChapter({ body: { courseId: 1, title: '第三章 关系数据库标准语言 SQL' } }, { token })).obj.chapterId;
    const files = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-library-'));
    const handout = path.join(files, '第三章 讲义.docx');
    fs.copyFileSync(path.join(OFFICE, 'lecture.docx'), handout);
    const slides = path.join(files, '第三章 课件.pptx');
    fs.copyFileSync(path.join(OFFICE, 'slides.pptx'), slides);

    const page = await platform.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    // the menu leads there
    await (await byText(page, '.ant-pro-base-menu-inline-item-title, .ant-menu-title-content', '资源库')).click();
    await page.waitForFunction(() => location.pathname === '/library', { timeout: 15_000 });
    await page.waitForSelector('[data-testid="library-table"]', { visible: true });

    // two Office documents through the page's own upload button; they are converted to PDF in the background
    const input = await page.waitForSelector('.ant-upload input[type="file"]');
    await input!.uploadFile(handout, slides);
    await waitForText(page, '第三章 讲义.docx', '[data-testid="library-table"]', 30_000);
    await waitForText(page, '第三章 课件.pptx', '[data-testid="library-table"]', 30_000);
    // the page polls while they convert: both end up readable in the browser
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="conversion-state"][data-state="done"]').length >= 2, { timeout: 60_000 });
    await screenshot(page, 'library');

    // in the chapter editor: 从资源库选择, tick the handout, add it
    await page.goto(`${platform.url}/edit/chapter/1/0/${chapterId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="chapter-pick-library"]', { visible: true });
    await page.click('[data-testid="chapter-pick-library"]');
    await page.waitForSelector(`${visibleModal} [data-testid="library-picker"]`, { visible: true });
    await waitForText(page, '第三章 讲义.docx', `${visibleModal} .ant-table-tbody`);
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'), { timeout: 15_000 });
    await clickSoon(async () => {
      const row = await byText(page, `${visibleModal} .ant-table-tbody tr`, '第三章 讲义.docx');
      return row.$('.ant-checkbox-input');
    });
    await waitForText(page, '添加到本章（1）', `${visibleModal} .ant-modal-footer`);
    await page.waitForSelector(`${visibleModal} .ant-modal-footer .ant-btn-primary:not([disabled])`);
    // the checkbox and the button fade into their new colours
    await new Promise((r) => setTimeout(r, 500));
    await screenshot(page, 'library-picker');
    await (await byText(page, `${visibleModal} .ant-modal-footer .ant-btn-primary`, '添加到本章')).click();
    await waitForText(page, '第三章 讲义.docx', '[data-testid="chapter-resources"]');
    await page.waitForSelector('[data-testid="chapter-resources"] [data-testid="conversion-state"][data-state="done"]', { visible: true });

    // 计入进度（任务点）: on by default; off and on again, each saved at once
    // antd puts the test id on the checkbox's input
    const taskPoint = '[data-testid="chapter-resources"] input[data-testid="resource-task-point"]';
    await page.waitForSelector(taskPoint);
    expect(await page.$eval(taskPoint, (el) => (el as HTMLInputElement).checked)).toBe(true);
    const saved = async () => (await api.getChapter({ params: { chapterId } }, { token })).obj.resources[0]!;
    const toggle = () => page.$eval(taskPoint, (el) => (el.closest('label') as HTMLElement).click());
    await toggle();
    await page.waitForFunction((sel: string) => !(document.querySelector(sel) as HTMLInputElement).checked, {}, taskPoint);
    await waitForText(page, '已保存');
    expect((await saved()).taskPoint).toBe(false);
    await toggle();
    await page.waitForFunction((sel: string) => (document.querySelector(sel) as HTMLInputElement).checked, {}, taskPoint);
    await new Promise((r) => setTimeout(r, 500));
    expect(await saved()).toMatchObject({ taskPoint: true, title: '第三章 讲义.docx', conversion: { state: 'done' }, pdfUrl: expect.any(String) });
    await screenshot(page, 'library-chapter-task-point');

    // the library now says where the handout is used
    await page.goto(`${platform.url}/library`, { waitUntil: 'networkidle0' });
    await waitForText(page, '1 个章节使用', '[data-testid="library-table"]');
    await waitForText(page, '第三章 关系数据库标准语言 SQL', '[data-testid="library-table"]');
    await page.close();
    fs.rmSync(files, { recursive: true, force: true });
  }, 180_000);
});
