// The one way a client reaches a contract call: the path filled from `params`, the input typed by the definition,
// the answer the envelope of its `answer`. Only types come from the rest of contract/, so a web bundle using this
// with route data (src/services/htdz/routes, generated from the definitions) does not load zod and the schemas.
import type { AnswerOf, BodyOf, CacheTag, CallDef, HttpMethod, ParamsOf, QueryOf } from './call';
import type { Envelope } from './envelope';

declare const callDef: unique symbol;

/** Where a call lives and what it does to caches: a CallDef without its schemas, still typed by it. */
export type Route<C extends CallDef = CallDef> = {
  method: C['method'];
  path: string;
  invalidates?: readonly CacheTag[];
  reads?: readonly CacheTag[];
  /** never set: carries the definition's type, so a caller is typed from the route alone */
  readonly [callDef]?: C;
};

export type RoutesOf<T extends Record<string, CallDef>> = { [K in keyof T]: Route<T[K]> };

/** The route of a definition: method, path and cache tags, without the schemas. */
export function routeOf<C extends CallDef>(def: C): Route<C> {
  const route: Route<C> = { method: def.method, path: def.path };
  if (def.invalidates) route.invalidates = def.invalidates;
  if (def.reads) route.reads = def.reads;
  return route;
}

export function routesOf<T extends Record<string, CallDef>>(calls: T): RoutesOf<T> {
  return Object.fromEntries(Object.entries(calls).map(([name, def]) => [name, routeOf(def)])) as RoutesOf<T>;
}

const PARAM = /:([A-Za-z0-9_]+)/g;

/** The path with each `:name` segment filled from `params`, URL-encoded. A missing value is the caller's bug. */
export function pathOf(route: { path: string }, params?: Readonly<Record<string, string | number | null | undefined>>): string {
  return route.path.replace(PARAM, (_whole, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}

/** One part of a call's input: left out when the call has none, optional when nothing in it is required. */
type Part<K extends string, T> = [T] extends [never]
  ? unknown
  : undefined extends T
    ? { [P in K]?: T }
    : // biome-ignore lint/complexity/noBannedTypes: `{}` is the type of an object with no required key, which is the question here
      {} extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/** What a call takes: its path's params, its query and its body, each typed by the definition's schema input. */
export type CallInput<C extends CallDef> = Part<'params', ParamsOf<C>> & Part<'query', QueryOf<C>> & Part<'body', BodyOf<C>>;

/** The input may be left out when nothing in it is required. */
// biome-ignore lint/complexity/noBannedTypes: `{}` extends an input with no required key
export type CallerArgs<C extends CallDef, O> = {} extends CallInput<C> ? [input?: CallInput<C>, options?: O] : [input: CallInput<C>, options?: O];

/** A call as a function; `Extra` is what the transport adds to the envelope (the HTTP status in the API tests). */
export type Caller<C extends CallDef, O, Extra = unknown> = (...args: CallerArgs<C, O>) => Promise<Envelope<AnswerOf<C>> & Extra>;

/** The request a transport sends: the filled path under /htdz, the method, the query and the body as given. */
export type CallRequest = { method: HttpMethod; path: string; query?: unknown; body?: unknown; route: Route };

/** Sends a request and answers the envelope (as the call's answer type says; the transport does not check it). */
export type Transport<O> = (request: CallRequest, options: O | undefined) => Promise<unknown>;

/** Any call's input, as the request is built from it (CallInput<C> is its typed form). */
export type AnyCallInput = { params?: Readonly<Record<string, string | number>>; query?: unknown; body?: unknown };

/** The request of a call with this input: the path filled, and only the parts the input has. */
export function requestOf(route: Route, input: AnyCallInput = {}): CallRequest {
  const request: CallRequest = { method: route.method, path: pathOf(route, input.params), route };
  if (input.query !== undefined) request.query = input.query;
  if (input.body !== undefined) request.body = input.body;
  return request;
}

/** A typed function for one call. */
export function callerOf<C extends CallDef, O, Extra = unknown>(route: Route<C>, transport: Transport<O>): Caller<C, O, Extra> {
  return ((input?: AnyCallInput, options?: O) => transport(requestOf(route, input), options)) as Caller<C, O, Extra>;
}

export type ClientOf<T extends Record<string, Route>, O, Extra = unknown> = {
  [K in keyof T]: T[K] extends Route<infer C> ? Caller<C, O, Extra> : never;
};

/** A typed function for each call of a set of routes. */
export function clientOf<T extends Record<string, Route>, O, Extra = unknown>(routes: T, transport: Transport<O>): ClientOf<T, O, Extra> {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, callerOf(route, transport)])) as ClientOf<T, O, Extra>;
}
