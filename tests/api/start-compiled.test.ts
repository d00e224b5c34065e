// `npm start` runs the server compiled, not through tsx: scripts/start.mjs compiles server/ and contract/ to build/
// when they changed (scripts/build-server.mjs) and runs `node build/server/index.js`. Under tsx every process of the
// server's tree carried esbuild service processes, which were left as zombies. Here the production start path runs
// on a data folder of its own (an empty web build, so the web app is not built): no process of its tree is tsx or
// esbuild, none is a zombie, /health answers with the version from package.json (read next to the compiled code), and
// SIGTERM ends the whole tree with exit 0. On PostgreSQL it runs as a node:cluster of two server processes, forked
// from the compiled file.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { callApi, freePort, ROOT } from '../server-process';
import { freshPostgres } from './harness';

type Proc = { pid: number; ppid: number; stat: string; args: string };

function processes(): Proc[] {
  return execFileSync('ps', ['-e', '-o', 'pid=,ppid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(\S+)\s*(.*)$/))
    .filter((m): m is RegExpMatchArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), stat: m[3], args: m[4] }));
}

/** the process and all its descendants */
function tree(root: number): Proc[] {
  const all = processes();
  const found = all.filter((p) => p.pid === root);
  for (let i = 0; i < found.length; i++) found.push(...all.filter((p) => p.ppid === found[i].pid));
  return found;
}

const STARTED = '教学平台已启动';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WORKERS = onPostgres ? 2 : 1;
const VERSION = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;

describe('npm start (scripts/start.mjs) runs the compiled server', () => {
  let dataDir: string;
  let pg: { url: string; drop: () => Promise<void> } | undefined;
  let child: ChildProcess;
  let output = '';
  let url: string;
  /** every process seen in the tree while it ran */
  const seen = new Map<number, Proc>();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-start-'));
    const webDir = path.join(dataDir, 'web');
    fs.mkdirSync(webDir);
    fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>htdz</title>');
    pg = onPostgres ? await freshPostgres(process.env.TEST_DATABASE_URL!) : undefined;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        HTDZ_DATA_DIR: path.join(dataDir, 'data'),
        // set, so start.mjs does not build the web app
        HTDZ_WEB_DIR: webDir,
        DATABASE_URL: pg?.url ?? '',
        HTDZ_WORKERS: String(WORKERS),
        HTDZ_DEMO: '0',
        HTDZ_ADMIN_PASSWORD: 'Admin1234',
        HTDZ_SWEEP_SECONDS: '0',
        HTDZ_LAB_RUNTIME: 'off',
        // its own embedded grading cluster, a child of the server like in production
        HTDZ_GRADING_DATABASE_URL: '',
        HTDZ_GRADING_TIME_MS: '300',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const deadline = Date.now() + 45_000;
    while (!output.includes(STARTED)) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`npm start exited (${child.exitCode ?? child.signalCode}):\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm start did not start in 45 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 60_000);

  afterAll(async () => {
    // after a failure: nothing of it outlives the test
    for (const pid of [child?.pid, ...seen.keys()]) {
      try {
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    await pg?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers /health, with no tsx, esbuild or zombie in its process tree', async () => {
    const health = await callApi<{ status: string; version: string }>(url, '/health', null);
    expect(health).toMatchObject({ success: true, obj: { status: 'ok', version: VERSION } });
    expect((await fetch(`${url}/htdz/ready`)).status).toBe(200);

    const running = tree(child.pid!);
    for (const p of running) seen.set(p.pid, p);
    expect(running.filter((p) => /tsx|esbuild/.test(p.args))).toEqual([]);
    expect(running.filter((p) => p.stat.startsWith('Z'))).toEqual([]);
    // node runs the compiled file: the server, or the cluster's primary and its workers
    const compiled = running.filter((p) => p.args.endsWith(path.join(ROOT, 'build', 'server', 'index.js')));
    expect(compiled.length).toBe(WORKERS === 1 ? 1 : 1 + WORKERS);
  });

  it('ends its start with the address, then the accounts it made, whose password signs in', async () => {
    const start = output.slice(output.indexOf(STARTED));
    const lines = start.split('\n').filter((l) => l.trim());
    expect(lines[0]).toContain(`${STARTED}：http://localhost:`);
    // the accounts are the last lines of the start: nothing the server logged at start-up comes after them
    expect(lines[1]).toBe('管理员账号已创建（只在首次启动时显示，请记下）：');
    const account = lines[2].match(/^ {2}账号 (\S+)\s+密码 (\S+)\s+(\S+)$/);
    expect(account?.slice(1)).toEqual(['admin', 'Admin1234', '系统管理员']);
    const login = await callApi<unknown>(url, '/login', null, { username: account![1], password: account![2] });
    const me = await callApi<{ code: string }>(url, '/getCurrentUser', login.token!);
    expect(me).toMatchObject({ success: true, obj: { code: 'admin' } });
  });

  it('cancelled runs leave no process behind: the same children, no zombie, after a dozen timeouts', async () => {
    const login = await callApi<unknown>(url, '/login', null, { username: 'admin', password: 'Admin1234' });
    expect(login.success).toBe(true);
    const token = login.token!;
    const scene = await callApi<{ sceneId: number }>(url, '/scene/save', token, {
      courseId: null,
      name: '进程计数',
      initSql: 'create table t (x int); insert into t values (1);',
    });
    expect(scene.success).toBe(true);
    const run = (sql: string) =>
      callApi<{ error?: { message: string }; results: { rows: string[][] }[] }>(url, '/sql/run', token, { sceneId: scene.obj.sceneId, sql });
    const first = await run('select x from t');
    expect(first).toMatchObject({ success: true });
    expect(first.obj.results[0].rows).toEqual([['1']]);
    const serverPids = () =>
      tree(child.pid!)
        .filter((p) => p.args.endsWith(path.join('build', 'server', 'index.js')))
        .map((p) => p.pid);
    const childrenOf = (pids: number[]) =>
      processes()
        .filter((p) => pids.includes(p.ppid) && !p.stat.startsWith('Z'))
        .map((p) => p.pid)
        .sort();
    const before = childrenOf(serverPids());
    // the embedded grading PostgreSQL is the server's child
    expect(before.length).toBeGreaterThan(0);
    for (let i = 0; i < 12; i++) {
      const r = await run('select pg_sleep(10)');
      expect(r.obj.error?.message).toMatch(/^执行超时/);
    }
    expect((await run('select x from t')).obj.results[0].rows).toEqual([['1']]);
    const running = tree(child.pid!);
    for (const p of running) seen.set(p.pid, p);
    expect(running.filter((p) => p.stat.startsWith('Z'))).toEqual([]);
    expect(childrenOf(serverPids())).toEqual(before);
  }, 60_000);

  it('stops on SIGTERM with exit 0, and every process of its tree is gone', async () => {
    for (const p of tree(child.pid!)) seen.set(p.pid, p);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    let left: Proc[] = [];
    for (const started = Date.now(); Date.now() - started < 15_000; await new Promise((r) => setTimeout(r, 100))) {
      left = processes().filter((p) => seen.has(p.pid));
      if (left.length === 0) break;
    }
    expect(left).toEqual([]);
  }, 30_000);
});
