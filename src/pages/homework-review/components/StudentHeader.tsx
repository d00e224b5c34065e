// Whose submission this is and where it stands: account, name, status (迟交, 自动提交), when it was handed in, the
// score with the penalty applied against the total, the automatic scores' sum, and a return's deadline.
import { Card, Descriptions, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { SubmissionReview } from '../../../../contract/homework';
import { useT } from '@/components/Locale';
import { points } from './rules';
import { SubmissionFlags, SubmissionStatusTag } from './StatusTags';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

type Props = { review: Pick<SubmissionReview, 'student' | 'row' | 'homework' | 'questions' | 'returnedUntil'> };

export default function StudentHeader({ review }: Props) {
  const t = useT();
  const { student, row, homework } = review;
  const scored = review.questions.filter((q) => q.autoScore !== null);
  const autoTotal = scored.reduce((sum, q) => sum + (q.autoScore ?? 0), 0);
  const none = <Typography.Text type="secondary">{t('homeworkReview.none')}</Typography.Text>;
  return (
    <Card data-testid="student-header">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={t('homeworkReview.student.code')}>{student.code}</Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.student.name')}>{student.name}</Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.student.status')}>
          <Space size={4} wrap>
            <SubmissionStatusTag status={row.status} />
            <SubmissionFlags row={row} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.student.submittedAt')}>
          {row.submittedAt ? time(row.submittedAt) : t('homeworkReview.student.notSubmitted')}
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.student.score')}>
          <span data-testid="student-score">
            {row.score === null ? none : <Typography.Text strong>{points(row.score)}</Typography.Text>} / {points(homework.totalScore)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.student.autoTotal')}>
          <span data-testid="student-auto-total">{scored.length ? points(autoTotal) : none}</span>
        </Descriptions.Item>
        {row.status === 'returned' && review.returnedUntil && (
          <Descriptions.Item label={t('homeworkReview.student.returnedUntil')}>{time(review.returnedUntil)}</Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}
