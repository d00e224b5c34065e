import { useRequest } from 'ahooks';
import { Alert, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import type { z } from '@contract/zod';
import type { ImportUsersAnswer } from '@contract/sys';
import { useT } from '@/components/Locale';
import { ImportErrorsTable, ImportModalFrame, TemplateIntro, XlsxDropzone } from '@/components/XlsxImport';
import { downloadUserImportTemplate, importUsers } from '@/services/htdz/sys';
import { saveBlob } from '@/components/SaveBlob';
import '@/locales/zh-CN/sys';

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
    <ImportModalFrame
      open={open}
      title={t('sys.user.import')}
      answered={answer !== null}
      failed={answer !== null && answer.created === 0 && answer.errors.length > 0}
      stepTitles={[t('sys.user.import.step1'), t('sys.user.import.step2'), t('sys.user.import.step3')]}
      againText={t('sys.user.import.again')}
      onAgain={() => setAnswer(null)}
      onClose={close}
    >
      {!answer && (
        <>
          <TemplateIntro
            intro={t('sys.user.import.intro')}
            linkText={t('sys.user.import.template')}
            loading={template.loading}
            onDownload={() => template.run()}
          />
          <XlsxDropzone
            upload={importUsers}
            onAnswer={setAnswer}
            text={{
              drop: t('sys.user.import.drop'),
              hint: t('sys.user.import.hint'),
              tooLarge: t('sys.user.import.tooLarge'),
              notXlsx: t('sys.user.import.notXlsx'),
            }}
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
              text={{
                title: t('sys.user.import.errors'),
                row: t('sys.user.import.row'),
                message: t('sys.user.import.message'),
                rowN: (row) => t('sys.user.import.rowN', { row }),
              }}
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
    </ImportModalFrame>
  );
}
