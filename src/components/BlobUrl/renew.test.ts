// Signed video addresses last ten minutes: when the player asks for the next one, and when it changes over.
import { RENEW_AHEAD_MS, RETRY_MS, StreamRefused, StreamRenewer, type StreamAddress } from './renew';

jest.mock('@/services/htdz/chapter', () => ({ getStreamUrl: jest.fn() }));
jest.mock('@/services/htdz/client', () => ({ htdzHost: () => '/htdz' }));

const MINUTE = 60_000;

function setUp(opts: { idle?: boolean } = {}) {
  const state = { idle: opts.idle ?? false, n: 0 };
  const fetch = jest.fn(async (): Promise<StreamAddress> => ({ url: `/htdz/readResourse/1?n=${++state.n}`, expiresAt: Date.now() + 10 * MINUTE }));
  const swap = jest.fn();
  const onFailed = jest.fn();
  const renewer = new StreamRenewer({ expiresAt: Date.now() + 10 * MINUTE, fetch, idle: () => state.idle, swap, onFailed });
  return { state, fetch, swap, onFailed, renewer };
}

/** Lets the promises of a renewal settle under fake timers. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('StreamRenewer', () => {
  it('asks for the next address two minutes before the current one expires, and again for each', async () => {
    const { fetch, swap, renewer } = setUp({ idle: true });
    jest.advanceTimersByTime(10 * MINUTE - RENEW_AHEAD_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    // paused: changed over at once
    expect(swap).toHaveBeenCalledWith('/htdz/readResourse/1?n=1');
    jest.advanceTimersByTime(10 * MINUTE - RENEW_AHEAD_MS);
    await settle();
    expect(swap).toHaveBeenLastCalledWith('/htdz/readResourse/1?n=2');
    renewer.stop();
  });

  it('while the video plays, the new address waits for a pause', async () => {
    const { state, swap, renewer } = setUp();
    jest.advanceTimersByTime(8 * MINUTE);
    await settle();
    expect(swap).not.toHaveBeenCalled();
    state.idle = true;
    renewer.paused();
    expect(swap).toHaveBeenCalledWith('/htdz/readResourse/1?n=1');
    // nothing waits any more: another pause changes nothing
    renewer.paused();
    expect(swap).toHaveBeenCalledTimes(1);
    renewer.stop();
  });

  it('after the player fails, changes over at once: to the address waiting, or a new one', async () => {
    const { fetch, swap, renewer } = setUp();
    jest.advanceTimersByTime(8 * MINUTE);
    await settle();
    await renewer.recover();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(swap).toHaveBeenLastCalledWith('/htdz/readResourse/1?n=1');
    jest.advanceTimersByTime(MINUTE);
    await renewer.recover();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(swap).toHaveBeenLastCalledWith('/htdz/readResourse/1?n=2');
    renewer.stop();
  });

  it('a renewal that cannot reach the server is tried again; a refused one is not', async () => {
    const { fetch, renewer } = setUp();
    fetch.mockRejectedValueOnce(new Error('Network Error'));
    jest.advanceTimersByTime(8 * MINUTE);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockRejectedValueOnce(new StreamRefused('没有权限查看该文件'));
    jest.advanceTimersByTime(RETRY_MS);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    jest.advanceTimersByTime(30 * MINUTE);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    renewer.stop();
  });

  it("says why the video cannot go on: the server's refusal, or a player that keeps failing", async () => {
    const refused = setUp();
    refused.fetch.mockRejectedValueOnce(new StreamRefused('没有权限查看该文件'));
    await refused.renewer.recover();
    expect(refused.onFailed).toHaveBeenCalledWith('没有权限查看该文件');
    refused.renewer.stop();

    const broken = setUp();
    await broken.renewer.recover();
    await broken.renewer.recover();
    expect(broken.onFailed).not.toHaveBeenCalled();
    await broken.renewer.recover();
    expect(broken.onFailed).toHaveBeenCalledWith(null);
    expect(broken.swap).toHaveBeenCalledTimes(2);
    broken.renewer.stop();
  });

  it('stopped (the player is gone), it asks for nothing', async () => {
    const { fetch, renewer } = setUp();
    renewer.stop();
    jest.advanceTimersByTime(60 * MINUTE);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
  });
});
