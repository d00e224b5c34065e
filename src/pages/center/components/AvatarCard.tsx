import { LoadingOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { App, Avatar, Button, Card, Popconfirm, Space, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { CurrentUser } from '@contract/auth';
import { fileProblem, IMAGE_TYPES, MB, uploadRequest } from '@/components/FileUpload';
import { useT } from '@/components/Locale';
import { htdzHost } from '@/services/htdz/client';
import { updateMyAvatar, uploadAvatar } from '@/services/htdz/sys';
import { useSetCurrentUser } from './use-set-current-user';
import '@/locales/zh-CN/pages';

const AVATAR = { types: IMAGE_TYPES, maxBytes: 2 * MB };

/** My avatar (upload a new one, which the server makes mine at once, or go back to the default), name, account and roles. */
export default function AvatarCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const { message } = App.useApp();
  const setCurrentUser = useSetCurrentUser();
  const [uploading, setUploading] = useState(false);
  const update = useRequest(updateMyAvatar, {
    manual: true,
    onSuccess: (answer) => {
      setCurrentUser(answer.obj);
      message.success(t('center.avatar.cleared'));
    },
  });

  return (
    <Card>
      <Space direction="vertical" align="center" style={{ width: '100%' }} size="middle">
        <Avatar size={112} src={user.avatar ? `${htdzHost()}${user.avatar}` : undefined} icon={<UserOutlined />} />
        <Space direction="vertical" align="center" size={2}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {user.userName}
          </Typography.Title>
          <Typography.Text type="secondary">{user.code}</Typography.Text>
        </Space>
        <Space size={[0, 4]} wrap style={{ justifyContent: 'center' }}>
          {user.roleList.map((r) => (
            <Tag key={r.roleId} color={r.roleId === user.roleType ? 'green' : undefined}>
              {r.roleName}
            </Tag>
          ))}
        </Space>
        <Upload
          accept={IMAGE_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            const problem = fileProblem(file, AVATAR);
            if (problem === null) return true;
            message.error(problem === 'size' ? t('center.avatar.tooLarge') : problem === 'empty' ? t('common.file.empty') : t('center.avatar.notImage'));
            return Upload.LIST_IGNORE;
          }}
          onChange={({ file }) => setUploading(file.status === 'uploading')}
          customRequest={uploadRequest(uploadAvatar, ({ avatar }) => {
            // The upload itself makes it my avatar.
            setCurrentUser({ ...user, avatar });
            message.success(t('center.avatar.saved'));
          })}
        >
          <Button icon={uploading || update.loading ? <LoadingOutlined /> : <UploadOutlined />} disabled={uploading || update.loading}>
            {t('center.avatar.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('center.avatar.hint')}
        </Typography.Text>
        {user.avatar && (
          <Popconfirm title={t('center.avatar.clear.confirm')} onConfirm={() => update.run({ avatar: '' })}>
            <Typography.Link type="secondary">{t('center.avatar.clear')}</Typography.Link>
          </Popconfirm>
        )}
      </Space>
    </Card>
  );
}
