// Page weight of the production build (issues 9 and P14): what a fresh browser downloads to show /user/login and pages
// inside the layout, JS and CSS gzip-compressed, against the budget that page-weight.test.ts enforces in `npm test`;
// which heavy libraries those first loads carry (the SQL editor, the rich editor, charts, the graph editor belong only
// to the pages that use them); and the five largest modules of each load, from the build's source maps.
//
// `npm run bench:page-weight` builds with HTDZ_SOURCE_MAPS=1 (hidden source maps), moves the maps out of dist/ to
// test-output/source-maps (dist/ never serves them), precompresses, measures, prints the tables and writes them into
// docs/benchmarks.md (block bench:page-weight). BENCH_VERBOSE=1 lists every file.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiOf, DEMO_PASSWORD, launchBrowser, startPlatform } from '../tests/e2e/harness';
import { DIST, KB, measurePages, type PageLoad } from '../tests/e2e/page-weight';
import { ROOT } from '../tests/server-process';
import { markdownOf, writeSection } from './report';
import { bytesByModule } from './source-map-sizes';

const MAPS = path.join(ROOT, 'test-output', 'source-maps');
/** markers of the heavy libraries, as they appear in their minified code */
const HEAVY: Record<string, RegExp> = {
  'SQL editor (CodeMirror)': /cm-editor|EditorView\.theme/,
  'rich editor (Tiptap/ProseMirror)': /ProseMirror/,
  'charts (G2/ECharts)': /@antv\/g2|G2\.Chart|echarts/,
  'graph editor (G6)': /@antv\/g6|G6\.Graph/,
  'terminal (xterm)': /xterm-helper-textarea/,
};

/** Source maps leave dist/ before anything serves it; the ones of this build replace any older ones. */
function moveMapsOut(): boolean {
  const maps = fs.readdirSync(DIST).filter((f) => /\.map(\.(gz|br))?$/.test(f));
  if (maps.length === 0) return fs.existsSync(MAPS);
  fs.rmSync(MAPS, { recursive: true, force: true });
  fs.mkdirSync(MAPS, { recursive: true });
  for (const f of maps) fs.renameSync(path.join(DIST, f), path.join(MAPS, f));
  return true;
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function weightRow(load: PageLoad) {
  const js = load.files.filter((f) => f.kind === 'js');
  const code = js.map((f) => fs.readFileSync(path.join(DIST, f.file), 'utf8')).join('\n');
  const heavy = Object.entries(HEAVY)
    .filter(([, re]) => re.test(code))
    .map(([label]) => label);
  const within = load.total <= load.budget ? 'yes' : '**no**';
  return `| ${load.name} | ${js.length} | ${kb(load.js)} | ${load.files.length - js.length} | ${kb(load.css)} | ${kb(load.total)} | ${(load.budget / KB).toFixed(0)} | ${within} | ${heavy.join(', ') || '—'} |`;
}

/** The five largest module groups of a load, in gzip KB estimated by each file's own compression ratio. */
function largestModules(load: PageLoad): string {
  const sizes = new Map<string, number>();
  for (const f of load.files.filter((x) => x.kind === 'js')) {
    const file = path.join(DIST, f.file);
    const map = path.join(MAPS, `${f.file}.map`);
    if (!fs.existsSync(map)) continue;
    const ratio = f.gzip / fs.statSync(file).size;
    for (const [group, bytes] of bytesByModule(file, map)) sizes.set(group, (sizes.get(group) ?? 0) + bytes * ratio);
  }
  if (sizes.size === 0) return `| ${load.name} | (no source maps: run \`npm run bench:page-weight\`) |`;
  const top = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 5);
  return `| ${load.name} | ${top.map(([group, bytes]) => `${group} ${kb(bytes)}`).join(' · ')} |`;
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run bench:page-weight` (it builds)');
  const mapped = moveMapsOut();
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'precompress.mjs')], { stdio: 'ignore' });
  const platform = await startPlatform();
  const { browser, close } = await launchBrowser();
  try {
    const api = apiOf(platform.url);
    const token = async (username: string) => (await api.login({ body: { username, password: DEMO_PASSWORD } })).token!;
    const loads = await measurePages({
      url: platform.url,
      newPage: async () => (await browser.createBrowserContext()).newPage(),
      api,
      tokens: { student: await token('student'), teacher: await token('teacher') },
    });
    if (process.env.BENCH_VERBOSE) for (const l of loads) for (const f of l.files) console.log(`  ${l.name} ${f.file} ${kb(f.gzip)} KB`);

    const weights = [
      '| page | JS files | JS gzip KB | CSS files | CSS gzip KB | total KB | budget KB | within | heavy libraries loaded |',
      '|---|---:|---:|---:|---:|---:|---:|---|---|',
      ...loads.map(weightRow),
    ];
    const modules = ['| page | five largest modules (gzip KB, estimated from each file’s ratio) |', '|---|---|', ...loads.map(largestModules)];
    const caption = 'The five largest modules of each first load:';
    for (const line of [...weights, '', caption, ...modules]) console.log(line);
    if (loads.some((l) => l.total > l.budget)) process.exitCode = 1;
    // the build measured: dist/ may be older than the commit stamped on the block
    const built = fs.statSync(path.join(DIST, 'index.html')).mtime.toISOString().slice(0, 16).replace('T', ' ');
    writeSection(
      'page-weight',
      markdownOf([
        `first load in a fresh browser context, gzip -9 of the dist/ files requested; dist/ built ${built} UTC${mapped ? '' : ' (without source maps)'}`,
        ...weights,
        caption,
        ...modules,
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
