// Statements with parameters run prepared on PostgreSQL (server/db/client.ts): a connection parses and plans each text
// once. What a connection has prepared is visible only to itself (pg_prepared_statements), so each check runs inside
// one transaction, which holds one connection. The embedded database has nothing to prepare: only on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase, rowsOf } from '../../server/db/client';
import { param, runPrepared } from '../../server/db/prepared';
import { freshPostgres } from './harness';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('prepared statements on PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof freshPostgres>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-prepared-'));
  const opened: Database[] = [];

  beforeAll(async () => {
    fresh = await freshPostgres(process.env.TEST_DATABASE_URL!);
    // migrated once here, so no check's connection has spent its room on the migrations' bookkeeping
    await (await openDatabase(fresh.url, dataDir, { poolMax: 1 })).close();
  });

  afterAll(async () => {
    for (const d of opened) await d.close();
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function open(preparedPerConnection: number) {
    // the migrations (already applied) run through the same connection: several statements in one text still work
    const d = await openDatabase(fresh.url, dataDir, { poolMax: 1, preparedPerConnection });
    opened.push(d);
    return d.db;
  }

  /** runs the texts with a parameter on one connection and answers what that connection then has prepared */
  async function preparedAfter(db: Database['db'], texts: string[]): Promise<string[]> {
    return db.transaction(async (tx) => {
      for (const text of texts) {
        const rows = rowsOf<{ n: number }>(await tx.execute(sql`select ${sql.raw(text)} + ${1}::int as n`));
        expect(rows).toEqual([{ n: Number(text) + 1 }]);
      }
      const rows = rowsOf<{ statement: string }>(
        await tx.execute(sql.raw("select statement from pg_prepared_statements where statement like 'select % + $1::int as n' order by prepare_time")),
      );
      return rows.map((r) => r.statement);
    });
  }

  it('prepares a statement with parameters once and reuses it; those without parameters stay unnamed', async () => {
    const db = await open(200);
    const statements = await preparedAfter(db, ['1', '1', '2']);
    expect(statements).toEqual(['select 1 + $1::int as n', 'select 2 + $1::int as n']);
  });

  it('keeps at most HTDZ_DB_PREPARED per connection; later texts still run, unnamed', async () => {
    const db = await open(2);
    const statements = await preparedAfter(db, ['1', '2', '3', '4', '1']);
    expect(statements).toEqual(['select 1 + $1::int as n', 'select 2 + $1::int as n']);
  });

  it('prepares nothing with HTDZ_DB_PREPARED=0 (a connection pooler that cannot keep them)', async () => {
    const db = await open(0);
    expect(await preparedAfter(db, ['1', '2'])).toEqual([]);
  });

  /** a page-view read as server/db/prepared.ts runs it, and what the connection has prepared under its name */
  async function pageViewRead(db: Database['db']) {
    return db.transaction(async (tx) => {
      const read = (n: number) => runPrepared(tx, 'test_read', (d) => d.select({ n: sql<number>`${param('n')}::int + 1` }).from(sql`(select 1) as one`), { n });
      expect([await read(1), await read(41)]).toEqual([[{ n: 2 }], [{ n: 42 }]]);
      const rows = rowsOf<{ name: string }>(await tx.execute(sql.raw("select name from pg_prepared_statements where name like 'htdz_%'")));
      return rows.map((r) => r.name);
    });
  }

  it('a page-view read is prepared once under its name, and sent unnamed with HTDZ_DB_PREPARED=0', async () => {
    expect(await pageViewRead(await open(200))).toEqual(['htdz_test_read']);
    expect(await pageViewRead(await open(0))).toEqual([]);
  });

  it("the platform's connections run without JIT (it compiled reads with high estimates for up to a second)", async () => {
    const db = await open(200);
    expect(rowsOf<{ jit: string }>(await db.execute(sql.raw('show jit')))).toEqual([{ jit: 'off' }]);
  });
});
