// The import dialog of a spreadsheet the server takes whole or not at all (questions, a class roster): download the
// template, upload the filled .xlsx, then read what was written, or which rows are wrong (then nothing was written).
// Its words are the page's, by ids under one prefix: `<prefix>.title`, `.step1`–`.step3`, `.intro` ({max}),
// `.template`, `.templateName`, `.drop`, `.hint` and `.tooLarge` ({mb} when maxBytes is given), `.notXlsx`,
// `.refused` ({failed}), `.refused.desc`, `.errors`, `.row`, `.rowN` ({row}), `.message`, `.again`.
import { useRequest } from 'ahooks';
import { Alert, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { MB, type uploadRequest } from '@/components/FileUpload';
import { type MessageId, type MessageValues, useT } from '@/components/Locale';
import { saveBlob } from '@/components/SaveBlob';
import { ImportErrorsTable, ImportModalFrame, TemplateIntro, XlsxDropzone } from '@/components/XlsxImport';
import '@/locales/zh-CN/exercise';

type Suffix =
  | 'title'
  | 'step1'
  | 'step2'
  | 'step3'
  | 'intro'
  | 'template'
  | 'templateName'
  | 'drop'
  | 'hint'
  | 'notXlsx'
  | 'tooLarge'
  | 'refused'
  | 'refused.desc'
  | 'errors'
  | 'row'
  | 'rowN'
  | 'message'
  | 'again';
type TitledPrefix = MessageId extends infer K ? (K extends `${infer P}.title` ? P : never) : never;
/** A prefix with every id the dialog reads, e.g. 'exercise.import'. */
export type ImportTextPrefix = { [P in TitledPrefix]: `${P}.${Suffix}` extends MessageId ? P : never }[TitledPrefix];

/** What the server answers: every row or none is written, so a wrong row means nothing was. */
type Answer = { errors: { row: number; message: string }[] };

type Props<A extends Answer> = {
  open: boolean;
  /** where the dialog's words are */
  texts: ImportTextPrefix;
  /** the most rows a file may have (the intro's {max}) */
  maxRows: number;
  /** the largest file the call takes, when less than the usual 5 MB (the hint's and refusal's {mb}) */
  maxBytes?: number;
  downloadTemplate: () => Promise<Blob>;
  upload: Parameters<typeof uploadRequest<A>>[0];
  /** every answer, as it arrives */
  onAnswer: (answer: A) => void;
  /** the words of an answer without a wrong row */
  done: (answer: A) => { message: string; description?: string };
  uploadTestId: string;
  resultTestId?: string;
  /** above the steps' content, in every step (e.g. where the rows go) */
  children?: ReactNode;
  onClose: () => void;
};

export default function AllOrNoneImportModal<A extends Answer>({
  open,
  texts,
  maxRows,
  maxBytes,
  downloadTemplate,
  upload,
  onAnswer,
  done,
  uploadTestId,
  resultTestId,
  children,
  onClose,
}: Props<A>) {
  const t = useT();
  const text = (suffix: Suffix, values?: MessageValues) => t(`${texts}.${suffix}`, values);
  const [answer, setAnswer] = useState<A | null>(null);
  const template = useRequest(downloadTemplate, {
    manual: true,
    onSuccess: (blob) => saveBlob(blob, text('templateName')),
  });

  const received = (obj: A) => {
    setAnswer(obj);
    onAnswer(obj);
  };
  const close = () => {
    setAnswer(null);
    onClose();
  };
  const refused = answer !== null && answer.errors.length > 0;
  const accepted = answer !== null && !refused ? done(answer) : null;
  const size = maxBytes === undefined ? undefined : { mb: maxBytes / MB };

  return (
    <ImportModalFrame
      open={open}
      title={text('title')}
      answered={answer !== null}
      failed={refused}
      stepTitles={[text('step1'), text('step2'), text('step3')]}
      againText={text('again')}
      onAgain={() => setAnswer(null)}
      onClose={close}
    >
      {children}
      {!answer && (
        <>
          <TemplateIntro intro={text('intro', { max: maxRows })} linkText={text('template')} loading={template.loading} onDownload={() => template.run()} />
          <XlsxDropzone
            upload={upload}
            onAnswer={received}
            maxBytes={maxBytes}
            text={{ drop: text('drop'), hint: text('hint', size), tooLarge: text('tooLarge', size), notXlsx: text('notXlsx') }}
            testId={uploadTestId}
          />
        </>
      )}
      {answer && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid={resultTestId}>
          <Alert
            showIcon
            type={refused ? 'error' : 'success'}
            message={accepted ? accepted.message : text('refused', { failed: answer.errors.length })}
            description={accepted ? accepted.description : text('refused.desc')}
          />
          {refused && (
            <ImportErrorsTable
              errors={answer.errors}
              text={{ title: text('errors'), row: text('row'), message: text('message'), rowN: (row) => text('rowN', { row }) }}
            />
          )}
        </Space>
      )}
    </ImportModalFrame>
  );
}
