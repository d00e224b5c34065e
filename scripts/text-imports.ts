// Which area text files (src/locales/zh-CN/<area>.ts) each module of src/ must import: those holding the ids it names.
// An id appears as a string literal ('course.list.title'), or as the head of one built at run time
// (`exercise.lock.${lock}`, or 'classes.roster.import' joined with a suffix): a literal with a dot that begins ids
// names every area holding such ids. The shell's text (zh-CN/shell.ts) is in the entry and needs no import.
//
// `npx tsx scripts/text-imports.ts` lists what is missing; `--fix` adds the imports. src/locales/imports.test.ts fails
// when anything is missing, so a page never shows a bare id because its text was not loaded.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const SRC = path.join(ROOT, 'src');
const TEXT_DIR = path.join(SRC, 'locales', 'zh-CN');
const ALWAYS = new Set(['shell']);

/** Area name → its ids, read from the files (each id is a quoted key at the start of a line). */
export function areaIds(): Map<string, Set<string>> {
  const areas = new Map<string, Set<string>>();
  for (const file of fs.readdirSync(TEXT_DIR).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(TEXT_DIR, file), 'utf8');
    areas.set(file.replace(/\.ts$/, ''), new Set([...text.matchAll(/^\s*'([^']+)':/gm)].map((m) => m[1]!)));
  }
  return areas;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.umi') && full !== TEXT_DIR) sourceFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const LITERAL = /'([^'\\\n]*)'|"([^"\\\n]*)"|`([^`$\\\n]*)(\$\{|`)/g;
const TEXT_IMPORT = /^import\s+(?:(?!type\b)[^'";]*?\s+from\s+)?['"](?:@\/locales\/zh-CN\/|(?:\.\.?\/)+(?:locales\/)?zh-CN\/)([\w-]+)['"];?$/gm;

/** The areas a module's source names ids of, each as the set of areas any one of which would do (an id in two). */
export function areasNamed(source: string, areas: Map<string, Set<string>>): Set<string>[] {
  const needs: Set<string>[] = [];
  for (const m of source.matchAll(LITERAL)) {
    const literal = m[1] ?? m[2] ?? m[3] ?? '';
    if (!literal.includes('.')) continue;
    const head = literal.replace(/\.$/, '');
    const exact = new Set<string>();
    const prefixed = new Set<string>();
    for (const [area, ids] of areas) {
      if (ids.has(literal)) exact.add(area);
      else if ([...ids].some((id) => id.startsWith(`${head}.`))) prefixed.add(area);
    }
    if (exact.size) needs.push(exact);
    else for (const area of prefixed) needs.push(new Set([area]));
  }
  return needs;
}

export type MissingText = { file: string; areas: string[] };

/** Every module of src/ with the areas it names but does not import. */
export function missingTextImports(): MissingText[] {
  const areas = areaIds();
  const missing: MissingText[] = [];
  for (const file of sourceFiles(SRC)) {
    const source = fs.readFileSync(file, 'utf8');
    const imported = new Set([...source.matchAll(TEXT_IMPORT)].map((m) => m[1]!));
    const lacking = new Set<string>();
    for (const options of areasNamed(source, areas)) {
      if (![...options].some((a) => imported.has(a) || ALWAYS.has(a))) lacking.add([...options].sort()[0]!);
    }
    if (lacking.size) missing.push({ file: path.relative(ROOT, file), areas: [...lacking].sort() });
  }
  return missing;
}

/** Adds `import '@/locales/zh-CN/<area>';` after a module's last import. */
function addImports(file: string, areas: string[]) {
  const full = path.join(ROOT, file);
  const lines = fs.readFileSync(full, 'utf8').split('\n');
  let last = -1;
  for (let i = 0; i < lines.length; i++) {
    if (/^import\s/.test(lines[i]!)) {
      let j = i;
      while (!/;\s*$/.test(lines[j]!) && j < lines.length - 1) j++;
      last = j;
      i = j;
    } else if (last >= 0 && lines[i]!.trim() && !lines[i]!.startsWith('//')) break;
  }
  const at = last >= 0 ? last + 1 : lines.findIndex((l) => !l.startsWith('//'));
  lines.splice(at, 0, ...areas.map((a) => `import '@/locales/zh-CN/${a}';`));
  fs.writeFileSync(full, lines.join('\n'));
}

if (require.main === module) {
  const missing = missingTextImports();
  for (const m of missing) console.log(`${m.file}: ${m.areas.join(', ')}`);
  if (process.argv.includes('--fix')) {
    for (const m of missing) addImports(m.file, m.areas);
    console.log(`added text imports to ${missing.length} files`);
  } else if (missing.length) process.exitCode = 1;
}
