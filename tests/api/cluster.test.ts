// Several server processes behind one port (HTDZ_WORKERS, node:cluster): on PostgreSQL, a token from a login answered
// by one process is valid in all of them, requests are spread over the processes, a process that dies is replaced, and
// SIGTERM stops them all with exit 0. On the embedded database (the PGlite run of this suite) the setting is refused
// at start with a clear message, since that database belongs to one process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../server-process';
import { type DemoProcess, DEMO_PASSWORD, startDemoProcess } from './demo-process';

const WORKERS = 3;
/** Caches far longer than the tests wait: what they see change, they heard of through the database (NOTIFY). */
const CACHE_MS = 60_000;

/** `check()` again and again until it holds, for at most 10 s (a loaded machine may pass the word on slowly). */
async function eventually<T>(check: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  let value = await check();
  for (const started = Date.now(); !holds(value) && Date.now() - started < 10_000; value = await check()) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return value;
}
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

(onPostgres ? describe : describe.skip)('three server processes on PostgreSQL', () => {
  let p: DemoProcess;

  beforeAll(async () => {
    p = await startDemoProcess({ HTDZ_WORKERS: String(WORKERS), HTDZ_CACHE_MS: String(CACHE_MS) });
  }, 120_000);

  afterAll(async () => {
    await p?.dispose();
  });

  it('starts them all, spreads requests, and a session from one is valid in every one', async () => {
    expect(p.server.output()).toContain(`${WORKERS} 个服务进程`);
    const token = (await p.api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
    const pids = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const [health, me] = await Promise.all([p.api.health(), p.api.getCurrentUser({}, { token })]);
      pids.add(health.obj.pid);
      expect(me).toMatchObject({ success: true, obj: { code: 'student' } });
    }
    expect(pids.size).toBeGreaterThanOrEqual(2);
  });

  it('a logout answered by one process ends the session in all of them at once, though each keeps sessions for a while', async () => {
    const token = (await p.api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
    // every process has the session in its cache (kept for CACHE_MS) before the logout
    for (let i = 0; i < 12; i++) expect((await p.api.getCurrentUser({}, { token })).success).toBe(true);
    expect((await p.api.logout({}, { token })).success).toBe(true);
    // well inside the cache's time: the other processes heard of it through the database (NOTIFY)
    const signedIn = async () => (await Promise.all(Array.from({ length: 12 }, () => p.api.getCurrentUser({}, { token })))).map((a) => a.success);
    expect(await eventually(signedIn, (all) => all.every((ok) => !ok))).toEqual(Array.from({ length: 12 }, () => false));
  }, 30_000);

  it("a teacher's new chapter shows at once in every process, though each keeps class outlines for a while", async () => {
    const student = (await p.api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
    const teacher = (await p.api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const { clazzId } = (await p.api.myCourses({}, { token: student })).obj.find((c) => c.courseId === 1)!;
    const titles = async () => (await p.api.studyChapters({ params: { courseId: 1, clazzId } }, { token: student })).obj.map((c) => c.title);
    for (let i = 0; i < 12; i++) expect(await titles()).not.toContain('第九章 新加的一章');
    expect((await p.api.saveChapter({ body: { courseId: 1, title: '第九章 新加的一章' } }, { token: teacher })).success).toBe(true);
    const shown = async () => (await Promise.all(Array.from({ length: 12 }, titles))).map((t) => t.includes('第九章 新加的一章'));
    expect(await eventually(shown, (all) => all.every(Boolean))).toEqual(Array.from({ length: 12 }, () => true));
  }, 30_000);

  it("a chapter's new text shows at once in every process, though each keeps chapter texts for a while", async () => {
    const student = (await p.api.login({ body: { username: 'student', password: DEMO_PASSWORD } })).token!;
    const teacher = (await p.api.login({ body: { username: 'teacher', password: DEMO_PASSWORD } })).token!;
    const { clazzId } = (await p.api.myCourses({}, { token: student })).obj.find((c) => c.courseId === 1)!;
    const saved = await p.api.saveChapter({ body: { courseId: 1, title: '第十章 视图', content: '<p>视图是虚表。</p>' } }, { token: teacher });
    const { chapterId } = saved.obj;
    const texts = async () =>
      (await Promise.all(Array.from({ length: 12 }, () => p.api.studyChapter({ params: { clazzId, chapterId } }, { token: student })))).map(
        (a) => a.obj.content,
      );
    // every process has read (and keeps) the first text
    expect(await eventually(texts, (all) => all.every((t) => t === '<p>视图是虚表。</p>'))).toContain('<p>视图是虚表。</p>');
    const edit = { courseId: 1, chapterId, title: '第十章 视图', content: '<p>视图是一条保存的查询。</p>' };
    expect((await p.api.saveChapter({ body: edit }, { token: teacher })).success).toBe(true);
    const read = await eventually(texts, (all) => all.every((t) => t === '<p>视图是一条保存的查询。</p>'));
    expect(read).toEqual(Array.from({ length: 12 }, () => '<p>视图是一条保存的查询。</p>'));
  }, 30_000);

  it('a process that dies is replaced, and SIGTERM stops them all with exit 0', async () => {
    const { pid } = (await p.api.health()).obj;
    process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 100 && !p.server.output().includes('已重新启动一个'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(p.server.output()).toContain(`服务进程 ${pid} 退出`);
    // the others answered all along; the new one joins
    expect((await p.api.ready()).success).toBe(true);
    expect(await p.server.stop('SIGTERM')).toBe(0);
  });
});

(onPostgres ? describe.skip : describe)('on the embedded database', () => {
  it('HTDZ_WORKERS above 1 is refused at start with the reason', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'index.ts')], {
      cwd: ROOT,
      env: { ...process.env, HTDZ_WORKERS: '3', DATABASE_URL: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('HTDZ_WORKERS: several processes need PostgreSQL');
  });
});
