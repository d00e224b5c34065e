import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3FileStorage, type FileStorage } from '../../server/storage';
import type { S3Settings } from '../../server/storage/s3';
import { PNG } from './fixtures';
import { startServer, type TestServer } from './harness';

// An S3-compatible server in the test process (s3rver keeps objects in a folder), reached over real HTTP
// with signed requests, as MinIO or a cloud bucket would be. The signatures themselves are checked against
// AWS's published examples in server/storage/sigv4.test.ts: s3rver checks only the access key.
let store: S3rver;
let storeDir: string;
let settings: S3Settings;
beforeAll(async () => {
  storeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'htdz-s3-'));
  store = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: storeDir, configureBuckets: [{ name: 'htdz-files', configs: [] }] });
  const { port } = await store.run();
  settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'htdz-files',
    prefix: 'files/',
    pathStyle: true,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
});
afterAll(async () => {
  await store.close();
  fs.rmSync(storeDir, { recursive: true, force: true });
});

const readAll = async (stream: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
};
const objectsInBucket = () =>
  fs
    .readdirSync(storeDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('._S3rver_object'))
    .map((e) => e.name.replace('._S3rver_object', ''));

describe('S3FileStorage against an S3-compatible server', () => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = new S3FileStorage(settings);
  });

  it('puts content once under its sha256 and reads it back whole and by range', async () => {
    const content = Buffer.from('第一章 关系模型 '.repeat(500));
    const key = await storage.put(content);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(await storage.put(content)).toBe(key); // the same bytes again: the same object
    expect(objectsInBucket().filter((name) => name === key)).toHaveLength(1);
    expect(await storage.exists(key)).toBe(true);
    expect((await readAll(storage.open(key))).equals(content)).toBe(true);
    expect((await readAll(storage.open(key, { start: 10, end: 109 }))).equals(content.subarray(10, 110))).toBe(true);
  });

  it('an absent key does not exist, and reading it fails instead of answering nothing', async () => {
    const absent = 'a'.repeat(64);
    expect(await storage.exists(absent)).toBe(false);
    await expect(readAll(storage.open(absent))).rejects.toThrow(/404 NoSuchKey/);
  });

  it('an unknown access key or a missing bucket is an error, never "not there"', async () => {
    const stranger = new S3FileStorage({ ...settings, accessKeyId: 'NOBODY' });
    await expect(stranger.exists('b'.repeat(64))).rejects.toThrow(/403/);
    await expect(stranger.put(Buffer.from('x'))).rejects.toThrow(/403/);
    const noBucket = new S3FileStorage({ ...settings, bucket: 'no-such-bucket' });
    await expect(noBucket.put(Buffer.from('y'))).rejects.toThrow(/404/);
  });

  it('refuses keys that are not a sha256', () => {
    expect(() => storage.open('../secrets.json')).toThrow(/invalid storage key/);
  });
});

describe('the platform with HTDZ_S3_* set', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer({ s3: settings });
  });
  afterAll(async () => {
    await s.close();
  });

  it('uploads go to the bucket, not the data folder, and are served with ranges from it', async () => {
    const token = await s.login('teacher');
    const content = Buffer.concat([PNG, Buffer.alloc(5000, 3)]);
    const res = await s.uploadTo('uploadAvatar', {}, { content, filename: 'me.png', contentType: 'image/png' }, { token });
    expect(res.success).toBe(true);
    expect(fs.existsSync(path.join(s.dataDir, 'files'))).toBe(false);

    const whole = await s.raw('GET', res.obj.avatar);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    const part = await s.raw('GET', res.obj.avatar, { headers: { range: 'bytes=-100' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${content.length - 100}-${content.length - 1}/${content.length}`);
    expect(part.rawPayload.equals(content.subarray(content.length - 100))).toBe(true);
  });
});
