// What the editor completes from a scene's tables, as @codemirror/lang-sql's `sql({ schema })` takes it: table names
// at the top level, a table's columns after `table.` (or an alias of it: FROM student s … s.), and every column name at
// the top level too (SELECT sna… → sname), since students write columns before the FROM that names their table.
import type { SQLNamespace } from '@codemirror/lang-sql';
import type { CompletionTable } from './types';

type Option = { label: string; type: string; detail?: string; apply?: string; boost?: number };

/** A name PostgreSQL reads as written without quotes (lower case, digits, _, $, letters beyond ASCII such as 学号). */
const PLAIN = /^[a-z_\u0080-\uffff][a-z_\d$\u0080-\uffff]*$/;

/** How a name is inserted: as it is, or in double quotes when PostgreSQL would otherwise read it differently. */
export const identifier = (name: string) => (PLAIN.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

const option = (name: string, type: string, detail?: string, boost?: number): Option => ({
  label: name,
  type,
  ...(detail !== undefined && { detail }),
  ...(identifier(name) !== name && { apply: identifier(name) }),
  ...(boost !== undefined && { boost }),
});

/** lang-sql reads a dot in a key as schema.table: a dot in a name is escaped. */
const keyOf = (name: string) => name.replace(/\./g, '\\.');

/**
 * The completion schema of the tables: each table by its name (its columns as children, each with its type), then each
 * column name that is not a table's too, once, as an option with nothing under it (detail: the tables that have it).
 */
export function completionSchema(tables: readonly CompletionTable[]): SQLNamespace {
  const entries = new Map<string, SQLNamespace>();
  for (const t of tables) {
    entries.set(keyOf(t.name), { self: option(t.name, 'type', undefined, 1), children: t.columns.map((c) => option(c.name, 'property', c.type)) });
  }
  const owners = new Map<string, string[]>();
  for (const t of tables) for (const c of t.columns) owners.set(c.name, [...(owners.get(c.name) ?? []), t.name]);
  for (const [column, of] of owners) {
    if (!entries.has(keyOf(column))) entries.set(keyOf(column), { self: option(column, 'property', of.join(', ')), children: [] });
  }
  return Object.fromEntries(entries);
}
