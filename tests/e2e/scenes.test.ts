/**
 * @jest-environment node
 */
import type { ElementHandle, Page } from 'puppeteer';
import { loginThroughForm, screenshot, usePlatform, waitForText } from './harness';

const platform = usePlatform();

async function byText(page: Page, selector: string, text: string): Promise<ElementHandle<Element>> {
  await waitForText(page, text, selector);
  for (const el of await page.$$(selector)) {
    if ((await el.evaluate((e) => (e as HTMLElement).innerText)).includes(text)) return el;
  }
  throw new Error(`no ${selector} with text ${text}`);
}

/** Replaces the text of a CodeMirror editor (inside `scope`) the way typing would. */
async function typeSql(page: Page, scope: string, sql: string) {
  const content = `${scope} [data-testid="sql-editor-content"]`;
  await page.waitForSelector(content, { visible: true });
  await page.$eval(content, (el, text) => {
    (el as HTMLElement).focus();
    document.execCommand('selectAll');
    document.execCommand('insertText', false, text as string);
  }, sql);
}

const INIT = "create table dept (id serial primary key, name text not null);\ninsert into dept (name) values ('信息系'), ('数学系'), ('计算机系');";

describe('scenes in a real browser', () => {
  it('a teacher builds a scene, previews its tables, saves it and runs SQL in its console', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/scene/list/1`, { waitUntil: 'networkidle0' });
    await waitForText(page, '学生选课', '.ant-table-tbody');
    await screenshot(page, 'scene-list');

    await (await byText(page, 'button', '新建场景')).click();
    await page.waitForSelector('input#name');
    await page.type('input#name', '院系');
    await typeSql(page, 'form', INIT);
    await page.click('[data-testid="scene-preview"]');
    await waitForText(page, '计算机系', '[data-testid="scene-preview-tables"]');
    await screenshot(page, 'scene-create-preview');

    await page.click('[data-testid="scene-save"]');
    await page.waitForFunction(() => /\/scene\/update\/1\/\d+$/.test(location.pathname), { timeout: 15_000 });
    await page.waitForSelector('[data-testid="scene-console"]');

    // A mistake on line 2 is shown in PostgreSQL's words and marked in the editor.
    await typeSql(page, '[data-testid="scene-console"]', 'select name\nfrom dept where nme = 1;');
    await page.click('[data-testid="sql-run"]');
    await waitForText(page, 'column "nme" does not exist', '[data-testid="sql-error"]');
    await waitForText(page, '第 2 行', '[data-testid="sql-error"]');
    await page.waitForSelector('[data-testid="scene-console"] .cm-sql-error-line');

    await typeSql(page, '[data-testid="scene-console"]', "insert into dept (name) values ('物理系');\nselect id, name from dept order by id;");
    await page.click('[data-testid="sql-run"]');
    await waitForText(page, '物理系', '[data-testid="sql-result"]');
    const ids = await page.$$eval('[data-testid="sql-result"] .ant-table-tbody tr td:first-child', (tds) => tds.map((td) => (td as HTMLElement).innerText));
    expect(ids).toEqual(['1', '2', '3', '4']);
    await screenshot(page, 'scene-console');

    // Every run starts from the scene as saved: the row inserted above is gone.
    await typeSql(page, '[data-testid="scene-console"]', 'select count(*) from dept;');
    await page.click('[data-testid="sql-run"]');
    await page.waitForFunction(
      () => (document.querySelector('[data-testid="sql-result"] .ant-table-tbody td') as HTMLElement | null)?.innerText === '3',
      { timeout: 15_000 },
    );
    await page.close();
  });

  it('an expert sees the public library with its scenes', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    await loginThroughForm(page, platform.url, 'expert');
    await page.goto(`${platform.url}/expert/public_library/scene`, { waitUntil: 'networkidle0' });
    await waitForText(page, '图书借阅', '.ant-table-tbody');
    await screenshot(page, 'expert-public-scenes');
    await page.close();
  });
});
