import type { ReportWatchInput, ResourceProgress } from '@contract/study';
import { WatchReporter, type PlayerReading } from './reporter';

const playing = { playing: true, seeking: false, rate: 1 };

const answer = (body: ReportWatchInput): ResourceProgress => ({
  resourceId: body.resourceId,
  percent: 10,
  completed: false,
  position: body.position,
  watchedSeconds: 0,
  duration: body.duration,
  watched: body.intervals,
  openedAt: null,
  updatedAt: '2025-03-20T08:00:00.000Z',
});

function setup(reading: PlayerReading | null = { duration: 600, position: 0 }) {
  const player = { reading };
  const sent: ReportWatchInput[] = [];
  const send = jest.fn(async (body: ReportWatchInput) => {
    sent.push(body);
    return answer(body);
  });
  const onAnswer = jest.fn();
  const onError = jest.fn();
  const reporter = new WatchReporter({ clazzId: 1, resourceId: 7, position: 0, read: () => player.reading, send, onAnswer, onError });
  const watch = (from: number, to: number) => {
    for (let t = from; t <= to; t += 0.25) reporter.tracker.update(t, playing);
    if (player.reading) player.reading = { ...player.reading, position: to };
  };
  return { player, reporter, send, sent, onAnswer, onError, watch };
}

describe('reporting what a student watched', () => {
  it('sends the played seconds with duration and position, and hands the answer on', async () => {
    const { reporter, sent, onAnswer, watch } = setup();
    watch(0, 10);
    await reporter.report('tick');
    expect(sent).toEqual([{ clazzId: 1, resourceId: 7, duration: 600, position: 10, intervals: [[0, 10]] }]);
    expect(onAnswer).toHaveBeenCalledWith(expect.objectContaining({ resourceId: 7, position: 10 }));
  });

  it('sends nothing while nothing new was played, except a moved position on pause', async () => {
    const { player, reporter, send } = setup();
    await reporter.report('tick');
    await reporter.report('ended');
    await reporter.report('pause');
    expect(send).not.toHaveBeenCalled();
    // the student dragged to 02:00 and paused there without playing
    player.reading = { duration: 600, position: 120 };
    await reporter.report('tick');
    expect(send).not.toHaveBeenCalled();
    await reporter.report('pause');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toMatchObject({ position: 120, intervals: [] });
    await reporter.report('pause');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('waits until the duration is known (videos recorded in a browser say Infinity at first)', async () => {
    const { player, reporter, send, watch } = setup({ duration: Number.POSITIVE_INFINITY, position: 0 });
    watch(0, 5);
    await reporter.report('tick');
    expect(send).not.toHaveBeenCalled();
    player.reading = { duration: 42.5, position: 5 };
    await reporter.report('tick');
    expect(send.mock.calls[0][0]).toMatchObject({ duration: 42.5, intervals: [[0, 5]] });
  });

  it('sends the seconds of a failed report again with the next one, and drops them once acknowledged', async () => {
    const { reporter, send, onError, watch } = setup();
    watch(0, 10);
    send.mockRejectedValueOnce(new Error('network down'));
    await reporter.report('tick');
    expect(onError).toHaveBeenCalledTimes(1);
    watch(10.25, 20);
    await reporter.report('tick');
    expect(send.mock.calls[1][0].intervals).toEqual([[0, 20]]);
    watch(20.25, 25);
    await reporter.report('tick');
    expect(send.mock.calls[2][0].intervals).toEqual([[20, 25]]);
  });

  it('sends one report at a time: a pause during a report follows it', async () => {
    const { reporter, send, sent, watch } = setup();
    let release: () => void = () => undefined;
    send.mockImplementationOnce(
      (body: ReportWatchInput) =>
        new Promise<ResourceProgress>((resolve) => {
          sent.push(body);
          release = () => resolve(answer(body));
        }),
    );
    watch(0, 10);
    const first = reporter.report('tick');
    watch(10.25, 14);
    await reporter.report('pause');
    expect(send).toHaveBeenCalledTimes(1);
    release();
    await first;
    expect(send).toHaveBeenCalledTimes(2);
    expect(sent[1]).toMatchObject({ position: 14, intervals: [[10, 14]] });
  });

  it('a page leaving sends at once, asking for a request that outlives the page', async () => {
    const { reporter, send, watch } = setup();
    watch(0, 3);
    await reporter.report('leave');
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ intervals: [[0, 3]] }), true);
  });
});
