// The sandbox runtime on this machine's bubblewrap: what runs inside is confined to its container. Each attempt to
// reach out (the network, a server of the host on loopback, the platform's data folder, another user's home, the
// host's processes, the system files) is made from inside and must fail; the memory and process limits hold.
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
  return out.slice(start + tag.length + 7, end).replace(/\r/g, '').trim();
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
    const forked = await run(term, `sh -c 'i=0; while [ $i -lt 60 ]; do sleep 5 </dev/null >/dev/null 2>&1 & i=$((i+1)); done' 2>&1 | grep -c -i "fork"; ls /proc | grep -c '^[0-9]'`);
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
  });

  it('tells when a container ends by itself, and wipes a home folder', async () => {
    const ended: number[] = [];
    runtime.onExit((id) => ended.push(id));
    const term = await ready(4, { homeKey: 'u4-c1', startCommand: 'echo data > ~/kept; echo ready' });
    term.write('exit\r');
    for (let i = 0; i < 200 && !ended.includes(4); i++) await new Promise((r) => setTimeout(r, 25));
    expect(ended).toEqual([4]);
    expect(fs.existsSync(path.join(dataDir, 'labs', 'u4-c1', 'kept'))).toBe(true);
    await runtime.wipeHome('u4-c1');
    expect(fs.existsSync(path.join(dataDir, 'labs', 'u4-c1'))).toBe(false);
    await expect(runtime.wipeHome('../etc')).rejects.toThrow('无效的实验目录名');
  });
});
