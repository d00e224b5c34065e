import { history, useParams } from '@umijs/max';
import { useT } from '@/components/Locale';
import BadParam from '@/components/BadParam';
import SceneList from '@/components/SceneList';
import PageFrame from '@/components/PageFrame';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/scene';

/** The course's scenes as a student sees them (/student/course/scene/:courseId): read-only, 查看 only. */
export default function StudentPreviewScenesPage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  if (courseId === null) return <BadParam bare={false} />;
  return (
    <PageFrame
      bare={false}
      title={t('scene.courseScenes')}
      subTitle={t('scene.studentPreview.subTitle')}
      backText={t('scene.back.home')}
      onBack={() => history.back()}
    >
      <SceneList area="student" courseId={courseId} editable={false} />
    </PageFrame>
  );
}
