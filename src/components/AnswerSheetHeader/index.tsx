// The controls above an answering screen (homework and exams): the countdown by the server's clock, the autosave
// state while answers may change, and the hand-in button.
import { SendOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { AutosaveStatus } from '@/hooks/use-autosave';
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
  return (
    <Space size={20} wrap>
      <Countdown now={now} deadline={deadline} />
      {editable && <SaveIndicator status={autosave.status} savedAt={autosave.savedAt} />}
      <Button type="primary" icon={<SendOutlined />} loading={submitting} disabled={!editable} onClick={onSubmit} data-testid="answer-submit">
        {submitText}
      </Button>
    </Space>
  );
}
