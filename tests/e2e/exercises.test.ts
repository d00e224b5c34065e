/**
 * @jest-environment node
 */
// The question bank and practice in a real browser on the built app: a teacher writes a single choice and a SQL
// query in the editor (with a run of the reference answer and a wrong try-out), the other types are added through
// the API, every type is previewed as a student sees it, and the demo student practises the SQL question: wrong
// first, then right, with the analysis released.
import type { ElementHandle, Page } from 'puppeteer';
import type { Exercise, ExerciseSummary } from '../../contract/exercise';
import type { KnowledgePoint } from '../../contract/knowledge';
import { api, DEMO_PASSWORD, loginThroughForm, screenshot, usePlatform, waitForText } from './harness';

const platform = usePlatform();

async function byText(page: Page, selector: string, text: string): Promise<ElementHandle<Element>> {
  await waitForText(page, text, selector);
  for (const el of await page.$$(selector)) {
    if ((await el.evaluate((e) => (e as HTMLElement).innerText)).includes(text)) return el;
  }
  throw new Error(`no ${selector} with text ${text}`);
}

/** Replaces the text of the CodeMirror editor with this accessible label, the way typing would. */
async function typeSql(page: Page, label: string, sql: string) {
  const content = `[data-testid="sql-editor-content"][aria-label="${label}"]`;
  await page.waitForSelector(content, { visible: true, timeout: 20_000 });
  await page.$eval(
    content,
    (el, text) => {
      (el as HTMLElement).focus();
      document.execCommand('selectAll');
      document.execCommand('insertText', false, text as string);
    },
    sql,
  );
}

async function typeStem(page: Page, text: string) {
  const editor = '[data-testid="rich-text-content"] .ProseMirror';
  await page.waitForSelector(editor, { visible: true, timeout: 20_000 });
  await page.click(editor);
  await page.keyboard.type(text);
}

const REFERENCE = "SELECT sname FROM student WHERE sdept = 'CS'";

describe('question bank and practice in a real browser', () => {
  let token: string;
  let point: KnowledgePoint;
  let clazzId: number;

  beforeAll(async () => {
    token = (await api<unknown>(platform.url, '/login', { body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    point = (await api<KnowledgePoint>(platform.url, '/knowledge/save', { token, body: { courseId: 1, name: '单表查询' } })).obj;
    clazzId = (await api<{ list: { sclassId: number }[] }>(platform.url, '/sclass/list?current=1&pageSize=10', { token })).obj.list[0]!.sclassId;
  });

  it('a teacher writes a single choice and a SQL query in the editor, sees the list and previews every type', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/question-bank/create/courseId/parentId/1/0`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="exercise-form"]', { timeout: 20_000 });

    // a single choice: stem, four options (the form starts with four), the third one right
    await typeStem(page, '关系数据库中，用来唯一标识一个元组的是');
    for (const [key, text] of [['A', '外码'], ['B', '索引'], ['C', '主码'], ['D', '视图']] as const) {
      if (!(await page.$(`input[aria-label="选项 ${key}"]`))) await page.click('[data-testid="exercise-option-add"]');
      await page.type(`input[aria-label="选项 ${key}"]`, text);
    }
    await page.$eval('[aria-label="选项 C 是正确答案"]', (el) => (el as HTMLElement).click());
    await screenshot(page, 'exercise-create-single');
    await page.click('[data-testid="exercise-save-next"]');
    await waitForText(page, '题目已保存', '.ant-message', 20_000);

    // a SQL query: scene, reference answer run, a wrong try-out explained, saved
    await (await byText(page, '[data-testid="exercise-type"] label', 'SQL 查询')).click();
    await page.waitForSelector('#sceneId', { timeout: 15_000 });
    await page.$eval('[data-testid="rich-text-content"] .ProseMirror', (el) => {
      (el as HTMLElement).focus();
      document.execCommand('selectAll');
      document.execCommand('delete');
    });
    await typeStem(page, '查询计算机系（CS）全体学生的姓名。');
    await page.click('#sceneId');
    await page.type('#sceneId', '学生选课');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="exercise-scene-tables"]', { timeout: 20_000 });
    await typeSql(page, '参考答案', REFERENCE);
    await page.click('[data-testid="exercise-reference-run"]');
    await waitForText(page, '李勇', 'body', 30_000);
    await typeSql(page, '试答的 SQL', 'SELECT sname FROM student');
    await page.click('[data-testid="exercise-tryout-check"]');
    await waitForText(page, '判为错误', '[data-testid="exercise-tryout-verdict"]', 30_000);
    await screenshot(page, 'exercise-create-sql');
    await page.click('[data-testid="exercise-save"]');
    await page.waitForFunction(() => location.pathname.startsWith('/question-bank/list/1'), { timeout: 30_000 });

    const saved = await api<{ list: ExerciseSummary[] }>(platform.url, '/exercise/list?courseId=1&current=1&pageSize=50', { token });
    const single = saved.obj.list.find((e) => e.stemText === '关系数据库中，用来唯一标识一个元组的是')!;
    const query = saved.obj.list.find((e) => e.stemText === '查询计算机系（CS）全体学生的姓名。')!;
    const singleFull = await api<Exercise>(platform.url, `/exercise/${single.exerciseId}`, { token });
    expect(singleFull.obj.spec).toMatchObject({ type: 'single', answer: 'C' });
    const queryFull = await api<Exercise>(platform.url, `/exercise/${query.exerciseId}`, { token });
    expect(queryFull.obj.spec).toMatchObject({ type: 'query', sceneId: 3, referenceSql: REFERENCE });

    // the other types, and the SQL question linked to a knowledge point with an analysis, through the API
    const verify = 'SELECT sno, sname, sage FROM student ORDER BY sno';
    const others = [
      { type: 'multiple', options: [{ key: 'A', text: 'INSERT' }, { key: 'B', text: 'CREATE' }, { key: 'C', text: 'UPDATE' }], answers: ['A', 'C'], partialCredit: true },
      { type: 'judge', answer: false },
      { type: 'fill', blanks: [{ answers: ['主键', 'primary key'] }, { answers: ['外键'] }], caseSensitive: false },
      { type: 'short', referenceAnswer: '<p>原子性、一致性、隔离性、持久性</p>', keywords: ['原子性'] },
      { type: 'dml', sceneId: 3, referenceSql: "UPDATE student SET sage = sage + 1 WHERE sdept = 'CS'", verifySql: verify },
      { type: 'ddl', sceneId: 3, referenceSql: 'ALTER TABLE student ADD COLUMN email text', verifySql: "SELECT column_name FROM information_schema.columns WHERE table_name = 'student' ORDER BY 1" },
      { type: 'view', sceneId: 3, referenceSql: "CREATE VIEW cs AS SELECT * FROM student WHERE sdept = 'CS'", verifySql: 'SELECT sname FROM cs ORDER BY 1' },
      { type: 'function', sceneId: 3, referenceSql: 'CREATE FUNCTION n() RETURNS bigint AS $$ SELECT count(*) FROM student $$ LANGUAGE sql', verifySql: 'SELECT n()' },
      {
        type: 'trigger',
        sceneId: 3,
        referenceSql:
          "CREATE FUNCTION up() RETURNS trigger AS $$ BEGIN NEW.sname := upper(NEW.sname); RETURN NEW; END $$ LANGUAGE plpgsql;\nCREATE TRIGGER t BEFORE INSERT ON student FOR EACH ROW EXECUTE FUNCTION up();",
        verifySql: "INSERT INTO student (sno, sname) VALUES ('x1', 'abc'); SELECT sname FROM student WHERE sno = 'x1'",
      },
    ];
    const ids = [single.exerciseId, query.exerciseId];
    for (const spec of others) {
      const made = await api<Exercise>(platform.url, '/exercise/save', { token, body: { courseId: 1, stem: `<p>${spec.type} 题</p>`, score: 5, spec } });
      expect(made.message).toBe('操作成功');
      ids.push(made.obj.exerciseId);
    }
    await api(platform.url, '/exercise/save', {
      token,
      body: { ...queryFull.obj, exerciseId: query.exerciseId, courseId: 1, parentId: null, knowIds: [point.knowId], analysis: '<p>用 WHERE 子句按 sdept 过滤。</p>' },
    });

    await page.waitForSelector('.ant-table-tbody tr', { timeout: 20_000 });
    await waitForText(page, '查询计算机系（CS）全体学生的姓名', '.ant-table-tbody');
    await page.reload({ waitUntil: 'networkidle0' });
    await waitForText(page, '触发器', '.ant-table-tbody', 20_000);
    await screenshot(page, 'question-bank-list');

    for (const id of ids) {
      await page.goto(`${platform.url}/question-bank/preview/courseId/exerciseId/1/${id}/0`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('[data-testid="question-view"]', { timeout: 20_000 });
    }
    await page.goto(`${platform.url}/question-bank/preview/courseId/exerciseId/1/${single.exerciseId}/0`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="question-view"]');
    expect(await page.$('[data-testid="question-answer-panel"]')).toBeNull();
    await page.click('[data-testid="preview-show-answer"]');
    await waitForText(page, 'C', '[data-testid="question-answer-panel"]');
    await screenshot(page, 'question-preview');
    await page.close();
  }, 240_000);

  it('a student practises the SQL question: runs it, gets it wrong with a reason, then right with the analysis', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await loginThroughForm(page, platform.url, 'student');
    await page.goto(`${platform.url}/stu/course/knowledge/list/1/${clazzId}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '单表查询', '[data-testid="practice-knowledge-table"]', 20_000);
    await screenshot(page, 'stu-knowledge-list');
    await page.goto(`${platform.url}/stu/course/knowledge/exercise/1/${clazzId}/${point.knowId}`, { waitUntil: 'networkidle0' });
    await waitForText(page, '查询计算机系（CS）全体学生的姓名', '[data-testid="practice-exercise-table"]', 20_000);
    await screenshot(page, 'stu-knowledge-exercises');
    await (await byText(page, '[data-testid="practice-exercise-table"] a', '查询计算机系（CS）全体学生的姓名')).click();
    await page.waitForSelector('[data-testid="question-view"]', { timeout: 20_000 });

    await typeSql(page, 'SQL 答案', 'SELECT sname FROM student');
    await page.click('[data-testid="question-sql-run"]');
    await waitForText(page, '刘晨', '[data-testid="question-view"]', 30_000);
    await page.click('[data-testid="practice-submit"]');
    await waitForText(page, '行', '[data-testid="practice-verdict-message"]', 30_000);
    const wrong = await page.$eval('[data-testid="practice-verdict"]', (el) => (el as HTMLElement).innerText);
    expect(wrong).not.toContain('回答正确');
    expect(await page.$('[data-testid="question-answer-panel"]')).toBeNull();
    await screenshot(page, 'stu-practice-wrong');

    await typeSql(page, 'SQL 答案', "select sname from student where sdept = 'CS'");
    await page.click('[data-testid="practice-submit"]');
    await waitForText(page, '用 WHERE 子句按 sdept 过滤', 'body', 30_000);
    await screenshot(page, 'stu-practice-right');

    const mastery = await api<{ points: { knowId: number; mastery: number }[] }>(platform.url, `/stu/practice/knowledge/1/${clazzId}`, {
      token: (await api<unknown>(platform.url, '/login', { body: { username: 'student', password: DEMO_PASSWORD } })).token!,
    });
    expect(mastery.obj.points.find((p) => p.knowId === point.knowId)?.mastery).toBe(100);
    await page.close();
  }, 180_000);
});
