import { eq } from 'drizzle-orm';
import { ErrorCode } from '../../../contract/envelope';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { sniffImage } from '../../lib/sniff';
import type { Upload } from '../../lib/upload';
import { canAttachFile, type FilePurpose } from '../../policy';
import type { FileStorage } from '../../storage';

export type StoredFile = typeof files.$inferSelect;

/** Files are addressed on the wire as /readResourse/{id}. */
export const resourceUrl = (fileId: number) => `/readResourse/${fileId}`;
export const fileIdOf = (url: string): number | null => {
  const m = /^\/readResourse\/(\d+)$/.exec(url);
  return m ? Number(m[1]) : null;
};

/** Keeps an uploaded image: its type told from its bytes (png, jpeg, gif, webp), never from its name. */
export async function saveImage(
  db: DbOrTx,
  storage: FileStorage,
  upload: Upload,
  opts: { purpose: FilePurpose; ownerId: number },
): Promise<StoredFile> {
  const mime = sniffImage(upload.buffer);
  if (!mime) throw new AppError(ErrorCode.BAD_FILE, '只能上传 PNG、JPEG、GIF 或 WebP 图片', 400);
  const sha256 = await storage.put(upload.buffer);
  const [row] = await db
    .insert(files)
    .values({ sha256, size: upload.buffer.length, mime, originalName: upload.filename, purpose: opts.purpose, ownerId: opts.ownerId })
    .returning();
  return row;
}

export async function findFile(db: DbOrTx, fileId: number): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row;
}

/** The file behind a /readResourse/{id} reference the caller wants to attach (as avatar, as screenshot). */
export async function requireOwnFile(
  db: DbOrTx,
  actor: { userId: number; baseRole: number },
  url: string,
  purpose: FilePurpose,
): Promise<StoredFile> {
  const id = fileIdOf(url);
  const file = id === null ? undefined : await findFile(db, id);
  if (!file) throw notFound('文件');
  if (!canAttachFile(actor, file, purpose)) throw forbidden('只能使用自己上传的图片');
  return file;
}
