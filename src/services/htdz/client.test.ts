// What the services hand to Umi's request: the contract's method and filled path under /htdz, the query as params,
// the body as data, the call's cache tags, then the caller's options; files as blobs.
import { request } from '@umijs/max';
import { changeRead, getNotices } from './auth';
import { uploadResource } from './chapter';
import { importRoster } from './clazz';
import { exportExercises } from './exercise';
import { deleteHomework, getSubmissionReview, publishTask, queryHomeworks } from './homework';
import { queryTeachers, saveRole } from './sys';

jest.mock('@umijs/max', () => ({ request: jest.fn() }));
const requestMock = request as unknown as jest.Mock<Promise<unknown>, [url: string, options: Record<string, unknown>]>;

beforeEach(() => {
  requestMock.mockReset();
  requestMock.mockResolvedValue({ code: 200, success: true, message: '', obj: null });
});

const lastCall = () => requestMock.mock.calls[requestMock.mock.calls.length - 1];

it('fills the path from the arguments and sends the body as data with the options after it', async () => {
  await deleteHomework(12);
  expect(lastCall()).toEqual(['/htdz/homework/delete/12', { method: 'POST', getResponse: false }]);
  await getSubmissionReview(3, 44);
  expect(lastCall()).toEqual(['/htdz/homework/review/3/44', { method: 'GET', getResponse: false }]);
  const body = { taskId: 1, classIds: [2] } as unknown as Parameters<typeof publishTask>[0];
  await publishTask(body, { skipErrorHandler: true, timeoutMessage: '慢' });
  expect(lastCall()).toEqual(['/htdz/homework/publish', { method: 'POST', data: body, skipErrorHandler: true, timeoutMessage: '慢', getResponse: false }]);
  await changeRead('message', 5);
  expect(lastCall()).toEqual(['/htdz/changeRead/message/5', { method: 'GET', getResponse: false }]);
});

it('sends the query as params, and leaves it out when there is none', async () => {
  await queryHomeworks({ courseId: 1 });
  expect(lastCall()).toEqual(['/htdz/homework/list', { method: 'GET', params: { courseId: 1 }, getResponse: false }]);
  await getNotices();
  expect(lastCall()).toEqual(['/htdz/getNotices', { method: 'GET', getResponse: false }]);
});

it('carries the cache tags contract/ declares', async () => {
  await queryTeachers();
  expect(lastCall()).toEqual(['/htdz/sys/getTeachers', { method: 'GET', reads: ['sessions'], getResponse: false }]);
  await saveRole({ roleName: 'x' } as unknown as Parameters<typeof saveRole>[0]);
  expect(lastCall()?.[1]).toMatchObject({ method: 'POST', invalidates: ['sessions'] });
});

it('uploads the form as data with the query and progress, and downloads files as blobs', async () => {
  const file = new Blob(['x']);
  await importRoster(file, 7);
  const [url, options] = lastCall()!;
  expect(url).toBe('/htdz/sclass/importRoster');
  expect(options).toMatchObject({ method: 'POST', params: { sclassId: 7 }, invalidates: ['outlines'] });
  expect(options.data).toBeInstanceOf(FormData);

  const progress = jest.fn();
  await uploadResource(3, file, { onProgress: progress });
  const upload = lastCall()![1] as { timeout?: number; onUploadProgress: (e: { loaded: number; total: number }) => void };
  expect(lastCall()![0]).toBe('/htdz/chapter/3/uploadResource');
  expect(upload.timeout).toBe(0);
  upload.onUploadProgress({ loaded: 1, total: 4 });
  expect(progress).toHaveBeenCalledWith(25);

  await exportExercises({ courseId: 1, parentId: 0 });
  expect(lastCall()).toEqual(['/htdz/exercise/export', { method: 'GET', params: { courseId: 1, parentId: 0 }, responseType: 'blob' }]);
});
