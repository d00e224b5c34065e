// How the server's log reads. In a terminal (npm start by hand) a line per request, short: `10:32:05 GET
// /htdz/getCurrentUser 200 3 ms`, and a line per other event with its level; otherwise (a file, a log collector,
// the tests) pino's JSON, one object per line. LOG_FORMAT=json or pretty chooses either way.
import { Writable } from 'node:stream';

export type LogFormat = 'auto' | 'pretty' | 'json';

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

type Line = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
};

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

/**
 * A pino destination that writes short lines: the request's method and address are remembered from its
 * 'incoming request' line and written once, with the status and time, when it completes.
 */
export function prettyLogStream(out: { write: (text: string) => unknown }): Writable {
  const pending = new Map<string, string>();
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) {
        if (!text.trim()) continue;
        const shown = prettyLine(text, pending);
        if (shown !== null) out.write(`${shown}\n`);
      }
      done();
    },
  });
}

/** One JSON log line as text, or null when it is a request's first half (written with its second). */
export function prettyLine(text: string, pending: Map<string, string>): string | null {
  let line: Line;
  try {
    line = JSON.parse(text) as Line;
  } catch {
    return text;
  }
  const at = clock(line.time);
  // the start's own line says the address, and the demo accounts must stay the last lines of the start
  if (line.msg?.startsWith('Server listening at ')) return null;
  if (line.msg === 'incoming request' && line.reqId && line.req) {
    pending.set(line.reqId, `${line.req.method ?? ''} ${line.req.url ?? ''}`);
    return null;
  }
  if (line.msg === 'request completed' && line.reqId) {
    const what = pending.get(line.reqId) ?? line.reqId;
    pending.delete(line.reqId);
    return `${at} ${what} ${line.res?.statusCode ?? ''} ${Math.round(line.responseTime ?? 0)} ms`;
  }
  const level = LEVEL_NAMES[line.level ?? 30] ?? String(line.level);
  const where = line.reqId ? ` [${pending.get(line.reqId) ?? line.reqId}]` : '';
  const error = line.err ? `\n${line.err.stack ?? line.err.message ?? ''}` : '';
  return `${at} ${level}${where} ${line.msg ?? ''}${error}`;
}

/** Pretty when asked, or when 'auto' and standard output is a terminal. */
export const usesPrettyLog = (format: LogFormat, isTerminal = !!process.stdout.isTTY) => format === 'pretty' || (format === 'auto' && isTerminal);
