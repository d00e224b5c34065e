/**
 * @jest-environment node
 */
// Starting a term in a real browser: a teacher opens a class and adds two students by 学号 + 姓名; the accounts are
// made with first passwords shown once on the page, with 打印 for that table alone. One student signs in with the
// printed password, is made to choose their own before anything else, and then reaches their home with the course.
import type { Page } from 'puppeteer';
import { apiOf, byText, clickSoon, DEMO_PASSWORD, loginThroughForm, screenshot, typeInDialog, usePlatform, waitForText } from './harness';

const platform = usePlatform();
const COURSE = '数据库系统原理';

/** The first password the page shows for a 学号, read from the table of first passwords. */
const passwordOn = (page: Page, code: string) =>
  page.$$eval(
    '[data-testid="first-passwords"] tbody tr',
    (rows, wanted) => {
      const row = rows.find((r) => r.querySelector('td')?.textContent?.trim() === wanted);
      return row?.querySelectorAll('td')[2]?.textContent?.trim() ?? null;
    },
    code,
  );

describe('a class for the new term, and its students’ first passwords', () => {
  let password: string;

  it('a teacher opens a class, adds two students by 学号 and 姓名, and reads their first passwords off the page', async () => {
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/sclass/edit/0`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="class-form"] input#name');
    await page.type('[data-testid="class-form"] input#name', '2026级数据库春季班');
    await page.click('[data-testid="class-form-course"]');
    await waitForText(page, COURSE, '.ant-select-dropdown');
    await page.$$eval(
      '.ant-select-dropdown .ant-select-item-option',
      (els, name) => (els.find((e) => (e as HTMLElement).innerText.trim() === name) as HTMLElement).click(),
      COURSE,
    );
    await page.type('[data-testid="class-form-description"]', '周三下午机房上机');
    await page.click('[data-testid="class-save"]');
    await page.waitForFunction(() => /^\/sclass\/edit\/[1-9]\d*$/.test(location.pathname), { timeout: 15_000 });

    await page.waitForSelector('[data-testid="class-add-students"]');
    await clickSoon(() => page.$('[data-testid="class-add-students"]'));
    await typeInDialog(page, '[data-testid="class-add-students-input"]', 'e2e2026001 周一鸣\ne2e2026002\t吴二妹');
    await waitForText(page, '已识别 2 名学生', '[data-testid="class-add-students-count"]');
    await clickSoon(() => page.$('[data-testid="class-add-students-ok"]'));

    await page.waitForSelector('[data-testid="first-passwords"] tbody tr', { visible: true, timeout: 15_000 });
    await waitForText(page, '初始密码只显示这一次');
    // the add dialog has gone and the passwords' one has finished opening
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-zoom-leave, .ant-fade-leave'), { timeout: 15_000 });
    await page.waitForSelector('[data-testid="class-add-students-input"]', { hidden: true, timeout: 15_000 });
    password = (await passwordOn(page, 'e2e2026001'))!;
    expect(password).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
    expect(await passwordOn(page, 'e2e2026002')).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
    await screenshot(page, 'class-term-first-passwords');

    // 打印 prints a copy of the table alone: what the print shows is the class's name and the two rows
    await page.evaluate(() => {
      const w = window as unknown as { printed: string | null };
      w.printed = null;
      window.print = () => {
        const copy = document.querySelector('body > [data-print-only]') as HTMLElement | null;
        const hidden = Array.from(document.body.children).filter((el) => el !== copy && getComputedStyle(el).display !== 'none').length;
        w.printed = copy ? `${copy.innerText}|${hidden}` : null;
      };
    });
    await page.emulateMediaType('print');
    await clickSoon(() => page.$('[data-testid="first-passwords-print"]'));
    const printed = await page.evaluate(() => (window as unknown as { printed: string | null }).printed);
    await page.emulateMediaType();
    // once the print dialog closes, the copy goes
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await page.$('body > [data-print-only]')).toBeNull();
    expect(printed).toContain('2026级数据库春季班 学生初始密码');
    expect(printed).toContain(password);
    expect(printed).toContain('吴二妹');
    expect(printed).not.toContain('只显示这一次');
    // nothing else of the page is printed
    expect(printed?.split('|').pop()).toBe('0');

    await clickSoon(() => page.$('[data-testid="first-passwords-close"]'));
    // closed, the passwords leave the page
    await page.waitForSelector('[data-testid="first-passwords"]', { hidden: true, timeout: 15_000 });
    expect(await page.$('[data-testid="first-passwords"]')).toBeNull();
    await waitForText(page, 'e2e2026002', '[data-testid="class-roster"]');
    await waitForText(page, '其中 2 名新建了学生账号', '[data-testid="class-add-students-result"]');
    await page.$eval('[data-testid="class-roster"]', (el) => el.scrollIntoView());
    await screenshot(page, 'class-term-roster');

    // 删除班级 names what would go before anything is deleted
    await clickSoon(() => page.$('[data-testid="class-delete"]'));
    await page.waitForSelector('[data-testid="class-delete-confirm"]', { visible: true, timeout: 15_000 });
    await waitForText(page, '删除班级“2026级数据库春季班”？', '.ant-modal-confirm');
    await waitForText(page, '名单中的 2 名学生', '[data-testid="class-delete-confirm"]');
    await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'), { timeout: 15_000 });
    await screenshot(page, 'class-term-delete-confirm');
    await (await byText(page, '.ant-modal-confirm button', '取')).click();
    await page.waitForSelector('[data-testid="class-delete-confirm"]', { hidden: true, timeout: 15_000 });

    // the class list: the new class is 进行中, the demo class of 2025 已结束
    await page.goto(`${platform.url}/teacher/sclassList`, { waitUntil: 'networkidle0' });
    await waitForText(page, '2026级数据库春季班', '[data-testid="class-list"] .ant-table-tbody');
    expect(await page.$eval('[data-testid="class-list"] .ant-table-tbody', (el) => (el as HTMLElement).innerText)).not.toContain('2023级计算机科学1班');
    await screenshot(page, 'class-term-list-current');
    await (await byText(page, '[data-testid="class-state-tabs"] .ant-tabs-tab', '已结束')).click();
    await waitForText(page, '2023级计算机科学1班', '[data-testid="class-list"] .ant-table-tbody');
    expect(await page.$eval('[data-testid="class-list"] .ant-table-tbody', (el) => (el as HTMLElement).innerText)).not.toContain('2026级数据库春季班');
    await page.close();
  });

  it('the student signs in with the printed password, must choose their own first, and then reaches their home', async () => {
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'e2e2026001', password);
    await page.waitForSelector('[data-testid="first-password-gate"]', { timeout: 15_000 });
    expect(await page.evaluate(() => location.pathname)).toBe('/center');
    await waitForText(page, '请先设置新密码');
    await screenshot(page, 'class-term-must-change');

    // another address does not get past it: the same form, nothing else of the platform
    await page.goto(`${platform.url}/stu/course`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="first-password-gate"]', { timeout: 15_000 });
    expect(await page.evaluate(() => location.pathname)).toBe('/center');

    await page.type('input#oldPassword', password);
    await page.type('input#newPassword', 'Spring2026');
    await page.type('input#confirm', 'Spring2026');
    await (await byText(page, '[data-testid="first-password-gate"] button', '修改密码')).click();
    await page.waitForFunction(() => location.pathname === '/home', { timeout: 15_000 });
    await waitForText(page, COURSE, 'body', 20_000);
    expect(await page.$('[data-testid="first-password-gate"]')).toBeNull();
    await screenshot(page, 'class-term-student-home');

    // the new password is the one from now on; the printed one no longer signs in
    const api = apiOf(platform.url);
    expect((await api.login({ body: { username: 'e2e2026001', password: 'Spring2026' } })).obj.mustChangePassword).toBe(false);
    expect((await api.login({ body: { username: 'e2e2026001', password } })).success).toBe(false);
    expect((await api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).success).toBe(true);
    await page.close();
  });
});
