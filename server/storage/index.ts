// Uploaded file contents behind one small interface: local disk by default; an S3-compatible store can
// implement the same three calls (ARCHITECTURE.md, data and scale). Metadata (who, what for) lives in the
// database's `files` table; the store only knows contents by their sha256.
import type { Readable } from 'node:stream';

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

export { LocalFileStorage } from './local';
