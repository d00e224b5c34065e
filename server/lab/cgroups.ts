// Resource limits of sandbox containers through Linux control groups, v1 (a folder per controller, as on this
// machine) or v2 (one unified tree). Null when neither can be written (no root, no delegation): the sandbox then
// falls back to per-process rlimits and says so (docs/labs.md).
import fs from 'node:fs';
import path from 'node:path';

export type CgroupLimits = { memoryMb: number; cpuTenths: number; maxProcesses: number };

export interface ContainerCgroup {
  /** the cgroup.procs files a process writes its pid into to join (before it starts the sandbox) */
  readonly procsFiles: string[];
  /** memory in use (MB) and CPU time used so far (microseconds) */
  read(): { memoryMb: number; cpuMicros: number } | null;
  /** kills every process in it */
  killAll(): void;
  /** removes it once empty; tries for a moment, since killed processes take a little while to go */
  remove(): Promise<void>;
}

const GROUP = 'htdz-lab';
const CPU_PERIOD_US = 100_000;

const write = (file: string, value: string) => fs.writeFileSync(file, value);
const readNumber = (file: string): number | null => {
  try {
    return Number(fs.readFileSync(file, 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return null;
  }
};
const pidsIn = (dir: string): number[] => {
  try {
    return fs.readFileSync(path.join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const killPids = (pids: number[]) => {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
};
async function removeDirs(dirs: string[]) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const left = dirs.filter((d) => fs.existsSync(d));
    if (left.length === 0) return;
    for (const d of left) {
      killPids(pidsIn(d));
      try {
        fs.rmdirSync(d);
      } catch {
        // busy until its processes are reaped
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** v1: memory, pids and cpu (with cpuacct beside it) each under their own root. */
function createV1(root: string, name: string, limits: CgroupLimits): ContainerCgroup {
  const dir = (ctrl: string) => path.join(root, ctrl, GROUP, name);
  // cpuacct is mounted beside cpu on some machines (this one) and joined with it on others
  const separateCpuacct = fs.existsSync(path.join(root, 'cpuacct')) && fs.realpathSync(path.join(root, 'cpuacct')) !== fs.realpathSync(path.join(root, 'cpu'));
  const dirs = ['memory', 'pids', 'cpu', ...(separateCpuacct ? ['cpuacct'] : [])].map(dir);
  for (const d of dirs) fs.mkdirSync(d, { recursive: true });
  const memoryBytes = String(limits.memoryMb * 1024 * 1024);
  write(path.join(dir('memory'), 'memory.limit_in_bytes'), memoryBytes);
  // swap counts against the limit too where the kernel accounts it
  try {
    write(path.join(dir('memory'), 'memory.memsw.limit_in_bytes'), memoryBytes);
  } catch {
    // no swap accounting
  }
  write(path.join(dir('pids'), 'pids.max'), String(limits.maxProcesses));
  write(path.join(dir('cpu'), 'cpu.cfs_period_us'), String(CPU_PERIOD_US));
  write(path.join(dir('cpu'), 'cpu.cfs_quota_us'), String((CPU_PERIOD_US * limits.cpuTenths) / 10));
  const cpuacct = [dir('cpuacct'), dir('cpu')].map((d) => path.join(d, 'cpuacct.usage')).find((f) => fs.existsSync(f)) ?? null;
  return {
    procsFiles: dirs.map((d) => path.join(d, 'cgroup.procs')),
    read() {
      const memory = readNumber(path.join(dir('memory'), 'memory.usage_in_bytes'));
      if (memory === null) return null;
      const cpuNs = cpuacct ? readNumber(cpuacct) : null;
      return { memoryMb: memory / 1024 / 1024, cpuMicros: cpuNs === null ? 0 : cpuNs / 1000 };
    },
    killAll: () => dirs.forEach((d) => killPids(pidsIn(d))),
    remove: () => removeDirs(dirs),
  };
}

/** v2: one folder with all three controllers, enabled for children of htdz-lab. */
function createV2(root: string, name: string, limits: CgroupLimits): ContainerCgroup {
  const parent = path.join(root, GROUP);
  fs.mkdirSync(parent, { recursive: true });
  write(path.join(parent, 'cgroup.subtree_control'), '+memory +pids +cpu');
  const dir = path.join(parent, name);
  fs.mkdirSync(dir, { recursive: true });
  write(path.join(dir, 'memory.max'), String(limits.memoryMb * 1024 * 1024));
  try {
    write(path.join(dir, 'memory.swap.max'), '0');
  } catch {
    // no swap controller
  }
  write(path.join(dir, 'pids.max'), String(limits.maxProcesses));
  write(path.join(dir, 'cpu.max'), `${(CPU_PERIOD_US * limits.cpuTenths) / 10} ${CPU_PERIOD_US}`);
  return {
    procsFiles: [path.join(dir, 'cgroup.procs')],
    read() {
      const memory = readNumber(path.join(dir, 'memory.current'));
      if (memory === null) return null;
      let cpuMicros = 0;
      try {
        const line = fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8').match(/^usage_usec (\d+)/m);
        cpuMicros = line ? Number(line[1]) : 0;
      } catch {
        // no cpu.stat
      }
      return { memoryMb: memory / 1024 / 1024, cpuMicros };
    },
    killAll() {
      try {
        write(path.join(dir, 'cgroup.kill'), '1');
      } catch {
        killPids(pidsIn(dir));
      }
    },
    remove: () => removeDirs([dir]),
  };
}

/** A cgroup with these limits named `name`, or null when this machine does not let the server make one. */
export function createCgroup(name: string, limits: CgroupLimits, root = '/sys/fs/cgroup'): ContainerCgroup | null {
  try {
    if (fs.existsSync(path.join(root, 'cgroup.controllers'))) return createV2(root, name, limits);
    if (fs.existsSync(path.join(root, 'memory')) && fs.existsSync(path.join(root, 'pids'))) return createV1(root, name, limits);
  } catch {
    // not writable here
  }
  return null;
}
