// Page weight of the production build (issue 9): what a fresh browser downloads to show /user/login, and a page
// inside the layout (/home, and a student's course page), JS and CSS gzip-compressed, against the budget; and which
// heavy libraries those first loads carry (the SQL editor, the rich editor, charts, the graph editor belong only to the
// chunks of the pages that use them). Needs `npm run build` first. Prints a table and writes it into docs/benchmarks.md
// (block bench:page-weight, bench/report.ts).
//
// The sizes are of the files in dist/ compressed here with gzip -9 (what a server or CDN sends with gzip), counted
// once per file the page requested. BENCH_VERBOSE=1 lists the files.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'puppeteer';
import { apiOf, DEMO_PASSWORD, launchBrowser, startPlatform } from '../tests/e2e/harness';
import { ROOT } from '../tests/server-process';
import { STU_LINKS } from '../src/utils/study';
import { markdownOf, writeSection } from './report';

const DIST = path.join(ROOT, 'dist');
const KB = 1024;
/** issue 9's budget, gzip */
const BUDGET = { login: 300 * KB, layout: 600 * KB };
/** markers of the heavy libraries, as they appear in their minified code */
const HEAVY: Record<string, RegExp> = {
  'SQL editor (CodeMirror)': /cm-editor|EditorView\.theme/,
  'rich editor (Tiptap/ProseMirror)': /ProseMirror/,
  'charts (G2/ECharts)': /@antv\/g2|G2\.Chart|echarts/,
  'graph editor (G6)': /@antv\/g6|G6\.Graph/,
  'terminal (xterm)': /xterm-helper-textarea/,
};

type Load = { js: string[]; css: string[] };

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The dist files a page load requested, by kind. */
async function loadOf(page: Page, url: string): Promise<Load> {
  const seen: Load = { js: [], css: [] };
  const onResponse = (res: import('puppeteer').HTTPResponse) => {
    const u = new URL(res.url());
    const file = path.join(DIST, u.pathname);
    if (!u.pathname.startsWith('/htdz') && fs.existsSync(file) && fs.statSync(file).isFile()) {
      if (u.pathname.endsWith('.js')) seen.js.push(file);
      else if (u.pathname.endsWith('.css')) seen.css.push(file);
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle0' });
  page.off('response', onResponse);
  return { js: [...new Set(seen.js)], css: [...new Set(seen.css)] };
}

function row(name: string, load: Load, budget: number) {
  const js = load.js.reduce((n, f) => n + gzipSize(f), 0);
  const css = load.css.reduce((n, f) => n + gzipSize(f), 0);
  const code = load.js.map((f) => fs.readFileSync(f, 'utf8')).join('\n');
  const heavy = Object.entries(HEAVY)
    .filter(([, re]) => re.test(code))
    .map(([label]) => label);
  const total = js + css;
  if (process.env.BENCH_VERBOSE) {
    for (const f of [...load.js, ...load.css]) console.log(`  ${name} ${path.basename(f)} ${(gzipSize(f) / KB).toFixed(1)} KB`);
  }
  return {
    line: `| ${name} | ${load.js.length} | ${(js / KB).toFixed(1)} | ${load.css.length} | ${(css / KB).toFixed(1)} | ${(total / KB).toFixed(1)} | ${(budget / KB).toFixed(0)} | ${total <= budget ? 'yes' : '**no**'} | ${heavy.join(', ') || '—'} |`,
    ok: total <= budget,
  };
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const platform = await startPlatform();
  const { browser, close } = await launchBrowser();
  try {
    const fresh = async () => {
      const context = await browser.createBrowserContext();
      return { page: await context.newPage(), done: () => context.close() };
    };
    const rows: { line: string; ok: boolean }[] = [];

    const login = await fresh();
    rows.push(row('/user/login', await loadOf(login.page, `${platform.url}/user/login`), BUDGET.login));
    await login.done();

    // a signed-in user's first load of a page inside the layout: the token is in localStorage, the cache is empty
    const api = apiOf(platform.url);
    const token = (await api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
    const { courseId, clazzId } = (await api.myCourses({}, { token })).obj[0]!;
    for (const [name, p] of [
      ['/home', '/home'],
      [`/stu/course/info (学生课程页)`, STU_LINKS.info(courseId, clazzId)],
    ] as const) {
      const inside = await fresh();
      await inside.page.goto(`${platform.url}/user/login`, { waitUntil: 'domcontentloaded' });
      await inside.page.evaluate((t) => localStorage.setItem('access_token', t), token);
      const cleared = await inside.page.target().createCDPSession();
      await cleared.send('Network.clearBrowserCache');
      rows.push(row(name, await loadOf(inside.page, `${platform.url}${p}`), BUDGET.layout));
      await inside.done();
    }

    const table = [
      '| page | JS files | JS gzip KB | CSS files | CSS gzip KB | total KB | budget KB | within | heavy libraries loaded |',
      '|---|---:|---:|---:|---:|---:|---:|---|---|',
      ...rows.map((r) => r.line),
    ];
    for (const line of table) console.log(line);
    if (rows.some((r) => !r.ok)) process.exitCode = 1;
    // the build measured: dist/ may be older than the commit stamped on the block
    const built = fs.statSync(path.join(DIST, 'index.html')).mtime.toISOString().slice(0, 16).replace('T', ' ');
    writeSection(
      'page-weight',
      markdownOf([`first load in a fresh browser context, gzip -9 of the dist/ files requested; dist/ built ${built} UTC`, ...table]),
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
