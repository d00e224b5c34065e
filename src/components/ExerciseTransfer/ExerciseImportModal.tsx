// 导入题目: download the template, upload the filled sheet into the folder shown, read how many questions were
// imported or which rows are wrong (then none was: the server writes every row or none).
import { useRequest } from 'ahooks';
import { Alert, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { EXERCISE_IMPORT_MAX_ROWS, type ImportExercisesAnswer } from '@contract/exercise';
import { useT } from '@/components/Locale';
import { ImportErrorsTable, ImportModalFrame, TemplateIntro, XlsxDropzone } from '@/components/XlsxImport';
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
    <ImportModalFrame
      open={open}
      title={t('exercise.import.title')}
      answered={answer !== null}
      failed={refused}
      stepTitles={[t('exercise.import.step1'), t('exercise.import.step2'), t('exercise.import.step3')]}
      againText={t('exercise.import.again')}
      onAgain={() => setAnswer(null)}
      onClose={close}
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[{ key: 'target', label: t('exercise.import.target'), children: targetName }]}
      />
      {!answer && (
        <>
          <TemplateIntro
            intro={t('exercise.import.intro', { max: EXERCISE_IMPORT_MAX_ROWS })}
            linkText={t('exercise.import.template')}
            loading={template.loading}
            onDownload={() => template.run()}
          />
          <XlsxDropzone
            upload={(file, opts) => importExercises(file, target, opts)}
            onAnswer={received}
            text={{
              drop: t('exercise.import.drop'),
              hint: t('exercise.import.hint'),
              tooLarge: t('exercise.import.tooLarge'),
              notXlsx: t('exercise.import.notXlsx'),
            }}
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
              text={{
                title: t('exercise.import.errors'),
                row: t('exercise.import.row'),
                message: t('exercise.import.message'),
                rowN: (row) => t('exercise.import.rowN', { row }),
              }}
            />
          )}
        </Space>
      )}
    </ImportModalFrame>
  );
}
