// A question's practice status as a coloured tag (未做 / 未答对 / 待批阅 / 已答对), on the point's list and the answering page.
import { Tag } from 'antd';
import { PRACTICE_STATUS_NAMES, type PracticeStatus } from '@contract/practice';

export const PRACTICE_STATUS_COLOR: Record<PracticeStatus, string> = { new: 'default', wrong: 'error', pending: 'processing', correct: 'success' };

export default function PracticeStatusTag({ status }: { status: PracticeStatus }) {
  return (
    <Tag color={PRACTICE_STATUS_COLOR[status]} data-status={status}>
      {PRACTICE_STATUS_NAMES[status]}
    </Tag>
  );
}
