import fs from 'node:fs';
import path from 'node:path';
import { files } from '../../server/db/schema';
import { PNG, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.close();
});

/** A PNG of `size` bytes: the real image followed by padding (image readers ignore bytes after IEND). */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 7)]);
const storedFiles = () => {
  const root = path.join(s.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root).flatMap((dir) => fs.readdirSync(path.join(root, dir)));
};
const uploadAvatar = (token: string | undefined, content: Buffer, filename = 'me.png', contentType = 'image/png') =>
  s.uploadTo('uploadAvatar', {}, { content, filename, contentType }, { token });

describe('avatars', () => {
  it('a user uploads a PNG avatar; it becomes their avatar and anyone can load it', async () => {
    const token = await s.login('student');
    const res = await uploadAvatar(token, PNG);
    expect(res).toMatchObject({ success: true, obj: { avatar: expect.stringMatching(/^\/readResourse\/\d+$/) } });
    const me = await s.api.getCurrentUser({}, { token });
    expect(me.obj.avatar).toBe(res.obj.avatar);

    const img = await s.raw('GET', res.obj.avatar); // <img> tags send no token
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-length']).toBe(String(PNG.length));
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(img.headers['accept-ranges']).toBe('bytes');
    expect(img.rawPayload.equals(PNG)).toBe(true);
  });

  it('the file is served in byte ranges: 206 with Content-Range, 416 past the end', async () => {
    const token = await s.login('teacher');
    const content = pngOfSize(4096);
    const { obj } = await uploadAvatar(token, content);

    const part = await s.raw('GET', obj.avatar, { headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-99/4096');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(content.subarray(0, 100))).toBe(true);

    const open = await s.raw('GET', obj.avatar, { headers: { range: 'bytes=4000-' } });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 4000-4095/4096');
    expect(open.rawPayload.equals(content.subarray(4000))).toBe(true);

    const suffix = await s.raw('GET', obj.avatar, { headers: { range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(content.subarray(4086))).toBe(true);

    const past = await s.raw('GET', obj.avatar, { headers: { range: 'bytes=5000-6000' } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */4096');
    expect(past.json()).toMatchObject({ success: false, code: 416 });
  });

  it('the same image uploaded twice is stored once', async () => {
    const content = pngOfSize(1234);
    const a = await uploadAvatar(await s.login('expert'), content);
    const b = await uploadAvatar(await s.login('teastu'), content);
    expect(a.obj.avatar).not.toBe(b.obj.avatar);
    const sha = await import('node:crypto').then((c) => c.createHash('sha256').update(content).digest('hex'));
    expect(storedFiles().filter((f) => f === sha)).toHaveLength(1);
    expect(fs.existsSync(path.join(s.dataDir, 'files', sha.slice(0, 2), sha))).toBe(true);
  });

  it('a text file named .png and sent as image/png is refused, and nothing is written', async () => {
    const token = await s.login('student');
    const before = await s.api.getCurrentUser({}, { token });
    const count = await rowCount(s, files);
    const onDisk = storedFiles().length;
    const res = await uploadAvatar(token, Buffer.from('<svg onload="alert(1)"></svg> just text', 'utf8'), 'evil.png');
    expect(res).toMatchObject({ status: 200, success: false, errorCode: 'BAD_FILE' });
    expect(res.message).toContain('PNG');
    expect(await rowCount(s, files)).toBe(count);
    expect(storedFiles()).toHaveLength(onDisk);
    expect((await s.api.getCurrentUser({}, { token })).obj.avatar).toBe(before.obj.avatar);
  });

  it('an avatar over 2 MB is refused with the limit in the message', async () => {
    const count = await rowCount(s, files);
    const res = await uploadAvatar(await s.login('student'), pngOfSize(2 * 1024 * 1024 + 1));
    expect(res).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
    expect(res.message).toContain('2 MB');
    expect(await rowCount(s, files)).toBe(count);
  });

  it('an upload without a token is 401; one under another field name or without a file is refused', async () => {
    expect((await uploadAvatar(undefined, PNG)).code).toBe(401);
    const token = await s.login('student');
    const wrongField = await s.uploadTo('uploadAvatar', {}, { content: PNG, filename: 'a.png', field: 'avatar' }, { token });
    expect(wrongField).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
    const noFile = await s.api.uploadAvatar({ body: {} }, { token });
    expect(noFile).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
  });

  it('updateAccountInfo takes one’s own avatar upload or clears it, never someone else’s file', async () => {
    const teacher = await s.login('teacher');
    const mine = (await uploadAvatar(teacher, pngOfSize(300))).obj.avatar;
    const other = (await uploadAvatar(await s.login('expert'), pngOfSize(301))).obj.avatar;

    const stolen = await s.api.updateAccountInfo({ body: { avatar: other } }, { token: teacher });
    expect(stolen).toMatchObject({ success: false, code: 403 });
    const missing = await s.api.updateAccountInfo({ body: { avatar: '/readResourse/99999' } }, { token: teacher });
    expect(missing).toMatchObject({ success: false, code: 404 });
    expect((await s.api.getCurrentUser({}, { token: teacher })).obj.avatar).toBe(mine);

    const cleared = await s.api.updateAccountInfo({ body: { avatar: '' } }, { token: teacher });
    expect(cleared.obj.avatar).toBe('');
    const restored = await s.api.updateAccountInfo({ body: { avatar: mine } }, { token: teacher });
    expect(restored.obj.avatar).toBe(mine);
  });
});

describe('feedback screenshots', () => {
  let screenshot: string;
  beforeAll(async () => {
    const res = await s.uploadTo(
      'uploadScreenshot',
      {},
      { content: pngOfSize(2048), filename: '截图.png', contentType: 'image/png' },
      { token: await s.login('student') },
    );
    screenshot = res.obj.screenshot;
  });

  it('are read only by their owner or an admin, with a token', async () => {
    expect(screenshot).toMatch(/^\/readResourse\/\d+$/);
    const anonymous = await s.raw('GET', screenshot);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 401, success: false });
    const stranger = await s.raw('GET', screenshot, { token: await s.login('teacher') });
    expect(stranger.statusCode).toBe(403);
    const owner = await s.raw('GET', screenshot, { token: await s.login('student') });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-disposition']).toContain(encodeURIComponent('截图.png'));
    const admin = await s.raw('GET', screenshot, { token: await s.login('admin'), headers: { range: 'bytes=0-7' } });
    expect(admin.statusCode).toBe(206);
    expect(admin.rawPayload.equals(PNG.subarray(0, 8))).toBe(true);
  });

  it('cannot be larger than 5 MB', async () => {
    const res = await s.uploadTo(
      'uploadScreenshot',
      {},
      { content: pngOfSize(5 * 1024 * 1024 + 10), filename: 'big.png' },
      { token: await s.login('student') },
    );
    expect(res).toMatchObject({ success: false, errorCode: 'BAD_FILE' });
    expect(res.message).toContain('5 MB');
  });

  it('an image that is a screenshot cannot become an avatar', async () => {
    const res = await s.api.updateAccountInfo({ body: { avatar: screenshot } }, { token: await s.login('student') });
    expect(res).toMatchObject({ success: false, code: 403 });
  });
});

describe('reading files that do not exist', () => {
  it('an unknown id answers 404 with the JSON envelope', async () => {
    for (const id of ['99999', 'abc', '1e3', '-1']) {
      const res = await s.raw('GET', `/readResourse/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ code: 404, success: false, errorCode: 'NOT_FOUND' });
    }
  });
});
