// Bad input refused once, at the request's edge, before any route sees it (README, 安全): control characters and
// broken Unicode in any string of the body, the query or the path, JSON nested too deep, bodies and addresses that
// are not UTF-8. What passes here is text PostgreSQL can store and the services can walk without running out of stack.
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalid } from './errors';

/** C0 control characters but tab, line feed and carriage return: no field of the platform means them, NUL least of all. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
/** A UTF-16 surrogate without its pair: no character at all (PostgreSQL would get U+FFFD in its place). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = '请求中含有不允许的控制字符（如 \\u0000）';
export const LONE_SURROGATE_MESSAGE = '请求中含有无效的 Unicode 字符（不成对的代理项）';
export const TOO_DEEP_MESSAGE = '请求的 JSON 嵌套过深';
export const NOT_UTF8_MESSAGE = '请求内容不是有效的 UTF-8 编码';
export const BAD_URL_MESSAGE = '请求地址中含有无效的字符编码';

/** Levels of arrays and objects a JSON body may have; the deepest contract body has fewer than ten. */
export const MAX_JSON_DEPTH = 64;

/**
 * A request refused at the edge, as transport errors are (invalid JSON): that HTTP status (400), the envelope with
 * BAD_REQUEST and these words (server/lib/error-handler.ts).
 */
export class BadRequestInput extends Error {
  readonly statusCode = 400;
  readonly code = 'HTDZ_BAD_REQUEST_INPUT';
  constructor(message: string) {
    super(message);
    this.name = 'BadRequestInput';
  }
}

/** What is wrong with this text, if anything. */
function badText(text: string): string | undefined {
  if (CONTROL.test(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return undefined;
}

/** The first bad string (value or key) in a parsed body, query or path. */
export function findBadText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return badText(value);
  // deeper than the JSON parser lets through: only another parser's data, never walked into the stack's end
  if (depth > MAX_JSON_DEPTH + 1 || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const bad = findBadText(item, depth + 1);
      if (bad) return bad;
    }
    return undefined;
  }
  // parsed data only: query and path objects have prototypes of their own, a Buffer or a stream is no text
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const bad = badText(key) ?? findBadText(item, depth + 1);
    if (bad) return bad;
  }
  return undefined;
}

/** The JSON text's deepest nesting, counted only until it passes `limit` (so a 4 MB body costs one quick scan). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Percent-escapes in the query string that do not spell UTF-8 (%FF, the overlong %C0%80 …). */
function queryNotUtf8(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  for (const run of url.slice(at + 1).match(/(?:%[0-9A-Fa-f]{2})+/g) ?? []) {
    if (!isUtf8(Buffer.from(run.replace(/%/g, ''), 'hex'))) return true;
  }
  return false;
}

/** Refuses the bad input of one request (before validation: schemas and handlers only ever see good text). */
export function checkRequestInput(req: FastifyRequest): void {
  if (queryNotUtf8(req.url)) throw new BadRequestInput(BAD_URL_MESSAGE);
  const bad = findBadText(req.params) ?? findBadText(req.query) ?? findBadText(req.body);
  // a field's text is wrong: answered as validation failures are (HTTP 200, envelope code 400, VALIDATION_FAILED)
  if (bad) throw invalid(bad);
}

/**
 * Installs the edge on the root instance, before any route is registered: the JSON parser (UTF-8, at most
 * MAX_JSON_DEPTH levels, then Fastify's own parser with its prototype-poisoning checks) and the check of every
 * string of body, query and path. Uploads (multipart: no parsed body) and the lab terminal's socket (its query holds
 * a ticket; its messages are not requests) pass through unchanged.
 */
export function installBadInputGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    if (!isUtf8(bytes)) return done(new BadRequestInput(NOT_UTF8_MESSAGE), undefined);
    const text = bytes.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(new BadRequestInput(TOO_DEEP_MESSAGE), undefined);
    parseJson(req, text, done);
  });
  app.addHook('preValidation', async (req) => {
    checkRequestInput(req);
  });
}
