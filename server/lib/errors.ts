import { ErrorCode, type ErrorCodeValue, ShowType, type ShowTypeValue } from '@contract/envelope';

/** A business failure: answered as HTTP 200 with the envelope { success: false, code, message, errorCode, showType }. */
export class AppError extends Error {
  constructor(
    readonly errorCode: ErrorCodeValue,
    message: string,
    readonly code: number = 400,
    readonly showType: ShowTypeValue = ShowType.ERROR_MESSAGE,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message = '登录已失效，请重新登录') => new AppError(ErrorCode.UNAUTHORIZED, message, 401);
export const forbidden = (message = '没有权限执行此操作') => new AppError(ErrorCode.FORBIDDEN, message, 403);
export const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what}不存在`, 404);
export const invalid = (message: string) => new AppError(ErrorCode.VALIDATION_FAILED, message, 400);
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message, 409);
