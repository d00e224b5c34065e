// 实验镜像 of a course (/teacher/images/:courseId): the course's images in the lab images table (src/components/LabImageTable),
// with 试用, 实验容器 and, for a course the teacher edits, 新建镜像 for it. The back arrow returns to the course.
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Result, Spin } from 'antd';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { courseViewLink } from '@/utils/homework-links';
import { getCourse } from '@/services/htdz/course';
import LabImageTable from '@/components/LabImageTable';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/lab';

function CourseImages({ courseId }: { courseId: number }) {
  const t = useT();
  const course = useRequest(async () => (await getCourse(courseId)).obj, { refreshDeps: [courseId] });

  const frame = (children: React.ReactNode) => (
    <PageContainer title={t('lab.images.title')} subTitle={course.data?.name} onBack={() => history.push(courseViewLink(courseId))}>
      {children}
    </PageContainer>
  );
  if (course.error) return frame(<Result status="403" title={t('lab.images.unavailable')} subTitle={t('lab.images.unavailable.desc')} />);
  if (!course.data) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  return frame(<LabImageTable course={course.data} />);
}

export default function LabImagesPage() {
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return <CourseImages key={courseId} courseId={courseId} />;
}
