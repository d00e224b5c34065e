// A chapter video as a student studies it: streamed from short-lived signed addresses of the student's own (renewed
// as they expire: BlobUrl/renew.ts), carrying on where they stopped, and recording only what was really played
// (tracker.ts) to POST /stu/progress/watch (reporter.ts): every ~10 s while playing, on pause, at the end, and when
// the page is hidden or left. A video whose teacher does not allow seeking ahead puts a seek past the furthest second
// watched back there (SeekGuard); the server counts only played seconds either way.
import { Alert, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_DONE_RATIO, type ResourceProgress } from '@contract/study';
import type { ChapterResource } from '@contract/chapter';
import { fetchStreamAddress, mayBeExpired, StreamRenewer, useStreamUrl, type StreamAddress } from '@/components/BlobUrl';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { reportWatch } from '@/services/htdz/study';
import { KEEPALIVE } from './keepalive';
import { WatchReporter, type PlayerReading, type ReportReason } from './reporter';
import { clockText, resumePosition, SeekGuard } from './tracker';
import '@/locales/zh-CN/stu';

/** Seconds between reports while playing. */
export const REPORT_EVERY_MS = 10_000;
/** How long the "carried on from" note stays. */
const RESUMED_NOTE_MS = 6_000;
/** Far past any end: seeking there makes the browser read a recorded WebM through and learn its duration. */
const PROBE_TIME = 1e101;

type Props = {
  resource: ChapterResource;
  clazzId: number;
  progress: ResourceProgress;
  onProgress: (progress: ResourceProgress) => void;
  /** the player spans its box edge to edge (a phone): the lines under it keep a margin of their own */
  flush?: boolean;
};

type SaveState = { kind: 'ok' } | { kind: 'retrying' } | { kind: 'refused'; message: string };

/** Where the video's source comes from: its first signed address's expiry, and how to get the next (BlobUrl/renew.ts). */
type Stream = {
  expiresAt: number;
  fetch: () => Promise<StreamAddress>;
  /** the video cannot go on (the server's refusal, or null) */
  onFailed: (refusal: string | null) => void;
};

/** Attaches the player's events to a reporter and keeps it on fresh signed addresses; answers the clean-up. */
function watchPlayer(
  video: HTMLVideoElement,
  reporter: WatchReporter,
  player: { read: () => PlayerReading },
  savedPosition: number,
  onResumed: (at: number) => void,
  stream: Stream,
  /** null: the student may seek anywhere */
  guard: SeekGuard | null,
): () => void {
  const { tracker } = reporter;
  let probing = false;
  /** the video was put where it carries on from (resume has run): from then on a new source keeps its place */
  let started = false;
  /** whether the student had it playing (a failed player may say paused) */
  let playing = false;
  /** a change of source under way (a renewed address): where to carry on, and whether it was playing */
  let swapping: { at: number; play: boolean } | null = null;
  /** the last second the player was at, and the length it knew: what a report says while the source changes */
  let lastTime = savedPosition;
  let lastDuration = Number.NaN;
  player.read = () => (swapping ? { duration: lastDuration, position: swapping.at } : { duration: video.duration, position: video.currentTime });
  const state = (playing = !video.paused && !video.ended) => ({ playing, seeking: video.seeking || probing || swapping !== null, rate: video.playbackRate });

  const resume = () => {
    const carry = swapping;
    const at = carry ? carry.at : resumePosition(savedPosition, video.duration);
    if (probing || at > 0) video.currentTime = at;
    probing = false;
    swapping = null;
    started = true;
    tracker.jump(at);
    lastTime = at;
    if (Number.isFinite(video.duration)) lastDuration = video.duration;
    if (carry?.play) void Promise.resolve(video.play()).catch(() => undefined);
    else if (!carry && at > 0) onResumed(at);
  };
  const onMetadata = () => {
    if (Number.isFinite(video.duration)) return resume();
    // a MediaRecorder WebM says Infinity until read through: go far past the end, then come back
    probing = true;
    video.currentTime = PROBE_TIME;
  };
  const onDuration = () => {
    if (probing && Number.isFinite(video.duration)) resume();
  };
  const onTime = () => {
    // some browsers tell the learnt duration only by the clock
    if (probing) return onDuration();
    if (swapping) return;
    tracker.update(video.currentTime, state());
    guard?.update(video.currentTime, state());
    lastTime = video.currentTime;
    if (Number.isFinite(video.duration)) lastDuration = video.duration;
  };
  const onSeeking = () => {
    if (swapping) return;
    const back = guard && !probing ? guard.check(video.currentTime) : null;
    if (back !== null) {
      // ahead of what was watched: back to the furthest second (which seeks again, within the limit)
      video.currentTime = back;
      return;
    }
    tracker.jump(video.currentTime);
    if (!probing) lastTime = video.currentTime;
  };
  const onPlay = () => {
    playing = true;
  };
  const stop = (reason: ReportReason) => () => {
    if (swapping) return;
    playing = false;
    // the last quarter second before the pause was played too
    if (!probing) tracker.update(video.currentTime, state(true));
    tracker.jump(video.currentTime);
    void reporter.report(reason);
    if (reason === 'pause') renewer.paused();
  };
  const onPause = stop('pause');
  const onEnded = stop('ended');
  const leave = () => {
    if (!swapping) tracker.update(video.currentTime, state());
    void reporter.report('leave');
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  const timer = window.setInterval(() => {
    if (!video.paused) void reporter.report('tick');
  }, REPORT_EVERY_MS);

  // a renewed address: the seconds played so far are kept, and the video carries on from the same second
  const swap = (url: string) => {
    if (started && !swapping) {
      tracker.update(video.currentTime, state());
      swapping = { at: video.currentTime, play: playing };
    }
    // before it started, the new source starts as the first did (from the saved position)
    tracker.jump(null);
    probing = false;
    video.src = url;
  };
  const renewer = new StreamRenewer({
    expiresAt: stream.expiresAt,
    fetch: stream.fetch,
    idle: () => video.paused || video.ended,
    swap,
    onFailed: stream.onFailed,
  });
  const onError = () => {
    if (!mayBeExpired(video)) return stream.onFailed(null);
    // an expired address, most likely: carry on from the last second known
    if (started && !swapping) {
      tracker.jump(null);
      swapping = { at: lastTime, play: playing };
    }
    void renewer.recover();
  };

  const media: Array<[keyof HTMLMediaElementEventMap, () => void]> = [
    ['loadedmetadata', onMetadata],
    ['durationchange', onDuration],
    ['timeupdate', onTime],
    ['seeking', onSeeking],
    ['play', onPlay],
    ['pause', onPause],
    ['ended', onEnded],
    ['error', onError],
  ];
  media.forEach(([name, fn]) => video.addEventListener(name, fn));
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', leave);
  // the metadata may have arrived before the listeners
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
  return () => {
    renewer.stop();
    window.clearInterval(timer);
    media.forEach(([name, fn]) => video.removeEventListener(name, fn));
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', leave);
    leave();
  };
}

export default function StudyVideo({ resource, clazzId, progress, onProgress, flush = false }: Props) {
  const t = useT();
  const blob = useStreamUrl(resource.resourceId);
  const ref = useRef<HTMLVideoElement>(null);
  // the latest props, read by the player's events without re-attaching them
  const latest = useRef({ progress, onProgress });
  latest.current = { progress, onProgress };
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'ok' });
  /** the video could not go on: the server's refusal of a new address, or null (none could be had) */
  const [stopped, setStopped] = useState<{ refusal: string | null } | null>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || !blob.url || blob.expiresAt === null) return undefined;
    setStopped(null);
    const player = { read: (): PlayerReading => ({ duration: video.duration, position: video.currentTime }) };
    const reporter = new WatchReporter({
      clazzId,
      resourceId: resource.resourceId,
      position: latest.current.progress.position,
      read: () => player.read(),
      send: async (body, leaving) => {
        const answer = await reportWatch(body, { skipErrorHandler: true, ...(leaving ? KEEPALIVE : {}) });
        // a 401 answer has no progress (the request helper is on its way to the login page)
        if (!answer.success || !answer.obj) throw new Error(answer.message);
        return answer.obj;
      },
      onAnswer: (answer) => {
        setSave({ kind: 'ok' });
        latest.current.onProgress(answer);
      },
      onError: (e) => {
        const refusal = bizMessage(e);
        setSave(refusal === null ? { kind: 'retrying' } : { kind: 'refused', message: refusal });
      },
    });
    const stream: Stream = {
      expiresAt: blob.expiresAt,
      fetch: () => fetchStreamAddress(resource.resourceId),
      onFailed: (refusal) => setStopped({ refusal }),
    };
    const guard = resource.allowSeek ? null : new SeekGuard(latest.current.progress.watched);
    return watchPlayer(video, reporter, player, latest.current.progress.position, setResumedAt, stream, guard);
  }, [blob.url, blob.expiresAt, clazzId, resource.resourceId, resource.allowSeek]);

  useEffect(() => {
    if (resumedAt === null) return undefined;
    const timer = window.setTimeout(() => setResumedAt(null), RESUMED_NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [resumedAt]);

  const ratio = Math.round(VIDEO_DONE_RATIO * 100);
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="study-video-box">
      {blob.error && <Alert type="error" showIcon message={t('stu.video.loadFailed')} />}
      {stopped && (
        <Alert
          type="error"
          showIcon
          data-testid="study-video-stopped"
          message={stopped.refusal ? t('stu.video.stopped', { message: stopped.refusal }) : t('stu.video.loadFailed')}
        />
      )}
      {!blob.error && !blob.url && (
        <Spin tip={t('stu.video.loading')}>
          <div style={{ height: 240 }} />
        </Spin>
      )}
      {blob.url && (
        <div style={{ position: 'relative' }}>
          {/* biome-ignore lint/a11y/useMediaCaption: teachers upload lecture videos without caption files; there is no track to offer */}
          <video
            ref={ref}
            data-testid="study-video"
            src={blob.url}
            controls
            // a phone plays it in the page (where the progress is watched), full screen only when asked
            playsInline
            preload="metadata"
            style={{ width: '100%', maxHeight: 540, background: '#000', display: 'block' }}
          />
          {resumedAt !== null && (
            <div
              data-testid="study-video-resumed"
              role="status"
              style={{
                position: 'absolute',
                left: 12,
                top: 12,
                padding: '4px 10px',
                borderRadius: 4,
                background: 'rgba(0,0,0,0.65)',
                color: '#fff',
                fontSize: 13,
              }}
            >
              {t('stu.video.resumed', { time: clockText(resumedAt) })}
            </div>
          )}
        </div>
      )}
      <Space wrap size={12} style={flush ? { padding: '0 12px' } : undefined}>
        <Typography.Text strong data-testid="study-video-percent">
          {t('stu.video.percent', { percent: progress.percent })}
        </Typography.Text>
        {progress.completed && (
          <Tag color="success" data-testid="study-video-completed">
            {t('stu.video.completed')}
          </Tag>
        )}
        {save.kind === 'retrying' && (
          <Typography.Text type="warning" data-testid="study-video-unsaved">
            {t('stu.video.saveFailed')}
          </Typography.Text>
        )}
        {save.kind === 'refused' && (
          <Typography.Text type="danger" data-testid="study-video-unsaved">
            {t('stu.video.refused', { message: save.message })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('stu.video.hint', { ratio })}
        </Typography.Text>
        {!resource.allowSeek && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="study-video-no-seek">
            {t('stu.video.noSeek')}
          </Typography.Text>
        )}
      </Space>
    </Space>
  );
}
