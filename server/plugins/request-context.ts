// Every answer, the web app's files and failures included, carries the security headers and the request id; the
// router's own refusals (a bad path escape, an over-long parameter) are envelopes too.
import crypto from 'node:crypto';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@contract/envelope';
import { BAD_URL_MESSAGE } from '../lib/bad-input';
import { failure } from '../lib/error-handler';
import { securityHeaders } from '../lib/security-headers';

export const SECURITY_HEADERS = securityHeaders({
  // The built index.html loads its scripts from files (no inline script: the browser tests fail on any CSP
  // report); antd and the editors set styles at run time, so styles may be inline.
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      // chapter PDFs are fetched with the token and shown from a blob: URL in a frame
      frameSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/** A request id from the caller (a proxy's X-Request-Id) when it is short and plain, else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Query parameters that carry credentials (the lab terminal's ticket; a token someone put in an address). */
const SECRET_PARAMS = /([?&](?:ticket|token|access_token|password|sig)=)[^&#]*/gi;

/** What a log line says of a request: no credentials in the address, and no headers (Authorization) at all. */
export function loggedRequest(req: { method: string; url: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return {
    method: req.method,
    url: req.url.replace(SECRET_PARAMS, '$1***'),
    host: req.host ?? req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Fastify's options for the request id: the caller's when plain, else a new UUID. */
export const requestIdOptions: Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId'> = {
  requestIdHeader: false,
  genReqId: (req) => {
    const given = req.headers['x-request-id'];
    return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
  },
};

/**
 * What the router refuses before any route or hook (a path escape that is not UTF-8, %FF or the overlong %C0%80; a
 * path parameter too long): the envelope with the security headers, as every other answer, not Fastify's bare JSON.
 */
export function routerRefusal(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  reply.headers(SECURITY_HEADERS).header('x-request-id', req.id).type('application/json; charset=utf-8');
  if (err.code === 'FST_ERR_BAD_URL') return reply.code(400).send(failure(400, ErrorCode.BAD_REQUEST, BAD_URL_MESSAGE));
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(414).send(failure(414, ErrorCode.BAD_REQUEST, '请求地址过长'));
  req.log.error({ err }, 'router error');
  return reply.code(500).send(failure(500, ErrorCode.INTERNAL, '服务器内部错误，请稍后重试'));
}

export default fp(async function requestContext(app) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(SECURITY_HEADERS).header('x-request-id', req.id);
    done();
  });
});
