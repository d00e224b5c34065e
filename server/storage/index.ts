// Uploaded file contents behind one small interface: local disk by default, an S3-compatible bucket when
// HTDZ_S3_* is set (ARCHITECTURE.md, data and scale). Metadata (who, what for) lives in the
// database's `files` table; the store only knows contents by their sha256.
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config';
import { LocalFileStorage } from './local';
import { S3FileStorage } from './s3';

/** Inclusive byte range, as HTTP Range counts it. */
export type ByteRange = { start: number; end: number };

export interface FileStorage {
  /** Stores the bytes once per content and answers their sha256 (hex), the key to read them back. */
  put(content: Buffer): Promise<string>;
  /** A stream of the stored bytes, the whole content or one range of it. */
  open(key: string, range?: ByteRange): Readable;
  exists(key: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  return config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(path.join(config.dataDir, 'files'));
}

export { LocalFileStorage, S3FileStorage };
