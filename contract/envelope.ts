import { z } from './zod';

/** How the web client shows a failure (SPEC.md section 8). */
export const ShowType = {
  SILENT: 0,
  WARN_MESSAGE: 1,
  ERROR_MESSAGE: 2,
  NOTIFICATION: 4,
  REDIRECT: 9,
} as const;
export type ShowTypeValue = (typeof ShowType)[keyof typeof ShowType];

/** Codes of business failures; the envelope's `code` is 200 (ok), 401 (no session) or one of the HTTP-like codes. */
export const ErrorCode = {
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  CONFLICT: 'CONFLICT',
  BAD_CREDENTIALS: 'BAD_CREDENTIALS',
  ACCOUNT_STOPPED: 'ACCOUNT_STOPPED',
  RATE_LIMITED: 'RATE_LIMITED',
  BAD_REQUEST: 'BAD_REQUEST',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  BAD_FILE: 'BAD_FILE',
  INTERNAL: 'INTERNAL',
  /** not ready for traffic: the database does not answer, or the process is shutting down */
  UNAVAILABLE: 'UNAVAILABLE',
  /** too many SQL runs waiting (the caller's own, or the platform's): try again shortly */
  GRADING_BUSY: 'GRADING_BUSY',
  /** the grading engine itself failed (never the student's SQL): nothing was judged, try again later */
  GRADING_UNAVAILABLE: 'GRADING_UNAVAILABLE',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The envelope of every /htdz answer, with the success payload `obj`. */
export const envelope = <T extends z.ZodType>(obj: T) =>
  z.object({
    code: z.number().int(),
    success: z.boolean(),
    message: z.string(),
    obj,
    token: z.string().optional(),
    errorCode: z.string().optional(),
    showType: z.number().int().optional(),
  });

export const FailureEnvelope = z.object({
  code: z.number().int(),
  success: z.literal(false),
  message: z.string(),
  obj: z.null(),
  token: z.string().optional(),
  errorCode: z.string(),
  showType: z.number().int(),
});
export type FailureEnvelope = z.infer<typeof FailureEnvelope>;

export type Envelope<T> = {
  code: number;
  success: boolean;
  message: string;
  obj: T;
  token?: string;
  errorCode?: string;
  showType?: number;
};

export const Empty = z.null();

/** Paging of every list: current from 1, pageSize 10 by default (SPEC.md section 9). */
export const PageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const pageOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number().int() });
export type Page<T> = { list: T[]; total: number };
