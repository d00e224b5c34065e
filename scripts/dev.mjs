// `npm run dev`: the web dev server against the real server. Starts the server from its TypeScript sources on the
// embedded database (HTDZ_DATA_DIR, ./data by default: the same data as `npm start`) on API_PORT (8001), and
// `max dev` without mocks (MOCK=none) on PORT (8000), whose proxy sends /htdz to the server (.umirc.ts). Ctrl-C stops
// both; when either stops on its own, the other is stopped too. `npm run dev:mock` is `max dev` on mock/ alone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.PORT || '8000';
const apiPort = process.env.API_PORT || '8001';
if (webPort === apiPort) {
  process.stderr.write(`PORT 和 API_PORT 不能相同（都是 ${webPort}）\n`);
  process.exit(1);
}

// Each in a process group of its own (detached): Ctrl-C in the terminal reaches only this process, which passes one
// signal on, so the server hears it once and shuts down gracefully (a second would cut that short).
const children = [
  {
    name: '服务端',
    // node runs tsx's loader itself (no tsx CLI in between to relay signals): one process to signal
    child: spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, PORT: apiPort },
    }),
    // the server's own process only: it stops the grading PostgreSQL it started
    stop: (child, signal) => child.kill(signal),
  },
  {
    name: '网页开发服务器',
    child: spawn(path.join(root, 'node_modules', '.bin', 'max'), ['dev'], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, PORT: webPort, API_PORT: apiPort, MOCK: 'none' },
    }),
    // the whole group: `max dev` works in a forked child of its own
    stop: (child, signal) => process.kill(-child.pid, signal),
  },
];

process.stdout.write(`服务端 http://localhost:${apiPort}，网页 http://localhost:${webPort}（/htdz 代理到服务端）。Ctrl-C 同时停止两者。\n`);

let exitCode = null;
function stopAll(signal) {
  for (const { child, stop } of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      stop(child, signal);
    } catch {
      // already gone
    }
  }
  // the server may take HTDZ_SHUTDOWN_SECONDS (25 s) to finish what is in flight; then nothing is left running
  setTimeout(() => {
    for (const { child } of children) {
      try {
        if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, 40_000).unref();
}

for (const { name, child } of children) {
  child.on('exit', (code, signal) => {
    if (exitCode === null) {
      exitCode = code ?? (signal ? 1 : 0);
      if (code !== 0 && !signal) process.stderr.write(`${name}已退出（${code}），正在停止另一个…\n`);
      stopAll('SIGTERM');
    }
    if (children.every((c) => c.child.exitCode !== null || c.child.signalCode !== null)) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    exitCode ??= 0;
    stopAll(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
  });
}
// the terminal closed: a graceful stop too
process.on('SIGHUP', () => {
  exitCode ??= 0;
  stopAll('SIGTERM');
});
