import { PageContainer } from '@ant-design/pro-components';
import { useModel } from '@umijs/max';
import { Card, Col, Empty, Row, Tabs } from 'antd';
import { useT } from '@/components/Locale';
import AvatarCard from './components/AvatarCard';
import PasswordForm from './components/PasswordForm';
import ProfileCard from './components/ProfileCard';
import '@/locales/zh-CN/pages';

/** 个人中心: my profile, my avatar, my password. */
export default function CenterPage() {
  const t = useT();
  const { initialState } = useModel('@@initialState');
  const user = initialState?.currentUser;

  if (!user) {
    return (
      <PageContainer title={t('center.title')}>
        <Card>
          <Empty description={t('center.noUser')} />
        </Card>
      </PageContainer>
    );
  }
  return (
    <PageContainer title={t('center.title')}>
      <Row gutter={[24, 24]}>
        <Col xs={24} md={8} xl={6}>
          <AvatarCard user={user} />
        </Col>
        <Col xs={24} md={16} xl={18}>
          <Card>
            <Tabs
              items={[
                { key: 'profile', label: t('center.tab.profile'), children: <ProfileCard user={user} /> },
                { key: 'password', label: t('center.tab.password'), children: <PasswordForm /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
