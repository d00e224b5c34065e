// Lighthouse performance scores (issues 9 and P14) of /user/login, /home, a student's course page and a chapter page,
// desktop settings, with Debian's chromium driven through its debugging port, on the production build served by the
// platform itself (the embedded database with demo data). Needs `npm run build` first. Prints a table; the target is
// at least 95. Writes the table into docs/benchmarks.md (block bench:lighthouse, bench/report.ts).
import fs from 'node:fs';
import path from 'node:path';
import { apiOf, DEMO_PASSWORD, launchBrowser, startPlatform } from '../tests/e2e/harness';
import { ROOT } from '../tests/server-process';
import { STU_LINKS } from '../src/utils/study';
import { markdownOf, writeSection } from './report';

const TARGET = 95;

type LighthouseResult = {
  lhr: { categories: { performance: { score: number | null } }; audits: Record<string, { numericValue?: number; displayValue?: string }> };
};
type LighthouseFn = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<LighthouseResult | undefined>;

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  // lighthouse ships as ES modules only
  const { default: lighthouse, desktopConfig } = (await import('lighthouse')) as unknown as { default: LighthouseFn; desktopConfig: unknown };
  const platform = await startPlatform();
  const { browser, close } = await launchBrowser();
  try {
    const port = Number(new URL(browser.wsEndpoint()).port);
    const api = apiOf(platform.url);
    const token = (await api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
    const { courseId, clazzId } = (await api.myCourses({}, { token })).obj[0]!;
    // the demo course has no chapter: the demo teacher writes one, as a page of text with a table and code
    const teacher = (await api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const content = `<h2>关系代数</h2>${'<p>选择运算从关系中选出满足条件的元组，投影运算选出若干属性列。</p>'.repeat(12)}<pre><code>SELECT sno, sname FROM student WHERE sdept = 'CS';</code></pre>`;
    const chapterId = (await api.saveChapter({ body: { courseId, title: '第一章 关系代数', content } }, { token: teacher })).obj.chapterId;

    const rows: string[] = [];
    let below = false;
    for (const [name, p, signedIn] of [
      ['/user/login', '/user/login', false],
      ['首页 /home', '/home', true],
      ['学生课程页 /stu/course/info', STU_LINKS.info(courseId, clazzId), true],
      ['学生章节页 /stu/course/chapter/detail', STU_LINKS.chapter(courseId, clazzId, chapterId), true],
    ] as const) {
      if (signedIn) {
        // the session is in localStorage, as after signing in
        const page = await browser.newPage();
        await page.goto(`${platform.url}/user/login`, { waitUntil: 'domcontentloaded' });
        await page.evaluate((t) => localStorage.setItem('access_token', t), token);
        await page.close();
      }
      const result = await lighthouse(
        `${platform.url}${p}`,
        { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: signedIn },
        desktopConfig,
      );
      const lhr = result!.lhr;
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      below ||= score < TARGET;
      const metric = (id: string) => lhr.audits[id]?.displayValue ?? '—';
      rows.push(
        `| ${name} | ${score} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
      );
    }
    const table = ['| page | performance (desktop) | FCP | LCP | TBT | CLS |', '|---|---:|---:|---:|---:|---:|', ...rows];
    for (const line of table) console.log(line);
    console.log(`\ntarget: at least ${TARGET}`);
    if (below) process.exitCode = 1;
    const lighthouseVersion = (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as { version: string })
      .version;
    const built = fs
      .statSync(path.join(ROOT, 'dist', 'index.html'))
      .mtime.toISOString()
      .slice(0, 16)
      .replace('T', ' ');
    writeSection(
      'lighthouse',
      markdownOf([
        `Lighthouse ${lighthouseVersion}, desktop settings, ${await browser.version()}; dist/ built ${built} UTC`,
        ...table,
        `target: at least ${TARGET}`,
      ]),
    );
  } finally {
    await close();
    await platform.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
