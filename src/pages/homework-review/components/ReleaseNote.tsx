// What the student will see of this review, and when (the homework's release setting): a teacher scoring a
// submission knows whether the score reaches the student now, at the end, at 完成批阅, or never.
import { Alert } from 'antd';
import dayjs from 'dayjs';
import type { HomeworkSummary, SubmissionRow } from '@contract/homework';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/homework-review';

type Props = { homework: HomeworkSummary; row: SubmissionRow };

/** The last moment the homework takes answers: its end, or the late limit when late work is accepted. */
const finalDeadline = (h: HomeworkSummary) => (h.latePolicy === 'accept' && h.lateUntil && h.lateUntil > h.endAt ? h.lateUntil : h.endAt);

export default function ReleaseNote({ homework, row }: Props) {
  const t = useT();
  const message = (() => {
    if (row.scoreReleased) return t('homeworkReview.release.visible');
    switch (homework.showScore) {
      case 'review':
        return t(row.status === 'reviewed' ? 'homeworkReview.release.visible' : 'homeworkReview.release.afterFinish');
      case 'end':
        return t('homeworkReview.release.atEnd', { time: dayjs(finalDeadline(homework)).format('YYYY-MM-DD HH:mm') });
      case 'never':
        return t('homeworkReview.release.never');
      default:
        // released on hand-in, but the automatic score is not in yet
        return t('homeworkReview.release.grading');
    }
  })();
  return <Alert type={row.scoreReleased ? 'success' : 'info'} showIcon message={message} data-testid="review-release" />;
}
