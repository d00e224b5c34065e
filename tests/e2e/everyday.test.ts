/**
 * @jest-environment node
 */
// What teachers and students stumbled on, in a real browser at 1,440 and 390 wide (and the task editor at 1,280):
// 模块管理 draws icons and names the page a module opens; the task editor's question picker shows its type,
// difficulty, score and knowledge columns without scrolling sideways; the exam start dialog says the duration and the
// exact end; in the 全部 view the exam's countdown and 交卷 stay in view; 待批阅 is the same number on the teacher's
// home and the homework's page, and the review page says when the student will see the score.
import type { Page } from 'puppeteer';
import { apiOf, byText, DEMO_PASSWORD, loginThroughForm, screenshot, usePlatform } from './harness';

const platform = usePlatform();
const WIDTHS = [1440, 390] as const;

/** Is the element's box inside the window (what a person sees without scrolling)? */
const inView = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });

describe('everyday stumbles, fixed', () => {
  it('模块管理: the icon drawn, the page named, the address secondary', async () => {
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'admin');
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: width > 500 ? 900 : 844 });
      await page.goto(`${platform.url}/sys/module`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid^="module-page-"]', { timeout: 20_000 });
      const cells = await page.$$eval('[data-testid^="module-page-"]', (els) => els.map((e) => e.textContent ?? ''));
      // the demo menu: every module's address opens a page by name, or is a group
      expect(cells.some((c) => c.startsWith('首页/home'))).toBe(true);
      expect(cells.filter((c) => c.includes('没有这个页面'))).toEqual([]);
      const iconsAsText = await page.$$eval('td', (tds) => tds.filter((td) => /\b[A-Z]\w+Outlined\b/.test(td.textContent ?? '')).length);
      expect(iconsAsText).toBe(0);
      await screenshot(page, `sys-module-${width}`);
    }
  });

  it('the task editor shows the picker’s columns without scrolling sideways, at 1,280 and 1,440', async () => {
    const token = (await apiOf(platform.url).login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const task = (await apiOf(platform.url).listTasks({ query: { courseId: 1, current: 1, pageSize: 10 } }, { token })).obj.list[0]!;
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'teacher');
    for (const width of [1280, 1440]) {
      await page.setViewport({ width, height: 900 });
      await page.goto(`${platform.url}/task-bank/addQuestion/courseId/parentId/1/0?taskId=${task.taskId}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid="bank-picker"] .ant-table-thead', { timeout: 20_000 });
      for (const column of ['题型', '难度', '分值', '知识点']) {
        const visible = await page.$$eval(
          '[data-testid="bank-picker"] .ant-table-thead th',
          (ths, name) => {
            const th = ths.find((t) => t.textContent?.trim() === name);
            if (!th) return false;
            const body = th.closest('.ant-table-content, .ant-table-body, .ant-table-header') ?? th.closest('.ant-table')!;
            const box = body.getBoundingClientRect();
            const r = th.getBoundingClientRect();
            return r.left >= box.left && r.right <= box.right + 1;
          },
          column,
        );
        expect([width, column, visible]).toEqual([width, column, true]);
      }
      await screenshot(page, `task-picker-${width}`);
    }
  });

  it('the exam start dialog says the duration and the exact end; 全部 keeps the countdown and 交卷 in view', async () => {
    const api = apiOf(platform.url);
    const token = (await api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
    const clazzId = (await api.myCourses({}, { token })).obj.find((c) => c.courseId === 1)!.clazzId;
    const exam = (await api.myExams({ params: { courseId: 1, clazzId } }, { token })).obj.exams.find((x) => x.state === 'open')!;
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'student');
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${platform.url}/stu/course/exam/examClass/detail/1/${clazzId}/${exam.examId}/${exam.examClassId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="exam-start"]', { timeout: 20_000 });
    await page.click('[data-testid="exam-start"]');
    await page.waitForSelector('.ant-modal-confirm', { timeout: 10_000 });
    const dialog = await page.$eval('.ant-modal-confirm', (el) => el.textContent ?? '');
    expect(dialog).toMatch(/考试时长 \d+ 分钟/);
    expect(dialog).toMatch(/须在 (\d{2}:\d{2}|\d{4}-\d{2}-\d{2} \d{2}:\d{2}) 前交卷（\d+ 分钟后）|现在开始只有 \d+ 分钟作答/);
    await screenshot(page, 'exam-start-dialog');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), (await byText(page, '.ant-modal-confirm button', '开始考试')).click()]);

    for (const width of WIDTHS) {
      await page.setViewport({ width, height: width > 500 ? 900 : 844 });
      await page.reload({ waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid="answer-mode"]', { timeout: 20_000 });
      await (await byText(page, '[data-testid="answer-mode"] .ant-segmented-item', '全部')).click();
      // to the end of the paper: the countdown and 交卷 are still on screen
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await new Promise((r) => setTimeout(r, 500));
      expect([width, await inView(page, '[data-testid="answer-submit"]')]).toEqual([width, true]);
      expect([width, await inView(page, '[data-testid="answer-countdown"]')]).toEqual([width, true]);
      await screenshot(page, `exam-all-scrolled-${width}`);
    }
  });

  it('待批阅: the home page and the homework page agree, and the review says when the student sees the score', async () => {
    const api = apiOf(platform.url);
    const teacherToken = (await api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const student = await api.login({ body: { username: 'student', password: DEMO_PASSWORD } });
    const studentToken = student.token!;
    const studentId = student.obj.userId;
    const clazzId = (await api.listClasses({ query: { current: 1, pageSize: 10 } }, { token: teacherToken })).obj.list[0]!.sclassId;
    const task = (await api.listTasks({ query: { courseId: 1, current: 1, pageSize: 10 } }, { token: teacherToken })).obj.list[0]!;
    const hour = 3600_000;
    const [homework] = (
      await api.publishTask(
        {
          body: {
            taskId: task.taskId,
            classIds: [clazzId],
            name: '浏览器里的待批阅',
            settings: {
              startAt: new Date(Date.now() - hour).toISOString(),
              endAt: new Date(Date.now() + hour).toISOString(),
              latePolicy: 'refuse',
              showScore: 'review',
              showAnswer: 'review',
              duplicateCheck: false,
            },
          },
        },
        { token: teacherToken },
      )
    ).obj;
    const homeworkId = homework!.homeworkId;
    // the student hands in a choice answered: scored automatically, but released only after review
    const sheet = (await api.homeworkSheet({ params: { studentId, homeworkId } }, { token: studentToken })).obj;
    const choice = sheet.questions.find((q) => q.exercise.type === 'single')!;
    const saved = await api.saveHomeworkAnswers(
      { body: { studentId, homeworkId, answers: [{ questionId: choice.questionId, answer: { choices: ['A'] }, seq: 1 }] } },
      { token: studentToken },
    );
    expect(saved.success).toBe(true);
    expect((await api.submitHomework({ body: { studentId, homeworkId } }, { token: studentToken })).success).toBe(true);

    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'teacher');
    await page.setViewport({ width: 1440, height: 900 });
    await page.goto(`${platform.url}/home`, { waitUntil: 'networkidle0' });
    const item = `[data-testid="home-to-review"] a[href$="/${homeworkId}"]`;
    await page.waitForSelector(item, { timeout: 20_000 });
    const waiting = await page.$eval(item, (a) => a.closest('li')?.querySelector('.ant-badge-count')?.getAttribute('title'));
    expect(waiting).toBe('1 份待批阅');
    await screenshot(page, 'to-review-home-1440');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(item)]);
    await page.waitForSelector('[data-testid="homework-pending"]', { timeout: 20_000 });
    expect(await page.$eval('[data-testid="homework-pending"] .ant-statistic-content-value', (e) => e.textContent)).toBe('1');
    await screenshot(page, 'to-review-homework-1440');

    for (const width of WIDTHS) {
      await page.setViewport({ width, height: width > 500 ? 900 : 844 });
      await page.goto(`${platform.url}/task-bank/task/review/studentId/homeworkId/${studentId}/${homeworkId}/1/${clazzId}`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid="review-release"]', { timeout: 20_000 });
      expect(await page.$eval('[data-testid="review-release"]', (e) => e.textContent)).toContain('学生在你点击「完成批阅」后才能看到成绩和评语');
      await screenshot(page, `to-review-release-${width}`);
    }
  });
});
