// Jest globalSetup of the API suites: the grading cluster (tests/grading-cluster.setup.ts), then the seeded database
// every test file's server starts from (tests/api/template-db.ts), made in a process of its own: jest's global setup
// does not map the `@contract` alias the server's modules import. Its dump file or database name reaches the test
// files through the environment.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import gradingCluster from '../grading-cluster.setup';

export default async function setup() {
  await gradingCluster();
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'template-db.ts')], {
    cwd: path.join(__dirname, '..', '..'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const made = JSON.parse(out.trim().split('\n').pop()!) as Record<string, string | undefined>;
  for (const [name, value] of Object.entries(made)) if (value) process.env[name] = value;
}
