/**
 * @jest-environment node
 */
// Extra exam minutes 加时 in a real browser on the built app: the teacher opens an exam's report, grants the demo student
// 20 extra minutes in the 加时 dialog (the grant listed with who made it), and the student's exam page, start dialog and
// timer show the longer time: 30 + 20 = 50 minutes, the deadline 50 minutes after starting.
import type { Page } from 'puppeteer';
import { apiOf, byText, DEMO_PASSWORD, loginThroughForm, screenshot, usePlatform, waitForText } from './harness';

const platform = usePlatform();
const NAME = '加时测验';
const MINUTES = 30;
const EXTRA = 20;

const textOf = (page: Page, selector: string) => page.$eval(selector, (e) => (e as HTMLElement).innerText);

describe('extra exam minutes in a real browser', () => {
  let clazzId: number;
  let studentId: number;
  let studentName: string;
  let examId: number;
  let examClassId: number;

  beforeAll(async () => {
    const api = apiOf(platform.url);
    const teacherToken = (await api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const student = await api.login({ body: { username: 'student', password: DEMO_PASSWORD } });
    studentId = student.obj.userId;
    studentName = (await api.getCurrentUser({}, { token: student.token! })).obj.userName;
    clazzId = (await api.listClasses({ query: { current: 1, pageSize: 10 } }, { token: teacherToken })).obj.list[0]!.sclassId;
    examId = (await api.listExams({ query: { courseId: 1, current: 1, pageSize: 10 } }, { token: teacherToken })).obj.list[0]!.examId;
    const now = Date.now();
    const published = await api.publishExam(
      {
        body: {
          examId,
          classIds: [clazzId],
          name: NAME,
          settings: {
            startAt: new Date(now - 60_000).toISOString(),
            endAt: new Date(now + 3 * 3600_000).toISOString(),
            durationMinutes: MINUTES,
            shuffleQuestions: false,
            shuffleOptions: false,
            showScore: 'submit',
            showAnswer: 'end',
          },
        },
      },
      { token: teacherToken },
    );
    expect(published.success).toBe(true);
    examClassId = published.obj[0]!.examClassId;
  });

  it('the teacher grants the student 20 extra minutes in the report’s 加时 dialog', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/teacher/course/1/exam/report/${examClassId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="exam-extend"]', { timeout: 20_000 });
    await page.click('[data-testid="exam-extend"]');
    await page.waitForSelector('[data-testid="extension-students"]', { visible: true, timeout: 15_000 });
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'), { timeout: 15_000 });

    // the student, found by name in the class's list
    await page.click('[data-testid="extension-students"] .ant-select-selector');
    await page.keyboard.type(studentName);
    await (await byText(page, '.ant-select-item-option', studentName)).click();
    await page.keyboard.press('Escape');
    // 20 minutes
    const minutes = (await page.$('input[data-testid="extension-minutes"]')) ?? (await page.$('[data-testid="extension-minutes"] input'));
    await minutes!.click({ clickCount: 3 });
    await minutes!.type(String(EXTRA));
    await page.click('[data-testid="extension-grant"]');

    await page.waitForSelector(`[data-testid="extension-row-${studentId}"]`, { timeout: 15_000 });
    const listed = await textOf(page, '.ant-modal .ant-table-tbody');
    expect(listed).toContain(studentName);
    expect(listed).toContain(`${EXTRA} 分钟`);
    expect(listed).toContain('撤销');
    await screenshot(page, 'exam-extension-granted');

    await page.click('.ant-modal-footer button');
    await page.waitForSelector(`[data-testid="exam-row-extra-${studentId}"]`, { timeout: 15_000 });
    expect(await textOf(page, `[data-testid="exam-row-extra-${studentId}"]`)).toBe(`加时 ${EXTRA} 分钟`);
    await page.$eval(`[data-testid="exam-row-extra-${studentId}"]`, (e) => e.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'exam-extension-report');
    await page.close();
  }, 120_000);

  it('the student’s exam page, start dialog and timer show the longer time', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await loginThroughForm(page, platform.url, 'student');
    await page.goto(`${platform.url}/stu/course/exam/examClass/detail/1/${clazzId}/${examId}/${examClassId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="exam-duration"]', { timeout: 20_000 });
    const duration = await textOf(page, '[data-testid="exam-duration"]');
    expect(duration).toContain(`${MINUTES + EXTRA} 分钟`);
    expect(duration).toContain(`含加时 ${EXTRA} 分钟`);
    await screenshot(page, 'exam-extension-detail');

    await page.click('[data-testid="exam-start"]');
    await page.waitForSelector('[data-testid="exam-start-content"]', { visible: true, timeout: 15_000 });
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'), { timeout: 15_000 });
    const dialog = await textOf(page, '[data-testid="exam-start-content"]');
    expect(dialog).toContain(`老师已为你加时 ${EXTRA} 分钟`);
    expect(dialog).toContain(`考试时长 ${MINUTES + EXTRA} 分钟`);
    await screenshot(page, 'exam-extension-start-dialog');
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), (await byText(page, '.ant-modal-confirm button', '开始考试')).click()]);

    await page.waitForSelector('[data-testid="answer-countdown"]', { timeout: 20_000 });
    await waitForText(page, `已加时 ${EXTRA} 分钟`, '[data-testid="exam-extra"]');
    const left = Number(await page.$eval('[data-testid="answer-countdown"]', (e) => e.getAttribute('data-left')));
    expect(left).toBeGreaterThan((MINUTES + EXTRA - 1) * 60);
    expect(left).toBeLessThanOrEqual((MINUTES + EXTRA) * 60);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const paper = (await apiOf(platform.url).examPaper({ params: { examClassId } }, { token: token! })).obj;
    expect((Date.parse(paper.deadline) - Date.parse(paper.startedAt)) / 60_000).toBe(MINUTES + EXTRA);
    await screenshot(page, 'exam-extension-timer');
    await page.close();
  }, 120_000);
});
