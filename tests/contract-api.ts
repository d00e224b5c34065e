// The contract's calls as typed functions for tests and tools outside the web app: the API tests over the in-process
// server (tests/api/harness.ts), a real process over HTTP (processApi), the browser tests from Node. No server code
// here, so the browser tests' types (DOM) never meet the server's.
import type { AnswerOf, BodyOf, CallDef, QueryOf } from '@contract/call';
import { type AnyCallInput, clientOf, type ClientOf, requestOf, type Route, type RoutesOf, routeOf, type Transport } from '@contract/client';
import * as contract from '@contract/index';
import { type ApiEnvelope, callApi } from './server-process';

type Contract = typeof contract;
/** The names of the contract's groups of calls (`homeworkCalls` …). */
type GroupName = { [K in keyof Contract]: K extends `${string}Calls` ? (Contract[K] extends Record<string, CallDef> ? K : never) : never }[keyof Contract];
type Intersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Every call of the contract by its name: the names are unique across groups (ROUTES checks it). */
export type AllCalls = Intersection<Contract[GroupName]>;

/** The route of every call, by name. */
export const ROUTES = (() => {
  const routes: Record<string, Route> = {};
  for (const [group, calls] of Object.entries(contract)) {
    if (!group.endsWith('Calls') || typeof calls !== 'object') continue;
    for (const [name, def] of Object.entries(calls as Record<string, CallDef>)) {
      if (routes[name]) throw new Error(`two contract calls are named ${name}: the API tests' client needs unique names`);
      routes[name] = routeOf(def);
    }
  }
  return routes as RoutesOf<AllCalls>;
})();

/** Who makes a typed call. */
export type CallOptions = { token?: string };
/** Each contract call as a typed function: `s.api.publishTask({ body }, { token })` answers the envelope and HTTP status. */
export type Api = ClientOf<RoutesOf<AllCalls>, CallOptions, { status: number }>;
export type CallName = keyof AllCalls & string;
/** What a call's body and query take, by the call's name: for tests' helpers that fill some of it. */
export type CallBody<N extends CallName> = BodyOf<AllCalls[N]>;
export type CallQuery<N extends CallName> = QueryOf<AllCalls[N]>;
/** What a call answers in the envelope's `obj`, by the call's name. */
export type CallAnswer<N extends CallName> = AnswerOf<AllCalls[N]>;

/** Every contract call as a typed function over a transport: the in-process server's below, a real process's (demo-process.ts). */
export const contractClient = <Extra = unknown>(transport: Transport<CallOptions>) => clientOf<RoutesOf<AllCalls>, CallOptions, Extra>(ROUTES, transport);

/** A query as light-my-request takes it: every value as text, absent ones left out. */
export function queryText(query: unknown): Record<string, string | string[]> | undefined {
  if (query === undefined || query === null) return undefined;
  const text: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    text[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return text;
}

/** A query as a URL's search part: '?a=1&b=2' (a list repeats its key, absent values are left out), '' when empty. */
export function searchOf(query: unknown): string {
  const pairs = Object.entries(queryText(query) ?? {}).flatMap(([k, v]): [string, string][] => (Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]]));
  return pairs.length ? `?${new URLSearchParams(pairs)}` : '';
}

/** The address of a contract call on the server: /htdz, the call's path filled from `params`, its query. */
export function addressOf(name: CallName, input: AnyCallInput = {}): string {
  const req = requestOf(ROUTES[name], input);
  return `/htdz${req.path}${searchOf(req.query)}`;
}

/** The contract's calls over HTTP to a running process, e.g. 'http://127.0.0.1:8123': the transport of processApi. */
export const processTransport =
  (baseUrl: string): Transport<CallOptions> =>
  (req, o) =>
    callApi(baseUrl, `${req.path}${searchOf(req.query)}`, o?.token ?? null, req.body, req.method) as Promise<ApiEnvelope<never>>;

/** The contract's calls over HTTP to a running process, e.g. 'http://127.0.0.1:8123'. */
export function processApi(baseUrl: string) {
  return contractClient<unknown>(processTransport(baseUrl));
}
