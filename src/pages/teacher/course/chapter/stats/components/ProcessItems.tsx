// One student's items of a chapter (the text as the null entry): whether the text was read, and each resource's progress (for a video the parts
// played, the time watched and where they stopped; when it was first opened and last studied).
import { List, Progress, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { StudentProcess } from '@contract/chapter-stats';
import { useT } from '@/components/Locale';
import { KindTag } from './ItemsTable';
import { clock } from '@/utils/study-statistics';
import WatchedBar from './WatchedBar';
import '@/locales/zh-CN/stats';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');

type Item = StudentProcess['resources'][number];

export default function ProcessItems({ process }: { process: StudentProcess }) {
  const t = useT();
  const done = (completed: boolean) => (completed ? <Tag color="success">{t('stats.completed')}</Tag> : <Tag>{t('stats.notCompleted')}</Tag>);
  const text = () => (
    <List.Item data-testid="stats-process-text">
      <List.Item.Meta
        avatar={<KindTag kind="text" />}
        title={t('stats.item.text')}
        description={process.contentReadAt ? t('stats.process.readAt', { time: time(process.contentReadAt) }) : t('stats.process.notRead')}
      />
      {done(process.contentReadAt !== null)}
    </List.Item>
  );
  const resource = ({ resourceId, kind, title, progress: p }: Item) => (
    <List.Item data-testid={`stats-process-resource-${resourceId}`}>
      <List.Item.Meta
        avatar={<KindTag kind={kind} />}
        title={title}
        description={
          <Space direction="vertical" size={4} style={{ width: '100%' }}>
            <Progress percent={p.percent} size="small" status={p.completed ? 'success' : 'normal'} style={{ margin: 0, maxWidth: 360 }} />
            {kind === 'video' && (
              <>
                <WatchedBar watched={p.watched} duration={p.duration} width={360} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('stats.process.watched', { watched: clock(p.watchedSeconds), duration: clock(p.duration), position: clock(p.position) })}
                </Typography.Text>
              </>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {p.openedAt
                ? t('stats.process.opened', { opened: time(p.openedAt), updated: p.updatedAt ? time(p.updatedAt) : '—' })
                : t('stats.process.notOpened')}
            </Typography.Text>
          </Space>
        }
      />
      {done(p.completed)}
    </List.Item>
  );
  const entries: Array<Item | null> = [...(process.contentItem ? [null] : []), ...process.resources];
  return (
    <List<Item | null>
      data-testid="stats-process-items"
      locale={{ emptyText: t('stats.items.empty') }}
      dataSource={entries}
      rowKey={(e) => (e === null ? 'text' : `r${e.resourceId}`)}
      renderItem={(e) => (e === null ? text() : resource(e))}
    />
  );
}
