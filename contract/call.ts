import type { z } from './zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Kinds of kept answers a write can make stale, named by what they keep: `sessions` (who a signed-in caller is: users,
 * their roles and the roles' modules) and `outlines` (what a class sees of its course: chapters, classes, courses).
 * The server's per-process caches go by these names; the web's GET cache drops the reads that declare them in `reads`.
 */
export type CacheTag = 'sessions' | 'outlines';

/**
 * One call of the API: where it lives under /htdz and the shapes it takes and answers.
 * The server registers routes from these, the web services are typed by them, and the mock test checks
 * every mock answer against `answer`.
 */
export type CallDef = {
  method: HttpMethod;
  path: string;
  query?: z.ZodType;
  body?: z.ZodType;
  params?: z.ZodType;
  /** schema of the envelope's `obj` on success; undefined for file answers */
  answer?: z.ZodType;
  /** a write: the kept answers it makes stale once it succeeds (server caches, the web's cached reads) */
  invalidates?: readonly CacheTag[];
  /** a read: what its answer is made of, so a cached copy goes when a write invalidates that */
  reads?: readonly CacheTag[];
};

export const defineCalls = <T extends Record<string, CallDef>>(calls: T) => calls;

export type BodyOf<C extends CallDef> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
export type QueryOf<C extends CallDef> = C['query'] extends z.ZodType ? z.input<C['query']> : never;
/** A path segment's value: what the schema takes, or any text or number where it coerces (its input is `unknown`). */
type Segment<V> = unknown extends V ? string | number : Exclude<V, undefined>;
/** The values of the path's `:name` segments, every one required. */
export type ParamsOf<C extends CallDef> = C['params'] extends z.ZodType ? { [K in keyof z.input<C['params']>]-?: Segment<z.input<C['params']>[K]> } : never;
export type AnswerOf<C extends CallDef> = C['answer'] extends z.ZodType ? z.output<C['answer']> : never;
