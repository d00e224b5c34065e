// The `sandbox` lab runtime: each container is a bubblewrap sandbox on this machine (own user, PID, network, IPC, UTS
// and mount namespaces; no network at all; the system read-only; only its own home folder writable, bound from
// homesDir), in a cgroup with the image's limits, its shell on a pty (node-pty) that every viewer of the container
// shares. The container lives as long as that shell: typing `exit` stops it, and it dies with the server process.
// The home folder has a real disk quota where this machine allows mounting (./home-disks.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { IPty } from 'node-pty';
import { type ContainerCgroup, createCgroup } from './cgroups';
import { folderSizeMb, HomeDisks, type QuotaState } from './home-disks';
import { type ContainerSpec, type LabRuntime, RuntimeError, type TerminalSession, type Usage } from './runtime';

const BACKLOG_CHARS = 64 * 1024;
/** the uid and gid inside; PostgreSQL refuses to run as root */
const LAB_UID = 1000;
/**
 * Who the sandbox is outside when the server runs as root: the user namespace maps the uid inside to the uid that
 * started bwrap, and as root that would give the container the owner's rights on every root-owned file it can see
 * (/etc/shadow through the read-only /etc). As nobody it has none.
 */
const OUTSIDE_UID = 65534;
const asRoot = () => process.getuid?.() === 0;
const HOME = '/home/lab';

type Running = {
  pty: IPty;
  cgroup: ContainerCgroup | null;
  backlog: string;
  data: Set<(d: string) => void>;
  exit: Set<() => void>;
  stopping: boolean;
  exited: Promise<void>;
  lastCpu: { at: number; micros: number } | null;
};

export type SandboxOptions = {
  homesDir: string;
  /** bwrap's path; a missing one makes start refuse with a clear message */
  bwrap?: string;
  cgroupRoot?: string;
  /** `auto` (default): an ext4 image per home where mounting works, else measured; `measure`: always measured */
  diskQuota?: 'auto' | 'measure';
  /** where the runtime says what the operator should know (no real disk quota here) */
  log?: (message: string) => void;
};

/** The name of a home folder: keys are made by the service (u{userId}-c{courseId}); anything else is refused. */
const homeName = (key: string) => {
  if (!/^[a-z0-9-]{1,64}$/.test(key)) throw new RuntimeError(`无效的实验目录名：${key}`);
  return key;
};

/** nobody must be able to reach the home folder to bind it: every folder above it needs the x bit for others */
function checkTraversable(home: string) {
  for (let dir = path.dirname(home); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((fs.statSync(dir).mode & 0o001) === 0) {
      throw new RuntimeError(`实验目录的上级文件夹 ${dir} 不允许其他用户进入（需要 chmod o+x），容器无法使用它`);
    }
  }
}

export class SandboxRuntime implements LabRuntime {
  readonly kind = 'sandbox' as const;
  private readonly containers = new Map<number, Running>();
  private readonly exitListeners = new Set<(id: number) => void>();
  private readonly bwrap: string;
  /** each start gets a cgroup of its own: the last one of the same container may still be being removed */
  private starts = 0;
  /** bwrap found once is not looked for again at every start */
  private bwrapFound = false;
  /** written once per runtime: the same for every container */
  private identity: { passwd: string; group: string } | null = null;
  private readonly disks: HomeDisks;
  /** starts under way: a second start of the same container waits for the first */
  private readonly starting = new Map<number, Promise<void>>();
  /** mounting, unmounting and wiping a home happen one after another */
  private readonly homeOps = new Map<string, Promise<void>>();
  private readonly log: (message: string) => void;

  constructor(private readonly opts: SandboxOptions) {
    this.bwrap = opts.bwrap ?? 'bwrap';
    this.log = opts.log ?? ((m) => console.warn(`[lab] ${m}`));
    this.disks = new HomeDisks(opts.homesDir, opts.diskQuota, this.log);
  }

  /** How home folders are limited here: `image` (a real quota) or `measure` (checked at start and by the reaper), and why. */
  diskQuota(): Promise<QuotaState> {
    return this.disks.state();
  }

  /** Measure only from now on (`measure`), or probe again (`auto`): for tests of the fallback. */
  setDiskQuota(mode: 'auto' | 'measure') {
    this.disks.force(mode);
  }

  private serial<T>(homeKey: string, fn: () => Promise<T>): Promise<T> {
    const next = (this.homeOps.get(homeKey) ?? Promise.resolve()).then(fn);
    const tail = next.then(
      () => {},
      () => {},
    );
    this.homeOps.set(homeKey, tail);
    void tail.then(() => {
      if (this.homeOps.get(homeKey) === tail) this.homeOps.delete(homeKey);
    });
    return next;
  }

  /**
   * Unmounts a home once its container is gone (after its cgroup, when it had one). Queued at once in the home's line,
   * so a start of the same home that comes while the cgroup is still being removed mounts after this, not before.
   */
  private release(homeKey: string, cgroup?: { remove: () => Promise<void> } | null): Promise<void> {
    return this.serial(homeKey, async () => {
      await cgroup?.remove();
      await this.disks.release(this.homeDir(homeKey));
    }).catch((err: unknown) => {
      this.log(`实验目录 ${homeKey} 没能卸载：${err instanceof Error ? err.message : String(err)}`);
    });
  }

  /** whether bubblewrap can be run here (the pages say so when it cannot) */
  available(): boolean {
    this.bwrapFound ||= spawnSync(this.bwrap, ['--version'], { stdio: 'ignore' }).status === 0;
    return this.bwrapFound;
  }

  homeDir(homeKey: string) {
    return path.join(this.opts.homesDir, homeName(homeKey));
  }

  /** a passwd and group naming uid 1000 `lab`, bound over the machine's own so the shell and initdb know who they are */
  private identityFiles(): { passwd: string; group: string } {
    if (this.identity) return this.identity;
    const dir = path.join(this.opts.homesDir, '.identity');
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    const passwd = path.join(dir, 'passwd');
    const group = path.join(dir, 'group');
    fs.writeFileSync(passwd, `root:x:0:0:root:/root:/usr/sbin/nologin\nlab:x:${LAB_UID}:${LAB_UID}:lab:${HOME}:/bin/bash\n`);
    fs.writeFileSync(group, `root:x:0:\nlab:x:${LAB_UID}:\n`);
    this.identity = { passwd, group };
    return this.identity;
  }

  private bwrapArgs(home: string, startCommand: string): string[] {
    const id = this.identityFiles();
    return [
      '--unshare-all',
      '--unshare-user',
      '--uid',
      String(LAB_UID),
      '--gid',
      String(LAB_UID),
      '--die-with-parent',
      '--ro-bind',
      '/usr',
      '/usr',
      '--symlink',
      'usr/lib',
      '/lib',
      '--symlink',
      'usr/lib64',
      '/lib64',
      '--symlink',
      'usr/bin',
      '/bin',
      '--symlink',
      'usr/sbin',
      '/sbin',
      '--ro-bind',
      '/etc',
      '/etc',
      '--ro-bind',
      id.passwd,
      '/etc/passwd',
      '--ro-bind',
      id.group,
      '/etc/group',
      '--proc',
      '/proc',
      '--dev',
      '/dev',
      '--tmpfs',
      '/tmp',
      '--tmpfs',
      '/run',
      '--bind',
      home,
      HOME,
      '--chdir',
      HOME,
      '--hostname',
      'lab',
      '--clearenv',
      '--setenv',
      'HOME',
      HOME,
      '--setenv',
      'USER',
      'lab',
      '--setenv',
      'LANG',
      'C.UTF-8',
      '--setenv',
      'TERM',
      'xterm-256color',
      '--setenv',
      'PATH',
      '/usr/local/bin:/usr/bin:/bin',
      '--setenv',
      'LAB_START_COMMAND',
      startCommand,
      '--',
      '/bin/bash',
      '-c',
      // The image's command runs in the shell that becomes the terminal, so what it exports (PATH, PGHOST) stays.
      'eval "$LAB_START_COMMAND"; unset LAB_START_COMMAND; exec /bin/bash --login -i',
    ];
  }

  async start(spec: ContainerSpec): Promise<void> {
    if (this.containers.has(spec.containerId)) return;
    const pending = this.starting.get(spec.containerId);
    if (pending) return pending;
    const started = this.launch(spec).finally(() => this.starting.delete(spec.containerId));
    this.starting.set(spec.containerId, started);
    return started;
  }

  private async launch(spec: ContainerSpec): Promise<void> {
    if (!this.available()) throw new RuntimeError('本机没有安装 bubblewrap（apt-get install bubblewrap），无法启动实验容器');
    const home = this.homeDir(spec.homeKey);
    // the homes folder lets others pass (nobody binds a home from it) but not list who has one
    fs.mkdirSync(this.opts.homesDir, { recursive: true, mode: 0o711 });
    if (asRoot()) {
      fs.chmodSync(this.opts.homesDir, 0o711);
      checkTraversable(home);
    }
    // mounted on its image of the quota's size, or refused while it holds more than the quota
    await this.serial(spec.homeKey, () => this.disks.prepare(spec.homeKey, home, spec.diskMb));
    const cgroup = createCgroup(`c${spec.containerId}-${process.pid}-${++this.starts}`, spec, this.opts.cgroupRoot);
    // The launcher joins the cgroup before anything of the container runs, then sets the per-process limits
    // (file size for the disk, and memory per process where no cgroup could be made).
    const rlimits = [`--fsize=${spec.diskMb * 1024 * 1024}`, '--nofile=1024', ...(cgroup ? [] : [`--as=${spec.memoryMb * 2 * 1024 * 1024}`])];
    const launcher = 'for f in $CGROUP_PROCS; do echo $$ > "$f" || exit 97; done; unset CGROUP_PROCS; exec "$@"';
    const dropRoot = asRoot() ? ['setpriv', `--reuid=${OUTSIDE_UID}`, `--regid=${OUTSIDE_UID}`, '--clear-groups'] : [];
    const { spawn } = await import('node-pty');
    let pty: IPty;
    try {
      pty = spawn('/bin/sh', ['-c', launcher, 'lab', 'prlimit', ...rlimits, '--', ...dropRoot, this.bwrap, ...this.bwrapArgs(home, spec.startCommand)], {
        name: 'xterm-256color',
        cols: 100,
        rows: 30,
        cwd: this.opts.homesDir,
        env: { PATH: '/usr/local/bin:/usr/bin:/bin', CGROUP_PROCS: cgroup?.procsFiles.join(' ') ?? '' },
      });
    } catch (err) {
      await this.release(spec.homeKey, cgroup);
      throw new RuntimeError(`实验容器启动失败：${err instanceof Error ? err.message : String(err)}`);
    }
    let resolveExit!: () => void;
    const c: Running = {
      pty,
      cgroup,
      backlog: '',
      data: new Set(),
      exit: new Set(),
      stopping: false,
      exited: new Promise((r) => (resolveExit = () => r())),
      lastCpu: null,
    };
    this.containers.set(spec.containerId, c);
    pty.onData((d) => {
      c.backlog = (c.backlog + d).slice(-BACKLOG_CHARS);
      for (const l of c.data) l(d);
    });
    pty.onExit(() => {
      this.containers.delete(spec.containerId);
      for (const l of c.exit) l();
      if (!c.stopping) for (const l of this.exitListeners) l(spec.containerId);
      // what the shell left running (a server it started) goes with it
      c.cgroup?.killAll();
      // then its home is unmounted: nothing of the container is left on the machine
      void this.release(spec.homeKey, cgroup).then(resolveExit);
    });
  }

  async stop(containerId: number): Promise<void> {
    const c = this.containers.get(containerId);
    if (!c) return;
    c.stopping = true;
    c.cgroup?.killAll();
    try {
      process.kill(c.pty.pid, 'SIGKILL');
    } catch {
      // gone already
    }
    await c.exited;
  }

  async wipeHome(homeKey: string): Promise<void> {
    const home = this.homeDir(homeKey);
    await this.serial(homeKey, () => this.disks.wipe(homeKey, home));
  }

  async running(): Promise<number[]> {
    return [...this.containers.keys()];
  }

  async attach(containerId: number): Promise<TerminalSession> {
    const c = this.containers.get(containerId);
    if (!c) throw new RuntimeError('容器没有在运行');
    const mine = { data: new Set<(d: string) => void>(), exit: new Set<() => void>() };
    const onData = (d: string) => mine.data.forEach((l) => l(d));
    const onExit = () => mine.exit.forEach((l) => l());
    c.data.add(onData);
    c.exit.add(onExit);
    return {
      write: (d) => c.pty.write(d),
      resize: (cols, rows) => c.pty.resize(cols, rows),
      onData: (l) => (mine.data.add(l), () => mine.data.delete(l)),
      onExit: (l) => (mine.exit.add(l), () => mine.exit.delete(l)),
      close: () => {
        c.data.delete(onData);
        c.exit.delete(onExit);
      },
      backlog: () => c.backlog,
    };
  }

  async usage(containerId: number): Promise<Usage | null> {
    const c = this.containers.get(containerId);
    const now = c?.cgroup?.read();
    if (!c || !now) return null;
    const at = Date.now();
    const before = c.lastCpu;
    c.lastCpu = { at, micros: now.cpuMicros };
    const cpuPercent = before && at > before.at ? ((now.cpuMicros - before.micros) / 1000 / (at - before.at)) * 100 : 0;
    return { cpuPercent: Math.max(0, Math.round(cpuPercent * 10) / 10), memoryMb: Math.round(now.memoryMb * 10) / 10 };
  }

  /**
   * `du` in a child process without waiting on it: the reaper measures every home and must not hold up requests.
   * Under a real quota the home is only mounted while its container runs (the reaper measures running ones).
   */
  async homeSizeMb(homeKey: string): Promise<number | null> {
    const mb = await folderSizeMb(this.homeDir(homeKey));
    return mb === null ? null : Math.round(mb * 10) / 10;
  }

  onExit(listener: (containerId: number) => void): void {
    this.exitListeners.add(listener);
  }

  async close(): Promise<void> {
    await Promise.all([...this.starting.values()].map((p) => p.catch(() => {})));
    await Promise.all([...this.containers.keys()].map((id) => this.stop(id)));
    await Promise.all([...this.homeOps.values()]);
    // no mount and no loop device outlives the server
    await this.disks.releaseAll();
  }
}
