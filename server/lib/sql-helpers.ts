import { conflict } from './errors';

/** A LIKE pattern that matches `text` anywhere, with the user's % _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The SQLSTATE of a database error, from node-postgres or PGlite, bare or wrapped by drizzle (in `cause`). */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** unique_violation */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

/** Offset of a page (current from 1). */
export const offsetOf = (q: { current: number; pageSize: number }) => (q.current - 1) * q.pageSize;

/** foreign_key_violation (a row still referenced, or a reference to a row just deleted) */
export const isForeignKeyViolation = (err: unknown) => sqlState(err) === '23503';

/**
 * Runs a write whose rules the service has already checked, answering CONFLICT with the matching message
 * when a concurrent request won the race and one of the database's constraints refused the write.
 */
export async function conflictOnConstraint<T>(work: () => Promise<T>, messages: { unique?: string; foreignKey?: string }): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (messages.unique && isUniqueViolation(err)) throw conflict(messages.unique);
    if (messages.foreignKey && isForeignKeyViolation(err)) throw conflict(messages.foreignKey);
    throw err;
  }
}
