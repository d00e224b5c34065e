// The parts every spreadsheet import shares (users, questions): a drop zone that takes one .xlsx of at most 5 MB
// and uploads it with progress, and the table of refused rows the server answers.
import { InboxOutlined } from '@ant-design/icons';
import { App, Table, Typography, Upload } from 'antd';
import { fileProblem, MB, uploadRequest } from '@/components/FileUpload';
import { useT } from '@/components/Locale';

const XLSX = { extensions: ['.xlsx'], maxBytes: 5 * MB } as const;


type DropzoneProps<A> = {
  upload: Parameters<typeof uploadRequest<A>>[0];
  onAnswer: (answer: A) => void;
  /** what to drop, a hint below it, and the two refusals, in the words of the page */
  text: { drop: string; hint: string; tooLarge: string; notXlsx: string };
  testId?: string;
};

export function XlsxDropzone<A>({ upload, onAnswer, text, testId }: DropzoneProps<A>) {
  const t = useT();
  const { message } = App.useApp();
  return (
    <Upload.Dragger
      accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      maxCount={1}
      showUploadList={{ showRemoveIcon: false }}
      beforeUpload={(file) => {
        const problem = fileProblem(file, XLSX);
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

export function ImportErrorsTable({ errors, text }: { errors: RowError[]; text: { title: string; row: string; message: string; rowN: (row: number) => string } }) {
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
