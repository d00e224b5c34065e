import type { Envelope } from '@contract/envelope';

export const ok = <T>(obj: T, token?: string): Envelope<T> =>
  token ? { code: 200, success: true, message: '操作成功', obj, token } : { code: 200, success: true, message: '操作成功', obj };
