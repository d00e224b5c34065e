import { StopOutlined, TeamOutlined, WarningOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';
import List from '@/components/PlainList';
import dayjs from 'dayjs';
import type { HomeSummary } from '@contract/home';
import FeedbackStatus from '@/components/FeedbackStatus';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/pages';

type Admin = NonNullable<HomeSummary['admin']>;

/** For administrators: users by role, stopped accounts, open feedback, and the latest feedback. */
export default function AdminPanel({ admin }: { admin: Admin }) {
  const t = useT();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('home.admin.users')} extra={<Link to="/sys/user">{t('home.admin.users.link')}</Link>} style={{ height: '100%' }}>
          <Row gutter={[16, 16]}>
            <Col span={8}>
              <Statistic title={t('home.admin.totalUsers')} value={admin.totalUsers} prefix={<TeamOutlined />} />
            </Col>
            <Col span={8}>
              <Statistic
                title={t('home.admin.stoppedUsers')}
                value={admin.stoppedUsers}
                prefix={<StopOutlined />}
                valueStyle={admin.stoppedUsers > 0 ? { color: '#cf1322' } : undefined}
              />
            </Col>
            <Col span={8}>
              <Link to="/feedback/list">
                <Statistic
                  title={t('home.admin.openFeedback')}
                  value={admin.openFeedback}
                  prefix={<WarningOutlined />}
                  valueStyle={admin.openFeedback > 0 ? { color: '#d46b08' } : undefined}
                />
              </Link>
            </Col>
            {admin.usersByRole.map((r) => (
              <Col key={r.roleId} xs={12} sm={6}>
                <Statistic title={r.roleName} value={r.count} suffix={t('home.admin.people')} valueStyle={{ fontSize: 20 }} />
              </Col>
            ))}
          </Row>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card
          title={t('home.admin.recentFeedback')}
          extra={<Link to="/feedback/list">{t('home.admin.recentFeedback.link')}</Link>}
          style={{ height: '100%' }}
          styles={{ body: { paddingTop: 8, paddingBottom: 8 } }}
        >
          {admin.recentFeedback.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.admin.recentFeedback.empty')} />
          ) : (
            <List
              size="small"
              dataSource={admin.recentFeedback}
              renderItem={(f) => (
                <List.Item key={f.feedbackId}>
                  <List.Item.Meta
                    title={
                      <Space size={8}>
                        <Typography.Text strong>{f.userName}</Typography.Text>
                        <FeedbackStatus status={f.status} />
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {dayjs(f.createdAt).format('MM-DD HH:mm')}
                        </Typography.Text>
                      </Space>
                    }
                    description={<Typography.Text ellipsis={{ tooltip: f.content }}>{f.content}</Typography.Text>}
                  />
                </List.Item>
              )}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
