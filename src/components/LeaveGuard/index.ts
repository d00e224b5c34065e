// Leaving a page with unsaved changes asks first: the page's own buttons (返回, 取消, 上一位 …), and (where the
// router allows blocking) any other navigation such as the menu or the browser's back button.
import { history } from '@umijs/max';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/exercise-form';

type Blockable = { block?: (blocker: (tx: { retry: () => void }) => void) => () => void };

/** The question of the confirmation; absent: the question editor's (whose draft stays on this machine). */
export type LeaveTexts = { title: string; content: string; okText: string; cancelText?: string; danger?: boolean };

export function useLeaveGuard(dirty: boolean, texts?: LeaveTexts) {
  const t = useT();
  const { modal } = App.useApp();
  const unblock = useRef<(() => void) | null>(null);
  const title = texts?.title ?? t('exerciseForm.leave.title');
  const content = texts?.content ?? t('exerciseForm.leave.content');
  const okText = texts?.okText ?? t('exerciseForm.leave.ok');

  const cancelText = texts?.cancelText;
  const danger = texts?.danger ?? false;
  const ask = useCallback(
    (onOk: () => void) => modal.confirm({ title, content, okText, cancelText, okButtonProps: danger ? { danger } : undefined, onOk }),
    [modal, title, content, okText, cancelText, danger],
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
