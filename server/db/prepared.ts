// The reads every page view makes (a student's course list, chapter, homework and exam lists) are built once per
// database and then only run: drizzle assembles a select's SQL text on every call, which on this machine costs about
// as much as the round trip itself (120 µs of a 380 µs course list). A prepared read takes its values by name
// (`param('userId')`) and goes to PostgreSQL as a named statement, parsed and planned once per connection.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

type Values = Record<string, unknown>;
type Prepared<R> = { execute: (values?: Values) => Promise<R> };
type Preparable<R> = { prepare: (name: string) => Prepared<R> };

/** A value a prepared read is given when it runs (`execute({ name: value })`). */
export const param = (name: string) => sql.placeholder(name);

/** What is prepared, by database or transaction: a transaction's reads must run in it, so it prepares its own. */
const preparedBy = new WeakMap<DbOrTx, Map<string, Prepared<unknown>>>();

/**
 * Runs the read `build` makes, prepared on `db` under `name` the first time. One name is one statement: `build` must
 * make the same SQL every time (values only through `param`), or the name would stand for two texts.
 */
export function runPrepared<R>(db: DbOrTx, name: string, build: (db: DbOrTx) => Preparable<R>, values: Values): Promise<R> {
  let mine = preparedBy.get(db);
  if (!mine) preparedBy.set(db, (mine = new Map()));
  let read = mine.get(name) as Prepared<R> | undefined;
  if (!read) {
    read = build(db).prepare(`htdz_${name}`);
    mine.set(name, read as Prepared<unknown>);
  }
  return read.execute(values);
}
