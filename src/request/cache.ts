// The GET cache: a successful answer of a call made with `cache` is reused for its TTL (no size limit). A write
// drops the cached reads it makes stale, as contract/ declares on both (`invalidates` on the write, `reads` on the
// read); a change of session drops everything (token.ts).
import type { AxiosResponse } from '@umijs/max';
import type { CacheTag } from '@contract/call';
import type { HtdzConfig } from './options';

export const DEFAULT_CACHE_TTL = 60_000;
/** Marks an answer served from the cache, so it neither refreshes the token nor is stored again. */
export const FROM_CACHE = 'x-htdz-from-cache';

type CacheEntry = {
  expires: number;
  data: unknown;
  status: number;
  statusText: string;
  headers: AxiosResponse['headers'];
  reads: readonly CacheTag[];
};
const cache = new Map<string, CacheEntry>();

export function clearRequestCache() {
  cache.clear();
}

/** Forgets the cached answers made of any of these. */
export function dropStale(tags: readonly CacheTag[]) {
  for (const [key, entry] of cache) if (entry.reads.some((tag) => tags.includes(tag))) cache.delete(key);
}

/** How long this call's answer may be reused, or null when it is not cached (not asked for, or not a GET). */
export const cacheTtl = (config: HtdzConfig): number | null => {
  if (!config.cache || (config.method ?? 'get').toLowerCase() !== 'get') return null;
  return typeof config.cache === 'object' && config.cache.ttl !== undefined ? config.cache.ttl : DEFAULT_CACHE_TTL;
};

const cacheKey = (config: HtdzConfig) => `${config.url ?? ''}?${JSON.stringify(config.params ?? {})}`;
// A copy, so a page that edits its answer does not edit the cache.
const copyOf = (data: unknown) => (data === undefined ? data : JSON.parse(JSON.stringify(data)));

/** The cached answer of this call, as an axios adapter that answers it without a request, or undefined. */
export function cachedAdapter(config: HtdzConfig): ((cfg: AxiosResponse['config']) => Promise<AxiosResponse>) | undefined {
  if (cacheTtl(config) === null) return undefined;
  const hit = cache.get(cacheKey(config));
  if (!hit || hit.expires <= Date.now()) return undefined;
  const headers = Object.assign({}, hit.headers, { [FROM_CACHE]: '1' });
  return async (cfg) => ({ data: copyOf(hit.data), status: hit.status, statusText: hit.statusText, headers, config: cfg });
}

/** Keeps a successful answer (without its token) for the call's TTL. */
export function storeAnswer(config: HtdzConfig, response: AxiosResponse, data: Record<string, unknown>, ttl: number) {
  const { token: _dropped, ...kept } = data;
  cache.set(cacheKey(config), {
    expires: Date.now() + ttl,
    data: copyOf(kept),
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
    reads: config.reads ?? [],
  });
}
