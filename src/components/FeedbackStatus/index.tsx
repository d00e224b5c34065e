// The status of a feedback as a coloured tag (待处理 / 已回复 / 已关闭).
import { Tag } from 'antd';
import type { Feedback } from '@contract/feedback';
import { useT, type MessageId } from '@/components/Locale';
import '@/locales/zh-CN/pages';

export type FeedbackStatusValue = Feedback['status'];

export const FEEDBACK_STATUS_TEXT: Record<FeedbackStatusValue, MessageId> = {
  open: 'feedback.status.open',
  replied: 'feedback.status.replied',
  closed: 'feedback.status.closed',
};
const COLORS: Record<FeedbackStatusValue, string> = { open: 'orange', replied: 'green', closed: 'default' };

export default function FeedbackStatus({ status }: { status: FeedbackStatusValue }) {
  const t = useT();
  return <Tag color={COLORS[status]}>{t(FEEDBACK_STATUS_TEXT[status])}</Tag>;
}
