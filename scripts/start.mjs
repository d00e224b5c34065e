// `npm start`: builds the web app when dist/ is missing or older than its sources, compiles the server when build/ is
// missing or older than server/ and contract/ (scripts/build-server.mjs), then runs the compiled server
// (`node build/server/index.js`, no tsx), which serves dist/ and /htdz on one port (PORT, default 8000).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, serverBuildStale } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const webDir = path.resolve(root, process.env.HTDZ_WEB_DIR ?? 'dist');
const builtAt = (() => {
  try {
    return fs.statSync(path.join(webDir, 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
})();

/** The newest modification time under the web app's sources (generated .umi folders excluded). */
function newestSource(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(entry)) {
    if (name.startsWith('.umi')) continue;
    newest = Math.max(newest, newestSource(path.join(entry, name)));
  }
  return newest;
}

const sources = ['src', 'config', 'contract', 'public', '.umirc.ts'].map((p) => path.join(root, p));
const stale = builtAt === 0 || Math.max(...sources.map(newestSource)) > builtAt;
if (stale && !process.env.HTDZ_WEB_DIR) {
  process.stdout.write('正在构建前端（约 1 分钟）…\n');
  const build = spawnSync(bin('max'), ['build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const compress = spawnSync(process.execPath, [path.join(root, 'scripts', 'precompress.mjs')], { cwd: root, stdio: 'inherit' });
  if (compress.status !== 0) process.exit(compress.status ?? 1);
}

// in a process of its own, like the web build: esbuild's helper process ends with it, not in the server's tree
if (serverBuildStale()) {
  process.stdout.write('正在编译服务端（几秒钟）…\n');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// node itself runs the server (node:cluster forks the same file with the same node). In a process group of its own
// (detached), so that it hears each signal once, from here: Ctrl-C in a terminal reaches only this process, which
// passes it on (it would otherwise get it twice, and the second stops it before its graceful shutdown is done).
const server = spawn(process.execPath, [SERVER_ENTRY], {
  cwd: root,
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, HTDZ_WEB_DIR: webDir },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
// the terminal closed: a graceful stop too
process.on('SIGHUP', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
