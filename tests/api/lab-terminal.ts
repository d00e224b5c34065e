// The lab terminal as a browser uses it, for the lab API tests: a ticket, then the WebSocket, every message kept.
import type WebSocket from 'ws';
import type { TerminalServerMessage, TerminalTicket } from '@contract/lab';
import { TERMINAL_PATH } from '@contract/lab-terminal';
import type { TestServer } from './harness';

export type Terminal = {
  ws: WebSocket;
  /** all output so far */
  text: () => string;
  messages: TerminalServerMessage[];
  /** until the output shows `what`, or the messages satisfy it (about 15 s at most) */
  waitFor: (what: string | ((m: TerminalServerMessage[]) => boolean)) => Promise<void>;
};

/** Opens the WebSocket with a ticket as given (forged ones too). */
export async function connectTerminal(s: TestServer, ticket: string): Promise<Terminal> {
  const messages: TerminalServerMessage[] = [];
  // listening from the start: a refusal is sent before the socket is handed over
  const ws = await s.app.injectWS(
    `/htdz${TERMINAL_PATH}?ticket=${encodeURIComponent(ticket)}`,
    {},
    {
      onInit: (socket) => socket.on('message', (raw) => messages.push(JSON.parse(String(raw)) as TerminalServerMessage)),
    },
  );
  const text = () =>
    messages
      .filter((m) => m.t === 'o')
      .map((m) => (m as { d: string }).d)
      .join('');
  const waitFor = async (what: string | ((m: TerminalServerMessage[]) => boolean)) => {
    const done = typeof what === 'string' ? () => text().includes(what) : () => what(messages);
    for (let i = 0; i < 300 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
    if (!done()) throw new Error(`terminal never showed ${String(what)}; it showed:\n${text()}\n${JSON.stringify(messages.filter((m) => m.t !== 'o'))}`);
  };
  return { ws, text, messages, waitFor };
}

/** The ticket call as the holder of `token`, then the WebSocket. */
export async function openTerminal(s: TestServer, containerId: number, token: string): Promise<Terminal & { mode: TerminalTicket['mode'] }> {
  const t = await s.api.labTerminalTicket({ params: { containerId } }, { token });
  if (!t.success) throw new Error(`no ticket: ${t.message}`);
  return { ...(await connectTerminal(s, t.obj.ticket)), mode: t.obj.mode };
}

/** Types a line and Enter. */
export const typeLine = (t: Terminal, line: string) => t.ws.send(JSON.stringify({ t: 'i', d: `${line}\r` }));

/** The container stopped, for this reason. */
export const stoppedWith = (reason: string) => (m: TerminalServerMessage[]) => m.some((x) => x.t === 'x' && x.reason === reason);
