// Where a benchmark's CPU went, from Linux's /proc: the whole machine's busy time (every core, the load generator and
// the kernel's network work included) and that of chosen process trees (the server with its workers, PostgreSQL's
// postmaster with its backends), read before and after a shot. Divided by the shot's requests it says what one request
// costs, which is what decides how far requests/s can go on a machine of this many cores.
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

/** Linux's clock ticks (USER_HZ) are 1/100 s on every architecture node runs on. */
const TICK_US = 10_000;

type Proc = { ppid: number; comm: string; ticks: number };

function processes(): Map<number, Proc> {
  const found = new Map<number, Proc>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses, so the fields start after the last ")"
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      found.set(Number(entry), {
        ppid: Number(fields[1]),
        comm,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended while the list was read
    }
  }
  return found;
}

/** The ticks of `root` and every process under it whose name `counts` accepts. */
function treeTicks(all: Map<number, Proc>, root: number, counts: (comm: string) => boolean): number {
  const children = new Map<number, number[]>();
  for (const [pid, p] of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), pid]);
  let ticks = 0;
  const walk = (pid: number) => {
    const p = all.get(pid);
    if (p && counts(p.comm)) ticks += p.ticks;
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return ticks;
}

/** Busy ticks of all cores together (everything but idle and waiting for I/O), from the first line of /proc/stat. */
function machineTicks(): number {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return user! + nice! + system! + irq! + softirq! + steal!;
}

/** A process tree to account: its root, and which of its processes count (a server's own embedded databases do not). */
export type Tree = { root: number; counts?: (comm: string) => boolean };

export type CpuSplit = {
  /** µs of CPU per request: the whole machine, and each tree in the order given */
  machineUs: number;
  treesUs: number[];
  /** the share of the machine's cores left idle during the shot */
  idle: number;
};

/** Starts counting; the function it answers stops and divides by the requests answered meanwhile. */
export function startCpu(trees: Tree[]): (requests: number) => CpuSplit {
  const ticksOf = () => {
    const all = processes();
    return {
      machine: machineTicks(),
      trees: trees.map((t) => treeTicks(all, t.root, t.counts ?? (() => true))),
      at: process.hrtime.bigint(),
    };
  };
  const before = ticksOf();
  return (requests) => {
    const after = ticksOf();
    const perRequest = (ticks: number) => (requests > 0 ? (ticks * TICK_US) / requests : 0);
    const wallUs = Number(after.at - before.at) / 1000;
    const busyUs = (after.machine - before.machine) * TICK_US;
    return {
      machineUs: perRequest(after.machine - before.machine),
      treesUs: after.trees.map((t, i) => perRequest(t - before.trees[i]!)),
      idle: Math.max(0, 1 - busyUs / (wallUs * os.cpus().length)),
    };
  };
}

/**
 * The postmaster of the PostgreSQL at `url`, when it runs on this machine: a backend's parent, both named postgres
 * (a remote server's backend pid may be any local process's).
 */
export async function postmasterAt(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const all = processes();
    const backend = all.get(rows[0]!.pid);
    return backend?.comm === 'postgres' && all.get(backend.ppid)?.comm === 'postgres' ? backend.ppid : undefined;
  } finally {
    await client.end();
  }
}
