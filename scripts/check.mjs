// `npm run check`: the inner loop. Types and lint first, then the tests jest relates to what changed (the files touched in the
// work tree, or, when it is clean, in the last commit), in every project but the browser's.
import { execFileSync, spawnSync } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;

if (run('npm', ['run', '--silent', 'typecheck']) !== 0 || run('npm', ['run', '--silent', 'lint']) !== 0) process.exit(1);
const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
const changed = dirty ? ['--onlyChanged'] : ['--changedSince=HEAD~1'];
process.exit(run('npx', ['jest', ...changed, '--passWithNoTests', '--selectProjects', 'unit', 'server-unit', 'api', ...process.argv.slice(2)]));
