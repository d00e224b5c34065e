// Small charts without a chart library: a bar chart (a histogram or one bar per item) and a list of horizontal
// bars (progress, mastery). Plain SVG sized by a viewBox, a title for screen readers, the value of every bar in
// its tooltip; the texts come from the page (Chinese, from src/locales).
import { Empty, theme, Typography } from 'antd';
import { useId } from 'react';

export type Bar = { key: string | number; label: string; value: number };

type BarChartProps = {
  /** what the chart shows; the accessible name of the figure */
  title: string;
  bars: Bar[];
  /** the top of the scale; the largest value when absent */
  max?: number;
  /** how a value reads on the bar and in its tooltip, e.g. (v) => `${v} 人` */
  format?: (value: number) => string;
  /** shown instead of the chart when there are no bars */
  empty: string;
  height?: number;
  'data-testid'?: string;
};

/** The narrowest a chart is drawn (viewBox units; one unit is a pixel at full size) and the room per bar. */
const MIN_WIDTH = 360;
const SLOT = 64;
const TOP = 22;
const BOTTOM = 28;

/** A label cut to what fits under its bar (about 12 units a character). */
const fitLabel = (label: string, room: number) => {
  const chars = Math.max(2, Math.floor(room / 12));
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
};

/** Vertical bars with their label below and value above; one colour, the theme's primary. */
export function BarChart({ title, bars, max, format = String, empty, height = 200, 'data-testid': testId }: BarChartProps) {
  const { token } = theme.useToken();
  const id = useId();
  if (bars.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} data-testid={testId} />;
  const top = Math.max(max ?? 0, ...bars.map((b) => b.value), 1);
  const width = Math.max(bars.length * SLOT, MIN_WIDTH);
  const slot = width / bars.length;
  const barWidth = Math.min(slot * 0.6, 48);
  const plot = height - TOP - BOTTOM;
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <svg role="img" aria-labelledby={`${id}-t`} viewBox={`0 0 ${width} ${height}`} width="100%" style={{ maxWidth: width, height: 'auto', display: 'block' }}>
        <title id={`${id}-t`}>{`${title}：${bars.map((b) => `${b.label} ${format(b.value)}`).join('，')}`}</title>
        <line x1={0} x2={width} y1={TOP + plot} y2={TOP + plot} stroke={token.colorBorder} />
        {bars.map((b, i) => {
          const h = Math.round((Math.max(0, b.value) / top) * plot);
          const centre = i * slot + slot / 2;
          return (
            <g key={b.key} data-testid={testId && `${testId}-bar`}>
              <title>{`${b.label}：${format(b.value)}`}</title>
              <rect x={centre - barWidth / 2} y={TOP + plot - h} width={barWidth} height={h} rx={2} fill={token.colorPrimary} />
              <text x={centre} y={TOP + plot - h - 6} textAnchor="middle" fontSize={12} fill={token.colorText}>
                {format(b.value)}
              </text>
              <text x={centre} y={height - 10} textAnchor="middle" fontSize={12} fill={token.colorTextSecondary}>
                {fitLabel(b.label, slot)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}

type BarListProps = {
  title: string;
  /** values 0–100 */
  items: Bar[];
  empty: string;
  format?: (value: number) => string;
  'data-testid'?: string;
};

/** One row per item: its name, a track filled to the value (0–100) and the value; each row a meter. */
export function BarList({ title, items, empty, format = (v) => `${v}%`, 'data-testid': testId }: BarListProps) {
  const { token } = theme.useToken();
  const id = useId();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} data-testid={testId} />;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={`${id}-t`} data-testid={testId}>
      <figcaption id={`${id}-t`} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {title}
      </figcaption>
      {items.map((item) => {
        const value = Math.min(100, Math.max(0, item.value));
        return (
          // biome-ignore lint/a11y/useSemanticElements: a bar drawn with divs, described as a meter; <meter> cannot be styled this way
          <div
            key={item.key}
            role="meter"
            aria-label={item.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={value}
            aria-valuetext={format(item.value)}
            style={{ display: 'grid', gridTemplateColumns: 'minmax(80px, 30%) 1fr 56px', alignItems: 'center', gap: 8, padding: '4px 0' }}
          >
            <Typography.Text ellipsis={{ tooltip: item.label }}>{item.label}</Typography.Text>
            <svg viewBox="0 0 100 8" preserveAspectRatio="none" width="100%" height={8} aria-hidden>
              <rect x={0} y={0} width={100} height={8} rx={4} fill={token.colorFillSecondary} />
              <rect x={0} y={0} width={value} height={8} rx={4} fill={value >= 60 ? token.colorPrimary : token.colorWarning} />
            </svg>
            <Typography.Text style={{ textAlign: 'right' }}>{format(item.value)}</Typography.Text>
          </div>
        );
      })}
    </figure>
  );
}
