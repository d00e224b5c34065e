// How a failure looks (SPEC.md section 8): the request plugin's errorHandler, by showType for business failures,
// then HTTP errors, time-outs and network failures.
import type { AxiosResponse } from '@umijs/max';
import { BizError, isEnvelope, MEDIA_PATH_PART, ShowType, type ErrorInfo } from './adapter';
import type { HtdzConfig, HtdzOptions } from './options';
import { EXCEPTION_PATH } from './paths';
import { text, type ShellUi } from './ui';

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
