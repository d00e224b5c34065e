// Which parts of a video a student played: a thin bar as long as the video with the played stretches filled.
import { Tooltip, theme } from 'antd';
import type { WatchInterval } from '@contract/study';
import { useT } from '@/components/Locale';
import { clock, watchedSegments } from '@/utils/study-statistics';
import '@/locales/zh-CN/stats';

type Props = { watched: readonly WatchInterval[]; duration: number | null; width?: number | string };

export default function WatchedBar({ watched, duration, width = '100%' }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const segments = watchedSegments(watched, duration);
  const tip = duration
    ? watched.length > 0
      ? watched.map(([a, b]) => `${clock(a)}–${clock(b)}`).join('，')
      : t('stats.watched.none')
    : t('stats.watched.unknown');
  return (
    <Tooltip title={tip}>
      <div
        data-testid="stats-watched-bar"
        role="img"
        aria-label={tip}
        style={{ position: 'relative', width, height: 6, borderRadius: 3, background: token.colorFillSecondary, overflow: 'hidden' }}
      >
        {segments.map((s) => (
          <div key={s.left} style={{ position: 'absolute', top: 0, bottom: 0, left: `${s.left}%`, width: `${s.width}%`, background: token.colorPrimary }} />
        ))}
      </div>
    </Tooltip>
  );
}
