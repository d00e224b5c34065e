// Jest globalTeardown of the API suites: the template of tests/api/global-setup.ts (its dump's folder, or its database
// on TEST_DATABASE_URL), then the grading cluster. Only node and pg here, as in the setup.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import gradingCluster from '../grading-cluster.teardown';

export default async function teardown() {
  const dump = process.env.HTDZ_TEST_TEMPLATE_DUMP;
  if (dump) fs.rmSync(path.dirname(dump), { recursive: true, force: true });
  const name = process.env.HTDZ_TEST_TEMPLATE_DB;
  if (name && process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
  }
  await gradingCluster();
}
