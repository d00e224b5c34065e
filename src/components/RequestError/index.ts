// For calls a page sends with skipErrorHandler to show business failures itself (a script PostgreSQL refuses):
// everything else still looks the way the one error handler shows it (network, HTTP, time-out).
import { history } from '@umijs/max';
import { App } from 'antd';
import { useMemo } from 'react';
import { BizError, createErrorHandler } from '@/requestErrorConfig';

/** The business message of a failed call, or null when the failure is of another kind. */
export const bizMessage = (error: unknown): string | null => (error instanceof BizError ? error.info.errorMessage : null);

/** Shows a failure as the request error handler would. */
export function useShowRequestError(): (error: unknown) => void {
  const { message, notification } = App.useApp();
  return useMemo(() => {
    const handle = createErrorHandler({ message, notification, history });
    return (error: unknown) => handle(error);
  }, [message, notification]);
}
