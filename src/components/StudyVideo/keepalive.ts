// The last report of a page being closed: the request helper's XHR dies with the page, a fetch with `keepalive`
// does not (and, unlike navigator.sendBeacon, it can carry the Authorization header). Given to the request helper
// as its adapter, so the token, the envelope and 401 handling stay the helper's.
import type { AxiosRequestConfig, AxiosResponse } from '@umijs/max';

type Adapter = NonNullable<AxiosRequestConfig['adapter']>;

const keepaliveAdapter: Adapter = async (config) => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers ?? {})) if (value !== undefined && value !== null) headers[name] = String(value);
  const response = await fetch(config.url ?? '', {
    method: (config.method ?? 'post').toUpperCase(),
    headers,
    body: typeof config.data === 'string' ? config.data : JSON.stringify(config.data ?? null),
    credentials: 'include',
    keepalive: true,
  });
  const answer: AxiosResponse = { data: await response.text(), status: response.status, statusText: response.statusText, headers: {}, config, request: null };
  if (response.ok) return answer;
  throw Object.assign(new Error(`HTTP ${response.status}`), { config, response: answer });
};

/** Request options for a report that must reach the server although the page goes away. */
export const KEEPALIVE = typeof fetch === 'function' ? { adapter: keepaliveAdapter } : {};
