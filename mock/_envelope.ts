// The envelope builders every mock file uses (not a mock itself: .umirc.ts excludes mock/_*.ts).
import type { Envelope, FailureEnvelope } from '@contract/envelope';

export const ok = <T>(obj: T, token?: string): Envelope<T> => ({
  code: 200,
  success: true,
  message: '操作成功',
  obj,
  ...(token ? { token } : {}),
});

export const fail = (message: string, errorCode = 'VALIDATION_FAILED', code = 400): FailureEnvelope => ({
  code,
  success: false,
  message,
  obj: null,
  errorCode,
  showType: 2,
});
