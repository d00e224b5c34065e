// How every /htdz call behaves (SPEC.md sections 4, 7 and 8), assembled from src/request/, one job a module: the
// session token (token.ts), the app's paths (paths.ts), the GET cache (cache.ts), the envelope adapter (adapter.ts),
// the interceptors (interceptors.ts) and the error display (errors.ts).
// Everything with a visible effect goes through the `ShellUi` handed to createRequestConfig, so unit tests
// can watch the effects; src/app.tsx hands in antd's message/notification and Umi's history.
import type { RequestConfig } from '@umijs/max';
import { errorThrower } from './request/adapter';
import { createErrorHandler } from './request/errors';
import { createResponseInterceptor, requestInterceptor } from './request/interceptors';
import type { ShellUi } from './request/ui';

export { adaptAnswer, BizError, errorThrower, isEnvelope, isSuccessAnswer, MEDIA_PATH_PART, ResponseError, type ErrorInfo } from './request/adapter';
export { clearRequestCache, DEFAULT_CACHE_TTL } from './request/cache';
export { createErrorHandler } from './request/errors';
export { createResponseInterceptor, requestInterceptor } from './request/interceptors';
export type { HtdzOptions } from './request/options';
export { appPathname, EXCEPTION_PATH, isLoginPage, LOGIN_PATH, loginTarget, redirectToLogin } from './request/paths';
export { clearToken, getToken, sessionOf, setToken, TOKEN_KEY, tokenChangeNeedsReload } from './request/token';
export { text, type NoticeArgs, type ShellUi } from './request/ui';

/** The `request` runtime config of src/app.tsx. */
export function createRequestConfig(ui: ShellUi): RequestConfig {
  return {
    withCredentials: true,
    errorConfig: { errorThrower, errorHandler: createErrorHandler(ui) },
    requestInterceptors: [requestInterceptor],
    responseInterceptors: [createResponseInterceptor(ui)],
  };
}
