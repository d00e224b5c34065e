import { fileProblem, IMAGE_TYPES, MB, uploadRequest } from '.';
import { ok } from '../../../tests/unit/envelope';

const avatar = { types: IMAGE_TYPES, maxBytes: 2 * MB };

describe('checking a file before upload', () => {
  it('an image within the limit may be uploaded', () => {
    expect(fileProblem({ name: 'me.png', type: 'image/png', size: 300_000 }, avatar)).toBeNull();
  });
  it('a file of another type is refused', () => {
    expect(fileProblem({ name: 'me.svg', type: 'image/svg+xml', size: 300 }, avatar)).toBe('type');
  });
  it('a file over the limit is refused', () => {
    expect(fileProblem({ name: 'big.jpg', type: 'image/jpeg', size: 2 * MB + 1 }, avatar)).toBe('size');
  });
  it('an empty file is refused', () => {
    expect(fileProblem({ name: 'e.jpg', type: 'image/jpeg', size: 0 }, avatar)).toBe('empty');
  });
  it('the extension is checked case-insensitively when asked', () => {
    const xlsx = { extensions: ['.xlsx'], maxBytes: 5 * MB };
    expect(fileProblem({ name: '名单.XLSX', type: '', size: 10 }, xlsx)).toBeNull();
    expect(fileProblem({ name: '名单.xls', type: '', size: 10 }, xlsx)).toBe('type');
    expect(fileProblem({ name: 'noext', type: '', size: 10 }, xlsx)).toBe('type');
  });
});

describe('the upload adapter', () => {
  it('hands the answer to antd and to the page', async () => {
    const done = jest.fn();
    const onSuccess = jest.fn();
    const onProgress = jest.fn();
    const req = uploadRequest(async (_file, opts) => {
      opts.onProgress?.(50);
      return ok({ avatar: '/readResourse/1' });
    }, done);
    await (req as (o: unknown) => Promise<void>)({ file: new Blob(['x']), onSuccess, onProgress, onError: jest.fn() });
    expect(onProgress).toHaveBeenCalledWith({ percent: 50 });
    expect(onSuccess).toHaveBeenCalledWith({ avatar: '/readResourse/1' });
    expect(done).toHaveBeenCalledWith({ avatar: '/readResourse/1' });
  });
  it('reports a failed call to antd and not to the page', async () => {
    const done = jest.fn();
    const onError = jest.fn();
    const req = uploadRequest(async () => Promise.reject(new Error('文件过大')), done);
    await (req as (o: unknown) => Promise<void>)({ file: new Blob(['x']), onSuccess: jest.fn(), onError });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: '文件过大' }));
    expect(done).not.toHaveBeenCalled();
  });
});
