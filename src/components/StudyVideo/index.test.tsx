import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { ChapterResource } from '@contract/chapter';
import type { ResourceProgress } from '@contract/study';
import { renderAntd } from '../../../tests/unit/render';
import { ok } from '../../../tests/unit/envelope';
import { fetchStreamAddress, StreamRefused } from '@/components/BlobUrl';
import { RENEW_AHEAD_MS } from '@/components/BlobUrl/renew';
import { reportWatch } from '@/services/htdz/study';
import StudyVideo from '.';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/components/BlobUrl', () => ({
  ...jest.requireActual('@/components/BlobUrl/renew'),
  useStreamUrl: () => ({ url: '/htdz/readResourse/9101?expires=1&sig=x&u=7', expiresAt: mockStream.expiresAt, error: false, loading: false }),
  fetchStreamAddress: jest.fn(),
}));
jest.mock('@/services/htdz/study', () => ({ reportWatch: jest.fn() }));

const report = reportWatch as jest.MockedFunction<typeof reportWatch>;
const nextAddress = fetchStreamAddress as jest.MockedFunction<typeof fetchStreamAddress>;
/** when the first address expires: in ten minutes, unless a test says otherwise */
const mockStream = { expiresAt: 0 };

const resource: ChapterResource = {
  resourceId: 1,
  chapterId: 2,
  kind: 'video',
  title: '讲解视频.mp4',
  url: '/readResourse/9101',
  size: 1000,
  serialNum: 1,
  libraryResourceId: 7,
  taskPoint: true,
  allowSeek: true,
  conversion: null,
  pdfUrl: null,
};
const start = (position: number): ResourceProgress => ({
  resourceId: 1,
  percent: 16,
  completed: false,
  position,
  watchedSeconds: 95,
  duration: 600,
  watched: [[0, 95]],
  openedAt: '2025-03-18T08:00:00.000Z',
  updatedAt: '2025-03-18T08:00:00.000Z',
});

function Harness({ position, allowSeek = true }: { position: number; allowSeek?: boolean }) {
  const [progress, setProgress] = useState(start(position));
  return <StudyVideo resource={{ ...resource, allowSeek }} clazzId={1} progress={progress} onProgress={setProgress} />;
}

/** A <video> whose clock and state the test sets (jsdom plays nothing). */
function player() {
  const video = screen.getByTestId('study-video') as HTMLVideoElement;
  const state = { duration: Number.NaN, time: 0, paused: true, seeking: false, seeks: [] as number[], error: null as { code: number } | null };
  const play = jest.fn(async () => undefined);
  Object.defineProperties(video, {
    error: { get: () => state.error },
    play: { value: play },
    duration: { get: () => state.duration },
    paused: { get: () => state.paused },
    ended: { get: () => false },
    seeking: { get: () => state.seeking },
    playbackRate: { get: () => 1 },
    currentTime: {
      get: () => state.time,
      set: (v: number) => {
        state.seeks.push(v);
        state.time = Number.isFinite(state.duration) ? Math.min(v, state.duration) : v;
      },
    },
  });
  const fire = (name: string) => act(() => void fireEvent(video, new Event(name)));
  const playTo = (to: number) => {
    state.paused = false;
    while (state.time < to - 1e-9) {
      state.time = Math.round((state.time + 0.25) * 100) / 100;
      fire('timeupdate');
    }
  };
  return { video, state, fire, playTo, play };
}

beforeEach(() => {
  mockStream.expiresAt = Date.now() + 600_000;
  nextAddress.mockReset();
  report.mockReset();
  report.mockImplementation(async (body) => ok({ ...start(body.position), percent: 17, watched: [[0, 100]], watchedSeconds: 100 }));
});

describe('a student watching a chapter video', () => {
  it('cannot jump ahead of what they watched when the teacher does not allow it, and may go back', () => {
    renderAntd(<Harness position={90} allowSeek={false} />);
    const p = player();
    p.state.duration = 600;
    p.fire('loadedmetadata');
    expect(screen.getByTestId('study-video-no-seek').textContent).toBe('本视频不能向前拖动进度条，已看过的部分可以回看。');
    p.playTo(100);
    // a drag to 5:00 is put back to the furthest second watched
    p.state.time = 300;
    p.fire('seeking');
    expect(p.state.time).toBe(100);
    // back is fine
    p.state.time = 30;
    p.fire('seeking');
    expect(p.state.time).toBe(30);
  });

  it('lets them seek anywhere when it is allowed', () => {
    renderAntd(<Harness position={90} />);
    const p = player();
    p.state.duration = 600;
    p.fire('loadedmetadata');
    expect(screen.queryByTestId('study-video-no-seek')).toBeNull();
    p.state.time = 300;
    p.fire('seeking');
    expect(p.state.time).toBe(300);
  });

  it('carries on where they stopped last time and says so', () => {
    renderAntd(<Harness position={95} />);
    const p = player();
    p.state.duration = 600;
    p.fire('loadedmetadata');
    expect(p.state.seeks).toEqual([95]);
    expect(screen.getByTestId('study-video-resumed').textContent).toBe('上次看到 01:35，已从该处继续');
  });

  it('starts from the beginning when they had watched to the end', () => {
    renderAntd(<Harness position={599} />);
    const p = player();
    p.state.duration = 600;
    p.fire('loadedmetadata');
    expect(p.state.seeks).toEqual([]);
    expect(screen.queryByTestId('study-video-resumed')).toBeNull();
  });

  it('learns the duration of a video recorded in a browser before carrying on', () => {
    renderAntd(<Harness position={20} />);
    const p = player();
    p.state.duration = Number.POSITIVE_INFINITY;
    p.fire('loadedmetadata');
    expect(p.state.seeks).toEqual([1e101]);
    p.state.duration = 42.5;
    p.fire('durationchange');
    expect(p.state.seeks).toEqual([1e101, 20]);
    expect(p.state.time).toBe(20);
  });

  it('reports what was played when they pause, and shows the answer', async () => {
    renderAntd(<Harness position={95} />);
    const p = player();
    p.state.duration = 600;
    p.fire('loadedmetadata');
    expect(screen.getByTestId('study-video-percent').textContent).toBe('已观看 16%');
    p.playTo(100);
    p.state.paused = true;
    p.fire('pause');
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report.mock.calls[0][0]).toEqual({ clazzId: 1, resourceId: 1, duration: 600, position: 100, intervals: [[95, 100]] });
    await waitFor(() => expect(screen.getByTestId('study-video-percent').textContent).toBe('已观看 17%'));
  });

  it('does not count a drag of the scrubber', async () => {
    renderAntd(<Harness position={0} />);
    const p = player();
    p.state.duration = 600;
    p.fire('loadedmetadata');
    p.playTo(5);
    // dragged to 05:00 while playing
    p.state.seeking = true;
    p.state.time = 300;
    p.fire('seeking');
    p.fire('timeupdate');
    p.state.seeking = false;
    p.playTo(302);
    p.state.paused = true;
    p.fire('pause');
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report.mock.calls[0][0].intervals).toEqual([
      [0, 5],
      [300, 302],
    ]);
  });

  it('says when progress could not be saved, and sends it again with the next report', async () => {
    report.mockRejectedValueOnce(new Error('Network Error'));
    renderAntd(<Harness position={0} />);
    const p = player();
    p.state.duration = 600;
    p.fire('loadedmetadata');
    p.playTo(3);
    p.state.paused = true;
    p.fire('pause');
    await waitFor(() => expect(screen.getByTestId('study-video-unsaved').textContent).toContain('稍后会自动重试'));
    p.playTo(6);
    p.state.paused = true;
    p.fire('pause');
    await waitFor(() => expect(report).toHaveBeenCalledTimes(2));
    expect(report.mock.calls[1][0].intervals).toEqual([[0, 6]]);
    await waitFor(() => expect(screen.queryByTestId('study-video-unsaved')).toBeNull());
  });

  it('reports what is left when the player goes away', async () => {
    const view = renderAntd(<Harness position={0} />);
    const p = player();
    p.state.duration = 600;
    p.fire('loadedmetadata');
    p.playTo(4);
    view.unmount();
    await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
    expect(report.mock.calls[0][0]).toMatchObject({ position: 4, intervals: [[0, 4]] });
  });

  describe('on signed addresses that last ten minutes', () => {
    const RENEWED = '/htdz/readResourse/9101?expires=2&sig=y&u=7';
    /** the new source loads from its start; then its metadata */
    const reload = (p: ReturnType<typeof player>) => {
      p.state.time = 0;
      p.state.duration = Number.NaN;
      p.fire('emptied');
      p.fire('timeupdate');
      p.state.duration = 600;
      p.fire('loadedmetadata');
    };

    it('takes the next address before the first expires, while paused, and stays at the same second', async () => {
      // the renewal is due now
      mockStream.expiresAt = Date.now() + RENEW_AHEAD_MS;
      nextAddress.mockResolvedValue({ url: RENEWED, expiresAt: Date.now() + 600_000 });
      renderAntd(<Harness position={0} />);
      const p = player();
      p.state.duration = 600;
      p.fire('loadedmetadata');
      p.playTo(40);
      p.state.paused = true;
      p.fire('pause');
      await waitFor(() => expect(p.video.getAttribute('src')).toBe(RENEWED));
      expect(nextAddress).toHaveBeenCalledWith(1);
      reload(p);
      expect(p.state.seeks).toEqual([40]);
      expect(p.play).not.toHaveBeenCalled();
      p.playTo(45);
      p.state.paused = true;
      p.fire('pause');
      await waitFor(() => expect(report).toHaveBeenCalledTimes(2));
      expect(report.mock.calls.map((c) => c[0].intervals)).toEqual([[[0, 40]], [[40, 45]]]);
    });

    it('an address that expired mid-play: changes over at once and plays on from where it was, counting nothing twice', async () => {
      nextAddress.mockResolvedValue({ url: RENEWED, expiresAt: Date.now() + 600_000 });
      renderAntd(<Harness position={0} />);
      const p = player();
      p.state.duration = 600;
      p.fire('loadedmetadata');
      p.fire('play');
      p.playTo(30);
      // the next range request on the old address is refused: the player fails with a network error
      p.state.error = { code: 2 };
      p.fire('error');
      await waitFor(() => expect(p.video.getAttribute('src')).toBe(RENEWED));
      p.state.error = null;
      p.state.paused = true;
      reload(p);
      expect(p.state.seeks).toEqual([30]);
      expect(p.play).toHaveBeenCalledTimes(1);
      p.playTo(33);
      p.state.paused = true;
      p.fire('pause');
      await waitFor(() => expect(report).toHaveBeenCalledTimes(1));
      expect(report.mock.calls[0][0]).toMatchObject({ position: 33, intervals: [[0, 33]] });
      expect(screen.queryByTestId('study-video-stopped')).toBeNull();
    });

    it("stops with the server's words when it refuses a new address (the student left the class)", async () => {
      nextAddress.mockRejectedValue(new StreamRefused('没有权限查看该文件'));
      renderAntd(<Harness position={0} />);
      const p = player();
      p.state.duration = 600;
      p.fire('loadedmetadata');
      p.playTo(5);
      p.state.error = { code: 2 };
      p.fire('error');
      await waitFor(() => expect(screen.getByTestId('study-video-stopped').textContent).toBe('视频无法继续播放：没有权限查看该文件'));
    });
  });
});
