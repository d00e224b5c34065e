// 导入名单: download the template, upload the filled sheet of 学号 (and 姓名 to check), read how many students were
// added and which were on the roster already, or which rows are wrong (then nobody was added: every row or none).
import { useRequest } from 'ahooks';
import { Alert, Space } from 'antd';
import { useState } from 'react';
import { ROSTER_IMPORT_MAX_BYTES, ROSTER_IMPORT_MAX_ROWS, type ImportRosterAnswer } from '@contract/clazz';
import { MB } from '@/components/FileUpload';
import { useT } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import { ImportErrorsTable, ImportModalFrame, TemplateIntro, XlsxDropzone } from '@/components/XlsxImport';
import { downloadRosterTemplate, importRoster } from '@/services/htdz/clazz';

type Props = {
  sclassId: number;
  open: boolean;
  /** the roster was read without a wrong row: students were added, or all were there already */
  onImported: (answer: ImportRosterAnswer) => void;
  onClose: () => void;
};

const mb = ROSTER_IMPORT_MAX_BYTES / MB;

export default function RosterImportModal({ sclassId, open, onImported, onClose }: Props) {
  const t = useT();
  const [answer, setAnswer] = useState<ImportRosterAnswer | null>(null);
  const template = useRequest(downloadRosterTemplate, {
    manual: true,
    onSuccess: (blob) => saveBlob(blob, t('classes.import.templateName')),
  });

  const received = (obj: ImportRosterAnswer) => {
    setAnswer(obj);
    if (obj.errors.length === 0) onImported(obj);
  };
  const close = () => {
    setAnswer(null);
    onClose();
  };
  const refused = answer !== null && answer.errors.length > 0;

  return (
    <ImportModalFrame
      open={open}
      title={t('classes.import.title')}
      answered={answer !== null}
      failed={refused}
      stepTitles={[t('classes.import.step1'), t('classes.import.step2'), t('classes.import.step3')]}
      againText={t('classes.import.again')}
      onAgain={() => setAnswer(null)}
      onClose={close}
    >
      {!answer && (
        <>
          <TemplateIntro
            intro={t('classes.import.intro', { max: ROSTER_IMPORT_MAX_ROWS })}
            linkText={t('classes.import.template')}
            loading={template.loading}
            onDownload={() => template.run()}
          />
          <XlsxDropzone
            upload={(file, opts) => importRoster(file, sclassId, opts)}
            onAnswer={received}
            maxBytes={ROSTER_IMPORT_MAX_BYTES}
            text={{
              drop: t('classes.import.drop'),
              hint: t('classes.import.hint', { mb }),
              tooLarge: t('classes.import.tooLarge', { mb }),
              notXlsx: t('classes.import.notXlsx'),
            }}
            testId="class-import-upload"
          />
        </>
      )}
      {answer && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="class-import-result">
          <Alert
            showIcon
            type={refused ? 'error' : 'success'}
            message={refused ? t('classes.import.refused', { failed: answer.errors.length }) : t('classes.add.done', { count: answer.added })}
            description={
              refused
                ? t('classes.import.refused.desc')
                : answer.already.length > 0
                  ? t('classes.add.already', { count: answer.already.length, codes: answer.already.join('、') })
                  : undefined
            }
          />
          {refused && (
            <ImportErrorsTable
              errors={answer.errors}
              text={{
                title: t('classes.import.errors'),
                row: t('classes.import.row'),
                message: t('classes.import.message'),
                rowN: (row) => t('classes.import.rowN', { row }),
              }}
            />
          )}
        </Space>
      )}
    </ImportModalFrame>
  );
}
