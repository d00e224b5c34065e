/**
 * @jest-environment node
 */
// An exam in a real browser on the built app: the teacher publishes the demo paper to the demo class with a window
// that closes in under a minute; the student starts it, answers a choice and a SQL query, reloads in the middle (the
// answers and the countdown are back), and lets the time run out: the page stops, the attempt is handed in by itself
// and the result shows, its total held while the demo mid-term of the same paper is open. The teacher then sees the
// report with the student's score.
import type { Page } from 'puppeteer';
import { apiOf, byText, DEMO_PASSWORD, loginThroughForm, screenshot, sqlEditorLabelled, typeSql, usePlatform, waitForText } from './harness';

const platform = usePlatform();
const NAME = '浏览器里的限时测验';
const REFERENCE = 'SELECT sno, sname FROM student WHERE sage < 20;';
/** the window closes this long after publishing: the attempt's deadline is the window's end */
const WINDOW_MS = 50_000;

const waitSaved = (page: Page) => page.waitForSelector('[data-testid="answer-save-state"][data-status="saved"]', { timeout: 15_000 });
/** Opens question `n` from the answer card and waits until it is the current one. */
async function goTo(page: Page, n: number) {
  await page.click(`[data-testid="answer-nav-${n}"]`);
  await page.waitForSelector(`[data-testid="answer-nav-${n}"][data-current="true"]`, { timeout: 15_000 });
}

describe('a timed exam in a real browser', () => {
  let teacherToken: string;
  let clazzId: number;
  let studentId: number;
  let examClassId: number;
  let deadline: number;

  beforeAll(async () => {
    teacherToken = (await apiOf(platform.url).login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    clazzId = (await apiOf(platform.url).listClasses({ query: { current: 1, pageSize: 10 } }, { token: teacherToken })).obj.list[0]!.sclassId;
    studentId = (await apiOf(platform.url).login({ body: { username: 'student', password: DEMO_PASSWORD } })).obj.userId;
  });

  it('the teacher publishes the demo paper with a window closing in under a minute', async () => {
    const papers = await apiOf(platform.url).listExams({ query: { courseId: 1, current: 1, pageSize: 10 } }, { token: teacherToken });
    const paper = papers.obj.list[0]!;
    const now = Date.now();
    const published = await apiOf(platform.url).publishExam(
      {
        body: {
          examId: paper.examId,
          classIds: [clazzId],
          name: NAME,
          settings: {
            startAt: new Date(now - 60_000).toISOString(),
            endAt: new Date(now + WINDOW_MS).toISOString(),
            durationMinutes: 30,
            shuffleQuestions: true,
            shuffleOptions: false,
            showScore: 'submit',
            showAnswer: 'submit',
          },
        },
      },
      { token: teacherToken },
    );
    expect(published.success).toBe(true);
    examClassId = published.obj[0]!.examClassId;
  });

  it('the student starts, answers, reloads without losing anything, and the time runs out', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await loginThroughForm(page, platform.url, 'student');
    await page.goto(`${platform.url}/stu/course/exam/1/${clazzId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`[data-testid="exam-row-enter-${examClassId}"]`, { timeout: 20_000 });
    await screenshot(page, 'exam-student-list');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click(`[data-testid="exam-row-enter-${examClassId}"]`)]);
    await page.waitForSelector('[data-testid="exam-start"]', { timeout: 20_000 });
    await screenshot(page, 'exam-student-detail');
    await page.click('[data-testid="exam-start"]');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), (await byText(page, '.ant-modal-confirm button', '开始考试')).click()]);
    expect(page.url()).toContain(`/stu/course/exam/exercise/1/${clazzId}/`);

    // the student's own (shuffled) order, as the page shows it
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const paper = (await apiOf(platform.url).examPaper({ params: { examClassId } }, { token: token! })).obj;
    deadline = Date.parse(paper.deadline);
    const numberOf = (stem: string) => paper.questions.findIndex((q) => q.exercise.stem.includes(stem)) + 1;
    const choice = numberOf('最小属性组');
    const query = numberOf('年龄小于 20 岁');
    expect(choice * query).toBeGreaterThan(0);

    await page.waitForSelector('[data-testid="answer-countdown"]', { timeout: 20_000 });
    await goTo(page, choice);
    await page.waitForSelector('[data-testid="question-option-B"]', { visible: true, timeout: 20_000 });
    await page.click('[data-testid="question-option-B"]');
    await waitSaved(page);
    await goTo(page, query);
    await typeSql(page, sqlEditorLabelled('SQL 答案'), REFERENCE);
    await waitSaved(page);
    // the address names the question on screen
    expect(page.url()).toMatch(new RegExp(`/${examClassId}/${paper.questions[query - 1]!.questionId}$`));
    await screenshot(page, 'exam-answering');

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForFunction(
      (sql: string) => document.querySelector('[data-testid="sql-editor-content"]')?.textContent?.includes(sql.slice(0, 20)),
      { timeout: 15_000 },
      REFERENCE,
    );
    await goTo(page, choice);
    await page.waitForSelector('[data-testid="question-option-B"]', { visible: true, timeout: 20_000 });
    expect(await page.$eval('[data-testid="question-option-B"]', (e) => (e instanceof HTMLInputElement ? e : e.querySelector('input'))!.checked)).toBe(true);
    const left = Number(await page.$eval('[data-testid="answer-countdown"]', (e) => e.getAttribute('data-left')));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
    expect(await page.$eval(`[data-testid="answer-nav-${query}"]`, (e) => e.getAttribute('data-state'))).toBe('answered');

    // the countdown runs out: the page stops taking answers, then the platform hands the attempt in
    await page.waitForSelector('[data-testid="answer-readonly"]', { timeout: deadline - Date.now() + 15_000 });
    await screenshot(page, 'exam-time-up');
    await page.waitForFunction((path: string) => location.pathname.startsWith(path), { timeout: 30_000 }, '/stu/course/exam/examClass/detail/');
    // the demo mid-term, the same paper, is still open for the class: the total (40 of 100) would tell its verdicts,
    // so it waits for that exam's end (server/modules/exams/open-questions.ts); the teacher sees it below
    await page.waitForSelector('[data-testid="exam-score-hidden"]', { timeout: 20_000 });
    expect(await page.$eval('[data-testid="exam-score-hidden"]', (e) => (e as HTMLElement).innerText)).toBe(
      '本场考试有题目也在你正在进行的另一场考试中，成绩在那场考试结束后公布',
    );
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('40 / 100');
    await waitForText(page, '时间到自动交卷', '[data-testid="exam-submitted"]');
    await screenshot(page, 'exam-result');
    await page.close();
  }, 180_000);

  it('the teacher sees the report with the student’s score and the question statistics', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/teacher/course/1/exam/report/${examClassId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector(`[data-testid="exam-row-score-${studentId}"]`, { timeout: 20_000 });
    expect(await page.$eval(`[data-testid="exam-row-score-${studentId}"]`, (e) => (e as HTMLElement).innerText)).toContain('40');
    await page.waitForSelector('[data-testid="exam-chart-distribution"]', { timeout: 20_000 });
    await screenshot(page, 'exam-report');
    // 题目分析 over the one hand-in: a row per question and the difficulty chart
    const analysis = await page.waitForSelector('[data-testid="item-analysis-table"] tbody tr.ant-table-row', { timeout: 20_000 });
    await analysis!.scrollIntoView();
    await page.waitForSelector('[data-testid="item-analysis-chart"]', { timeout: 20_000 });
    expect(await page.$eval('[data-testid="item-analysis-counted"]', (e) => (e as HTMLElement).innerText)).toContain('已计入 1 /');
    await screenshot(page, 'exam-item-analysis');
    await page.goto(`${platform.url}/teacher/class/${clazzId}/exam`, { waitUntil: 'networkidle0' });
    await waitForText(page, NAME);
    await screenshot(page, 'exam-class-exams');
    await page.close();
  });
});
