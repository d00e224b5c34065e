// The parts every spreadsheet import shares (users, questions): the modal with its three steps, the intro with the
// template link, a drop zone that takes one .xlsx of at most 5 MB and uploads it with progress, and the table of
// refused rows the server answers.
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { App, Button, Modal, Space, Steps, Table, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import { fileProblem, MB, uploadRequest } from '@/components/FileUpload';
import { useT } from '@/components/Locale';

const XLSX = { extensions: ['.xlsx'], maxBytes: 5 * MB } as const;

type DropzoneProps<A> = {
  upload: Parameters<typeof uploadRequest<A>>[0];
  onAnswer: (answer: A) => void;
  /** what to drop, a hint below it, and the two refusals, in the words of the page */
  text: { drop: string; hint: string; tooLarge: string; notXlsx: string };
  testId?: string;
  /** the largest file the call takes, when less than the usual 5 MB */
  maxBytes?: number;
};

export function XlsxDropzone<A>({ upload, onAnswer, text, testId, maxBytes = XLSX.maxBytes }: DropzoneProps<A>) {
  const t = useT();
  const { message } = App.useApp();
  return (
    <Upload.Dragger
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      maxCount={1}
      showUploadList={{ showRemoveIcon: false }}
      beforeUpload={(file) => {
        const problem = fileProblem(file, { ...XLSX, maxBytes });
        if (problem === null) return true;
        message.error(problem === 'size' ? text.tooLarge : problem === 'empty' ? t('common.file.empty') : text.notXlsx);
        return Upload.LIST_IGNORE;
      }}
      customRequest={uploadRequest(upload, onAnswer)}
      data-testid={testId}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{text.drop}</p>
      <p className="ant-upload-hint">{text.hint}</p>
    </Upload.Dragger>
  );
}

type RowError = { row: number; message: string };

export function ImportErrorsTable({
  errors,
  text,
}: {
  errors: RowError[];
  text: { title: string; row: string; message: string; rowN: (row: number) => string };
}) {
  return (
    <Table
      size="small"
      rowKey={(e) => `${e.row}-${e.message}`}
      title={() => <Typography.Text strong>{text.title}</Typography.Text>}
      dataSource={errors}
      pagination={errors.length > 8 ? { pageSize: 8, size: 'small' } : false}
      columns={[
        { title: text.row, dataIndex: 'row', width: 90, render: (row: number) => text.rowN(row) },
        { title: text.message, dataIndex: 'message' },
      ]}
    />
  );
}

type FrameProps = {
  open: boolean;
  title: string;
  /** the server has answered: step 3, with 重新导入 */
  answered: boolean;
  /** the answer refused the file (nothing imported) */
  failed: boolean;
  stepTitles: [string, string, string];
  againText: string;
  onAgain: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** The import dialog: steps (template, upload, result), the page's content, 重新导入 / 关闭 or 完成. */
export function ImportModalFrame({ open, title, answered, failed, stepTitles, againText, onAgain, onClose, children }: FrameProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      title={title}
      width={680}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          {answered && <Button onClick={onAgain}>{againText}</Button>}
          <Button type="primary" onClick={onClose}>
            {answered ? t('common.done') : t('common.close')}
          </Button>
        </Space>
      }
    >
      <Steps
        size="small"
        current={answered ? 2 : 1}
        status={!answered ? 'process' : failed ? 'error' : 'finish'}
        style={{ margin: '8px 0 20px' }}
        items={stepTitles.map((stepTitle) => ({ title: stepTitle }))}
      />
      {children}
    </Modal>
  );
}

/** What to fill in, and the link that downloads the template. */
export function TemplateIntro({ intro, linkText, loading, onDownload }: { intro: string; linkText: string; loading: boolean; onDownload: () => void }) {
  return (
    <Typography.Paragraph>
      {intro}
      <Button type="link" icon={<DownloadOutlined />} loading={loading} onClick={onDownload}>
        {linkText}
      </Button>
    </Typography.Paragraph>
  );
}
