/**
 * @jest-environment node
 */
// A student on a phone (390 × 844, touch): the menu, the account menu and the notices, home, 我的课程, a course's
// info and chapters, a chapter with a wide table, an image, a long code block and a video, progress, practice and
// statistics, the homework list and its answering screen (handed in, the result), the exam list and an exam being
// answered and handed in. On every page nothing is wider than the screen (no sideways scrolling of the page) and the
// controls a student needs there are on screen; each page is photographed as phone-*.png. The same pages at 1,440
// keep their wide layout (tables, the answer card beside the questions, the usual headers): desktop-*.png.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'puppeteer';
import { addressOf, apiOf, byText, DEMO_PASSWORD, loginThroughForm, screenshot, usePlatform, waitForText } from './harness';

const platform = usePlatform();
const PHONE = { width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const DESKTOP = { width: 1440, height: 900 };
/** A 6-second WebM recorded by Chromium's MediaRecorder (as in study.test.ts). */
const VIDEO = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'lecture.webm'));
const LONG_SQL =
  'SELECT s.sno, s.sname, c.cname, sc.grade FROM student AS s JOIN sc ON sc.sno = s.sno JOIN course AS c ON c.cno = sc.cno WHERE sc.grade >= 60 ORDER BY sc.grade DESC;';
/** a chapter as teachers write them: a wide table, a wide image, a long code line, a formula, a long address */
const chapterHtml = (url: string) =>
  [
    '<h2>关系代数与 SQL</h2>',
    '<p>选择运算从关系中选出满足条件的元组，投影运算选出若干属性列。下面的表列出了常用运算与对应的 SQL 写法，手机上可以左右滑动表格查看。</p>',
    '<table><tbody>',
    '<tr><th>运算</th><th>符号</th><th>SQL 关键字</th><th>结果的列</th><th>结果的行</th><th>是否去重</th><th>例子</th><th>备注</th></tr>',
    '<tr><td>选择</td><td>σ</td><td>WHERE</td><td>不变</td><td>满足条件的</td><td>否</td><td>σ<sub>sage&lt;20</sub>(Student)</td><td>条件可以组合</td></tr>',
    '<tr><td>投影</td><td>π</td><td>SELECT 列</td><td>选出的列</td><td>不变</td><td>是</td><td>π<sub>sname</sub>(Student)</td><td>SQL 需 DISTINCT</td></tr>',
    '</tbody></table>',
    `<p><img src="${url}/logo.svg" alt="示意图" width="1200" height="400"></p>`,
    `<pre><code class="language-sql">${LONG_SQL}</code></pre>`,
    '<div data-type="block-math" data-latex="\\pi_{sno,sname}(\\sigma_{sage&lt;20 \\wedge sdept=\'CS\'}(Student \\bowtie SC \\bowtie Course))"></div>',
    '<p>参考资料：https://www.postgresql.org/docs/current/queries-table-expressions.html#QUERIES-WHERE-CLAUSE-AND-MORE-TEXT</p>',
  ].join('');

/** How far the page is wider than the window, and the outermost elements that stick out (for the failure message). */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const over = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (over > 1) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.right <= width + 1) continue;
        // only the outermost: its parent fits
        const p = el.parentElement?.getBoundingClientRect();
        if (p && p.right > width + 1) continue;
        culprits.push(`${el.tagName.toLowerCase()}.${String((el as HTMLElement).className).slice(0, 60)} right=${Math.round(r.right)}`);
        if (culprits.length >= 8) break;
      }
    }
    return { over, culprits };
  });

/** The page does not scroll sideways. */
async function expectNoSideways(page: Page, name: string) {
  const { over, culprits } = await sideways(page);
  expect({ name, over: over <= 1 ? 0 : over, culprits: over <= 1 ? [] : culprits }).toEqual({ name, over: 0, culprits: [] });
}

/** Where the element is against the window: inside it, or only across (after scrolling down to it). */
const box = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return {
      across: r.width > 0 && r.left >= 0 && r.right <= window.innerWidth + 1,
      inView: r.width > 0 && r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight + 1 && r.left >= 0 && r.right <= window.innerWidth + 1,
    };
  });

/** The control is on screen as the page is now. */
async function expectInView(page: Page, selector: string) {
  expect([selector, (await box(page, selector)).inView]).toEqual([selector, true]);
}

/** The control is on screen once the page is scrolled to it (it is not cut off at the side). */
async function expectReachable(page: Page, selector: string) {
  await page.$eval(selector, (el) => el.scrollIntoView({ block: 'center' }));
  await new Promise((r) => setTimeout(r, 150));
  expect([selector, (await box(page, selector)).inView]).toEqual([selector, true]);
}

async function settle(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'), { timeout: 20_000 }).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 300));
}

/** Photographs the page from its top, after checking it does not scroll sideways. */
async function shoot(page: Page, name: string) {
  await settle(page);
  await expectNoSideways(page, name);
  await page.evaluate(() => window.scrollTo(0, 0));
  await new Promise((r) => setTimeout(r, 200));
  await screenshot(page, `phone-${name}`);
}

/** The page at 1,440 wide, reloaded: `check` looks at it, then it is photographed and back on the phone. */
async function atDesktop(page: Page, name: string, check: () => Promise<void>) {
  await page.setViewport(DESKTOP);
  await page.reload({ waitUntil: 'networkidle0' });
  await settle(page);
  await check();
  await expectNoSideways(page, `desktop ${name}`);
  await screenshot(page, `desktop-${name}`);
  await page.setViewport(PHONE);
  await page.reload({ waitUntil: 'networkidle0' });
  await settle(page);
}

describe('a student on a phone', () => {
  let clazzId: number;
  let chapterId: number;
  let homeworkId: number;
  let examClassId: number;
  let examId: number;
  let knowId: number;
  let exerciseId: number;
  let page: Page;

  beforeAll(async () => {
    const api = apiOf(platform.url);
    const teacher = (await api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const student = (await api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
    clazzId = (await api.myCourses({}, { token: student })).obj.find((c) => c.courseId === 1)!.clazzId;
    chapterId = (await api.saveChapter({ body: { courseId: 1, title: '第一章 关系代数', content: chapterHtml(platform.url) } }, { token: teacher })).obj
      .chapterId;
    const form = new FormData();
    form.append('file', new Blob([VIDEO], { type: 'video/webm' }), '选择运算.webm');
    const uploaded = await fetch(`${platform.url}${addressOf('uploadResource', { params: { chapterId } })}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${teacher}` },
      body: form,
    });
    expect(((await uploaded.json()) as { success: boolean }).success).toBe(true);
    homeworkId = (await api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: student })).obj.homeworks[0]!.homeworkId;
    const exam = (await api.myExams({ params: { courseId: 1, clazzId } }, { token: student })).obj.exams.find((x) => x.state === 'open')!;
    examClassId = exam.examClassId;
    examId = exam.examId!;
    // a question to practise (the demo's are all in the open exam, locked until it ends)
    const point = await api.saveKnowledge({ body: { courseId: 1, name: '码与候选码' } }, { token: teacher });
    expect([point.success, point.message]).toEqual([true, expect.anything()]);
    knowId = point.obj.knowId;
    const exercise = await api.saveExercise(
      {
        body: {
          courseId: 1,
          parentId: null,
          stem: '<p>关系模型中，用来唯一标识一个元组的属性组称为</p>',
          score: 2,
          knowIds: [knowId],
          spec: {
            type: 'single',
            options: [
              { key: 'A', text: '外码' },
              { key: 'B', text: '候选码' },
              { key: 'C', text: '主属性' },
              { key: 'D', text: '全码' },
            ],
            answer: 'B',
          },
        },
      },
      { token: teacher },
    );
    expect(exercise.success).toBe(true);
    exerciseId = exercise.obj.exerciseId!;

    page = await platform.newPage();
    await page.setViewport(PHONE);
    await loginThroughForm(page, platform.url, 'student');
  });

  afterAll(async () => {
    await page?.close();
  });

  it('home: the welcome, the courses, homework and exams to do, the header within the screen', async () => {
    await page.goto(`${platform.url}/home`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="home-study-courses"]', { timeout: 20_000 });
    await page.waitForSelector('[data-testid="account-menu"]', { timeout: 20_000 });
    await expectInView(page, '[data-testid="account-menu"]');
    await expectInView(page, '[data-testid="notice-bell"]');
    await shoot(page, 'home');
    await expectReachable(page, '[data-testid="home-due-homework"]');
    await expectReachable(page, '[data-testid="home-due-exams"]');
  });

  it('the menu opens as a drawer with the student’s pages', async () => {
    await page.goto(`${platform.url}/home`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('.ant-pro-global-header-collapsed-button', { visible: true, timeout: 20_000 });
    await page.tap('.ant-pro-global-header-collapsed-button');
    await page.waitForSelector('.ant-drawer-open .ant-menu', { visible: true, timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 500));
    const entry = await byText(page, '.ant-drawer-open .ant-menu-item', '我的课程');
    expect(await entry.evaluate((e) => e.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    await screenshot(page, 'phone-menu');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), entry.tap()]);
    expect(new URL(page.url()).pathname).toBe('/stu/course');
  });

  it('the account menu and the notices open within the screen', async () => {
    await page.goto(`${platform.url}/home`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="account-menu"]', { timeout: 20_000 });
    await page.tap('[data-testid="account-menu"]');
    await page.waitForSelector('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { visible: true, timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 400));
    await expectInView(page, '.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu');
    await waitForText(page, '退出登录', '.ant-dropdown:not(.ant-dropdown-hidden)');
    await screenshot(page, 'phone-account-menu');
    // away from it: it closes
    await page.tap('h3, .ant-card-body');
    await page.waitForFunction(() => !document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)'), { timeout: 10_000 });

    await page.tap('[data-testid="notice-bell"]');
    await page.waitForSelector('[data-testid="notice-list"]', { visible: true, timeout: 10_000 });
    await waitForText(page, '演示账号', '[data-testid="notice-list"]');
    await new Promise((r) => setTimeout(r, 400));
    await screenshot(page, 'phone-notices');
    await expectInView(page, '.ant-popover:not(.ant-popover-hidden) .ant-popover-inner');
    await expectNoSideways(page, 'notices');
  });

  it('我的课程, the course’s info and its chapters', async () => {
    await page.goto(`${platform.url}/stu/course`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="study-course-card"]', { timeout: 20_000 });
    await shoot(page, 'courses');
    await expectReachable(page, '[data-testid="study-course-continue"]');

    await page.goto(`${platform.url}/stu/course/info/1/${clazzId}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '2023级计算机科学1班');
    await shoot(page, 'course-info');
    await expectReachable(page, '[data-testid="study-continue"]');
    await expectReachable(page, '[data-testid="study-nav-exam"]');

    await page.goto(`${platform.url}/stu/course/chapter/list/1/${clazzId}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '第一章 关系代数', '[data-testid="study-chapter-tree"]');
    await shoot(page, 'chapters');
    // the other study pages are one tap away, none cut off
    for (const nav of ['info', 'task', 'exam']) await expectReachable(page, `[data-testid="study-nav-${nav}"]`);
    await expectReachable(page, `[data-testid="study-chapter-node-${chapterId}"]`);
  });

  it('a chapter: text, table, image and code fit the screen; the video is full width with its controls', async () => {
    await page.goto(`${platform.url}/stu/course/chapter/detail/1/${clazzId}/${chapterId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="chapter-content"] .katex', { timeout: 15_000 });
    await page.waitForSelector('[data-testid="study-video"]', { timeout: 15_000 });
    await page.waitForFunction(() => Number.isFinite((document.querySelector('[data-testid="study-video"]') as HTMLVideoElement).duration), {
      timeout: 15_000,
    });
    await settle(page);
    await expectNoSideways(page, 'chapter');
    // the chapter comes before the tree of chapters on a phone
    await expectInView(page, '[data-testid="chapter-title"]');
    await screenshot(page, 'phone-chapter');

    const content = await page.$eval('[data-testid="chapter-content"]', (el) => {
      const width = el.getBoundingClientRect().width;
      const fits = (e: Element | null) => !!e && e.getBoundingClientRect().width <= width + 1;
      const pre = el.querySelector('pre')!;
      const table = el.querySelector('table')!;
      const scroller = table.closest('.htdz-table-scroll') ?? table;
      return {
        image: fits(el.querySelector('img')),
        // the code and the table keep their lines and scroll inside their own box
        pre: fits(pre) && pre.scrollWidth > pre.clientWidth,
        table: fits(scroller),
        math: fits(el.querySelector('[data-type="block-math"]')),
      };
    });
    expect(content).toEqual({ image: true, pre: true, table: true, math: true });
    await page.$eval('[data-testid="chapter-content"] table', (el) => el.scrollIntoView({ block: 'center' }));
    await new Promise((r) => setTimeout(r, 200));
    await screenshot(page, 'phone-chapter-table');

    const video = await page.$eval('[data-testid="study-video"]', (el) => {
      el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, height: r.height };
    });
    expect(video.left).toBeGreaterThanOrEqual(0);
    expect(video.right).toBeLessThanOrEqual(390);
    // full width: only the page's and the card's padding at the sides
    expect(video.right - video.left).toBeGreaterThan(300);
    expect(video.height).toBeGreaterThan(120);
    // it plays (the controls work on a touch screen)
    await page.$eval('[data-testid="study-video"]', async (el) => {
      const v = el as HTMLVideoElement;
      v.muted = true;
      await v.play();
    });
    await page.waitForFunction(() => (document.querySelector('[data-testid="study-video"]') as HTMLVideoElement).currentTime >= 1, { timeout: 15_000 });
    await page.$eval('[data-testid="study-video"]', (el) => (el as HTMLVideoElement).pause());
    await new Promise((r) => setTimeout(r, 300));
    await expectReachable(page, '[data-testid="study-video-percent"]');
    await page.$eval('[data-testid="study-video"]', (el) => el.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'phone-chapter-video');
    await expectReachable(page, '[data-testid="chapter-next"]');
    await expectReachable(page, `[data-testid="study-chapter-node-${chapterId}"]`);
    await expectNoSideways(page, 'chapter after playing');
  });

  it('progress, practice and statistics fit the screen', async () => {
    await page.goto(`${platform.url}/stu/course/chapter/process/1/${clazzId}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '第一章 关系代数', '[data-testid="study-progress-table"]');
    await shoot(page, 'process');
    await expectReachable(page, `[data-testid="study-progress-link-${chapterId}"]`);

    await page.goto(`${platform.url}/stu/course/knowledge/list/1/${clazzId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`[data-testid="practice-point-${knowId}"]`, { timeout: 20_000 });
    await shoot(page, 'practice-points');
    await expectReachable(page, `[data-testid="practice-point-${knowId}"]`);

    await page.goto(`${platform.url}/stu/course/knowledge/exercise/1/${clazzId}/${knowId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`[data-testid="practice-exercise-${exerciseId}"]`, { timeout: 20_000 });
    await shoot(page, 'practice-questions');
    await expectReachable(page, `[data-testid="practice-exercise-${exerciseId}"]`);

    await page.goto(`${platform.url}/stu/course/exercise/1/${clazzId}/${knowId}/${exerciseId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="practice-submit"]', { timeout: 20_000 });
    await shoot(page, 'practice-question');
    await expectReachable(page, '[data-testid="practice-next"]');
    await expectReachable(page, '[data-testid="practice-submit"]');

    await page.goto(`${platform.url}/stu/course/statis/1/${clazzId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="my-stats-figures"]', { timeout: 20_000 });
    await shoot(page, 'stats');
    await expectReachable(page, '[data-testid="my-stats-exams"]');
  });

  it('the homework list, and answering: a choice saved, the countdown and 提交 on screen', async () => {
    await page.goto(`${platform.url}/stu/course/task/1/${clazzId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`[data-testid="task-answer-${homeworkId}"]`, { timeout: 20_000 });
    await shoot(page, 'homework-list');
    // the name, the status and the way in without scrolling sideways
    await expectReachable(page, `[data-testid="task-status-${homeworkId}"]`);
    await expectReachable(page, `[data-testid="task-answer-${homeworkId}"]`);
    await waitForText(page, '课后作业', '[data-testid="task-table"]');

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.tap(`[data-testid="task-answer-${homeworkId}"]`)]);
    await page.waitForSelector('[data-testid="question-option-B"]', { visible: true, timeout: 20_000 });
    await expectInView(page, '[data-testid="answer-countdown"]');
    await expectInView(page, '[data-testid="answer-submit"]');
    await expectInView(page, '[data-testid="page-back"]');
    // the answer card is folded to its title line: the question comes first
    expect(await page.$('[data-testid="answer-nav-1"]')).toBeNull();
    await expectInView(page, '[data-testid="answer-question-1"]');
    await shoot(page, 'homework-answer');
    await page.$eval('[data-testid="question-option-B"]', (el) => el.scrollIntoView({ block: 'center' }));
    await page.tap('[data-testid="question-option-B"]');
    await page.waitForSelector('[data-testid="answer-save-state"][data-status="saved"]', { timeout: 15_000 });
    await expectInView(page, '[data-testid="answer-save-state"]');
    await expectInView(page, '[data-testid="answer-countdown"]');
    await expectInView(page, '[data-testid="answer-submit"]');
    await expectNoSideways(page, 'homework answered');
    await screenshot(page, 'phone-homework-saved');
    // 展开 shows a button per question
    await page.tap('[data-testid="answer-nav-toggle"]');
    await page.waitForSelector('[data-testid="answer-nav-5"]', { visible: true, timeout: 10_000 });
    await expectInView(page, '[data-testid="answer-nav-5"]');
    await expectNoSideways(page, 'homework card open');
    await screenshot(page, 'phone-homework-card');
    await expectReachable(page, '[data-testid="answer-next"]');
    await page.tap('[data-testid="answer-next"]');
    await page.waitForSelector('[data-testid="answer-nav-2"][data-current="true"]', { timeout: 10_000 });
    // at the bottom of the question: the header is still there
    await page.evaluate(() => {
      for (const el of Array.from(document.querySelectorAll('*'))) if (el.scrollHeight > el.clientHeight + 10) el.scrollTop = el.scrollHeight;
      window.scrollTo(0, document.body.scrollHeight);
    });
    await new Promise((r) => setTimeout(r, 300));
    await expectInView(page, '[data-testid="answer-countdown"]');
    await expectInView(page, '[data-testid="answer-submit"]');
    await expectNoSideways(page, 'homework scrolled');
    await screenshot(page, 'phone-homework-scrolled');

    // at 1,440: the card beside the questions, open, and the usual header
    await atDesktop(page, 'homework-answer', async () => {
      await page.waitForSelector('[data-testid="answer-nav-5"]', { visible: true, timeout: 20_000 });
      expect(await page.$('[data-testid="answer-nav-toggle"]')).toBeNull();
      expect(await page.$('[data-testid="phone-head"]')).toBeNull();
      const [card, question] = await Promise.all(
        ['[data-testid="answer-nav"]', '[data-testid="answer-question-1"]'].map((sel) => page.$eval(sel, (e) => e.getBoundingClientRect().left)),
      );
      expect(question).toBeGreaterThan(card + 200);
    });
    await page.waitForSelector('[data-testid="answer-submit"]', { visible: true, timeout: 20_000 });

    // handed in: the confirmation fits the screen, then the result
    await page.tap('[data-testid="answer-submit"]');
    await page.waitForSelector('.ant-modal-confirm', { visible: true, timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 400));
    await expectInView(page, '.ant-modal-confirm .ant-modal-content');
    await screenshot(page, 'phone-homework-submit');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), (await byText(page, '.ant-modal-confirm button', '确认提交')).tap()]);
    await page.waitForSelector('[data-testid="result-status"]', { timeout: 20_000 });
    await shoot(page, 'homework-result');
  });

  it('the exam list, and an exam started and answered with the timer on screen', async () => {
    await page.goto(`${platform.url}/stu/course/exam/1/${clazzId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`[data-testid="exam-row-enter-${examClassId}"]`, { timeout: 20_000 });
    await shoot(page, 'exam-list');
    await expectReachable(page, `[data-testid="exam-row-state-${examClassId}"]`);
    await expectReachable(page, `[data-testid="exam-row-enter-${examClassId}"]`);

    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.tap(`[data-testid="exam-row-enter-${examClassId}"]`)]);
    expect(new URL(page.url()).pathname).toBe(`/stu/course/exam/examClass/detail/1/${clazzId}/${examId}/${examClassId}`);
    await page.waitForSelector('[data-testid="exam-start"]', { timeout: 20_000 });
    await shoot(page, 'exam-detail');
    await expectReachable(page, '[data-testid="exam-start"]');
    await page.tap('[data-testid="exam-start"]');
    await page.waitForSelector('.ant-modal-confirm', { visible: true, timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 400));
    await expectInView(page, '.ant-modal-confirm .ant-modal-content');
    await screenshot(page, 'phone-exam-start');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), (await byText(page, '.ant-modal-confirm button', '开始考试')).tap()]);
    expect(page.url()).toContain(`/stu/course/exam/exercise/1/${clazzId}/${examId}/${examClassId}/`);

    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const paper = (await apiOf(platform.url).examPaper({ params: { examClassId } }, { token: token! })).obj;
    const choice = paper.questions.findIndex((q) => q.exercise.type === 'single') + 1;
    expect(choice).toBeGreaterThan(0);

    await page.waitForSelector('[data-testid="answer-countdown"]', { timeout: 20_000 });
    await settle(page);
    await expectInView(page, '[data-testid="answer-countdown"]');
    await expectInView(page, '[data-testid="answer-submit"]');
    // the fixed header (the layout's and the page's) leaves most of the screen to the paper
    const header = await page.$eval('[data-testid="phone-head"]', (el) => el.getBoundingClientRect().bottom);
    expect(header).toBeLessThan(844 * 0.2);
    await shoot(page, 'exam-answer');

    await page.tap('[data-testid="answer-nav-toggle"]');
    await page.waitForSelector(`[data-testid="answer-nav-${choice}"]`, { visible: true, timeout: 10_000 });
    await page.$eval(`[data-testid="answer-nav-${choice}"]`, (el) => el.scrollIntoView({ block: 'center' }));
    await page.tap(`[data-testid="answer-nav-${choice}"]`);
    await page.waitForSelector(`[data-testid="answer-nav-${choice}"][data-current="true"]`, { timeout: 10_000 });
    await page.waitForSelector('[data-testid="question-option-B"]', { visible: true, timeout: 20_000 });
    await page.$eval('[data-testid="question-option-B"]', (el) => el.scrollIntoView({ block: 'center' }));
    await page.tap('[data-testid="question-option-B"]');
    await page.waitForSelector('[data-testid="answer-save-state"][data-status="saved"]', { timeout: 15_000 });
    await new Promise((r) => setTimeout(r, 300));
    await expectInView(page, '[data-testid="answer-countdown"]');
    await expectInView(page, '[data-testid="answer-submit"]');
    await expectInView(page, '[data-testid="answer-save-state"]');
    expect(Number(await page.$eval('[data-testid="answer-countdown"]', (e) => e.getAttribute('data-left')))).toBeGreaterThan(0);
    await expectNoSideways(page, 'exam answered');
    await screenshot(page, 'phone-exam-answered');

    // the whole paper, scrolled to its end: the timer and 交卷 are still on screen
    await (await byText(page, '[data-testid="answer-mode"] .ant-segmented-item', '全部')).tap();
    await page.waitForSelector(`[data-testid="answer-question-${paper.questions.length}"]`, { timeout: 10_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await new Promise((r) => setTimeout(r, 500));
    await expectInView(page, '[data-testid="answer-countdown"]');
    await expectInView(page, '[data-testid="answer-submit"]');
    await expectNoSideways(page, 'exam all');
    await screenshot(page, 'phone-exam-all');

    // at 1,440: ProLayout's page header with the countdown and 交卷, the card beside the questions
    await atDesktop(page, 'exam-answer', async () => {
      await page.waitForSelector('[data-testid="answer-nav-5"]', { visible: true, timeout: 20_000 });
      expect(await page.$('[data-testid="phone-head"]')).toBeNull();
      await expectInView(page, '.ant-page-header [data-testid="answer-submit"]');
      await expectInView(page, '.ant-page-header [data-testid="answer-countdown"]');
    });
    await page.waitForSelector('[data-testid="answer-submit"]', { visible: true, timeout: 20_000 });

    // handed in: the confirmation fits the screen, then the exam's page with the attempt
    await page.tap('[data-testid="answer-submit"]');
    await page.waitForSelector('.ant-modal-confirm', { visible: true, timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 400));
    await expectInView(page, '.ant-modal-confirm .ant-modal-content');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), (await byText(page, '.ant-modal-confirm button', '确认交卷')).tap()]);
    await page.waitForSelector('[data-testid="exam-attempt"]', { timeout: 20_000 });
    await shoot(page, 'exam-result');
  });

  it('the same pages at 1,440 keep their wide layout', async () => {
    const at = async (path: string, name: string, ready: string, check?: () => Promise<void>) => {
      await page.goto(`${platform.url}${path}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector(ready, { timeout: 20_000 });
      await settle(page);
      await check?.();
      await expectNoSideways(page, `desktop ${name}`);
      await screenshot(page, `desktop-${name}`);
    };
    await page.setViewport(DESKTOP);
    await at('/home', 'home', '[data-testid="home-study-courses"]');
    await at('/stu/course', 'courses', '[data-testid="study-course-card"]');
    await at(`/stu/course/info/1/${clazzId}`, 'course-info', '[data-testid="study-continue"]');
    // the other study pages are buttons in the header, beside the title
    await at(`/stu/course/chapter/list/1/${clazzId}`, 'chapters', `[data-testid="study-chapter-node-${chapterId}"]`, async () => {
      expect(await page.$('.ant-page-header-heading-extra [data-testid="study-nav-exam"]')).not.toBeNull();
    });
    // the tree of chapters on the left, the chapter on the right
    await at(`/stu/course/chapter/detail/1/${clazzId}/${chapterId}`, 'chapter', '[data-testid="study-video"]', async () => {
      const [tree, title] = await Promise.all(
        [`[data-testid="study-chapter-node-${chapterId}"]`, '[data-testid="chapter-title"]'].map((sel) =>
          page.$eval(sel, (e) => e.getBoundingClientRect().left),
        ),
      );
      expect(title).toBeGreaterThan(tree + 200);
    });
    // tables, not cards
    await at(`/stu/course/task/1/${clazzId}`, 'homework-list', '[data-testid="task-table"]', async () => {
      expect(await page.$('table [data-testid^="task-status-"]')).not.toBeNull();
      expect(await page.$('[data-testid="row-card"]')).toBeNull();
    });
    await at(`/stu/course/exam/1/${clazzId}`, 'exam-list', '[data-testid="exam-table"]', async () => {
      expect(await page.$('table [data-testid^="exam-row-state-"]')).not.toBeNull();
      expect(await page.$('[data-testid="row-card"]')).toBeNull();
    });
    await page.setViewport(PHONE);
  });
});
