// One connection of the terminal: xterm.js with the fit addon on the ticket's WebSocket. Loaded lazily (LabTerminal)
// so xterm lands only in the chunks of the lab pages. The owner types and sends the size; an observer's xterm takes no
// input and nothing is sent (the server refuses it anyway).
import { FitAddon } from '@xterm/addon-fit';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';
import { openTerminalSocket, sizeMessage, type TerminalEvents } from './connect';

export type XtermSessionProps = {
  ticket: string;
  mode: 'owner' | 'observer';
  /** what the page hears of the connection; the output goes to xterm here */
  events: Omit<TerminalEvents, 'onOutput'>;
};

const MONO = 'SFMono-Regular, Consolas, "Liberation Mono", Menlo, Courier, monospace';

export default function XtermSession({ ticket, mode, events }: XtermSessionProps) {
  const host = useRef<HTMLDivElement>(null);
  // the latest handlers, without reconnecting when the parent re-renders
  const handlers = useRef(events);
  handlers.current = events;

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const owner = mode === 'owner';
    const term = new Terminal({
      disableStdin: !owner,
      cursorBlink: owner,
      fontFamily: MONO,
      fontSize: 14,
      scrollback: 5000,
      theme: { background: '#1e1e1e' },
    });
    const fit = new FitAddon();
    term.loadAddon(fit);
    term.open(element);

    const socket = openTerminalSocket(ticket, {
      onOpen: () => {
        resize();
        if (owner) term.focus();
        handlers.current.onOpen();
      },
      onOutput: (data) => term.write(data),
      onStopped: (reason) => handlers.current.onStopped(reason),
      onRefused: (message) => handlers.current.onRefused(message),
      onClose: () => handlers.current.onClose(),
    });
    function resize() {
      try {
        fit.fit();
      } catch {
        // not laid out yet (a closed drawer): the next resize fits
        return;
      }
      const size = owner ? sizeMessage(term.cols, term.rows) : null;
      if (size) socket.send(size);
    }
    const input = owner ? term.onData((d) => socket.send({ t: 'i', d })) : null;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => resize());
    observer?.observe(element);

    return () => {
      observer?.disconnect();
      input?.dispose();
      socket.close();
      term.dispose();
    };
  }, [ticket, mode]);

  return <div ref={host} style={{ height: '100%', width: '100%' }} />;
}
