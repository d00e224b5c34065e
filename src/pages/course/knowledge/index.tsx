import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useT } from '@/components/Locale';
import { COURSE_LINKS } from '@/utils/course';
import BadParam from '@/components/BadParam';
import KnowledgeEditor from '@/components/KnowledgeEditor';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/knowledge';

/**
 * A teacher's knowledge graph editor of their own course, the sibling of /expert/course/:courseId/knowledge.
 * SPEC.md names no teacher route for it; until one is chosen, teachers edit from the student-side preview
 * (/student/course/knowledge/:courseId, 编辑知识点), which renders the same editor.
 */
export default function TeacherKnowledgePage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return (
    <PageContainer title={t('knowledge.editor.title')} onBack={() => history.push(COURSE_LINKS.teacher.view(courseId))}>
      <KnowledgeEditor courseId={courseId} />
    </PageContainer>
  );
}
