// 课程信息 (/stu/course/info/:courseId/:clazzId): the course of one of the student's classes, their progress in it,
// and the ways in: 继续学习 (the first chapter not yet completed), 章节学习, 学习进度, 知识点练习, 作业, 考试, 实验. On a
// phone the cover is lower and the ways in are a grid: 继续学习 across, the others two a row.
import { BarChartOutlined, CodeOutlined, ExperimentOutlined, FileDoneOutlined, FormOutlined, PlayCircleOutlined, ReadOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Col, Descriptions, Empty, Progress, Result, Row, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useT } from '@/components/Locale';
import { RichTextView } from '@/components/RichText';
import { isBlankHtml } from '@/components/RichText/html';
import BadParam from '@/components/BadParam';
import CourseCover from '@/components/CourseCover';
import { queryStudyChapters } from '@/services/htdz/study';
import { datesText } from '../components/StudyCourseCard';
import StudyFrame from '@/components/StudyFrame';
import { chapterToContinue, percentText, STU_LINKS } from '@/utils/study';
import { useStudyCourse } from '@/hooks/use-study-course';
import { usePhone } from '@/hooks/use-phone';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/exam-student';
import '@/locales/zh-CN/homework-stu';
import '@/locales/zh-CN/lab';
import '@/locales/zh-CN/practice';
import '@/locales/zh-CN/stu';

/** The buttons to the course's pages: wrapping in a row, or on a phone a grid of two a row. */
function Ways({ phone, children }: { phone: boolean; children: React.ReactNode }) {
  if (!phone) {
    return (
      <Space wrap style={{ marginTop: 12 }}>
        {children}
      </Space>
    );
  }
  return <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8, marginTop: 12 }}>{children}</div>;
}

export default function StudyCourseInfoPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const info = useStudyCourse(courseId, clazzId);
  const phone = usePhone();
  const chapters = useRequest(async () => (courseId === null || clazzId === null ? null : (await queryStudyChapters(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
  });
  if (courseId === null || clazzId === null) return <BadParam kind="chapter" bare={false} />;

  const course = info.data;
  const frame = (children: React.ReactNode) => (
    <StudyFrame courseId={courseId} clazzId={clazzId} kind="info" title={t('stu.info.title')} course={course} showNav={false}>
      {children}
    </StudyFrame>
  );
  if (info.error && !course) return frame(<Result status="403" title={t('stu.notFound')} subTitle={t('stu.notFound.desc')} />);
  if (!course) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  const next = chapters.data ? chapterToContinue(chapters.data) : null;
  const go = (to: string) => history.push(to);
  const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '—');
  return frame(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Row gutter={[24, 16]}>
          <Col xs={24} md={8} lg={6}>
            <CourseCover name={course.courseName} cover={course.cover} height={phone ? 100 : 160} radius={8} />
          </Col>
          <Col xs={24} md={16} lg={18}>
            <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="study-course-name">
              {course.courseName}
            </Typography.Title>
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
              <Descriptions.Item label={t('stu.info.clazz')}>{course.clazzName}</Descriptions.Item>
              <Descriptions.Item label={t('stu.info.teacher')}>{course.teacherName}</Descriptions.Item>
              <Descriptions.Item label={t('stu.info.dates')}>{datesText(t, course) ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('stu.info.progress')}>
                <Progress percent={course.progress} size="small" format={percentText} style={{ width: 160, margin: 0 }} data-testid="study-course-progress" />
              </Descriptions.Item>
              <Descriptions.Item label={t('stu.info.completed')}>
                <span data-testid="study-completed-chapters">
                  {t('stu.info.completedValue', { done: course.completedChapters, total: course.chapterCount })}
                </span>
              </Descriptions.Item>
              <Descriptions.Item label={t('stu.info.lastStudied')}>{time(course.lastStudiedAt)}</Descriptions.Item>
            </Descriptions>
            <Ways phone={phone}>
              <Button
                type="primary"
                style={phone ? { gridColumn: '1 / -1' } : undefined}
                icon={<PlayCircleOutlined />}
                loading={chapters.loading && !chapters.data}
                disabled={next === null}
                onClick={() => next !== null && go(STU_LINKS.chapter(courseId, clazzId, next))}
                data-testid="study-continue"
              >
                {t('stu.action.continue')}
              </Button>
              <Button icon={<ReadOutlined />} onClick={() => go(STU_LINKS.chapters(courseId, clazzId))} data-testid="study-nav-chapters">
                {t('stu.action.chapters')}
              </Button>
              <Button icon={<BarChartOutlined />} onClick={() => go(STU_LINKS.process(courseId, clazzId))} data-testid="study-nav-process">
                {t('stu.action.process')}
              </Button>
              <Button
                icon={<ExperimentOutlined />}
                onClick={() => go(STU_LINKS.knowledge(courseId, clazzId))}
                title={t('practice.entry.desc')}
                data-testid="study-nav-practice"
              >
                {t('practice.entry')}
              </Button>
              <Button icon={<FormOutlined />} onClick={() => go(STU_LINKS.task(courseId, clazzId))} data-testid="study-nav-task">
                {t('stu.action.task')}
              </Button>
              <Button icon={<FileDoneOutlined />} onClick={() => go(STU_LINKS.exam(courseId, clazzId))} data-testid="study-nav-exam">
                {t('stu.action.exam')}
              </Button>
              <Button icon={<CodeOutlined />} onClick={() => go(STU_LINKS.lab(courseId, clazzId))} data-testid="study-nav-lab">
                {t('stu.action.lab')}
              </Button>
            </Ways>
          </Col>
        </Row>
      </Card>
      <Card title={t('stu.info.description')}>
        {isBlankHtml(course.description) ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stu.info.description.empty')} />
        ) : (
          <RichTextView html={course.description} />
        )}
      </Card>
    </Space>,
  );
}
