// 章节学习 (/stu/course/chapter/list/:courseId/:clazzId): the chapters the class sees, each with the student's
// progress; a chapter opens its study page.
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card, Result, Spin, Typography } from 'antd';
import { VIDEO_DONE_RATIO } from '@contract/study';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import { queryStudyChapters } from '@/services/htdz/study';
import StudyChapterTree from '../components/StudyChapterTree';
import StudyFrame from '@/components/StudyFrame';
import { STU_LINKS } from '@/utils/study';
import { useStudyCourse } from '@/hooks/use-study-course';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/stu';

export default function StudyChapterListPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const course = useStudyCourse(courseId, clazzId);
  const tree = useRequest(async () => (courseId === null || clazzId === null ? null : (await queryStudyChapters(courseId, clazzId)).obj), {
    refreshDeps: [courseId, clazzId],
  });
  if (courseId === null || clazzId === null) return <BadParam kind="chapter" bare={false} />;

  const body = (() => {
    if (tree.error && !tree.data) return <Result status="403" title={t('stu.notFound')} subTitle={t('stu.notFound.desc')} />;
    if (!tree.data) return <Spin size="large" style={{ display: 'block', padding: 80 }} />;
    return (
      <>
        {tree.data.length > 0 && (
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            {t('stu.chapters.hint', { ratio: Math.round(VIDEO_DONE_RATIO * 100) })}
          </Typography.Paragraph>
        )}
        <StudyChapterTree tree={tree.data} selectedId={null} detailed onSelect={(id) => history.push(STU_LINKS.chapter(courseId, clazzId, id))} />
      </>
    );
  })();

  return (
    <StudyFrame courseId={courseId} clazzId={clazzId} kind="chapters" title={t('stu.chapters.title')} course={course.data}>
      <Card>{body}</Card>
    </StudyFrame>
  );
}
