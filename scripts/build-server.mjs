// `npm run build:server`: the server (server/ and the contract/ it imports) as plain JavaScript in build/, which is what
// `npm start` runs (`node build/server/index.js`; `npm run server` still runs the TypeScript through tsx).
// Each file is transpiled on its own (esbuild, CommonJS as tsx runs it), not bundled, so build/server/ mirrors server/
// and what the server finds next to its own code (__dirname) is there too: the migrations are copied beside
// build/server/db/client.js. Packages are not bundled either: they load from node_modules as before (PGlite, libpg-query
// and the other native or WebAssembly ones find their files there). Test files are left out, and a file that would load
// tsx fails the build.
// The build lands in a staging folder and replaces build/server and build/contract only once it is complete; a stamp
// with the time the build began tells `npm start` whether a source changed since (serverBuildStale).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** what is built, relative to the project */
const SOURCES = ['server', 'contract'];
const OUT = path.join(root, 'build');
export const SERVER_ENTRY = path.join(OUT, 'server', 'index.js');
const STAMP = path.join(OUT, 'server', '.built');

/** left out of the build (and a change to them does not make it stale): tests, and drizzle-kit's snapshots of the
 * schema (migrations/meta/*_snapshot.json, for generating the next migration; at run time only _journal.json is read) */
const skipped = (name) => name.endsWith('.test.ts') || name === 'tsconfig.json' || name.endsWith('_snapshot.json');

/** the files under dir (and, with dirs, the folders too) */
function walk(dir, into = [], dirs = false) {
  if (dirs) into.push(dir);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, into, dirs);
    else if (!skipped(entry.name)) into.push(full);
  }
  return into;
}

const sourceFiles = () => SOURCES.flatMap((s) => walk(path.join(root, s)));

/**
 * True when there is no complete build, or a source (or this script) changed after the last build began. Folders count
 * too: a file removed or renamed changes its folder's time.
 */
export function serverBuildStale() {
  const built = fs.statSync(STAMP, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built === 0 || !fs.existsSync(SERVER_ENTRY)) return true;
  const entries = [...SOURCES.flatMap((s) => walk(path.join(root, s), [], true)), fileURLToPath(import.meta.url)];
  return entries.some((f) => (fs.statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > built);
}

/** an import of tsx in the built code: tsx would start esbuild (and its helper processes) in the compiled server */
const USES_TSX = /\brequire\(\s*['"]tsx[/'"]|\bfrom\s*['"]tsx[/'"]|\bimport\(\s*['"]tsx[/'"]/;

export async function buildServer() {
  const started = Date.now();
  const esbuild = await import('esbuild');
  const staging = path.join(OUT, `.staging-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  let size = 0;
  try {
    const files = sourceFiles();
    const entryPoints = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
    await esbuild.build({
      absWorkingDir: root,
      entryPoints,
      outbase: root,
      outdir: staging,
      bundle: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      // the server's own settings for every file (contract/ included), as `tsc -p server/tsconfig.json` checks them
      tsconfig: path.join(root, 'server', 'tsconfig.json'),
      sourcemap: 'linked',
      // Chinese messages stay readable in the output
      charset: 'utf8',
      logLevel: 'warning',
    });
    // everything else is read at run time next to the code: the migrations (SQL and drizzle's journal)
    for (const file of files) {
      if (file.endsWith('.ts')) continue;
      const to = path.join(staging, path.relative(root, file));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(file, to);
    }
    const built = walk(staging);
    // `@contract/…` (the alias of tsconfig, jest and the web build) becomes the path Node can follow from each file
    for (const file of built.filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(file, 'utf8');
      if (!code.includes('@contract/')) continue;
      let up = path.relative(path.dirname(file), path.join(staging, 'contract')).split(path.sep).join('/');
      if (!up.startsWith('.')) up = `./${up}`;
      fs.writeFileSync(file, code.replace(/(require\(\s*["'])@contract\//g, `$1${up}/`));
    }
    const withTsx = built.filter((f) => /\.(c|m)?js$/.test(f) && USES_TSX.test(fs.readFileSync(f, 'utf8')));
    if (withTsx.length)
      throw new Error(`these files load tsx, which the compiled server must not: ${withTsx.map((f) => path.relative(staging, f)).join(', ')}`);
    fs.writeFileSync(path.join(staging, 'server', '.built'), '');
    fs.utimesSync(path.join(staging, 'server', '.built'), started / 1000, started / 1000);
    size = built.reduce((sum, f) => sum + fs.statSync(f).size, 0);
    // swap in: the old build is moved aside (and removed) before the new one takes its place; a start building at the
    // same moment may swap in between, then this one tries again
    for (const dir of SOURCES) {
      const target = path.join(OUT, dir);
      const old = path.join(OUT, `.old-${dir}-${process.pid}`);
      for (let attempt = 1; ; attempt++) {
        try {
          if (fs.existsSync(target)) fs.renameSync(target, old);
          fs.renameSync(path.join(staging, dir), target);
          break;
        } catch (err) {
          if (attempt === 3 || !['ENOENT', 'ENOTEMPTY', 'EEXIST'].includes(err.code)) throw err;
        } finally {
          fs.rmSync(old, { recursive: true, force: true });
        }
      }
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await esbuild.stop();
  }
  process.stdout.write(`服务端已编译到 build/（${(size / 1024 / 1024).toFixed(1)} MB，${((Date.now() - started) / 1000).toFixed(1)} 秒）\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildServer().catch((err) => {
    process.stderr.write(`服务端编译失败：${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
