// 导入题目: download the template, upload the filled sheet into the folder shown, read how many questions were
// imported or which rows are wrong (then none was: the server writes every row or none).
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Descriptions, Modal, Space, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { EXERCISE_IMPORT_MAX_ROWS, type ImportExercisesAnswer } from '../../../../contract/exercise';
import { fileProblem, MB, uploadRequest } from '@/components/FileUpload';
import { useT } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import { downloadExerciseImportTemplate, importExercises, type ExerciseTransferQuery } from '@/services/htdz/exercise';

const XLSX = { extensions: ['.xlsx'], maxBytes: 5 * MB } as const;

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
  const { message } = App.useApp();
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
          <Upload.Dragger
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            maxCount={1}
            showUploadList={{ showRemoveIcon: false }}
            beforeUpload={(file) => {
              const problem = fileProblem(file, XLSX);
              if (problem === null) return true;
              message.error(problem === 'size' ? t('exercise.import.tooLarge') : problem === 'empty' ? t('common.file.empty') : t('exercise.import.notXlsx'));
              return Upload.LIST_IGNORE;
            }}
            customRequest={uploadRequest((file, opts) => importExercises(file, target, opts), received)}
            data-testid="exercise-import-upload"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('exercise.import.drop')}</p>
            <p className="ant-upload-hint">{t('exercise.import.hint')}</p>
          </Upload.Dragger>
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
            <Table
              size="small"
              rowKey={(e) => `${e.row}-${e.message}`}
              title={() => <Typography.Text strong>{t('exercise.import.errors')}</Typography.Text>}
              dataSource={answer.errors}
              pagination={answer.errors.length > 8 ? { pageSize: 8, size: 'small' } : false}
              columns={[
                { title: t('exercise.import.row'), dataIndex: 'row', width: 90, render: (row: number) => t('exercise.import.rowN', { row }) },
                { title: t('exercise.import.message'), dataIndex: 'message' },
              ]}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}
