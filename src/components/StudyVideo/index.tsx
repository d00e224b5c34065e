// A chapter video as a student studies it: played in the page from a token-fetched blob, carrying on where they
// stopped, and recording only what was really played (tracker.ts) to POST /stu/progress/watch (reporter.ts):
// every ~10 s while playing, on pause, at the end, and when the page is hidden or left.
import { Alert, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { VIDEO_DONE_RATIO, type ResourceProgress } from '../../../contract/study';
import type { ChapterResource } from '../../../contract/chapter';
import { useStreamUrl } from '@/components/BlobUrl';
import { useT } from '@/components/Locale';
import { bizMessage } from '@/components/RequestError';
import { reportWatch } from '@/services/htdz/study';
import { KEEPALIVE } from './keepalive';
import { WatchReporter, type ReportReason } from './reporter';
import { clockText, resumePosition } from './tracker';

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
};

type SaveState = { kind: 'ok' } | { kind: 'retrying' } | { kind: 'refused'; message: string };

/** Attaches the player's events to a reporter; answers the clean-up. */
function watchPlayer(video: HTMLVideoElement, reporter: WatchReporter, savedPosition: number, onResumed: (at: number) => void): () => void {
  const { tracker } = reporter;
  let probing = false;
  const state = (playing = !video.paused && !video.ended) => ({ playing, seeking: video.seeking || probing, rate: video.playbackRate });

  const resume = () => {
    const at = resumePosition(savedPosition, video.duration);
    if (probing || at > 0) video.currentTime = at;
    probing = false;
    tracker.jump(at);
    if (at > 0) onResumed(at);
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
    tracker.update(video.currentTime, state());
  };
  const onSeeking = () => tracker.jump(video.currentTime);
  const stop = (reason: ReportReason) => () => {
    // the last quarter second before the pause was played too
    if (!probing) tracker.update(video.currentTime, state(true));
    tracker.jump(video.currentTime);
    void reporter.report(reason);
  };
  const onPause = stop('pause');
  const onEnded = stop('ended');
  const leave = () => {
    tracker.update(video.currentTime, state());
    void reporter.report('leave');
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  const timer = window.setInterval(() => {
    if (!video.paused) void reporter.report('tick');
  }, REPORT_EVERY_MS);

  const media: Array<[keyof HTMLMediaElementEventMap, () => void]> = [
    ['loadedmetadata', onMetadata],
    ['durationchange', onDuration],
    ['timeupdate', onTime],
    ['seeking', onSeeking],
    ['pause', onPause],
    ['ended', onEnded],
  ];
  media.forEach(([name, fn]) => video.addEventListener(name, fn));
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', leave);
  // the metadata may have arrived before the listeners
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
  return () => {
    window.clearInterval(timer);
    media.forEach(([name, fn]) => video.removeEventListener(name, fn));
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', leave);
    leave();
  };
}

export default function StudyVideo({ resource, clazzId, progress, onProgress }: Props) {
  const t = useT();
  const blob = useStreamUrl(resource.resourceId);
  const ref = useRef<HTMLVideoElement>(null);
  // the latest props, read by the player's events without re-attaching them
  const latest = useRef({ progress, onProgress });
  latest.current = { progress, onProgress };
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'ok' });

  useEffect(() => {
    const video = ref.current;
    if (!video || !blob.url) return undefined;
    const reporter = new WatchReporter({
      clazzId,
      resourceId: resource.resourceId,
      position: latest.current.progress.position,
      read: () => ({ duration: video.duration, position: video.currentTime }),
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
    return watchPlayer(video, reporter, latest.current.progress.position, setResumedAt);
  }, [blob.url, clazzId, resource.resourceId]);

  useEffect(() => {
    if (resumedAt === null) return undefined;
    const timer = window.setTimeout(() => setResumedAt(null), RESUMED_NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [resumedAt]);

  const ratio = Math.round(VIDEO_DONE_RATIO * 100);
  return (
    <Space direction="vertical" size={8} style={{ width: '100%' }} data-testid="study-video-box">
      {blob.error && <Alert type="error" showIcon message={t('stu.video.loadFailed')} />}
      {!blob.error && !blob.url && (
        <Spin tip={t('stu.video.loading')}>
          <div style={{ height: 240 }} />
        </Spin>
      )}
      {blob.url && (
        <div style={{ position: 'relative' }}>
          <video ref={ref} data-testid="study-video" src={blob.url} controls preload="metadata" style={{ width: '100%', maxHeight: 540, background: '#000', display: 'block' }} />
          {resumedAt !== null && (
            <div
              data-testid="study-video-resumed"
              role="status"
              style={{ position: 'absolute', left: 12, top: 12, padding: '4px 10px', borderRadius: 4, background: 'rgba(0,0,0,0.65)', color: '#fff', fontSize: 13 }}
            >
              {t('stu.video.resumed', { time: clockText(resumedAt) })}
            </div>
          )}
        </div>
      )}
      <Space wrap size={12}>
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
      </Space>
    </Space>
  );
}
