// Adds up the jest reports of `npm test` (test-output/jest-*.json) into one closing line that CI reads.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve('test-output');
const reports = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^jest-.*\.json$/.test(f)) : [];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports.sort()) {
  const r = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  process.stdout.write(`${file.replace(/^jest-|\.json$/g, '').padEnd(8)} ${r.numPassedTests} passed, ${r.numFailedTests} failed\n`);
}
if (reports.length === 0) {
  process.stdout.write('no test reports found\n');
  process.exit(1);
}
process.stdout.write(`Summary: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
process.exit(failed > 0 ? 1 : 0);
