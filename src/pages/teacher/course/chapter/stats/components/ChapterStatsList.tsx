// Every chapter of the course for one class, in reading order (sections indented): its average progress and how
// many students completed it; chapters the class does not see are marked 对本班隐藏.
import { Card, Empty, Progress, Space, Spin, Tag, Typography, theme } from 'antd';
import type { ChapterStatsRow } from '@contract/chapter-stats';
import { useT } from '@/components/Locale';
import { inReadingOrder } from '@/utils/study-statistics';
import '@/locales/zh-CN/stats';

type Props = {
  rows: ChapterStatsRow[] | undefined;
  loading: boolean;
  selectedId: number;
  onSelect: (row: ChapterStatsRow) => void;
};

export default function ChapterStatsList({ rows, loading, selectedId, onSelect }: Props) {
  const t = useT();
  const { token } = theme.useToken();
  const ordered = inReadingOrder(rows ?? []);
  return (
    <Card title={t('stats.chapters.title')} size="small" styles={{ body: { padding: 8 } }}>
      <Spin spinning={loading}>
        <div data-testid="stats-chapter-tree" role="listbox" aria-label={t('stats.chapters.title')}>
          {ordered.length === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.chapters.empty')} />}
          {ordered.map((row) => {
            const selected = row.chapterId === selectedId;
            return (
              <div
                key={row.chapterId}
                role="option"
                aria-selected={selected}
                tabIndex={0}
                data-testid={`stats-chapter-${row.chapterId}`}
                onClick={() => onSelect(row)}
                onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onSelect(row)}
                style={{
                  cursor: 'pointer',
                  padding: '6px 8px',
                  paddingLeft: row.depth === 1 ? 28 : 8,
                  borderRadius: token.borderRadius,
                  background: selected ? token.colorPrimaryBg : undefined,
                  opacity: row.hidden ? 0.65 : 1,
                }}
              >
                <Space size={4} style={{ width: '100%', justifyContent: 'space-between' }} align="start">
                  <Typography.Text strong={row.depth === 0} ellipsis={{ tooltip: row.title }} style={{ maxWidth: 200 }}>
                    {row.title}
                  </Typography.Text>
                  {row.hidden && (
                    <Tag color="default" style={{ marginInlineEnd: 0 }}>
                      {t('stats.chapters.hidden')}
                    </Tag>
                  )}
                </Space>
                <Progress percent={row.averageProgress} size="small" style={{ margin: 0 }} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('stats.chapters.completed', { completed: row.completedCount, students: row.studentCount })}
                </Typography.Text>
              </div>
            );
          })}
        </div>
      </Spin>
    </Card>
  );
}
