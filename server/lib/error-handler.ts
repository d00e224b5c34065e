import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, ShowType, type FailureEnvelope } from '@contract/envelope';
import { GradingBusy, GradingUnavailable } from '../grading/errors';
import { BadRequestInput } from './bad-input';
import { AppError } from './errors';
import { lingerBeforeClosing } from './linger';

export const failure = (code: number, errorCode: string, message: string, showType: number = ShowType.ERROR_MESSAGE): FailureEnvelope => ({
  code,
  success: false,
  message,
  obj: null,
  errorCode,
  showType,
});

/** The engine refused a run because too many wait (the engine's own Chinese words say whose queue, when it gives them). */
export const GRADING_BUSY_MESSAGE = '评测繁忙：你的上一次运行还没有结束，请稍后再试';
/** The engine itself failed after its own retry: nothing was judged, and whatever the call saves is kept. */
export const GRADING_UNAVAILABLE_MESSAGE = '评测服务暂时不可用，答案已保存，请稍后重试';
const HAS_CHINESE = /[\u4e00-\u9fff]/;

type Issue = { path: readonly PropertyKey[]; message: string };

/** The first few problems, each with the field it is about. */
export function describeIssues(issues: readonly Issue[]): string {
  const parts = issues.slice(0, 3).map((i) => {
    const field = i.path.filter((p) => typeof p === 'string').join('.');
    return field ? `${field}：${i.message}` : i.message;
  });
  return parts.join('；');
}

/**
 * Business failures answer HTTP 200 with the envelope (ARCHITECTURE.md, wire contract);
 * only transport failures (bad JSON, too large, crash) use HTTP error statuses, still with a JSON body.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // The route's response schema describes success only; failures are serialised as they are.
    reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
    // refused before the body was read (an upload declared too large): end the connection, so the rest of it is
    // not taken in only to be thrown away, yet gently, so a client still sending reads the answer
    if (!req.raw.complete) {
      reply.header('connection', 'close');
      lingerBeforeClosing(req.raw.socket);
    }
    if (err instanceof AppError) {
      return reply.code(200).send(failure(err.code, err.errorCode, err.message, err.showType));
    }
    // the grading engine's own failures are business outcomes of the moment, never a student's 0 nor a crash
    if (err instanceof GradingBusy) {
      const message = HAS_CHINESE.test(err.message) ? err.message : GRADING_BUSY_MESSAGE;
      return reply.code(200).send(failure(429, ErrorCode.GRADING_BUSY, message, ShowType.WARN_MESSAGE));
    }
    if (err instanceof GradingUnavailable) {
      req.log.warn({ err }, 'grading engine unavailable');
      return reply.code(200).send(failure(503, ErrorCode.GRADING_UNAVAILABLE, GRADING_UNAVAILABLE_MESSAGE));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => {
        const issue = v.params.issue as Partial<Issue> | undefined;
        return { path: issue?.path ?? [], message: issue?.message ?? v.message ?? '' };
      });
      return reply.code(200).send(failure(400, ErrorCode.VALIDATION_FAILED, `请求参数有误：${describeIssues(issues)}`));
    }
    // refused at the request's edge (server/lib/bad-input.ts: JSON nested too deep, not UTF-8): its own words
    if (err instanceof BadRequestInput) {
      return reply.code(err.statusCode).send(failure(err.statusCode, ErrorCode.BAD_REQUEST, err.message));
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.statusCode === 413) {
      return reply.code(413).send(failure(413, ErrorCode.PAYLOAD_TOO_LARGE, '提交的内容过大'));
    }
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(200).send(failure(400, ErrorCode.BAD_FILE, '文件过大'));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? '请求内容不是有效的 JSON'
          : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? '不支持的请求内容类型'
            : err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? '请求内容为空'
              : '请求有误';
      return reply.code(err.statusCode).send(failure(err.statusCode, ErrorCode.BAD_REQUEST, message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(failure(500, ErrorCode.INTERNAL, '服务器内部错误，请稍后重试'));
  });
}

export const apiNotFound = () => failure(404, ErrorCode.NOT_FOUND, '接口不存在');
