// The controls above an answering screen (homework and exams): the countdown by the server's clock, the autosave
// state while answers may change, and the hand-in button. On a phone one line: the countdown over the save state on
// the left, the button on the right.
import { SendOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { AutosaveStatus } from '@/hooks/use-autosave';
import { usePhone } from '@/hooks/use-phone';
import Countdown from './Countdown';
import SaveIndicator from './SaveIndicator';

type Props = {
  now: number;
  deadline: number;
  editable: boolean;
  autosave: { status: AutosaveStatus; savedAt: number | null };
  submitting: boolean;
  onSubmit: () => void;
  submitText: string;
};

export default function AnswerSheetHeader({ now, deadline, editable, autosave, submitting, onSubmit, submitText }: Props) {
  const phone = usePhone();
  const submit = (
    <Button type="primary" icon={<SendOutlined />} loading={submitting} disabled={!editable} onClick={onSubmit} data-testid="answer-submit">
      {submitText}
    </Button>
  );
  if (phone) {
    return (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: '20px' }}>
          <Countdown now={now} deadline={deadline} />
          {editable && (
            <span style={{ fontSize: 12 }}>
              <SaveIndicator status={autosave.status} savedAt={autosave.savedAt} />
            </span>
          )}
        </div>
        {submit}
      </div>
    );
  }
  return (
    <Space size={20} wrap>
      <Countdown now={now} deadline={deadline} />
      {editable && <SaveIndicator status={autosave.status} savedAt={autosave.savedAt} />}
      {submit}
    </Space>
  );
}
