// The exam block of the home page: a student's exams still to take (a running one first), a teacher's exams with
// short answers waiting for grading.
import { Link } from '@umijs/max';
import { Badge, Card, Typography } from 'antd';
import List from '@/components/PlainList';
import dayjs from 'dayjs';
import type { HomeSummary } from '@contract/home';
import { useT } from '@/components/Locale';
import ExamStateTag from '@/components/ExamStateTag';
import { EXAM_REPORT_LINKS } from '@/utils/exam-report';
import { EXAM_STU_LINKS } from '@/utils/student-exam';
import '@/locales/zh-CN/pages';

const time = (v: string) => dayjs(v).format('MM-DD HH:mm');

export default function ExamPanel({ summary }: { summary: HomeSummary }) {
  const t = useT();
  if (summary.dueExams) {
    return (
      <Card title={t('home.exam.due')} data-testid="home-due-exams">
        <List
          dataSource={summary.dueExams}
          locale={{ emptyText: t('home.exam.due.empty') }}
          renderItem={(e) => (
            <List.Item extra={<ExamStateTag state={e.state} />}>
              <List.Item.Meta
                title={<Link to={EXAM_STU_LINKS.detail(e.courseId, e.classId, e.examId, e.examClassId)}>{e.name}</Link>}
                description={
                  <Typography.Text type="secondary">
                    {e.deadline
                      ? t('home.exam.due.running', { course: e.courseName, deadline: time(e.deadline) })
                      : t('home.exam.due.window', { course: e.courseName, start: time(e.startAt), end: time(e.endAt), minutes: e.durationMinutes })}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    );
  }
  if (summary.examsToReview) {
    return (
      <Card title={t('home.exam.review')} data-testid="home-exams-to-review">
        <List
          dataSource={summary.examsToReview}
          locale={{ emptyText: t('home.exam.review.empty') }}
          renderItem={(e) => (
            <List.Item extra={<Badge count={e.waitingCount} title={t('home.exam.review.waiting', { n: e.waitingCount })} />}>
              <List.Item.Meta
                title={<Link to={EXAM_REPORT_LINKS.report({ examClassId: e.examClassId, courseId: e.courseId, sclassId: null })}>{e.name}</Link>}
                description={e.className}
              />
            </List.Item>
          )}
        />
      </Card>
    );
  }
  return null;
}
