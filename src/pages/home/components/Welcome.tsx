import { UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { CurrentUser } from '@contract/auth';
import { useT, type MessageId } from '@/components/Locale';
import { htdzHost } from '@/services/htdz/client';
import { usePhone } from '@/hooks/use-phone';
import { greetingOf } from './home-data';
import '@/locales/zh-CN/pages';

const ROLE_HINT: Record<number, MessageId> = {
  1: 'home.hint.admin',
  2: 'home.hint.expert',
  3: 'home.hint.teacher',
  4: 'home.hint.student',
};

/** 下午好，李老师 — with the active role and what this role does here. */
export default function Welcome({ user }: { user?: CurrentUser }) {
  const t = useT();
  const now = dayjs().locale('zh-cn');
  const role = user?.roleList.find((r) => r.roleId === user.roleType);
  const phone = usePhone();
  return (
    <Card>
      <Space size={phone ? 'middle' : 'large'} align="center">
        <Avatar size={phone ? 48 : 64} src={user?.avatar ? `${htdzHost()}${user.avatar}` : undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={phone ? 4 : 3} style={{ margin: 0 }}>
            {t(`home.greeting.${greetingOf(now.hour())}`, { name: user?.userName ?? '' })}
          </Typography.Title>
          <Space size={8} style={{ marginTop: 8 }} wrap>
            {role && <Tag color="green">{t('home.activeRole', { role: role.roleName })}</Tag>}
            <Typography.Text type="secondary">{now.format('YYYY年M月D日 dddd')}</Typography.Text>
          </Space>
          {user && ROLE_HINT[user.baseRoleType] && (
            <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
              {t(ROLE_HINT[user.baseRoleType])}
            </Typography.Paragraph>
          )}
        </div>
      </Space>
    </Card>
  );
}
