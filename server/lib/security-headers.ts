// The security headers of every answer (helmet's), worked out once at start. @fastify/helmet rebuilt helmet's whole
// middleware, CSP parsing included, on every request (a tenth of a cached call's time under load); the platform uses
// one policy for all routes and no nonces, so the headers never change and can be set as a constant.
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet would set with `options`, by lower-case name. */
export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // helmet's middleware runs synchronously when no directive is a function of the request
  if (!finished) throw new Error('securityHeaders: helmet did not finish synchronously');
  return Object.freeze(headers);
}
