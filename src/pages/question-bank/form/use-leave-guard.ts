// Leaving the editor with unsaved changes asks first: the page's own 返回 / 取消, and (where the router allows
// blocking) any other navigation such as the menu or the browser's back button. The draft stays either way.
import { history } from '@umijs/max';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '@/components/Locale';

type Blockable = { block?: (blocker: (tx: { retry: () => void }) => void) => () => void };

export function useLeaveGuard(dirty: boolean) {
  const t = useT();
  const { modal } = App.useApp();
  const unblock = useRef<(() => void) | null>(null);

  const ask = useCallback(
    (onOk: () => void) =>
      modal.confirm({ title: t('exerciseForm.leave.title'), content: t('exerciseForm.leave.content'), okText: t('exerciseForm.leave.ok'), onOk }),
    [modal, t],
  );

  useEffect(() => {
    const { block } = history as unknown as Blockable;
    if (!dirty || typeof block !== 'function') return undefined;
    const stop = block.call(history, (tx) =>
      ask(() => {
        stop();
        unblock.current = null;
        tx.retry();
      }),
    );
    unblock.current = stop;
    return () => {
      stop();
      unblock.current = null;
    };
  }, [ask, dirty]);

  /** Goes without asking (after a save, or once the user said yes). */
  const leave = useCallback((path: string) => {
    unblock.current?.();
    unblock.current = null;
    history.push(path);
  }, []);

  /** Goes, asking first while there are unsaved changes. */
  const leaveAsking = useCallback(
    (path: string) => {
      if (dirty) ask(() => leave(path));
      else leave(path);
    },
    [ask, dirty, leave],
  );

  return { leave, leaveAsking };
}
