// The bell's list of the latest notices, loaded when the bell is first opened: antd's List brings its pagination and
// that its page-size Select, which no other part of most pages needs (issue P14: page weight).
import { Badge, Empty, Spin, Typography } from 'antd';
import List from '@/components/PlainList';
import dayjs from 'dayjs';
import type { Notice } from '@contract/auth';
import { useT } from '@/components/Locale';

type Props = { notices: Notice[] | undefined; loading: boolean; onOpen: (notice: Notice) => void };

export default function NoticeList({ notices, loading, onOpen }: Props) {
  const t = useT();
  if (loading && !notices) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (!notices?.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />;
  return (
    <List
      size="small"
      dataSource={notices}
      renderItem={(n) => (
        <List.Item key={n.noticeId} onClick={() => onOpen(n)} style={{ cursor: 'pointer', alignItems: 'flex-start' }} data-testid={`notice-${n.noticeId}`}>
          <List.Item.Meta
            title={
              <Badge dot={!n.read} offset={[6, 0]}>
                <Typography.Text strong={!n.read}>{n.title}</Typography.Text>
              </Badge>
            }
            description={
              <>
                <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
                  {n.content}
                </Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {dayjs(n.createdAt).format('YYYY-MM-DD HH:mm')}
                </Typography.Text>
              </>
            }
          />
        </List.Item>
      )}
    />
  );
}
