// Whose answers these are and where they stand: account, name, state (the page's tags), the times that matter
// (handed in; for an exam also started and the deadline), the score against the total, and the automatic scores' sum.
// SubmissionStudentHeader is the homework's: 迟交, 自动提交, the penalty applied, a return's deadline.
import { Card, Descriptions, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { ReviewQuestion, SubmissionReview } from '@contract/homework';
import { useT } from '@/components/Locale';
import { points } from '@/utils/review';
import { SubmissionFlags, SubmissionStatusTag } from '@/components/SubmissionStatusTags';
import '@/locales/zh-CN/homework-review';

export const headerTime = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

export type HeaderItem = { key: string; label: string; children: ReactNode };

type Props = {
  student: { code: string; name: string };
  /** the state as tags */
  status: ReactNode;
  /** facts shown after the state, in order (times) */
  items?: HeaderItem[];
  /** points; null before it is handed in and graded */
  score: number | null;
  totalScore: number;
  questions: readonly Pick<ReviewQuestion, 'autoScore'>[];
};

export default function StudentHeader({ student, status, items = [], score, totalScore, questions }: Props) {
  const t = useT();
  const scored = questions.filter((q) => q.autoScore !== null);
  const autoTotal = scored.reduce((sum, q) => sum + (q.autoScore ?? 0), 0);
  const none = <Typography.Text type="secondary">{t('homeworkReview.none')}</Typography.Text>;
  return (
    <Card data-testid="student-header">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={t('homeworkReview.student.code')}>{student.code}</Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.student.name')}>{student.name}</Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.student.status')}>{status}</Descriptions.Item>
        {items.map((item) => (
          <Descriptions.Item key={item.key} label={item.label}>
            {item.children}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('homeworkReview.student.score')}>
          <span data-testid="student-score">
            {score === null ? none : <Typography.Text strong>{points(score)}</Typography.Text>} / {points(totalScore)}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('homeworkReview.student.autoTotal')}>
          <span data-testid="student-auto-total">{scored.length ? points(autoTotal) : none}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

type SubmissionProps = { review: Pick<SubmissionReview, 'student' | 'row' | 'homework' | 'questions' | 'returnedUntil'> };

/** A homework's submission: status with 迟交 / 自动提交, when it was handed in and, once returned, until when. */
export function SubmissionStudentHeader({ review }: SubmissionProps) {
  const t = useT();
  const { student, row, homework } = review;
  const items: HeaderItem[] = [
    {
      key: 'submittedAt',
      label: t('homeworkReview.student.submittedAt'),
      children: row.submittedAt ? headerTime(row.submittedAt) : t('homeworkReview.student.notSubmitted'),
    },
  ];
  if (row.status === 'returned' && review.returnedUntil) {
    items.push({ key: 'returnedUntil', label: t('homeworkReview.student.returnedUntil'), children: headerTime(review.returnedUntil) });
  }
  return (
    <StudentHeader
      student={student}
      status={
        <Space size={4} wrap>
          <SubmissionStatusTag status={row.status} />
          <SubmissionFlags row={row} />
        </Space>
      }
      items={items}
      score={row.score}
      totalScore={homework.totalScore}
      questions={review.questions}
    />
  );
}
