// How every /htdz call behaves (SPEC.md sections 4, 7 and 8): the session token, the envelope adapter,
// the error display by showType, 401, GET caching and time-out messages.
// Everything with a visible effect goes through the `ShellUi` handed to createRequestConfig, so unit tests
// can watch the effects; src/app.tsx hands in antd's message/notification and Umi's history.
import type { AxiosRequestConfig, AxiosResponse, RequestConfig, RequestOptions } from '@umijs/max';
import type { Envelope, ShowType as ContractShowType } from '@contract/envelope';
import shell, { type ShellId } from './locales/zh-CN/shell';

export const TOKEN_KEY = 'access_token';
export const LOGIN_PATH = '/user/login';
export const EXCEPTION_PATH = '/exception';
/** Media answers (video, documents): the blob itself is the answer. The spelling is the server's. */
export const MEDIA_PATH_PART = '/readResourse/';
export const DEFAULT_CACHE_TTL = 60_000;

// contract/ values would pull zod into the entry bundle; the type keeps this copy equal to the contract's.
const ShowType: typeof ContractShowType = { SILENT: 0, WARN_MESSAGE: 1, ERROR_MESSAGE: 2, NOTIFICATION: 4, REDIRECT: 9 };

/** Per-call options on top of Umi's request options. */
export type HtdzOptions = RequestOptions & {
  /** errors are rethrown untouched instead of shown */
  skipErrorHandler?: boolean;
  /** GET only: reuse a successful answer for `ttl` ms (default 60000) */
  cache?: boolean | { ttl?: number };
  /** shown instead of 'timeout of {ms}ms exceeded' */
  timeoutMessage?: string;
};
type HtdzConfig = AxiosRequestConfig & Pick<HtdzOptions, 'skipErrorHandler' | 'cache' | 'timeoutMessage'>;

/** The visible side effects, injectable for tests. */
export type NoticeArgs = { message: string; description?: string };
export type ShellUi = {
  message: { error: (content: string) => unknown; warning: (content: string) => unknown };
  notification: { open: (args: NoticeArgs) => unknown; error: (args: NoticeArgs) => unknown };
  history: { push: (to: string) => void; location: { pathname: string; search: string } };
};

export const text = (id: ShellId, values: Record<string, string | number> = {}) =>
  shell[id].replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

// ---- session token ----

export const getToken = () => window.localStorage.getItem(TOKEN_KEY);

export function setToken(token: string) {
  if (getToken() !== token) clearRequestCache();
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken() {
  window.localStorage.removeItem(TOKEN_KEY);
  clearRequestCache();
}

/** Who a token speaks for: the user id and token version the server signed into it, or null if unreadable. */
export function sessionOf(token: string | null): { sub: unknown; tv: unknown } | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = window.atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; tv?: unknown };
    return claims.sub === undefined ? null : { sub: claims.sub, tv: claims.tv };
  } catch {
    return null;
  }
}

/**
 * Whether another tab's change of access_token must reload this one: sign-in, sign-out or another user
 * do; the server's renewal of the same session (sliding expiry, same user and token version) does not,
 * since every call reads the stored token anyway and a reload would throw away unsaved work.
 */
export function tokenChangeNeedsReload(oldToken: string | null, newToken: string | null): boolean {
  if (oldToken === newToken) return false;
  const before = sessionOf(oldToken);
  const after = sessionOf(newToken);
  return !before || !after || before.sub !== after.sub || before.tv !== after.tv;
}

/**
 * A browser path as the app's routes see it. Umi's `history.location` keeps the router base a host page set
 * (window.routerBase) while `history.push` adds it, so paths read from there lose the base before reuse.
 */
export function appPathname(pathname: string, base = typeof window === 'undefined' ? undefined : window.routerBase): string {
  const prefix = base?.replace(/\/+$/, '');
  if (!prefix || !(pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname;
  return pathname.slice(prefix.length) || '/';
}

export const isLoginPage = (pathname: string) => appPathname(pathname) === LOGIN_PATH;

/** Where to send a visitor without a session: the login page remembering path and query, or null to stay. */
export function loginTarget(location: { pathname: string; search: string }): string | null {
  if (isLoginPage(location.pathname)) return null;
  if (new URLSearchParams(location.search).has('redirect')) return null;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect: appPathname(location.pathname) + location.search })}`;
}

export function redirectToLogin(history: ShellUi['history']) {
  const target = loginTarget(history.location);
  if (target) history.push(target);
}

// ---- envelope adapter ----

export type ErrorInfo = { errorMessage: string; errorCode: string; showType: number };

/** A business failure: an envelope with success false. */
export class BizError extends Error {
  readonly info: ErrorInfo;
  readonly data: unknown;
  constructor(info: ErrorInfo, data?: unknown) {
    super(info.errorMessage);
    this.name = 'BizError';
    this.info = info;
    this.data = data;
  }
}

/** A 2xx answer that is no usable answer (not JSON) or a media answer other than 200. */
export class ResponseError extends Error {
  readonly response: AxiosResponse;
  constructor(response: AxiosResponse) {
    super(`HTTP ${response.status}`);
    this.name = 'ResponseError';
    this.response = response;
  }
}

const isBlob = (x: unknown): x is Blob => typeof Blob !== 'undefined' && x instanceof Blob;

export function isEnvelope(x: unknown): x is Envelope<unknown> {
  return !!x && typeof x === 'object' && typeof (x as Envelope<unknown>).code === 'number' && typeof (x as Envelope<unknown>).success === 'boolean';
}

/** SPEC.md section 8: success when code is 200 or 401 (401 is handled by redirecting), or a blob. */
export function isSuccessAnswer(answer: unknown): boolean {
  if (isBlob(answer)) return true;
  if (isEnvelope(answer)) return answer.code === 200 || answer.code === 401;
  return !(answer && typeof answer === 'object' && (answer as { success?: unknown }).success === false);
}

/** The error info of a failed answer, or null for a successful one. */
export function adaptAnswer(answer: unknown): ErrorInfo | null {
  if (isSuccessAnswer(answer)) return null;
  const env = answer as Partial<Envelope<unknown>>;
  return {
    errorMessage: env.message || text('shell.request.retry'),
    errorCode: env.errorCode ?? (env.code === undefined ? '' : String(env.code)),
    showType: env.showType ?? ShowType.ERROR_MESSAGE,
  };
}

/** The request plugin calls this for answers with success false. */
export function errorThrower(answer: unknown): void {
  const info = adaptAnswer(answer);
  if (info) throw new BizError(info, answer);
}

// ---- GET cache (unlimited size, per-call TTL) ----

type CacheEntry = { expires: number; data: unknown; status: number; statusText: string; headers: AxiosResponse['headers'] };
const cache = new Map<string, CacheEntry>();
const FROM_CACHE = 'x-htdz-from-cache';

export function clearRequestCache() {
  cache.clear();
}

const cacheTtl = (config: HtdzConfig): number | null => {
  if (!config.cache || (config.method ?? 'get').toLowerCase() !== 'get') return null;
  return typeof config.cache === 'object' && config.cache.ttl !== undefined ? config.cache.ttl : DEFAULT_CACHE_TTL;
};
const cacheKey = (config: HtdzConfig) => `${config.url ?? ''}?${JSON.stringify(config.params ?? {})}`;
// A copy, so a page that edits its answer does not edit the cache.
const copyOf = (data: unknown) => (data === undefined ? data : JSON.parse(JSON.stringify(data)));

// ---- interceptors ----

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
  const ttl = cacheTtl(next);
  const hit = ttl === null ? undefined : cache.get(cacheKey(next));
  if (hit && hit.expires > Date.now()) {
    const headers = Object.assign({}, hit.headers, { [FROM_CACHE]: '1' });
    next.adapter = async (cfg): Promise<AxiosResponse> => ({
      data: copyOf(hit.data),
      status: hit.status,
      statusText: hit.statusText,
      headers,
      config: cfg,
    });
  }
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

/** Media first; then a JSON check, token replacement, 401, and filling the cache. */
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
    const ttl = cacheTtl(config);
    if (ttl !== null && !fromCache && data.success) {
      const { token: _dropped, ...kept } = data;
      cache.set(cacheKey(config), {
        expires: Date.now() + ttl,
        data: copyOf(kept),
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    }
    return response;
  };
}

// ---- error display ----

type ErrorLike = {
  name?: string;
  message?: string;
  code?: string;
  config?: HtdzConfig;
  request?: unknown;
  response?: AxiosResponse;
  __CANCEL__?: boolean;
};

function showBizError(ui: ShellUi, info: ErrorInfo) {
  switch (info.showType) {
    case ShowType.SILENT:
      return;
    case ShowType.WARN_MESSAGE:
      ui.message.warning(info.errorMessage);
      return;
    case ShowType.NOTIFICATION:
      ui.notification.open({ message: info.errorCode, description: info.errorMessage });
      return;
    case ShowType.REDIRECT:
      ui.history.push(`${EXCEPTION_PATH}?${new URLSearchParams({ errorCode: info.errorCode, errorMessage: info.errorMessage })}`);
      return;
    default:
      ui.message.error(info.errorMessage);
  }
}

function showResponseError(ui: ShellUi, response: AxiosResponse) {
  const url = response.config?.url ?? '';
  if (url.includes(MEDIA_PATH_PART)) {
    ui.notification.error({ message: text('shell.request.videoError'), description: url });
    return;
  }
  // Transport failures (400, 413, 500) still carry the envelope: its message says what went wrong.
  const body: unknown = response.data;
  const failed = text('shell.request.httpErrorDescription');
  ui.notification.error({
    message: text('shell.request.httpError', { status: response.status, url }),
    description: isEnvelope(body) && body.message ? `${failed}：${body.message}` : failed,
  });
}

const isTimeout = (e: ErrorLike) => (e.code === 'ECONNABORTED' || e.code === 'ETIMEDOUT') && e.message !== 'Request aborted';
const isCanceled = (e: ErrorLike) => e.__CANCEL__ === true || e.code === 'ERR_CANCELED' || e.name === 'CanceledError';

/** The request plugin's errorHandler: one place decides how a failure looks (SPEC.md section 8). */
export function createErrorHandler(ui: ShellUi) {
  return (error: unknown, opts?: HtdzOptions): void => {
    if (opts?.skipErrorHandler) throw error;
    if (error instanceof BizError) {
      showBizError(ui, error.info);
      return;
    }
    const e = (error ?? {}) as ErrorLike;
    if (isCanceled(e)) return;
    if (e.response) {
      showResponseError(ui, e.response);
      return;
    }
    if (isTimeout(e)) {
      const ms = e.config?.timeout ?? opts?.timeout ?? 0;
      ui.message.error(opts?.timeoutMessage || e.config?.timeoutMessage || text('shell.request.timeout', { ms }));
      return;
    }
    if (e.request) {
      ui.notification.error({
        message: text('shell.request.networkError'),
        description: text('shell.request.networkErrorDescription'),
      });
      return;
    }
    ui.message.error(e.message || text('shell.request.retry'));
  };
}

/** The `request` runtime config of src/app.tsx. */
export function createRequestConfig(ui: ShellUi): RequestConfig {
  return {
    withCredentials: true,
    errorConfig: { errorThrower, errorHandler: createErrorHandler(ui) },
    requestInterceptors: [requestInterceptor],
    responseInterceptors: [createResponseInterceptor(ui)],
  };
}
