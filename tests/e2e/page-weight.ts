// What a fresh browser downloads to show a page of the production build: the dist/ files it requested (JS and CSS),
// each gzip -9 compressed here, counted once. Byte counts, not timings: the same build gives the same numbers on any
// machine. Used by the budget test (page-weight.test.ts, in `npm test`) and by `npm run bench:page-weight`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { HTTPResponse, Page } from 'puppeteer';
import type { apiOf } from './harness';
import { ROOT } from '../server-process';
import { STU_LINKS } from '../../src/utils/study';

export const DIST = path.join(ROOT, 'dist');
export const KB = 1024;
/** issue P14's budget, gzip: the login page, and any page inside the layout */
export const PAGE_BUDGET = { login: 280 * KB, layout: 520 * KB } as const;

export type LoadedFile = { file: string; kind: 'js' | 'css'; gzip: number };
export type PageLoad = { name: string; budget: number; files: LoadedFile[]; js: number; css: number; total: number };

export const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;

/** The dist/ files a page load requested, until the network was idle. */
async function requestedFiles(page: Page, url: string): Promise<string[]> {
  const seen = new Set<string>();
  const onResponse = (res: HTTPResponse) => {
    const u = new URL(res.url());
    const file = path.join(DIST, u.pathname);
    if (!u.pathname.startsWith('/htdz') && /\.(js|css)$/.test(u.pathname) && fs.existsSync(file)) seen.add(file);
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle0' });
  page.off('response', onResponse);
  return [...seen];
}

function weigh(name: string, budget: number, requested: string[]): PageLoad {
  const files = requested
    .map((file): LoadedFile => ({ file: path.basename(file), kind: file.endsWith('.css') ? 'css' : 'js', gzip: gzipSize(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (kind: LoadedFile['kind']) => files.filter((f) => f.kind === kind).reduce((n, f) => n + f.gzip, 0);
  return { name, budget, files, js: sum('js'), css: sum('css'), total: sum('js') + sum('css') };
}

/** The pages measured: the login page signed out, then pages inside the layout as a student and as a teacher. */
export async function measurePages(opts: {
  url: string;
  newPage: () => Promise<Page>;
  api: ReturnType<typeof apiOf>;
  tokens: { student: string; teacher: string };
}): Promise<PageLoad[]> {
  const loads: PageLoad[] = [];
  const login = await opts.newPage();
  loads.push(weigh('/user/login', PAGE_BUDGET.login, await requestedFiles(login, `${opts.url}/user/login`)));
  await login.close();

  const { courseId, clazzId } = (await opts.api.myCourses({}, { token: opts.tokens.student })).obj[0]!;
  const inside: [string, keyof typeof opts.tokens, string][] = [
    ['/home (学生)', 'student', '/home'],
    ['/stu/course/info (学生课程页)', 'student', STU_LINKS.info(courseId, clazzId)],
    ['/home (教师)', 'teacher', '/home'],
    ['/teacher/list (教师课程列表)', 'teacher', '/teacher/list'],
  ];
  for (const [name, who, address] of inside) {
    // a signed-in user's first load: the token is in localStorage, the cache is empty
    const page = await opts.newPage();
    await page.goto(`${opts.url}/user/login`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((t) => localStorage.setItem('access_token', t), opts.tokens[who]);
    const cdp = await page.target().createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    loads.push(weigh(name, PAGE_BUDGET.layout, await requestedFiles(page, `${opts.url}${address}`)));
    await page.close();
  }
  return loads;
}

/** A load over its budget, with its largest files: what to look at first. */
export function overBudget(load: PageLoad): string | null {
  if (load.total <= load.budget) return null;
  const largest = load.files
    .slice(0, 8)
    .map((f) => `${f.file} ${(f.gzip / KB).toFixed(1)} KB`)
    .join(', ');
  return `${load.name}: ${(load.total / KB).toFixed(1)} KB gzip, budget ${(load.budget / KB).toFixed(0)} KB; largest: ${largest}`;
}
