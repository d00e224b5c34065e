// 添加学生: students typed or pasted one a line, 学号 then 姓名 (student-rows.ts), at most ADD_STUDENTS_MAX at once.
// Existing student accounts join the class; unknown 学号 become student accounts, whose first passwords the roster
// then shows once. The server takes every line or none: when it refuses, each refused line is listed with its
// reason and the text stays for correcting.
import { useRequest } from 'ahooks';
import { Alert, Button, Form, Input, Modal, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ADD_STUDENTS_MAX, type RosterAnswer } from '@contract/clazz';
import { useT, type Translate } from '@/components/Locale';
import { useShowRequestError } from '@/components/RequestError';
import { addStudentAccounts } from '@/services/htdz/clazz';
import { parseStudentLines, rowsProblem, type RowsProblem } from './student-rows';
import '@/locales/zh-CN/classes';

type Props = {
  sclassId: number;
  open: boolean;
  onClose: () => void;
  /** after the server added them (or found them all on the roster already) */
  onAdded: (result: RosterAnswer) => void;
};

type Refused = { line: number; message: string };

const problemText = (t: Translate, problem: RowsProblem) => {
  if (problem.kind === 'empty') return t('classes.add.required');
  if (problem.kind === 'tooMany') return t('classes.add.tooMany', { count: problem.count, max: problem.max });
  return t('classes.add.tooLong', { line: problem.line });
};

export default function AddStudentsModal({ sclassId, open, onClose, onAdded }: Props) {
  const t = useT();
  const showError = useShowRequestError();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [refused, setRefused] = useState<Refused[] | null>(null);
  const add = useRequest(addStudentAccounts, { manual: true });

  const lines = useMemo(() => parseStudentLines(text), [text]);
  const problem = rowsProblem(lines);
  // too many or too long show while typing; an empty box only once 添加 was pressed
  const shownProblem = problem && (touched || problem.kind !== 'empty') ? problemText(t, problem) : null;

  const close = () => {
    if (add.loading) return;
    onClose();
  };

  const onOk = async () => {
    setTouched(true);
    if (problem || add.loading) return;
    setRefused(null);
    try {
      const sent = lines;
      const answer = await add.runAsync({ sclassId, rows: sent.map(({ code, name }) => (name ? { code, name } : { code })) }, { skipErrorHandler: true });
      if (answer.obj.errors.length > 0) {
        // the server numbers the rows it was sent from 1: back to the lines of the text
        setRefused(answer.obj.errors.map((e) => ({ line: sent[e.row - 1]?.line ?? e.row, message: e.message })));
        return;
      }
      setText('');
      setTouched(false);
      onAdded(answer.obj);
    } catch (e) {
      showError(e);
    }
  };

  return (
    <Modal
      title={t('classes.add.title')}
      open={open}
      width={640}
      maskClosable={false}
      onCancel={close}
      footer={[
        <Button key="cancel" disabled={add.loading} onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={add.loading} onClick={onOk} data-testid="class-add-students-ok">
          {t('classes.add.ok')}
        </Button>,
      ]}
    >
      {refused && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="class-add-students-error"
          message={t('classes.add.refused', { count: refused.length })}
          description={
            <>
              <Typography.Paragraph style={{ marginBottom: 8 }}>{t('classes.add.refused.desc')}</Typography.Paragraph>
              <Table<Refused>
                rowKey="line"
                size="small"
                pagination={false}
                dataSource={refused}
                scroll={{ y: 200 }}
                columns={[
                  { title: t('classes.add.row'), dataIndex: 'line', width: 90, render: (line: number) => t('classes.add.rowN', { row: line }) },
                  { title: t('classes.add.message'), dataIndex: 'message' },
                ]}
              />
            </>
          }
        />
      )}
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('classes.add.accounts')}
          required
          validateStatus={shownProblem ? 'error' : undefined}
          help={shownProblem ?? t('classes.add.help', { max: ADD_STUDENTS_MAX })}
        >
          <Input.TextArea
            data-testid="class-add-students-input"
            aria-label={t('classes.add.accounts')}
            value={text}
            autoSize={{ minRows: 6, maxRows: 14 }}
            placeholder={t('classes.add.placeholder')}
            onChange={(e) => {
              setText(e.target.value);
              setRefused(null);
            }}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" data-testid="class-add-students-count">
        {t('classes.add.count', { count: lines.length })}
      </Typography.Text>
    </Modal>
  );
}
