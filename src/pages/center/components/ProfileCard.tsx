import { EditOutlined } from '@ant-design/icons';
import { ModalForm, ProDescriptions, ProFormText } from '@ant-design/pro-components';
import { useRequest } from 'ahooks';
import { App, Button, Space, Tag, Typography } from 'antd';
import type { CurrentUser } from '@contract/auth';
import { UpdateUserCenterBody } from '@contract/sys';
import { zodRule } from '@/components/FormRules';
import { useT } from '@/components/Locale';
import { updateMyProfile } from '@/services/htdz/sys';
import { useSetCurrentUser } from './use-set-current-user';
import '@/locales/zh-CN/pages';
import '@/locales/zh-CN/sys';

type Values = { userName: string; email?: string; phone?: string };
const shape = UpdateUserCenterBody.shape;

/** 基本资料: account, name, roles, email, phone; name, email and phone can be edited. */
export default function ProfileCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const { message } = App.useApp();
  const setCurrentUser = useSetCurrentUser();
  const save = useRequest(updateMyProfile, { manual: true });
  const none = <Typography.Text type="secondary">{t('center.profile.notSet')}</Typography.Text>;

  return (
    <ProDescriptions<CurrentUser>
      column={1}
      dataSource={user}
      styles={{ label: { width: 100 } }}
      extra={
        <ModalForm<Values>
          title={t('center.profile.edit')}
          width={480}
          trigger={
            <Button icon={<EditOutlined />} type="primary" ghost>
              {t('center.profile.edit')}
            </Button>
          }
          initialValues={{ userName: user.userName, email: user.email ?? undefined, phone: user.phone ?? undefined }}
          modalProps={{ destroyOnHidden: true, maskClosable: false }}
          onFinish={async (values) => {
            const answer = await save.runAsync({ userName: values.userName, email: values.email ?? null, phone: values.phone ?? null });
            setCurrentUser(answer.obj);
            message.success(t('center.profile.saved'));
            return true;
          }}
        >
          <ProFormText
            name="userName"
            label={t('center.profile.userName')}
            required
            rules={[zodRule(shape.userName, t('sys.user.userName.required'))]}
            fieldProps={{ maxLength: 50 }}
          />
          <ProFormText name="email" label={t('center.profile.email')} placeholder={t('sys.user.email.placeholder')} rules={[zodRule(shape.email)]} />
          <ProFormText name="phone" label={t('center.profile.phone')} placeholder={t('sys.user.phone.placeholder')} rules={[zodRule(shape.phone)]} />
        </ModalForm>
      }
      columns={[
        { title: t('center.profile.code'), dataIndex: 'code', copyable: true },
        { title: t('center.profile.userName'), dataIndex: 'userName' },
        {
          title: t('center.profile.roles'),
          dataIndex: 'roleList',
          render: (_, row) => (
            <Space size={[0, 4]} wrap>
              {row.roleList.map((r) => (
                <Tag key={r.roleId} color={r.roleId === row.roleType ? 'green' : undefined}>
                  {r.roleName}
                  {r.roleId === row.roleType ? t('center.profile.activeRole') : ''}
                </Tag>
              ))}
            </Space>
          ),
        },
        { title: t('center.profile.email'), dataIndex: 'email', render: (_, row) => row.email ?? none },
        { title: t('center.profile.phone'), dataIndex: 'phone', render: (_, row) => row.phone ?? none },
      ]}
    />
  );
}
