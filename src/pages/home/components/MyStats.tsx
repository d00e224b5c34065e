import { BellOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Card, Col, Row, Space, Statistic } from 'antd';
import type { HomeSummary } from '@contract/home';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/pages';

/** What waits for me: unread notices and my feedback not answered yet; side by side, on a phone too. */
export default function MyStats({ summary, loading }: { summary?: HomeSummary; loading: boolean }) {
  const t = useT();
  return (
    <Row gutter={[16, 16]}>
      <Col span={12}>
        {/* the figure's own skeleton, not the card's: the card keeps its height while it loads */}
        <Card>
          <Statistic
            loading={loading && !summary}
            title={t('home.stats.notices')}
            value={summary?.notReadNotices ?? 0}
            prefix={<BellOutlined />}
            suffix={t('home.stats.unit.item')}
          />
        </Card>
      </Col>
      <Col span={12}>
        <Card>
          <Statistic
            loading={loading && !summary}
            title={
              <Space wrap size={[8, 0]} style={{ width: '100%', justifyContent: 'space-between' }}>
                {t('home.stats.myFeedback')}
                <Link to="/feedback/list">{t('home.stats.myFeedback.link')}</Link>
              </Space>
            }
            value={summary?.myOpenFeedback ?? 0}
            prefix={<MessageOutlined />}
            suffix={t('home.stats.unit.item')}
          />
        </Card>
      </Col>
    </Row>
  );
}
