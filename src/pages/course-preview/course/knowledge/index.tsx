import { EditOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useAccess, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Button } from 'antd';
import { useT } from '@/components/Locale';
import { lockOf } from '@/utils/course';
import KnowledgePreview from '@/components/KnowledgePreview';
import BadParam from '@/components/BadParam';
import { getCourse } from '@/services/htdz/course';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/knowledge';

/**
 * The course's knowledge points as a student sees them (/student/course/knowledge/:courseId), for teachers and
 * experts. The course's owner goes on to the editor: /expert/course/:courseId/knowledge or /course/knowledge/:courseId.
 */
export default function StudentPreviewKnowledgePage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  const access = useAccess();
  const course = useRequest(async () => (courseId === null ? null : (await getCourse(courseId)).obj), { refreshDeps: [courseId] });
  if (courseId === null) return <BadParam bare={false} />;
  const canEdit = course.data ? lockOf(course.data) === null : false;
  const edit = () => history.push(access.isExpert ? `/expert/course/${courseId}/knowledge` : `/course/knowledge/${courseId}`);
  const extra = canEdit && (
    <Button icon={<EditOutlined />} type="primary" onClick={edit}>
      {t('knowledge.editPage')}
    </Button>
  );
  return (
    <PageContainer title={t('knowledge.preview.title')} subTitle={t('knowledge.preview.subTitle')} onBack={() => history.back()} extra={extra}>
      <KnowledgePreview courseId={courseId} />
    </PageContainer>
  );
}
