/**
 * @jest-environment node
 */
import { byText, loginThroughForm, screenshot, typeSql, usePlatform, waitForText } from './harness';

const platform = usePlatform();

/** The SQL editor inside `scope`. */
const editorIn = (scope: string) => `${scope} [data-testid="sql-editor-content"]`;

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
    await typeSql(page, editorIn('form'), INIT);
    await page.click('[data-testid="scene-preview"]');
    await waitForText(page, '计算机系', '[data-testid="scene-preview-tables"]');
    await screenshot(page, 'scene-create-preview');

    await page.click('[data-testid="scene-save"]');
    await page.waitForFunction(() => /\/scene\/update\/1\/\d+$/.test(location.pathname), { timeout: 15_000 });
    await page.waitForSelector('[data-testid="scene-console"]');

    // A mistake on line 2 is shown in PostgreSQL's words and marked in the editor.
    await typeSql(page, editorIn('[data-testid="scene-console"]'), 'select name\nfrom dept where nme = 1;');
    await page.click('[data-testid="sql-run"]');
    await waitForText(page, 'column "nme" does not exist', '[data-testid="sql-error"]');
    await waitForText(page, '第 2 行', '[data-testid="sql-error"]');
    await page.waitForSelector('[data-testid="scene-console"] .cm-sql-error-line');

    await typeSql(page, editorIn('[data-testid="scene-console"]'), "insert into dept (name) values ('物理系');\nselect id, name from dept order by id;");
    await page.click('[data-testid="sql-run"]');
    await waitForText(page, '物理系', '[data-testid="sql-result"]');
    const ids = await page.$$eval('[data-testid="sql-result"] .ant-table-tbody tr td:first-child', (tds) => tds.map((td) => (td as HTMLElement).innerText));
    expect(ids).toEqual(['1', '2', '3', '4']);
    await screenshot(page, 'scene-console');

    // Every run starts from the scene as saved: the row inserted above is gone.
    await typeSql(page, editorIn('[data-testid="scene-console"]'), 'select count(*) from dept;');
    await page.click('[data-testid="sql-run"]');
    await page.waitForFunction(() => (document.querySelector('[data-testid="sql-result"] .ant-table-tbody td') as HTMLElement | null)?.innerText === '3', {
      timeout: 15_000,
    });
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
