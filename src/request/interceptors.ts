// The axios interceptors of every /htdz call: what goes out (token, JSON type, time-out message, a cached answer)
// and what comes back (media, JSON check, token replacement, 401, the GET cache kept and dropped).
import type { AxiosResponse } from '@umijs/max';
import { isBlob, isEnvelope, MEDIA_PATH_PART, ResponseError } from './adapter';
import { cachedAdapter, cacheTtl, dropStale, FROM_CACHE, storeAnswer } from './cache';
import type { HtdzConfig, HtdzOptions } from './options';
import { redirectToLogin } from './paths';
import { clearToken, getToken, setToken } from './token';
import type { ShellUi } from './ui';

const isPlainBody = (data: unknown) =>
  !(typeof FormData !== 'undefined' && data instanceof FormData) &&
  !(typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) &&
  !isBlob(data) &&
  !(data instanceof ArrayBuffer);

/** Token, JSON content type, time-out message, and answers from the cache. */
export function requestInterceptor(config: HtdzOptions): HtdzOptions {
  const headers: Record<string, string | number | boolean> = { ...(config.headers as Record<string, string>) };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const hasType = Object.keys(headers).some((h) => h.toLowerCase() === 'content-type');
  if (!hasType && isPlainBody(config.data)) headers['Content-Type'] = 'application/json';
  const next: HtdzOptions = { ...config, headers, withCredentials: true };
  if (config.timeoutMessage) next.timeoutErrorMessage = config.timeoutMessage;
  const cached = cachedAdapter(next);
  if (cached) next.adapter = cached;
  return next;
}

function readBlobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Media first; then a JSON check, token replacement, 401, and the cache. */
export function createResponseInterceptor(ui: ShellUi) {
  return async <T>(response: AxiosResponse<T>): Promise<AxiosResponse<T>> => {
    const config = response.config as HtdzConfig;
    if ((config.url ?? '').includes(MEDIA_PATH_PART)) {
      if (response.status === 200) return response;
      throw new ResponseError(response);
    }
    // A download that failed answers the envelope as JSON inside the blob: read it so 401 and errors apply.
    if (isBlob(response.data) && response.data.type.includes('application/json')) {
      try {
        response.data = JSON.parse(await readBlobText(response.data)) as T;
      } catch {
        return response;
      }
    }
    const data: unknown = response.data;
    const expectsJson = !config.responseType || config.responseType === 'json';
    // axios hands back the raw text when it is not JSON (an HTML error page of a proxy, a cut answer).
    if (expectsJson && typeof data === 'string') throw new ResponseError(response);
    if (!isEnvelope(data)) return response;
    const fromCache = response.headers?.[FROM_CACHE] === '1';
    if (data.token && !fromCache) setToken(data.token);
    if (data.code === 401) {
      clearToken();
      redirectToLogin(ui.history);
      return response;
    }
    if (fromCache || !data.success) return response;
    if (config.invalidates?.length) dropStale(config.invalidates);
    const ttl = cacheTtl(config);
    if (ttl !== null) storeAnswer(config, response, data, ttl);
    return response;
  };
}
