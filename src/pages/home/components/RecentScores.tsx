// 最近成绩 on a student's home page: their latest released homework and exam scores, each opening its result page.
import { Link } from '@umijs/max';
import { Card, Tag, Typography } from 'antd';
import List from '@/components/PlainList';
import dayjs from 'dayjs';
import type { HomeScore } from '@contract/home';
import { useT } from '@/components/Locale';
import { EXAM_STU_LINKS } from '@/utils/student-exam';
import { TASK_STU_LINKS } from '@/utils/student-homework-links';
import '@/locales/zh-CN/pages';

const linkOf = (s: HomeScore, userId: number) =>
  s.kind === 'homework' ? TASK_STU_LINKS.detail(userId, s.id) : EXAM_STU_LINKS.detail(s.courseId, s.classId, s.examId, s.id);

export default function RecentScores({ scores, userId }: { scores: HomeScore[]; userId: number }) {
  const t = useT();
  return (
    <Card title={t('home.scores')} data-testid="home-recent-scores" style={{ height: '100%' }}>
      <List
        dataSource={scores}
        locale={{ emptyText: t('home.scores.empty') }}
        renderItem={(s) => (
          <List.Item extra={<Typography.Text strong>{t('home.scores.value', { score: s.score, max: s.maxScore })}</Typography.Text>}>
            <List.Item.Meta
              title={
                <>
                  <Tag color={s.kind === 'exam' ? 'purple' : 'blue'}>{t(s.kind === 'exam' ? 'home.scores.exam' : 'home.scores.homework')}</Tag>
                  <Link to={linkOf(s, userId)}>{s.name}</Link>
                </>
              }
              description={t('home.scores.line', { course: s.courseName, at: dayjs(s.at).format('MM-DD HH:mm') })}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
