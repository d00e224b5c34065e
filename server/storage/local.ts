import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, FileStorage } from './index';

const KEY = /^[0-9a-f]{64}$/;

/** Content-addressed files under `<root>/<aa>/<sha256>`: written to a temp file and renamed, so a reader never sees half a file. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(content: Buffer): Promise<string> {
    const key = crypto.createHash('sha256').update(content).digest('hex');
    const target = this.pathOf(key);
    if (await this.exists(key)) return key;
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fsp.writeFile(temp, content, { flag: 'wx' });
      // Same content, same name: a concurrent writer of the same bytes renames an identical file over it.
      await fsp.rename(temp, target);
    } finally {
      await fsp.rm(temp, { force: true });
    }
    return key;
  }

  open(key: string, range?: ByteRange): Readable {
    return fs.createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : undefined);
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await fsp.stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}
