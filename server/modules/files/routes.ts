import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@contract/envelope';
import { failure } from '../../lib/error-handler';
import { tryAuthenticate } from '../../lib/require-auth';
import type { AuthContext } from '../../lib/auth-context';
import { signedUser, verifyFileSignature } from '../../lib/signed-url';
import { authOf, sessionOf } from '../auth/service';
import { canReadFile, isPublicFile } from '../../policy';
import type { ByteRange } from '../../storage';
import { canReadChapterFile } from '../chapters/service';
import { canReadLibraryFile } from '../library/service';
import { findFile, type StoredFile } from './service';

type RangeAnswer = ByteRange | 'unsatisfiable' | null;

/** One `bytes=` range (what media players send); anything else is answered with the whole file. */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * Media answers use real HTTP statuses (the web client takes any 200 answer of /readResourse/ as the file),
 * still with the JSON envelope as the body of a failure.
 */
const fail = (reply: FastifyReply, status: number, errorCode: string, message: string) =>
  reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(failure(status, errorCode, message));

type ReadRequest = FastifyRequest<{ Params: { id: string }; Querystring: { expires?: string; sig?: string; u?: string } }>;

/**
 * Whether the caller may read the file now: the rules of its purpose; for chapter files the course and class of a
 * chapter using it, or the library item it belongs to (a colleague's shared item).
 */
const mayRead = async (req: FastifyRequest, caller: Pick<AuthContext, 'userId' | 'baseRole'>, file: StoredFile) =>
  canReadFile(caller, file) ||
  (file.purpose === 'chapter' && ((await canReadChapterFile(req.server.db, caller, file.id)) || (await canReadLibraryFile(req.server.db, caller, file.id))));

/**
 * At most this many bytes answer one open-ended range request on a signed address (`bytes=N-`, what media players
 * send): the player asks again for the rest, and every request is checked again, so a player that keeps one
 * connection open cannot go on streaming after its user lost access.
 */
export const SIGNED_RANGE_BYTES = 4 * 1024 * 1024;

async function readResource(req: ReadRequest, reply: FastifyReply) {
  const { id } = req.params;
  const file = /^\d{1,9}$/.test(id) ? await findFile(req.server.db, Number(id)) : undefined;
  if (!file) return fail(reply, 404, ErrorCode.NOT_FOUND, '文件不存在');
  let signed = false;
  if (req.query.sig !== undefined) {
    // a signed address (chapter videos): it names its user and is worth what that user may read right now, no more
    const userId = signedUser(req.query);
    const user = userId === null ? null : authOf(await sessionOf(req.server, userId));
    const grant = user && { fileId: file.id, userId: user.userId, tokenVersion: user.tokenVersion };
    if (!user || !grant || user.isStop || !verifyFileSignature(req.server.config.jwtSecret!, grant, req.query.expires, req.query.sig)) {
      return fail(reply, 403, ErrorCode.FORBIDDEN, '链接已失效，请刷新页面');
    }
    if (!(await mayRead(req, user, file))) return fail(reply, 403, ErrorCode.FORBIDDEN, '没有权限查看该文件');
    signed = true;
  } else if (!isPublicFile(file)) {
    const caller = await tryAuthenticate(req);
    if (!caller) return fail(reply, 401, ErrorCode.UNAUTHORIZED, '请先登录');
    if (!(await mayRead(req, caller, file))) return fail(reply, 403, ErrorCode.FORBIDDEN, '没有权限查看该文件');
  }
  if (!(await req.server.storage.exists(file.sha256))) {
    req.log.error({ fileId: file.id, sha256: file.sha256 }, 'stored content missing');
    return fail(reply, 404, ErrorCode.NOT_FOUND, '文件内容已丢失');
  }
  return send(req, reply, file, signed);
}

function send(req: FastifyRequest, reply: FastifyReply, file: StoredFile, signed: boolean) {
  const etag = `"${file.sha256}"`;
  let range = parseRange(req.headers.range, file.size);
  // an open-ended range on a signed address is answered in pieces (SIGNED_RANGE_BYTES), each one checked
  if (signed && range && range !== 'unsatisfiable' && /-\s*$/.test(req.headers.range ?? '') && range.end - range.start + 1 > SIGNED_RANGE_BYTES) {
    range = { start: range.start, end: range.start + SIGNED_RANGE_BYTES - 1 };
  }
  reply
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    .header('ETag', etag)
    // what was read on a signed address is not kept by the browser: reading it again goes through the check again
    .header('Cache-Control', isPublicFile(file) ? 'public, max-age=86400' : signed ? 'private, no-store' : 'private, max-age=3600')
    .header('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.originalName)}`);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${file.size}`);
    return fail(reply, 416, ErrorCode.BAD_REQUEST, '请求的范围超出文件大小');
  }
  if (!range && req.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type(file.mime);
  if (!range) return reply.header('Content-Length', file.size).send(req.server.storage.open(file.sha256));
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(req.server.storage.open(file.sha256, range));
}

/** GET /htdz/readResourse/:id — uploaded files with HTTP Range support (video seeking, resumable downloads). */
export default async function fileRoutes(app: FastifyInstance) {
  app.get('/readResourse/:id', { schema: { hide: true } }, readResource);
}
