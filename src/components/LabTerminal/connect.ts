// The terminal WebSocket of a container (TERMINAL_PATH of contract/lab-terminal.ts): its address beside the API (the host
// setting when a host page set one, else this page's host; wss under https), and the JSON messages both ways. Messages
// that do not parse are dropped: a stray frame must not break the terminal.
import { TerminalServerMessage, type STOP_REASONS, type TerminalClientMessage } from '@contract/lab';
import { TERMINAL_PATH } from '@contract/lab-terminal';
import { htdzHost } from '@/services/htdz/client';

/** Where the terminal of a ticket is: ws(s)://<API host>/htdz/lab/terminal?ticket=… */
export function terminalUrl(ticket: string, page: Pick<Location, 'href'> = window.location): string {
  const url = new URL(`${htdzHost()}${TERMINAL_PATH}`, page.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.search = `?ticket=${encodeURIComponent(ticket)}`;
  return url.toString();
}

export type StopReason = (typeof STOP_REASONS)[number];

export type TerminalEvents = {
  onOpen: () => void;
  onOutput: (data: string) => void;
  /** the container stopped; the server closes next */
  onStopped: (reason: StopReason) => void;
  /** the server refused (a spent ticket, no right to the container); it closes next */
  onRefused: (message: string) => void;
  onClose: () => void;
};

export type TerminalSocket = { send: (message: TerminalClientMessage) => void; close: () => void };

/** Opens the terminal of a ticket and hands each server message to its event. */
export function openTerminalSocket(ticket: string, events: TerminalEvents): TerminalSocket {
  const socket = new WebSocket(terminalUrl(ticket));
  let closed = false;
  socket.onopen = () => events.onOpen();
  socket.onmessage = (e: MessageEvent) => {
    if (typeof e.data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(e.data);
    } catch {
      return;
    }
    const parsed = TerminalServerMessage.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.t === 'o') events.onOutput(message.d);
    else if (message.t === 'x') events.onStopped(message.reason);
    else events.onRefused(message.message);
  };
  // an error is always followed by close; one report is enough
  socket.onclose = () => {
    if (closed) return;
    closed = true;
    events.onClose();
  };
  return {
    send: (message) => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    close: () => {
      closed = true;
      socket.close();
    },
  };
}

/** A terminal size the server accepts (contract: 10–500 columns, 4–200 rows), or null for a hidden terminal. */
export function sizeMessage(cols: number, rows: number): TerminalClientMessage | null {
  if (!(cols > 0 && rows > 0)) return null;
  const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.floor(n)));
  return { t: 'r', cols: clamp(cols, 10, 500), rows: clamp(rows, 4, 200) };
}
