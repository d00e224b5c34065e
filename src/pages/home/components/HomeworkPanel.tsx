import { Link } from '@umijs/max';
import { Badge, Card, Tag, Typography } from 'antd';
import List from '@/components/PlainList';
import dayjs from 'dayjs';
import type { HomeSummary } from '@contract/home';
import { SUBMISSION_STATUS_NAMES } from '@contract/states';
import { useT } from '@/components/Locale';
import { REVIEW_LINKS } from '@/utils/review';
import { TASK_STU_LINKS } from '@/utils/student-homework-links';
import '@/locales/zh-CN/pages';

/** The homework block of the home page: a student's homework still to hand in, a teacher's submissions to review. */
export default function HomeworkPanel({ summary, userId }: { summary: HomeSummary; userId: number }) {
  const t = useT();
  if (summary.dueHomework) {
    return (
      <Card title={t('home.homework.due')} data-testid="home-due-homework">
        <List
          dataSource={summary.dueHomework}
          locale={{ emptyText: t('home.homework.due.empty') }}
          renderItem={(h) => (
            <List.Item extra={<Tag>{SUBMISSION_STATUS_NAMES[h.status]}</Tag>}>
              <List.Item.Meta
                title={<Link to={TASK_STU_LINKS.answer(userId, h.homeworkId)}>{h.name}</Link>}
                description={
                  <Typography.Text type="secondary">
                    {t('home.homework.due.line', { course: h.courseName, end: dayjs(h.endAt).format('MM-DD HH:mm') })}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    );
  }
  if (summary.toReview) {
    return (
      <Card title={t('home.homework.review')} data-testid="home-to-review">
        <List
          dataSource={summary.toReview}
          locale={{ emptyText: t('home.homework.review.empty') }}
          renderItem={(h) => (
            <List.Item extra={<Badge count={h.waitingCount} title={t('home.homework.review.waiting', { n: h.waitingCount })} />}>
              <List.Item.Meta title={<Link to={REVIEW_LINKS.submissions(h.courseId, h.classId, h.homeworkId)}>{h.name}</Link>} description={h.className} />
            </List.Item>
          )}
        />
      </Card>
    );
  }
  return null;
}
