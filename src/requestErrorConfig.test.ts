import http from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { AxiosError, type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  BizError,
  TOKEN_KEY,
  adaptAnswer,
  appPathname,
  clearRequestCache,
  createErrorHandler,
  createRequestConfig,
  loginTarget,
  tokenChangeNeedsReload,
  type HtdzOptions,
  type ShellUi,
} from './requestErrorConfig';

// The same wiring as Umi's request plugin (src/.umi/plugin-request/request.ts): our interceptors first,
// then the plugin's own one that calls errorThrower for success false, then errorHandler on failure.
function makeClient(ui: ShellUi) {
  const config = createRequestConfig(ui);
  const instance = axios.create(config as AxiosRequestConfig);
  for (const i of config.requestInterceptors ?? []) instance.interceptors.request.use(i as never);
  for (const i of config.responseInterceptors ?? []) instance.interceptors.response.use(i as never);
  instance.interceptors.response.use((response) => {
    if (response.data?.success === false) config.errorConfig?.errorThrower?.(response.data);
    return response;
  });
  return (url: string, opts: HtdzOptions = {}) =>
    instance.request({ ...opts, url } as AxiosRequestConfig).then(
      (res) => (opts.getResponse ? res : res.data),
      (error) => {
        config.errorConfig?.errorHandler?.(error, opts);
        throw error;
      },
    );
}

function makeUi(pathname = '/sys/user', search = '?current=2') {
  return {
    message: { error: jest.fn(), warning: jest.fn() },
    notification: { open: jest.fn(), error: jest.fn() },
    history: { push: jest.fn(), location: { pathname, search } },
  };
}
type Ui = ReturnType<typeof makeUi>;

/** An adapter answering `status` with `data`, rejecting non-2xx the way axios does; it records the configs it saw. */
function answer(data: unknown, status = 200) {
  const seen: AxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  return { adapter, seen };
}

const envelope = (over: Record<string, unknown>) => ({ code: 200, success: true, message: '操作成功', obj: null, ...over });
const failure = (over: Record<string, unknown>) => envelope({ code: 409, success: false, message: '名称已存在', errorCode: 'CONFLICT', ...over });

/** Nothing visible happened. */
function expectSilent(ui: Ui) {
  expect(ui.message.error).not.toHaveBeenCalled();
  expect(ui.message.warning).not.toHaveBeenCalled();
  expect(ui.notification.open).not.toHaveBeenCalled();
  expect(ui.notification.error).not.toHaveBeenCalled();
  expect(ui.history.push).not.toHaveBeenCalled();
}

beforeEach(() => {
  window.localStorage.clear();
  clearRequestCache();
});

describe('business errors by showType', () => {
  it('0 is silent, yet the caller still gets the error', async () => {
    const ui = makeUi();
    const { adapter } = answer(failure({ showType: 0 }));
    await expect(makeClient(ui)('/htdz/x', { adapter })).rejects.toBeInstanceOf(BizError);
    expectSilent(ui);
  });

  it('1 shows a warning message', async () => {
    const ui = makeUi();
    await expect(makeClient(ui)('/htdz/x', { adapter: answer(failure({ showType: 1 })).adapter })).rejects.toThrow('名称已存在');
    expect(ui.message.warning).toHaveBeenCalledWith('名称已存在');
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('2 shows an error message, and so does an envelope without showType', async () => {
    for (const showType of [2, undefined]) {
      const ui = makeUi();
      await expect(makeClient(ui)('/htdz/x', { adapter: answer(failure({ showType })).adapter })).rejects.toThrow();
      expect(ui.message.error).toHaveBeenCalledTimes(1);
      expect(ui.message.error).toHaveBeenCalledWith('名称已存在');
      expect(ui.notification.open).not.toHaveBeenCalled();
    }
  });

  it('4 opens a notification titled with the code and described by the message', async () => {
    const ui = makeUi();
    await expect(makeClient(ui)('/htdz/x', { adapter: answer(failure({ showType: 4 })).adapter })).rejects.toThrow();
    expect(ui.notification.open).toHaveBeenCalledWith({ message: 'CONFLICT', description: '名称已存在' });
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('9 goes to /exception with errorCode and errorMessage in the query', async () => {
    const ui = makeUi();
    const body = failure({ showType: 9, errorCode: 'FORBIDDEN', message: '无权访问 & 离开' });
    await expect(makeClient(ui)('/htdz/x', { adapter: answer(body).adapter })).rejects.toThrow();
    expect(ui.history.push).toHaveBeenCalledTimes(1);
    const target = new URL(ui.history.push.mock.calls[0][0], 'http://h');
    expect(target.pathname).toBe('/exception');
    expect(target.searchParams.get('errorCode')).toBe('FORBIDDEN');
    expect(target.searchParams.get('errorMessage')).toBe('无权访问 & 离开');
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('carries errorMessage, errorCode and showType in the error info', () => {
    expect(adaptAnswer(failure({ showType: 4 }))).toEqual({ errorMessage: '名称已存在', errorCode: 'CONFLICT', showType: 4 });
    expect(adaptAnswer({ code: 500, success: false, message: '' })).toEqual({
      errorMessage: 'Request error, please retry.',
      errorCode: '500',
      showType: 2,
    });
    expect(adaptAnswer(envelope({ obj: 1 }))).toBeNull();
  });

  it('skipErrorHandler rethrows the very error and shows nothing', async () => {
    const ui = makeUi();
    const error = await makeClient(ui)('/htdz/x', { adapter: answer(failure({})).adapter, skipErrorHandler: true }).catch((e) => e);
    expect(error).toBeInstanceOf(BizError);
    expect(error.info).toEqual({ errorMessage: '名称已存在', errorCode: 'CONFLICT', showType: 2 });
    expectSilent(ui);

    const handle = createErrorHandler(ui);
    const raw = new Error('boom');
    expect(() => handle(raw, { skipErrorHandler: true })).toThrow(raw);
    expectSilent(ui);
  });
});

describe('session', () => {
  it('sends the stored token as a Bearer header, JSON content type and credentials', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'tok-1');
    const { adapter, seen } = answer(envelope({}));
    await makeClient(makeUi())('/htdz/sys/saveModule', { method: 'POST', data: { name: 'a' }, adapter });
    expect(seen[0].headers?.Authorization).toBe('Bearer tok-1');
    expect(seen[0].headers?.['Content-Type']).toBe('application/json');
    expect(seen[0].withCredentials).toBe(true);
  });

  it('sends no Authorization header without a token', async () => {
    const { adapter, seen } = answer(envelope({}));
    await makeClient(makeUi())('/htdz/getMenu', { adapter });
    expect(seen[0].headers?.Authorization).toBeUndefined();
  });

  it('a token in any answer replaces the stored one and is sent from then on', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'old');
    const ui = makeUi();
    const request = makeClient(ui);
    await request('/htdz/getCurrentUser', { adapter: answer(envelope({ token: 'renewed' })).adapter });
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('renewed');
    const next = answer(envelope({}));
    await request('/htdz/getMenu', { adapter: next.adapter });
    expect(next.seen[0].headers?.Authorization).toBe('Bearer renewed');
    expectSilent(ui);
  });

  it('code 401 clears the token and goes to login with the path and query to come back to', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expired');
    const ui = makeUi('/sys/user', '?current=2');
    const body = envelope({ code: 401, success: false, message: '请先登录', errorCode: 'UNAUTHORIZED' });
    const result = await makeClient(ui)('/htdz/sys/getUser', { adapter: answer(body).adapter });
    expect(result).toEqual(body);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(ui.history.push).toHaveBeenCalledWith('/user/login?redirect=%2Fsys%2Fuser%3Fcurrent%3D2');
    expect(ui.message.error).not.toHaveBeenCalled();
    expect(ui.notification.error).not.toHaveBeenCalled();
  });

  it('code 401 on the login page, or with a redirect already present, stays put', async () => {
    const body = envelope({ code: 401, success: false, message: '请先登录' });
    for (const [pathname, search] of [
      ['/user/login', ''],
      ['/home', '?redirect=%2Fsys'],
    ]) {
      window.localStorage.setItem(TOKEN_KEY, 'expired');
      const ui = makeUi(pathname, search);
      await makeClient(ui)('/htdz/getCurrentUser', { adapter: answer(body).adapter });
      expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
      expect(ui.history.push).not.toHaveBeenCalled();
    }
  });

  it('builds the login target from path and query', () => {
    expect(loginTarget({ pathname: '/teacher/list', search: '' })).toBe('/user/login?redirect=%2Fteacher%2Flist');
    expect(loginTarget({ pathname: '/user/login', search: '?redirect=%2Fx' })).toBeNull();
  });

  it('leaves out the router base a host page set, since history.push adds it again', () => {
    window.routerBase = '/teach/';
    try {
      expect(appPathname('/teach/sys/user')).toBe('/sys/user');
      expect(appPathname('/teach')).toBe('/');
      expect(appPathname('/teaching/x')).toBe('/teaching/x');
      expect(loginTarget({ pathname: '/teach/sys/user', search: '?a=1' })).toBe('/user/login?redirect=%2Fsys%2Fuser%3Fa%3D1');
      expect(loginTarget({ pathname: '/teach/user/login', search: '' })).toBeNull();
    } finally {
      delete window.routerBase;
    }
    expect(appPathname('/teach/sys/user')).toBe('/teach/sys/user');
  });

  const jwt = (claims: object) => `h.${window.btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
  it('reloads other tabs on sign-in, sign-out or another user, not on a renewal of the same session', () => {
    const a1 = jwt({ sub: 5, tv: 1, iat: 1 });
    const a1Renewed = jwt({ sub: 5, tv: 1, iat: 99 });
    expect(tokenChangeNeedsReload(a1, a1Renewed)).toBe(false);
    expect(tokenChangeNeedsReload(a1, a1)).toBe(false);
    expect(tokenChangeNeedsReload(null, a1)).toBe(true);
    expect(tokenChangeNeedsReload(a1, null)).toBe(true);
    expect(tokenChangeNeedsReload(a1, jwt({ sub: 6, tv: 1 }))).toBe(true);
    expect(tokenChangeNeedsReload(a1, jwt({ sub: 5, tv: 2 }))).toBe(true);
    expect(tokenChangeNeedsReload('opaque-1', 'opaque-2')).toBe(true);
  });
});

describe('answers that are files', () => {
  it('a blob answer counts as success', async () => {
    const ui = makeUi();
    const blob = new Blob(['xlsx bytes'], { type: 'application/vnd.ms-excel' });
    const result = await makeClient(ui)('/htdz/sys/userImportTemplate', { responseType: 'blob', adapter: answer(blob).adapter });
    expect(result).toBe(blob);
    expectSilent(ui);
  });

  it('a media answer with status 200 is the blob', async () => {
    const ui = makeUi();
    const blob = new Blob(['video'], { type: 'video/mp4' });
    const result = await makeClient(ui)('/htdz/readResourse/12', { responseType: 'blob', adapter: answer(blob).adapter });
    expect(result).toBe(blob);
    expectSilent(ui);
  });

  it('a media answer with another status is a video error naming the URL', async () => {
    for (const status of [404, 206]) {
      const ui = makeUi();
      const { adapter } = answer(new Blob(['x']), status);
      await expect(makeClient(ui)('/htdz/readResourse/12', { responseType: 'blob', adapter })).rejects.toBeTruthy();
      expect(ui.notification.error).toHaveBeenCalledWith({ message: '视频出错', description: '/htdz/readResourse/12' });
      expect(ui.message.error).not.toHaveBeenCalled();
    }
  });

  it('a failed download whose blob holds the JSON envelope shows that failure', async () => {
    const ui = makeUi();
    const blob = new Blob([JSON.stringify(failure({ message: '无权下载', showType: 2 }))], { type: 'application/json' });
    await expect(makeClient(ui)('/htdz/sys/userImportTemplate', { responseType: 'blob', adapter: answer(blob).adapter })).rejects.toThrow('无权下载');
    expect(ui.message.error).toHaveBeenCalledWith('无权下载');
  });
});

describe('transport failures', () => {
  it('an HTTP error is 请求错误 with status and URL, and the envelope message when there is one', async () => {
    const ui = makeUi();
    const body = envelope({ code: 413, success: false, message: '提交的内容过大', errorCode: 'PAYLOAD_TOO_LARGE' });
    await expect(makeClient(ui)('/htdz/sys/importUsers', { method: 'POST', adapter: answer(body, 413).adapter })).rejects.toThrow();
    expect(ui.notification.error).toHaveBeenCalledWith({
      message: '请求错误 413: /htdz/sys/importUsers',
      description: '请求失败：提交的内容过大',
    });
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('an HTTP error without an envelope is described as 请求失败', async () => {
    const ui = makeUi();
    await expect(makeClient(ui)('/htdz/x', { adapter: answer('<html>Bad Gateway</html>', 502).adapter })).rejects.toThrow();
    expect(ui.notification.error).toHaveBeenCalledWith({ message: '请求错误 502: /htdz/x', description: '请求失败' });
  });

  it('an answer that is not JSON is a response error too', async () => {
    const ui = makeUi();
    await expect(makeClient(ui)('/htdz/getMenu', { adapter: answer('<html>proxy page</html>', 200).adapter })).rejects.toThrow();
    expect(ui.notification.error).toHaveBeenCalledWith({ message: '请求错误 200: /htdz/getMenu', description: '请求失败' });
  });

  it('no response is 网络异常', async () => {
    const ui = makeUi();
    const adapter: AxiosAdapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    };
    await expect(makeClient(ui)('/htdz/getMenu', { adapter })).rejects.toThrow('Network Error');
    expect(ui.notification.error).toHaveBeenCalledWith({ message: '网络异常', description: '您的网络发生异常，无法连接服务器' });
    expect(ui.message.error).not.toHaveBeenCalled();
  });

  it('without adapted info the error shows its own message, or a generic one', () => {
    const ui = makeUi();
    const handle = createErrorHandler(ui);
    handle(new Error('interceptor broke'));
    handle({});
    expect(ui.message.error.mock.calls).toEqual([['interceptor broke'], ['Request error, please retry.']]);
  });

  describe('time-outs (real HTTP against a server that never answers)', () => {
    let server: http.Server;
    let url: string;
    beforeAll(async () => {
      server = http.createServer(() => undefined);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/htdz/slow`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const httpAdapter = require('axios/lib/adapters/http') as AxiosAdapter;

    it('says timeout of {ms}ms exceeded by default', async () => {
      const ui = makeUi();
      await expect(makeClient(ui)(url, { adapter: httpAdapter, timeout: 50 })).rejects.toThrow('timeout of 50ms exceeded');
      expect(ui.message.error).toHaveBeenCalledWith('timeout of 50ms exceeded');
      expect(ui.notification.error).not.toHaveBeenCalled();
    });

    it('says the per-call message when one is given', async () => {
      const ui = makeUi();
      await expect(makeClient(ui)(url, { adapter: httpAdapter, timeout: 50, timeoutMessage: '评测超时，请稍后查看结果' })).rejects.toBeTruthy();
      expect(ui.message.error).toHaveBeenCalledWith('评测超时，请稍后查看结果');
    });
  });
});

describe('GET cache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('answers a cached GET from memory until its time to live passes', async () => {
    const request = makeClient(makeUi());
    const { adapter, seen } = answer(envelope({ obj: [1, 2] }));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    expect(await request('/htdz/sys/getTeachers', { adapter, cache: true })).toEqual(envelope({ obj: [1, 2] }));
    now.mockReturnValue(1_000_000 + 59_000);
    expect(await request('/htdz/sys/getTeachers', { adapter, cache: true })).toEqual(envelope({ obj: [1, 2] }));
    expect(seen).toHaveLength(1);
    now.mockReturnValue(1_000_000 + 60_001);
    await request('/htdz/sys/getTeachers', { adapter, cache: true });
    expect(seen).toHaveLength(2);
  });

  it('honours a per-call ttl, keys on the query, and never caches uncached calls, POSTs or failures', async () => {
    const request = makeClient(makeUi());
    const ok = answer(envelope({ obj: 1 }));
    const now = jest.spyOn(Date, 'now').mockReturnValue(5_000);
    await request('/htdz/a', { adapter: ok.adapter, cache: { ttl: 100 } });
    await request('/htdz/a', { adapter: ok.adapter, cache: { ttl: 100 }, params: { id: 2 } });
    now.mockReturnValue(5_050);
    await request('/htdz/a', { adapter: ok.adapter, cache: { ttl: 100 } });
    expect(ok.seen).toHaveLength(2);
    now.mockReturnValue(5_200);
    await request('/htdz/a', { adapter: ok.adapter, cache: { ttl: 100 } });
    expect(ok.seen).toHaveLength(3);

    await request('/htdz/b', { adapter: ok.adapter });
    await request('/htdz/b', { adapter: ok.adapter });
    await request('/htdz/c', { method: 'POST', adapter: ok.adapter, cache: true });
    await request('/htdz/c', { method: 'POST', adapter: ok.adapter, cache: true });
    expect(ok.seen).toHaveLength(7);

    const bad = answer(failure({ showType: 0 }));
    await request('/htdz/d', { adapter: bad.adapter, cache: true }).catch(() => undefined);
    await request('/htdz/d', { adapter: bad.adapter, cache: true }).catch(() => undefined);
    expect(bad.seen).toHaveLength(2);
  });

  it('forgets everything when the session ends, and a cached answer never brings back an old token', async () => {
    const request = makeClient(makeUi());
    const first = answer(envelope({ obj: 'a', token: 't-from-cache' }));
    await request('/htdz/e', { adapter: first.adapter, cache: true });
    window.localStorage.setItem(TOKEN_KEY, 'newer');
    const cached = await request('/htdz/e', { adapter: first.adapter, cache: true });
    expect(first.seen).toHaveLength(1);
    expect(cached).not.toHaveProperty('token');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('newer');

    await request('/htdz/out', { adapter: answer(envelope({ code: 401, success: false })).adapter });
    await request('/htdz/e', { adapter: first.adapter, cache: true });
    expect(first.seen).toHaveLength(2);
  });

  it('drops the cached reads a successful write invalidates, as contract/ declares on both', async () => {
    const request = makeClient(makeUi());
    const teachers = answer(envelope({ obj: [1] }));
    const outline = answer(envelope({ obj: [2] }));
    const read = () => request('/htdz/sys/getTeachers', { adapter: teachers.adapter, cache: true, reads: ['sessions'] });
    const readOutline = () => request('/htdz/chapter/tree/1', { adapter: outline.adapter, cache: true, reads: ['outlines'] });
    await read();
    await readOutline();

    await request('/htdz/sys/saveRole', { method: 'POST', adapter: answer(failure({ showType: 0 })).adapter, invalidates: ['sessions'] }).catch(
      () => undefined,
    );
    await read();
    expect(teachers.seen).toHaveLength(1);

    await request('/htdz/sys/saveRole', { method: 'POST', adapter: answer(envelope({})).adapter, invalidates: ['sessions'] });
    await read();
    await readOutline();
    expect(teachers.seen).toHaveLength(2);
    expect(outline.seen).toHaveLength(1);
  });

  it('returns the full response when asked', async () => {
    const res = (await makeClient(makeUi())('/htdz/a', { adapter: answer(envelope({})).adapter, getResponse: true })) as AxiosResponse;
    expect(res.status).toBe(200);
    expect(res.data).toEqual(envelope({}));
  });
});
