// What the engine says of a scene's tables: columns with types and NOT NULL, the primary key, the foreign keys, read
// from the catalog after the init script (never after hidden data); and a description kept on the grading server from
// before keys were described is made again.
import pg from 'pg';
import { LIBRARY_SQL } from '../db/demo-scenes.sql';
import { type GradingEngine, sceneSpec, withHiddenData } from './engine';
import { testEngine } from './test-support';

jest.setTimeout(60_000);

let engine: GradingEngine;
beforeAll(async () => {
  engine = testEngine();
  await engine.warm();
});
afterAll(async () => {
  await engine.close();
});

const SHOP = `
create table customers (id serial primary key, name text not null, email text unique);
create table products (sku char(6), variant int, title text not null, primary key (sku, variant));
create table orders (
  id bigint generated always as identity primary key,
  customer_id int not null references customers(id),
  note text
);
create table order_items (
  order_id bigint references orders on delete cascade,
  item_variant int,
  item_sku char(6),
  qty int not null check (qty > 0),
  foreign key (item_variant, item_sku) references products (variant, sku)
);
create table log (at timestamptz, message text);
insert into customers (name) values ('甲'), ('乙');
insert into orders (customer_id) values (1), (2), (2);
`;

describe('describe', () => {
  it('names each table’s primary key, foreign keys (in key order) and NOT NULL columns', async () => {
    const { tables, error } = await engine.describe(SHOP);
    expect(error).toBeUndefined();
    const byName = Object.fromEntries(tables.map((t) => [t.name, t]));
    expect(tables.map((t) => t.name)).toEqual(['customers', 'products', 'orders', 'order_items', 'log']);
    expect(byName.customers).toMatchObject({
      primaryKey: ['id'],
      foreignKeys: [],
      columns: [
        { name: 'id', type: 'integer', notNull: true },
        { name: 'name', type: 'text', notNull: true },
        { name: 'email', type: 'text', notNull: false },
      ],
      rowCount: 2,
    });
    expect(byName.products.primaryKey).toEqual(['sku', 'variant']);
    expect(byName.orders).toMatchObject({
      primaryKey: ['id'],
      foreignKeys: [{ columns: ['customer_id'], refTable: 'customers', refColumns: ['id'] }],
      rowCount: 3,
    });
    expect(byName.order_items.primaryKey).toEqual([]);
    expect(byName.order_items.foreignKeys).toEqual([
      { columns: ['order_id'], refTable: 'orders', refColumns: ['id'] },
      // a composite key, its columns paired in the order the script wrote them
      { columns: ['item_variant', 'item_sku'], refTable: 'products', refColumns: ['variant', 'sku'] },
    ]);
    expect(byName.order_items.columns.map((c) => [c.name, c.notNull])).toEqual([
      ['order_id', false],
      ['item_variant', false],
      ['item_sku', false],
      ['qty', true],
    ]);
    expect(byName.log).toMatchObject({ primaryKey: [], foreignKeys: [], rowCount: 0, sampleRows: [] });
  });

  it('describes a foreign key to a partitioned table once, and the partitions as tables', async () => {
    const { tables } = await engine.describe(`
      create table region (code text, year int, primary key (code, year)) partition by list (year);
      create table region_2024 partition of region for values in (2024);
      create table shop (id int primary key, code text, year int, foreign key (code, year) references region);`);
    const shop = tables.find((t) => t.name === 'shop')!;
    expect(shop.foreignKeys).toEqual([{ columns: ['code', 'year'], refTable: 'region', refColumns: ['code', 'year'] }]);
    expect(tables.find((t) => t.name === 'region_2024')?.primaryKey).toEqual(['code', 'year']);
  });

  it('a description kept from before keys were described is made again, on the same scene database', async () => {
    const script = `${LIBRARY_SQL}\n-- ${Date.now()}`;
    const first = await engine.describe(script);
    expect(first.tables.find((t) => t.name === 'borrow')?.foreignKeys).toHaveLength(2);
    // as an older engine left it: no version, no keys
    const { key } = sceneSpec(script);
    for (const url of process.env.HTDZ_GRADING_DATABASE_URL!.split(',')) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const old = first.tables.map(({ primaryKey: _p, foreignKeys: _f, ...t }) => ({ ...t, columns: t.columns.map(({ notNull: _n, ...c }) => c) }));
        await admin.query(`UPDATE htdz_grading.scenes SET description = jsonb_set(description - 'version', '{tables}', $2::jsonb) WHERE key = $1`, [
          key,
          JSON.stringify(old),
        ]);
      } finally {
        await admin.end();
      }
    }
    // another process (a new engine) finds the old description
    const other = testEngine();
    try {
      const again = await other.describe(script);
      expect(again).toEqual(first);
      // the database kept is the one its sequences are put back on after each run
      const insert = "insert into borrow (reader_id, book_id, borrowed_on) values (1, 2, '2026-12-01') returning id";
      for (let i = 0; i < 2; i++) expect((await other.run(script, insert)).results[0]?.rows).toEqual([['5']]);
    } finally {
      await other.close();
    }
  });

  it('hidden data is described only as its own scene: the visible scene keeps the init script’s keys', async () => {
    const init = 'create table t (id int primary key, name text not null);';
    const hidden = 'alter table t drop constraint t_pkey; alter table t alter column name drop not null;';
    const visible = await engine.describe(init);
    const other = await engine.describe(withHiddenData(init, hidden));
    expect(visible.tables[0]).toMatchObject({
      primaryKey: ['id'],
      columns: [
        { name: 'id', notNull: true },
        { name: 'name', notNull: true },
      ],
    });
    expect(other.tables[0]).toMatchObject({ primaryKey: [], columns: [{ name: 'id' }, { name: 'name', notNull: false }] });
    expect((await engine.describe(init)).tables).toEqual(visible.tables);
  });
});
