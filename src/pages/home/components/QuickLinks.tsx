import { AppstoreOutlined } from '@ant-design/icons';
import { Link } from '@umijs/max';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMemo } from 'react';
import type { MenuItem } from '@contract/auth';
import { useT } from '@/components/Locale';
import ModuleIcon from '@/components/ModuleIcon';
import { quickLinks } from './home-data';
import '@/locales/zh-CN/pages';

/** The pages of my menu as cards. */
export default function QuickLinks({ menu }: { menu?: MenuItem[] }) {
  const t = useT();
  const links = useMemo(() => quickLinks(menu), [menu]);
  return (
    <Card title={t('home.quickLinks')} style={{ height: '100%' }}>
      {links.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.quickLinks.empty')} />
      ) : (
        <Row gutter={[12, 12]}>
          {links.map((l) => (
            <Col key={l.path} xs={12} sm={8} lg={6}>
              <Link to={l.path}>
                <Card hoverable size="small" styles={{ body: { textAlign: 'center', padding: '16px 8px', minHeight: 98 } }}>
                  <ModuleIcon
                    name={l.icon}
                    style={{ fontSize: 24, color: '#52c41a' }}
                    fallback={<AppstoreOutlined style={{ fontSize: 24, color: '#52c41a' }} />}
                  />
                  <div style={{ marginTop: 8 }}>
                    <Typography.Text ellipsis>{l.name}</Typography.Text>
                  </div>
                  {l.group && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                      {l.group}
                    </Typography.Text>
                  )}
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
