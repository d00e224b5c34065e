import { eq } from 'drizzle-orm';
import { ErrorCode } from '@contract/envelope';
import type { DbOrTx } from '../../db/client';
import { files } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { bufferSource, mediaDuration, type ByteSource } from '../../lib/media-duration';
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
export async function saveImage(db: DbOrTx, storage: FileStorage, upload: Upload, opts: { purpose: FilePurpose; ownerId: number }): Promise<StoredFile> {
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
export async function requireOwnFile(db: DbOrTx, actor: { userId: number; baseRole: number }, url: string, purpose: FilePurpose): Promise<StoredFile> {
  const id = fileIdOf(url);
  const file = id === null ? undefined : await findFile(db, id);
  if (!file) throw notFound('文件');
  if (!canAttachFile(actor, file, purpose)) throw forbidden('只能使用自己上传的图片');
  return file;
}

/** A stored file as a source of bytes by range (for reading a video's length without holding it all). */
export function storedSource(storage: FileStorage, file: Pick<StoredFile, 'sha256' | 'size'>): ByteSource {
  return {
    size: file.size,
    read: async (start, length) => {
      const end = Math.min(file.size, start + length) - 1;
      if (end < start) return Buffer.alloc(0);
      const parts: Buffer[] = [];
      for await (const chunk of storage.open(file.sha256, { start, end })) parts.push(chunk as Buffer);
      return Buffer.concat(parts);
    },
  };
}

/** The length of an uploaded video, read from its bytes as they are stored: what `files.duration` keeps. */
export const uploadedDuration = (buffer: Buffer, mime: string) => mediaDuration(bufferSource(buffer), mime);

/** Reads of videos uploaded before lengths were kept, one at a time per file in this process. */
const reading = new Map<number, Promise<number | null>>();

/**
 * A video file's length in seconds as the server knows it: read from its bytes at upload and kept in the row. A file
 * uploaded before that is read once from storage when first needed and the row remembers it (null included: a file
 * whose container says no length is not read again). A file whose content is missing, or a storage error, answers
 * null for now and is tried again next time.
 */
export async function videoDuration(
  db: DbOrTx,
  storage: FileStorage,
  file: Pick<StoredFile, 'id' | 'sha256' | 'size' | 'mime' | 'duration' | 'durationReadAt'>,
): Promise<number | null> {
  if (file.durationReadAt) return file.duration;
  let pending = reading.get(file.id);
  if (!pending) {
    pending = (async () => {
      if (!(await storage.exists(file.sha256))) return null;
      const duration = await mediaDuration(storedSource(storage, file), file.mime);
      await db.update(files).set({ duration, durationReadAt: new Date() }).where(eq(files.id, file.id));
      return duration;
    })()
      .catch(() => null)
      .finally(() => reading.delete(file.id));
    reading.set(file.id, pending);
  }
  return pending;
}
