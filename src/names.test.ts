// One name per concept (docs/glossary.md): the spellings the glossary replaced may appear only in the addresses and on
// the wire (string literals: URLs, SPEC's route identifiers), never as a name in code or a file's path. It lists every
// other occurrence. The renames still to do are counted per file in names-baseline.json: a file may only lose them
// (run with UPDATE_NAMES=1 to write the smaller counts); a new file or a higher count fails, listing each.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const SOURCES = ['contract', 'server', 'src', 'mock', 'tests', 'bench', 'scripts', 'config'];
const SKIP = /(^|\/)(node_modules|\.umi[^/]*|migrations|fixtures)(\/|$)/;
const BASELINE = path.join(__dirname, 'names-baseline.json');

/** Spellings the glossary replaced, with the identifiers the specification fixes (route ids) allowed. */
const RETIRED: { concept: string; pattern: RegExp; allowed?: RegExp }[] = [
  // the table of attempts was exam_scores (examScores); an exam's score (examScoreOf) is a score
  { concept: 'attempt (exam_attempts, attemptId)', pattern: /^(exam_scores|examScores|ExamScores)$/ },
  { concept: 'statistics (stats; the English word statistics is fine)', pattern: /statis(?!tic)/i },
  { concept: 'class (Class…, classId; clazz for a variable)', pattern: /sclass/i, allowed: /^sclassId$/ },
  { concept: 'class (Class…, classId; clazz for a variable)', pattern: /Clazz/ },
  { concept: 'homework answering (folders named by the URL)', pattern: /answser|task-stu/ },
];

/** Message ids and test ids are names too: a string that starts with a retired spelling and a dot or a dash. */
const RETIRED_IDS = /(['"`])(statis|sclass|taskStu|clazz)[.-]/g;

/** The file with its string and template literals and comments blanked: what remains is names. */
const namesOf = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    // regular expressions (after a bracket, an operator, an arrow or a comma): addresses tested as patterns
    .replace(/(?<=[(,=:!&|?{};>]\s*)\/(?![*/])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n])+\/[dgimsuy]*/g, "''")
    .replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");

function walk(dir: string, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(ROOT, full).split(path.sep).join('/');
    // this file spells the retired names to find them
    if (SKIP.test(rel) || rel === 'src/names.test.ts') continue;
    if (entry.isDirectory()) walk(full, into);
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) into.push(rel);
  }
  return into;
}

/** Each retired spelling in a file's names and in its path, counted. */
function offences(file: string): number {
  const words = namesOf(fs.readFileSync(path.join(ROOT, file), 'utf8')).match(/[A-Za-z_$][\w$-]*/g) ?? [];
  let n = fs.readFileSync(path.join(ROOT, file), 'utf8').match(RETIRED_IDS)?.length ?? 0;
  for (const rule of RETIRED) {
    n += words.filter((w) => rule.pattern.test(w) && !rule.allowed?.test(w)).length;
    if (rule.pattern.test(file)) n += 1;
  }
  return n;
}

it('names no concept by a spelling the glossary retired, beyond the renames still counted', () => {
  const found: Record<string, number> = {};
  for (const file of SOURCES.flatMap((s) => (fs.existsSync(path.join(ROOT, s)) ? walk(path.join(ROOT, s)) : []))) {
    const n = offences(file);
    if (n > 0) found[file] = n;
  }
  const baseline = JSON.parse(fs.readFileSync(BASELINE, 'utf8')) as Record<string, number>;
  if (process.env.UPDATE_NAMES) {
    // `all`: only when the glossary retires another spelling, to count what is there to rename
    const kept = Object.fromEntries(
      Object.entries(found)
        .filter(([f, n]) => process.env.UPDATE_NAMES === 'all' || n <= (baseline[f] ?? 0))
        .sort(),
    );
    fs.writeFileSync(BASELINE, `${JSON.stringify(kept, null, 2)}\n`);
  }
  const worse = Object.entries(found)
    .filter(([f, n]) => n > (baseline[f] ?? 0))
    .map(([f, n]) => `${f}: ${n} (allowed ${baseline[f] ?? 0})`);
  expect(worse).toEqual([]);
  const stale = Object.entries(baseline)
    .filter(([f, n]) => (found[f] ?? 0) < n)
    .map(([f]) => f);
  // fewer than counted: good, and the count goes down with it (UPDATE_NAMES=1)
  expect(stale).toEqual([]);
});

it('counts a retired spelling in names and paths, not in addresses or comments', () => {
  expect(namesOf("const url = '/statis/class/1'; // statis\nconst sclassId = 1;")).not.toMatch(/statis/);
  expect(namesOf('await page.waitForFunction(() => /^\\/sclass\\/edit\\/[1-9]\\d*$/.test(location.pathname));')).not.toMatch(/sclass/);
  expect(namesOf('const total = a / b / c; const sclassName = 1;')).toMatch(/sclassName/);
  expect(RETIRED.some((r) => r.pattern.test('STATIS_LINKS'))).toBe(true);
  expect(RETIRED.find((r) => r.pattern.source === 'sclass')!.allowed!.test('sclassId')).toBe(true);
});
