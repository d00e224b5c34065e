// Where the bench scripts put what they measured: one block per bench in docs/benchmarks.md, between
// `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`, stamped with the commit, the date, the machine and the command run.
// The rule it serves: a number in the README comes from a script run on the commit it describes, and a table a script
// can print, the script writes (README links to docs/benchmarks.md instead of copying numbers).
//
// Settings: BENCH_WRITE=0 prints the block without writing it; BENCH_DOCS (default docs/benchmarks.md of this tree) is
// the file written; BENCH_COMMIT stamps that commit instead of `git rev-parse --short HEAD`, for a run from a copy of
// the tree without .git (its build in another folder) that writes into the original's docs (BENCH_DOCS).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const ROOT = path.resolve(__dirname, '..');
const DOCS = path.resolve(process.env.BENCH_DOCS ?? path.join(ROOT, 'docs', 'benchmarks.md'));
/** the file the benches write is not a change to what they measured */
const OWN_FILE = 'docs/benchmarks.md';
const DIRTY = '（含未提交的改动）';
const loadAtStart = os.loadavg()[0]!;

const HEADER = `# 基准测试结果

由 bench/ 的脚本写入，不要手工编辑各块之间的内容（说明见文件开头，各块由 \`bench/report.ts\` 的 \`writeSection\` 替换）。
`;

function git(dir: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** The git work tree that holds `dir`, if any. */
const workTreeOf = (dir: string) => git(dir, ['rev-parse', '--show-toplevel']);

/**
 * The commit measured: BENCH_COMMIT, or this tree's HEAD; with 「含未提交的改动」 when the work tree has changes
 * besides docs/benchmarks.md. A copy without .git asks the tree that holds BENCH_DOCS (the one it was copied from).
 */
export function commitStamp(): string {
  const tree = workTreeOf(ROOT) ?? workTreeOf(path.dirname(DOCS));
  const commit = process.env.BENCH_COMMIT?.trim() || (tree && git(tree, ['rev-parse', '--short', 'HEAD'])) || '（未知提交）';
  if (!tree) return commit;
  const changes = git(tree, ['status', '--porcelain', '--', '.', `:(exclude)${OWN_FILE}`]);
  return changes ? `${commit}${DIRTY}` : commit;
}

/** the commit when the run started: what it loaded and measured (HEAD may move while it runs) */
const commitAtStart = commitStamp();

/** The commit measured, and the one at the end when HEAD moved during the run. */
function commitOfRun(): string {
  const now = commitStamp();
  return now === commitAtStart ? commitAtStart : `${commitAtStart}（结束时为 ${now}）`;
}

export function machineStamp(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? '未知 CPU';
  return `${cpus.length} 核 ${model}，内存 ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`;
}

/** `postgres://postgres@127.0.0.1:PORT/postgres` is what scripts/with-postgres.sh exports. */
const fromWithPostgres = (url: string) => /^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/.test(url);
/** settings that change neither what is measured nor which commit is stamped */
const NOT_KNOBS = new Set(['BENCH_WRITE', 'BENCH_DOCS', 'BENCH_VERBOSE']);

/** The command as typed: the BENCH_ settings, scripts/with-postgres.sh when it set the database, and npm run or tsx. */
export function commandStamp(): string {
  const env = Object.keys(process.env)
    .filter((k) => k.startsWith('BENCH_') && !NOT_KNOBS.has(k))
    .sort()
    .map((k) => `${k}=${/[\s,'"×]/.test(process.env[k]!) ? `'${process.env[k]}'` : process.env[k]}`);
  if (process.env.HTDZ_GRADING_DATABASE_URL) env.push('HTDZ_GRADING_DATABASE_URL=…');
  const event = process.env.npm_lifecycle_event;
  const script = event ? `npm run ${event}` : `npx tsx ${path.relative(process.cwd(), process.argv[1] ?? '')} ${process.argv.slice(2).join(' ')}`.trim();
  const url = process.env.TEST_DATABASE_URL;
  // `npm run bench` starts scripts/with-postgres.sh itself
  const wrapped = !url || (event && process.env.npm_lifecycle_script?.includes('with-postgres.sh'));
  const database = wrapped ? '' : fromWithPostgres(url) ? 'bash scripts/with-postgres.sh ' : 'TEST_DATABASE_URL=… ';
  const prefix = env.join(' ');
  return [prefix, `${database}${script}`].filter(Boolean).join(' ');
}

/** The version of the PostgreSQL at `url` ("18.1"), or undefined when it cannot be asked. */
export async function postgresVersion(url: string | undefined): Promise<string | undefined> {
  if (!url) return undefined;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return rows[0]?.server_version.split(' ')[0];
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The BENCH_ settings that differ from a full run's: `defaults` maps each to its default (undefined: any value set
 * measures only part). Numbers compare as numbers (BENCH_SECONDS=10 is the default).
 */
export function changedKnobs(defaults: Record<string, string | undefined>): string[] {
  return Object.entries(defaults).flatMap(([name, value]) => {
    const set = process.env[name];
    if (set === undefined || set === '') return [];
    const same = value !== undefined && (set === value || (Number.isFinite(Number(set)) && Number(set) === Number(value)));
    return same ? [] : [`${name}=${set}`];
  });
}

/**
 * Lines as a script prints them, as Markdown: each line of text its own paragraph (a blank line between), the rows
 * of a table kept together.
 */
export function markdownOf(lines: string[]): string {
  const out: string[] = [];
  for (const line of lines.flatMap((l) => l.split('\n')).map((l) => l.trimEnd())) {
    if (line === '') continue;
    const prev = out[out.length - 1];
    if (prev !== undefined && !(prev.startsWith('|') && line.startsWith('|'))) out.push('');
    out.push(line);
  }
  return out.join('\n');
}

function stamp(): string {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = os.loadavg()[0]!;
  // a load above the core count: other work shared the machine, and the run was slower for it
  const busy = Math.max(load, loadAtStart) > os.cpus().length ? '；负载高于核数，机器上同时有别的工作，计时偏慢' : '';
  return [
    `提交 ${commitOfRun()} · ${date} UTC · ${machineStamp()}`,
    `命令 \`${commandStamp()}\` · 用时 ${Math.round(process.uptime())} 秒 · 1 分钟负载 ${loadAtStart.toFixed(1)}（开始）/ ${load.toFixed(1)}（结束）${busy}`,
  ]
    .map((line) => `> ${line}`)
    .join('\n>\n');
}

const markers = (name: string) => ({ start: `<!-- bench:${name} -->`, end: `<!-- /bench:${name} -->` });

/** `text` with the block NAME replaced by `body` (appended at the end when the block is not there). */
export function replaceSection(text: string, name: string, body: string): string {
  const { start, end } = markers(name);
  const block = `${start}\n${body.trim()}\n${end}`;
  const a = text.indexOf(start);
  const b = text.indexOf(end, a);
  if (a >= 0 && b >= 0) return `${text.slice(0, a)}${block}${text.slice(b + end.length)}`;
  return `${text.trimEnd()}\n\n${block}\n`;
}

/**
 * Writes `markdown`, stamped, as the block NAME of docs/benchmarks.md (BENCH_DOCS), creating the file or the block
 * when missing. With `partial` (what the run left out, e.g. ["BENCH_RUNS=postgres"]) or BENCH_WRITE=0 it prints the
 * block and writes nothing, so a run that measured part never replaces the full table.
 */
export function writeSection(name: string, markdown: string, partial: string[] = []): void {
  const body = `${stamp()}\n\n${markdown.trim()}`;
  const shown = path.relative(process.cwd(), DOCS) || DOCS;
  if (partial.length > 0 || process.env.BENCH_WRITE === '0') {
    const why = partial.length > 0 ? `只测了一部分（${partial.join('，')}），不覆盖完整的表` : 'BENCH_WRITE=0';
    console.log(`\n${markers(name).start}\n${body}\n${markers(name).end}\n\n${why}：没有写入 ${shown}`);
    return;
  }
  const before = fs.existsSync(DOCS) ? fs.readFileSync(DOCS, 'utf8') : HEADER;
  fs.mkdirSync(path.dirname(DOCS), { recursive: true });
  fs.writeFileSync(DOCS, replaceSection(before, name, body));
  console.log(`\n已写入 ${shown} 的 bench:${name}（提交 ${commitOfRun()}）`);
}
