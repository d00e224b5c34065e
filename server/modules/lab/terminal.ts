// The terminal of a container over a WebSocket (GET /htdz/lab/terminal?ticket=…). Browsers cannot send the
// Authorization header on a WebSocket, so the page first asks for a ticket (a JWT for this user and container, valid
// a minute); on the upgrade the user is loaded again and their access checked again, so a stop, a role change or a
// container stopped meanwhile all refuse. Owners type; the course's teachers watch the same screen.
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { TerminalClientMessage, type TerminalServerMessage, type TerminalTicket } from '@contract/lab';
import { TERMINAL_PATH } from '@contract/lab-terminal';
import type { TerminalSession } from '../../lab/runtime';
import { AppError } from '../../lib/errors';
import { authOf, sessionOf } from '../auth/service';
import { type LabDeps, stoppedReason, terminalAccess, touchContainer } from './containers';

const TICKET_SECONDS = 60;
const PURPOSE = 'lab-terminal';
/** input refreshes the container's last activity at most this often (ms): the idle time-out is in minutes */
const TOUCH_EVERY_MS = 30_000;
/** WebSocket close codes of ours (4000–4999 are the application's) */
const CLOSE_REFUSED = 4403;
const CLOSE_STOPPED = 4000;

type TicketClaims = { purpose: string; uid: number; cid: number };

export function issueTerminalTicket(app: FastifyInstance, userId: number, containerId: number, mode: TerminalTicket['mode']): TerminalTicket {
  const claims: TicketClaims = { purpose: PURPOSE, uid: userId, cid: containerId };
  return { ticket: app.jwt.sign(claims, { expiresIn: TICKET_SECONDS }), mode, expiresIn: TICKET_SECONDS };
}

function readTicket(app: FastifyInstance, ticket: unknown): TicketClaims | null {
  if (typeof ticket !== 'string' || ticket.length > 2000) return null;
  try {
    const claims = app.jwt.verify<TicketClaims>(ticket);
    return claims.purpose === PURPOSE && Number.isInteger(claims.uid) && Number.isInteger(claims.cid) ? claims : null;
  } catch {
    return null;
  }
}

const send = (socket: WebSocket, message: TerminalServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

function refuse(socket: WebSocket, message: string) {
  send(socket, { t: 'e', message });
  socket.close(CLOSE_REFUSED, 'refused');
}

export function serveTerminal(app: FastifyInstance, deps: LabDeps) {
  const lastTouch = new Map<number, number>();

  app.get(TERMINAL_PATH, { websocket: true, schema: { hide: true } }, async (socket, req) => {
    // Held until the checks below are done: the page sends its size as soon as the socket opens.
    const early: RawData[] = [];
    let handle: ((raw: RawData) => void) | null = null;
    socket.on('message', (raw) => (handle ? handle(raw) : early.push(raw)));
    const claims = readTicket(app, (req.query as Record<string, unknown>).ticket);
    if (!claims) return refuse(socket, '终端连接已过期，请刷新页面重新连接');
    const auth = authOf(await sessionOf(app, claims.uid));
    if (!auth || auth.isStop) return refuse(socket, '登录已失效，请重新登录');
    let mode: TerminalTicket['mode'];
    try {
      mode = await terminalAccess(app.db, auth, claims.cid);
    } catch (err) {
      return refuse(socket, err instanceof AppError ? err.message : '无法连接终端');
    }
    if (!deps.runtime) return refuse(socket, '这个平台没有开启实验容器');
    let term: TerminalSession;
    try {
      term = await deps.runtime.attach(claims.cid);
    } catch {
      return refuse(socket, '容器没有在这台服务器上运行，请重启容器');
    }
    const containerId = claims.cid;
    send(socket, { t: 'o', d: term.backlog() });
    term.onData((d) => send(socket, { t: 'o', d }));
    term.onExit(() => {
      void stoppedReason(app.db, containerId).then((reason) => {
        send(socket, { t: 'x', reason });
        socket.close(CLOSE_STOPPED, 'stopped');
      });
    });
    socket.on('close', () => term.close());
    handle = (raw) => {
      if (mode !== 'owner') return;
      let parsed: ReturnType<typeof TerminalClientMessage.safeParse>;
      try {
        parsed = TerminalClientMessage.safeParse(JSON.parse(String(raw)));
      } catch {
        return;
      }
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.t === 'r') {
        term.resize(message.cols, message.rows);
        return;
      }
      term.write(message.d);
      const now = Date.now();
      if (now - (lastTouch.get(containerId) ?? 0) >= TOUCH_EVERY_MS) {
        lastTouch.set(containerId, now);
        touchContainer(app.db, containerId, new Date(now)).catch((err: unknown) => app.log.error({ err }, 'lab activity not recorded'));
      }
    };
    early.splice(0).forEach(handle);
  });
}
