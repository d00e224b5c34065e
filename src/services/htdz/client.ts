// Every call goes through here: the /htdz prefix after the host setting (SPEC.md section 7), the method and path of
// each call from contract/ (as the generated route data in ./routes, which carries no zod), typed by contract/.
import { request, type RequestOptions } from '@umijs/max';
import type { CallDef } from '@contract/call';
import { clientOf, requestOf, type AnyCallInput, type CallerArgs, type CallRequest, type Route, type Transport } from '@contract/client';
import type { Envelope } from '@contract/envelope';
import type { HtdzOptions } from '@/request/options';

declare global {
  interface Window {
    /** set by a host page before the app loads to reach the API elsewhere, e.g. 'https://api.example.edu' */
    HTDZ_HOST?: string;
  }
}

/** The host prefix of every call and of avatar and media URLs: the host setting followed by /htdz. */
export const htdzHost = () => `${(typeof window !== 'undefined' && window.HTDZ_HOST) || ''}/htdz`;

/** Calls /htdz<path> and answers the envelope. */
export function htdz<T>(path: string, options: Omit<RequestOptions, 'getResponse'> = {}): Promise<Envelope<T>> {
  return request<Envelope<T>>(`${htdzHost()}${path}`, { ...options, getResponse: false });
}

/** Umi's request options of a call: method, query and body from its input, its cache tags, then the caller's options. */
function optionsOf(req: CallRequest, options: HtdzOptions | undefined): HtdzOptions {
  const { invalidates, reads } = req.route;
  return {
    method: req.method,
    ...(req.query !== undefined && { params: req.query }),
    ...(req.body !== undefined && { data: req.body }),
    ...(invalidates && { invalidates }),
    ...(reads && { reads }),
    ...options,
  };
}

const send: Transport<HtdzOptions> = (req, options) => htdz(req.path, optionsOf(req, options));

/**
 * A typed function for each call of a route set: `api.publishTask({ body }, options)`. Uploads pass their form as
 * `data` in the options: the contract describes no body for multipart calls.
 */
export const htdzClient = <T extends Record<string, Route>>(routes: T) => clientOf<T, HtdzOptions>(routes, send);

/** A call that answers a file (no envelope: the contract gives it no `answer`), as a blob. */
export function htdzBlob<C extends CallDef>(route: Route<C>, ...[input, options]: CallerArgs<C, HtdzOptions>): Promise<Blob> {
  const req = requestOf(route, input as AnyCallInput | undefined);
  return request<Blob>(`${htdzHost()}${req.path}`, { ...optionsOf(req, options), responseType: 'blob' });
}
