// One course of the student's classes as a card: cover, course and class, teacher, dates, progress, 继续学习.
import { CalendarOutlined, ClockCircleOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { StudyCourse } from '@contract/study';
import { useT, type Translate } from '@/components/Locale';
import CourseCover from '@/components/CourseCover';
import { percentText } from '@/utils/study';
import { usePhone } from '@/hooks/use-phone';
import '@/locales/zh-CN/stu';

type Props = {
  course: StudyCourse;
  onOpen: (course: StudyCourse) => void;
  onContinue: (course: StudyCourse) => void;
  /** 继续学习 is finding the chapter */
  busy?: boolean;
};

/** The class's dates: "2025-02-24 至 2025-07-04", open ends as 不限; null when neither is set. */
export function datesText(t: Translate, course: Pick<StudyCourse, 'startDate' | 'endDate'>): string | null {
  if (!course.startDate && !course.endDate) return null;
  const day = (d: string | null) => (d ? dayjs(d).format('YYYY-MM-DD') : t('stu.course.dateOpen'));
  return t('stu.course.dates', { start: day(course.startDate), end: day(course.endDate) });
}

export default function StudyCourseCard({ course, onOpen, onContinue, busy = false }: Props) {
  const t = useT();
  // on a phone a lower cover (more courses on the screen) and a 继续学习 big enough for a thumb
  const phone = usePhone();
  const dates = datesText(t, course);
  return (
    <Card
      hoverable
      data-testid="study-course-card"
      data-course-id={course.courseId}
      data-clazz-id={course.clazzId}
      onClick={() => onOpen(course)}
      cover={<CourseCover name={course.courseName} cover={course.cover} height={phone ? 100 : undefined} />}
      styles={{ body: { padding: 16 } }}
    >
      <Space direction="vertical" size={6} style={{ width: '100%' }}>
        <Typography.Text strong ellipsis={{ tooltip: course.courseName }} style={{ fontSize: 16 }} data-testid="study-course-name">
          {course.courseName}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          <Space size={12} wrap>
            <span>
              <TeamOutlined /> {course.clazzName}
            </span>
            <span>
              <UserOutlined /> {t('stu.course.teacher', { name: course.teacherName })}
            </span>
          </Space>
        </Typography.Text>
        {dates && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <CalendarOutlined /> {dates}
          </Typography.Text>
        )}
        <Progress percent={course.progress} size="small" format={percentText} data-testid="study-course-progress" />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('stu.course.chapters', { done: course.completedChapters, total: course.chapterCount })}
        </Typography.Text>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <ClockCircleOutlined />{' '}
            {course.lastStudiedAt ? t('stu.course.lastStudied', { time: dayjs(course.lastStudiedAt).format('MM-DD HH:mm') }) : t('stu.course.notStarted')}
          </Typography.Text>
          <Button
            type="primary"
            size={phone ? 'middle' : 'small'}
            loading={busy}
            data-testid="study-course-continue"
            onClick={(e) => {
              e.stopPropagation();
              onContinue(course);
            }}
          >
            {t('stu.action.continue')}
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
