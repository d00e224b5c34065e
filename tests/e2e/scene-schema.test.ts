/**
 * @jest-environment node
 */
// The scene's schema beside a SQL answer, in a real browser on the built app: on a wide screen the demo student's
// homework shows the tables, columns, keys and foreign keys of its scene beside the editor, which completes their
// names; on a phone (390 px) the scene tag opens the same schema in a drawer over a practice question.
import type { Page } from 'puppeteer';
import { apiOf, DEMO_PASSWORD, loginThroughForm, screenshot, sqlEditorLabelled, usePlatform, waitForText } from './harness';

const platform = usePlatform();
const EDITOR = sqlEditorLabelled('SQL 答案');

/** The texts of the elements matching `selector`. */
const textsOf = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((e) => (e as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));

describe('the schema of a SQL question’s scene', () => {
  let clazzId: number;
  let studentId: number;
  let homeworkId: number;
  let practice: { knowId: number; exerciseId: number };

  beforeAll(async () => {
    const api = apiOf(platform.url);
    const teacher = (await api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const student = await api.login({ body: { username: 'student', password: DEMO_PASSWORD } });
    studentId = student.obj.userId;
    clazzId = (await api.listClasses({ query: { current: 1, pageSize: 10 } }, { token: teacher })).obj.list[0]!.sclassId;
    homeworkId = (await api.myHomeworks({ params: { courseId: 1, clazzId } }, { token: student.token! })).obj.homeworks[0]!.homeworkId;
    // a practice question of the course scene that no open exam holds (the demo exam holds the demo questions)
    const courseScene = (await api.listScenes({ query: { courseId: 1 } }, { token: teacher })).obj.list[0]!.sceneId;
    const point = (await api.saveKnowledge({ body: { courseId: 1, name: '连接查询' } }, { token: teacher })).obj;
    const saved = await api.saveExercise(
      {
        body: {
          courseId: 1,
          score: 5,
          difficulty: 'medium',
          stem: '<p>查询每个学生的姓名及其选修课程的课程名和成绩。</p>',
          knowIds: [point.knowId],
          spec: {
            type: 'query',
            sceneId: courseScene,
            referenceSql: 'SELECT s.sname, c.cname, sc.grade FROM student s JOIN sc ON sc.sno = s.sno JOIN course c ON c.cno = sc.cno',
          },
        },
      },
      { token: teacher },
    );
    expect(saved.message).toBe(saved.success ? saved.message : '');
    practice = { knowId: point.knowId, exerciseId: saved.obj.exerciseId };
  });

  it('on a wide screen: beside the homework’s editor, with keys and relations; the editor completes names', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 1440, height: 1000 });
    await loginThroughForm(page, platform.url, 'student');
    await page.goto(`${platform.url}/task-stu/answser/studentId/homeworkId/${studentId}/${homeworkId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="answer-nav-4"]', { timeout: 20_000 });
    await page.click('[data-testid="answer-nav-4"]');
    await page.waitForSelector('aside[data-testid="question-scene-schema"] [data-testid="scene-schema"]', { visible: true, timeout: 20_000 });

    expect(await textsOf(page, '[data-testid="scene-schema-table"] header')).toEqual(['student 5 列 · 共 4 行', 'course 4 列 · 共 7 行', 'sc 3 列 · 共 6 行']);
    expect(await page.$$eval('[data-testid="scene-schema-relation"]', (els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      'course.cpno 引用 course.cno',
      'sc.sno 引用 student.sno',
      'sc.cno 引用 course.cno',
    ]);
    expect(await textsOf(page, '[data-testid="scene-schema-table"][data-name="sc"] [data-testid="scene-schema-column"]')).toEqual([
      'sno character(9) 主键 外键 → student.sno',
      'cno character(4) 主键 外键 → course.cno',
      'grade smallint',
    ]);
    // the first rows of a table on demand
    await page.click('[data-testid="scene-schema-table"][data-name="student"] [data-testid="scene-schema-rows-toggle"]');
    await waitForText(page, '李勇', '[data-testid="scene-schema-table"][data-name="student"]');

    // the editor completes the scene's columns and tables
    await page.waitForSelector(EDITOR, { visible: true, timeout: 20_000 });
    await page.$eval(EDITOR, (el) => {
      (el as HTMLElement).focus();
      document.execCommand('selectAll');
      document.execCommand('delete');
    });
    /** waits until the completion list offers `label` first, and past the moment CodeMirror ignores Enter on a new list */
    const offered = async (label: string) => {
      await page.waitForFunction(
        (l: string) => document.querySelector('.cm-tooltip-autocomplete li[aria-selected="true"]')?.textContent?.startsWith(l),
        { timeout: 10_000 },
        label,
      );
      await new Promise((r) => setTimeout(r, 300));
    };
    await page.keyboard.type('SELECT snam');
    await offered('sname');
    await page.keyboard.press('Enter');
    await page.keyboard.type(' FROM stu');
    await offered('student');
    await screenshot(page, 'scene-schema-1440');
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel: string) => document.querySelector(sel)?.textContent === 'SELECT sname FROM student', { timeout: 10_000 }, EDITOR);

    // the scene tag folds the schema away and back
    await page.click('[data-testid="question-scene"]');
    await page.waitForSelector('[data-testid="question-scene-schema"]', { hidden: true });
    await page.click('[data-testid="question-scene"]');
    await page.waitForSelector('[data-testid="question-scene-schema"]', { visible: true });
    await page.close();
  }, 180_000);

  it('on a phone: the scene tag opens the schema in a drawer', async () => {
    const page = await platform.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    await loginThroughForm(page, platform.url, 'student');
    await page.goto(`${platform.url}/stu/course/exercise/1/${clazzId}/${practice.knowId}/${practice.exerciseId}`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="question-sql"][data-schema="drawer"]', { timeout: 20_000 });
    expect(await page.$('[data-testid="question-scene-schema"]')).toBeNull();
    await screenshot(page, 'scene-schema-390');
    await page.click('[data-testid="question-scene"]');
    await page.waitForSelector('[data-testid="question-scene-schema"] [data-testid="scene-schema"]', { visible: true, timeout: 20_000 });
    await waitForText(page, '学生选课 · 数据表结构', '.ant-drawer');
    // the drawer has slid in (no transform left) and the toggle, far down its list, is brought into view
    const toggle = '[data-testid="scene-schema-table"][data-name="sc"] [data-testid="scene-schema-rows-toggle"]';
    await page.waitForFunction(() => {
      const wrapper = document.querySelector('.ant-drawer-content-wrapper');
      return !!wrapper && getComputedStyle(wrapper).transform === 'none' && !wrapper.className.includes('motion');
    });
    await page.$eval(toggle, (el) => el.scrollIntoView({ block: 'center' }));
    await page.click(toggle);
    await page.waitForSelector('[data-testid="scene-schema-table"][data-name="sc"] [data-testid="scene-schema-rows"]', { visible: true });
    // the drawer fits the phone: nothing wider than the screen but the rows' own scrolling table
    expect(await page.$eval('.ant-drawer-content-wrapper', (el) => Math.round(el.getBoundingClientRect().width))).toBe(390);
    await new Promise((r) => setTimeout(r, 400));
    await screenshot(page, 'scene-schema-390-drawer');
    await page.close();
  }, 180_000);
});
