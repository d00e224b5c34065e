// Writes src/services/htdz/routes/ from the contract's call definitions (scripts/routes/render.ts): run after changing
// a call's method, path or cache tags in contract/. `npm run gen:routes`
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_MARK, renderRoutes, ROUTES_DIR } from './routes/render';

const rendered = renderRoutes();
fs.mkdirSync(ROUTES_DIR, { recursive: true });
let changed = 0;
for (const [file, text] of rendered) {
  const target = path.join(ROUTES_DIR, file);
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === text) continue;
  fs.writeFileSync(target, text);
  changed += 1;
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
// a contract file that no longer defines calls leaves its generated file behind
for (const file of fs.readdirSync(ROUTES_DIR)) {
  const target = path.join(ROUTES_DIR, file);
  if (rendered.has(file) || !fs.readFileSync(target, 'utf8').startsWith(GENERATED_MARK)) continue;
  fs.rmSync(target);
  changed += 1;
  console.log(`removed ${path.relative(process.cwd(), target)}`);
}
console.log(`${rendered.size} route files, ${changed} changed`);
