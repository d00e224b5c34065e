/**
 * @jest-environment node
 */
import type { Page } from 'puppeteer';
import { addressOf, apiOf, DEMO_PASSWORD, loginThroughForm, screenshot, usePlatform, waitForText } from './harness';

const GREEN = 'rgb(82, 196, 26)';
const platform = usePlatform();

const topMenuTexts = (page: Page) =>
  page.$$eval('.ant-menu-horizontal > .ant-menu-item, .ant-menu-horizontal > .ant-menu-submenu', (items) =>
    items.map((i) => (i as HTMLElement).innerText.trim()).filter(Boolean),
  );

async function openAccountMenuAndClick(page: Page, label: string) {
  // Leave and come back as a person would, so a closing popup from a previous click is never used.
  await page.mouse.move(5, 400);
  await page.waitForFunction(() => !document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)'));
  await page.hover('[data-testid="account-menu"]');
  await page.waitForSelector('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { visible: true });
  const items = await page.$$('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item');
  for (const item of items) {
    const text = await item.evaluate((el) => (el as HTMLElement).innerText);
    // A DOM click: the dropdown may still be animating, which puppeteer's pointer click refuses.
    if (text.includes(label)) return item.evaluate((el) => (el as HTMLElement).click());
  }
  throw new Error(`account menu has no entry ${label}`);
}

describe('the shell in a real browser', () => {
  it('shows the login page in green and sends an anonymous visitor there with a redirect', async () => {
    const page = await platform.newPage();
    await page.goto(`${platform.url}/teacher/list?tab=2`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => location.pathname === '/user/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/teacher/list?tab=2');
    const buttonColour = await page.$eval('.ant-btn-primary', (b) => getComputedStyle(b).backgroundColor);
    expect(buttonColour).toBe(GREEN);
    await screenshot(page, 'login');
    await page.close();
  });

  it('a wrong password is reported on the form', async () => {
    const page = await platform.newPage();
    await page.goto(`${platform.url}/user/login`, { waitUntil: 'networkidle0' });
    await page.type('input#username', 'teacher');
    await page.type('input#password', 'not-the-password');
    await page.keyboard.press('Enter');
    await waitForText(page, '账号或密码错误');
    expect(new URL(page.url()).pathname).toBe('/user/login');
    await page.close();
  });

  it('teastu signs in, sees the green top menu from the server, switches to 学生 and logs out', async () => {
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'teastu');
    await page.waitForSelector('.ant-menu-horizontal');
    await waitForText(page, '班级管理', '.ant-menu-horizontal');
    expect(await topMenuTexts(page)).toEqual(expect.arrayContaining(['首页', '我的课程', '班级管理', '意见反馈']));
    await page.goto(`${platform.url}/home`, { waitUntil: 'networkidle0' });
    await waitForText(page, '赵老师', '[data-testid="account-menu"]');
    const selectedColour = await page.$eval('.ant-menu-horizontal .ant-menu-item-selected', (el) => getComputedStyle(el).color);
    expect(selectedColour).toBe(GREEN);
    await screenshot(page, 'home-teacher');

    await openAccountMenuAndClick(page, '学生');
    await page.waitForFunction(() => location.pathname === '/home');
    await page.waitForFunction(
      () => !Array.from(document.querySelectorAll('.ant-menu-horizontal .ant-menu-item')).some((el) => (el as HTMLElement).innerText.includes('班级管理')),
    );
    expect(await topMenuTexts(page)).toEqual(expect.arrayContaining(['首页', '我的课程']));
    const me = await page.evaluate(async (address: string) => {
      const res = await fetch(address, { headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` } });
      return (await res.json()).obj.roleType as number;
    }, addressOf('getCurrentUser'));
    expect(me).toBe(4);

    await openAccountMenuAndClick(page, '退出登录');
    await page.waitForFunction(() => location.pathname === '/user/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/home');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    // Logout restored the first role, so the next sign-in starts as 教师 again.
    const again = await apiOf(platform.url).login({ body: { username: 'teastu', password: DEMO_PASSWORD } });
    expect(again.obj.roleType).toBe(3);
    await page.close();
  });

  it('a 401 from the server (session ended elsewhere) sends the user to login with a redirect', async () => {
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'student');
    await page.goto(`${platform.url}/feedback/list`, { waitUntil: 'networkidle0' });
    // Ending the session from another device revokes every token of the user.
    const other = await apiOf(platform.url).login({ body: { username: 'student', password: DEMO_PASSWORD } });
    await apiOf(platform.url).logout({}, { token: other.token });
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForFunction(() => location.pathname === '/user/login', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/feedback/list');
    await page.close();
  });

  it('a teacher route opened by a student shows 403, an unknown path 404', async () => {
    const page = await platform.newPage();
    await loginThroughForm(page, platform.url, 'student');
    await page.goto(`${platform.url}/sys/user`, { waitUntil: 'networkidle0' });
    await waitForText(page, '403');
    await page.goto(`${platform.url}/no/such/page`, { waitUntil: 'networkidle0' });
    await waitForText(page, '404');
    await page.close();
  });
});
