/**
 * @jest-environment node
 */
// Who may import whom in src/. A page area is the first folder under src/pages (src/pages/<area>/...): it may use
// src/components, src/utils, src/hooks, src/services and its own files, never another area's, so an area can be changed
// or removed alone. What two areas share lives in src/components (React components), src/utils (plain functions) or
// src/hooks; those never import a page. Nothing in src/ imports the server (server/): the wire is contract/.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname);
const ROOT = path.dirname(SRC);
const SHARED = ['components', 'utils', 'hooks'];

/** Every module a source names: import/export … from, import '…', import(…), require(…) and jest's module calls. */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bjest\s*\.\s*(?:mock|unmock|doMock|dontMock|requireActual|requireMock|createMockFromModule)\s*(?:<[^>]*>)?\s*\(\s*)(['"`])([^'"`\n]+)\1/g;

type Offence = { file: string; line: number; specifier: string; rule: string };

/** The src-relative path ('pages/scene/list/index.tsx') a specifier of `file` (src-relative) names, or null for a package. */
function targetOf(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return path.posix.normalize(specifier.slice(2));
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  return null;
}

const areaOf = (srcPath: string) => {
  const [top, area] = srcPath.split('/');
  return top === 'pages' && area !== undefined ? area : null;
};

/** The imports of one file (path relative to src/, with '/') that break the rules above. */
function offencesOf(file: string, text: string): Offence[] {
  const offences: Offence[] = [];
  const fromArea = areaOf(file);
  const fromShared = SHARED.includes(file.split('/')[0]);
  for (const m of text.matchAll(SPECIFIER)) {
    const specifier = m[2];
    const target = targetOf(file, specifier);
    if (target === null) continue;
    const line = text.slice(0, m.index).split('\n').length;
    const add = (rule: string) => offences.push({ file, line, specifier, rule });
    if (target === 'server' || target.startsWith('../server/') || target === '../server') add('src/ imports server/');
    const toArea = areaOf(target);
    if (toArea === null) continue;
    if (fromArea !== null && toArea !== fromArea) add(`page area "${fromArea}" imports page area "${toArea}"`);
    if (fromShared) add(`src/${file.split('/')[0]} imports a page`);
  }
  return offences;
}

function sourcesUnder(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    // Umi's generated folders (.umi, .umi-production, .umi-test) are not ours
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourcesUnder(full, out);
    else if (/\.(c|m)?(t|j)sx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const report = (offences: Offence[]) => offences.map((o) => `src/${o.file}:${o.line}: '${o.specifier}' (${o.rule})`).join('\n');

describe('module boundaries of src/', () => {
  it('no page area imports another, nothing shared imports a page, nothing imports server/', () => {
    // (this file's own examples below name forbidden modules on purpose)
    const offences = sourcesUnder(SRC)
      .filter((full) => full !== __filename)
      .flatMap((full) => offencesOf(path.relative(SRC, full).split(path.sep).join('/'), fs.readFileSync(full, 'utf8')));
    // the message lists every offending import with its file and line
    expect(report(offences)).toBe('');
  });

  it('finds the server from where the sources are', () => {
    expect(fs.existsSync(path.join(ROOT, 'server'))).toBe(true);
    expect(fs.existsSync(path.join(SRC, 'pages'))).toBe(true);
  });
});

describe('the boundary rules themselves', () => {
  const offences = (file: string, text: string) => offencesOf(file, text).map((o) => `${o.line}: ${o.specifier} (${o.rule})`);

  it('let a page use its own area, shared code, services, packages and the contract', () => {
    const text = [
      "import { Button } from 'antd';",
      "import PageFrame from '@/components/PageFrame';",
      "import { idParam } from '@/utils/route-params';",
      "import { useServerNow } from '@/hooks/use-server-now';",
      "import { getScene } from '@/services/htdz/scene';",
      "import type { Scene } from '@contract/scene';",
      "import Tabs from '../components/Tabs';",
      "import Own from '@/pages/scene/components/Own';",
      "jest.mock('../../../../tests/unit/umi-max');",
    ].join('\n');
    expect(offences('pages/scene/update/index.tsx', text)).toEqual([]);
  });

  it('catch another area by alias, by a relative climb, lazily and in jest.mock, each with its line', () => {
    const text = [
      "import StudyFrame from '@/pages/stu/course/components/StudyFrame';",
      'import {',
      '  x,',
      "} from '../../chapter/rules';",
      "const Lazy = lazy(() => import('@/pages/lab/start'));",
      "jest.mock('@/pages/task-stu/components/time', () => ({}));",
      "export { default } from '../../403';",
    ].join('\n');
    expect(offences('pages/scene/update/index.tsx', text)).toEqual([
      '1: @/pages/stu/course/components/StudyFrame (page area "scene" imports page area "stu")',
      '4: ../../chapter/rules (page area "scene" imports page area "chapter")',
      '5: @/pages/lab/start (page area "scene" imports page area "lab")',
      '6: @/pages/task-stu/components/time (page area "scene" imports page area "task-stu")',
      '7: ../../403 (page area "scene" imports page area "403")',
    ]);
  });

  it('catch shared code that imports a page', () => {
    expect(offences('components/BadParam/index.tsx', "import x from '@/pages/statis/rules';")).toEqual([
      '1: @/pages/statis/rules (src/components imports a page)',
    ]);
    expect(offences('utils/chapter.ts', "import { lockOf } from '../pages/course/rules';")).toEqual(['1: ../pages/course/rules (src/utils imports a page)']);
    expect(offences('hooks/use-x.ts', "import y from '@/pages/home';")).toEqual(['1: @/pages/home (src/hooks imports a page)']);
  });

  it('catch any import of the server', () => {
    expect(offences('app.tsx', "import { app } from '../server/app';")).toEqual(['1: ../server/app (src/ imports server/)']);
    expect(offences('pages/home/index.tsx', "import type { Db } from '../../../server/db';")).toEqual(['1: ../../../server/db (src/ imports server/)']);
  });
});
