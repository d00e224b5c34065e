// Browser tests: the real server (production build in dist/) on a free port with a fresh embedded database,
// driven by Debian's chromium through puppeteer.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type Page } from 'puppeteer';
import { processApi } from '../contract-api';
import { ROOT, startServerProcess } from '../server-process';

export const DEMO_PASSWORD = 'Demo1234';
export const SCREENSHOTS = path.join(ROOT, 'test-output', 'screenshots');

export type Platform = { url: string; stop: () => Promise<void> };

export async function startPlatform(): Promise<Platform> {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npx max build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-e2e-'));
  // lab sandboxes bind their homes as nobody when run as root: others may pass through the data folder
  fs.chmodSync(dataDir, 0o711);
  const server = await startServerProcess({
    env: {
      HTDZ_DATA_DIR: dataDir,
      HTDZ_DEMO: '1',
      HTDZ_DEMO_PASSWORD: DEMO_PASSWORD,
      HTDZ_WEB_DIR: path.join(ROOT, 'dist'),
      DATABASE_URL: '',
    },
  });
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--lang=zh-CN',
    ],
    defaultViewport: { width: 1366, height: 850 },
  });
  return {
    browser,
    close: async () => {
      await browser.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  // A viewport shot: a full-page capture resizes the window, which flips ProLayout into its narrow layout.
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });
}

/** Waits until some element's text contains `text` (puppeteer's text selector, scoped by a CSS selector). */
export const waitForText = (page: Page, text: string, scope = 'body', timeout = 15_000) =>
  page.waitForFunction(
    (sel: string, t: string) => Array.from(document.querySelectorAll(sel)).some((el) => (el as HTMLElement).innerText?.includes(t)),
    { timeout },
    scope,
    text,
  );

/** The first element matching `selector` whose text contains `text`, once there is one. */
export async function byText(page: Page, selector: string, text: string): Promise<ElementHandle<Element>> {
  await waitForText(page, text, selector);
  for (const el of await page.$$(selector)) {
    if ((await el.evaluate((e) => (e as HTMLElement).innerText)).includes(text)) return el;
  }
  throw new Error(`no ${selector} with text ${text}`);
}

/**
 * Clicks what `find` answers, finding it again and retrying for a moment when the click cannot land: antd's menus and
 * popovers zoom in and may be re-rendered while they do, which leaves a found element unclickable or detached.
 */
export async function clickSoon(find: () => Promise<ElementHandle<Element> | null>, tries = 10) {
  for (let attempt = 1; ; attempt++) {
    try {
      const el = await find();
      if (!el) throw new Error('nothing to click');
      await el.click();
      return;
    } catch (err) {
      if (attempt >= tries) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Types into a field of a dialog once the dialog has finished opening, and checks the text is all there: antd moves
 * the focus when a modal's zoom ends, which can swallow keystrokes typed before it.
 */
export async function typeInDialog(page: Page, selector: string, text: string) {
  await page.waitForSelector(selector, { visible: true, timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear, .ant-fade-enter'), { timeout: 15_000 });
  for (let attempt = 1; ; attempt++) {
    await page.focus(selector);
    await page.keyboard.down('Control');
    await page.keyboard.press('KeyA');
    await page.keyboard.up('Control');
    await page.keyboard.press('Backspace');
    await page.type(selector, text);
    const value = await page.$eval(selector, (el) => (el as HTMLInputElement).value);
    if (value === text) return;
    if (attempt >= 3) throw new Error(`${selector} holds ${JSON.stringify(value)}, not ${JSON.stringify(text)}`);
  }
}

/** The CodeMirror editor with this accessible label (the SQL editors of questions and answers). */
export const sqlEditorLabelled = (label: string) => `[data-testid="sql-editor-content"][aria-label="${label}"]`;

/** Replaces the text of the CodeMirror editor matching `selector`, the way typing would. */
export async function typeSql(page: Page, selector: string, sql: string) {
  await page.waitForSelector(selector, { visible: true, timeout: 20_000 });
  await page.$eval(
    selector,
    (el, text) => {
      (el as HTMLElement).focus();
      document.execCommand('selectAll');
      document.execCommand('insertText', false, text as string);
    },
    sql,
  );
}

/** Signs in through the login form and waits for the layout. */
export async function loginThroughForm(page: Page, url: string, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${url}/user/login`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('input#username');
  await page.type('input#username', username);
  await page.type('input#password', password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined), page.keyboard.press('Enter')]);
  await page.waitForFunction(() => !location.pathname.startsWith('/user/login'), { timeout: 15_000 });
}

/** The contract's calls from Node (not the page) to the platform at `url`, typed: `apiOf(url).login({ body })`. */
export const apiOf = (url: string) => processApi(url);

/** The address a page fetches a contract call at: /htdz, the call's path filled from `params`, its query. */
export { addressOf } from '../contract-api';

/** One platform and one browser for a test file, started before its tests and stopped after them. */
export function usePlatform(): { readonly url: string; newPage: () => Promise<Page> } {
  let platform: Platform | undefined;
  let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  /** what the Content-Security-Policy blocked on any page: the app must run under it untouched */
  const blocked: string[] = [];
  beforeAll(async () => {
    platform = await startPlatform();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    if (blocked.length > 0) throw new Error(`the Content-Security-Policy blocked:\n${blocked.join('\n')}`);
  });
  return {
    get url() {
      if (!platform) throw new Error('the platform is not started');
      return platform.url;
    },
    /** a page in its own browser context: no storage shared with other pages */
    newPage: async () => {
      const page = await (await browser!.browser.createBrowserContext()).newPage();
      page.on('console', (m) => {
        if (/Content Security Policy/i.test(m.text())) blocked.push(m.text());
      });
      return page;
    },
  };
}
