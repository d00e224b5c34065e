import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Space, Typography } from 'antd';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/sys';

export type ShownPassword = { title: string; code: string; userName: string; password: string };

/** Shows a password once (after create or reset), with a copy button; it cannot be seen again afterwards. */
export default function PasswordModal({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open={shown !== null}
      title={
        <Space>
          <CheckCircleFilled style={{ color: '#52c41a' }} />
          {shown?.title}
        </Space>
      }
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('sys.user.password.done')}
        </Button>
      }
    >
      {shown && (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('sys.user.code')}>{shown.code}</Descriptions.Item>
            <Descriptions.Item label={t('sys.user.userName')}>{shown.userName}</Descriptions.Item>
            <Descriptions.Item label={t('sys.user.password.value')}>
              <Typography.Text code copyable={{ text: shown.password, tooltips: [t('common.copy'), t('common.copied')] }} style={{ fontSize: 16 }}>
                {shown.password}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Alert type="warning" showIcon message={t('sys.user.password.once')} />
        </>
      )}
    </Modal>
  );
}
