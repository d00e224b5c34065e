// Jest globalTeardown: stops the grading cluster of tests/grading-cluster.setup.ts and deletes its folder.
import fs from 'node:fs';

export default async function teardown() {
  const cluster = (globalThis as { htdzGradingCluster?: { stop: () => Promise<void>; dir: string } }).htdzGradingCluster;
  if (!cluster) return;
  await cluster.stop();
  fs.rmSync(cluster.dir, { recursive: true, force: true });
}
