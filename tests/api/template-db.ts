// The seeded database every API test file's server starts from, made once per run (tests/api.setup.ts): opening a
// fresh PGlite, migrating and seeding the demo took 5–13 s per file on a loaded 2-core machine, loading PGlite's dump
// of a seeded one 1–2 s. On PostgreSQL each file's database is a copy of a seeded template (CREATE DATABASE …
// TEMPLATE). A server with other seed settings (no demo, other passwords) or none at all still starts from nothing.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testConfig, type Config } from '../../server/config';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, rowsOf } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';

/** the file of PGlite's dump (in-memory runs) */
export const DUMP_ENV = 'HTDZ_TEST_TEMPLATE_DUMP';
/** the name of the template database (PostgreSQL runs, TEST_DATABASE_URL) */
export const PG_TEMPLATE_ENV = 'HTDZ_TEST_TEMPLATE_DB';

const seedOf = (c: Config) => ({ demo: c.demo, demoPassword: c.demoPassword, adminPassword: c.adminPassword });
const sameSeed = (c: Config) => JSON.stringify(seedOf(c)) === JSON.stringify(seedOf(testConfig()));

export async function seed(database: Database, config: Config) {
  await seedIfEmpty(database.db, seedOf(config));
}

const adminQuery = async (adminUrl: string, text: string) => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};
const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * Makes the template of this run: a seeded database, closed, its dump file or name in the environment. Run by
 * tests/api/global-setup.ts in a process of its own (`node --import tsx`, which knows the `@contract` alias).
 */
export async function makeTemplate(): Promise<void> {
  const config = testConfig({ databaseUrl: 'memory://', dataDir: os.tmpdir() });
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `htdz_template_${crypto.randomBytes(4).toString('hex')}`;
    await adminQuery(pgUrl, `create database ${name}`);
    const database = await openDatabase(urlOf(pgUrl, name), config.dataDir, { preparedPerConnection: 0 });
    await seed(database, config);
    await database.close();
    process.env[PG_TEMPLATE_ENV] = name;
    return;
  }
  const database = await openDatabase('memory://', config.dataDir);
  await seed(database, config);
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
  const sequences = rowsOf<Sequence>(
    await database.db.execute(sql`select schemaname || '.' || sequencename as name, last_value::int as value from pg_sequences`),
  );
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-template-')), 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  fs.writeFileSync(sequencesFile(file), JSON.stringify(sequences));
  process.env[DUMP_ENV] = file;
}

/** A new database on the PostgreSQL of `adminUrl`: a copy of the template when it fits, else empty. */
export async function freshPostgres(adminUrl: string, fromTemplate = false): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const template = fromTemplate ? process.env[PG_TEMPLATE_ENV] : undefined;
  await adminQuery(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`);
  return { url: urlOf(adminUrl, name), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** Whether a server with this config, seeded or not, may start from the template (it is seeded as the template was). */
export const fitsTemplate = (config: Config, seeded: boolean) => seeded && sameSeed(config);

/** PGlite's dump of the template, when this run made one (undefined: start from nothing). */
export function templateDump(): Blob | undefined {
  const file = process.env[DUMP_ENV];
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

type Sequence = { name: string; value: number | null };
const sequencesFile = (dump: string) => path.join(path.dirname(dump), 'sequences.json');

/**
 * Puts the sequences of a database loaded from the dump back where the seed left them. A data folder taken while the
 * database runs is restored as after a crash, and PostgreSQL then skips the values each sequence had logged ahead (up
 * to 32): the ids would differ from a freshly seeded server's (and from PostgreSQL's template copies), which the
 * recorded mocks compare.
 */
export async function restoreSequences(database: Database): Promise<void> {
  const file = process.env[DUMP_ENV];
  if (!file) return;
  const sequences = JSON.parse(fs.readFileSync(sequencesFile(file), 'utf8')) as Sequence[];
  if (sequences.length === 0) return;
  const calls = sequences.map((q) => (q.value === null ? sql`setval(${q.name}, 1, false)` : sql`setval(${q.name}, ${q.value}, true)`));
  await database.db.execute(sql`select ${sql.join(calls, sql`, `)}`);
}

// as a script: make the template and tell the parent where it is, as the last line of output
if (require.main === module) {
  makeTemplate().then(
    () => process.stdout.write(`${JSON.stringify({ [DUMP_ENV]: process.env[DUMP_ENV], [PG_TEMPLATE_ENV]: process.env[PG_TEMPLATE_ENV] })}\n`),
    (err: unknown) => {
      process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    },
  );
}
