import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '@contract/envelope';
import { AppError } from './errors';

export type Upload = { buffer: Buffer; filename: string };

/** the multipart boundaries, part headers and the few small fields an upload form sends besides the file */
const FORM_OVERHEAD = 64 * 1024;

const badFile = (message: string) => new AppError(ErrorCode.BAD_FILE, message, 400);

/** A file name fit to keep: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  return (
    base
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 200) || 'file'
  );
}

/**
 * Reads the one file of a multipart request (field `field`) into memory, refusing more than `maxBytes`
 * with a message that names the limit.
 */
export async function readUpload(req: FastifyRequest, opts: { field: string; maxBytes: number; what: string }): Promise<Upload> {
  if (!req.isMultipart()) throw badFile(`请选择要上传的${opts.what}`);
  const limitText = `${opts.what}不能超过 ${Math.round(opts.maxBytes / 1024 / 1024)} MB`;
  // A request that declares more than the file may be (plus room for the form's other parts) is refused before a
  // byte of it is read, however long it claims to be.
  if (Number(req.headers['content-length'] ?? 0) > opts.maxBytes + FORM_OVERHEAD) throw badFile(limitText);
  let part: Awaited<ReturnType<typeof req.file>>;
  try {
    part = await req.file({ limits: { fileSize: opts.maxBytes, files: 1, fields: 10 }, throwFileSizeLimit: true });
  } catch {
    throw badFile(`上传内容无法读取，请重新选择${opts.what}`);
  }
  if (!part) throw badFile(`请选择要上传的${opts.what}`);
  if (part.fieldname !== opts.field) {
    part.file.resume();
    throw badFile(`请以 ${opts.field} 字段上传${opts.what}`);
  }
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw badFile(code === 'FST_REQ_FILE_TOO_LARGE' ? limitText : `上传内容无法读取，请重新选择${opts.what}`);
  }
  if (buffer.length === 0) throw badFile(`${opts.what}是空文件`);
  return { buffer, filename: cleanFileName(part.filename ?? '') };
}
