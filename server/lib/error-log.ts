// What a log line says of an error (the logger's `err` serializer, server/app.ts): never the values a query was sent
// with. drizzle's DrizzleQueryError carries them (`params`, and "params: …" in its message and stack: a new user's
// password hash, a student's answer), PostgreSQL's own error its `detail` ("Failing row contains (…)", "Key (code)=(…)")
// and, for bad data, its message. A failed query is logged by its SQL text (placeholders $1 …) and SQLSTATE only.

/** The SQLSTATE of a database error (node-postgres and PGlite alike). */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Fields of a database error that name things of the schema, never values. */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'dataType', 'routine'] as const;
/** Own fields of other errors kept when they are plain values (statusCode, code …), unless their name says otherwise. */
const UNSAFE_FIELD = /param|value|detail|where|hint|query|password|hash|token|secret|ticket|body|payload|raw|stack|message|cause/i;
const MAX_TEXT = 2000;
const MAX_CAUSES = 5;

export type LoggedError = { type: string; message: string; stack: string; [field: string]: unknown };

type ErrorLike = Error & Record<string, unknown>;

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error || (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string');

/** drizzle's "Failed query" error: the SQL in `query`, the values in `params`. */
const isFailedQuery = (err: ErrorLike) => typeof err.query === 'string' && 'params' in err;

/** PostgreSQL's own error (node-postgres' DatabaseError, PGlite's), by its SQLSTATE and severity. */
const isDatabaseError = (err: ErrorLike) => typeof err.code === 'string' && SQLSTATE.test(err.code) && typeof err.severity === 'string';

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);

/** The call sites of the stack (its first line repeats the message, which is replaced by the safe one). */
function frames(err: ErrorLike): string[] {
  return typeof err.stack === 'string' ? err.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
}

/** Words an error of no known kind may say: anything from a "params:" line on is cut (drizzle's wording). */
const withoutParams = (message: string) => message.replace(/\nparams:[\s\S]*$/, '');

export function errorForLog(err: unknown, depth = 0): unknown {
  if (!isErrorLike(err)) return err;
  // (PGlite's minified bundle names its DatabaseError class Z)
  const type = isDatabaseError(err)
    ? 'DatabaseError'
    : typeof err.constructor === 'function' && err.constructor.name !== 'Object'
      ? err.constructor.name
      : String(err.name ?? 'Error');
  const out: LoggedError = { type, message: '', stack: '' };
  if (isDatabaseError(err)) {
    // data exceptions (class 22) quote the value that failed: `invalid input syntax for type integer: "…"`
    out.message = (err.code as string).startsWith('22') ? `data exception (SQLSTATE ${err.code as string})` : cut(err.message);
    for (const field of DATABASE_FIELDS) if (typeof err[field] === 'string') out[field] = err[field];
    // PGlite's errors carry the query and its params too: the SQL text is kept (unless drizzle's error around it
    // already says it), the values are not
    if (depth === 0 && typeof err.query === 'string') out.query = cut(err.query);
  } else if (isFailedQuery(err)) {
    out.message = cut(`Failed query: ${err.query as string}`);
  } else {
    out.message = cut(withoutParams(err.message));
    for (const [field, value] of Object.entries(err)) {
      if (UNSAFE_FIELD.test(field) || field in out) continue;
      if (typeof value === 'number' || typeof value === 'boolean') out[field] = value;
      else if (typeof value === 'string') out[field] = cut(withoutParams(value));
    }
  }
  out.stack = [`${type}: ${out.message}`, ...frames(err)].join('\n');
  if (depth < MAX_CAUSES && err.cause !== undefined) out.cause = errorForLog(err.cause, depth + 1);
  if (depth < MAX_CAUSES && Array.isArray(err.errors)) out.aggregateErrors = err.errors.slice(0, 10).map((e) => errorForLog(e, depth + 1));
  return out;
}

/** The logger's `err` serializer (what is not an error is logged as it is). */
export const serializeError = (err: Error) => errorForLog(err) as LoggedError;
