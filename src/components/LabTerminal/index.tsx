// The terminal of a lab container: a ticket from the server (labTerminalTicket), then xterm.js on the terminal
// WebSocket, loaded lazily so xterm stays out of every other page's JavaScript. Above it: the connection's state
// (连接中 / 已连接 / 连接已断开 with 重新连接, which asks for a new ticket), 只读观察 when the ticket is an observer's,
// and the server's refusal or the container's end when they come.
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import KeepFallback from '@/components/KeepFallback';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { labTerminalTicket } from '@/services/htdz/lab';
import type { StopReason, TerminalEvents } from './connect';
import { stopReasonText } from './stop-reason';
import '@/locales/zh-CN/lab';

const XtermSession = lazy(() => import('./XtermSession'));

export type LabTerminalProps = {
  containerId: number;
  /** the container stopped while the terminal was open */
  onStopped?: (reason: StopReason) => void;
  /** CSS height of the terminal area (a number is pixels) */
  height?: number | string;
};

type Status = 'connecting' | 'open' | 'closed' | 'stopped';
type Session = { ticket: string; mode: 'owner' | 'observer' };

const STATUS_COLOR: Record<Status, string> = { connecting: 'processing', open: 'success', closed: 'default', stopped: 'default' };

export default function LabTerminal({ containerId, onStopped, height = 480 }: LabTerminalProps) {
  const t = useT();
  const [attempt, setAttempt] = useState(0);
  const [session, setSession] = useState<Session | null>(null);
  const [status, setStatus] = useState<Status>('connecting');
  const [problem, setProblem] = useState<string | null>(null);
  const [stopReason, setStopReason] = useState<StopReason | null>(null);
  const stopped = useRef(onStopped);
  stopped.current = onStopped;

  useEffect(() => {
    let live = true;
    setSession(null);
    setStatus('connecting');
    setProblem(null);
    setStopReason(null);
    labTerminalTicket(containerId, { skipErrorHandler: true })
      .then(({ obj }) => live && setSession({ ticket: obj.ticket, mode: obj.mode }))
      .catch((e: unknown) => {
        if (!live) return;
        setProblem(bizMessage(e));
        setStatus('closed');
      });
    return () => {
      live = false;
    };
  }, [containerId, attempt]);

  const events = useMemo<Omit<TerminalEvents, 'onOutput'>>(
    () => ({
      onOpen: () => setStatus('open'),
      onStopped: (reason) => {
        setStopReason(reason);
        setStatus('stopped');
        stopped.current?.(reason);
      },
      onRefused: (message) => setProblem(message),
      // a stopped container's socket closes too: it stays stopped, not 断开
      onClose: () => setStatus((s) => (s === 'stopped' ? s : 'closed')),
    }),
    [],
  );

  const observer = session?.mode === 'observer';
  const statusText = t(`lab.terminal.${status}`);
  return (
    <div data-testid="lab-terminal" data-status={status} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Space wrap>
        <Tag color={STATUS_COLOR[status]} data-testid="lab-terminal-status">
          {statusText}
        </Tag>
        {observer && (
          <Tag color="warning" data-testid="lab-terminal-observer">
            {t('lab.terminal.observer')}
          </Tag>
        )}
        {status === 'closed' && (
          <Button size="small" icon={<ReloadOutlined />} onClick={() => setAttempt((n) => n + 1)} data-testid="lab-terminal-reconnect">
            {t('lab.terminal.reconnect')}
          </Button>
        )}
        {observer && <Typography.Text type="secondary">{t('lab.terminal.observer.desc')}</Typography.Text>}
      </Space>
      {problem !== null && <Alert type="error" showIcon message={problem} data-testid="lab-terminal-problem" />}
      {stopReason !== null && (
        <Alert type="info" showIcon message={t('lab.terminal.ended', { reason: stopReasonText(t, stopReason) })} data-testid="lab-terminal-ended" />
      )}
      <div style={{ height, minHeight: 200, background: '#1e1e1e', borderRadius: 6, padding: 6, overflow: 'hidden' }}>
        <KeepFallback fallback={<Alert type="warning" showIcon message={t('lab.terminal.loadFailed')} />}>
          <Suspense fallback={<Spin style={{ display: 'block', padding: 40 }} />}>
            {session && <XtermSession key={session.ticket} ticket={session.ticket} mode={session.mode} events={events} />}
          </Suspense>
        </KeepFallback>
      </div>
    </div>
  );
}
