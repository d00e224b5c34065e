import { DownloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Modal, Space, Steps, Table, Typography } from 'antd';
import { useState } from 'react';
import type { z } from '../../../../../contract/zod';
import type { ImportUsersAnswer } from '../../../../../contract/sys';
import { useT } from '@/components/Locale';
import { ImportErrorsTable, XlsxDropzone } from '@/components/XlsxImport';
import { downloadUserImportTemplate, importUsers } from '@/services/htdz/sys';
import { saveBlob } from '@/components/SaveBlob';

type Answer = z.infer<typeof ImportUsersAnswer>;
/** 导入用户: download the template, upload the filled sheet, read what was created and what was refused. */
export default function ImportModal({ open, onClose }: { open: boolean; onClose: (imported: boolean) => void }) {
  const t = useT();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const template = useRequest(downloadUserImportTemplate, {
    manual: true,
    onSuccess: (blob) => saveBlob(blob, t('sys.user.import.templateName')),
  });

  const close = () => {
    onClose((answer?.created ?? 0) > 0);
    setAnswer(null);
  };
  const passwordsText = () => (answer?.passwords ?? []).map((p) => `${p.code}\t${p.password}`).join('\n');

  return (
    <Modal
      open={open}
      title={t('sys.user.import')}
      width={680}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          {answer && <Button onClick={() => setAnswer(null)}>{t('sys.user.import.again')}</Button>}
          <Button type="primary" onClick={close}>
            {answer ? t('common.done') : t('common.close')}
          </Button>
        </Space>
      }
    >
      <Steps
        size="small"
        current={answer ? 2 : 1}
        status={!answer ? 'process' : answer.created === 0 && answer.errors.length > 0 ? 'error' : 'finish'}
        style={{ margin: '8px 0 20px' }}
        items={[{ title: t('sys.user.import.step1') }, { title: t('sys.user.import.step2') }, { title: t('sys.user.import.step3') }]}
      />
      {!answer && (
        <>
          <Typography.Paragraph>
            {t('sys.user.import.intro')}
            <Button type="link" icon={<DownloadOutlined />} loading={template.loading} onClick={() => template.run()}>
              {t('sys.user.import.template')}
            </Button>
          </Typography.Paragraph>
          <XlsxDropzone
            upload={importUsers}
            onAnswer={setAnswer}
            text={{ drop: t('sys.user.import.drop'), hint: t('sys.user.import.hint'), tooLarge: t('sys.user.import.tooLarge'), notXlsx: t('sys.user.import.notXlsx') }}
          />
        </>
      )}
      {answer && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            showIcon
            type={answer.errors.length === 0 ? 'success' : answer.created > 0 ? 'warning' : 'error'}
            message={
              answer.errors.length === 0
                ? t('sys.user.import.done', { created: answer.created })
                : answer.created > 0
                  ? t('sys.user.import.partly', { created: answer.created, failed: answer.errors.length })
                  : t('sys.user.import.refused', { failed: answer.errors.length })
            }
          />
          {answer.errors.length > 0 && (
            <ImportErrorsTable
              errors={answer.errors}
              text={{ title: t('sys.user.import.errors'), row: t('sys.user.import.row'), message: t('sys.user.import.message'), rowN: (row) => t('sys.user.import.rowN', { row }) }}
            />
          )}
          {answer.passwords.length > 0 && (
            <Table
              size="small"
              rowKey="code"
              title={() => (
                <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Typography.Text strong>{t('sys.user.import.passwords')}</Typography.Text>
                  <Typography.Text copyable={{ text: passwordsText(), tooltips: [t('sys.user.import.copyAll'), t('common.copied')] }}>
                    {t('sys.user.import.copyAll')}
                  </Typography.Text>
                </Space>
              )}
              dataSource={answer.passwords}
              pagination={answer.passwords.length > 8 ? { pageSize: 8, size: 'small' } : false}
              columns={[
                { title: t('sys.user.code'), dataIndex: 'code' },
                {
                  title: t('sys.user.password.value'),
                  dataIndex: 'password',
                  render: (password: string) => (
                    <Typography.Text code copyable={{ tooltips: [t('common.copy'), t('common.copied')] }}>
                      {password}
                    </Typography.Text>
                  ),
                },
              ]}
              footer={() => <Typography.Text type="warning">{t('sys.user.password.once')}</Typography.Text>}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
