// What a /htdz call may ask of the request plumbing on top of Umi's request options.
import type { AxiosRequestConfig, RequestOptions } from '@umijs/max';
import type { CacheTag } from '@contract/call';

/** Per-call options on top of Umi's request options. */
export type HtdzOptions = RequestOptions & {
  /** errors are rethrown untouched instead of shown */
  skipErrorHandler?: boolean;
  /** GET only: reuse a successful answer for `ttl` ms (default 60000) */
  cache?: boolean | { ttl?: number };
  /** shown instead of 'timeout of {ms}ms exceeded' */
  timeoutMessage?: string;
  /** a read's `reads` in contract/ (set by the services' client): what a cached copy of its answer is made of */
  reads?: readonly CacheTag[];
  /** a write's `invalidates` in contract/ (set by the services' client): the cached reads it makes stale */
  invalidates?: readonly CacheTag[];
};

/** The axios config the interceptors see: Umi passes the options above through. */
export type HtdzConfig = AxiosRequestConfig & Pick<HtdzOptions, 'skipErrorHandler' | 'cache' | 'timeoutMessage' | 'reads' | 'invalidates'>;
