import { PageContainer } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { useT } from '@/components/Locale';
import KnowledgeEditor from '@/components/KnowledgeEditor';
import BadParam from '@/components/BadParam';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/knowledge';

/** The knowledge graph editor of a course template (/expert/course/:courseId/knowledge). */
export default function ExpertKnowledgePage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return (
    <PageContainer title={t('knowledge.editor.title')} onBack={() => history.push('/expert/list')}>
      <KnowledgeEditor courseId={courseId} />
    </PageContainer>
  );
}
