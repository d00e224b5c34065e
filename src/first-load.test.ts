// The first load of a page stays light (README: page weight): zod and the contract's schemas (about 100 KB gzip) load
// only on pages that validate, never with the layout's header (the notice bell), the home page, the student's
// course page or the course lists. This follows the static imports (not `import type`, not `import()`) from those entry points and fails
// on any module that brings zod, listing the path that brought it; contract/states.ts holds the names such pages show.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const ENTRIES = [
  'src/app.tsx',
  // what the layout loads on every page (lazily, as chunks of their own)
  'src/components/ModuleIcon/index.tsx',
  'src/components/RightContent/AvatarDropdown.tsx',
  'src/components/RightContent/index.tsx',
  'src/components/NoticeBell/index.tsx',
  'src/pages/home/index.tsx',
  'src/pages/student-course/course/info/index.tsx',
  // the teacher's and the expert's course lists (the create dialog, which validates, loads when opened)
  'src/pages/teacher/list/index.tsx',
  'src/pages/expert/list/index.tsx',
];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The modules a file imports for their values (type-only imports and dynamic import() excluded). */
function valueImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)'/gm)) {
    // `import { type A, type B } from` brings no value either
    const names = m[1];
    if (
      /^\{[^}]*\}$/.test(names.trim()) &&
      names
        .replace(/[{}\s]/g, '')
        .split(',')
        .filter(Boolean)
        .every((n) => n.startsWith('type'))
    )
      continue;
    found.push(m[2]);
  }
  for (const m of text.matchAll(/^import\s+'([^']+)'/gm)) found.push(m[1]);
  return found;
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, 'src', spec.slice(2))
    : spec.startsWith('@contract/')
      ? path.join(ROOT, 'contract', spec.slice('@contract/'.length))
      : spec.startsWith('.')
        ? path.join(path.dirname(from), spec)
        : null;
  if (!base) return null;
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return null;
}

/** From an entry, every module reached, with the import path that reached it; stops at a package. */
function reach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const spec of valueImports(file)) {
      if (spec === 'zod') seen.set(`${file} → zod`, [...seen.get(file)!, 'zod']);
      const next = resolve(file, spec);
      if (!next || seen.has(next)) continue;
      seen.set(next, [...seen.get(file)!, next]);
      queue.push(next);
    }
  }
  return seen;
}

it.each(ENTRIES)('%s brings no zod into its first load', (entry) => {
  const reached = reach(path.join(ROOT, entry));
  const withZod = [...reached.entries()].filter(([k]) => k.endsWith('→ zod')).map(([, via]) => via.map((f) => path.relative(ROOT, f)).join(' → '));
  expect(withZod).toEqual([]);
});
