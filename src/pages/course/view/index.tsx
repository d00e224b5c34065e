// 课程概览 (/course/view/:courseId): the course as a viewer sees it, with links to its scenes and, for its owner, the editor.
import {
  BarChartOutlined,
  CodeOutlined,
  DatabaseOutlined,
  DesktopOutlined,
  EditOutlined,
  FileDoneOutlined,
  FormOutlined,
  InboxOutlined,
  ProfileOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useAccess, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Result, Space, Spin } from 'antd';
import { useT } from '@/components/Locale';
import CourseInfo from '@/components/CourseInfo';
import { COURSE_LINKS, lockOf } from '@/utils/course';
import { examListLink } from '@/utils/exam-links';
import { labContainersLink, labImagesLink } from '@/utils/lab-links';
import { expertBankLink, teacherBankLink } from '@/utils/question-bank-links';
import BadParam from '@/components/BadParam';
import { courseHomeworkLink, taskBankLink } from '@/utils/homework-links';
import ChapterStatsEntry from '@/components/ChapterStatsEntry';
import { STATS_LINKS } from '@/utils/study-statistics';
import { getCourse } from '@/services/htdz/course';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/chapter';
import '@/locales/zh-CN/course';
import '@/locales/zh-CN/exam-teacher';
import '@/locales/zh-CN/exercise';
import '@/locales/zh-CN/lab';
import '@/locales/zh-CN/stats';
import '@/locales/zh-CN/task';

export default function CourseViewPage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  const access = useAccess();
  const links = COURSE_LINKS[access.isExpert ? 'expert' : 'teacher'];
  const load = useRequest(async () => (courseId === null ? null : (await getCourse(courseId)).obj), { refreshDeps: [courseId] });
  if (courseId === null) return <BadParam bare={false} />;
  const course = load.data;
  const page = (children: React.ReactNode) => (
    <PageContainer title={t('course.view.title')} onBack={() => history.push(links.list)}>
      {children}
    </PageContainer>
  );
  if (load.error) return page(<Result status="404" title={t('course.notFound')} subTitle={t('course.notFound.desc')} />);
  if (!course) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  return page(
    <CourseInfo
      course={course}
      extra={
        <Space wrap>
          <Button icon={<ReadOutlined />} onClick={() => history.push(links.chapters(course.courseId))} data-testid="course-view-chapters">
            {t('chapter.action.chapters')}
          </Button>
          <Button icon={<DatabaseOutlined />} onClick={() => history.push(links.scenes(course.courseId))}>
            {t('course.view.scenes', { count: course.sceneCount })}
          </Button>
          <Button
            icon={<ProfileOutlined />}
            onClick={() => history.push((access.isExpert ? expertBankLink : teacherBankLink)(course.courseId))}
            data-testid="course-view-bank"
          >
            {t('exercise.bank.entry')}
          </Button>
          {!access.isExpert && (
            <>
              {course.canEdit && (
                <Button icon={<InboxOutlined />} onClick={() => history.push(taskBankLink(course.courseId))} data-testid="course-view-tasks">
                  {t('task.entry')}
                </Button>
              )}
              <Button icon={<FormOutlined />} onClick={() => history.push(courseHomeworkLink(course.courseId))} data-testid="course-view-homework">
                {t('task.course.entry')}
              </Button>
              {course.canEdit && (
                <Button icon={<FileDoneOutlined />} onClick={() => history.push(examListLink(course.courseId))} data-testid="course-view-exams">
                  {t('examTeacher.entry')}
                </Button>
              )}
              {course.canEdit && (
                <Button icon={<CodeOutlined />} onClick={() => history.push(labImagesLink(course.courseId))} data-testid="course-view-lab-images">
                  {t('lab.entry')}
                </Button>
              )}
              {/* co-teachers of a class watch the course's containers too (the server decides) */}
              <Button icon={<DesktopOutlined />} onClick={() => history.push(labContainersLink(course.courseId))} data-testid="course-view-lab-containers">
                {t('lab.containers.title')}
              </Button>
            </>
          )}
          {access.isExpert ? (
            <Button icon={<BarChartOutlined />} onClick={() => history.push(STATS_LINKS.expert(course.courseId))} data-testid="course-stats-button">
              {t('stats.course.title')}
            </Button>
          ) : (
            <ChapterStatsEntry courseId={course.courseId} />
          )}
          {lockOf(course) === null && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => history.push(links.edit(course.courseId))}>
              {t('course.view.edit')}
            </Button>
          )}
        </Space>
      }
    />,
  );
}
