// The envelope adapter (SPEC.md section 8): which answers are failures, and the error they become.
import type { AxiosResponse } from '@umijs/max';
import type { Envelope, ShowType as ContractShowType } from '@contract/envelope';
import { text } from './ui';

/** Media answers (video, documents): the blob itself is the answer. The spelling is the server's. */
export const MEDIA_PATH_PART = '/readResourse/';

// contract/ values would pull zod into the entry bundle; the type keeps this copy equal to the contract's.
export const ShowType: typeof ContractShowType = { SILENT: 0, WARN_MESSAGE: 1, ERROR_MESSAGE: 2, NOTIFICATION: 4, REDIRECT: 9 };

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

export const isBlob = (x: unknown): x is Blob => typeof Blob !== 'undefined' && x instanceof Blob;

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
