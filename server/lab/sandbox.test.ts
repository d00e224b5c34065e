// The sandbox runtime on this machine's bubblewrap: what runs inside is confined to its container. Each attempt to
// reach out (the network, a server of the host on loopback, the platform's data folder, another user's home, the
// host's processes, the system files) is made from inside and must fail; the memory and process limits hold. The
// home's disk quota holds: writing past it fails inside with "No space left on device", a start over it is refused,
// and no mount or loop device is left once a container stopped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SandboxRuntime } from './sandbox';
import type { ContainerSpec, TerminalSession } from './runtime';

let dataDir: string;
let runtime: SandboxRuntime;
let host: net.Server;
let hostPort: number;
let connections = 0;

const SBIN_PATH = { PATH: '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' };
/** whether this machine lets the server loop-mount (root, loop devices, mkfs.ext4): then the quota is a real file system */
function canLoopMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-loop-'));
  const ok = (cmd: string, ...args: string[]) => spawnSync(cmd, args, { env: SBIN_PATH, stdio: 'ignore' }).status === 0;
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
const loopHere = canLoopMount();
/** the file systems mounted on `dir` as /proc/mounts lists them */
const mountsOn = (dir: string) =>
  fs
    .readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((l) => l.split(' '))
    .filter((f) => f[1] === `${fs.realpathSync(path.dirname(dir))}/${path.basename(dir)}`)
    .map((f) => f[2]);
/** the loop devices still backed by a file */
const loopsOf = (file: string) => spawnSync('losetup', ['-j', file], { env: SBIN_PATH, encoding: 'utf8' }).stdout.trim();
async function noLoopLeft(file: string) {
  // the last reference goes with the sandbox's mount namespace, a moment after its processes
  for (let i = 0; i < 40 && loopsOf(file) !== ''; i++) await new Promise((r) => setTimeout(r, 50));
  return loopsOf(file);
}

const spec = (over: Partial<ContainerSpec> = {}): ContainerSpec => ({
  containerId: 1,
  homeKey: 'u1-c1',
  courseId: 1,
  startCommand: 'echo ready',
  ociImage: null,
  memoryMb: 64,
  cpuTenths: 5,
  maxProcesses: 32,
  diskMb: 64,
  ...over,
});

/** Runs one line in the container's shell and answers what it printed between two markers. */
async function run(term: TerminalSession, line: string): Promise<string> {
  const tag = `m${Math.random().toString(36).slice(2, 8)}`;
  let out = '';
  const off = term.onData((d) => (out += d));
  // the markers are built by the shell, so the echoed command line itself never matches
  term.write(`echo "${tag}""-start"; ${line}; echo "${tag}""-end"\r`);
  for (let i = 0; i < 400 && !out.includes(`${tag}-end`); i++) await new Promise((r) => setTimeout(r, 25));
  off();
  const start = out.indexOf(`${tag}-start`);
  const end = out.indexOf(`${tag}-end`);
  if (start < 0 || end < 0) throw new Error(`no answer to ${line}: ${out}`);
  return out
    .slice(start + tag.length + 7, end)
    .replace(/\r/g, '')
    .trim();
}

async function ready(id: number, over: Partial<ContainerSpec> = {}): Promise<TerminalSession> {
  await runtime.start(spec({ containerId: id, ...over }));
  const term = await runtime.attach(id);
  for (let i = 0; i < 200 && !term.backlog().includes('ready'); i++) await new Promise((r) => setTimeout(r, 25));
  return term;
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-sandbox-'));
  // others may pass through (not list) the data folder, as the sandbox needs when the server runs as root
  fs.chmodSync(dataDir, 0o711);
  fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'do-not-read');
  fs.mkdirSync(path.join(dataDir, 'labs', 'u2-c1'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'labs', 'u2-c1', 'answers.sql'), 'select 42;');
  runtime = new SandboxRuntime({ homesDir: path.join(dataDir, 'labs') });
  host = net.createServer((socket) => {
    connections++;
    socket.end('hello from the host\n');
  });
  await new Promise<void>((r) => host.listen(0, '127.0.0.1', r));
  hostPort = (host.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await runtime.close();
  host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('inside a container', () => {
  let term: TerminalSession;
  beforeAll(async () => {
    expect(runtime.available()).toBe(true);
    term = await ready(1);
  });

  it('runs as uid 1000 named lab, in its own home, with its own hostname', async () => {
    expect(await run(term, 'id -u; whoami; pwd; hostname')).toBe('1000\r\nlab\r\n/home/lab\r\nlab'.replace(/\r/g, ''));
  });

  it('has no network: neither the outside nor a server of the host on loopback answers', async () => {
    expect(await run(term, 'ls /sys/class/net 2>/dev/null | tr "\\n" " "; cat /proc/net/dev | tail -n +3 | cut -d: -f1 | tr -d " " | tr "\\n" " "')).toBe('lo');
    expect(await run(term, '(exec 3<>/dev/tcp/1.1.1.1/80) 2>&1 | head -1')).toMatch(/Network is unreachable|Connection refused/);
    expect(await run(term, `(exec 3<>/dev/tcp/127.0.0.1/${hostPort} && cat <&3) 2>&1 | head -1`)).toMatch(/Connection refused/);
    expect(await run(term, 'getent hosts example.com || echo no-dns')).toBe('no-dns');
    expect(connections).toBe(0);
  });

  it('cannot see the platform’s data folder, other users’ homes or the host’s files', async () => {
    expect(await run(term, `cat ${path.join(dataDir, 'jwt-secret')} 2>&1`)).toMatch(/No such file/);
    expect(await run(term, `cat ${path.join(dataDir, 'labs', 'u2-c1', 'answers.sql')} 2>&1`)).toMatch(/No such file/);
    expect(await run(term, 'ls /home; ls -a /home/lab | grep -c answers.sql')).toBe('lab\n0');
    expect(await run(term, 'ls / | tr "\\n" " "')).toBe('bin dev etc home lib lib64 proc run sbin tmp usr');
    // as nobody outside (the server runs as root here), root's files are not the container's
    expect(await run(term, 'cat /etc/shadow 2>&1 | head -1')).toMatch(/Permission denied|No such file/);
    expect(await run(term, 'grep -c . /etc/passwd')).toBe('2');
  });

  it('sees only its own processes and cannot write the system', async () => {
    expect(await run(term, `ls /proc | grep -c '^[0-9]'`)).toMatch(/^[1-9]$/);
    expect(await run(term, `kill -0 ${process.pid} 2>&1 || echo cannot-signal`)).toMatch(/cannot-signal/);
    expect(await run(term, 'touch /usr/bin/evil 2>&1; touch /etc/evil 2>&1')).toMatch(/Read-only file system[\s\S]*Read-only file system/);
    expect(await run(term, 'echo mine > ~/file && cat ~/file')).toBe('mine');
    expect(fs.readFileSync(path.join(dataDir, 'labs', 'u1-c1', 'file'), 'utf8')).toBe('mine\n');
  });

  it('is killed when it uses more memory than its limit', async () => {
    expect(fs.existsSync('/sys/fs/cgroup/cgroup.controllers') || fs.existsSync('/sys/fs/cgroup/memory')).toBe(true);
    // tail -c keeps what it holds in memory: 150 MB against a 64 MB limit
    expect(await run(term, 'head -c 150000000 /dev/zero | tail -c 140000000 | wc -c')).not.toContain('140000000');
    expect(await run(term, 'head -c 20000000 /dev/zero | tail -c 10000000 | wc -c')).toBe('10000000');
  }, 30_000);

  it('cannot start more processes than allowed', async () => {
    const forked = await run(
      term,
      `sh -c 'i=0; while [ $i -lt 60 ]; do sleep 5 </dev/null >/dev/null 2>&1 & i=$((i+1)); done' 2>&1 | grep -c -i "fork"; ls /proc | grep -c '^[0-9]'`,
    );
    const [failures, processes] = forked.split('\n').map(Number);
    expect(failures).toBeGreaterThan(0);
    expect(processes).toBeLessThanOrEqual(32);
  }, 30_000);
});

describe('the runtime', () => {
  it('stops a container with everything it started, and a stopped one cannot be attached', async () => {
    const term = await ready(3, { homeKey: 'u3-c1', startCommand: 'sleep 1000 & echo ready' });
    expect(await runtime.running()).toContain(3);
    await runtime.stop(3);
    expect(await runtime.running()).not.toContain(3);
    expect(term.backlog()).toContain('ready');
    await expect(runtime.attach(3)).rejects.toThrow('容器没有在运行');
  }, 30_000);

  it('tells when a container ends by itself, and wipes a home folder', async () => {
    const ended: number[] = [];
    runtime.onExit((id) => ended.push(id));
    const term = await ready(4, { homeKey: 'u4-c1', startCommand: 'echo data > ~/kept; echo ready' });
    // the shell answers a line first: typed ahead of its prompt, `exit` could be dropped when it sets up the terminal
    expect(await run(term, 'cat ~/kept')).toBe('data');
    term.write('exit\r');
    for (let i = 0; i < 200 && !ended.includes(4); i++) await new Promise((r) => setTimeout(r, 25));
    expect(ended).toEqual([4]);
    // the home's files are kept for the next start (under a quota they are in its image, not the bare folder)
    const again = await ready(4, { homeKey: 'u4-c1' });
    expect(await run(again, 'cat ~/kept')).toBe('data');
    await runtime.stop(4);
    await runtime.wipeHome('u4-c1');
    expect(fs.existsSync(path.join(dataDir, 'labs', 'u4-c1'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'labs', '.images', 'u4-c1.img'))).toBe(false);
    await expect(runtime.wipeHome('../etc')).rejects.toThrow('无效的实验目录名');
  }, 30_000);
});

(loopHere ? describe : describe.skip)('the disk quota: an ext4 image of the quota’s size per home, loop-mounted', () => {
  const home = (key: string) => path.join(dataDir, 'labs', key);
  const image = (key: string) => path.join(dataDir, 'labs', '.images', `${key}.img`);
  const kb = async (term: TerminalSession, line: string) => Number(await run(term, line));

  it('is what runs here (root with loop devices)', async () => {
    expect(await runtime.diskQuota()).toEqual({ mode: 'image', reason: null });
  });

  it('writing past the quota fails inside with “No space left on device”; after a stop nothing stays mounted', async () => {
    const term = await ready(5, { homeKey: 'u5-c1', diskMb: 32 });
    expect(mountsOn(home('u5-c1'))).toEqual(['ext4']);
    expect(await run(term, 'dd if=/dev/zero of=big bs=1M count=96 2>&1 | head -1')).toMatch(/No space left on device/);
    expect(await kb(term, 'du -sk ~ | cut -f1')).toBeLessThanOrEqual(32 * 1024);
    expect(await kb(term, 'du -sk ~ | cut -f1')).toBeGreaterThan(16 * 1024);
    expect(await kb(term, "df -k ~ | tail -1 | awk '{print $2}'")).toBeLessThanOrEqual(32 * 1024);
    // from outside as well: the home holds no more than the quota
    expect(Number(spawnSync('du', ['-sk', home('u5-c1')], { encoding: 'utf8' }).stdout.split(/\s/)[0])).toBeLessThanOrEqual(32 * 1024);
    expect(await run(term, 'rm big; echo small > notes && cat notes')).toBe('small');
    expect(await run(term, 'dd if=/dev/zero of=big bs=1M count=20 2>&1 | tail -1')).toMatch(/copied/);
    await runtime.stop(5);
    expect(mountsOn(home('u5-c1'))).toEqual([]);
    expect(await noLoopLeft(image('u5-c1'))).toBe('');
  }, 30_000);

  it('refuses a start while the home holds more than its quota, leaving nothing mounted; a larger quota grows the disk', async () => {
    await expect(runtime.start(spec({ containerId: 5, homeKey: 'u5-c1', diskMb: 16 }))).rejects.toThrow(
      /^实验空间已超出配额（已用 2\d MB \/ 配额 16 MB），无法启动容器。请先删除文件：在容器页点击“重置”/,
    );
    expect(await runtime.running()).not.toContain(5);
    expect(mountsOn(home('u5-c1'))).toEqual([]);
    expect(await noLoopLeft(image('u5-c1'))).toBe('');

    const term = await ready(5, { homeKey: 'u5-c1', diskMb: 64 });
    expect(await run(term, 'cat notes')).toBe('small');
    expect(await kb(term, "df -k ~ | tail -1 | awk '{print $2}'")).toBeGreaterThan(40 * 1024);
    expect(await run(term, 'dd if=/dev/zero of=more bs=1M count=30 2>&1 | tail -1')).toMatch(/copied/);
    expect(await run(term, 'dd if=/dev/zero of=most bs=1M count=64 2>&1 | head -1')).toMatch(/No space left on device/);
    expect(await kb(term, 'du -sk ~ | cut -f1')).toBeLessThanOrEqual(64 * 1024);
    expect(await run(term, 'rm big more most; ls')).toBe('notes');
    await runtime.stop(5);
  }, 30_000);

  it('a smaller quota the files fit in: the home moves to a smaller disk, its files with it', async () => {
    const term = await ready(5, { homeKey: 'u5-c1', diskMb: 16 });
    expect(await run(term, 'cat notes; stat -c %U notes')).toBe('small\nlab');
    expect(await kb(term, "df -k ~ | tail -1 | awk '{print $2}'")).toBeLessThanOrEqual(16 * 1024);
    expect(await run(term, 'dd if=/dev/zero of=big bs=1M count=32 2>&1 | head -1')).toMatch(/No space left on device/);
    await runtime.stop(5);
    expect(fs.readdirSync(path.join(dataDir, 'labs', '.images')).filter((f) => f.startsWith('u5-c1'))).toEqual(['u5-c1.img']);
  }, 30_000);

  it('a home folder from before the quota moves into its image, or is refused when over it', async () => {
    fs.mkdirSync(home('u6-c1'), { recursive: true });
    fs.writeFileSync(path.join(home('u6-c1'), 'old.sql'), 'select 1;');
    fs.writeFileSync(path.join(home('u6-c1'), 'huge'), Buffer.alloc(20 * 1024 * 1024, 1));
    await expect(runtime.start(spec({ containerId: 6, homeKey: 'u6-c1', diskMb: 16 }))).rejects.toThrow('实验空间已超出配额（已用 20 MB / 配额 16 MB）');
    expect(fs.readFileSync(path.join(home('u6-c1'), 'old.sql'), 'utf8')).toBe('select 1;');
    expect(fs.existsSync(image('u6-c1'))).toBe(false);
    fs.rmSync(path.join(home('u6-c1'), 'huge'));
    const term = await ready(6, { homeKey: 'u6-c1', diskMb: 16 });
    expect(mountsOn(home('u6-c1'))).toEqual(['ext4']);
    expect(await run(term, 'cat old.sql; echo mine > new && ls | tr "\\n" " "')).toBe('select 1;new old.sql');
    await runtime.stop(6);
    expect(fs.existsSync(path.join(dataDir, 'labs', '.images', 'u6-c1.old'))).toBe(false);
  }, 30_000);

  it('the server’s close leaves no mount; mounts a dead server left are removed', async () => {
    const homes = path.join(dataDir, 'closing');
    const other = new SandboxRuntime({ homesDir: homes });
    await other.start(spec({ containerId: 7, homeKey: 'u7-c1', diskMb: 16 }));
    expect(mountsOn(path.join(homes, 'u7-c1'))).toEqual(['ext4']);
    await other.close();
    expect(mountsOn(path.join(homes, 'u7-c1'))).toEqual([]);
    // as if a server died with a home mounted
    expect(spawnSync('mount', ['-o', 'loop', path.join(homes, '.images', 'u7-c1.img'), path.join(homes, 'u7-c1')], { env: SBIN_PATH }).status).toBe(0);
    expect(mountsOn(path.join(homes, 'u7-c1'))).toEqual(['ext4']);
    const next = new SandboxRuntime({ homesDir: homes });
    expect((await next.diskQuota()).mode).toBe('image');
    expect(mountsOn(path.join(homes, 'u7-c1'))).toEqual([]);
    await next.wipeHome('u7-c1');
    expect(await noLoopLeft(path.join(homes, '.images', 'u7-c1.img'))).toBe('');
    await next.close();
  }, 30_000);
});

describe('the disk quota where nothing can be mounted: measured', () => {
  const homes = () => path.join(dataDir, 'measured');
  let measured: SandboxRuntime;
  beforeAll(() => {
    measured = new SandboxRuntime({ homesDir: homes(), diskQuota: 'measure' });
  });
  afterAll(async () => {
    await measured.close();
  });

  it('says so, refuses a start while the home folder holds more than the quota, and starts once it does not', async () => {
    expect(await measured.diskQuota()).toEqual({ mode: 'measure', reason: '按设置只测量用量' });
    const home = path.join(homes(), 'u8-c1');
    fs.mkdirSync(home, { recursive: true });
    fs.writeFileSync(path.join(home, 'big'), Buffer.alloc(40 * 1024 * 1024, 1));
    await expect(measured.start(spec({ containerId: 8, homeKey: 'u8-c1', diskMb: 32 }))).rejects.toThrow('实验空间已超出配额（已用 40 MB / 配额 32 MB）');
    expect(await measured.running()).toEqual([]);
    expect(await measured.homeSizeMb('u8-c1')).toBeGreaterThan(32);

    fs.rmSync(path.join(home, 'big'));
    await measured.start(spec({ containerId: 8, homeKey: 'u8-c1', diskMb: 32, startCommand: 'echo ready' }));
    const term = await measured.attach(8);
    for (let i = 0; i < 200 && !term.backlog().includes('ready'); i++) await new Promise((r) => setTimeout(r, 25));
    expect(mountsOn(home)).toEqual([]);
    // only the file-size limit holds a single file back here
    await run(term, 'dd if=/dev/zero of=big bs=1M count=96 2>/dev/null');
    expect(fs.statSync(path.join(home, 'big')).size).toBeLessThanOrEqual(32 * 1024 * 1024);
    await measured.stop(8);
    await measured.wipeHome('u8-c1');
    expect(fs.existsSync(home)).toBe(false);
  }, 30_000);
});
