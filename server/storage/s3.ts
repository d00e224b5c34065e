import crypto from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ByteRange, FileStorage } from './index';
import { EMPTY_PAYLOAD_HASH, signRequest, type S3Credentials } from './sigv4';

export type S3Settings = S3Credentials & {
  /** http(s)://host[:port] of the store */
  endpoint: string;
  bucket: string;
  /** key prefix inside the bucket, e.g. `files/` */
  prefix: string;
  /** `host/bucket/key` (MinIO and most self-hosted stores) instead of `bucket.host/key` */
  pathStyle: boolean;
};

const KEY = /^[0-9a-f]{64}$/;
/** A metadata call that takes longer than this is a store that is down, not a slow one. */
const CALL_TIMEOUT_MS = 30_000;
/** Uploads are at most 200 MB (server/lib/upload.ts); even a slow link moves that in ten minutes. */
const PUT_TIMEOUT_MS = 10 * 60_000;

/**
 * The same content-addressed layout as on disk (`<prefix><aa>/<sha256>`) in an S3-compatible bucket, so several
 * server processes share one file store. The bucket must exist; the server only puts, heads and gets objects.
 */
export class S3FileStorage implements FileStorage {
  constructor(private readonly settings: S3Settings) {}

  private urlOf(key: string): URL {
    if (!KEY.test(key)) throw new Error(`invalid storage key: ${key}`);
    const { endpoint, bucket, prefix, pathStyle } = this.settings;
    const base = new URL(endpoint);
    const objectPath = `${prefix}${key.slice(0, 2)}/${key}`.split('/').map(encodeURIComponent).join('/');
    if (pathStyle) return new URL(`${base.pathname.replace(/\/$/, '')}/${encodeURIComponent(bucket)}/${objectPath}`, base);
    return new URL(`${base.protocol}//${bucket}.${base.host}/${objectPath}`);
  }

  private async call(method: string, url: URL, init: { headers?: Record<string, string>; body?: Buffer; payloadHash?: string; signal?: AbortSignal }) {
    const headers = signRequest({ method, url, headers: init.headers, payloadHash: init.payloadHash ?? EMPTY_PAYLOAD_HASH }, this.settings);
    // a Buffer is a byte view; the DOM's BodyInit (bench/ typechecks with it) wants its ArrayBuffer spelled out
    const body = init.body as Uint8Array<ArrayBuffer> | undefined;
    return fetch(url, { method, headers, body, signal: init.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS) });
  }

  async put(content: Buffer): Promise<string> {
    const key = crypto.createHash('sha256').update(content).digest('hex');
    if (await this.exists(key)) return key;
    const response = await this.call('PUT', this.urlOf(key), {
      // the content's own hash is both the object's name and the signed payload hash
      payloadHash: key,
      body: content,
      headers: { 'content-type': 'application/octet-stream' },
      signal: AbortSignal.timeout(PUT_TIMEOUT_MS),
    });
    if (!response.ok) throw await storeError('PUT', key, response);
    await response.body?.cancel();
    return key;
  }

  open(key: string, range?: ByteRange): Readable {
    const out = new PassThrough();
    const abort = new AbortController();
    // a viewer who closes the tab stops the download from the store as well
    out.on('close', () => abort.abort());
    const headers = range ? { range: `bytes=${range.start}-${range.end}` } : undefined;
    this.call('GET', this.urlOf(key), { headers, signal: abort.signal })
      .then(async (response) => {
        if (!response.ok || !response.body) throw await storeError('GET', key, response);
        await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), out);
      })
      .catch((error: unknown) => {
        if (!abort.signal.aborted) out.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    return out;
  }

  async exists(key: string): Promise<boolean> {
    const response = await this.call('HEAD', this.urlOf(key), {});
    if (response.status === 404) return false;
    if (!response.ok) throw await storeError('HEAD', key, response);
    return true;
  }
}

async function storeError(method: string, key: string, response: Response): Promise<Error> {
  const body = await response.text().catch(() => '');
  // S3 errors are XML; the <Code> is the useful part (NoSuchBucket, SignatureDoesNotMatch, AccessDenied…)
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? '';
  return new Error(`object store ${method} ${key}: ${response.status} ${code}`.trim());
}
