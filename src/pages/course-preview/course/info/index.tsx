import { ReadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button, Card, Result, Space, Spin } from 'antd';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import ChapterTree from '@/components/ChapterTree';
import CourseInfo from '@/components/CourseInfo';
import { queryChapterTree } from '@/services/htdz/chapter';
import { getCourse } from '@/services/htdz/course';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/chapter';

/** The course's info as a student sees it (/student/course/info/:courseId): read-only, with its chapter list. */
export default function StudentPreviewInfoPage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  const load = useRequest(
    async () =>
      courseId === null ? null : Promise.all([getCourse(courseId), queryChapterTree(courseId)]).then(([c, tree]) => ({ course: c.obj, tree: tree.obj })),
    { refreshDeps: [courseId] },
  );
  if (courseId === null) return <BadParam kind="chapter" bare={false} />;
  const chapters = (id?: number) => history.push(`/student/course/chapter/${courseId}${id ? `?chapterId=${id}` : ''}`);
  const page = (children: React.ReactNode) => (
    <PageContainer title={t('chapter.studentInfo.title')} subTitle={t('chapter.studentPreview.subTitle')} onBack={() => history.back()}>
      {children}
    </PageContainer>
  );
  if (load.error) return page(<Result status="404" title={t('chapter.notFound')} subTitle={t('chapter.notFound.desc')} />);
  if (!load.data) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  const { course, tree } = load.data;
  return page(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <CourseInfo
        course={course}
        extra={
          <Button type="primary" icon={<ReadOutlined />} onClick={() => chapters()} disabled={tree.length === 0}>
            {t('chapter.studentInfo.open')}
          </Button>
        }
      />
      <Card title={t('chapter.studentInfo.chapters')}>
        <ChapterTree tree={tree} selectedId={null} onSelect={(id) => chapters(id)} />
      </Card>
    </Space>,
  );
}
