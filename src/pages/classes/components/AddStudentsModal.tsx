// 添加学生: accounts typed or pasted one a line (or separated by commas or spaces), repeats dropped, at most
// ADD_STUDENTS_MAX at once. The server adds all or nothing: when it refuses (an unknown account), its message, which
// names the accounts, shows here as it is and the text stays for correcting.
import { useRequest } from 'ahooks';
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { ADD_STUDENTS_MAX } from '@contract/clazz';
import { useT, type Translate } from '@/components/Locale';
import { bizMessage, useShowRequestError } from '@/components/RequestError';
import { addClassStudents } from '@/services/htdz/clazz';
import { accountsProblem, parseAccounts, type AccountsProblem } from '@/utils/school-class';

export type AddedStudents = { added: number; already: string[] };

type Props = {
  sclassId: number;
  open: boolean;
  onClose: () => void;
  /** after the server added them (or found them all on the roster already) */
  onAdded: (result: AddedStudents) => void;
};

const problemText = (t: Translate, problem: AccountsProblem) => {
  if (problem.kind === 'empty') return t('classes.add.required');
  if (problem.kind === 'tooMany') return t('classes.add.tooMany', { count: problem.count, max: problem.max });
  return t('classes.add.tooLong', { code: problem.code, max: problem.max });
};

export default function AddStudentsModal({ sclassId, open, onClose, onAdded }: Props) {
  const t = useT();
  const showError = useShowRequestError();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = useRequest(addClassStudents, { manual: true });

  const parsed = useMemo(() => parseAccounts(text), [text]);
  const problem = accountsProblem(parsed);
  // too many or too long show while typing; an empty box only once 添加 was pressed
  const shownProblem = problem && (touched || problem.kind !== 'empty') ? problemText(t, problem) : null;

  const close = () => {
    if (add.loading) return;
    onClose();
  };

  const onOk = async () => {
    setTouched(true);
    if (problem || add.loading) return;
    setRefusal(null);
    try {
      const answer = await add.runAsync({ sclassId, codes: parsed.codes }, { skipErrorHandler: true });
      setText('');
      setTouched(false);
      onAdded(answer.obj);
    } catch (e) {
      const message = bizMessage(e);
      if (message === null) showError(e);
      else setRefusal(message);
    }
  };

  return (
    <Modal
      title={t('classes.add.title')}
      open={open}
      width={560}
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
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="class-add-students-error"
          message={t('classes.add.refused')}
          description={<span style={{ whiteSpace: 'pre-wrap' }}>{refusal}</span>}
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
              setRefusal(null);
            }}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" data-testid="class-add-students-count">
        {parsed.repeats > 0
          ? t('classes.add.countWithRepeats', { count: parsed.codes.length, repeats: parsed.repeats })
          : t('classes.add.count', { count: parsed.codes.length })}
      </Typography.Text>
    </Modal>
  );
}
