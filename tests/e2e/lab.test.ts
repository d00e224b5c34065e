/**
 * @jest-environment node
 */
// A lab in a real browser on the built app and the real sandbox: the student opens the course's labs, starts the
// PostgreSQL image, types `psql -c 'select 1'` in the terminal and sees the answer; the teacher sees the container in
// the course's list, watches its terminal (read-only) and stops it; the student's page says the teacher stopped it.
import type { Page } from 'puppeteer';
import { apiOf, byText, clickSoon, DEMO_PASSWORD, loginThroughForm, screenshot, usePlatform, waitForText } from './harness';

const platform = usePlatform();
const COURSE = 1;

/** What the terminal shows now (xterm draws its rows as text in .xterm-rows). */
const terminalText = (page: Page, scope = 'body') =>
  page.$eval(`${scope} [data-testid="lab-terminal"] .xterm-rows`, (el) => (el as HTMLElement).innerText).catch(() => '');

async function waitForTerminal(page: Page, text: string, scope = 'body', timeout = 30_000) {
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    if ((await terminalText(page, scope)).includes(text)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the terminal never showed ${text}; it shows:\n${await terminalText(page, scope)}`);
}

describe('a lab in a real browser', () => {
  let clazzId: number;
  let imageId: number;
  let student: Page;

  beforeAll(async () => {
    const teacherToken = (await apiOf(platform.url).login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    clazzId = (await apiOf(platform.url).listClasses({ query: { current: 1, pageSize: 10 } }, { token: teacherToken })).obj.list[0]!.sclassId;
    const images = await apiOf(platform.url).listLabImages({ query: { courseId: COURSE, current: 1, pageSize: 10 } }, { token: teacherToken });
    imageId = images.obj.list[0]!.imageId;
  });

  it('the student starts the PostgreSQL lab and runs psql in the terminal', async () => {
    student = await platform.newPage();
    await student.setViewport({ width: 1360, height: 900 });
    await loginThroughForm(student, platform.url, 'student');
    await student.goto(`${platform.url}/stu/images/${COURSE}/${clazzId}`, { waitUntil: 'networkidle0' });
    await waitForText(student, 'PostgreSQL 个人实验环境');
    await screenshot(student, 'lab-images');
    await clickSoon(() => student.$(`[data-testid="lab-start-${imageId}"]`));

    await student.waitForSelector('[data-testid="lab-start-button"]', { visible: true, timeout: 15_000 });
    expect(student.url()).toContain(`/stu/start/${COURSE}/student/4/${clazzId}`);
    await waitForText(student, 'PostgreSQL 15 个人实例');
    await screenshot(student, 'lab-start');
    await clickSoon(() => student.$('[data-testid="lab-start-button"]'));

    await student.waitForFunction((c) => location.pathname === `/stu/container/1/student/4/${c}`, { timeout: 30_000 }, clazzId);
    await student.waitForSelector('[data-testid="lab-terminal"][data-status="open"]', { timeout: 30_000 });
    await waitForTerminal(student, 'PostgreSQL 已启动');
    await student.click('[data-testid="lab-terminal"] .xterm');
    await student.type('[data-testid="lab-terminal"] .xterm-helper-textarea', "psql -c 'select 1'\n");
    await waitForTerminal(student, '(1 row)');
    expect(await terminalText(student)).toMatch(/\?column\?\s*\n-+\s*\n\s*1\s*\n\(1 row\)/);
    await waitForText(student, '运行中', '[data-testid="lab-container-state"]');
    await screenshot(student, 'lab-terminal');
  });

  it('the teacher sees the container, watches it read-only and stops it; the student is told', async () => {
    const teacher = await platform.newPage();
    await teacher.setViewport({ width: 1360, height: 900 });
    await loginThroughForm(teacher, platform.url, 'teacher');
    await teacher.goto(`${platform.url}/teacher/container/${COURSE}`);
    const row = await byText(teacher, '.ant-table-tbody tr', 'student');
    expect(await row.evaluate((el) => (el as HTMLElement).innerText)).toContain('PostgreSQL 个人实验环境');
    await screenshot(teacher, 'lab-containers');

    const open = await teacher.$('[data-testid^="lab-containers-open-"]');
    const containerId = Number((await open!.evaluate((el) => el.getAttribute('data-testid')))!.replace('lab-containers-open-', ''));
    await clickSoon(() => teacher.$(`[data-testid="lab-containers-open-${containerId}"]`));
    await teacher.waitForSelector('[data-testid="lab-terminal-drawer"] [data-testid="lab-terminal-observer"]', { visible: true, timeout: 15_000 });
    await waitForTerminal(teacher, '(1 row)', '[data-testid="lab-terminal-drawer"]');
    // what the student types shows on the teacher's screen
    await student.type('[data-testid="lab-terminal"] .xterm-helper-textarea', 'echo seen-by-$((6*7))\n');
    await waitForTerminal(teacher, 'seen-by-42', '[data-testid="lab-terminal-drawer"]');
    await screenshot(teacher, 'lab-observer');
    await clickSoon(() => teacher.$('.ant-drawer-open .ant-drawer-close'));
    await teacher.waitForSelector('.ant-drawer-open', { hidden: true, timeout: 10_000 });

    // the closing drawer may still take the first click: click 停止 until its confirmation opens
    const confirm = '.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons';
    for (let i = 0; i < 20 && !(await teacher.$(confirm)); i++) {
      await clickSoon(() => teacher.$(`[data-testid="lab-containers-stop-${containerId}"]`));
      await new Promise((r) => setTimeout(r, 300));
    }
    await clickSoon(() => byText(teacher, '.ant-popover:not(.ant-popover-hidden) .ant-popconfirm-buttons button', '停'));
    await teacher.waitForSelector('[data-testid="lab-containers-empty"]', { timeout: 20_000 });

    await screenshot(teacher, 'lab-containers-stopped');

    // the terminal hears it at once; the page then shows the stopped container with why
    await waitForText(student, '教师停止了容器', 'body', 20_000);
    await student.waitForSelector('[data-testid="lab-container-start-again"]', { timeout: 20_000 });
    await screenshot(student, 'lab-stopped');
    await teacher.close();
    await student.close();
  });
});
