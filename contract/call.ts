import type { z } from './zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
};

export const defineCalls = <T extends Record<string, CallDef>>(calls: T) => calls;

export type BodyOf<C extends CallDef> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
export type QueryOf<C extends CallDef> = C['query'] extends z.ZodType ? z.input<C['query']> : never;
export type AnswerOf<C extends CallDef> = C['answer'] extends z.ZodType ? z.output<C['answer']> : never;
