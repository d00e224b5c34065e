// The state of a submission (or an exam's attempt) as tags: 未开始 / 作答中 / 已提交 / 已批阅 / 已退回 for homework,
// the exam's states through StateTag with their own names and colours, and beside it 迟交 and 自动提交 (自动交卷).
import { Space, Tag } from 'antd';
import { SUBMISSION_STATUS_NAMES, type SubmissionStatus } from '@contract/states';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/homework-review';

const STATUS_COLORS: Record<SubmissionStatus, string | undefined> = {
  new: undefined,
  answering: 'processing',
  submitted: 'blue',
  reviewed: 'success',
  returned: 'warning',
};

type StateTagProps<S extends string> = { state: S; names: Record<S, string>; colors: Record<S, string | undefined>; 'data-testid'?: string };

/** One state as a coloured tag; data-status carries the state's id for tests and styles. */
export function StateTag<S extends string>({ state, names, colors, 'data-testid': testId }: StateTagProps<S>) {
  return (
    <Tag color={colors[state]} data-testid={testId} data-status={state}>
      {names[state]}
    </Tag>
  );
}

export function SubmissionStatusTag({ status }: { status: SubmissionStatus }) {
  return <StateTag state={status} names={SUBMISSION_STATUS_NAMES} colors={STATUS_COLORS} data-testid="submission-status" />;
}

type FlagsProps = {
  row: { late?: boolean; autoSubmitted: boolean };
  /** the name of a hand-in by the clock; 自动提交 when absent */
  autoText?: string;
};

/** 迟交 and 自动提交 when they apply; nothing otherwise. */
export function SubmissionFlags({ row, autoText }: FlagsProps) {
  const t = useT();
  if (!row.late && !row.autoSubmitted) return null;
  return (
    <Space size={4}>
      {row.late && (
        <Tag color="orange" data-testid="submission-late">
          {t('homeworkReview.status.late')}
        </Tag>
      )}
      {row.autoSubmitted && <Tag data-testid="submission-auto">{autoText ?? t('homeworkReview.status.auto')}</Tag>}
    </Space>
  );
}
