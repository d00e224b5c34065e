// After `max build`: a .br and a .gz beside every text file of dist/ (JS, CSS, HTML, SVG, JSON), made once at the
// highest levels, so the server sends them compressed without compressing on each request (@fastify/static
// preCompressed). Run by `npm run build`, `npm start` and the browser tests' build.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.argv[2] ?? 'dist');
const TEXT = /\.(js|css|html|svg|json|txt|map)$/;
/** smaller files gain nothing worth the extra request headers */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath ?? entry.path, entry.name);
  const content = fs.readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(content, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += br.length;
}
process.stdout.write(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with brotli\n`);
