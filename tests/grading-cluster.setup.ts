// Jest globalSetup of the suites that grade SQL: one embedded grading cluster for the whole run, its URL handed to
// every test file through HTDZ_GRADING_DATABASE_URL (server/config.ts testConfig, server/grading/test-support.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedCluster } from '../server/grading/embedded-cluster';

export default async function setup() {
  if (process.env.HTDZ_GRADING_DATABASE_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-grading-'));
  const cluster = await startEmbeddedCluster(dir);
  process.env.HTDZ_GRADING_DATABASE_URL = cluster.url;
  (globalThis as { htdzGradingCluster?: { stop: () => Promise<void>; dir: string } }).htdzGradingCluster = { stop: cluster.stop, dir };
}
