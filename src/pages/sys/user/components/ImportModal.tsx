import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Modal, Space, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import type { z } from '../../../../../contract/zod';
import type { ImportUsersAnswer } from '../../../../../contract/sys';
import { fileProblem, MB, uploadRequest } from '@/components/FileUpload';
import { useT } from '@/components/Locale';
import { downloadUserImportTemplate, importUsers } from '@/services/htdz/sys';
import { saveBlob } from '@/components/SaveBlob';

type Answer = z.infer<typeof ImportUsersAnswer>;
const XLSX = { extensions: ['.xlsx'], maxBytes: 5 * MB } as const;

/** 导入用户: download the template, upload the filled sheet, read what was created and what was refused. */
export default function ImportModal({ open, onClose }: { open: boolean; onClose: (imported: boolean) => void }) {
  const t = useT();
  const { message } = App.useApp();
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
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            showUploadList={{ showRemoveIcon: false }}
            beforeUpload={(file) => {
              const problem = fileProblem(file, XLSX);
              if (problem === null) return true;
              message.error(problem === 'size' ? t('sys.user.import.tooLarge') : problem === 'empty' ? t('common.file.empty') : t('sys.user.import.notXlsx'));
              return Upload.LIST_IGNORE;
            }}
            customRequest={uploadRequest(importUsers, setAnswer)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('sys.user.import.drop')}</p>
            <p className="ant-upload-hint">{t('sys.user.import.hint')}</p>
          </Upload.Dragger>
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
            <Table
              size="small"
              rowKey={(e) => `${e.row}-${e.message}`}
              title={() => <Typography.Text strong>{t('sys.user.import.errors')}</Typography.Text>}
              dataSource={answer.errors}
              pagination={answer.errors.length > 8 ? { pageSize: 8, size: 'small' } : false}
              columns={[
                { title: t('sys.user.import.row'), dataIndex: 'row', width: 90, render: (row: number) => t('sys.user.import.rowN', { row }) },
                { title: t('sys.user.import.message'), dataIndex: 'message' },
              ]}
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
