// Lab containers 容器 (issue 8) against a real database and the real sandbox runtime (bubblewrap on this machine): a
// student starts the demo PostgreSQL image, types `psql` in the terminal over the WebSocket and sees the answer; the
// teacher watches (typing does nothing) and stops it; files in the home folder survive a restart until reset; the path's
// account and role are checked; limits refuse in Chinese and write nothing; the reaper stops idle, expired and
// over-disk containers; a container's own `exit`, an image deleted and a server restart all leave the row stopped.
// The home's disk quota is real: writing past it fails in the terminal with "No space left on device", a start while
// the home holds more than the quota is refused in Chinese (also where it is only measured), a stop leaves no mount.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { LabContainer } from '@contract/lab';
import { labContainers, labImageCourses, labImages } from '../../server/db/schema';
import type { SandboxRuntime } from '../../server/lab/sandbox';
import { CHINESE, newUser, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';
import { connectTerminal, openTerminal, stoppedWith, typeLine } from './lab-terminal';

let s: TestServer;
let admin: string;
let teacher: string;
let student: string;
let classmate: string;
let outsider: string;
let clazzId: number;
let imageId: number;

const COURSE = 1;
const STUDENT_ROLE = 4;
const TEACHER_ROLE = 3;

beforeAll(async () => {
  s = await startServer();
  admin = await s.login('admin');
  teacher = await s.login('teacher');
  student = await s.login('student');
  ({ token: outsider } = await newUser(s, admin, 's_lab_out', STUDENT_ROLE));
  const classes = await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher });
  clazzId = classes.obj.list.find((c) => c.courseId === COURSE)!.sclassId;
  ({ token: classmate } = await newUser(s, admin, 's_lab_mate', STUDENT_ROLE));
  expect((await s.api.addStudents({ body: { sclassId: clazzId, codes: ['s_lab_mate'] } }, { token: teacher })).success).toBe(true);
  const [demo] = await s.database.db.select().from(labImages);
  imageId = demo!.id;
}, 120_000);

afterAll(async () => {
  await s?.close();
});

const startBody = (over: Record<string, unknown> = {}) => ({ courseId: COURSE, clazzId, imageId, studentCode: 'student', roleId: STUDENT_ROLE, ...over });
const start = (over: Record<string, unknown> = {}, token = student) => s.api.startLabContainer({ body: startBody(over) }, { token });
const started = async (over: Record<string, unknown> = {}, token = student) => {
  const r = await start(over, token);
  expect(r.message).toBe(r.success ? r.message : '');
  return r.obj;
};
const mine = (token = student, query: Record<string, string> = { clazzId: String(clazzId), studentCode: 'student', roleId: String(STUDENT_ROLE) }) =>
  s.unchecked('myLabContainer', { params: { courseId: COURSE }, query }, { token });
const ACTIONS = { stop: 'stopLabContainer', restart: 'restartLabContainer', reset: 'resetLabContainer' } as const;
const act = (what: keyof typeof ACTIONS, containerId: number, token = student) => s.api[ACTIONS[what]]({ params: { containerId } }, { token });
const rowOf = async (containerId: number) => (await s.database.db.select().from(labContainers).where(eq(labContainers.id, containerId)))[0]!;

const terminal = (containerId: number, token = student) => openTerminal(s, containerId, token);

/** whether this machine lets the server loop-mount an ext4 image (root, loop devices, mkfs.ext4) */
function canLoopMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-loop-'));
  const ok = (cmd: string, ...args: string[]) =>
    spawnSync(cmd, args, { env: { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' }, stdio: 'ignore' }).status === 0;
  try {
    fs.mkdirSync(path.join(dir, 'mnt'));
    fs.writeFileSync(path.join(dir, 'img'), '');
    fs.truncateSync(path.join(dir, 'img'), 4 * 1024 * 1024);
    return (
      ok('mkfs.ext4', '-q', '-F', path.join(dir, 'img')) &&
      ok('mount', '-o', 'loop', path.join(dir, 'img'), path.join(dir, 'mnt')) &&
      ok('umount', path.join(dir, 'mnt'))
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const connect = (ticket: string) => connectTerminal(s, ticket);
const type = typeLine;

describe('a student and their PostgreSQL lab', () => {
  let container: LabContainer;

  it('starts the course’s image: running, with its times, and the runtime runs it', async () => {
    expect((await mine()).obj).toBeNull();
    container = await started();
    expect(container).toMatchObject({
      courseId: COURSE,
      clazzId,
      state: 'running',
      runtime: 'sandbox',
      owner: { code: 'student' },
      image: { imageId, name: 'PostgreSQL 个人实验环境' },
      stopReason: null,
    });
    const startedAt = new Date(container.startedAt).getTime();
    // idle 30 minutes comes before the lifetime of 120
    expect(new Date(container.stopsAt!).getTime() - startedAt).toBe(30 * 60_000);
    expect(await s.app.lab.runtime!.running()).toEqual([container.containerId]);
    expect((await mine()).obj).toMatchObject({ containerId: container.containerId, state: 'running' });
  });

  it('runs psql in the terminal and shows the answer', async () => {
    const t = await terminal(container.containerId);
    expect(t.mode).toBe('owner');
    await t.waitFor('PostgreSQL 已启动');
    type(t, "psql -c 'select 40 + 2 as answer'");
    await t.waitFor('(1 row)');
    expect(t.text()).toMatch(/answer\s*\r?\n-+\s*\r?\n\s*42/);
    t.ws.terminate();
  });

  it('starting again resumes the same container, without a second one', async () => {
    const again = await started();
    expect(again.containerId).toBe(container.containerId);
    expect(again.startedAt).toBe(container.startedAt);
    expect(await s.app.lab.runtime!.running()).toEqual([container.containerId]);
  });

  it('the teacher lists it with its usage, watches the same screen, and cannot type', async () => {
    const listed = await s.api.courseLabContainers({ params: { courseId: COURSE }, query: { current: '1', pageSize: '10' } }, { token: teacher });
    expect(listed.obj.total).toBe(1);
    expect(listed.obj.list[0]).toMatchObject({ containerId: container.containerId, owner: { code: 'student' }, state: 'running' });
    expect(listed.obj.list[0]!.usage!.memoryMb).toBeGreaterThan(0);
    expect((await s.api.courseLabContainers({ params: { courseId: COURSE }, query: { keyword: 'nobody' } }, { token: teacher })).obj.total).toBe(0);

    const owner = await terminal(container.containerId);
    const watcher = await terminal(container.containerId, teacher);
    expect(watcher.mode).toBe('observer');
    type(watcher, 'echo typed-by-the-teacher > ~/teacher.txt');
    type(owner, 'echo student-$((6*7))');
    await watcher.waitFor('student-42');
    await new Promise((r) => setTimeout(r, 300));
    type(owner, 'ls ~/teacher.txt; echo listed');
    await owner.waitFor('No such file');
    owner.ws.terminate();
    watcher.ws.terminate();
  });

  it('files in the home folder survive a restart; a reset empties it', async () => {
    const t = await terminal(container.containerId);
    type(t, 'echo kept > ~/notes.txt && echo written');
    await t.waitFor('written');
    const restarted = await act('restart', container.containerId);
    expect(restarted.message).toBe(restarted.success ? restarted.message : '');
    expect(restarted.obj).toMatchObject({ containerId: container.containerId, state: 'running' });
    await t.waitFor(stoppedWith('user'));
    const after = await terminal(container.containerId);
    type(after, 'cat ~/notes.txt; psql -Atc "select 7*6"');
    await after.waitFor('kept');
    await after.waitFor('42');

    const reset = await act('reset', container.containerId);
    expect(reset.obj).toMatchObject({ state: 'stopped', stopReason: 'reset' });
    await after.waitFor(stoppedWith('reset'));
    expect(await s.app.lab.runtime!.running()).toEqual([]);
    const clean = await started();
    const fresh = await terminal(clean.containerId);
    await fresh.waitFor('正在创建个人 PostgreSQL 数据库');
    type(fresh, 'ls ~/notes.txt');
    await fresh.waitFor('No such file');
    fresh.ws.terminate();
  });

  it('typing exit ends the shell and the container with it', async () => {
    const t = await terminal(container.containerId);
    type(t, 'exit');
    await t.waitFor(stoppedWith('exited'));
    expect(await rowOf(container.containerId)).toMatchObject({ state: 'stopped', stopReason: 'exited' });
    expect((await mine()).obj).toMatchObject({ state: 'stopped', stopReason: 'exited', stopsAt: null, usage: null });
  });

  it('the teacher stops it: the student’s terminal is told why', async () => {
    await started();
    const t = await terminal(container.containerId);
    const stopped = await act('stop', container.containerId, teacher);
    expect(stopped.obj).toMatchObject({ state: 'stopped', stopReason: 'teacher' });
    await t.waitFor(stoppedWith('teacher'));
    expect(await s.app.lab.runtime!.running()).toEqual([]);
    expect((await s.api.courseLabContainers({ params: { courseId: COURSE } }, { token: teacher })).obj.total).toBe(0);
  });
});

describe('who reaches what', () => {
  let containerId: number;
  beforeAll(async () => {
    containerId = (await started()).containerId;
  });
  afterAll(async () => {
    await act('stop', containerId);
  });

  it('the path’s account and role must be the caller’s own, and nothing is written otherwise', async () => {
    const before = await rowCount(s, labContainers);
    for (const over of [{ studentCode: 'student' }, { studentCode: 's_lab_mate', roleId: TEACHER_ROLE }, { studentCode: 'S_LAB_MATE' }]) {
      const r = await start(over, classmate);
      expect(r).toMatchObject({ success: false });
      expect(r.message).toMatch(CHINESE);
    }
    expect((await mine(classmate)).message).toContain('不一致');
    expect(await rowCount(s, labContainers)).toBe(before);
  });

  it('another student can neither stop, restart, reset nor watch it, and gets the same answer as for a missing one', async () => {
    for (const what of ['stop', 'restart', 'reset'] as const) {
      const r = await act(what, containerId, classmate);
      expect(r).toMatchObject({ success: false, message: '容器不存在，或你无权操作它' });
    }
    expect((await act('stop', 999_999, classmate)).message).toBe('容器不存在，或你无权操作它');
    expect((await s.api.labTerminalTicket({ params: { containerId } }, { token: classmate })).success).toBe(false);
    expect((await rowOf(containerId)).state).toBe('running');
  });

  it('a student outside the class, or with an image the course does not offer, is refused', async () => {
    const r = await start({ studentCode: 's_lab_out' }, outsider);
    expect(r.success).toBe(false);
    expect(r.message).toMatch(CHINESE);
    const [other] = await s.database.db
      .insert(labImages)
      .values({
        name: '未提供',
        provides: 'x',
        startCommand: 'true',
        memoryMb: 64,
        cpuTenths: 1,
        maxProcesses: 16,
        diskMb: 16,
        idleMinutes: 5,
        lifetimeMinutes: 10,
        authorId: 1,
      })
      .returning();
    expect((await start({ imageId: other!.id, studentCode: 's_lab_mate' }, classmate)).message).toBe('这门课程没有提供这个实验镜像，或它已停用');
    expect((await s.api.courseLabContainers({ params: { courseId: COURSE } }, { token: student })).success).toBe(false);
  });

  it('a forged, expired or access-token ticket is refused on the socket', async () => {
    for (const ticket of ['nonsense', teacher, s.app.jwt.sign({ purpose: 'lab-terminal', uid: 1, cid: containerId }, { expiresIn: -10 })]) {
      const t = await connect(ticket);
      await t.waitFor((m) => m.some((x) => x.t === 'e'));
      expect(t.messages.find((x) => x.t === 'e')).toMatchObject({ message: expect.stringMatching(CHINESE) });
      expect(t.text()).toBe('');
    }
  });
});

describe('the disk quota of the home folder', () => {
  /** root and loop devices: each home is an ext4 image of the quota's size (else the quota is measured only) */
  const loopHere = canLoopMount();
  const sandbox = () => s.app.lab.runtime as SandboxRuntime;
  const mate = (over: Record<string, unknown> = {}) => start({ studentCode: 's_lab_mate', ...over }, classmate);
  const mountedOn = (dir: string) =>
    fs
      .readFileSync('/proc/mounts', 'utf8')
      .split('\n')
      .some((l) => l.split(' ')[1] === `${fs.realpathSync(path.dirname(dir))}/${path.basename(dir)}`);
  let small: number;
  let home: string;
  let containerId: number;

  beforeAll(async () => {
    const saved = await s.api.saveLabImage(
      {
        body: {
          imageId: null,
          name: '小磁盘镜像',
          provides: 'bash',
          startCommand: 'echo ready',
          memoryMb: 128,
          cpuTenths: 5,
          maxProcesses: 32,
          diskMb: 32,
          idleMinutes: 5,
          lifetimeMinutes: 10,
          courseIds: [COURSE],
        },
      },
      { token: teacher },
    );
    small = saved.obj.imageId;
  });
  afterAll(async () => {
    sandbox().setDiskQuota('auto');
    await act('stop', containerId, classmate);
  });

  (loopHere ? it : it.skip)(
    'writing past the quota fails in the terminal with “No space left on device”; the stop leaves nothing mounted',
    async () => {
      const r = await mate({ imageId: small });
      expect(r.message).toBe(r.success ? r.message : '');
      containerId = r.obj.containerId;
      home = path.join(s.app.config.lab.homesDir, `u${r.obj.owner.userId}-c${COURSE}`);
      expect(mountedOn(home)).toBe(true);
      const t = await terminal(containerId, classmate);
      await t.waitFor('ready');
      type(t, 'dd if=/dev/zero of=~/big bs=1M count=96; echo "used=$(du -sk ~ | cut -f1)k"');
      await t.waitFor('No space left on device');
      await t.waitFor(() => /used=\d+k/.test(t.text()));
      const used = Number(/used=(\d+)k/.exec(t.text())![1]);
      expect(used).toBeGreaterThan(16 * 1024);
      expect(used).toBeLessThanOrEqual(32 * 1024);
      t.ws.terminate();
      expect((await act('stop', containerId, classmate)).obj).toMatchObject({ state: 'stopped' });
      expect(mountedOn(home)).toBe(false);
      expect(await sandbox().diskQuota()).toEqual({ mode: 'image', reason: null });
    },
    30_000,
  );

  (loopHere ? it : it.skip)(
    'a start while the home holds more than the quota is refused in Chinese; a reset is the way out',
    async () => {
      await s.database.db.update(labImages).set({ diskMb: 16 }).where(eq(labImages.id, small));
      const refused = await mate({ imageId: small });
      expect(refused).toMatchObject({ success: false });
      expect(refused.message).toMatch(/^实验空间已超出配额（已用 2\d MB \/ 配额 16 MB），无法启动容器。请先删除文件：在容器页点击“重置”清空实验空间/);
      expect(await rowOf(containerId)).toMatchObject({ state: 'stopped' });
      expect(await s.app.lab.runtime!.running()).toEqual([]);
      expect(mountedOn(home)).toBe(false);
      expect((await act('reset', containerId, classmate)).obj).toMatchObject({ state: 'stopped', stopReason: 'reset' });
      const again = await mate({ imageId: small });
      expect(again.obj).toMatchObject({ containerId, state: 'running' });
      expect((await act('stop', containerId, classmate)).success).toBe(true);
      await s.database.db.update(labImages).set({ diskMb: 32 }).where(eq(labImages.id, small));
    },
    30_000,
  );

  it('where nothing can be mounted the quota is measured: files put in the home folder past it refuse the start', async () => {
    sandbox().setDiskQuota('measure');
    expect(await sandbox().diskQuota()).toMatchObject({ mode: 'measure' });
    const first = await mate({ imageId: small });
    expect(first.message).toBe(first.success ? first.message : '');
    containerId = first.obj.containerId;
    home = path.join(s.app.config.lab.homesDir, `u${first.obj.owner.userId}-c${COURSE}`);
    expect((await act('stop', containerId, classmate)).success).toBe(true);
    expect(mountedOn(home)).toBe(false);
    fs.writeFileSync(path.join(home, 'big'), Buffer.alloc(40 * 1024 * 1024, 1));
    const refused = await mate({ imageId: small });
    expect(refused).toMatchObject({ success: false });
    expect(refused.message).toContain('实验空间已超出配额（已用 40 MB / 配额 32 MB）');
    expect(await s.app.lab.runtime!.running()).toEqual([]);
    expect((await act('reset', containerId, classmate)).success).toBe(true);
    expect((await mate({ imageId: small })).obj).toMatchObject({ containerId, state: 'running' });
  }, 30_000);
});

describe('limits and the reaper', () => {
  afterEach(async () => {
    s.app.config.lab.maxContainers = 20;
    s.app.config.lab.maxPerUser = 2;
    for (const id of await s.app.lab.runtime!.running()) await act('stop', id, admin);
  });

  it('refuses a start when the platform is full, in Chinese, and writes nothing', async () => {
    await started();
    s.app.config.lab.maxContainers = 1;
    const before = await s.database.db.select().from(labContainers);
    const r = await start({ studentCode: 's_lab_mate' }, classmate);
    expect(r).toMatchObject({ success: false });
    expect(r.message).toContain('实验容器已满');
    expect(await s.database.db.select().from(labContainers)).toEqual(before);
  });

  it('refuses a user over their own number of containers', async () => {
    s.app.config.lab.maxPerUser = 1;
    await started({ studentCode: 'teacher', roleId: TEACHER_ROLE, clazzId: null }, teacher);
    const secondCourse = (await s.api.saveCourse({ body: { name: '第二门课' } }, { token: teacher })).obj.courseId;
    await s.database.db.insert(labImageCourses).values({ imageId, courseId: secondCourse });
    const r = await start({ courseId: secondCourse, studentCode: 'teacher', roleId: TEACHER_ROLE, clazzId: null }, teacher);
    expect(r.message).toContain('每人最多 1 个');
  });

  it('stops idle, expired and over-disk containers', async () => {
    const c = await started();
    const t0 = new Date(c.startedAt).getTime();
    await s.app.lab.reap(new Date(t0 + 29 * 60_000));
    expect((await rowOf(c.containerId)).state).toBe('running');
    await s.app.lab.reap(new Date(t0 + 30 * 60_000));
    expect(await rowOf(c.containerId)).toMatchObject({ state: 'stopped', stopReason: 'idle' });
    expect(await s.app.lab.runtime!.running()).toEqual([]);

    // activity on the terminal pushes the idle time-out back; the lifetime still ends it
    const again = await started();
    await s.database.db
      .update(labContainers)
      .set({ lastActiveAt: new Date(t0 + 110 * 60_000) })
      .where(eq(labContainers.id, again.containerId));
    await s.app.lab.reap(new Date(new Date(again.startedAt).getTime() + 120 * 60_000));
    expect(await rowOf(again.containerId)).toMatchObject({ state: 'stopped', stopReason: 'lifetime' });

    const full = await started();
    const t = await terminal(full.containerId);
    await t.waitFor('PostgreSQL 已启动');
    // the personal database alone takes more than 16 MB
    await s.database.db.update(labImages).set({ diskMb: 16 }).where(eq(labImages.id, imageId));
    await s.app.lab.reap(new Date());
    expect((await rowOf(full.containerId)).diskUsedMb).toBeGreaterThan(16);
    expect(await rowOf(full.containerId)).toMatchObject({ state: 'stopped', stopReason: 'disk' });
    await t.waitFor(stoppedWith('disk'));
    await s.database.db.update(labImages).set({ diskMb: 512 }).where(eq(labImages.id, imageId));
  });

  it('deleting the image stops its running containers first', async () => {
    const saved = await s.api.saveLabImage(
      {
        body: {
          imageId: null,
          name: '临时镜像',
          provides: 'bash',
          startCommand: 'echo ready',
          memoryMb: 128,
          cpuTenths: 5,
          maxProcesses: 32,
          diskMb: 64,
          idleMinutes: 5,
          lifetimeMinutes: 10,
          courseIds: [COURSE],
        },
      },
      { token: teacher },
    );
    const c = await started({ imageId: saved.obj.imageId });
    const t = await terminal(c.containerId);
    await t.waitFor('ready');
    expect((await s.api.deleteLabImage({ params: { imageId: saved.obj.imageId } }, { token: teacher })).success).toBe(true);
    await t.waitFor(stoppedWith('image'));
    expect(await s.app.lab.runtime!.running()).toEqual([]);
    expect(
      await s.database.db
        .select()
        .from(labContainers)
        .where(and(eq(labContainers.userId, c.owner.userId), eq(labContainers.courseId, COURSE))),
    ).toEqual([]);
  });

  it('after a server restart the sandbox’s rows are stopped (its containers died with the process)', async () => {
    const c = await started();
    await s.restart();
    expect(await rowOf(c.containerId)).toMatchObject({ state: 'stopped', stopReason: 'server' });
    student = await s.login('student');
    const again = await started();
    expect(again).toMatchObject({ containerId: c.containerId, state: 'running' });
  });
});
