// 导入题目: download the template, upload the filled sheet into the folder shown, read how many questions were
// imported or which rows are wrong (then none was: the server writes every row or none).
import { DownloadOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, Button, Descriptions, Modal, Space, Steps, Typography } from 'antd';
import { useState } from 'react';
import { EXERCISE_IMPORT_MAX_ROWS, type ImportExercisesAnswer } from '../../../../contract/exercise';
import { useT } from '@/components/Locale';
import { ImportErrorsTable, XlsxDropzone } from '@/components/XlsxImport';
import { saveBlob } from '@/components/SaveBlob';
import { downloadExerciseImportTemplate, importExercises, type ExerciseTransferQuery } from '@/services/htdz/exercise';

type Props = {
  open: boolean;
  /** where the questions go: courseId absent for the public library, parentId 0 or absent for the root */
  target: ExerciseTransferQuery;
  /** the folder as the user knows it, e.g. 第三章 SQL / 单表查询 */
  targetName: string;
  /** questions were written: the list and the folders' counts changed */
  onImported: (count: number) => void;
  onClose: () => void;
};

export default function ExerciseImportModal({ open, target, targetName, onImported, onClose }: Props) {
  const t = useT();
  const [answer, setAnswer] = useState<ImportExercisesAnswer | null>(null);
  const template = useRequest(downloadExerciseImportTemplate, {
    manual: true,
    onSuccess: (blob) => saveBlob(blob, t('exercise.import.templateName')),
  });

  const received = (obj: ImportExercisesAnswer) => {
    setAnswer(obj);
    if (obj.imported > 0) onImported(obj.imported);
  };
  const close = () => {
    setAnswer(null);
    onClose();
  };
  const refused = answer !== null && answer.errors.length > 0;

  return (
    <Modal
      open={open}
      title={t('exercise.import.title')}
      width={680}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          {answer && <Button onClick={() => setAnswer(null)}>{t('exercise.import.again')}</Button>}
          <Button type="primary" onClick={close}>
            {answer ? t('common.done') : t('common.close')}
          </Button>
        </Space>
      }
    >
      <Steps
        size="small"
        current={answer ? 2 : 1}
        status={!answer ? 'process' : refused ? 'error' : 'finish'}
        style={{ margin: '8px 0 20px' }}
        items={[{ title: t('exercise.import.step1') }, { title: t('exercise.import.step2') }, { title: t('exercise.import.step3') }]}
      />
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }} items={[{ key: 'target', label: t('exercise.import.target'), children: targetName }]} />
      {!answer && (
        <>
          <Typography.Paragraph>
            {t('exercise.import.intro', { max: EXERCISE_IMPORT_MAX_ROWS })}
            <Button type="link" icon={<DownloadOutlined />} loading={template.loading} onClick={() => template.run()}>
              {t('exercise.import.template')}
            </Button>
          </Typography.Paragraph>
          <XlsxDropzone
            upload={(file, opts) => importExercises(file, target, opts)}
            onAnswer={received}
            text={{ drop: t('exercise.import.drop'), hint: t('exercise.import.hint'), tooLarge: t('exercise.import.tooLarge'), notXlsx: t('exercise.import.notXlsx') }}
            testId="exercise-import-upload"
          />
        </>
      )}
      {answer && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            showIcon
            type={refused ? 'error' : 'success'}
            message={refused ? t('exercise.import.refused', { failed: answer.errors.length }) : t('exercise.import.done', { count: answer.imported })}
            description={refused ? t('exercise.import.refused.desc') : undefined}
          />
          {refused && (
            <ImportErrorsTable
              errors={answer.errors}
              text={{ title: t('exercise.import.errors'), row: t('exercise.import.row'), message: t('exercise.import.message'), rowN: (row) => t('exercise.import.rowN', { row }) }}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
