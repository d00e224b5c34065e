// The web's route data, rendered from the contract's call definitions: each call's method, path and cache tags as
// plain data in src/services/htdz/routes/<contract file>.ts, typed by the definitions. scripts/gen-routes.ts writes
// the files; src/services/htdz/routes.test.ts fails when they differ from what this renders.
import fs from 'node:fs';
import path from 'node:path';
import type { CallDef } from '../../contract/call';
import { routeOf, type Route } from '../../contract/client';
import * as contract from '../../contract/index';

export const CONTRACT_DIR = path.resolve(__dirname, '../../contract');
export const ROUTES_DIR = path.resolve(__dirname, '../../src/services/htdz/routes');
/** The first line of every generated file; files starting otherwise are never touched. */
export const GENERATED_MARK = '// Generated from contract/';

const GROUP = /^export const (\w+Calls) = defineCalls\(/gm;

/** Which contract file defines each group of calls (`homeworkCalls` → 'homework'). */
function groupFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of fs.readdirSync(CONTRACT_DIR).sort()) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = fs.readFileSync(path.join(CONTRACT_DIR, file), 'utf8');
    for (const m of source.matchAll(GROUP)) files.set(m[1]!, file.replace(/\.ts$/, ''));
  }
  return files;
}

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function literal(route: Route): string {
  const parts = [`method: ${quote(route.method)}`, `path: ${quote(route.path)}`];
  if (route.invalidates) parts.push(`invalidates: [${route.invalidates.map(quote).join(', ')}]`);
  if (route.reads) parts.push(`reads: [${route.reads.map(quote).join(', ')}]`);
  return `{ ${parts.join(', ')} }`;
}

export const routesName = (group: string) => group.replace(/Calls$/, 'Routes');

/** File name (e.g. 'homework.ts') → its text, one file per contract file that defines calls. */
export function renderRoutes(): Map<string, string> {
  const files = groupFiles();
  const groups = Object.entries(contract).filter(([name, value]) => name.endsWith('Calls') && typeof value === 'object') as [string, Record<string, CallDef>][];
  const byFile = new Map<string, [string, Record<string, CallDef>][]>();
  for (const [group, calls] of groups) {
    const file = files.get(group);
    if (!file) throw new Error(`contract/index.ts exports ${group}, but no contract file defines it with defineCalls`);
    byFile.set(file, [...(byFile.get(file) ?? []), [group, calls]]);
  }
  for (const [group, file] of files) {
    if (!groups.some(([name]) => name === group)) throw new Error(`contract/${file}.ts defines ${group}, which contract/index.ts does not export`);
  }
  const rendered = new Map<string, string>();
  for (const [file, fileGroups] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    const names = fileGroups.map(([group]) => group).sort();
    const lines = [
      `${GENERATED_MARK}${file}.ts by scripts/gen-routes.ts (npm run gen:routes): do not edit.`,
      '// Method, path and cache tags as plain data typed by the definitions, so the web loads neither zod nor the schemas.',
      "import type { RoutesOf } from '@contract/client';",
      `import type { ${names.join(', ')} } from '@contract/${file}';`,
    ];
    for (const [group, calls] of [...fileGroups].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push('', `export const ${routesName(group)}: RoutesOf<typeof ${group}> = {`);
      for (const [name, def] of Object.entries(calls)) lines.push(`  ${name}: ${literal(routeOf(def))},`);
      lines.push('};');
    }
    rendered.set(`${file}.ts`, `${lines.join('\n')}\n`);
  }
  return rendered;
}
