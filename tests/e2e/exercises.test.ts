/**
 * @jest-environment node
 */
// The question bank and practice in a real browser on the built app: a teacher writes one question of every type
// in the editor (the SQL query with a run of the reference answer and a wrong try-out), previews each as a student
// sees it, and the demo student practises the SQL question: wrong first, then right, with the analysis released.
import type { Page } from 'puppeteer';
import type { KnowledgePoint } from '@contract/knowledge';
import { addressOf, apiOf, byText, DEMO_PASSWORD, loginThroughForm, screenshot, sqlEditorLabelled, typeSql, usePlatform, waitForText } from './harness';

const platform = usePlatform();

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
    token = (await apiOf(platform.url).login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    point = (await apiOf(platform.url).saveKnowledge({ body: { courseId: 1, name: '单表查询' } }, { token })).obj;
    clazzId = (await apiOf(platform.url).listClasses({ query: { current: 1, pageSize: 10 } }, { token })).obj.list[0]!.sclassId;
  });

  it('a teacher writes one question of every type in the editor, sees the list and previews each', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1366, height: 900 });
    await loginThroughForm(page, platform.url, 'teacher');
    await page.goto(`${platform.url}/question-bank/create/courseId/parentId/1/0`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="exercise-form"]', { timeout: 20_000 });

    const bankSize = async () => (await apiOf(platform.url).listExercises({ query: { courseId: 1, current: 1, pageSize: 1 } }, { token })).obj.total;
    /** 保存并继续新建, then waits until the bank holds one more question (the form starts over, keeping the type). */
    const saveNext = async () => {
      const before = await bankSize();
      await page.click('[data-testid="exercise-save-next"]');
      await page.waitForFunction(
        async (n: number, address: string) => {
          const res = await fetch(address, {
            headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
          });
          return ((await res.json()) as { obj?: { total?: number } }).obj?.total === n + 1;
        },
        { timeout: 30_000, polling: 500 },
        before,
        addressOf('listExercises', { query: { courseId: 1, current: 1, pageSize: 1 } }),
      );
    };
    const chooseType = async (name: string) => (await byText(page, '[data-testid="exercise-type"] label', name)).click();
    const setOption = async (key: string, text: string) => {
      if (!(await page.$(`input[aria-label="选项 ${key}"]`))) await page.click('[data-testid="exercise-option-add"]');
      await page.click(`input[aria-label="选项 ${key}"]`, { clickCount: 3 });
      await page.type(`input[aria-label="选项 ${key}"]`, text);
    };
    const mark = (key: string) => page.$eval(`[aria-label="选项 ${key} 是正确答案"]`, (el) => (el as HTMLElement).click());
    const addTags = async (selector: string, words: string[]) => {
      for (const w of words) {
        await page.click(selector);
        await page.type(selector, w);
        await page.keyboard.press('Enter');
      }
    };

    // single choice: the form starts with four options; the third one is right
    await typeStem(page, '关系数据库中，用来唯一标识一个元组的是');
    for (const [key, text] of [
      ['A', '外码'],
      ['B', '索引'],
      ['C', '主码'],
      ['D', '视图'],
    ])
      await setOption(key, text);
    await mark('C');
    await screenshot(page, 'exercise-create-single');
    await saveNext();

    // multiple choice with partial credit
    await chooseType('多选题');
    await typeStem(page, '下列属于 DML 的语句是');
    for (const [key, text] of [
      ['A', 'INSERT'],
      ['B', 'CREATE'],
      ['C', 'UPDATE'],
      ['D', 'DROP'],
    ])
      await setOption(key, text);
    await mark('A');
    await mark('C');
    await saveNext();

    // true/false
    await chooseType('判断题');
    await typeStem(page, '一个关系中可以有两个完全相同的元组。');
    await (await byText(page, '[data-testid="exercise-judge"] label', '错误')).click();
    await saveNext();

    // fill-in: two blanks, the first with two accepted answers
    await chooseType('填空题');
    await typeStem(page, '实体完整性由____约束保证，参照完整性由____约束保证。');
    await addTags('#blanks_0_answers', ['主键', 'primary key']);
    await page.click('[data-testid="exercise-blank-add"]');
    await addTags('#blanks_1_answers', ['外键']);
    await saveNext();

    // short answer with keywords
    await chooseType('简答题');
    await typeStem(page, '简述事务的 ACID 特性。');
    await addTags('#keywords', ['原子性', '持久性']);
    await saveNext();

    // the five SQL types that change the database: scene, reference answer, verification SQL
    const changes: [string, string, string][] = [
      ['SQL 更新', "UPDATE student SET sage = sage + 1 WHERE sdept = 'CS'", 'SELECT sno, sage FROM student ORDER BY sno'],
      ['DDL', 'ALTER TABLE student ADD COLUMN email text', "SELECT column_name FROM information_schema.columns WHERE table_name = 'student' ORDER BY 1"],
      ['视图', "CREATE VIEW cs AS SELECT * FROM student WHERE sdept = 'CS'", 'SELECT sname FROM cs ORDER BY 1'],
      ['函数', 'CREATE FUNCTION n() RETURNS bigint AS $$ SELECT count(*) FROM student $$ LANGUAGE sql', 'SELECT n()'],
      [
        '触发器',
        'CREATE FUNCTION up() RETURNS trigger AS $$ BEGIN NEW.sname := upper(NEW.sname); RETURN NEW; END $$ LANGUAGE plpgsql;\nCREATE TRIGGER t BEFORE INSERT ON student FOR EACH ROW EXECUTE FUNCTION up();',
        "INSERT INTO student (sno, sname) VALUES ('x1', 'abc'); SELECT sname FROM student WHERE sno = 'x1'",
      ],
    ];
    for (const [name, reference, verify] of changes) {
      await chooseType(name);
      await typeStem(page, `${name}题：按要求修改学生选课数据库。`);
      if (!(await page.$('[data-testid="exercise-scene-tables"]'))) {
        await page.click('#sceneId');
        await page.type('#sceneId', '学生选课');
        await page.keyboard.press('Enter');
        await page.waitForSelector('[data-testid="exercise-scene-tables"]', { timeout: 20_000 });
      }
      await typeSql(page, sqlEditorLabelled('参考答案'), reference);
      await typeSql(page, sqlEditorLabelled('验证 SQL'), verify);
      await saveNext();
    }

    // a SQL query: reference answer run, a wrong try-out explained, saved
    await chooseType('SQL 查询');
    await typeStem(page, '查询计算机系（CS）全体学生的姓名。');
    await typeSql(page, sqlEditorLabelled('参考答案'), REFERENCE);
    await page.click('[data-testid="exercise-reference-run"]');
    await waitForText(page, '李勇', 'body', 30_000);
    await typeSql(page, sqlEditorLabelled('试答的 SQL'), 'SELECT sname FROM student');
    await page.click('[data-testid="exercise-tryout-check"]');
    await waitForText(page, '判为错误', '[data-testid="exercise-tryout-verdict"]', 30_000);
    await screenshot(page, 'exercise-create-sql');
    await page.click('[data-testid="exercise-save"]');
    await page.waitForFunction(() => location.pathname.startsWith('/question-bank/list/1'), { timeout: 30_000 });

    const saved = await apiOf(platform.url).listExercises({ query: { courseId: 1, current: 1, pageSize: 50 } }, { token });
    const mine = saved.obj.list.filter((e) => !e.stemText.startsWith('关系模型中') && e.knowledge.every((k) => k.name !== 'SQL 查询' && k.name !== '关系模型'));
    expect(new Set(mine.map((e) => e.type))).toEqual(
      new Set(['single', 'multiple', 'judge', 'fill', 'short', 'query', 'dml', 'ddl', 'view', 'function', 'trigger']),
    );
    const full = async (stem: string) =>
      (await apiOf(platform.url).getExercise({ params: { exerciseId: mine.find((e) => e.stemText === stem)!.exerciseId } }, { token })).obj;
    expect((await full('关系数据库中，用来唯一标识一个元组的是')).spec).toMatchObject({ type: 'single', answer: 'C' });
    expect((await full('下列属于 DML 的语句是')).spec).toMatchObject({ type: 'multiple', answers: ['A', 'C'] });
    expect((await full('一个关系中可以有两个完全相同的元组。')).spec).toEqual({ type: 'judge', answer: false });
    expect((await full('实体完整性由____约束保证，参照完整性由____约束保证。')).spec).toMatchObject({
      blanks: [{ answers: ['主键', 'primary key'] }, { answers: ['外键'] }],
    });
    expect((await full('简述事务的 ACID 特性。')).spec).toMatchObject({ keywords: ['原子性', '持久性'] });
    const queryFull = await full('查询计算机系（CS）全体学生的姓名。');
    expect(queryFull.spec).toMatchObject({ type: 'query', sceneId: 3, referenceSql: REFERENCE });
    const single = mine.find((e) => e.type === 'single')!;
    const ids = mine.map((e) => e.exerciseId);

    // the SQL question goes on a knowledge point with an analysis, for the student below
    await apiOf(platform.url).saveExercise(
      { body: { ...queryFull, courseId: 1, parentId: null, knowIds: [point.knowId], analysis: '<p>用 WHERE 子句按 sdept 过滤。</p>' } },
      { token },
    );

    await page.waitForSelector('.ant-table-tbody tr', { timeout: 20_000 });
    await waitForText(page, '查询计算机系（CS）全体学生的姓名', '.ant-table-tbody');
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

    await typeSql(page, sqlEditorLabelled('SQL 答案'), 'SELECT sname FROM student');
    await page.click('[data-testid="question-sql-run"]');
    await waitForText(page, '刘晨', '[data-testid="question-view"]', 30_000);
    await page.click('[data-testid="practice-submit"]');
    await waitForText(page, '行', '[data-testid="practice-verdict-message"]', 30_000);
    const wrong = await page.$eval('[data-testid="practice-verdict"]', (el) => (el as HTMLElement).innerText);
    expect(wrong).not.toContain('回答正确');
    expect(await page.$('[data-testid="question-answer-panel"]')).toBeNull();
    await screenshot(page, 'stu-practice-wrong');

    await typeSql(page, sqlEditorLabelled('SQL 答案'), "select sname from student where sdept = 'CS'");
    await page.click('[data-testid="practice-submit"]');
    await waitForText(page, '用 WHERE 子句按 sdept 过滤', 'body', 30_000);
    await screenshot(page, 'stu-practice-right');

    const mastery = await apiOf(platform.url).practiceKnowledge(
      { params: { courseId: 1, clazzId } },
      {
        token: (await apiOf(platform.url).login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!,
      },
    );
    expect(mastery.obj.points.find((p) => p.knowId === point.knowId)?.mastery).toBe(100);
    await page.close();
  }, 180_000);
});
