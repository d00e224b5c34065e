/**
 * @jest-environment node
 */
// The whole study loop in a real browser: a teacher opens a class, adds a student and writes a chapter with a
// formula and a video; the student studies it (the video is really played; its position is remembered); the
// teacher sees the progress.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { addressOf, apiOf, clickSoon, DEMO_PASSWORD, loginThroughForm, screenshot, typeInDialog, usePlatform, waitForText } from './harness';

const platform = usePlatform();
/** A 6-second WebM recorded by Chromium's MediaRecorder: like browser screen recordings, it carries no duration. */
const VIDEO = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'lecture.webm'));

const FORMULA = '<p>选择运算：</p><div data-type="block-math" data-latex="\\sigma_{sage&lt;20}(Student)"></div>';

async function createUser(admin: string, code: string, roleId: number) {
  const made = await apiOf(platform.url).updateUser({ body: { code, userName: '孙同学', roleIds: [roleId] } }, { token: admin });
  expect(made.success).toBe(true);
  // a new user without a password given gets a generated one, answered once
  return made.obj.password!;
}

const videoState = (page: Page) =>
  page.$eval('[data-testid="study-video"]', (el) => {
    const v = el as HTMLVideoElement;
    return { time: v.currentTime, duration: v.duration, paused: v.paused };
  });

describe('studying a course in a real browser', () => {
  let courseId: number;
  let classId: number;
  let chapterId: number;
  let studentPassword: string;

  it('a teacher opens a class for a new course, adds a student and writes a chapter with a formula and a video', async () => {
    const admin = (await apiOf(platform.url).login({ body: { username: 'admin', password: DEMO_PASSWORD } })).token!;
    studentPassword = await createUser(admin, 'sun01', 4);
    const teacher = (await apiOf(platform.url).login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    courseId = (await apiOf(platform.url).saveCourse({ body: { name: '数据库实践' } }, { token: teacher })).obj.courseId;
    chapterId = (await apiOf(platform.url).saveChapter({ body: { courseId, title: '第一章 关系代数', content: FORMULA } }, { token: teacher })).obj.chapterId;
    const form = new FormData();
    form.append('file', new Blob([VIDEO], { type: 'video/webm' }), '选择运算.webm');
    const uploaded = await fetch(`${platform.url}${addressOf('uploadResource', { params: { chapterId } })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher}` },
      body: form,
    });
    expect(((await uploaded.json()) as { success: boolean }).success).toBe(true);

    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/sclass/edit/0`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="class-form"] input#name');
    await page.type('[data-testid="class-form"] input#name', '2024级数据库实践班');
    await page.click('[data-testid="class-form-course"]');
    await waitForText(page, '数据库实践', '.ant-select-dropdown');
    await page.$$eval('.ant-select-dropdown .ant-select-item-option', (els) =>
      (els.find((e) => (e as HTMLElement).innerText.trim() === '数据库实践') as HTMLElement).click(),
    );
    await page.click('[data-testid="class-save"]');
    await page.waitForFunction(() => /^\/sclass\/edit\/[1-9]\d*$/.test(location.pathname), { timeout: 15_000 });
    classId = Number(page.url().split('/').pop());

    await page.waitForSelector('[data-testid="class-add-students"]');
    await clickSoon(() => page.$('[data-testid="class-add-students"]'));
    await typeInDialog(page, '[data-testid="class-add-students-input"]', 'sun01');
    await clickSoon(() => page.$('[data-testid="class-add-students-ok"]'));
    await waitForText(page, 'sun01', '[data-testid="class-roster"]');
    await screenshot(page, 'class-edit');
    await page.close();
  });

  it('the student finds the course, reads the formula, watches the video, and the position is remembered', async () => {
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'sun01', studentPassword);
    await page.goto(`${platform.url}/stu/course`, { waitUntil: 'networkidle0' });
    await waitForText(page, '数据库实践', '[data-testid="study-course-card"]');
    await screenshot(page, 'stu-course-list');

    await page.goto(`${platform.url}/stu/course/info/${courseId}/${classId}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '2024级数据库实践班');
    await screenshot(page, 'stu-course-info');

    await page.goto(`${platform.url}/stu/course/chapter/list/${courseId}/${classId}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '第一章 关系代数', '[data-testid="study-chapter-tree"]');
    await screenshot(page, 'stu-chapter-list');

    await page.goto(`${platform.url}/stu/course/chapter/detail/${courseId}/${classId}/${chapterId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="chapter-content"] .katex', { timeout: 15_000 });
    await page.waitForSelector('[data-testid="study-video"]', { timeout: 15_000 });
    // streamed from a signed address (Range requests), not fetched whole
    expect(await page.$eval('[data-testid="study-video"]', (el) => (el as HTMLVideoElement).currentSrc)).toMatch(/\/htdz\/readResourse\/\d+\?expires=\d+&sig=/);
    // the player learns the real duration of a recording without one
    await page.waitForFunction(() => Number.isFinite((document.querySelector('[data-testid="study-video"]') as HTMLVideoElement).duration), {
      timeout: 15_000,
    });

    // play three seconds, pause: the position is reported
    await page.$eval('[data-testid="study-video"]', async (el) => {
      const v = el as HTMLVideoElement;
      v.muted = true;
      await v.play();
    });
    await page.waitForFunction(() => (document.querySelector('[data-testid="study-video"]') as HTMLVideoElement).currentTime >= 3, { timeout: 15_000 });
    const paused = page.waitForResponse((r) => r.url().endsWith(addressOf('reportWatch')), { timeout: 15_000 });
    await page.$eval('[data-testid="study-video"]', (el) => (el as HTMLVideoElement).pause());
    await paused;
    await screenshot(page, 'stu-chapter-detail');

    // back again: the video carries on where it was left
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="study-video"]', { timeout: 15_000 });
    await page.waitForFunction(() => (document.querySelector('[data-testid="study-video"]') as HTMLVideoElement).currentTime >= 2.5, { timeout: 15_000 });
    const resumed = await videoState(page);
    expect(resumed.time).toBeLessThan(5);

    // watch to the end: the video is complete
    await page.$eval('[data-testid="study-video"]', async (el) => {
      const v = el as HTMLVideoElement;
      v.muted = true;
      v.currentTime = 0;
      await v.play();
    });
    await page.waitForFunction(() => (document.querySelector('[data-testid="study-video"]') as HTMLVideoElement).ended, { timeout: 20_000 });
    await page.waitForFunction(() => /100\s*%/.test((document.querySelector('[data-testid="study-video-percent"]') as HTMLElement)?.innerText ?? ''), {
      timeout: 15_000,
    });

    await page.goto(`${platform.url}/stu/course/chapter/process/${courseId}/${classId}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '第一章 关系代数', '[data-testid="study-progress-table"]');
    await waitForText(page, '100', '[data-testid="study-progress-table"]');
    await screenshot(page, 'stu-chapter-process');
    await page.close();
  });

  it('the teacher sees the student done, per chapter and per resource', async () => {
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/teacher/course/chapter/statis/list/${courseId}/${chapterId}/${classId}/1`, { waitUntil: 'networkidle0' });
    await waitForText(page, 'sun01', '[data-testid="stats-students-table"]');
    // the video is the chapter's task point: it alone counts, the text does not (a chapter without task points counts its text)
    await waitForText(page, '1 / 1', '[data-testid="stats-students-table"]');
    await waitForText(page, '已完成', '[data-testid="stats-students-table"]');
    await waitForText(page, '选择运算.webm', '[data-testid="stats-resources-table"]');
    await screenshot(page, 'teacher-chapter-stats');

    await page.$$eval('[data-testid="stats-resources-table"] a', (links) =>
      (links.find((a) => (a as HTMLElement).innerText.includes('学习详情')) as HTMLElement).click(),
    );
    await waitForText(page, 'sun01', '[data-testid="stats-students-table"]');
    await page.waitForSelector('[data-testid="stats-watched-bar"]');
    await screenshot(page, 'teacher-resource-stats');
    await page.close();
  });
});
