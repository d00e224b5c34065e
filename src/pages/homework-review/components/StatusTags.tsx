// The state of a submission as tags: 未开始 / 作答中 / 已提交 / 已批阅 / 已退回, and beside it 迟交 and 自动提交.
import { Space, Tag } from 'antd';
import { SUBMISSION_STATUS_NAMES, type SubmissionRow, type SubmissionStatus } from '../../../../contract/homework';
import { useT } from '@/components/Locale';

const STATUS_COLORS: Record<SubmissionStatus, string | undefined> = {
  new: undefined,
  answering: 'processing',
  submitted: 'blue',
  reviewed: 'success',
  returned: 'warning',
};

export function SubmissionStatusTag({ status }: { status: SubmissionStatus }) {
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="submission-status" data-status={status}>
      {SUBMISSION_STATUS_NAMES[status]}
    </Tag>
  );
}

/** 迟交 and 自动提交 when they apply; nothing otherwise. */
export function SubmissionFlags({ row }: { row: Pick<SubmissionRow, 'late' | 'autoSubmitted'> }) {
  const t = useT();
  if (!row.late && !row.autoSubmitted) return null;
  return (
    <Space size={4}>
      {row.late && (
        <Tag color="orange" data-testid="submission-late">
          {t('homeworkReview.status.late')}
        </Tag>
      )}
      {row.autoSubmitted && <Tag data-testid="submission-auto">{t('homeworkReview.status.auto')}</Tag>}
    </Space>
  );
}
